/** The search keys of place names and terms (§5 normalisation, St/Saint-style variants) and the state words. */
import { MAX_SEARCH_LENGTH, normalizeSearchTerm } from '../../domain/location/search-term';
import { CA_PROVINCE_NAMES, stateName, US_STATE_NAMES } from './places';

/** Leading words written either way ('St Louis' finds 'Saint Louis' and back). */
const LEADING_WORD_VARIANTS: ReadonlyArray<readonly [string, string]> = [
  ['saint ', 'st '],
  ['sainte ', 'ste '],
  ['fort ', 'ft '],
  ['mount ', 'mt '],
];

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** Words of ASCII letters and digits separated by single spaces: already normalised but for case. */
const CLEAN_WORDS = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/**
 * The search key of a name or term: the domain's §5 normalisation, lowercased. Plain ASCII text
 * (nearly every name) takes a shortcut with the same result, which keeps the index build fast.
 */
export function searchKey(text: string): string {
  if (CLEAN_WORDS.test(text))
    return text.length > MAX_SEARCH_LENGTH
      ? text.slice(0, MAX_SEARCH_LENGTH).trim().toLowerCase()
      : text.toLowerCase();
  if (!PRINTABLE_ASCII.test(text)) return normalizeSearchTerm(text).toLowerCase();
  return text
    .replace(/[^\w\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim()
    .toLowerCase();
}

/** Every state/province code and lowercase full name, for 'Denver CO' and 'Kansas City Missouri'. */
export const STATE_CODE_BY_WORDS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const code of [...Object.keys(US_STATE_NAMES), ...Object.keys(CA_PROVINCE_NAMES)]) {
    map.set(code.toLowerCase(), code);
    map.set(searchKey(stateName(code)), code);
  }
  return map;
})();

/** The state or province code that words name ('co', 'colorado', 'new mexico'), or undefined. */
export function stateCodeOfWords(words: string): string | undefined {
  return STATE_CODE_BY_WORDS.get(words);
}

const HAS_VARIANTS = /^(?:saint|sainte|st|ste|fort|ft|mount|mt) /;

/** Every key a place name is found by: as normalised, hyphens as spaces, and St/Saint-style variants. */
export function keysOf(name: string): string[] {
  const key = searchKey(name);
  if (!HAS_VARIANTS.test(key) && !/[-/]/.test(name)) return key === '' ? [] : [key];
  const keys = new Set([key, searchKey(name.replace(/[-/]/g, ' '))]);
  for (const spelled of [...keys]) {
    for (const [long, short] of LEADING_WORD_VARIANTS) {
      if (spelled.startsWith(long)) keys.add(short + spelled.slice(long.length));
      else if (spelled.startsWith(short)) keys.add(long + spelled.slice(short.length));
    }
  }
  keys.delete('');
  return [...keys];
}
