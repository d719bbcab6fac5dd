import { describeFuzzArea } from './support/fuzz';

/**
 * Issue 3 (at least 1,000 malformed requests per endpoint, each a 400 with 'field - message' lines, nothing
 * stored changed) for the payment endpoints (cards, PayPal, Affirm) and the shipment endpoints.
 * The generators, the setup and the areas are in tests/contract/support/fuzz.ts.
 */
describeFuzzArea('payments-shipments');
