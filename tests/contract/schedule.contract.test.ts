import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgAppointmentBook } from '../../adapters/persistence/pg-appointment-book';
import { isoDate } from '../../domain/calendar/iso-date';
import { AppointmentWindow } from '../../domain/quote/enums';
import { CREWS_PER_SLOT } from '../../domain/reservation/appointment-windows';
import { SPOT_DATE_REASON_MESSAGES, SpotDateReason } from '../../domain/reservation/spot-dates';
import { quoteForm } from '../fixtures/quote-form';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

/**
 * Issue 11, the schedule step (§2 X): the §7 move dates call, the origin's bookable drop-off dates and the
 * §7 appointment availability calls, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. The test clock
 * starts on Saturday 2026-11-21 at 09:00 Central.
 */
const FUZZ_RUNS = 1000;
const LINE = /^[^\n]* - [^\n]+$|^- [^\n]+$/;

interface WireQuote {
  QuoteId: number;
  QuoteIdEncrypted: string;
}
interface SpotDatesAnswer {
  success: true;
  StationCode: string;
  NextDaySpotAllowed: boolean;
  NextAvailableMoveDate: string | null;
  StationCentralTimeDifference: number;
  spotDates: { SpotDate: string; Bookable: boolean; Reason: string | null; Message: string | null }[];
}
interface Slot {
  AppointmentWindow: string;
  EarlyTime: string;
  LateTime: string;
  Rate: number;
  Available: boolean;
}

const validMoveDates = {
  SpotDate: '2026-12-04',
  PickupDate: null,
  IsLiveLoad: false,
  ShouldForceSameDayPickup: false,
  MoveType: 'DD',
  OriginHolidays: [],
  DestinationHolidays: ['2026-12-14'],
  TransTime: 5,
  OriginServiceDays: [1, 2, 3, 4, 5],
  DestinationServiceDays: [1, 2, 3, 4, 5],
};

/** A body the contract refuses: not JSON, not an object, an unknown field, a missing or a wrong-typed field. */
function malformedBody(valid: Record<string, unknown>, required: readonly string[]): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const wrong = fc.oneof(
    fc.constant('not-a-date'),
    fc.integer({ min: -1e6, max: -1 }),
    fc.constant({}),
    fc.constant([null]),
    fc.constant("'; DROP TABLE appointment_bookings; --"),
    fc.string({ maxLength: 40 }).map((s) => `x${s}`),
  );
  return fc.oneof(
    fc.string({ maxLength: 60 }).map((s) => `{not json ${s}`),
    fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })),
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !keys.includes(k) && k !== '__proto__'),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([k, v]) => ({ ...valid, [k]: v })),
    fc.constantFrom(...required).map((k) => {
      const { [k]: _, ...rest } = valid;
      return rest;
    }),
    fc.tuple(fc.constantFrom(...keys), wrong).map(([k, v]) => ({ ...valid, [k]: v })),
  );
}

