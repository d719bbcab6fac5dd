import { type Selectable, sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { CalendarEntries } from '../../application/ports/calendar-entries';
import type { RepositoryError } from '../../application/ports/quote-repository';
import {
  type CalendarEntry,
  type CalendarVersion,
  calendarUid,
  type DateState,
  type Milestone,
} from '../../domain/shipment';
import { dateColumn, PgStore } from './pg-store';
import type { CalendarEntriesTable } from './schema-moves';
import { storage } from './storage';

/**
 * The calendar entries of each move's milestones in the calendar_entries table (migration 0023), on PGlite
 * or PostgreSQL. `write` is one `insert … on conflict do update … where … is distinct from …`: the row's
 * lock makes a second writer of the same change see the first one's row and change nothing, so SEQUENCE
 * goes up once per change whatever the number of instances.
 */
export class PgCalendarEntries extends PgStore implements CalendarEntries {
  entries(quoteId: number): ResultAsync<CalendarEntry[], RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('calendar_entries')
        .selectAll()
        .where('quote_id', '=', quoteId)
        .execute();
      return rows.map(entryOf);
    });
  }

  write(
    quoteId: number,
    milestone: Milestone,
    version: CalendarVersion,
    at: string,
  ): ResultAsync<CalendarEntry, RepositoryError> {
    return storage(async () => {
      const early = version.times?.EarlyTime ?? null;
      const late = version.times?.LateTime ?? null;
      const written = await sql<Selectable<CalendarEntriesTable>>`
        insert into calendar_entries as e
          (quote_id, milestone, uid, sequence, early, late, early_time, late_time, date_type, cancelled, written_at)
        values (${quoteId}, ${milestone}, ${calendarUid(quoteId, milestone)}, 0, ${version.Early}, ${version.Late},
          ${early}, ${late}, ${version.DateType}, ${version.cancelled}, ${at})
        on conflict (quote_id, milestone) do update set
          sequence = e.sequence + 1,
          early = excluded.early,
          late = excluded.late,
          early_time = excluded.early_time,
          late_time = excluded.late_time,
          date_type = excluded.date_type,
          cancelled = excluded.cancelled,
          written_at = excluded.written_at
        where (e.early, e.late, e.early_time, e.late_time, e.date_type, e.cancelled)
          is distinct from (excluded.early, excluded.late, excluded.early_time, excluded.late_time,
            excluded.date_type, excluded.cancelled)
        returning *`.execute(this.db);
      const row =
        written.rows[0] ??
        (await this.db
          .selectFrom('calendar_entries')
          .selectAll()
          .where('quote_id', '=', quoteId)
          .where('milestone', '=', milestone)
          .executeTakeFirstOrThrow());
      return entryOf(row);
    });
  }
}

/** A row as the domain's entry. Values were decided by the domain before they were written. */
function entryOf(row: Selectable<CalendarEntriesTable>): CalendarEntry {
  return {
    milestone: row.milestone as Milestone,
    uid: row.uid,
    sequence: Number(row.sequence),
    version: {
      Early: dateColumn(row.early),
      Late: dateColumn(row.late),
      times:
        row.early_time === null || row.late_time === null
          ? null
          : { EarlyTime: row.early_time, LateTime: row.late_time },
      DateType: row.date_type as DateState,
      cancelled: Boolean(row.cancelled),
    },
  };
}
