import { describeFuzzArea } from './support/fuzz';

/**
 * Issue 3 (at least 1,000 malformed requests per endpoint, each a 400 with 'field - message' lines, nothing
 * stored changed) for the issue 15 survey endpoints (§7 POST surveys/post-delivery and surveys/covid, and
 * their GETs). The generators, the setup and the areas are in tests/contract/support/fuzz.ts.
 */
describeFuzzArea('surveys');
