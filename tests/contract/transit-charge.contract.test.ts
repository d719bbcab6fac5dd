/**
 * Issue 12 "The money lifecycle" over HTTP, on every database under test: a booked move is charged when
 * staff mark it in transit (POST staff/moves/{id}/transit), exactly once, through the SANDBOX card processor
 * and the append-only ledger; the ledger and its balances are shown to the owner (GET moves/{id}/payments)
 * and to staff, and to nobody else.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovePaymentsResponse, TransitChargeResponse } from '../../adapters/http/contract/move-payments';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { toDollars } from '../../domain/money/money';
import { readyToReserve, SANDBOX_VISA, type SendJson } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number]];
const OTHER = { email: 'other-payer@example.com', password: 'boxes-and-tape-2026' };

describe.each(databasesUnderTest())('the Transit charge on $name (issue 12, payments.md)', (database) => {
  let api: TestServer;
  let mine: Record<string, string>;
  let staffs: Record<string, string>;
  let theirs: Record<string, string>;

  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true });
    ({ mine, staffs, theirs } = await api.demoSessions(OTHER));
  }, 120_000);
  afterAll(() => api?.close());

  const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);

  /** A move of the demo customer booked with a card of `number` (payments.md test numbers). */
  async function booked(number = SANDBOX_VISA.CardNumber) {
    const saved = await api.json<{ Card: { PaymentProfileId: string } }>(
      'POST',
      '/api/payments/cards',
      { ...SANDBOX_VISA, CardNumber: number },
      { ...mine, 'idempotency-key': randomUUID() },
    );
    expect(saved.status).toBe(200);
    const ready = await readyToReserve(send, customer.email, mine, {
      cardToken: saved.body.Card.PaymentProfileId,
    });
    const reserved = await api.json<{ success: boolean }>(
      'POST',
      `/api/moves/${ready.quote.QuoteId}/reserve`,
      ready.body,
      { ...mine, 'idempotency-key': randomUUID() },
    );
    expect(reserved.body.success).toBe(true);
    const payments = await api.json<MovePaymentsResponse>(
      'GET',
      `/api/moves/${ready.quote.QuoteId}/payments`,
      undefined,
      mine,
    );
    expect(payments.status).toBe(200);
    return { id: ready.quote.QuoteId, total: payments.body.TotalPrice };
  }

  const transit = (id: number) =>
    api.json<TransitChargeResponse>('POST', `/api/staff/moves/${id}/transit`, undefined, staffs);

  it('nothing is charged at booking: the whole total is due and the ledger is empty (banner: nothing until in transit)', async () => {
    const { id, total } = await booked();
    const payments = await api.json<MovePaymentsResponse>(
      'GET',
      `/api/moves/${id}/payments`,
      undefined,
      mine,
    );
    expect(total).toBeGreaterThan(0);
    expect(payments.body).toMatchObject({
      InvoiceAmountDue: total,
      Captured: 0,
      PaymentInfoRequired: false,
      Ledger: [],
    });
  });

  it('at Transit the amount due is captured once: an authorization and a capture of the total, then nothing is due', async () => {
    const { id, total } = await booked();
    const first = await transit(id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Result: 'Charged', Amount: total, CardResult: null });
    expect(first.body.Payments.Ledger.map((r) => [r.Kind, r.Amount])).toEqual([
      ['Authorization', total],
      ['Capture', total],
    ]);
    expect(first.body.Payments).toMatchObject({ Captured: total, InvoiceAmountDue: 0 });
    const again = await transit(id);
    expect(again.body).toMatchObject({ Result: 'NothingDue', Amount: 0 });
    expect(again.body.Payments.Ledger).toEqual(first.body.Payments.Ledger);
    const mineNow = await api.json<MovePaymentsResponse>('GET', `/api/moves/${id}/payments`, undefined, mine);
    expect(mineNow.body).toEqual(first.body.Payments);
    // GET moves/{id} answers the ledger's balance too, never the figure stored at booking.
    const move = await api.json<{
      reservation: { Details: { Reservation: { InvoiceAmountDue: number; TotalPrice: number } } };
    }>('GET', `/api/moves/${id}`, undefined, mine);
    expect(move.body.reservation.Details.Reservation).toMatchObject({
      InvoiceAmountDue: 0,
      TotalPrice: total,
    });
  });

  it('50 concurrent Transit calls capture exactly once', async () => {
    const { id, total } = await booked();
    const answers = await Promise.all(Array.from({ length: 50 }, () => transit(id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const payments = await api.json<MovePaymentsResponse>(
      'GET',
      `/api/staff/moves/${id}/payments`,
      undefined,
      staffs,
    );
    const captures = payments.body.Ledger.filter((r) => r.Kind === 'Capture');
    expect(captures).toHaveLength(1);
    expect(captures[0]?.Amount).toBe(total);
    expect(payments.body.InvoiceAmountDue).toBe(0);
  });

  it('a card that saved but declines when charged records PaymentError: a Failure row, PaymentInfoRequired, the total still due (§8)', async () => {
    const { id, total } = await booked('4000 0000 0000 0341');
    const answer = await transit(id);
    expect(answer.body).toMatchObject({
      Result: 'Failed',
      CardResult: 'CardDeclined',
      Retryable: false,
      Amount: total,
    });
    expect(answer.body.Payments).toMatchObject({
      PaymentInfoRequired: true,
      InvoiceAmountDue: total,
      Captured: 0,
    });
    expect(answer.body.Payments.Ledger.map((r) => r.Kind)).toEqual(['Failure']);
    // The same card declines again; nothing new is captured.
    const again = await transit(id);
    expect(again.body.Payments.Ledger.filter((r) => r.Kind === 'Capture')).toEqual([]);
  });

  it('answers lost on the way back (UnknownError) are retried with the same keys: the retries find the one authorization and the one capture', async () => {
    const { id, total } = await booked('4000 0000 0000 0424');
    const lost = await transit(id);
    expect(lost.body).toMatchObject({ Result: 'Failed', CardResult: 'UnknownError', Retryable: true });
    expect(lost.body.Payments.PaymentInfoRequired).toBe(false);
    // The authorization's answer was lost, then the capture's: each retry repeats the keys.
    let answer = lost;
    for (let run = 0; run < 3 && answer.body.Result !== 'Charged'; run++) answer = await transit(id);
    expect(answer.body).toMatchObject({ Result: 'Charged', Amount: total });
    const ledger = answer.body.Payments.Ledger;
    expect(ledger.filter((r) => r.Kind === 'Capture')).toHaveLength(1);
    expect(ledger.filter((r) => r.Kind === 'Authorization')).toHaveLength(1);
    expect(answer.body.Payments.InvoiceAmountDue).toBe(0);
    expect((await transit(id)).body.Result).toBe('NothingDue');
  });

  it('another customer gets 404 for the payments; a customer cannot trigger the charge (403, before any body is read)', async () => {
    const { id } = await booked();
    expect((await api.json('GET', `/api/moves/${id}/payments`, undefined, theirs)).status).toBe(404);
    expect((await api.json('GET', `/api/staff/moves/${id}/payments`, undefined, mine)).status).toBe(403);
    expect((await api.json('POST', `/api/staff/moves/${id}/transit`, undefined, mine)).status).toBe(403);
    expect((await api.json('GET', `/api/moves/${id}/payments`)).status).toBe(401);
    const payments = await api.json<MovePaymentsResponse>(
      'GET',
      `/api/moves/${id}/payments`,
      undefined,
      mine,
    );
    expect(payments.body.Ledger).toEqual([]);
  });

  it('a quote that is not booked has no payments (404), and amounts are exact dollars of the ledger cents', async () => {
    const { id, total } = await booked();
    expect(Number.isInteger(Math.round(total * 100))).toBe(true);
    expect(toDollars(Math.round(total * 100) as never)).toBe(total);
    expect((await transit(999_999_999)).status).toBe(404);
    expect((await api.json('GET', `/api/moves/${id + 100_000}/payments`, undefined, mine)).status).toBe(404);
  });
});