describe.each(databasesUnderTest())(
  'the schedule step on $name (issue 11; §2 X, §3 Appointment, §7)',
  (database) => {
    let server: TestServer;
    let quote: WireQuote;

    beforeAll(async () => {
      server = await testServer(database);
      const { body } = await server.json<{ quote: WireQuote | null }>(
        'POST',
        '/api/quotes/add',
        quoteForm({ EmailAddress: 'schedule@example.com' }),
      );
      if (!body.quote) throw new Error('no quote kept');
      quote = body.quote;
    }, 120_000);
    afterAll(() => server.close());

    const availability = (ref: string, end: 'origin' | 'destination', body: unknown) =>
      server.json<{
        success: boolean;
        originAvailability?: Slot[];
        destinationAvailability?: Slot[];
        errors?: string[];
      }>('POST', `/api/appointments/${ref}/${end}/availability`, body);

    it('the move dates call answers SpotDate, PickupDate, DeliveryDate and DeliveryDateMax from the stations’ service days and holidays (§7)', async () => {
      const { status, body } = await server.json('POST', '/api/moves/move-dates', validMoveDates);
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        SpotDate: '2026-12-04',
        PickupDate: '2026-12-09',
        DeliveryDate: '2026-12-17',
        DeliveryDateMax: '2026-12-21',
      });
      const closed = await server.json('POST', '/api/moves/move-dates', {
        ...validMoveDates,
        OriginServiceDays: [2, 4],
      });
      // Tuesday and Thursday only: 3 loading days from Tue 12-08 are 12-10, 12-15, 12-17.
      expect(closed.body).toMatchObject({ SpotDate: '2026-12-08', PickupDate: '2026-12-17' });
    });

    it("lists the origin's drop-off dates, each bookable or with its reason: weekend, holiday, cut-off, no capacity (InvalidCapacityUnserviceableDate)", async () => {
      const { status, body } = await server.json<SpotDatesAnswer>(
        'GET',
        `/api/moves/${quote.QuoteIdEncrypted}/spot-dates?from=2026-11-20&to=2027-01-08`,
      );
      expect(status).toBe(200);
      expect(body.StationCentralTimeDifference).toBe(1);
      expect(body.NextDaySpotAllowed).toBe(true);
      const day = (d: string) => body.spotDates.find((s) => s.SpotDate === d);
      expect(day('2026-11-20')).toMatchObject({ Bookable: false, Reason: SpotDateReason.SpotDateIsPast });
      expect(day('2026-11-21')).toMatchObject({ Bookable: false, Reason: SpotDateReason.Weekend });
      expect(day('2026-11-23')).toMatchObject({ Bookable: true, Reason: null, Message: null });
      expect(day('2026-12-31')).toMatchObject({
        Bookable: false,
        Reason: 'InvalidCapacityUnserviceableDate',
        Message: SPOT_DATE_REASON_MESSAGES.InvalidCapacityUnserviceableDate,
      });
      expect(body.NextAvailableMoveDate).toBe(body.spotDates.find((s) => s.Bookable)?.SpotDate);
      for (const d of body.spotDates.filter((s) => !s.Bookable)) expect(d.Message).toMatch(/\w/);
    });

    it('refuses the day after today once 2 p.m. has passed at the station (PastCutoff)', async () => {
      const late = await testServer(database);
      try {
        // Monday 2026-11-23 13:30 Central = 14:30 in New York: Tuesday is past the cut-off, Wednesday is not.
        late.clock.advance(Date.parse('2026-11-23T19:30:00Z') - late.clock.nowMs());
        const { body: made } = await late.json<{ quote: WireQuote | null }>(
          'POST',
          '/api/quotes/add',
          quoteForm({ EmailAddress: 'late@example.com' }),
        );
        const { body } = await late.json<SpotDatesAnswer>(
          'GET',
          `/api/moves/${made.quote?.QuoteIdEncrypted}/spot-dates?from=2026-11-23&to=2026-11-25`,
        );
        expect(body.NextDaySpotAllowed).toBe(false);
        expect(body.spotDates.map((d) => d.Reason)).toEqual(['PastCutoff', 'PastCutoff', null]);
      } finally {
        await late.close();
      }
    });

    it('answers the windows with rates in dollars and times as 4 digits; a booked-out window is not offered (§3 Appointment)', async () => {
      const { status, body } = await availability(quote.QuoteIdEncrypted, 'origin', {
        apptObj: { Date: '2026-12-08' },
      });
      expect(status).toBe(200);
      const slots = body.originAvailability ?? [];
      expect(slots.slice(0, 2).map((s) => [s.AppointmentWindow, s.Rate])).toEqual([
        [AppointmentWindow.Unspecified, 0],
        [AppointmentWindow.Open, 0],
      ]);
      expect(slots.find((s) => s.AppointmentWindow === 'TwoHourWindow')?.Rate).toBe(29);
      expect(slots.find((s) => s.AppointmentWindow === 'OneHourWindow')?.Rate).toBe(49);
      for (const s of slots) expect(`${s.EarlyTime}${s.LateTime}`).toMatch(/^\d{8}$/);

      // Concurrent bookings of one slot never exceed its crews; then the slot is no longer offered.
      const book = new PgAppointmentBook(server.server.database.db);
      const station = (
        await server.json<SpotDatesAnswer>(
          'GET',
          `/api/moves/${quote.QuoteIdEncrypted}/spot-dates?from=2026-12-08&to=2026-12-08`,
        )
      ).body.StationCode;
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          book.book(
            {
              quoteId: 9_000_000 + i,
              stationCode: station,
              date: isoDate('2026-12-08'),
              end: 'origin',
              window: 'TwoHourWindow',
              EarlyTime: '1000',
              LateTime: '1200',
            },
            '2026-11-21T15:00:00.000Z',
          ),
        ),
      );
      expect(results.filter((r) => r.isOk())).toHaveLength(CREWS_PER_SLOT);
      const after = (
        await availability(quote.QuoteIdEncrypted, 'origin', { apptObj: { Date: '2026-12-08' } })
      ).body.originAvailability;
      expect(
        after?.find((s) => s.AppointmentWindow === 'TwoHourWindow' && s.EarlyTime === '1000')?.Available,
      ).toBe(false);
      expect(after?.filter((s) => !s.Available)).toHaveLength(1);
      // The destination station's windows are its own.
      const dest = await availability(quote.QuoteIdEncrypted, 'destination', {
        apptObj: { Date: '2026-12-08' },
      });
      expect(dest.body.destinationAvailability?.every((s) => s.Available)).toBe(true);
    });

    it('answers 404 for a reference nobody may open, and for a bare quote number to a visitor (customers see only their own)', async () => {
      expect((await availability('not-a-token', 'origin', { apptObj: { Date: '2026-12-08' } })).status).toBe(
        404,
      );
      expect(
        (await availability(String(quote.QuoteId), 'origin', { apptObj: { Date: '2026-12-08' } })).status,
      ).toBe(404);
      expect(
        (await server.json('GET', `/api/moves/${quote.QuoteId}/spot-dates?from=2026-12-01&to=2026-12-02`))
          .status,
      ).toBe(404);
    });

    it(`fuzz: ${FUZZ_RUNS} malformed requests per endpoint never answer 5xx, only 400 with 'field - message' lines`, async () => {
      const check = async (status: number, body: { errors?: string[] }) => {
        expect(status).toBe(400);
        expect(body.errors?.length).toBeGreaterThan(0);
        for (const line of body.errors ?? []) expect(line).toMatch(LINE);
      };
      await fc.assert(
        fc.asyncProperty(
          malformedBody(validMoveDates, ['SpotDate', 'MoveType', 'TransTime']),
          async (body) => {
            const { status, body: answer } = await server.json<{ errors?: string[] }>(
              'POST',
              '/api/moves/move-dates',
              body,
            );
            await check(status, answer);
          },
        ),
        { numRuns: FUZZ_RUNS },
      );
      for (const end of ['origin', 'destination'] as const) {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              malformedBody({ apptObj: { Date: '2026-12-08' } }, ['apptObj']),
              malformedBody({ Date: '2026-12-08' }, ['Date']).map((apptObj) => ({ apptObj })),
            ),
            async (body) => {
              const { status, body: answer } = await availability(quote.QuoteIdEncrypted, end, body);
              await check(status, answer);
            },
          ),
          { numRuns: FUZZ_RUNS },
        );
      }
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.record({ from: fc.string({ maxLength: 12 }), to: fc.string({ maxLength: 12 }) }),
            fc.record({
              from: fc.constant('2026-12-01'),
              to: fc.constantFrom('2026-11-30', '2027-06-01', '2026-02-30'),
            }),
            fc.record({
              from: fc.constant('2026-12-01'),
              to: fc.constant('2026-12-02'),
              extra: fc.string({ maxLength: 5 }),
            }),
            fc.record({ from: fc.constant('2026-12-01') }),
          ),
          async (query) => {
            const search = new URLSearchParams(query as Record<string, string>).toString();
            const { status, body } = await server.json<{ errors?: string[] }>(
              'GET',
              `/api/moves/${quote.QuoteIdEncrypted}/spot-dates?${search}`,
            );
            await check(status, body);
          },
        ),
        { numRuns: FUZZ_RUNS },
      );
    }, 300_000);
  },
);
