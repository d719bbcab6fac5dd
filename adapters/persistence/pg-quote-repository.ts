import { type Kysely, sql } from 'kysely';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type {
  BulkSaveOutcome,
  InsertOutcome,
  InsertUnlessDuplicate,
  OpenQuotesFilter,
  OpenQuotesPage,
  QuoteChange,
  QuoteChangeRecord,
  QuoteIndex,
  QuoteRepository,
  RepositoryError,
  ReservedMovesPage,
  RevisedQuote,
  UnsavedQuote,
} from '../../application/ports/quote-repository';
import { QuoteStatus } from '../../domain/quote/enums';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';
import { advisoryLockId } from './advisory-lock';
import { messageOf } from './error-message';
import { type KeptQuotes, keptQuotesOf } from './kept-quotes';
import type { Schema } from './schema';

/**
 * Quotes stored whole as jsonb, with the columns the lookups need beside them (§3 Quote, §4 Dupe,
 * §4 Editing or changing a quote). The same SQL runs on PGlite and on a PostgreSQL server.
 */
export class PgQuoteRepository implements QuoteRepository {
  private readonly inserts: InsertBatcher;

  private readonly db: Kysely<Schema>;
  /** With PGlite (one writer) the quotes read lately, shared by every repository on `db` (kept-quotes.ts). */
  private readonly kept: KeptQuotes | null;

  constructor(db: Kysely<Schema>) {
    this.db = db;
    this.inserts = new InsertBatcher(db);
    this.kept = keptQuotesOf(db);
  }

  insert(quote: UnsavedQuote, createdAt: string): ResultAsync<Quote, RepositoryError> {
    return storage(() =>
      this.inserts
        .add({ key: null, since: createdAt, createdAt, creator: null, decide: () => quote })
        .then((o) => o.quote),
    );
  }

  insertUnlessDuplicate(request: InsertUnlessDuplicate): ResultAsync<InsertOutcome, RepositoryError> {
    return storage(() => this.inserts.add(request));
  }

  findById(id: number): ResultAsync<Quote | null, RepositoryError> {
    const load = () =>
      storage(async () => {
        const row = await this.db
          .selectFrom('quotes')
          .select('document')
          .where('id', '=', id)
          .executeTakeFirst();
        return row === undefined ? null : toQuote(row.document);
      });
    return this.kept ? this.kept.read(id, load) : load();
  }

