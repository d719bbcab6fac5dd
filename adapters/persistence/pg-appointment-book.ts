import { createHash } from 'node:crypto';
import { type Kysely, type QueryCreator, sql, type Transaction } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  AppointmentBook,
  AppointmentBooking,
  SlotBookedOut,
} from '../../application/ports/appointment-book';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { CREWS_PER_SLOT, isPaidWindow, slotKeyString } from '../../domain/reservation/appointment-windows';
import type { Schema } from './schema';
import { storage } from './storage';

/** The advisory lock of a slot: the first 8 bytes of the SHA-256 of its station, date, window and start. */
export function slotLockId(b: AppointmentBooking): string {
  return createHash('sha256')
    .update(`appointment:${b.stationCode}:${b.date}:${b.window}:${b.EarlyTime}`)
    .digest()
    .readBigInt64BE(0)
    .toString();
}

/** The bookings of other quotes in the slot of `booking`, as a subquery (count as n). */
export function slotBookings(db: QueryCreator<Schema>, booking: AppointmentBooking) {
  return db
    .selectFrom('appointment_bookings')
    .select((c) => c.fn.countAll<string>().as('n'))
    .where('station_code', '=', booking.stationCode)
    .where('date', '=', sql<string>`${booking.date}::date`)
    .where('appointment_window', '=', booking.window)
    .where('early_time', '=', booking.EarlyTime)
    .where('quote_id', '<>', booking.quoteId)
    .where('released_at', 'is', null);
}

/** Books `booking` for its quote and end of the move, replacing that end's earlier booking. */
export function upsertBooking(db: QueryCreator<Schema>, booking: AppointmentBooking, at: string) {
  const slot = {
    station_code: booking.stationCode,
    date: booking.date,
    appointment_window: booking.window,
    early_time: booking.EarlyTime,
    late_time: booking.LateTime,
    booked_at: at,
    released_at: null,
  };
  return db
    .insertInto('appointment_bookings')
    .values({ quote_id: booking.quoteId, move_end: booking.end, ...slot })
    .onConflict((oc) => oc.columns(['quote_id', 'move_end']).doUpdateSet(slot));
}

/**
 * AppointmentBook in the appointment_bookings table (migration 0011). `book` takes a transaction-scoped
 * advisory lock on the slot, counts the slot's bookings of other quotes, and inserts only below the crews
 * per slot, so concurrent bookings from any number of instances never exceed it.
 */
export class PgAppointmentBook implements AppointmentBook {
  private readonly db: Kysely<Schema>;
  readonly crewsPerSlot: number;

  constructor(db: Kysely<Schema>, crewsPerSlot: number = CREWS_PER_SLOT) {
    this.db = db;
    this.crewsPerSlot = crewsPerSlot;
  }

  bookedCounts(
    stationCode: string,
    date: IsoDate,
  ): ResultAsync<ReadonlyMap<string, number>, StorageUnavailable> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('appointment_bookings')
        .select(['appointment_window', 'early_time', (eb) => eb.fn.countAll<number>().as('n')])
        .where('station_code', '=', stationCode)
        .where('date', '=', sql<string>`${date}::date`)
        .where('released_at', 'is', null)
        .groupBy(['appointment_window', 'early_time'])
        .execute();
      return new Map(
        rows.map((row) => [
          slotKeyString({
            AppointmentWindow: row.appointment_window as AppointmentBooking['window'],
            EarlyTime: row.early_time,
          }),
          Number(row.n),
        ]),
      );
    });
  }

  book(booking: AppointmentBooking, at: string): ResultAsync<void, SlotBookedOut | StorageUnavailable> {
    return storage(() =>
      this.db.transaction().execute((trx) => this.bookInTransaction(trx, booking, at)),
    ).andThen((outcome) =>
      outcome === 'booked' ? okAsync(undefined) : errAsync<void, SlotBookedOut>({ kind: 'SlotBookedOut' }),
    );
  }

  /**
   * The booking inside a transaction the caller holds (the reserve transaction, issue 11): 'bookedOut'
   * changes nothing, and the caller should roll back whatever else it did. The slot lock is held until the
   * caller's transaction ends.
   */
  async bookInTransaction(
    trx: Transaction<Schema>,
    booking: AppointmentBooking,
    at: string,
  ): Promise<'booked' | 'bookedOut'> {
    await sql`select pg_advisory_xact_lock(${slotLockId(booking)}::bigint)`.execute(trx);
    if (isPaidWindow(booking.window)) {
      const row = await slotBookings(trx, booking).executeTakeFirst();
      if (Number(row?.n ?? 0) >= this.crewsPerSlot) return 'bookedOut';
    }
    await upsertBooking(trx, booking, at).execute();
    return 'booked';
  }
}
