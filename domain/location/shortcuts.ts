/**
 * §5 Location search shortcuts: "dc is Washington, DC; kc is Kansas City; kck is Kansas City, KS;
 * kcmo is Kansas City, MO; nyc is New York City."
 */

/** What a shortcut stands for: a city and, when the spec names one, a state code. */
export interface ShortcutExpansion {
  readonly city: string;
  readonly state?: string;
}

/** §5 The shortcuts as the specification writes them, keyed by the lowercase shortcut. */
export const SPEC_SHORTCUTS: ReadonlyMap<string, ShortcutExpansion> = new Map<string, ShortcutExpansion>([
  ['dc', { city: 'Washington', state: 'DC' }],
  ['kc', { city: 'Kansas City' }],
  ['kck', { city: 'Kansas City', state: 'KS' }],
  ['kcmo', { city: 'Kansas City', state: 'MO' }],
  ['nyc', { city: 'New York City' }],
]);

/**
 * Issue 10: the nicknames and airport-style abbreviations people commonly type for a large city, beyond
 * §5's five. Each names one city and its state; none is the start of a place name people would type for
 * another city (checked by shortcuts.test.ts against the reasons in docs/decisions.md). Listed in
 * docs/decisions.md ("Location search shortcuts").
 */
export const COMMON_SHORTCUTS: ReadonlyMap<string, ShortcutExpansion> = new Map<string, ShortcutExpansion>([
  ['la', { city: 'Los Angeles', state: 'CA' }],
  ['sf', { city: 'San Francisco', state: 'CA' }],
  ['chi', { city: 'Chicago', state: 'IL' }],
  ['atl', { city: 'Atlanta', state: 'GA' }],
  ['philly', { city: 'Philadelphia', state: 'PA' }],
  ['lv', { city: 'Las Vegas', state: 'NV' }],
  ['vegas', { city: 'Las Vegas', state: 'NV' }],
  ['slc', { city: 'Salt Lake City', state: 'UT' }],
  ['dfw', { city: 'Dallas', state: 'TX' }],
  ['nola', { city: 'New Orleans', state: 'LA' }],
  ['stl', { city: 'Saint Louis', state: 'MO' }],
  ['phx', { city: 'Phoenix', state: 'AZ' }],
  ['okc', { city: 'Oklahoma City', state: 'OK' }],
  ['abq', { city: 'Albuquerque', state: 'NM' }],
  ['pdx', { city: 'Portland', state: 'OR' }],
  ['msp', { city: 'Minneapolis', state: 'MN' }],
  ['jax', { city: 'Jacksonville', state: 'FL' }],
  ['indy', { city: 'Indianapolis', state: 'IN' }],
  ['bmore', { city: 'Baltimore', state: 'MD' }],
]);

/** Every shortcut: §5's five exactly as written, then the common ones (a §5 shortcut always wins). */
export const SEARCH_SHORTCUTS: ReadonlyMap<string, ShortcutExpansion> = new Map<string, ShortcutExpansion>([
  ...COMMON_SHORTCUTS,
  ...SPEC_SHORTCUTS,
]);

/**
 * §5 Expands a whole search term that is a shortcut (case-insensitive, surrounding whitespace
 * ignored): 'KCMO' -> { city: 'Kansas City', state: 'MO' }. Anything else, including a term that
 * merely contains a shortcut ('dc metro'), gives null.
 */
export function expandShortcut(term: string): ShortcutExpansion | null {
  return SEARCH_SHORTCUTS.get(term.trim().toLowerCase()) ?? null;
}

/** The text a shortcut stands for, as the spec writes it: 'Washington, DC', 'Kansas City'. */
export function shortcutText(expansion: ShortcutExpansion): string {
  return expansion.state === undefined ? expansion.city : `${expansion.city}, ${expansion.state}`;
}
