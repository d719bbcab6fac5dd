import { type Kysely, type QueryCreator, sql, type Transaction } from 'kysely';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { AppointmentBooking } from '../../application/ports/appointment-book';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type {
  ClaimOutcome,
  OwnedQuoteRead,
  ProgressEntry,
  RebookAttempt,
  RebookDecision,
  ReservationRepository,
  ReserveAttempt,
  ReserveDecision,
  ReserveOutcome,
  StoredAnswer,
} from '../../application/ports/reservation-repository';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { WebReservationFlag } from '../../domain/quote/enums';
import type { Quote } from '../../domain/quote/types';
import { isPaidWindow } from '../../domain/reservation/appointment-windows';
import type { ReservationDraft } from '../../domain/reservation/draft';
import { keptQuotesOf } from './kept-quotes';
import { PgAppointmentBook, slotBookings, slotLockId, upsertBooking } from './pg-appointment-book';
import { indexColumns, lockedQuoteRow, toQuote } from './pg-quote-documents';
import type { Schema } from './schema';
import { storage } from './storage';

/**
 * Reservations on PGlite or PostgreSQL (issue 11, migration 0009). The booking is one transaction: the
 * idempotency row first (a second request with the same key waits for the first and then reads its
 * answer), then the quote's row lock, the caller's decision, an advisory lock on the station and date
 * while their bookings are counted, and the writes.
 */
export class PgReservationRepository implements ReservationRepository {
  private readonly db: Kysely<Schema>;
  private readonly appointments: PgAppointmentBook;

  constructor(db: Kysely<Schema>) {
    this.db = db;
    this.appointments = new PgAppointmentBook(db);
  }