  findByEmail(email: string, limit: number): ResultAsync<Quote[], RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('quotes')
        .select('document')
        .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => toQuote(row.document));
    });
  }

  findRecentDuplicate(index: QuoteIndex, since: string): ResultAsync<Quote | null, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('quotes')
        .select('document')
        .where('email', '=', index.email.trim().toLowerCase())
        .where('origin_zip', '=', index.originZip)
        .where('destination_zip', '=', index.destinationZip)
        .where('move_date', '=', index.moveDate)
        .where('created_at', '>=', sql<Date>`${since}::timestamptz`)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row === undefined ? null : toQuote(row.document);
    });
  }

  /** Quotes created at or after `since`, with their creation time (to warm an in-memory duplicate window). */
  createdSince(
    since: string,
  ): ResultAsync<Array<{ quote: Quote; createdAtMs: number; creator: string | null }>, RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('quotes')
        .select(['document', 'created_at', 'created_by'])
        .where('created_at', '>=', sql<Date>`${since}::timestamptz`)
        .execute();
      return rows.map((row) => ({
        quote: toQuote(row.document),
        createdAtMs: new Date(row.created_at).getTime(),
        creator: row.created_by,
      }));
    });
  }

  update<E>(
    id: number,
    change: (current: Quote) => QuoteChange<E>,
    updatedAt: string,
  ): ResultAsync<QuoteChange<E>, RepositoryError> {
    return this.changing([id], () => this.updateRow(id, change, updatedAt));
  }

  private updateRow<E>(
    id: number,
    change: (current: Quote) => QuoteChange<E>,
    updatedAt: string,
  ): ResultAsync<QuoteChange<E>, RepositoryError> {
    return storage(() =>
      this.db.transaction().execute(async (trx) => {
        // The row lock makes concurrent edits of one quote take turns: each sees the previous one's result.
        const row = await trx
          .selectFrom('quotes')
          .select(['revision', 'document'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (row === undefined) return null;
        const current: Quote = { ...toQuote(row.document), QuoteId: id, Revision: row.revision };
        let decision: QuoteChange<E>;
        try {
          decision = change(current);
        } catch (error) {
          throw new CallbackBug(error);
        }
        if (!decision.ok) return decision;
        const next: Quote = { ...decision.quote, QuoteId: id, Revision: current.Revision + 1 };
        await trx
          .updateTable('quotes')
          .set({
            revision: next.Revision,
            ...indexColumns(next),
            document: JSON.stringify(next),
            updated_at: updatedAt,
          })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('quote_changes')
          .values({
            quote_id: id,
            from_revision: current.Revision,
            to_revision: next.Revision,
            changed_at: updatedAt,
            changed_by: decision.note?.by ?? null,
            reason: decision.note?.reason ?? null,
          })
          .execute();
        return { ok: true, quote: next } satisfies QuoteChange<E>;
      }),
    ).andThen((outcome) =>
      outcome === null ? errAsync<never, RepositoryError>({ kind: 'NotFound', id }) : okAsync(outcome),
    );
  }

  history(id: number, limit: number): ResultAsync<QuoteChangeRecord[], RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('quote_changes')
        .select(['from_revision', 'to_revision', 'changed_at', 'changed_by', 'reason'])
        .where('quote_id', '=', id)
        .orderBy('to_revision', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        fromRevision: row.from_revision,
        toRevision: row.to_revision,
        changedAt: new Date(row.changed_at).toISOString(),
        changedBy: row.changed_by,
        reason: row.reason,
      }));
    });
  }

  openQuotes(page: OpenQuotesPage): ResultAsync<Quote[], RepositoryError> {
    return storage(async () => {
      const rows = await this.open(page)
        .select(['id', 'revision', 'document'])
        .where('id', '>', page.afterId)
        .orderBy('id')
        .limit(page.limit)
        .execute();
      return rows.map((row) => ({ ...toQuote(row.document), QuoteId: row.id, Revision: row.revision }));
    });
  }

  countOpenQuotes(filter: OpenQuotesFilter): ResultAsync<number, RepositoryError> {
    return storage(async () => {
      const row = await this.open(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    });
  }

  reservedMoveIds(page: ReservedMovesPage): ResultAsync<number[], RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('quotes')
        .select('id')
        .where('status', '=', QuoteStatus.Reserved)
        .where('move_date', '>=', page.movedOnOrAfter)
        .where('id', '>', page.afterId)
        .orderBy('id')
        .limit(page.limit)
        .execute();
      return rows.map((row) => row.id);
    });
  }

  private open(filter: OpenQuotesFilter) {
    const query = this.db
      .selectFrom('quotes')
      .where('status', '=', QuoteStatus.Open)
      .where('move_date', '>=', filter.today);
    return filter.createdSince === undefined
      ? query
      : query.where('created_at', '>=', sql<Date>`${filter.createdSince}::timestamptz`);
  }

  saveRevised(
    changes: readonly RevisedQuote[],
    updatedAt: string,
  ): ResultAsync<BulkSaveOutcome, RepositoryError> {
    if (changes.length === 0) return okAsync({ saved: [], conflicts: [] });
    return this.changing(
      changes.map((c) => c.quote.QuoteId),
      () => this.saveRows(changes, updatedAt),
    );
  }

  /** A change of stored quotes; with a single writer, their kept copies are forgotten when it ends. */
  private changing<T>(
    ids: readonly number[],
    work: () => ResultAsync<T, RepositoryError>,
  ): ResultAsync<T, RepositoryError> {
    return this.kept ? this.kept.change(ids, work) : work();
  }

  private saveRows(
    changes: readonly RevisedQuote[],
    updatedAt: string,
  ): ResultAsync<BulkSaveOutcome, RepositoryError> {
    return storage(() =>
      this.db.transaction().execute(async (trx) => {
        const saved: Quote[] = [];
        for (let start = 0; start < changes.length; start += MAX_SAVE_BATCH) {
          const batch = changes.slice(start, start + MAX_SAVE_BATCH);
          const next = batch.map(({ quote }): Quote => ({ ...quote, Revision: quote.Revision + 1 }));
          // One statement per batch; the revision guard skips rows someone else changed meanwhile.
          const rows = sql.join(
            next.map((q) => {
              const c = indexColumns(q);
              return sql`(${q.QuoteId}::bigint, ${q.Revision - 1}::integer, ${JSON.stringify(q)}::text, ${c.status}::text, ${c.email}::text, ${c.origin_zip}::text, ${c.destination_zip}::text, ${c.move_date}::date)`;
            }),
          );
          const done = await sql<{ id: number }>`
            update quotes as q set
              revision = v.revision + 1, document = v.document, status = v.status, email = v.email,
              origin_zip = v.origin_zip, destination_zip = v.destination_zip, move_date = v.move_date,
              updated_at = ${updatedAt}::timestamptz
            from (values ${rows}) as v(id, revision, document, status, email, origin_zip, destination_zip, move_date)
            where q.id = v.id and q.revision = v.revision
            returning q.id`.execute(trx);
          const ids = new Set(done.rows.map((r) => Number(r.id)));
          const notes = batch.filter(({ quote }) => ids.has(quote.QuoteId));
          if (notes.length > 0) {
            await trx
              .insertInto('quote_changes')
              .values(
                notes.map(({ quote, note }) => ({
                  quote_id: quote.QuoteId,
                  from_revision: quote.Revision,
                  to_revision: quote.Revision + 1,
                  changed_at: updatedAt,
                  changed_by: note.by,
                  reason: note.reason,
                })),
              )
              .execute();
          }
          saved.push(...next.filter((q) => ids.has(q.QuoteId)));
        }
        const savedIds = new Set(saved.map((q) => q.QuoteId));
        return { saved, conflicts: changes.map((c) => c.quote.QuoteId).filter((id) => !savedIds.has(id)) };
      }),
    );
  }
}

