/**
 * §5 Location search shortcuts: "dc is Washington, DC; kc is Kansas City; kck is Kansas City, KS;
 * kcmo is Kansas City, MO; nyc is New York City."
 */

/** What a shortcut stands for: a city and, when the spec names one, a state code. */
export interface ShortcutExpansion {
  readonly city: string;
  readonly state?: string;
}

/** §5 The shortcut table, keyed by the lowercase shortcut. */
export const SEARCH_SHORTCUTS: ReadonlyMap<string, ShortcutExpansion> = new Map<string, ShortcutExpansion>([
  ['dc', { city: 'Washington', state: 'DC' }],
  ['kc', { city: 'Kansas City' }],
  ['kck', { city: 'Kansas City', state: 'KS' }],
  ['kcmo', { city: 'Kansas City', state: 'MO' }],
  ['nyc', { city: 'New York City' }],
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
