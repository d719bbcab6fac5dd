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
import type { Quote } from '../../domain/quote/types';
import { messageOf } from './error-message';
import { type KeptQuotes, keptQuotesOf } from './kept-quotes';
import { indexColumns, lockedQuoteRow, toQuote } from './pg-quote-documents';
import { InsertBatcher } from './pg-quote-insert-batcher';
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
        const row = await lockedQuoteRow(trx, id);
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
