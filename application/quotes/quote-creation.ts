/**
 * Creating a quote (§4 "Creating a quote", §7 POST quotes), as the use cases that set it off see it (issue
 * 29: they depend on this, never on CreateQuote's file): the demo quotes' seed. CreateQuote
 * (create-quote.ts) is the one implementation.
 */
import type { ResultAsync } from 'neverthrow';
import type { FormTiming } from '../../domain/bot-check/too-fast';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { InvalidReason, QuoteAction, QuoteResult } from '../../domain/quote/enums';
import type { Quote } from '../../domain/quote/types';

/** §3 Quote form payload, validated by the contract, plus the bot-check evidence and who asks. */
export interface CreateQuoteInput {
  FromCity: string;
  FromState: string;
  FromZip: string;
  FromCountry: string;
  ToCity: string;
  ToState: string;
  ToZip: string;
  ToCountry: string;
  MoveDate: IsoDate;
  MovingDateRange: string;
  MovingOutOf: string;
  LinearFeet: number;
  EmailAddress: string;
  FromInput: string;
  ToInput: string;
  /** The solved proof-of-work payload, and how the form was filled in (too-fast rule). */
  bot: { captcha: string | null; timing: FormTiming | null };
  /**
   * Who asks. `key`: an opaque key of the visitor (the HTTP adapter's hash of the visitor cookie), stored
   * as the quote's creator; `email`: the signed-in customer's email. Issue 10: a Dupe shows the existing
   * quote only to its creator (same key) or to its signed-in owner (same email); absent means unknown.
   */
  visitor: { isAdmin: boolean; key?: string | null; email?: string | null };
}

/** §7 createQuoteResponse. */
export interface CreateQuoteResponse {
  success: boolean;
  result: QuoteResult;
  reasonInvalid: InvalidReason;
  action: QuoteAction;
  retrievedTimestamp: string;
  /** A sentence for the customer where the result needs one (e.g. the §8 captcha message). */
  message: string;
}

export interface CreateQuoteOutput {
  createQuoteResponse: CreateQuoteResponse;
  quote: Quote | null;
}

/** Rates a quote form and stores the quote (CreateQuote). */
export interface QuoteCreation {
  execute(input: CreateQuoteInput): ResultAsync<CreateQuoteOutput, never>;
}
