import { describeFuzzArea } from './support/fuzz';

/**
 * Issue 3 (at least 1,000 malformed requests per endpoint, each a 400 with 'field - message' lines, nothing
 * stored changed) for the account endpoints (sign-in, sign-up, contacts) and the staff endpoints, fuzzed signed in as staff.
 * The generators, the setup and the areas are in tests/contract/support/fuzz.ts.
 */
describeFuzzArea('accounts-staff');
