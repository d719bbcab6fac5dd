/**
 * §5 "Location search starts after 3 characters; the term loses commas and non-word characters and
 * is cut to 49 characters." §9 "City search: autocomplete from 3 characters; term max 49."
 *
 * Decision: 3 characters already search (§9 "from 3 characters"); the count is taken on the
 * normalised term. A shortcut (§5, e.g. the two-letter 'dc') searches whatever its length.
 */
import { expandShortcut, shortcutText } from './shortcuts';

/** §9 The shortest normalised term that is searched. */
export const MIN_SEARCH_LENGTH = 3;

/** §5, §9 The longest term sent to city search. */
export const MAX_SEARCH_LENGTH = 49;

/**
 * §5 Normalises typed text into a city search term:
 * 1. accents are folded to their base letters (NFKD, then combining marks dropped: 'Montréal' -> 'Montreal');
 * 2. commas and every other non-word character (anything but A-Z, a-z, 0-9, '_' and whitespace) are removed;
 * 3. runs of whitespace become one space and the ends are trimmed ('Kansas City, MO' -> 'Kansas City MO');
 * 4. the term is cut to 49 characters and trimmed again.
 * The result holds only ASCII word characters and single inner spaces, and the function is idempotent.
 */
export function normalizeSearchTerm(text: string): string {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '');
  const words = folded
    .replace(/[^\w\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return words.slice(0, MAX_SEARCH_LENGTH).trim();
}

/**
 * The query to send to city search for typed text, or null when no search should run: a whole-term
 * shortcut becomes the normalised text it stands for ('kcmo' -> 'Kansas City MO'); otherwise the
 * normalised term when it has at least MIN_SEARCH_LENGTH characters.
 */
export function searchQueryFor(text: string): string | null {
  const term = normalizeSearchTerm(text);
  const shortcut = expandShortcut(term);
  if (shortcut) return normalizeSearchTerm(shortcutText(shortcut));
  return term.length >= MIN_SEARCH_LENGTH ? term : null;
}

/** §5, §9 True when the typed text should trigger a city search (3+ normalised characters, or a shortcut). */
export function shouldSearch(text: string): boolean {
  return searchQueryFor(text) !== null;
}