  claim(quoteId: number, userId: number): ResultAsync<ClaimOutcome, RepositoryError> {
    return this.changing([quoteId], () =>
      storage(async () => {
        const taken = await this.db
          .updateTable('quotes')
          .set({ owner_user_id: userId })
          .where('id', '=', quoteId)
          .where('owner_user_id', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (taken) return 'claimed';
        const row = await this.db
          .selectFrom('quotes')
          .select('owner_user_id')
          .where('id', '=', quoteId)
          .executeTakeFirst();
        if (row === undefined) return 'missing';
        return Number(row.owner_user_id) === userId ? 'mine' : 'taken';
      }),
    );
  }

  ownerOf(quoteId: number): ResultAsync<number | null, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('quotes')
        .select('owner_user_id')
        .where('id', '=', quoteId)
        .executeTakeFirst();
      return row?.owner_user_id == null ? null : Number(row.owner_user_id);
    });
  }

  findDraft(quoteId: number, userId: number): ResultAsync<ReservationDraft | null, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('reservation_drafts')
        .select('document')
        .where('quote_id', '=', quoteId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row === undefined ? null : (JSON.parse(row.document) as ReservationDraft);
    });
  }

  saveDraft(draft: ReservationDraft, userId: number): ResultAsync<ReservationDraft, RepositoryError> {
    return storage(async () => {
      await this.db
        .insertInto('reservation_drafts')
        .values({
          quote_id: draft.QuoteId,
          user_id: userId,
          document: JSON.stringify(draft),
          updated_at: draft.UpdatedAt,
        })
        .onConflict((oc) =>
          oc
            .column('quote_id')
            .doUpdateSet({
              document: JSON.stringify(draft),
              updated_at: draft.UpdatedAt,
            })
            .where('reservation_drafts.user_id', '=', userId),
        )
        .execute();
      return draft;
    });
  }

  ownedQuotes(userId: number): ResultAsync<OwnedQuoteRead[], RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('quotes')
        .leftJoin('reservations', 'reservations.quote_id', 'quotes.id')
        .select(['quotes.id as id', 'reservations.reserved_at as reservedAt', 'quotes.document as document'])
        .where('quotes.owner_user_id', '=', userId)
        .orderBy('quotes.id', 'desc')
        .limit(100)
        .execute();
      return rows.map((r) => {
        const quote = toQuote(r.document);
        const d = quote.Details;
        const city = (place: { City?: string; State?: string } | undefined) =>
          place?.City ? `${place.City}, ${place.State ?? ''}`.replace(/, $/, '') : null;
        return {
          QuoteId: Number(r.id),
          Reserved: r.reservedAt !== null,
          ReservedAt: r.reservedAt === null ? null : new Date(r.reservedAt).toISOString(),
          OriginCity: city(d?.Origin),
          DestinationCity: city(d?.Destination),
          SpotDate: r.reservedAt === null ? null : (d?.Reservation?.MoveDate ?? d?.SpotDate ?? null),
          Cancelled: d?.WebReservationFlag === WebReservationFlag.Cancelled,
          quote,
        };
      });
    });
  }

  bookedOn(station: string, date: IsoDate): ResultAsync<number, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('origin_station', '=', station)
        .where('spot_date', '=', date)
        .where('released_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    });
  }

  releaseCapacity(quoteId: number, at: string): ResultAsync<void, RepositoryError> {
    return storage(async () => {
      await this.db.transaction().execute(async (trx) => {
        // The move's date capacity and its appointment slot are given back together.
        for (const table of ['reservations', 'appointment_bookings'] as const) {
          await trx
            .updateTable(table)
            .set({ released_at: at })
            .where('quote_id', '=', quoteId)
            .where('released_at', 'is', null)
            .execute();
        }
      });
    });
  }

  logProgress(entry: ProgressEntry): ResultAsync<void, RepositoryError> {
    return storage(async () => {
      await this.db
        .insertInto('reservation_progress')
        .values({
          quote_id: entry.quoteId,
          user_id: entry.userId,
          section: entry.section,
          revision: entry.revision,
          detail: JSON.stringify(entry.detail),
          logged_at: entry.loggedAt,
        })
        .execute();
    });
  }

  reserve(attempt: ReserveAttempt): ResultAsync<ReserveOutcome, RepositoryError> {
    // A retry of a finished request is answered from its stored answer, without a write transaction.
    return this.storedAnswer(attempt).andThen((stored) => (stored ? okAsync(stored) : this.book(attempt)));
  }

  /** The stored outcome of this key, when its first request has finished; null otherwise. */
  private storedAnswer(attempt: ReserveAttempt): ResultAsync<ReserveOutcome | null, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('reserve_requests')
        .select(['request_hash', 'answer'])
        .where('user_id', '=', attempt.userId)
        .where('idempotency_key', '=', attempt.idempotencyKey)
        .executeTakeFirst();
      if (row === undefined || row.answer === null) return null;
      if (row.request_hash !== attempt.requestHash) return { kind: 'keyReused' } as const;
      return { kind: 'answered', answer: JSON.parse(row.answer) as StoredAnswer, replayed: true } as const;
    });
  }

  /**
   * The booking transaction, in six statements (begin, claim and read, locks, counts, writes, commit): on
   * PGlite, which has one connection, every statement of a booking delays every other request, so the
   * statements are merged with data-modifying CTEs (docs/performance.md "Reservation (issue 11)").
   */
  private book(attempt: ReserveAttempt): ResultAsync<ReserveOutcome, RepositoryError> {
    return this.changing([attempt.quoteId], () =>
      storage(() =>
        this.db.transaction().execute(async (trx): Promise<ReserveOutcome> => {
          // The idempotency row, the quote's row lock and the draft, in one statement. A second request
          // with this key waits in the insert for the first to finish and then claims nothing.
          const row = await trx
            .with('claim', (db) =>
              db
                .insertInto('reserve_requests')
                .values({
                  user_id: attempt.userId,
                  idempotency_key: attempt.idempotencyKey,
                  request_hash: attempt.requestHash,
                  answer: null,
                  created_at: attempt.at,
                })
                .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
                .returning('request_hash'),
            )
            .selectFrom('quotes')
            .select((eb) => [
              'quotes.revision',
              'quotes.document',
              eb.selectFrom('claim').select('claim.request_hash').as('claimed'),
              eb
                .selectFrom('reservation_drafts')
                .select('reservation_drafts.document')
                .where('reservation_drafts.quote_id', '=', attempt.quoteId)
                .where('reservation_drafts.user_id', '=', attempt.userId)
                .as('draft'),
            ])
            .where('quotes.id', '=', attempt.quoteId)
            .forUpdate('quotes')
            .executeTakeFirst();
          if (row === undefined) throw new Error(`quote ${attempt.quoteId} vanished while reserving`);
          if (row.claimed === null) {
            // The first request with this key has finished (the insert waited for it): answer it again.
            const stored = await trx
              .selectFrom('reserve_requests')
              .select(['request_hash', 'answer'])
              .where('user_id', '=', attempt.userId)
              .where('idempotency_key', '=', attempt.idempotencyKey)
              .executeTakeFirstOrThrow();
            if (stored.request_hash !== attempt.requestHash || stored.answer === null) {
              return { kind: 'keyReused' };
            }
            return { kind: 'answered', answer: JSON.parse(stored.answer) as StoredAnswer, replayed: true };
          }
          const current: Quote = {
            ...toQuote(row.document),
            QuoteId: attempt.quoteId,
            Revision: row.revision,
          };
          const draft = row.draft === null ? null : (JSON.parse(row.draft) as ReservationDraft);
          const decision = attempt.decide(current, draft);
          const answer =
            decision.kind === 'refuse'
              ? await keepAnswer(trx, attempt, decision.answer).then(() => decision.answer)
              : await this.write(trx, attempt, current, decision);
          return { kind: 'answered', answer, replayed: false };
        }),
      ),
    );
  }

  /**
   * A booking decision inside the reserve transaction: the station-and-date lock (and the slot's lock,
   * taken after it), both counts in one statement, then every write and the kept answer in one statement. A full date or a
   * booked-out window writes nothing and answers the decision's refusal.
   */
  private async write(
    trx: Transaction<Schema>,
    attempt: ReserveAttempt,
    current: Quote,
    decision: Extract<ReserveDecision, { kind: 'book' }>,
  ): Promise<StoredAnswer> {
    const appointment = decision.appointment;
    const place = await this.holdPlace(trx, attempt.quoteId, decision);
    const refusal =
      place === 'full' ? decision.fullAnswer : place === 'slotTaken' ? decision.slotTakenAnswer : null;
    if (refusal) {
      await keepAnswer(trx, attempt, refusal);
      return refusal;
    }
    const next: Quote = { ...decision.quote, QuoteId: attempt.quoteId, Revision: current.Revision + 1 };
    let writes = savedWithChange(trx, {
      quoteId: attempt.quoteId,
      from: current.Revision,
      next,
      at: attempt.at,
      by: null,
      reason: 'Reserved',
    });
    if (appointment)
      writes = writes.with('slot', (db) => upsertBooking(db, appointment, attempt.at).returning('quote_id'));
    const answer = decision.answer(next);
    await keepAnswer(
      writes.with('reservation', (db) =>
        db
          .insertInto('reservations')
          .values({
            quote_id: attempt.quoteId,
            user_id: attempt.userId,
            origin_station: decision.station,
            spot_date: decision.date,
            reserved_at: attempt.at,
          })
          .returning('quote_id'),
      ),
      attempt,
      answer,
    );
    return answer;
  }

  /**
   * The booking's capacity check, shared by booking and rebooking (issue 13): the station-and-date lock
   * (and the slot's lock, taken after it), then both counts in one statement, other moves only. Answers
   * what is out of room, or null when the place can be taken; the locks are held until the transaction ends.
   */
  private async holdPlace(
    trx: Transaction<Schema>,
    quoteId: number,
    place: { station: string; date: IsoDate; dailyLimit: number; appointment: AppointmentBooking | null },
  ): Promise<'full' | 'slotTaken' | null> {
    const appointment = place.appointment;
    const dayLock = sql`pg_advisory_xact_lock(hashtext(${`reserve:${place.station}:${place.date}`}))`;
    // Target-list expressions run left to right: the day's lock first, as every booking takes them.
    await (appointment
      ? sql`select ${dayLock}, pg_advisory_xact_lock(${slotLockId(appointment)}::bigint)`
      : sql`select ${dayLock}`
    ).execute(trx);
    const counts = await trx
      .selectNoFrom(() => [
        trx
          .selectFrom('reservations')
          .select((c) => c.fn.countAll<string>().as('n'))
          .where('origin_station', '=', place.station)
          .where('spot_date', '=', place.date)
          .where('quote_id', '<>', quoteId)
          .where('released_at', 'is', null)
          .as('day'),
        appointment && isPaidWindow(appointment.window)
          ? slotBookings(trx, appointment).as('slot')
          : sql<string>`0`.as('slot'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(counts.day ?? 0) >= place.dailyLimit) return 'full';
    if (appointment && Number(counts.slot ?? 0) >= this.appointments.crewsPerSlot) return 'slotTaken';
    return null;
  }

  rebook<A>(attempt: RebookAttempt<A>): ResultAsync<A, RepositoryError> {
    return this.changing([attempt.quoteId], () =>
      storage(() =>
        this.db.transaction().execute(async (trx): Promise<A> => {
          const row = await lockedQuoteRow(trx, attempt.quoteId);
          if (row === undefined) throw new Error(`quote ${attempt.quoteId} vanished while changing it`);
          const current: Quote = {
            ...toQuote(row.document),
            QuoteId: attempt.quoteId,
            Revision: row.revision,
          };
          const decision = attempt.decide(current);
          if (decision.kind === 'refuse') return decision.answer;
          return this.saveRebooked(trx, attempt, current, decision);
        }),
      ),
    );
  }

  /** The writes of a rebooking, after its place was held (nothing is written when it was not). */
  private async saveRebooked<A>(
    trx: Transaction<Schema>,
    attempt: RebookAttempt<A>,
    current: Quote,
    decision: Extract<RebookDecision<A>, { kind: 'save' }>,
  ): Promise<A> {
    const place = await this.holdPlace(trx, attempt.quoteId, decision);
    if (place === 'full') return decision.fullAnswer;
    if (place === 'slotTaken') return decision.slotTakenAnswer;
    const next: Quote = { ...decision.quote, QuoteId: attempt.quoteId, Revision: current.Revision + 1 };
    const appointment = decision.appointment;
    let writes = savedWithChange(trx, {
      quoteId: attempt.quoteId,
      from: current.Revision,
      next,
      at: attempt.at,
      by: decision.note.by,
      reason: decision.note.reason,
    }).with('reservation', (db) =>
      db
        .updateTable('reservations')
        .set({ origin_station: decision.station, spot_date: decision.date })
        .where('quote_id', '=', attempt.quoteId)
        .returning('quote_id'),
    );
    writes = appointment
      ? writes.with('slot', (db) => upsertBooking(db, appointment, attempt.at).returning('quote_id'))
      : writes.with('slot', (db) =>
          db
            .updateTable('appointment_bookings')
            .set({ released_at: attempt.at })
            .where('quote_id', '=', attempt.quoteId)
            .where('move_end', '=', 'origin')
            .where('released_at', 'is', null)
            .returning('quote_id'),
        );
    await writes.selectNoFrom((eb) => eb.lit(1).as('done')).execute();
    return decision.answer(next);
  }

  private changing<T>(
    ids: readonly number[],
    work: () => ResultAsync<T, RepositoryError>,
  ): ResultAsync<T, RepositoryError> {
    const kept = keptQuotesOf(this.db);
    return kept ? kept.change(ids, work) : work();
  }
}

/** Stores the answer under the request's idempotency key (with `db`'s CTEs, when it has some). */
async function keepAnswer(
  db: QueryCreator<Schema>,
  attempt: ReserveAttempt,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('reserve_requests')
    .set({ answer: JSON.stringify(answer) })
    .where('user_id', '=', attempt.userId)
    .where('idempotency_key', '=', attempt.idempotencyKey)
    .execute();
}

/**
 * The first two writes of a booking or a rebooking, as CTEs to go on with: the quote saved at its next
 * revision, and its change row (who and why).
 */
function savedWithChange(
  trx: Transaction<Schema>,
  save: { quoteId: number; from: number; next: Quote; at: string; by: string | null; reason: string },
) {
  return trx
    .with('quote', (db) =>
      db
        .updateTable('quotes')
        .set({
          revision: save.next.Revision,
          ...indexColumns(save.next),
          document: JSON.stringify(save.next),
          updated_at: save.at,
        })
        .where('id', '=', save.quoteId)
        .returning('id'),
    )
    .with('change', (db) =>
      db
        .insertInto('quote_changes')
        .values({
          quote_id: save.quoteId,
          from_revision: save.from,
          to_revision: save.next.Revision,
          changed_at: save.at,
          changed_by: save.by,
          reason: save.reason,
        })
        .returning('quote_id'),
    );
}