/** The most quotes one statement of saveRevised writes. */
const MAX_SAVE_BATCH = 500;

/**
 * The summary columns of a quote (§4 Dupe uses them). The contact email is Details.EmailAddress, or
 * Details.ContactEmailAddress when that is empty; it is stored lower-cased.
 */

export function indexColumns(quote: Quote) {
  const index = quoteLookupKey(quote);
  return {
    status: quote.QuoteStatus,
    email: index.email,
    origin_zip: index.originZip,
    destination_zip: index.destinationZip,
    move_date: index.moveDate,
  };
}

/**
 * The one place a stored document becomes a domain Quote. The document was written by this class
 * from a Quote with JSON.stringify: branded Cents are plain integers and branded IsoDates plain
 * 'YYYY-MM-DD' strings in JSON, so the parsed value has the Quote's shape and the brands are restored
 * by this cast. Nothing else writes to the table.
 */
export function toQuote(document: unknown): Quote {
  // Stored as text since migration 0004; a driver may still hand back a parsed object.
  return (typeof document === 'string' ? JSON.parse(document) : document) as Quote;
}

/** An exception thrown by an update's `change` callback: a bug, so it is rethrown, not reported as storage trouble. */
class CallbackBug extends Error {
  override readonly cause: unknown;

  constructor(cause: unknown) {
    super('the quote change callback threw', { cause });
    this.cause = cause;
  }
}

/** Wraps one piece of database I/O: a failure becomes StorageUnavailable. */
function storage<T>(work: () => Promise<T>): ResultAsync<T, RepositoryError> {
  return ResultAsync.fromPromise(work(), (error): RepositoryError => {
    if (error instanceof CallbackBug) throw error.cause;
    return { kind: 'StorageUnavailable', message: messageOf(error) };
  });
}

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
class InsertBatcher {
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
