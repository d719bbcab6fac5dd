import { describeFuzzArea } from './support/fuzz';

/**
 * Issue 3 (at least 1,000 malformed requests per endpoint, each a 400 with 'field - message' lines, nothing
 * stored changed) for issue 15's endpoints: §1 the indirect mapping form (POST place-mappings, GET
 * place-mappings/{token}), its staff review (fuzzed signed in as staff) and the §5 budget-flow referrers.
 * The generators, the setup and the areas are in tests/contract/support/fuzz.ts.
 */
describeFuzzArea('place-mappings');
