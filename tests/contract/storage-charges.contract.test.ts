/**
 * Issue 13 "storage periods after the first" (§4 storage rules, §7 GET moves/storage-charges/schedules, §9
 * free storage days), on PGlite and PostgreSQL: a terminal-to-terminal ReloCube move with storage, booked
 * and paid at Transit through the real server, then its storage charged by ChargeStorage on the same
 * database with the injected clock moved past each period's day. Each period is charged once (a retry, a
 * second instance at once, a crash between the processor's answer and the ledger write), a decline is a
 * Failure row with PaymentInfoRequired, ending storage stops the charges, and the move's balance never
 * changes. Over HTTP, a Storage event runs the charge-storage job and GET moves/{id}/payments shows it.
 */
import { randomUUID } from 'node:crypto';
import { errAsync, okAsync } from 'neverthrow';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCardNumber } from '../../adapters/http/contract/card-number-reader';
import type { MovePaymentsResponse } from '../../adapters/http/contract/move-payments';
import { PgPaymentLedger } from '../../adapters/persistence/pg-payment-ledger';
import { PgQuoteRepository } from '../../adapters/persistence/pg-quote-repository';
import { PgReservationRepository } from '../../adapters/persistence/pg-reservation-repository';
import { PgShipmentEvents } from '../../adapters/persistence/pg-shipment-events';
import { SandboxCardProcessor } from '../../adapters/sandbox/sandbox-card-processor';
import { SandboxPayPal, type SandboxPayPalTables } from '../../adapters/sandbox/sandbox-paypal';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { ChargeStorage } from '../../application/payments/charge-storage';
import { moveStorageOf, storageChargeMoment } from '../../application/payments/move-storage';
import type { JobQueue, ScheduledJob } from '../../application/ports/job-queue';
import type { PaymentLedger } from '../../application/ports/payment-ledger';
import { storageCharges } from '../../domain/payment/charges-timeline';
import { LedgerReason } from '../../domain/payment/ledger-entry';
import { bookedMove, SANDBOX_VISA, type SendJson } from '../fixtures/reservation';
import { realReferenceData } from '../support/reference-data';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';
import { until } from '../support/until';

const [customer, staff] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
const OTHER = { email: 'storage-payer@example.com', password: 'boxes-and-tape-2026' };
const DAY = 86_400_000;
/** A card that saves but declines when charged (payments.md test numbers). */
const DECLINES = '4000 0000 0000 0341';

/** The jobs a run scheduled or dropped, in order. */
class RecordedJobs implements JobQueue {
  readonly scheduled: ScheduledJob[] = [];
  readonly cancelled: string[] = [];
  schedule(job: ScheduledJob) {
    this.scheduled.push(job);
    return okAsync(undefined);
  }
  cancel(_name: string, key: string) {
    this.cancelled.push(key);
    return okAsync(undefined);
  }
}

/** A staff-recorded shipment event (POST staff/shipments/{id}/events), with a fresh idempotency key. */
const recordEvent = (
  api: TestServer,
  staffs: Record<string, string>,
  id: number,
  Milestone: string,
  Status: string,
) =>
  api.json(
    'POST',
    `/api/staff/shipments/${id}/events`,
    { Milestone, Status },
    {
      ...staffs,
      'idempotency-key': randomUUID(),
    },
  );

/** The owner's GET moves/{id}/payments. */
const paymentsOf = async (api: TestServer, mine: Record<string, string>, id: number) =>
  (await api.json<MovePaymentsResponse>('GET', `/api/moves/${id}/payments`, undefined, mine)).body;

