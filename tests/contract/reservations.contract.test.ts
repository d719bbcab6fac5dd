/**
 * Issue 11 reservations over HTTP, on every database under test: start (the quote becomes the account's),
 * the server-side draft, log-progress, SMS and labor referral, §4 Reserve with an idempotency key, GET
 * moves/{id}, GET contacts/me/links and POST moves/coupons. Another customer gets 404 everywhere; 50
 * concurrent reserve calls at one revision book exactly one move; every endpoint answers 1,000 malformed
 * requests (on PostgreSQL; fewer on PGlite beside it: runsPerEndpoint in support/fuzz.ts) with 'field - message' lines and never a 5xx, changing nothing.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromWireQuote, type WireQuote } from '../../adapters/http/contract/quote';
import { PgUserRepository } from '../../adapters/persistence/pg-user-repository';
import { ScryptPasswordHasher } from '../../adapters/system/scrypt-password-hasher';
import { AddUser } from '../../application/accounts/add-user';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { addStationDays, stationCalendarOf } from '../../domain/calendar/station-days';
import { fromDollars } from '../../domain/money/money';
import type { Quote } from '../../domain/quote/types';
import type { LocationAnswers, ScheduleAnswers } from '../../domain/reservation/draft';
import { initialLocationAnswers } from '../../domain/reservation/initial-answers';
import { StepMessage } from '../../domain/reservation/step-answers';
import { quoteForm } from '../fixtures/quote-form';
import { quoteFor, standardPickup } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { TEST_SCRYPT } from '../support/test-password-hashing';
import { type TestServer, testServer } from '../support/test-server';
import { LINE, runsPerEndpoint } from './support/fuzz';

const demo = DEMO_USERS[0] as (typeof DEMO_USERS)[number];
const OTHER = { email: 'other@example.com', password: 'boxes-and-tape-2026' };

interface Body {
  success: boolean;
  errors?: string[];
  reason?: string;
  [key: string]: unknown;
}

async function signIn(api: TestServer, email: string, password: string): Promise<string> {
  const response = await api.request('POST', '/api/user/login', { email, password });
  const token = /relomove_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`${email} could not sign in`);
  return `relomove_session=${token}`;
}

function location(quote: Quote): LocationAnswers {
  const initial = initialLocationAnswers(quote);
  return {
    ...initial,
    Origin: { ...initial.Origin, FromAddress1: initial.Origin.StationCode ? '' : '350 5th Ave' },
    Destination: {
      ...initial.Destination,
      ToAddress1: initial.Destination.StationCode ? '' : '200 N Spring St',
    },
    Contact: { ...initial.Contact, FirstName: 'Casey', LastName: 'Demo', PhoneNumber: '8165550100' },
  };
}

function schedule(quote: Quote): ScheduleAnswers {
  return {
    SpotDate: quote.Details.SpotDate,
    PickupDate: standardPickup(quote),
    IsLiveLoad: false,
    OriginAppointment: { SelectedAppointmentOption: 'TwoHourWindow', EarlyTime: '0800', LateTime: '1000' },
    GuaranteedTransitTime: null,
  };
}

const card = {
  CardNumber: '4242 4242 4242 4242',
  NameOnCard: 'Casey Demo',
  ExpirationMonth: '12',
  ExpirationYear: '2030',
  SecurityCode: '123',
  BillingZip: '10001',
};

describe.each(databasesUnderTest())('issue 11 reservations over HTTP on $name', (database) => {
  let api: TestServer;
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true });
    const added = await new AddUser({
      users: new PgUserRepository(api.server.database.db),
      hasher: new ScryptPasswordHasher(TEST_SCRYPT),
      clock: api.clock,
    }).execute({ ...OTHER, role: 'customer' });
    if (added.isErr()) throw new Error('the second customer could not be added');
    mine = await signIn(api, demo.email, demo.password);
    theirs = await signIn(api, OTHER.email, OTHER.password);
  }, 120_000);
  afterAll(() => api?.close());

  const as = (cookie: string) => ({
    json: <T = Body>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      api.json<T>(method, path, body, { cookie, ...headers }),
  });

  async function savedCard(cookie: string): Promise<string> {
    const { body } = await api.json<{ Card: { PaymentProfileId: string } }>(
      'POST',
      '/api/payments/cards',
      card,
      {
        cookie,
        'idempotency-key': randomUUID(),
      },
    );
    return body.Card.PaymentProfileId;
  }

  /** A quote of the demo customer, started, with both steps saved, and a saved card. */
  async function ready() {
    const quote = await quoteFor(api.json, demo.email);
    const me = as(mine);
    const started = await me.json('POST', `/api/moves/${quote.QuoteId}/start`);
    expect(started.status).toBe(200);
    const loc = location(quote);
    const sch = schedule(quote);
    expect((await me.json('PUT', `/api/moves/${quote.QuoteId}/draft/location`, loc)).status).toBe(200);
    expect((await me.json('PUT', `/api/moves/${quote.QuoteId}/draft/schedule`, sch)).status).toBe(200);
    const token = await savedCard(mine);
    const body = {
      QuoteId: quote.QuoteId,
      Revision: quote.Revision,
      MyMove: { Location: loc, Schedule: sch },
      Details: { PaymentMethods: [{ Method: 'CreditCard', CreditCard: { paymentProfileId: token } }] },
    };
    return { quote, body };
  }

  it('books a move: reserved with WebReservationFlag Reserve, total = sum of its lines, shown by GET moves/{id} and links (§4 Reserve)', async () => {
    const { quote, body } = await ready();
    const me = as(mine);
    const key = randomUUID();
    const booked = await me.json<{ success: boolean; reserve: { Quote: WireQuote; Messages: string[] } }>(
      'POST',
      `/api/moves/${quote.QuoteId}/reserve`,
      body,
      { 'idempotency-key': key },
    );
    expect(booked.status).toBe(200);
    expect(booked.body.reserve.Messages).toEqual([]);
    const reserved = fromWireQuote(booked.body.reserve.Quote);
    expect(reserved.Details.Reserved).toBe(true);
    expect(reserved.Details.WebReservationFlag).toBe('Reserve');
    expect(reserved.Details.Reservation?.SpotAppointment.AppointmentWindow).toBe('TwoHourWindow');
    expect(reserved.Details.Reservation?.PaymentMethods?.[0]?.CreditCard?.lastFour).toBe('4242');

    const view = await me.json<{ PriceLines: { amount: number | null }[]; TotalPrice: number }>(
      'GET',
      `/api/moves/${quote.QuoteId}`,
    );
    expect(view.status).toBe(200);
    const cents = view.body.PriceLines.reduce(
      (sum, l) => sum + (l.amount === null ? 0 : fromDollars(l.amount)._unsafeUnwrap()),
      0,
    );
    expect(cents).toBe(fromDollars(view.body.TotalPrice)._unsafeUnwrap());
    expect(reserved.Details.Reservation?.TotalPrice).toBe(fromDollars(view.body.TotalPrice)._unsafeUnwrap());

    const links = await me.json<{ ContactQuoteRetrieve: { QuoteId: number; Reserved: boolean }[] }>(
      'GET',
      '/api/contacts/me/links',
    );
    expect(links.body.ContactQuoteRetrieve).toContainEqual(
      expect.objectContaining({ QuoteId: quote.QuoteId, Reserved: true }),
    );
    // Issue 13: each move names its ends and drop-off date, so that several moves can be told apart.
    const listed = links.body.ContactQuoteRetrieve.find(
      (q: { QuoteId: number }) => q.QuoteId === quote.QuoteId,
    );
    expect(listed).toMatchObject({
      OriginCity: `${quote.Details.Origin.City}, ${quote.Details.Origin.State}`,
      DestinationCity: `${quote.Details.Destination.City}, ${quote.Details.Destination.State}`,
      SpotDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      Cancelled: false,
    });

    // The same key answers the same again, and books nothing more.
    const again = await me.json('POST', `/api/moves/${quote.QuoteId}/reserve`, body, {
      'idempotency-key': key,
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(booked.body);
    const rows = await api.server.database.db
      .selectFrom('reservations')
      .select('quote_id')
      .where('quote_id', '=', quote.QuoteId)
      .execute();
    expect(rows).toHaveLength(1);

    // A confirmation email goes through the notification system (a job) with the summary (issue 14).
    await expect
      .poll(
        async () =>
          (
            await api.server.database.db
              .selectFrom('outbox_emails')
              .select(['subject', 'text_body'])
              .where('quote_id', '=', quote.QuoteId)
              .execute()
          ).some((m) => m.subject.includes('is booked') && m.text_body.includes('Visa ending 4242')),
        { timeout: 30_000 },
      )
      .toBe(true);

    // A reserved quote cannot start again: it says why and sends the customer to /dashboard.
    const restart = await me.json('POST', `/api/moves/${quote.QuoteId}/start`);
    expect(restart.status).toBe(409);
    expect(restart.body).toMatchObject({ reason: 'Reserved', route: '/dashboard' });
  });

  it('issue 27: a guaranteed delivery saved with the schedule step is priced for its dates (Revision + 1), and Reserve books its fee and its promise', async () => {
    const quote = await quoteFor(api.json, demo.email);
    const me = as(mine);
    const parent =
      quote.Details.PricingOptions.find((o) => o.DefaultParent) ?? quote.Details.PricingOptions[0];
    const child = quote.Details.PricingOptions.find(
      (o) =>
        o.ExpeditedFlag === 'Child' &&
        o.EquipType === parent?.EquipType &&
        o.value.startsWith(`${parent?.value}-G`),
    );
    if (!child) throw new Error('the quote offers no guaranteed delivery');
    expect((await me.json('POST', `/api/moves/${quote.QuoteId}/start`)).status).toBe(200);
    const loc = location(quote);
    const sch = { ...schedule(quote), GuaranteedTransitTime: child.CarrierTransitTime };
    expect((await me.json('PUT', `/api/moves/${quote.QuoteId}/draft/location`, loc)).status).toBe(200);
    expect((await me.json('PUT', `/api/moves/${quote.QuoteId}/draft/schedule`, sch)).status).toBe(200);
    // A transit time not offered is refused with its field.
    const unknown = await me.json('PUT', `/api/moves/${quote.QuoteId}/draft/schedule`, {
      ...sch,
      GuaranteedTransitTime: 59,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toContain(
      'GuaranteedTransitTime - Guaranteed delivery is not available for this option',
    );

    const token = await savedCard(mine);
    const booked = await me.json<{ reserve: { Quote: WireQuote } }>(
      'POST',
      `/api/moves/${quote.QuoteId}/reserve`,
      {
        QuoteId: quote.QuoteId,
        Revision: quote.Revision + 1,
        MyMove: { Location: loc, Schedule: sch },
        Details: { PaymentMethods: [{ Method: 'CreditCard', CreditCard: { paymentProfileId: token } }] },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(booked.status).toBe(200);
    const reserved = fromWireQuote(booked.body.reserve.Quote);
    const tier = reserved.Details.ExpeditedOptions.find(
      (o) => o.RequestedTransitTime === child.CarrierTransitTime,
    );
    expect(tier?.GuaranteedServiceFee).toBeGreaterThan(0);
    expect(reserved.Details.PricingOptions.find((o) => o.Default)?.value).toBe(child.value);
    const view = await me.json<{
      PriceLines: { label: string; amount: number | null }[];
      TotalPrice: number;
    }>('GET', `/api/moves/${quote.QuoteId}`);
    const amounts = view.body.PriceLines.map((l) =>
      l.amount === null ? 0 : fromDollars(l.amount)._unsafeUnwrap(),
    );
    expect(amounts).toContain(tier?.GuaranteedServiceFee);
    expect(amounts.reduce((a: number, b) => a + b, 0)).toBe(
      fromDollars(view.body.TotalPrice)._unsafeUnwrap(),
    );
    expect(view.body.PriceLines.map((l) => l.label)).toContainEqual(
      expect.stringMatching(/^Guaranteed delivery by /),
    );
  });

  it('step X keeps only a pickup the page offers: a day past the loading days is refused with its field (400), the standard pickup is kept', async () => {
    const quote = await quoteFor(api.json, demo.email);
    const me = as(mine);
    expect((await me.json('POST', `/api/moves/${quote.QuoteId}/start`)).status).toBe(200);
    expect((await me.json('PUT', `/api/moves/${quote.QuoteId}/draft/location`, location(quote))).status).toBe(
      200,
    );
    const origin = stationCalendarOf(quote.Details.Origin.StationDetail);
    const late = await me.json<{ errors: string[] }>('PUT', `/api/moves/${quote.QuoteId}/draft/schedule`, {
      ...schedule(quote),
      PickupDate: addStationDays(standardPickup(quote), 1, origin),
    });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([`PickupDate - ${StepMessage.pickupNotOffered}`]);
    expect((await me.json('PUT', `/api/moves/${quote.QuoteId}/draft/schedule`, schedule(quote))).status).toBe(
      200,
    );
  });

  it('50 concurrent reserve calls at one revision book exactly one move (§4 Reserve, one transaction)', async () => {
    const { quote, body } = await ready();
    const me = as(mine);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        me.json('POST', `/api/moves/${quote.QuoteId}/reserve`, body, { 'idempotency-key': randomUUID() }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.reason).toMatch(/WrongRevisionError \(MyMove\)|QuoteCannotBeEdited \(MyMove\)/);
    }
  });

  it('the same idempotency key with another request is refused; a reused key never books twice', async () => {
    const { quote, body } = await ready();
    const me = as(mine);
    const key = randomUUID();
    const first = await me.json('POST', `/api/moves/${quote.QuoteId}/reserve`, body, {
      'idempotency-key': key,
    });
    expect(first.status).toBe(200);
    const other = await me.json(
      'POST',
      `/api/moves/${quote.QuoteId}/reserve`,
      { ...body, Revision: body.Revision + 5 },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(409);
    expect(other.body.reason).toBe('IdempotencyKeyReused');
  });

  it("customer B can neither read nor change A's reservation, draft or contact preferences (404)", async () => {
    const { quote, body } = await ready();
    const them = as(theirs);
    const id = quote.QuoteId;
    const tries: Array<[string, string, unknown?]> = [
      ['POST', `/api/moves/${id}/start`],
      ['GET', `/api/moves/${id}/draft`],
      ['PUT', `/api/moves/${id}/draft/location`, body.MyMove.Location],
      ['PUT', `/api/moves/${id}/contacts/sms`, { SmsNumber: '8165550199' }],
      ['PUT', `/api/moves/${id}/labor-referral`, { laborRequested: true }],
      ['POST', `/api/moves/${id}/log-progress`, progress(id)],
      ['GET', `/api/moves/${id}`],
      ['POST', '/api/moves/coupons', { QuoteId: id, Coupon: 'DITY10' }],
    ];
    for (const [method, path, payload] of tries) {
      const answer = await them.json(method, path, payload);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
    }
    const reserve = await them.json('POST', `/api/moves/${id}/reserve`, body, {
      'idempotency-key': randomUUID(),
    });
    expect(reserve.status).toBe(404);
    const draft = await as(mine).json<{ draft: { Location: LocationAnswers } }>(
      'GET',
      `/api/moves/${id}/draft`,
    );
    expect(draft.body.draft.Location.Contact.SmsNumber).not.toBe('8165550199');
  });

  it("a quote made without an email is claimed only with its link token, and takes the account's email", async () => {
    // A quote without an email is never a §4 Dupe (nothing to match), so any date does.
    const form = quoteForm({ MoveDate: '2026-12-09' });
    delete (form as Record<string, unknown>).EmailAddress;
    const made = await api.json<{ quote: WireQuote }>('POST', '/api/quotes/add', form);
    const quote = fromWireQuote(made.body.quote);
    const me = as(mine);
    expect((await me.json('POST', `/api/moves/${quote.QuoteId}/start`)).status).toBe(404);
    const started = await me.json<{ quote: WireQuote }>(
      'POST',
      `/api/moves/${quote.QuoteId}/start?qId=${quote.QuoteIdEncrypted}`,
    );
    expect(started.status).toBe(200);
    expect(started.body.quote.Details.EmailAddress).toBe(demo.email);
    expect(
      (await as(theirs).json('POST', `/api/moves/${quote.QuoteId}/start?qId=${quote.QuoteIdEncrypted}`))
        .status,
    ).toBe(404);
  });

  it('signed out: every reservation endpoint answers 401 before reading the body', async () => {
    for (const [method, path] of [
      ['POST', '/api/moves/1000001/start'],
      ['POST', '/api/moves/1000001/reserve'],
      ['GET', '/api/moves/1000001'],
      ['POST', '/api/moves/coupons'],
    ] as const) {
      const answer = await api.json(method, path, method === 'GET' ? undefined : '{not json');
      expect(answer.status).toBe(401);
    }
  });

  it('a declined or unknown card books nothing: PaymentError (MyMove)', async () => {
    const { quote, body } = await ready();
    const forged = {
      ...body,
      Details: {
        PaymentMethods: [{ Method: 'CreditCard', CreditCard: { paymentProfileId: 'card_forged' } }],
      },
    };
    const answer = await as(mine).json('POST', `/api/moves/${quote.QuoteId}/reserve`, forged, {
      'idempotency-key': randomUUID(),
    });
    expect(answer.status).toBe(402);
    expect(answer.body.reason).toBe('PaymentError (MyMove)');
  });

  it('log-progress, SMS and labor referral are kept in the draft (§7)', async () => {
    const { quote } = await ready();
    const me = as(mine);
    const id = quote.QuoteId;
    expect((await me.json('POST', `/api/moves/${id}/log-progress`, progress(id))).status).toBe(200);
    expect(
      (await me.json('PUT', `/api/moves/${id}/contacts/sms`, { SmsNumber: '(816) 555-0199' })).body,
    ).toEqual({
      success: true,
      SmsNumber: '8165550199',
    });
    expect((await me.json('PUT', `/api/moves/${id}/labor-referral`, { laborRequested: true })).status).toBe(
      200,
    );
    const draft = await me.json<{ draft: { Location: LocationAnswers; AllowedStep: string } }>(
      'GET',
      `/api/moves/${id}/draft`,
    );
    expect(draft.body.draft.Location.Contact).toMatchObject({
      SmsOptIn: true,
      SmsNumber: '8165550199',
      laborRequested: true,
    });
    expect(draft.body.draft.AllowedStep).toBe('payment');
  });

  const runs = runsPerEndpoint(database);
  it(`${runs} malformed requests per endpoint: no 5xx, only field - message lines, nothing changed`, async () => {
    const { quote } = await ready();
    const id = quote.QuoteId;
    const before = await snapshot();
    const endpoints: Array<[string, string]> = [
      ['PUT', `/api/moves/${id}/draft/location`],
      ['PUT', `/api/moves/${id}/draft/schedule`],
      ['POST', `/api/moves/${id}/log-progress`],
      ['PUT', `/api/moves/${id}/contacts/sms`],
      ['PUT', `/api/moves/${id}/labor-referral`],
      ['POST', `/api/moves/${id}/reserve`],
      ['POST', '/api/moves/coupons'],
    ];
    const junk = fc.oneof(
      fc.anything(),
      fc.record({
        QuoteId: fc.anything(),
        Revision: fc.anything(),
        MyMove: fc.anything(),
        Details: fc.anything(),
      }),
      fc.record({ SmsNumber: fc.anything(), laborRequested: fc.anything(), Coupon: fc.anything() }),
      fc.record({
        Origin: fc.anything(),
        Destination: fc.anything(),
        Contact: fc.anything(),
        SpotDate: fc.string(),
      }),
    );
    for (const [method, path] of endpoints) {
      await fc.assert(
        fc.asyncProperty(junk, async (payload) => {
          const answer = await as(mine).json(method, path, JSON.stringify(payload ?? null), {
            'idempotency-key': randomUUID(),
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) for (const line of answer.body.errors ?? []) expect(line).toMatch(LINE);
        }),
        { numRuns: runs },
      );
    }
    expect(await snapshot()).toEqual(before);
  }, 600_000);

  async function snapshot() {
    const tables = ['quotes', 'reservations', 'reserve_requests', 'reservation_drafts'] as const;
    const out: Record<string, unknown> = {};
    for (const t of tables) {
      out[t] = (
        await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(
          api.server.database.db,
        )
      ).rows;
    }
    return out;
  }
});

function progress(id: number) {
  return {
    QuoteId: id,
    Revision: 1,
    Section: 'W',
    NextDaySpotAllowed: false,
    NextAvailableSpotDate: null,
    OriginStationNumber: 'NYC',
    StationCentralTimeDiff: 1,
    EquipType: 'Relocube',
    Device: 'desktop',
  };
}
