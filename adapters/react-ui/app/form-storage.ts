/**
 * §3 "Client state is persisted locally for: ... search, start-quote form, location, ...": the start-quote
 * form (Moving From / To with the chosen places, When?, Size?, Email) and the help search term, so a
 * returning visitor finds them. Each is read through a small parser and an age limit (app/local-store.ts):
 * anything malformed, out of range or older than the limit is discarded, never shown.
 */

import { MOVE_TIMING_CHOICES, type MoveTiming } from '../../../domain/calendar/move-timing-choices';
import { LOCATION_TEXT_MAX_LENGTH } from '../../../domain/location/chosen-location';
import { HOUSE_SIZES } from '../../../domain/quote/house-sizes';
import { ShortFormField } from '../../../domain/quote/quote-form';
import { isRecord } from '../../../domain/shared/is-record';
import type { CityResult } from '../../http/client/relomove-api';
import { forgetLocal, readLocal, writeLocal } from './local-store';

export const QUOTE_FORM_STORAGE_KEY = 'relomove.quoteForm';
export const HELP_SEARCH_STORAGE_KEY = 'relomove.helpSearch';

/** Not shown: how long form and search state are kept. Ours: 30 days (docs/decisions.md). */
export const FORM_STATE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The longest text a stored city field or email may have (an address is at most 254, RFC 5321). */
const MAX_FIELD = 254;

/** A string of at most `max` UTF-16 units. */
function isShortString(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

/**
 * `readLocal` for state saved with `writeFresh`: also null (and removed) when it was saved more than
 * `maxAgeMs` ago, or claims a time in the future (a clock that moved back, or a forged record).
 */
export function readFresh<T>(
  key: string,
  parse: (value: unknown) => T | null,
  maxAgeMs: number,
  nowMs: number = Date.now(),
): T | null {
  return readLocal(key, (saved) => {
    if (!isRecord(saved) || typeof saved.savedAt !== 'number') return null;
    const age = nowMs - saved.savedAt;
    return age >= 0 && age <= maxAgeMs ? parse(saved.value) : null;
  });
}

/** Saves `value` with the time, for `readFresh`. */
export function writeFresh(key: string, value: unknown, nowMs: number = Date.now()): void {
  writeLocal(key, { savedAt: nowMs, value });
}

export interface StoredPlace {
  text: string;
  chosen: CityResult | null;
}

export interface StoredQuoteForm {
  from: StoredPlace;
  to: StoredPlace;
  timing: MoveTiming;
  sizeLabel: string;
  email: string;
}

const CITY_FIELDS = [
  'CityName',
  'StateCode',
  'StateName',
  'ZipCode',
  'ZipLow',
  'ZipHigh',
  'CountyName',
  'Country',
] as const;

function parseCity(value: unknown): CityResult | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !CITY_FIELDS.every((field) => isShortString(value[field], 100))) return undefined;
  const city = {} as Record<string, string>;
  for (const field of CITY_FIELDS) city[field] = value[field] as string;
  return city as unknown as CityResult;
}

function parsePlace(value: unknown): StoredPlace | null {
  if (!isRecord(value) || !isShortString(value.text, LOCATION_TEXT_MAX_LENGTH)) return null;
  const chosen = parseCity(value.chosen);
  return chosen === undefined ? null : { text: value.text, chosen };
}

/** The stored start-quote form, or null (and removed) when it is not one we wrote, or too old. */
export function parseQuoteForm(value: unknown): StoredQuoteForm | null {
  if (!isRecord(value)) return null;
  const from = parsePlace(value.from);
  const to = parsePlace(value.to);
  const timing = MOVE_TIMING_CHOICES.find((choice) => choice.value === value.timing)?.value;
  const size = HOUSE_SIZES.find((s) => s.label === value.sizeLabel);
  if (!from || !to || !timing || !size || !isShortString(value.email, MAX_FIELD)) return null;
  return { from, to, timing, sizeLabel: size.label, email: value.email };
}

export function readStoredQuoteForm(nowMs?: number): StoredQuoteForm | null {
  return readFresh(QUOTE_FORM_STORAGE_KEY, parseQuoteForm, FORM_STATE_MAX_AGE_MS, nowMs);
}

export function storeQuoteForm(form: StoredQuoteForm, nowMs?: number): void {
  writeFresh(QUOTE_FORM_STORAGE_KEY, form, nowMs);
}

/** §2 site search: the last help search term (at most 200 characters). */
export function readStoredHelpSearch(nowMs?: number): string | null {
  return readFresh(
    HELP_SEARCH_STORAGE_KEY,
    (value) => (isShortString(value, 200) ? value : null),
    FORM_STATE_MAX_AGE_MS,
    nowMs,
  );
}

/** Remembers the term; an empty search forgets it. */
export function storeHelpSearch(term: string, nowMs?: number): void {
  if (term === '') forgetLocal(HELP_SEARCH_STORAGE_KEY);
  else writeFresh(HELP_SEARCH_STORAGE_KEY, term, nowMs);
}

/**
 * §2 "Prepopulated fields carry a marker style until submitted": the §3 ShortFormField names a stored form
 * fills (the places with text, When?, Size?, and Email when kept). Here, in this lazily loaded module, so
 * the landing page carries none of it (features/quote-form/prepopulated-marker.ts has the marker itself).
 */
export const prepopulatedFields = (stored: StoredQuoteForm): ReadonlySet<string> =>
  new Set(
    [
      ShortFormField.SpotDate,
      ShortFormField.MovingOutOf,
      stored.from.text && ShortFormField.MovingFrom,
      stored.to.text && ShortFormField.MovingTo,
      stored.email && ShortFormField.Email,
    ].filter((name) => name !== ''),
  );
