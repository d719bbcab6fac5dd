import { type Kysely, sql } from 'kysely';
import type {
  InsertOutcome,
  InsertUnlessDuplicate,
  QuoteIndex,
  UnsavedQuote,
} from '../../application/ports/quote-repository';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';
import { advisoryLockId } from './advisory-lock';
import { indexColumns, toQuote } from './pg-quote-documents';
import type { Schema } from './schema';

interface PendingInsert {
  request: InsertUnlessDuplicate;
  resolve(outcome: InsertOutcome): void;
  reject(error: unknown): void;
}

/** The most quotes written by one statement. */
const MAX_BATCH = 500;

/** The text of a Dupe key (email, lane, move date), the same in every process. */
const dupeKeyText = (k: QuoteIndex) =>
  `${k.email.trim().toLowerCase()}|${k.originZip}|${k.destinationZip}|${k.moveDate}`;

/** The newest quote of a Dupe key: stored, or planned earlier in the batch (`slot` among its inserts). */
interface Recent {
  createdAtMs: number;
  quote: Quote;
  creator: string | null;
  slot?: number;
}

function storedAt(stored: readonly Quote[], slot: number): Quote {
  const quote = stored[slot];
  if (quote === undefined) throw new Error('the batch stored fewer quotes than it planned');
  return quote;
}

/** A batch's plan for one request: insert its quote, or answer the quote it duplicates. */
type Planned =
  | { kind: 'insert'; quote: UnsavedQuote; createdAt: string; creator: string | null; slot: number }
  | { kind: 'duplicate'; of: Quote | { slot: number }; creator: string | null };

/**
 * Group commit for new quotes. Inserts that arrive while a batch is being written wait and are written
 * together, in one multi-row INSERT: under load a commit carries many quotes (PGlite writes its files on
 * every commit), and a lone insert still goes out at once. Each quote takes its id from the sequence first,
 * so the stored document carries its own QuoteId; a failed batch rejects every insert in it.
 *
 * §4 Dupe (issue 9): a batch holding requests with a Dupe key runs in one transaction that first takes
 * a transaction-scoped advisory lock per key (in ascending order, so two batches never deadlock), then
 * reads the newest recent quote per key, decides each request in arrival order (a request sees the quotes
 * of earlier requests of the same batch), and inserts. Another instance's batch with the same key waits
 * for the lock and then reads the committed quote, so the check and the insert are one atomic step
 * across every process on the database.
 */
export class InsertBatcher {
  /**
   * Inserts waiting for the next batch of this process. Pending work only: nothing is decided from it
   * that another instance would need to see (the Dupe decision reads the database under its lock).
   */
  private queue: PendingInsert[] = [];
  private writing = false;

  private readonly db: Kysely<Schema>;

  constructor(db: Kysely<Schema>) {
    this.db = db;
  }

