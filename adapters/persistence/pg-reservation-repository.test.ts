import { randomUUID } from 'node:crypto';
import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RebookDecision,
  ReserveAttempt,
  ReserveDecision,
} from '../../application/ports/reservation-repository';
import { isoDate } from '../../domain/calendar/iso-date';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { Quote } from '../../domain/quote/types';
import { CREWS_PER_SLOT } from '../../domain/reservation/appointment-windows';
import { APPOINTMENT_UNAVAILABLE, refused } from '../../domain/reservation/reserve';
import { databasesUnderTest, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgAppointmentBook } from './pg-appointment-book';
import { PgQuoteRepository } from './pg-quote-repository';
import { PgReservationRepository } from './pg-reservation-repository';
import { PgUserRepository } from './pg-user-repository';

const AT = '2026-11-25T15:00:00.000Z';
const DATE = isoDate('2026-12-07');
const LATER = isoDate('2026-12-09');

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'the reserve transaction on $name (§4 Reserve, issue 11)',
  (underTest) => {
    let database: Database;
    let repository: PgReservationRepository;
    let userId: number;
    let station = 0;

    beforeAll(async () => {
      database = await underTest.open();
      repository = new PgReservationRepository(database.db);
      const user = await new PgUserRepository(database.db).create(
        {
          email: 'reserver@example.com',
          role: 'customer',
          passwordHash: 'not-a-real-hash',
          firstName: '',
          lastName: '',
          phoneNumber: '',
        },
        AT,
      );
      userId = user._unsafeUnwrap().id;
    }, 120_000);
    afterAll(() => database.close());

    async function storedQuote(): Promise<Quote> {
      return (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap();
    }

    /** A booking decision at its own station (so each test counts only its own bookings). */
    function booking(quote: Quote, over: Partial<Extract<ReserveDecision, { kind: 'book' }>> = {}) {
      const stationCode = `T${++station}`;
      const decision: Extract<ReserveDecision, { kind: 'book' }> = {
        kind: 'book',
        quote: { ...quote, Status: 'Reserved' } as Quote,
        station: stationCode,
        date: DATE,
        dailyLimit: 25,
        answer: (saved) => ({ booked: true, quote: saved }),
        fullAnswer: refused('InvalidCapacityUnserviceableDate', quote),
        appointment: {
          quoteId: quote.QuoteId,
          stationCode,
          date: DATE,
          end: 'origin',
          window: 'TwoHourWindow',
          EarlyTime: '0800',
          LateTime: '1000',
        },
        slotTakenAnswer: refused(APPOINTMENT_UNAVAILABLE, quote),
        ...over,
      };
      return decision;
    }

    function attempt(quote: Quote, decision: ReserveDecision, key = randomUUID()): ReserveAttempt {
      return {
        quoteId: quote.QuoteId,
        userId,
        idempotencyKey: key,
        requestHash: 'h1',
        at: AT,
        decide: () => decision,
      };
    }

    async function rows(quoteId: number) {
      const db = database.db;
      const [quote, reservations, changes, slots] = await Promise.all([
        db.selectFrom('quotes').select('revision').where('id', '=', quoteId).executeTakeFirstOrThrow(),
        db.selectFrom('reservations').selectAll().where('quote_id', '=', quoteId).execute(),
        db.selectFrom('quote_changes').select('reason').where('quote_id', '=', quoteId).execute(),
        db.selectFrom('appointment_bookings').selectAll().where('quote_id', '=', quoteId).execute(),
      ]);
      return { revision: quote.revision, reservations, changes, slots };
    }

    it('a booking writes the quote at Revision + 1, its change, its reservation, its window and the kept answer', async () => {
      const quote = await storedQuote();
      const key = randomUUID();
      const outcome = (await repository.reserve(attempt(quote, booking(quote), key)))._unsafeUnwrap();
      expect(outcome).toMatchObject({ kind: 'answered', replayed: false, answer: { booked: true } });
      const after = await rows(quote.QuoteId);
      expect(after.revision).toBe(quote.Revision + 1);
      expect(after.reservations).toHaveLength(1);
      expect(after.changes.map((c) => c.reason)).toContain('Reserved');
      expect(after.slots).toHaveLength(1);
      const again = (await repository.reserve(attempt(quote, booking(quote), key)))._unsafeUnwrap();
      expect(again).toEqual({ ...outcome, replayed: true });
    });

    it("a full date answers the decision's fullAnswer and writes nothing but the kept answer", async () => {
      const quote = await storedQuote();
      const outcome = await repository.reserve(attempt(quote, booking(quote, { dailyLimit: 0 })));
      expect(outcome._unsafeUnwrap()).toMatchObject({
        answer: { booked: false, error: 'InvalidCapacityUnserviceableDate' },
      });
      expect(await rows(quote.QuoteId)).toMatchObject({
        revision: quote.Revision,
        reservations: [],
        slots: [],
      });
    });

    it('a window booked out by other quotes answers slotTakenAnswer and writes nothing', async () => {
      const quote = await storedQuote();
      const decision = booking(quote);
      const book = new PgAppointmentBook(database.db);
      for (let other = 0; other < CREWS_PER_SLOT; other++) {
        const appointment = decision.appointment;
        if (!appointment) throw new Error('the decision has a window');
        await book.book({ ...appointment, quoteId: 900_000 + station * 10 + other }, AT);
      }
      const outcome = await repository.reserve(attempt(quote, decision));
      expect(outcome._unsafeUnwrap()).toMatchObject({
        answer: { booked: false, error: APPOINTMENT_UNAVAILABLE },
      });
      expect(await rows(quote.QuoteId)).toMatchObject({
        revision: quote.Revision,
        reservations: [],
        slots: [],
      });
    });

    it('a cancelled move releases its date and window: the last place is bookable again, and releasing twice changes nothing (issue 12 Cancellation)', async () => {
      const first = await storedQuote();
      const decision = booking(first, { dailyLimit: 1 });
      const appointment = decision.appointment;
      if (!appointment) throw new Error('the decision has a window');
      expect((await repository.reserve(attempt(first, decision)))._unsafeUnwrap()).toMatchObject({
        answer: { booked: true },
      });
      // Fill the window's other crews, so that the first move's place is the last one.
      const book = new PgAppointmentBook(database.db);
      for (let other = 1; other < CREWS_PER_SLOT; other++) {
        await book.book({ ...appointment, quoteId: 800_000 + station * 10 + other }, AT);
      }
      const second = await storedQuote();
      const sameDay = { ...decision, quote: { ...second, Status: 'Reserved' } as Quote };
      const secondAppointment = { ...appointment, quoteId: second.QuoteId };
      const full = await repository.reserve(attempt(second, { ...sameDay, appointment: secondAppointment }));
      expect(full._unsafeUnwrap()).toMatchObject({ answer: { error: 'InvalidCapacityUnserviceableDate' } });
      expect(await repository.bookedOn(decision.station, DATE)).toEqual(ok(1));

      expect(await repository.releaseCapacity(first.QuoteId, AT)).toEqual(ok(undefined));
      expect(await repository.releaseCapacity(first.QuoteId, '2026-12-01T00:00:00.000Z')).toEqual(
        ok(undefined),
      );
      const released = await rows(first.QuoteId);
      expect(released.reservations.map((r) => r.released_at)).toHaveLength(1);
      expect(released.reservations[0]?.released_at).not.toBeNull();
      expect(new Date(released.slots[0]?.released_at ?? 0).toISOString()).toBe(AT);
      expect(await repository.bookedOn(decision.station, DATE)).toEqual(ok(0));

      const booked = await repository.reserve(
        attempt(second, { ...sameDay, appointment: secondAppointment }),
      );
      expect(booked._unsafeUnwrap()).toMatchObject({ answer: { booked: true } });
    });

    it('a refusal is kept under its key, and the same key with another request is refused', async () => {
      const quote = await storedQuote();
      const key = randomUUID();
      const refusal: ReserveDecision = { kind: 'refuse', answer: refused('PaymentError', quote) };
      expect((await repository.reserve(attempt(quote, refusal, key)))._unsafeUnwrap()).toMatchObject({
        replayed: false,
        answer: { booked: false, error: 'PaymentError' },
      });
      const replay = (await repository.reserve(attempt(quote, booking(quote), key)))._unsafeUnwrap();
      expect(replay).toMatchObject({ replayed: true, answer: { booked: false, error: 'PaymentError' } });
      const other = await repository.reserve({ ...attempt(quote, booking(quote), key), requestHash: 'h2' });
      expect(other._unsafeUnwrap()).toEqual({ kind: 'keyReused' });
      expect((await rows(quote.QuoteId)).reservations).toEqual([]);
    });

    /** A move booked by `reserve` at its own station, for rebooking (issue 13). */
    async function bookedHere() {
      const quote = await storedQuote();
      const decision = booking(quote);
      (await repository.reserve(attempt(quote, decision)))._unsafeUnwrap();
      return { quote: { ...quote, Revision: quote.Revision + 1 }, decision };
    }

    type Answer = { saved: boolean; revision: number };
    function rebooking(
      decision: Extract<ReserveDecision, { kind: 'book' }>,
      over: Partial<Extract<RebookDecision<Answer>, { kind: 'save' }>> = {},
    ): RebookDecision<Answer> {
      return {
        kind: 'save',
        quote: decision.quote,
        note: { by: null, reason: 'Move edited: SpotDate' },
        station: decision.station,
        date: LATER,
        dailyLimit: 25,
        appointment: decision.appointment && {
          ...decision.appointment,
          date: LATER,
          EarlyTime: '1000',
          LateTime: '1200',
        },
        answer: (saved) => ({ saved: true, revision: saved.Revision }),
        fullAnswer: { saved: false, revision: 0 },
        slotTakenAnswer: { saved: false, revision: -1 },
        ...over,
      };
    }

    it('a rebooking (issue 13) saves the quote at Revision + 1 with its note, moves the reservation to its new date and the window with it', async () => {
      const { quote, decision } = await bookedHere();
      const answer = await repository.rebook<Answer>({
        quoteId: quote.QuoteId,
        at: AT,
        decide: (current) => {
          expect(current.Revision).toBe(quote.Revision);
          return rebooking(decision);
        },
      });
      expect(answer._unsafeUnwrap()).toEqual({ saved: true, revision: quote.Revision + 1 });
      const after = await rows(quote.QuoteId);
      expect(after.revision).toBe(quote.Revision + 1);
      expect(after.changes.map((c) => c.reason)).toContain('Move edited: SpotDate');
      expect(after.reservations.map((r) => new Date(r.spot_date).toISOString().slice(0, 10))).toEqual([
        LATER,
      ]);
      expect(after.slots.map((s) => [s.early_time, s.released_at])).toEqual([['1000', null]]);
      // The old date's place is given back: it counts no booking any more.
      expect((await repository.bookedOn(decision.station, DATE))._unsafeUnwrap()).toBe(0);
      expect((await repository.bookedOn(decision.station, LATER))._unsafeUnwrap()).toBe(1);
    });

    it("a rebooking to a full date or a booked-out window answers the decision's refusal and writes nothing; no paid window releases the old one", async () => {
      const { quote, decision } = await bookedHere();
      const rebook = (d: RebookDecision<Answer>) =>
        repository.rebook<Answer>({ quoteId: quote.QuoteId, at: AT, decide: () => d });
      expect((await rebook(rebooking(decision, { dailyLimit: 0 })))._unsafeUnwrap()).toEqual({
        saved: false,
        revision: 0,
      });
      const taken = rebooking(decision);
      if (taken.kind !== 'save' || !taken.appointment) throw new Error('a window to take');
      for (let other = 0; other < CREWS_PER_SLOT; other++) {
        await new PgAppointmentBook(database.db).book(
          { ...taken.appointment, quoteId: 800_000 + station * 10 + other },
          AT,
        );
      }
      expect((await rebook(taken))._unsafeUnwrap()).toEqual({ saved: false, revision: -1 });
      expect((await rows(quote.QuoteId)).revision).toBe(quote.Revision);
      expect((await rebook(rebooking(decision, { appointment: null })))._unsafeUnwrap()).toMatchObject({
        saved: true,
      });
      expect((await rows(quote.QuoteId)).slots.map((s) => s.released_at === null)).toEqual([false]);
    });

    it('a refused rebooking writes nothing', async () => {
      const { quote } = await bookedHere();
      const answer = await repository.rebook<Answer>({
        quoteId: quote.QuoteId,
        at: AT,
        decide: () => ({ kind: 'refuse', answer: { saved: false, revision: 7 } }),
      });
      expect(answer._unsafeUnwrap()).toEqual({ saved: false, revision: 7 });
      expect((await rows(quote.QuoteId)).revision).toBe(quote.Revision);
    });
  },
);
