import { describeFuzzArea } from './support/fuzz';

/**
 * Issue 3 (at least 1,000 malformed requests per endpoint, each a 400 with 'field - message' lines, nothing
 * stored changed) for the quote, notification, analytics, bot-check, A/B test and health endpoints, and
 * every endpoint whose OpenAPI tags no other area names.
 * The generators, the setup and the areas are in tests/contract/support/fuzz.ts.
 */
describeFuzzArea('quotes');
