/**
 * Issue 12 "The money lifecycle" after booking, over HTTP on every database under test: a decline at
 * Transit, a new card (§7 POST moves/{id}/payment-info), paying the balance (§7 POST payments/pay), a
 * coupon after the move was charged (a refund of the difference), and cancelling a reservation (its fee by
 * the rate card's tiers on the test clock, voids and refunds), each through the SANDBOX card processor and
 * the append-only ledger, for the owner (and staff where they may), and for nobody else.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCardNumber } from '../../adapters/http/contract/card-number-reader';
import type {
  CancelResponse,
  MoveRefusedResponse,
  PayResponse,
} from '../../adapters/http/contract/move-money';
import type { MovePaymentsResponse, TransitChargeResponse } from '../../adapters/http/contract/move-payments';
import type { WireQuote } from '../../adapters/http/contract/quote';
import { PgPaymentLedger } from '../../adapters/persistence/pg-payment-ledger';
import { PgUserRepository } from '../../adapters/persistence/pg-user-repository';
import { SandboxCardProcessor } from '../../adapters/sandbox/sandbox-card-processor';
import { ScryptPasswordHasher } from '../../adapters/system/scrypt-password-hasher';
import { AddUser } from '../../application/accounts/add-user';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { cents } from '../../domain/money/money';
import { readyToReserve, SANDBOX_VISA, type SendJson } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { TEST_SCRYPT } from '../support/test-password-hashing';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
const OTHER = { email: 'other-mover@example.com', password: 'boxes-and-tape-2026' };
const DECLINES_WHEN_CHARGED = '4000 0000 0000 0341';
const DAY_MS = 86_400_000;

type Headers = Record<string, string>;
type PaymentInfoAnswer = { success: boolean; Quote: WireQuote; Payments: MovePaymentsResponse };
type Refused = Omit<MoveRefusedResponse, 'success' | 'Quote'>;
type Booked = { id: number; total: number; revision: number; spotDate: string; token: string };

/** A server with the demo customer, staff and a second customer signed in, and the calls the tests make. */
function moneyApi() {
  const s = {} as {
    api: TestServer;
    mine: Headers;
    staffs: Headers;
    theirs: Headers;
    customerId: number;
  };

  /** Signs everyone in (again: sessions end when the clock moves on by days). */
  async function signInAll() {
    s.mine = await s.api.signIn(customer.email, customer.password);
    s.staffs = await s.api.signIn(staff.email, staff.password);
    s.theirs = await s.api.signIn(OTHER.email, OTHER.password);
  }

  async function setUp(database: Parameters<typeof testServer>[0]) {
    s.api = await testServer(database, { demoUsers: true });
    const users = new PgUserRepository(s.api.server.database.db);
    const added = await new AddUser({
      users,
      hasher: new ScryptPasswordHasher(TEST_SCRYPT),
      clock: s.api.clock,
    }).execute({
      ...OTHER,
      role: 'customer',
    });
    if (added.isErr()) throw new Error('the second customer could not be added');
    await signInAll();
    s.customerId = (await users.findByEmail(customer.email))._unsafeUnwrap()?.id ?? 0;
  }

  /**
   * Moves the test clock by `ms`, and signs in again whoever's session ended (14 days without use), so
   * that the sign-in limit per address is never reached.
   */
  async function advance(ms: number) {
    s.api.clock.advance(ms);
    const alive = async (headers: Headers) =>
      (await s.api.json<{ loggedin?: boolean }>('GET', '/api/contacts/me', undefined, headers)).body
        .loggedin === true;
    if (!(await alive(s.mine))) s.mine = await s.api.signIn(customer.email, customer.password);
    if (!(await alive(s.staffs))) s.staffs = await s.api.signIn(staff.email, staff.password);
    if (!(await alive(s.theirs))) s.theirs = await s.api.signIn(OTHER.email, OTHER.password);
  }

  const send: SendJson = (method, path, body, headers) => s.api.json(method, path, body, headers);

  /** A card of `number` saved by the demo customer: its token. */
  async function saveCard(number = SANDBOX_VISA.CardNumber, as: Headers = s.mine): Promise<string> {
    const saved = await s.api.json<{ Card: { PaymentProfileId: string } }>(
      'POST',
      '/api/payments/cards',
      { ...SANDBOX_VISA, CardNumber: number },
      { ...as, 'idempotency-key': randomUUID() },
    );
    expect(saved.status).toBe(200);
    return saved.body.Card.PaymentProfileId;
  }

  const reservation = async (id: number, as: Headers = s.mine) =>
    (await s.api.json<{ reservation: WireQuote }>('GET', `/api/moves/${id}`, undefined, as)).body.reservation;

  /** A move of the demo customer booked with a card of `number` (payments.md test numbers). */
  async function booked(number = SANDBOX_VISA.CardNumber): Promise<Booked> {
    const token = await saveCard(number);
    const ready = await readyToReserve(send, customer.email, s.mine, { cardToken: token });
    const reserved = await s.api.json<{ success: boolean }>(
      'POST',
      `/api/moves/${ready.quote.QuoteId}/reserve`,
      ready.body,
      { ...s.mine, 'idempotency-key': randomUUID() },
    );
    expect(reserved.body.success).toBe(true);
    const quote = await reservation(ready.quote.QuoteId);
    return {
      id: quote.QuoteId,
      total: quote.Details.Reservation?.TotalPrice ?? 0,
      revision: quote.Revision,
      spotDate: quote.Details.SpotDate,
      token,
    };
  }

  const payments = async (id: number, as: Headers = s.mine) =>
    (await s.api.json<MovePaymentsResponse>('GET', `/api/moves/${id}/payments`, undefined, as)).body;
  const transit = (id: number) =>
    s.api.json<TransitChargeResponse>('POST', `/api/staff/moves/${id}/transit`, undefined, s.staffs);
  const paymentInfo = (id: number, Revision: number, paymentProfileId: string, as: Headers = s.mine) =>
    s.api.json<PaymentInfoAnswer & Refused>(
      'POST',
      `/api/moves/${id}/payment-info`,
      { Revision, PaymentInfo: { Method: 'CreditCard', CreditCard: { paymentProfileId } } },
      as,
    );
  const pay = (QuoteId: number, key = randomUUID(), as: Headers = s.mine, body: unknown = { QuoteId }) =>
    s.api.json<PayResponse & { reason?: string; errors?: string[] }>('POST', '/api/payments/pay', body, {
      ...as,
      'idempotency-key': key,
    });
  const cancel = (id: number, Revision: number, key = randomUUID(), as: Headers = s.mine) =>
    s.api.json<Omit<CancelResponse, 'success'> & Refused & { success: boolean }>(
      'POST',
      `/api/moves/${id}/cancel`,
      { Revision },
      {
        ...as,
        'idempotency-key': key,
      },
    );
  /** Moves the test clock to 15:00 UTC of `date`. */
  const setToday = (date: string) => advance(Date.parse(`${date}T15:00:00.000Z`) - s.api.clock.nowMs());
  const daysBefore = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00.000Z`) - days * DAY_MS).toISOString().slice(0, 10);

  return {
    s,
    setUp,
    saveCard,
    reservation,
    booked,
    payments,
    transit,
    paymentInfo,
    pay,
    cancel,
    setToday,
    daysBefore,
    advance,
  };
}

describe.each(databasesUnderTest())(
  'a new card and paying the balance on $name (issue 12, §7)',
  (database) => {
    const m = moneyApi();
    beforeAll(() => m.setUp(database), 120_000);
    afterAll(() => m.s.api?.close());

    it('a decline at Transit, then a new card (payment-info) and payments/pay: CardApproved, nothing due, HasMadePaymentOnTool (§7, §8 PaymentError)', async () => {
      const move = await m.booked(DECLINES_WHEN_CHARGED);
      const declined = await m.transit(move.id);
      expect(declined.body).toMatchObject({ Result: 'Failed', CardResult: 'CardDeclined' });
      expect(declined.body.Payments.PaymentInfoRequired).toBe(true);

      const card = await m.saveCard();
      const added = await m.paymentInfo(move.id, move.revision, card);
      expect(added.status).toBe(200);
      expect(added.body.Quote.Revision).toBe(move.revision + 1);
      const methods = added.body.Quote.Details.Reservation?.PaymentMethods ?? [];
      expect(methods.map((e) => [e.CreditCard?.paymentProfileId, e.Status, e.ActivePaymentMethod])).toEqual([
        [card, 'Active', true],
        [move.token, 'Inactive', false],
      ]);
      expect(methods[0]?.CreditCard).toMatchObject({ lastFour: '4242', type: 'Visa', usage: 'PaymentInfo' });
      // Adding a method charges nothing: the payment info is still required until the move is paid.
      expect(added.body.Payments).toMatchObject({ PaymentInfoRequired: true, InvoiceAmountDue: move.total });

      const paid = await m.pay(move.id);
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({
        success: true,
        Result: 'CardApproved',
        Amount: move.total,
        HasMadePaymentOnTool: true,
      });
      expect(paid.body.Payments).toMatchObject({
        Captured: move.total,
        InvoiceAmountDue: 0,
        PaymentInfoRequired: false,
      });
      const rows = paid.body.Payments.Ledger;
      expect(rows.map((r) => [r.Kind, r.Actor, r.Reason])).toEqual([
        ['Failure', 'staff', 'Charged in transit'],
        ['Authorization', 'customer', 'Balance paid'],
        ['Capture', 'customer', 'Balance paid'],
      ]);
      const now = await m.reservation(move.id);
      expect(now.Details.Reservation?.PaymentMethods?.[0]).toMatchObject({
        ActivePaymentMethod: true,
        HasMadePaymentOnTool: true,
      });
      // The next Transit finds nothing due.
      expect((await m.transit(move.id)).body.Result).toBe('NothingDue');
    });

    it('payment-info with another revision is refused with WrongRevisionError (MyMove) and the stored quote; nothing is saved (§8)', async () => {
      const move = await m.booked();
      const card = await m.saveCard();
      const stale = await m.paymentInfo(move.id, move.revision - 1, card);
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        success: false,
        reason: 'WrongRevisionError (MyMove)',
        Messages: ['WrongRevisionError (MyMove)'],
      });
      expect(stale.body.Quote.Revision).toBe(move.revision);
      expect((await m.reservation(move.id)).Revision).toBe(move.revision);
    });

    it('payment-info with a card that is not saved for you is refused with PaymentError (MyMove), 402', async () => {
      const move = await m.booked();
      const theirCard = await m.saveCard(SANDBOX_VISA.CardNumber, m.s.theirs);
      for (const token of [theirCard, 'card_forged']) {
        const refused = await m.paymentInfo(move.id, move.revision, token);
        expect(refused.status).toBe(402);
        expect(refused.body.reason).toBe('PaymentError (MyMove)');
      }
      expect((await m.reservation(move.id)).Revision).toBe(move.revision);
    });

    it('paying with nothing due answers 409 NothingDue and charges nothing', async () => {
      const move = await m.booked();
      expect((await m.transit(move.id)).body.Result).toBe('Charged');
      const paid = await m.pay(move.id);
      expect(paid.status).toBe(409);
      expect(paid.body).toMatchObject({ success: false, reason: 'NothingDue' });
      expect((await m.payments(move.id)).Ledger.filter((r) => r.Kind === 'Capture')).toHaveLength(1);
    });

    it('one Idempotency-Key pays once: a retry and a double click (10 at once) get the first answer, one capture', async () => {
      const move = await m.booked();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => m.pay(move.id, key)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ Result: 'CardApproved', Amount: move.total });
      }
      const retry = await m.pay(move.id, key);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toMatchObject({ Result: 'CardApproved', Amount: move.total });
      const ledger = (await m.payments(move.id)).Ledger;
      expect(ledger.filter((r) => r.Kind === 'Capture').map((r) => r.Amount)).toEqual([move.total]);
    });

    it('a key used for another request is refused (409 IdempotencyKeyReused); an amount in the body is refused (400): the server computes it', async () => {
      const [a, b] = [await m.booked(), await m.booked()];
      const key = randomUUID();
      expect((await m.pay(a.id, key)).status).toBe(200);
      const reused = await m.pay(b.id, key);
      expect(reused.status).toBe(409);
      expect(reused.body.reason).toBe('IdempotencyKeyReused');
      const withAmount = await m.pay(b.id, randomUUID(), m.s.mine, { QuoteId: b.id, Amount: 1 });
      expect(withAmount.status).toBe(400);
      expect((await m.payments(b.id)).Ledger).toEqual([]);
    });

    it('a coupon after the move was charged refunds the difference to the card, as its own ledger row with the reason', async () => {
      const move = await m.booked();
      expect((await m.transit(move.id)).body.Result).toBe('Charged');
      const coupon = await m.s.api.json(
        'POST',
        '/api/moves/coupons',
        { QuoteId: move.id, Coupon: 'USA100' },
        m.s.mine,
      );
      expect(coupon.status).toBe(200);
      const after = await m.payments(move.id);
      expect(after.TotalPrice).toBe(move.total - 100);
      expect(after.Ledger.map((r) => [r.Kind, r.Amount, r.Reason])).toEqual([
        ['Authorization', move.total, 'Charged in transit'],
        ['Capture', move.total, 'Charged in transit'],
        ['Refund', 100, 'Price change: the difference refunded'],
      ]);
      expect(after).toMatchObject({ Captured: move.total, Refunded: 100, InvoiceAmountDue: 0 });
    });

    it('a coupon before anything was captured moves no money: the Transit charge takes the new total', async () => {
      const move = await m.booked();
      await m.s.api.json('POST', '/api/moves/coupons', { QuoteId: move.id, Coupon: 'USA100' }, m.s.mine);
      expect((await m.payments(move.id)).Ledger).toEqual([]);
      const charged = await m.transit(move.id);
      expect(charged.body).toMatchObject({ Result: 'Charged', Amount: move.total - 100 });
    });

    it('another customer gets 404 from payment-info, payments/pay and cancel, exactly as a move that does not exist; nobody signed in gets 401', async () => {
      const move = await m.booked();
      const card = await m.saveCard(SANDBOX_VISA.CardNumber, m.s.theirs);
      const calls = (id: number, as: Headers) => [
        () => m.paymentInfo(id, move.revision, card, as),
        () => m.pay(id, '7d3c1f9e-0000-4000-8000-000000000012', as),
        () => m.cancel(id, move.revision, '7d3c1f9e-0000-4000-8000-000000000013', as),
      ];
      const run = (asks: (() => Promise<{ status: number; body: unknown }>)[]) =>
        Promise.all(asks.map((ask) => ask()));
      const hidden = await run(calls(move.id, m.s.theirs));
      const missing = await run(calls(999_999_999, m.s.theirs));
      expect(hidden.map((a) => a.status)).toEqual([404, 404, 404]);
      expect(hidden.map((a) => a.body)).toEqual(missing.map((a) => a.body));
      // Staff cannot add a customer's card or pay for them (owner only), but may cancel (below).
      const asStaff = await run(calls(move.id, m.s.staffs).slice(0, 2));
      expect(asStaff.map((a) => a.status)).toEqual([404, 404]);
      const anonymous = await run(calls(move.id, {}));
      expect(anonymous.map((a) => a.status)).toEqual([401, 401, 401]);
      expect((await m.reservation(move.id)).Details.WebReservationFlag).toBe('Reserve');
      expect((await m.payments(move.id)).Ledger).toEqual([]);
    });
  },
);

describe.each(databasesUnderTest())(
  'cancelling a reservation on $name (issue 12 "Cancellation")',
  (database) => {
    const m = moneyApi();
    /** Where the clock started: each test books from here and moves the clock as it needs. */
    let start = 0;
    beforeAll(async () => {
      await m.setUp(database);
      start = m.s.api.clock.nowMs();
    }, 120_000);
    afterAll(() => m.s.api?.close());
    const rewind = () => m.advance(start - m.s.api.clock.nowMs());

    it('more than 7 days before the drop-off date it is free: Cancelled, nothing charged, nothing voided', async () => {
      await rewind();
      const move = await m.booked();
      await m.setToday(m.daysBefore(move.spotDate, 8));
      const cancelled = await m.cancel(move.id, move.revision);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.Cancellation).toMatchObject({
        Fee: 0,
        FeeTier: 'Free',
        DaysBefore: 8,
        CancelledBy: 'customer',
        PriceBefore: move.total,
      });
      expect(cancelled.body.FeeCharge).toMatchObject({ Result: 'NothingDue', Amount: 0 });
      expect(cancelled.body).toMatchObject({ Voided: [], Refunded: [] });
      expect(cancelled.body.Quote.Revision).toBe(move.revision + 1);
      expect(cancelled.body.Quote.Details.WebReservationFlag).toBe('Cancelled');
      expect(cancelled.body.Payments).toMatchObject({ TotalPrice: 0, InvoiceAmountDue: 0, Ledger: [] });
      // Nothing is left to charge at Transit.
      expect((await m.transit(move.id)).body.Result).toBe('NothingDue');
      // The drop-off date's place and the window are given back, for the record (not deleted).
      const db = m.s.api.server.database.db;
      const held = await db
        .selectFrom('reservations')
        .select('released_at')
        .where('quote_id', '=', move.id)
        .executeTakeFirstOrThrow();
      expect(held.released_at).not.toBeNull();
      const windows = await db
        .selectFrom('appointment_bookings')
        .select('released_at')
        .where('quote_id', '=', move.id)
        .execute();
      expect(windows.every((w) => w.released_at !== null)).toBe(true);
    });

    it('within 7 days it costs $50, charged to the card (authorize and capture, reason Cancellation fee)', async () => {
      await rewind();
      const move = await m.booked();
      await m.setToday(m.daysBefore(move.spotDate, 7));
      const cancelled = await m.cancel(move.id, move.revision);
      expect(cancelled.body.Cancellation).toMatchObject({ Fee: 50, FeeTier: 'WithinDays', DaysBefore: 7 });
      expect(cancelled.body.FeeCharge).toMatchObject({ Result: 'Charged', Amount: 50 });
      expect(cancelled.body.Payments.Ledger.map((r) => [r.Kind, r.Amount, r.Reason])).toEqual([
        ['Authorization', 50, 'Cancellation fee'],
        ['Capture', 50, 'Cancellation fee'],
      ]);
      expect(cancelled.body.Payments).toMatchObject({ TotalPrice: 50, Captured: 50, InvoiceAmountDue: 0 });
    });

    it('on the drop-off date it costs $150; after it the move cannot be cancelled online (the domain’s message)', async () => {
      await rewind();
      const [onTheDay, late] = [await m.booked(), await m.booked()];
      await m.setToday(onTheDay.spotDate);
      const cancelled = await m.cancel(onTheDay.id, onTheDay.revision);
      expect(cancelled.body.Cancellation).toMatchObject({ Fee: 150, FeeTier: 'SameDay', DaysBefore: 0 });
      expect(cancelled.body.FeeCharge).toMatchObject({ Result: 'Charged', Amount: 150 });
      await m.setToday(
        new Date(Date.parse(`${late.spotDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10),
      );
      const refused = await m.cancel(late.id, late.revision);
      expect(refused.status).toBe(409);
      const [y, mo, d] = late.spotDate.split('-');
      expect(refused.body).toMatchObject({
        reason: 'NotCancellableOnline',
        errors: [
          `id - The drop-off date (${mo}/${d}/${y}) has passed, so this reservation cannot be cancelled online`,
        ],
      });
      expect((await m.reservation(late.id)).Details.WebReservationFlag).toBe('Reserve');
    });

    it('after a capture, net captures above the fee are refunded to the card (Refund rows), and nothing more is charged', async () => {
      await rewind();
      const move = await m.booked();
      expect((await m.transit(move.id)).body.Result).toBe('Charged');
      await m.setToday(m.daysBefore(move.spotDate, 3));
      const cancelled = await m.cancel(move.id, move.revision);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.FeeCharge).toMatchObject({ Result: 'NothingDue' });
      expect(cancelled.body.Refunded.map((r) => [r.Kind, r.Amount, r.Reason])).toEqual([
        ['Refund', Math.round((move.total - 50) * 100) / 100, 'Reservation cancelled'],
      ]);
      expect(cancelled.body.Payments).toMatchObject({
        TotalPrice: 50,
        Captured: move.total,
        Refunded: Math.round((move.total - 50) * 100) / 100,
        InvoiceAmountDue: 0,
      });
    });

    it('GET payments shows the fee first (issue 13): at every tier the preview is the fee, charge and refund the cancel then takes; null once cancelled, for owner and staff alike', async () => {
      for (const [days, tier, fee] of [
        [8, 'Free', 0],
        [7, 'WithinDays', 50],
        [0, 'SameDay', 150],
      ] as const) {
        await rewind();
        const move = await m.booked();
        await m.setToday(m.daysBefore(move.spotDate, days));
        const before = await m.payments(move.id);
        expect(before.Cancellation).toEqual({
          Cancellable: true,
          Fee: fee,
          FeeTier: tier,
          FeeDescription: expect.any(String),
          DaysBefore: days,
          Charge: fee,
          Refund: 0,
          Release: 0,
        });
        expect(await m.payments(move.id, m.s.staffs)).toEqual(before);
        const cancelled = await m.cancel(move.id, move.revision);
        expect(cancelled.status).toBe(200);
        if (before.Cancellation?.Cancellable !== true) throw new Error('not cancellable');
        expect(cancelled.body.Cancellation).toMatchObject({
          Fee: before.Cancellation.Fee,
          FeeTier: before.Cancellation.FeeTier,
          FeeDescription: before.Cancellation.FeeDescription,
          DaysBefore: before.Cancellation.DaysBefore,
        });
        expect(cancelled.body.FeeCharge.Amount).toBe(before.Cancellation.Charge);
        expect(cancelled.body.Payments.Cancellation).toBeNull();
        expect((await m.payments(move.id)).Cancellation).toBeNull();
        expect((await m.payments(move.id, m.s.staffs)).Cancellation).toBeNull();
      }
    });

    it('GET payments after a capture previews the refund of net captures above the fee, and the cancel refunds exactly that (issue 13)', async () => {
      await rewind();
      const move = await m.booked();
      expect((await m.transit(move.id)).body.Result).toBe('Charged');
      await m.setToday(m.daysBefore(move.spotDate, 3));
      const before = await m.payments(move.id);
      const refund = Math.round((move.total - 50) * 100) / 100;
      expect(before.Cancellation).toMatchObject({ Cancellable: true, Fee: 50, Charge: 0, Refund: refund });
      const cancelled = await m.cancel(move.id, move.revision);
      expect(cancelled.body.Refunded.map((r) => r.Amount)).toEqual([refund]);
    });

    it('GET payments after the drop-off date says it cannot be cancelled online, with the message the cancel refuses with (issue 13)', async () => {
      await rewind();
      const move = await m.booked();
      await m.setToday(
        new Date(Date.parse(`${move.spotDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10),
      );
      const before = await m.payments(move.id);
      const refused = await m.cancel(move.id, move.revision);
      expect(refused.status).toBe(409);
      const message = refused.body.ModelErrors[0]?.message;
      expect(message).toMatch(/cannot be cancelled online/);
      expect(before.Cancellation).toEqual({ Cancellable: false, Message: message });
    });

    it('every hold left open is voided at the processor; one that expired is recorded as released (Void rows)', async () => {
      await rewind();
      const move = await m.booked();
      const processor = new SandboxCardProcessor({
        db: m.s.api.server.database.db,
        clock: m.s.api.clock,
        readCardNumber,
      });
      const ledger = new PgPaymentLedger(m.s.api.server.database.db);
      // Two holds of an earlier charge whose captures never happened: one expires (5 days off-session).
      const hold = async (key: string) => {
        const answer = (
          await processor.authorize({
            token: move.token,
            userId: m.s.customerId,
            amount: cents(12_345),
            idempotencyKey: key,
            offSession: true,
          })
        )._unsafeUnwrap();
        if (answer.Result !== 'CardApproved') throw new Error(`the hold was refused: ${answer.Result}`);
        await ledger.append([
          {
            quoteId: move.id,
            kind: 'Authorization',
            amount: answer.amount,
            method: 'CreditCard',
            processorReference: answer.authorizationId,
            relatesTo: null,
            idempotencyKey: key,
            actor: 'system',
            at: m.s.api.clock.now(),
            reason: 'Charged in transit',
            failure: null,
            expiresAt: answer.expiresAt,
          },
        ]);
        return answer.authorizationId;
      };
      const expired = await hold(`test-hold-${randomUUID()}`);
      await m.advance(6 * DAY_MS);
      const open = await hold(`test-hold-${randomUUID()}`);
      // The preview (issue 13) names what the cancel releases: both holds.
      expect((await m.payments(move.id)).Cancellation).toMatchObject({ Release: 246.9, Charge: 0 });
      const cancelled = await m.cancel(move.id, move.revision);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.Cancellation.FeeTier).toBe('Free');
      expect(cancelled.body.Voided.map((r) => [r.RelatesTo, r.Amount, r.Reason])).toEqual([
        [expired, 123.45, 'Authorization expired'],
        [open, 123.45, 'Reservation cancelled'],
      ]);
      const details = (await processor.findAuthorization(open))._unsafeUnwrap();
      expect(details?.status).toBe('voided');
      expect(cancelled.body.Payments).toMatchObject({ Captured: 0, InvoiceAmountDue: 0 });
    });

    it('a fee the card declines stays due (PaymentInfoRequired); a new card and payments/pay settle it', async () => {
      await rewind();
      const move = await m.booked(DECLINES_WHEN_CHARGED);
      await m.setToday(m.daysBefore(move.spotDate, 2));
      const cancelled = await m.cancel(move.id, move.revision);
      expect(cancelled.body.FeeCharge).toMatchObject({
        Result: 'Failed',
        Amount: 50,
        CardResult: 'CardDeclined',
        Retryable: false,
      });
      expect(cancelled.body.Payments).toMatchObject({ InvoiceAmountDue: 50, PaymentInfoRequired: true });
      const added = await m.paymentInfo(move.id, cancelled.body.Quote.Revision, await m.saveCard());
      expect(added.status).toBe(200);
      const paid = await m.pay(move.id);
      expect(paid.body).toMatchObject({ Result: 'CardApproved', Amount: 50 });
      expect(paid.body.Payments).toMatchObject({ InvoiceAmountDue: 0, PaymentInfoRequired: false });
    });

    it('cancels once: a double click (5 at once with one key), a retry and a later call with another key charge the fee once', async () => {
      await rewind();
      const move = await m.booked();
      await m.setToday(m.daysBefore(move.spotDate, 5));
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => m.cancel(move.id, move.revision, key)),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body.Cancellation).toMatchObject({ Fee: 50, FeeTier: 'WithinDays' });
        expect(answer.body.FeeCharge).toMatchObject({ Result: 'Charged', Amount: 50 });
      }
      const retry = await m.cancel(move.id, move.revision, key);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body.FeeCharge).toMatchObject({ Result: 'Charged', Amount: 50 });
      // A day later, with another key and an old revision: the cancellation already made, the fee unchanged.
      await m.advance(DAY_MS);
      const later = await m.cancel(move.id, move.revision);
      expect(later.status).toBe(200);
      expect(later.body.Cancellation).toEqual(answers[0]?.body.Cancellation);
      const ledger = (await m.payments(move.id)).Ledger;
      expect(ledger.filter((r) => r.Kind === 'Capture').map((r) => r.Amount)).toEqual([50]);
      expect((await m.reservation(move.id)).Revision).toBe(move.revision + 1);
    });

    it('refuses another revision (WrongRevisionError (MyMove), 409) and coupons on a cancelled move (400); staff may cancel for the customer', async () => {
      await rewind();
      const [stale, byStaff] = [await m.booked(), await m.booked()];
      const refused = await m.cancel(stale.id, stale.revision - 1);
      expect(refused.status).toBe(409);
      expect(refused.body.reason).toBe('WrongRevisionError (MyMove)');
      expect(refused.body.Quote.Details.WebReservationFlag).toBe('Reserve');
      const cancelled = await m.cancel(byStaff.id, byStaff.revision, randomUUID(), m.s.staffs);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.Cancellation.CancelledBy).toBe('staff');
      const coupon = await m.s.api.json(
        'POST',
        '/api/moves/coupons',
        { QuoteId: byStaff.id, Coupon: 'USA100' },
        m.s.mine,
      );
      expect(coupon.status).toBe(400);
      expect((await m.payments(byStaff.id)).TotalPrice).toBe(0);
    });
  },
);
