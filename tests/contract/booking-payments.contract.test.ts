/**
 * Issue 12, booking with PayPal, AffirmVCN and AffirmLite over HTTP, on every database under test: the
 * order or checkout is opened for the total the server computes, approved on the SANDBOX page or window by
 * its owner, §4 Reserve books the move with it (nothing charged), and the Transit charge (staff) takes the
 * money once, from the PayPal order or from the Affirm loan's virtual card. Also the refusals a customer
 * reads, §7 POST affirm/cancel, and 404 for everyone but the owner.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type {
  AffirmCheckoutResponse,
  PayPalOrderResponse,
} from '../../adapters/http/contract/booking-payments';
import { readCardNumber } from '../../adapters/http/contract/card-number-reader';
import type { MovePaymentsResponse, TransitChargeResponse } from '../../adapters/http/contract/move-payments';
import { SandboxAffirm, type SandboxAffirmTables } from '../../adapters/sandbox/sandbox-affirm';
import { SandboxPayPal, type SandboxPayPalTables } from '../../adapters/sandbox/sandbox-paypal';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { AFFIRM_CANCELLATION_MESSAGES, AFFIRM_MESSAGES } from '../../domain/payment/affirm';
import { BOOKING_PAYMENT_MESSAGES } from '../../domain/payment/booking-payments';
import { LedgerReason } from '../../domain/payment/ledger-entry';
import { PAYPAL_ISSUE_MESSAGES } from '../../domain/payment/paypal';
import { quoteFor, readyToReserve, type SendJson } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
const OTHER = { email: 'other-booker@example.com', password: 'boxes-and-tape-2026' };
const DAY_MS = 86_400_000;

type Ready = Awaited<ReturnType<typeof readyToReserve>>;
interface WireEntry {
  Method: string;
  Status: string;
  PaymentReferenceID: string | null;
  PaymentSubType: string | null;
  ActivePaymentMethod?: boolean;
  AffirmLoanCancelled?: boolean;
  CreditCard: { paymentProfileId: string; lastFour: string } | null;
  AffirmPaymentData: Record<string, unknown> | null;
}
interface ReserveAnswer {
  success: boolean;
  errors?: string[];
  reason?: string;
  reserve: {
    Quote: {
      Revision: number;
      Details: { Reservation: { TotalPrice: number; PaymentMethods: WireEntry[] } | null };
    };
    Messages: string[];
    ModelErrors: Array<{ type: string; message: string }>;
  };
}

describe.each(databasesUnderTest())('booking with PayPal and Affirm on $name (issue 12)', (database) => {
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
  const key = () => ({ 'idempotency-key': randomUUID() });
  const ready = (options: Parameters<typeof readyToReserve>[3] = {}, who = mine, email = customer.email) =>
    readyToReserve(send, email, who, { cardToken: 'unused', ...options });
  const affirm = () =>
    new SandboxAffirm({
      db: api.server.database.db.withTables<SandboxAffirmTables>(),
      clock: api.clock,
      readCardNumber,
      windowUrl: (id) => id,
    });
  const paypal = () =>
    new SandboxPayPal({ db: api.server.database.db.withTables<SandboxPayPalTables>(), clock: api.clock });

  const newOrder = (id: number, headers = { ...mine, ...key() }) =>
    api.json<z.infer<typeof PayPalOrderResponse>>(
      'POST',
      `/api/moves/${id}/paypal/orders`,
      undefined,
      headers,
    );
  /** The SANDBOX approval page's Approve button, pressed by the signed-in `who`. */
  const approve = (orderId: string, fundingSource = 'SANDBOX_PAYPAL_BALANCE', who = mine) =>
    api.request('POST', `/api/sandbox/paypal/orders/${orderId}/approve`, `fundingSource=${fundingSource}`, {
      ...who,
      'content-type': 'application/x-www-form-urlencoded',
    });
  const reserveWith = (r: Ready, entry: unknown, who = mine) =>
    api.json<ReserveAnswer>(
      'POST',
      `/api/moves/${r.quote.QuoteId}/reserve`,
      { ...r.body, Details: { PaymentMethods: [entry] } },
      { ...who, ...key() },
    );
  const transit = (id: number) =>
    api.json<TransitChargeResponse>('POST', `/api/staff/moves/${id}/transit`, undefined, staffs);
  const payments = (id: number) =>
    api.json<MovePaymentsResponse>('GET', `/api/moves/${id}/payments`, undefined, mine);

  const openCheckout = (id: number, Method: string, headers = { ...mine, ...key() }) =>
    api.json<{ checkoutId: string; windowUrl: string; Method: string; Amount: number }>(
      'POST',
      `/api/moves/${id}/affirm/checkouts`,
      { Method },
      headers,
    );
  /** A button of the SANDBOX Affirm window, pressed by the signed-in `who`. */
  const decide = (checkoutId: string, decision: 'approve' | 'decline' | 'close', who = mine) =>
    api.request('POST', `/api/sandbox/affirm/checkouts/${checkoutId}`, `decision=${decision}`, {
      ...who,
      'content-type': 'application/x-www-form-urlencoded',
    });
  const checkoutState = (id: number, checkoutId: string, who = mine) =>
    api.json<AffirmCheckoutResponse>(
      'GET',
      `/api/moves/${id}/affirm/checkouts/${checkoutId}`,
      undefined,
      who,
    );
  const cancel = (checkoutId: string, who = mine) =>
    api.json<Record<string, unknown>>('POST', '/api/affirm/cancel', { checkoutId }, who);

  /** A move of the demo customer booked with an approved PayPal order (`fundingSource` on the page). */
  async function bookedWithPayPal(fundingSource = 'SANDBOX_PAYPAL_BALANCE') {
    const r = await ready();
    const order = await newOrder(r.quote.QuoteId);
    expect(order.status).toBe(200);
    expect((await approve(order.body.orderId, fundingSource)).status).toBe(303);
    const reserved = await reserveWith(r, { Method: 'PayPal', PaymentReferenceID: order.body.orderId });
    expect(reserved.status).toBe(200);
    return { r, order: order.body, reserved: reserved.body };
  }

  /** A checkout of the demo customer's move, approved in the SANDBOX window, and its Success state. */
  async function approvedCheckout(Method: 'AffirmVCN' | 'AffirmLite', r?: Ready) {
    const move = r ?? (await ready());
    const opened = await openCheckout(move.quote.QuoteId, Method);
    expect(opened.status).toBe(200);
    expect((await decide(opened.body.checkoutId, 'approve')).status).toBe(303);
    const state = await checkoutState(move.quote.QuoteId, opened.body.checkoutId);
    expect(state.status).toBe(200);
    return { r: move, opened: opened.body, state: state.body };
  }

  it('a PayPal order is for the total §4 Reserve books (computed by the server), returns to the payment step, and one Idempotency-Key makes one order', async () => {
    const r = await ready();
    const headers = { ...mine, ...key() };
    const order = await newOrder(r.quote.QuoteId, headers);
    expect(order.status).toBe(200);
    expect(order.body.approveUrl).toBe(`/api/sandbox/paypal/checkoutnow?token=${order.body.orderId}`);
    expect((await newOrder(r.quote.QuoteId, headers)).body).toEqual(order.body);
    const stored = (await paypal().getOrder(order.body.orderId))._unsafeUnwrap();
    expect(stored).toMatchObject({ status: 'CREATED', quoteId: r.quote.QuoteId });
    expect(stored.amount / 100).toBe(order.body.Amount);
    const approved = await approve(order.body.orderId);
    expect(approved.headers.get('location')).toMatch(
      new RegExp(
        `^/reservation/${r.quote.QuoteId}/payment\\?provider=paypal&token=${order.body.orderId}&PayerID=`,
      ),
    );
    const reserved = await reserveWith(r, { Method: 'PayPal', PaymentReferenceID: order.body.orderId });
    expect(reserved.body.reserve.Quote.Details.Reservation?.TotalPrice).toBe(order.body.Amount);
  });

  it('books with an approved PayPal order: a §3 PayPal entry (PaymentReferenceID, Standard, active), nothing authorized or charged (issue 12 "At booking")', async () => {
    const { r, order, reserved } = await bookedWithPayPal();
    expect(reserved.reserve.Quote.Details.Reservation?.PaymentMethods).toEqual([
      {
        Method: 'PayPal',
        Status: 'Active',
        PaymentReferenceID: order.orderId,
        PaymentSubType: 'Standard',
        CreditCard: null,
        AffirmPaymentData: null,
        ActivePaymentMethod: true,
        AffirmLoanCancelled: false,
        HasMadePaymentOnTool: false,
      },
    ]);
    expect((await paypal().getOrder(order.orderId))._unsafeUnwrap()).toMatchObject({
      status: 'APPROVED',
      authorization: null,
    });
    expect((await payments(r.quote.QuoteId)).body).toMatchObject({ Ledger: [], Captured: 0 });
  });

  it('at Transit the PayPal order is authorized and the total captured once: PayPal rows with its ids, then nothing is due', async () => {
    const { r, order } = await bookedWithPayPal();
    const id = r.quote.QuoteId;
    const answers = await Promise.all(Array.from({ length: 20 }, () => transit(id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const ledger = (await payments(id)).body;
    expect(ledger.Ledger.map((row) => [row.Kind, row.Method, row.Amount])).toEqual([
      ['Authorization', 'PayPal', order.Amount],
      ['Capture', 'PayPal', order.Amount],
    ]);
    const stored = (await paypal().getOrder(order.orderId))._unsafeUnwrap();
    expect(ledger.Ledger[0]?.ProcessorReference).toBe(stored.authorization?.authorizationId);
    expect(ledger.Ledger[1]?.RelatesTo).toBe(stored.authorization?.authorizationId);
    expect(stored.authorization?.status).toBe('CAPTURED');
    const records = (await paypal().records({ orderId: order.orderId }))._unsafeUnwrap();
    expect(records.captures).toHaveLength(1);
    expect(ledger.Ledger[1]?.ProcessorReference).toBe(records.captures[0]?.captureId);
    expect(ledger).toMatchObject({ InvoiceAmountDue: 0, PaymentInfoRequired: false });
    expect((await transit(id)).body.Result).toBe('NothingDue');
  });

  it('cancelling a move paid with PayPal refunds the capture through PayPal (a Refund row with PayPal’s refund id), as its own ledger row with the reason (issue 12 "Cancellation")', async () => {
    const { r, order, reserved } = await bookedWithPayPal();
    const id = r.quote.QuoteId;
    expect((await transit(id)).body.Result).toBe('Charged');
    const cancelled = await api.json<{
      Cancellation: { Fee: number };
      Refunded: { Method: string; Amount: number; ProcessorReference: string; Reason: string }[];
      Payments: { Refunded: number; InvoiceAmountDue: number };
    }>(
      'POST',
      `/api/moves/${id}/cancel`,
      { Revision: reserved.reserve.Quote.Revision },
      { ...mine, ...key() },
    );
    expect(cancelled.status).toBe(200);
    const fee = cancelled.body.Cancellation.Fee;
    const refund = Math.round((order.Amount - fee) * 100) / 100;
    const records = (await paypal().records({ orderId: order.orderId }))._unsafeUnwrap();
    expect(records.refunds.map((x) => x.refundId)).toEqual(
      cancelled.body.Refunded.map((x) => x.ProcessorReference),
    );
    expect(cancelled.body.Refunded).toMatchObject([
      { Method: 'PayPal', Amount: refund, Reason: LedgerReason.Cancellation },
    ]);
    expect(cancelled.body.Payments).toMatchObject({ Refunded: refund, InvoiceAmountDue: 0 });
  });

  it('INSTRUMENT_DECLINED at Transit is a Failure row (CardDeclined, PayPal’s words) and PaymentInfoRequired; approved again with another funding source, the next Transit charges once', async () => {
    const { r, order } = await bookedWithPayPal('SANDBOX_VISA_0002');
    const id = r.quote.QuoteId;
    const declined = await transit(id);
    expect(declined.body).toMatchObject({
      Result: 'Failed',
      CardResult: 'CardDeclined',
      Message: PAYPAL_ISSUE_MESSAGES.INSTRUMENT_DECLINED,
      Retryable: false,
      Amount: order.Amount,
    });
    expect(declined.body.Payments).toMatchObject({
      PaymentInfoRequired: true,
      InvoiceAmountDue: order.Amount,
    });
    expect(declined.body.Payments.Ledger.map((row) => [row.Kind, row.Method])).toEqual([
      ['Failure', 'PayPal'],
    ]);
    // Not approved again yet: PayPal answers ORDER_NOT_APPROVED (a CardError), still nothing captured.
    const again = await transit(id);
    expect(again.body).toMatchObject({ Result: 'Failed', CardResult: 'CardError' });
    expect(again.body.Payments.PaymentInfoRequired).toBe(true);
    expect((await approve(order.orderId, 'SANDBOX_PAYPAL_BALANCE')).status).toBe(303);
    const charged = await transit(id);
    expect(charged.body).toMatchObject({ Result: 'Charged', Amount: order.Amount });
    const captures = charged.body.Payments.Ledger.filter((row) => row.Kind === 'Capture');
    expect(captures).toHaveLength(1);
    expect(charged.body.Payments).toMatchObject({ PaymentInfoRequired: false, InvoiceAmountDue: 0 });
  });

  it('reserve refuses a PayPal order the buyer has not approved (CREATED), with words the customer understands (402 PaymentError)', async () => {
    const r = await ready();
    const order = await newOrder(r.quote.QuoteId);
    const refused = await reserveWith(r, { Method: 'PayPal', PaymentReferenceID: order.body.orderId });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      success: false,
      reason: 'PaymentError (MyMove)',
      errors: [`PaymentMethods - ${PAYPAL_ISSUE_MESSAGES.ORDER_NOT_APPROVED}`],
    });
    expect(refused.body.reserve.ModelErrors[0]?.message).toBe(PAYPAL_ISSUE_MESSAGES.ORDER_NOT_APPROVED);
    expect((await paypal().getOrder(order.body.orderId))._unsafeUnwrap().status).toBe('CREATED');
  });

  it('reserve refuses a PayPal order approved for less than the total the answers now book, and an order of another move', async () => {
    // The order is made while the saved schedule has no paid window; the reserve asks for a two-hour one.
    const cheap = await ready({
      schedule: {
        OriginAppointment: { SelectedAppointmentOption: 'Unspecified', EarlyTime: '', LateTime: '' },
      },
    });
    const order = await newOrder(cheap.quote.QuoteId);
    await approve(order.body.orderId);
    const pricier = {
      ...cheap,
      body: {
        ...cheap.body,
        MyMove: {
          ...cheap.body.MyMove,
          Schedule: {
            ...cheap.body.MyMove.Schedule,
            OriginAppointment: {
              SelectedAppointmentOption: 'TwoHourWindow',
              EarlyTime: '0800',
              LateTime: '1000',
            },
          },
        },
      },
    } as Ready;
    const refused = await reserveWith(pricier, { Method: 'PayPal', PaymentReferenceID: order.body.orderId });
    expect(refused.status).toBe(402);
    expect(refused.body.reserve.ModelErrors[0]?.message).toMatch(
      /^You approved \$[\d,.]+ in PayPal, but your move's total is now \$[\d,.]+\. Please approve the new total in PayPal\.$/,
    );
    const other = await ready();
    const elsewhere = await reserveWith(other, { Method: 'PayPal', PaymentReferenceID: order.body.orderId });
    expect(elsewhere.status).toBe(402);
    expect(elsewhere.body.reserve.ModelErrors[0]?.message).toBe(PAYPAL_ISSUE_MESSAGES.INVALID_RESOURCE_ID);
  });

  for (const Method of ['AffirmVCN', 'AffirmLite'] as const) {
    it(`${Method}: opened for the server's total, approved in the SANDBOX window, read as §4 Success with the virtual card saved once as a token (never its number), booked (PaymentSubType ${Method}) and charged at Transit on the card`, async () => {
      const r = await ready();
      const id = r.quote.QuoteId;
      const headers = { ...mine, ...key() };
      const opened = await openCheckout(id, Method, headers);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({
        Method,
        windowUrl: `/api/sandbox/affirm/checkouts/${opened.body.checkoutId}`,
      });
      expect((await openCheckout(id, Method, headers)).body).toEqual(opened.body);
      const other = Method === 'AffirmVCN' ? 'AffirmLite' : 'AffirmVCN';
      expect((await openCheckout(id, other, headers)).status).toBe(409);
      const initial = await checkoutState(id, opened.body.checkoutId);
      expect(initial.body).toMatchObject({
        State: 'Initial',
        CancellationState: 'HasNotCancelled',
        CreditCard: null,
        ReservePaymentMethod: null,
      });
      const pressed = await decide(opened.body.checkoutId, 'approve');
      expect(pressed.status).toBe(303);
      if (Method === 'AffirmVCN') {
        expect(pressed.headers.get('location')).toBe(
          `/reservation/${id}/payment?provider=affirm&checkout_id=${opened.body.checkoutId}`,
        );
      }
      const success = await api.request(
        'GET',
        `/api/moves/${id}/affirm/checkouts/${opened.body.checkoutId}`,
        undefined,
        mine,
      );
      const text = await success.text();
      expect(text).not.toMatch(/"\d{12,19}"/);
      expect(text).not.toMatch(/cardNumber|securityValue|expirationMonth/);
      const state = JSON.parse(text) as AffirmCheckoutResponse;
      expect(state).toMatchObject({
        State: 'Success',
        LoanStatus: 'Authorized',
        Amount: opened.body.Amount,
        ApprovedAmount: opened.body.Amount,
        Message: null,
        CreditCard: { type: 'Visa', usage: 'AffirmVirtualCard' },
        AffirmPaymentData: { priceAtLoanApproval: opened.body.Amount, cardType: 'Visa' },
      });
      expect(state.CreditCard?.lastFour).toMatch(/^\d{4}$/);
      expect(Object.keys(state.AffirmPaymentData ?? {}).sort()).toEqual([
        'cardName',
        'cardType',
        'cardZip',
        'checkoutToken',
        'priceAtLoanApproval',
      ]);
      // The card was handed over and saved once: the next read answers the same token.
      expect((await checkoutState(id, opened.body.checkoutId)).body).toEqual(state);

      const reserved = await reserveWith(r, state.ReservePaymentMethod);
      expect(reserved.status).toBe(200);
      const [entry] = reserved.body.reserve.Quote.Details.Reservation?.PaymentMethods ?? [];
      expect(entry).toMatchObject({
        Method,
        Status: 'Active',
        PaymentSubType: Method,
        PaymentReferenceID: opened.body.checkoutId,
        ActivePaymentMethod: true,
        AffirmLoanCancelled: false,
        CreditCard: {
          paymentProfileId: state.CreditCard?.paymentProfileId,
          lastFour: state.CreditCard?.lastFour,
        },
        AffirmPaymentData: state.AffirmPaymentData,
      });
      expect((await payments(id)).body.Ledger).toEqual([]);

      const charged = await transit(id);
      expect(charged.body).toMatchObject({ Result: 'Charged', Amount: opened.body.Amount });
      expect(charged.body.Payments.Ledger.map((row) => [row.Kind, row.Method, row.Amount])).toEqual([
        ['Authorization', Method, opened.body.Amount],
        ['Capture', Method, opened.body.Amount],
      ]);
      // Affirm is told what its loan paid: finalized for the captured amount, once, however often Transit runs.
      const loanRow = async () => {
        const records = await affirm().records({ checkoutIds: [opened.body.checkoutId] });
        const record = records._unsafeUnwrap()[0];
        return record && 'loan' in record ? record.loan?.finalization : undefined;
      };
      const finalized = await loanRow();
      expect(finalized?.capturedAmount).toBe(Math.round(opened.body.Amount * 100));
      expect((await transit(id)).body.Result).toBe('NothingDue');
      expect(await loanRow()).toEqual(finalized);
      // Charged to it: the loan can no longer be cancelled.
      const late = await cancel(opened.body.checkoutId);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        CancellationState: 'CancellationFailed',
        reason: 'LoanCharged',
        Message: BOOKING_PAYMENT_MESSAGES.affirmLoanCharged,
      });
    });
  }

  it('reserve refuses an Affirm application that was declined (Affirm’s words) or closed before applying (402 PaymentError)', async () => {
    for (const [decision, state, message] of [
      ['decline', 'Failure', AFFIRM_MESSAGES.declined],
      ['close', 'HasNotApplied', BOOKING_PAYMENT_MESSAGES.affirmNotApplied],
    ] as const) {
      const r = await ready();
      const opened = await openCheckout(r.quote.QuoteId, 'AffirmLite');
      expect((await decide(opened.body.checkoutId, decision)).status).toBe(303);
      const read = await checkoutState(r.quote.QuoteId, opened.body.checkoutId);
      expect(read.body).toMatchObject({ State: state, CreditCard: null, ReservePaymentMethod: null });
      if (decision === 'decline') expect(read.body.Message).toBe(AFFIRM_MESSAGES.declined);
      const refused = await reserveWith(r, {
        Method: 'AffirmLite',
        PaymentReferenceID: opened.body.checkoutId,
        CreditCard: { paymentProfileId: 'card_not_a_loan' },
        AffirmPaymentData: { checkoutToken: 'ctk_none' },
      });
      expect(refused.status, decision).toBe(402);
      expect(refused.body.reserve.ModelErrors[0]?.message, decision).toBe(message);
    }
  });

  it('reserve refuses an Affirm entry whose card is not the loan’s, and never takes card fields in AffirmPaymentData', async () => {
    const { r, state } = await approvedCheckout('AffirmVCN');
    const entry = state.ReservePaymentMethod as NonNullable<typeof state.ReservePaymentMethod>;
    const wrongCard = await reserveWith(r, {
      ...entry,
      CreditCard: { paymentProfileId: 'card_someone_else' },
    });
    expect(wrongCard.status).toBe(402);
    const withNumber = await reserveWith(r, {
      ...entry,
      AffirmPaymentData: { ...entry.AffirmPaymentData, cardNumber: '4242424242424242' },
    });
    expect(withNumber.status).toBe(400);
    expect((await reserveWith(r, entry)).status).toBe(200);
  });

  it('§7 affirm/cancel before booking: HasCancelled (again on a retry); the loan can no longer book the move', async () => {
    const { r, opened, state } = await approvedCheckout('AffirmLite');
    const first = await cancel(opened.checkoutId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      checkoutId: opened.checkoutId,
      CancellationState: 'HasCancelled',
      QuoteId: r.quote.QuoteId,
      Reserved: false,
      AffirmLoanCancelled: false,
      PaymentInfoRequired: false,
    });
    expect((await cancel(opened.checkoutId)).body).toEqual(first.body);
    const read = await checkoutState(r.quote.QuoteId, opened.checkoutId);
    expect(read.body).toMatchObject({
      State: 'Success',
      CancellationState: 'HasCancelled',
      LoanStatus: 'Cancelled',
      CreditCard: null,
      Message: AFFIRM_MESSAGES.loanCancelled,
    });
    const refused = await reserveWith(r, state.ReservePaymentMethod);
    expect(refused.status).toBe(402);
    expect(refused.body.reserve.ModelErrors[0]?.message).toBe(AFFIRM_MESSAGES.loanCancelled);
  });

  it('§7 affirm/cancel of the loan a booked move is paid with: AffirmLoanCancelled on its entry, PaymentInfoRequired, nothing left to charge', async () => {
    const { r, opened, state } = await approvedCheckout('AffirmVCN');
    expect((await reserveWith(r, state.ReservePaymentMethod)).status).toBe(200);
    const cancelled = await cancel(opened.checkoutId);
    expect(cancelled.body).toMatchObject({
      success: true,
      CancellationState: 'HasCancelled',
      Reserved: true,
      AffirmLoanCancelled: true,
      PaymentInfoRequired: true,
    });
    expect((await cancel(opened.checkoutId)).body).toEqual(cancelled.body);
    const move = await api.json<{
      reservation: { Details: { Reservation: { PaymentMethods: WireEntry[] } } };
    }>('GET', `/api/moves/${r.quote.QuoteId}`, undefined, mine);
    expect(move.body.reservation.Details.Reservation.PaymentMethods[0]).toMatchObject({
      Method: 'AffirmVCN',
      Status: 'Inactive',
      ActivePaymentMethod: false,
      AffirmLoanCancelled: true,
    });
    const charge = await transit(r.quote.QuoteId);
    expect(charge.status).toBe(409);
    expect((await payments(r.quote.QuoteId)).body.Ledger).toEqual([]);
  });

  it('§7 affirm/cancel of a declined application fails: CancellationFailed, NotApproved, with Affirm’s message (409)', async () => {
    const r = await ready();
    const opened = await openCheckout(r.quote.QuoteId, 'AffirmVCN');
    await decide(opened.body.checkoutId, 'decline');
    const failed = await cancel(opened.body.checkoutId);
    expect(failed.status).toBe(409);
    expect(failed.body).toEqual({
      success: false,
      errors: [`checkoutId - ${AFFIRM_CANCELLATION_MESSAGES.NotApproved}`],
      reason: 'NotApproved',
      checkoutId: opened.body.checkoutId,
      CancellationState: 'CancellationFailed',
      Message: AFFIRM_CANCELLATION_MESSAGES.NotApproved,
    });
  });

  it('another customer gets 404 on every new endpoint, and nobody signed in 401; the owner’s checkout and order are unchanged', async () => {
    const r = await ready();
    const id = r.quote.QuoteId;
    const order = await newOrder(id);
    const opened = await openCheckout(id, 'AffirmVCN');
    const otherMove = await ready({}, theirs, OTHER.email);
    for (const [label, answer] of [
      ['paypal order', await newOrder(id, { ...theirs, ...key() })],
      ['affirm open', await openCheckout(id, 'AffirmVCN', { ...theirs, ...key() })],
      ['affirm state on my move', await checkoutState(id, opened.body.checkoutId, theirs)],
      [
        'affirm state on their move',
        await checkoutState(otherMove.quote.QuoteId, opened.body.checkoutId, theirs),
      ],
      [
        'affirm state of a checkout of another move',
        await checkoutState(otherMove.quote.QuoteId, opened.body.checkoutId),
      ],
      ['affirm cancel', await cancel(opened.body.checkoutId, theirs)],
      ['affirm cancel of no checkout', await cancel('chk_nothing_here', theirs)],
    ] as const) {
      expect(answer.status, label).toBe(404);
    }
    // Their own move refuses my order and my checkout as if they did not exist.
    expect((await approve(order.body.orderId, 'SANDBOX_PAYPAL_BALANCE', theirs)).status).toBe(404);
    expect((await decide(opened.body.checkoutId, 'approve', theirs)).status).toBe(404);
    const stolen = await reserveWith(
      otherMove,
      { Method: 'PayPal', PaymentReferenceID: order.body.orderId },
      theirs,
    );
    expect(stolen.body.reserve.ModelErrors[0]?.message).toBe(PAYPAL_ISSUE_MESSAGES.INVALID_RESOURCE_ID);
    for (const [method, path, body] of [
      ['POST', `/api/moves/${id}/paypal/orders`, undefined],
      ['POST', `/api/moves/${id}/affirm/checkouts`, { Method: 'AffirmVCN' }],
      ['GET', `/api/moves/${id}/affirm/checkouts/${opened.body.checkoutId}`, undefined],
      ['POST', '/api/affirm/cancel', { checkoutId: opened.body.checkoutId }],
    ] as const) {
      expect((await api.json(method, path, body, key())).status, path).toBe(401);
    }
    expect((await paypal().getOrder(order.body.orderId))._unsafeUnwrap().status).toBe('CREATED');
    expect((await checkoutState(id, opened.body.checkoutId)).body.State).toBe('Initial');
  });

  it('a booked move, or one whose steps are not saved, gets no PayPal order or Affirm checkout (409)', async () => {
    const { r } = await bookedWithPayPal();
    const booked = await newOrder(r.quote.QuoteId);
    expect(booked.status).toBe(409);
    expect(booked.body).toMatchObject({ reason: 'QuoteCannotBeEdited' });
    expect((await openCheckout(r.quote.QuoteId, 'AffirmLite')).body).toMatchObject({
      reason: 'QuoteCannotBeEdited',
    });
    const quote = await quoteFor(send, customer.email);
    expect((await api.json('POST', `/api/moves/${quote.QuoteId}/start`, undefined, mine)).status).toBe(200);
    const unanswered = await newOrder(quote.QuoteId);
    expect(unanswered.status).toBe(409);
    expect(unanswered.body).toMatchObject({ reason: 'QuoteIsIncomplete' });
    expect((await openCheckout(quote.QuoteId, 'AffirmVCN')).body).toMatchObject({
      reason: 'QuoteIsIncomplete',
    });
  });

  it('a loan whose approval expired before Transit (about 30 days) is not charged: a CardDeclined Failure row with a clear message, PaymentInfoRequired', async () => {
    const { r, state } = await approvedCheckout('AffirmLite');
    expect((await reserveWith(r, state.ReservePaymentMethod)).status).toBe(200);
    api.clock.advance(31 * DAY_MS);
    // Sessions end meanwhile: everyone signs in again.
    mine = await api.signIn(customer.email, customer.password);
    staffs = await api.signIn(staff.email, staff.password);
    const answer = await transit(r.quote.QuoteId);
    expect(answer.body).toMatchObject({
      Result: 'Failed',
      CardResult: 'CardDeclined',
      Message: BOOKING_PAYMENT_MESSAGES.affirmExpiredAtCharge,
      Retryable: false,
    });
    expect(answer.body.Payments).toMatchObject({ PaymentInfoRequired: true, Captured: 0 });
    expect(answer.body.Payments.Ledger.map((row) => [row.Kind, row.Method])).toEqual([
      ['Failure', 'AffirmLite'],
    ]);
    expect((await transit(r.quote.QuoteId)).body.Payments.Ledger).toHaveLength(1);
  });
});
