import { type Kysely, sql } from 'kysely';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type {
  QuoteChange,
  QuoteIndex,
  QuoteRepository,
  RepositoryError,
} from '../../application/ports/quote-repository';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';
import { messageOf } from './error-message';
import type { Schema } from './schema';

/**
 * Quotes stored whole as jsonb, with the columns the lookups need beside them (§3 Quote, §4 Dupe,
 * §4 Editing or changing a quote). The same SQL runs on PGlite and on a PostgreSQL server.
 */
export class PgQuoteRepository implements QuoteRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  insert(quote: Omit<Quote, 'QuoteId' | 'Revision'>, createdAt: string): ResultAsync<Quote, RepositoryError> {
    return storage(async () => {
      // Take the id first so the stored document carries its own QuoteId.
      const next = await sql<{ id: number }>`
        select nextval(pg_get_serial_sequence('quotes', 'id')) as id`.execute(this.db);
      const id = next.rows[0]?.id;
      if (id === undefined) throw new Error('the quotes id sequence returned no value');
      const stored: Quote = { ...quote, QuoteId: id, Revision: 1 };
      await this.db
        .insertInto('quotes')
        .values({
          id,
          revision: 1,
          ...indexColumns(stored),
          document: JSON.stringify(stored),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
      return stored;
    });
  }

  findById(id: number): ResultAsync<Quote | null, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('quotes')
        .select('document')
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? null : toQuote(row.document);
    });
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

  update<E>(
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
            changed_by: null,
            reason: null,
          })
          .execute();
        return { ok: true, quote: next } satisfies QuoteChange<E>;
      }),
    ).andThen((outcome) =>
      outcome === null ? errAsync<never, RepositoryError>({ kind: 'NotFound', id }) : okAsync(outcome),
    );
  }
}

/**
 * The summary columns of a quote (§4 Dupe uses them). The contact email is Details.EmailAddress, or
 * Details.ContactEmailAddress when that is empty; it is stored lower-cased.
 */

function indexColumns(quote: Quote) {
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
function toQuote(document: unknown): Quote {
  return document as Quote;
}

/** An exception thrown by an update's `change` callback: a bug, so it is rethrown, not reported as storage trouble. */
class CallbackBug extends Error {
  constructor(override readonly cause: unknown) {
    super('the quote change callback threw', { cause });
  }
}

/** Wraps one piece of database I/O: a failure becomes StorageUnavailable. */
function storage<T>(work: () => Promise<T>): ResultAsync<T, RepositoryError> {
  return ResultAsync.fromPromise(work(), (error): RepositoryError => {
    if (error instanceof CallbackBug) throw error.cause;
    return { kind: 'StorageUnavailable', message: messageOf(error) };
  });
}
