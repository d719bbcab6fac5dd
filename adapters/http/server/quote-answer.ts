import type { Quote } from '../../../domain/quote/types';
import { toWireQuote } from '../contract/quote';

interface Written {
  quote: Quote;
  body: string;
}

/** The last answer written for each kept quote's Details (the Details of a deeply frozen kept quote). */
const written = new WeakMap<object, Written>();

/** The same quote: identical Details, and every other field the same value (or the same frozen object). */
function sameQuote(a: Quote, b: Quote): boolean {
  if (a.Details !== b.Details) return false;
  const keys = Object.keys(a) as (keyof Quote)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * The JSON text of a quote answer `{ success: true, quote }` (GET quotes/view, issue 28). A quote the
 * single-writer database keeps in memory (adapters/persistence/kept-quotes.ts) is deeply frozen, so
 * its answer cannot change while the object lives: the text written for it is written again for the next
 * view of the same quote through the same link, without converting the quote to the wire and serialising
 * it again (docs/performance.md, "quotes/view"). Any other quote (PostgreSQL, or a booked move whose
 * balance was just read from the ledger) is serialised every time.
 */
export function quoteAnswerJson(quote: Quote): string {
  const cacheable = Object.isFrozen(quote.Details);
  if (cacheable) {
    const last = written.get(quote.Details);
    if (last && sameQuote(last.quote, quote)) return last.body;
  }
  const body = JSON.stringify({ success: true, quote: toWireQuote(quote) });
  if (cacheable) written.set(quote.Details, { quote, body });
  return body;
}
