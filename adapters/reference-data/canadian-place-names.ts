/**
 * The zipcodes package names each Canadian forward sortation area (FSA) by a description such as
 * 'Downtown Toronto (cn Tower / King And Spadina ...)', 'Calgary Northeast' or 'Regina South
 * Saskatchewan Provincial Government', and its accented letters were lost (U+FFFD) upstream.
 * These rules turn a description into the municipality a person would type and see.
 */

const LOST = '\uFFFD';

/** Known words whose accents were lost, most specific first; any other lost letter is taken as 'é'. */
const ACCENT_REPAIRS: ReadonlyArray<readonly [string, string]> = [
  [`th${LOST}r${LOST}se`, 'thérèse'],
  [`j${LOST}r${LOST}me`, 'jérôme'],
  [`ad${LOST}le`, 'adèle'],
  [`h${LOST}l${LOST}ne`, 'hélène'],
  [`genevi${LOST}ve`, 'geneviève'],
  [`i${LOST}re`, 'ière'],
  [`i${LOST}res`, 'ières'],
  [`m${LOST}re`, 'mère'],
  [`val${LOST}re`, 'valère'],
  [`lam${LOST}que`, 'lamèque'],
  [`c${LOST}te`, 'côte'],
  [`gr${LOST}ce`, 'grâce'],
  [`fran${LOST}ois`, 'françois'],
  [`ch${LOST}teau`, 'château'],
  [`a${LOST}ores`, 'açores'],
  [`${LOST}les`, 'îles'],
  [`${LOST}le`, 'île'],
];

/** Words after which a description only narrows the place: 'Calgary Northeast', 'Regina Outer Northwest'. */
const QUALIFIERS: ReadonlySet<string> = new Set([
  'north',
  'south',
  'east',
  'west',
  'central',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
  'outer',
  'inner',
  'upper',
  'lower',
  'mid',
  'and',
  '&',
  'outskirts',
]);

/** Leading words that never belong to a municipality's name: 'Downtown Toronto'. */
const LEADING_QUALIFIERS: ReadonlySet<string> = new Set(['downtown', 'midtown', 'uptown', 'central']);

/** French particles kept lowercase inside hyphenated names: 'Saint-Jean-sur-Richelieu'. */
const PARTICLES: ReadonlySet<string> = new Set([
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'sur',
  'aux',
  'au',
  'en',
  'et',
]);

const PROVINCE_WORDS =
  '(?:Newfoundland & Labrador|Newfoundland and Labrador|Nova Scotia|Prince Edward Island|New Brunswick|Quebec|Ontario|Manitoba|Saskatchewan|Alberta|British Columbia)';
const GOVERNMENT_SUFFIX = new RegExp(`\\s*(?:${PROVINCE_WORDS}\\s+)?Provincial Government.*$`, 'i');

/** FSAs whose description names no municipality. */
const FSA_OVERRIDES: Readonly<Record<string, string>> = {
  K1A: 'Ottawa',
  G1A: 'Quebec City',
  M7A: 'Toronto',
};

function repairAccents(text: string): string {
  if (!text.includes(LOST)) return text;
  let repaired = text;
  for (const [broken, fixed] of ACCENT_REPAIRS) {
    repaired = repaired.replace(new RegExp(broken, 'gi'), (match) =>
      match.charAt(0) === match.charAt(0).toUpperCase() && match.charAt(0) !== LOST
        ? fixed.charAt(0).toUpperCase() + fixed.slice(1)
        : fixed,
    );
  }
  return repaired.replaceAll(LOST, 'é');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'Saint-leonard' -> 'Saint-Leonard', "L'île-bizard" -> "L'Île-Bizard", keeping French particles lowercase. */
function titleCaseHyphenated(word: string): string {
  return word
    .split('-')
    .map((part, index) => {
      const apostrophe = part.match(/^([LD]')(.*)$/i);
      if (apostrophe)
        return `${capitalise((apostrophe[1] ?? '').toLowerCase())}${capitalise(apostrophe[2] ?? '')}`;
      if (index > 0 && PARTICLES.has(part.toLowerCase())) return part.toLowerCase();
      return capitalise(part);
    })
    .join('-');
}

/** A rural FSA (second character '0') covers a region: its description is kept, qualifiers and all. */
function isRuralFsa(fsa: string): boolean {
  return fsa.charAt(1) === '0';
}

/**
 * The municipality for one FSA description: accents repaired, the parenthesised detail and any
 * 'Provincial Government' note dropped, and for an urban FSA compass and other qualifiers trimmed
 * from the end ('Calgary Northeast' -> 'Calgary') and 'Downtown'/'Central' from the start. In
 * Canada Post's M district (all of it the City of Toronto) every name that mentions Toronto ('East
 * Toronto', 'Downtown Toronto', 'Toronto Stn A Po Boxes') becomes 'Toronto'; the former boroughs keep
 * their own names (North York, Scarborough, Etobicoke).
 */
export function canadianPlaceName(fsa: string, description: string): string {
  const code = fsa.toUpperCase();
  const override = FSA_OVERRIDES[code];
  if (override) return override;
  let text = repairAccents(description)
    .replace(/\(.*$/, '')
    .replace(/-\s+/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  const withoutGovernment = text.replace(GOVERNMENT_SUFFIX, '').trim();
  if (withoutGovernment !== '') text = withoutGovernment;
  const words = text.split(' ');
  if (!isRuralFsa(code)) {
    while (words.length > 1 && QUALIFIERS.has((words[words.length - 1] ?? '').toLowerCase())) words.pop();
    while (words.length > 1 && LEADING_QUALIFIERS.has((words[0] ?? '').toLowerCase())) words.shift();
  }
  const name = words.map(titleCaseHyphenated).join(' ');
  if (code.startsWith('M') && /\bToronto\b/.test(name)) return 'Toronto';
  return name;
}

/** One FSA with its zipcodes description and province code. */
export interface FsaDescription {
  fsa: string;
  description: string;
  province: string;
}

/**
 * The municipality of every FSA. After canadianPlaceName, an urban FSA whose name starts with the
 * name of another place in the same province ('Halifax Lower Harbour', 'Saint John Lakewood',
 * 'Quebec City Upper Riverbank') is folded into that place, the longest such name winning.
 */
export function canadianPlaceNames(fsas: readonly FsaDescription[]): Map<string, string> {
  const names = new Map<string, string>();
  const placesByProvince = new Map<string, Set<string>>();
  for (const { fsa, description, province } of fsas) {
    const name = canadianPlaceName(fsa, description);
    names.set(fsa, name);
    const places = placesByProvince.get(province) ?? new Set<string>();
    places.add(name);
    placesByProvince.set(province, places);
  }
  for (const { fsa, province } of fsas) {
    const name = names.get(fsa);
    if (name === undefined || isRuralFsa(fsa)) continue;
    const places = placesByProvince.get(province);
    const words = name.split(' ');
    for (let length = words.length - 1; length >= 1; length--) {
      const head = words.slice(0, length).join(' ');
      if (places?.has(head)) {
        names.set(fsa, head);
        break;
      }
    }
  }
  return names;
}