describe.each(databasesUnderTest())('storage charges on $name (issue 13, §4 storage rules)', (database) => {
  let api: TestServer;
  let mine: Record<string, string>;
  let staffs: Record<string, string>;

  let start: number;

  beforeAll(async () => {
    // No job workers: each run here is the test's own (the worker would race it); see the HTTP test below.
    api = await testServer(database, { demoUsers: true, jobWorkers: false });
    start = api.clock.nowMs();
    ({ mine, staffs } = await api.demoSessions(OTHER));
  }, 120_000);
  afterAll(() => api?.close());

  /**
   * Moves the clock to `ms` and signs in again (a session lasts at most 30 days). Each test starts from
   * the server's first day, so its move can be booked for a date ahead.
   */
  async function at(ms: number) {
    api.clock.set(ms);
    mine = await api.signIn(customer.email, customer.password);
    staffs = await api.signIn(staff.email, staff.password);
  }
  beforeEach(() => at(start));

  const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);

  /** ChargeStorage on the server's database, as the charge-storage job runs it (jobs recorded). */
  async function chargeStorage(ledger?: (inner: PaymentLedger) => PaymentLedger) {
    const db = api.server.database.db;
    const jobs = new RecordedJobs();
    const stored = new PgPaymentLedger(db);
    const use = new ChargeStorage({
      quotes: new PgQuoteRepository(db),
      reservations: new PgReservationRepository(db),
      ledger: ledger ? ledger(stored) : stored,
      gateway: new SandboxCardProcessor({ db, clock: api.clock, readCardNumber }),
      paypal: new SandboxPayPal({ db: db.withTables<SandboxPayPalTables>(), clock: api.clock }),
      events: new PgShipmentEvents(db),
      rateCards: (await realReferenceData()).rateCards,
      clock: api.clock,
      jobs,
    });
    return { use, jobs };
  }

  const record = (id: number, Milestone: string, Status: string) =>
    recordEvent(api, staffs, id, Milestone, Status);

  const payments = (id: number) => paymentsOf(api, mine, id);

  /** A terminal-to-terminal ReloCube move with storage, loaded and arrived: storage starts today. */
  async function inStorage(cardNumber?: string) {
    const options = {
      selectOption: 'Relocube-TT',
      edit: { AddStorage: true },
      ...(cardNumber ? { cardToken: await savedCardOf(cardNumber) } : {}),
    };
    const { id } = await bookedMove(send, customer.email, mine, options);
    expect((await record(id, 'TerminalLoading', 'Completed')).status).toBe(200);
    expect((await record(id, 'Transit', 'Completed')).status).toBe(200);
    const db = api.server.database.db;
    const quote = await new PgQuoteRepository(db).findById(id);
    const events = await new PgShipmentEvents(db).events(id);
    const card = (await realReferenceData()).rateCards.inForceOn(api.clock.today())._unsafeUnwrap();
    const storage = moveStorageOf(quote._unsafeUnwrap() as never, events._unsafeUnwrap(), card);
    if (storage === null) throw new Error('storage did not start');
    return { id, storage };
  }

  async function savedCardOf(number: string): Promise<string> {
    const saved = await api.json<{ Card: { PaymentProfileId: string } }>(
      'POST',
      '/api/payments/cards',
      { ...SANDBOX_VISA, CardNumber: number },
      { ...mine, 'idempotency-key': randomUUID() },
    );
    expect(saved.status).toBe(200);
    return saved.body.Card.PaymentProfileId;
  }

  const storageRows = (p: MovePaymentsResponse) =>
    p.Ledger.filter((r) => r.Reason === LedgerReason.StorageCharge);

  it('each storage period is charged once on its day: nothing before, one capture on it, none again for a retry or a second instance at once; the balance stays paid (§4)', async () => {
    const { id, storage } = await inStorage();
    const paid = await payments(id);
    expect(paid.InvoiceAmountDue).toBe(0);
    const { use, jobs } = await chargeStorage();
    // Storage started today: nothing is due yet; the next run is the first charge's day at 9 a.m. there.
    const first = (await use.execute({ quoteId: id }))._unsafeUnwrap();
    expect(first.periods).toEqual([]);
    const [charge] = storageCharges(storage.facts, api.clock.today());
    if (!charge) throw new Error('the chart has a storage charge');
    expect(first.nextRunAt).toBe(storageChargeMoment(charge.on, storage.timeZone));
    expect(jobs.scheduled.at(-1)).toMatchObject({ name: 'charge-storage', key: `storage:${id}` });

    await at(Date.parse(storageChargeMoment(charge.on, storage.timeZone)));
    const second = await chargeStorage();
    const [a, b] = await Promise.all([use.execute({ quoteId: id }), second.use.execute({ quoteId: id })]);
    expect(a._unsafeUnwrap().periods.map((p) => p.outcome.kind)).toEqual(['Charged']);
    expect(b._unsafeUnwrap().periods.map((p) => p.outcome.kind)).toEqual(['Charged']);
    expect((await use.execute({ quoteId: id }))._unsafeUnwrap().periods).toEqual([]);
    const after = await payments(id);
    expect(storageRows(after).map((r) => [r.Kind, r.Amount])).toEqual([
      ['Authorization', charge.amount / 100],
      ['Capture', charge.amount / 100],
    ]);
    expect(after).toMatchObject({ InvoiceAmountDue: 0, PaymentInfoRequired: false });
    expect(after.Captured).toBe(paid.Captured + charge.amount / 100);

    // The next period, on its own day, is one more capture.
    const [, next] = storageCharges(storage.facts, charge.on);
    if (!next) throw new Error('a later period follows');
    await at(Date.parse(storageChargeMoment(next.on, storage.timeZone)));
    const again = (await use.execute({ quoteId: id }))._unsafeUnwrap();
    expect(again.periods.map((p) => [p.charge.k, p.outcome.kind])).toEqual([[next.k, 'Charged']]);
    expect(storageRows(await payments(id)).filter((r) => r.Kind === 'Capture')).toHaveLength(2);
  });

  it("a crash between the processor's answer and the ledger write: the next run finds the one capture", async () => {
    const { id, storage } = await inStorage();
    const [charge] = storageCharges(storage.facts, api.clock.today());
    if (!charge) throw new Error('the chart has a storage charge');
    await at(Date.parse(storageChargeMoment(charge.on, storage.timeZone)));
    // The first run loses the capture's row (the store fails as the process would die).
    const lost = await chargeStorage((inner) => ({
      entries: (q) => inner.entries(q),
      page: (afterId, limit) => inner.page(afterId, limit),
      append: (rows) =>
        rows.some((r) => r.kind === 'Capture')
          ? errAsync({ kind: 'StorageUnavailable', message: 'killed' })
          : inner.append(rows),
    }));
    expect((await lost.use.execute({ quoteId: id })).isErr()).toBe(true);
    expect(storageRows(await payments(id)).map((r) => r.Kind)).toEqual(['Authorization']);
    const { use } = await chargeStorage();
    expect((await use.execute({ quoteId: id }))._unsafeUnwrap().periods.map((p) => p.outcome.kind)).toEqual([
      'Charged',
    ]);
    expect(storageRows(await payments(id)).map((r) => r.Kind)).toEqual(['Authorization', 'Capture']);
  });

  it('a declined storage charge is a Failure row: PaymentInfoRequired, nothing captured, the same card is not asked twice, the next run is tomorrow (§8 PaymentError)', async () => {
    const { id, storage } = await inStorage(DECLINES);
    const [charge] = storageCharges(storage.facts, api.clock.today());
    if (!charge) throw new Error('the chart has a storage charge');
    await at(Date.parse(storageChargeMoment(charge.on, storage.timeZone)));
    const { use } = await chargeStorage();
    const run = (await use.execute({ quoteId: id }))._unsafeUnwrap();
    expect(run.periods.map((p) => p.outcome)).toMatchObject([
      { kind: 'Failed', result: 'CardDeclined', retryable: false },
    ]);
    expect(Date.parse(run.nextRunAt ?? '')).toBeGreaterThan(api.clock.nowMs() + 12 * 3_600_000);
    await use.execute({ quoteId: id });
    const after = await payments(id);
    expect(storageRows(after).map((r) => r.Kind)).toEqual(['Failure']);
    expect(after.PaymentInfoRequired).toBe(true);
  });

  it('ending storage stops the charges: the periods begun by its last day are charged, none after, and no run is scheduled (§4)', async () => {
    const { id, storage } = await inStorage();
    const [charge] = storageCharges(storage.facts, api.clock.today());
    if (!charge) throw new Error('the chart has a storage charge');
    // Storage ends on the first charge's day; long after, only that period was charged.
    await at(Date.parse(storageChargeMoment(charge.on, storage.timeZone)));
    expect((await record(id, 'Storage', 'Completed')).status).toBe(200);
    await at(api.clock.nowMs() + 90 * DAY);
    const { use, jobs } = await chargeStorage();
    const run = (await use.execute({ quoteId: id }))._unsafeUnwrap();
    expect(run.nextRunAt).toBeNull();
    expect(jobs.cancelled).toEqual([`storage:${id}`]);
    const captures = storageRows(await payments(id)).filter((r) => r.Kind === 'Capture');
    expect(captures.map((r) => r.Amount)).toEqual([charge.amount / 100]);
  });
});

