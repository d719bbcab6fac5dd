/** What bench:api sends: the quote form and the city search's typeahead traffic (issues 3 and 9). */

/** Days from today (the server's clock) as 'YYYY-MM-DD': every date the benchmarks send is relative, so none expires. */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The quote form of the quotes/add and quotes/view rows: a move a month from today. */
export const form = (email: string) =>
  JSON.stringify({
    FromZip: '10001',
    ToZip: '90001',
    MoveDate: daysFromToday(30),
    MovingOutOf: '2 bedroom',
    LinearFeet: 13,
    EmailAddress: email,
    Website: 'Relomove',
    WebApp: 'G',
  });

/** Places people type into Moving From / Moving To, as whole names. */
export const PLACES = [
  'kansas city',
  'denver',
  'new york',
  'los angeles',
  'chicago',
  'houston',
  'phoenix',
  'philadelphia',
  'san antonio',
  'san diego',
  'dallas',
  'austin',
  'jacksonville',
  'columbus',
  'charlotte',
  'indianapolis',
  'seattle',
  'nashville',
  'oklahoma city',
  'el paso',
  'boston',
  'portland',
  'las vegas',
  'detroit',
  'memphis',
  'louisville',
  'baltimore',
  'milwaukee',
  'albuquerque',
  'tucson',
  'fresno',
  'sacramento',
  'atlanta',
  'omaha',
  'raleigh',
  'miami',
  'minneapolis',
  'tulsa',
  'wichita',
  'new orleans',
  'cleveland',
  'tampa',
  'orlando',
  'pittsburgh',
  'cincinnati',
  'st louis',
  'salt lake city',
  'boise',
  'toronto',
  'vancouver',
];
/**
 * Typeahead traffic: every prefix of 3 or more letters of each place, as the customer types it (about 400
 * distinct queries, each repeated many times in a run), plus the §5 shortcuts.
 */
export const TYPED = [
  'kcmo',
  'kck',
  'kc',
  'nyc',
  'dc',
  ...PLACES.flatMap((p) => Array.from({ length: p.length - 2 }, (_, i) => p.slice(0, i + 3))),
];
/** A query never asked before in the run: a place name with a different mix of upper and lower case each time. */
export function newQuery(n: number): string {
  const place = PLACES[n % PLACES.length] ?? 'denver';
  let bits = Math.floor(n / PLACES.length);
  let out = '';
  for (const ch of place) {
    out += bits & 1 ? ch.toUpperCase() : ch;
    bits >>= 1;
  }
  return out;
}
