import type { Transaction } from 'kysely';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';
import type { Schema } from './schema';

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
 * The one place a stored document becomes a domain Quote. The document was written by PgQuoteRepository
 * from a Quote with JSON.stringify: branded Cents are plain integers and branded IsoDates plain
 * 'YYYY-MM-DD' strings in JSON, so the parsed value has the Quote's shape and the brands are restored
 * by this cast. Nothing else writes to the table.
 */
export function toQuote(document: unknown): Quote {
  // Stored as text since migration 0004; a driver may still hand back a parsed object.
  return (typeof document === 'string' ? JSON.parse(document) : document) as Quote;
}

/**
 * A quote's stored revision and document, its row locked until the transaction ends (undefined: no such
 * quote): concurrent changes of one quote take turns, each seeing the previous one's result.
 */
export function lockedQuoteRow(trx: Transaction<Schema>, quoteId: number) {
  return trx
    .selectFrom('quotes')
    .select(['revision', 'document'])
    .where('id', '=', quoteId)
    .forUpdate()
    .executeTakeFirst();
}