  add(request: InsertUnlessDuplicate): Promise<InsertOutcome> {
    return new Promise<InsertOutcome>((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const outcomes = batch.some((p) => p.request.key !== null)
            ? await this.db.transaction().execute((trx) => this.write(trx, batch))
            : await this.write(this.db, batch);
          batch.forEach((pending, i) => {
            const outcome = outcomes[i];
            if (outcome) pending.resolve(outcome);
            else pending.reject(new Error('the batch returned fewer quotes than it was given'));
          });
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(db: Kysely<Schema>, batch: readonly PendingInsert[]): Promise<InsertOutcome[]> {
    const recent = await this.lockAndReadRecent(db, batch);
    // Decide in arrival order; a quote planned earlier in the batch is the newest of its key.
    const plans: Planned[] = [];
    const inserts: Array<Extract<Planned, { kind: 'insert' }>> = [];
    for (const { request } of batch) {
      const key = request.key === null ? null : dupeKeyText(request.key);
      const known = key === null ? undefined : recent.get(key);
      const seen = known && known.createdAtMs >= Date.parse(request.since) ? known : null;
      const draft = request.decide(seen?.quote ?? null);
      if (draft === null) {
        if (seen === null) throw new Error('a quote was judged a duplicate with no recent quote');
        plans.push({
          kind: 'duplicate',
          of: seen.slot === undefined ? seen.quote : { slot: seen.slot },
          creator: seen.creator,
        });
        continue;
      }
      const plan = {
        kind: 'insert' as const,
        quote: draft,
        createdAt: request.createdAt,
        creator: request.creator,
        slot: inserts.length,
      };
      inserts.push(plan);
      plans.push(plan);
      // Its id is not drawn yet: later requests of the batch see it with QuoteId 0 (decide reads its
      // outcome), and are answered with the stored quote below.
      if (key !== null) {
        const provisional: Quote = { ...draft, QuoteId: 0, Revision: 1 };
        recent.set(key, {
          createdAtMs: Date.parse(request.createdAt),
          quote: provisional,
          creator: request.creator,
          slot: plan.slot,
        });
      }
    }
    const stored = await this.insertRows(db, inserts);
    return plans.map((plan): InsertOutcome => {
      if (plan.kind === 'insert') return { kind: 'inserted', quote: storedAt(stored, plan.slot) };
      const quote = 'slot' in plan.of ? storedAt(stored, plan.of.slot) : plan.of;
      return { kind: 'duplicate', quote, creator: plan.creator };
    });
  }

  /** Takes the advisory locks of the batch's Dupe keys and reads the newest recent quote of each. */
  private async lockAndReadRecent(
    db: Kysely<Schema>,
    batch: readonly PendingInsert[],
  ): Promise<Map<string, Recent>> {
    const recent = new Map<string, Recent>();
    const keyed = batch.flatMap((p) =>
      p.request.key === null ? [] : [{ key: p.request.key, since: p.request.since }],
    );
    if (keyed.length === 0) return recent;
    const locks = [...new Set(keyed.map((k) => advisoryLockId(dupeKeyText(k.key))))].sort((a, b) =>
      BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0,
    );
    await sql`select pg_advisory_xact_lock(v.id) from (values ${sql.join(
      locks.map((id) => sql`(${id}::bigint)`),
    )}) as v(id)`.execute(db);
    const since = keyed.map((k) => k.since).reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
    const keys = [...new Map(keyed.map((k) => [dupeKeyText(k.key), k.key])).values()];
    const rows = await sql<{ document: unknown; created_at: Date; created_by: string | null }>`
      select distinct on (email, origin_zip, destination_zip, move_date) document, created_at, created_by
      from quotes
      where (email, origin_zip, destination_zip, move_date) in (${sql.join(
        keys.map(
          (k) =>
            sql`(${k.email.trim().toLowerCase()}::text, ${k.originZip}::text, ${k.destinationZip}::text, ${k.moveDate}::date)`,
        ),
      )})
        and created_at >= ${since}::timestamptz
      order by email, origin_zip, destination_zip, move_date, created_at desc, id desc`.execute(db);
    for (const row of rows.rows) {
      const quote = toQuote(row.document);
      recent.set(dupeKeyText(quoteLookupKey(quote)), {
        createdAtMs: new Date(row.created_at).getTime(),
        quote,
        creator: row.created_by,
      });
    }
    return recent;
  }

  private async insertRows(
    db: Kysely<Schema>,
    inserts: ReadonlyArray<Extract<Planned, { kind: 'insert' }>>,
  ): Promise<Quote[]> {
    if (inserts.length === 0) return [];
    const ids = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence('quotes', 'id')) as id
      from generate_series(1, ${inserts.length})`.execute(db);
    const stored = inserts.map((plan, i): Quote => {
      const id = ids.rows[i]?.id;
      if (id === undefined) throw new Error('the quotes id sequence returned too few values');
      return { ...plan.quote, QuoteId: id, Revision: 1 };
    });
    await db
      .insertInto('quotes')
      .values(
        stored.map((quote, i) => ({
          id: quote.QuoteId,
          revision: 1,
          ...indexColumns(quote),
          document: JSON.stringify(quote),
          created_at: inserts[i]?.createdAt ?? '',
          updated_at: inserts[i]?.createdAt ?? '',
          created_by: inserts[i]?.creator ?? null,
        })),
      )
      .execute();
    return stored;
  }
}