describe.each(databasesUnderTest())('storage charges over HTTP on $name (issue 13)', (database) => {
  let api: TestServer;
  let mine: Record<string, string>;
  let staffs: Record<string, string>;

  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true });
    ({ mine, staffs } = await api.demoSessions(OTHER));
  }, 120_000);
  afterAll(() => api?.close());

  const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);
  const record = (id: number, Milestone: string, Status: string) =>
    recordEvent(api, staffs, id, Milestone, Status);
  const payments = (id: number) => paymentsOf(api, mine, id);
  const storageRows = (p: MovePaymentsResponse) =>
    p.Ledger.filter((r) => r.Reason === LedgerReason.StorageCharge);

  async function inStorage() {
    const { id } = await bookedMove(send, customer.email, mine, {
      selectOption: 'Relocube-TT',
      edit: { AddStorage: true },
    });
    expect((await record(id, 'TerminalLoading', 'Completed')).status).toBe(200);
    expect((await record(id, 'Transit', 'Completed')).status).toBe(200);
    const db = api.server.database.db;
    const quote = (await new PgQuoteRepository(db).findById(id))._unsafeUnwrap();
    const events = (await new PgShipmentEvents(db).events(id))._unsafeUnwrap();
    const card = (await realReferenceData()).rateCards.inForceOn(api.clock.today())._unsafeUnwrap();
    const storage = quote ? moveStorageOf(quote, events, card) : null;
    if (storage === null) throw new Error('storage did not start');
    return { id, storage };
  }

  async function at(ms: number) {
    api.clock.set(ms);
    mine = await api.signIn(customer.email, customer.password);
    staffs = await api.signIn(staff.email, staff.password);
  }

  it('issue 14 "storage started": once the step before storage completes, the customer is emailed once that the shipment is in storage', async () => {
    const { id } = await inStorage();
    const emails = () =>
      api.server.database.db
        .selectFrom('outbox_emails')
        .select(['subject', 'message_key'])
        .where('quote_id', '=', id)
        .where('subject', '=', 'Your shipment is in storage')
        .execute();
    const sent = await until(emails, (rows) => rows.length > 0, 'the storage started email');
    expect(sent.map((r) => r.message_key)).toEqual([`${id}:storage-started:email`]);
  });

  it('over HTTP: a Storage event runs the charge-storage job, and GET moves/{id}/payments shows the storage capture with its reason while nothing is due', async () => {
    const { id, storage } = await inStorage();
    const [charge] = storageCharges(storage.facts, api.clock.today());
    if (!charge) throw new Error('the chart has a storage charge');
    await at(Date.parse(storageChargeMoment(charge.on, storage.timeZone)) + DAY);
    expect((await record(id, 'Storage', 'Completed')).status).toBe(200);
    const shown = await until(
      () => payments(id),
      (p) => p.Ledger.some((r) => r.Kind === 'Capture' && r.Reason === LedgerReason.StorageCharge),
      'the storage capture in the payments',
    );
    expect(storageRows(shown).find((r) => r.Kind === 'Capture')).toMatchObject({
      Amount: charge.amount / 100,
      Reason: 'Storage charge',
      Actor: 'system',
    });
    expect(shown.InvoiceAmountDue).toBe(0);
  });
});
