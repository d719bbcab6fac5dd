import { exampleQuote } from '../../../../domain/quote/example-quote';
import type { Quote } from '../../../../domain/quote/types';

/**
 * The style guide's quote view specimen: the domain's example quote (a Chicago to Denver move with a
 * trailer and a ReloCube option). Its prices are made up for the demonstration.
 */
export const SAMPLE_QUOTE: Quote = { ...exampleQuote(), QuoteId: 1000001, Revision: 1 };
