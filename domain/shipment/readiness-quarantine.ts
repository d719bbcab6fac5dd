/**
 * Issue 13 readiness checklist, the insect inspection form (§4 Inspection form states): the spongy moth
 * (formerly gypsy moth, Lymantria dispar) quarantine of USDA APHIS, 7 CFR 301.45. Moving household goods
 * from the regulated area to anywhere outside it needs a self-inspection checklist (outdoor household
 * articles checked for egg masses and other life stages). Written once here; the rule is `inspectionFormState`
 * in ./readiness.ts.
 *
 * The regulation lists counties; we treat states whole (docs/decisions.md): a state wholly or partly in the
 * area counts as regulated at the origin, and only a wholly regulated state counts as inside the area at the
 * destination. So a move that might leave the area is always asked for the form; one that surely stays
 * inside it never is.
 */

/** The source of the lists, for the customer and for the next review. */
export const SPONGY_MOTH_QUARANTINE_SOURCE = 'USDA APHIS, 7 CFR 301.45 (spongy moth quarantine)';

/** States (and the District of Columbia) wholly in the regulated area, by two-letter code. */
export const SPONGY_MOTH_WHOLE_STATES: readonly string[] = [
  'CT',
  'DE',
  'DC',
  'ME',
  'MA',
  'NH',
  'NJ',
  'NY',
  'PA',
  'RI',
  'VT',
];

/** States with some counties in the regulated area, by two-letter code. */
export const SPONGY_MOTH_PARTIAL_STATES: readonly string[] = [
  'MI',
  'MD',
  'NC',
  'OH',
  'VA',
  'WV',
  'WI',
  'IN',
  'IL',
  'MN',
];

/** The names of the regulated states, for plain words ('New York'), by code. */
export const SPONGY_MOTH_STATE_NAMES: Readonly<Record<string, string>> = {
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'the District of Columbia',
  ME: 'Maine',
  MA: 'Massachusetts',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NY: 'New York',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  VT: 'Vermont',
  MI: 'Michigan',
  MD: 'Maryland',
  NC: 'North Carolina',
  OH: 'Ohio',
  VA: 'Virginia',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  IN: 'Indiana',
  IL: 'Illinois',
  MN: 'Minnesota',
};
