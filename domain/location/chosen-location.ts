/**
 * §3 City search result and §5 quote-form location rules: "origin and destination text required,
 * at least 4 characters", "Moving From and Moving To are required with a maximum length (49 for city
 * search input); text is trimmed", and "Each chosen location needs city name and state code, and
 * either a zip code or both zip low and zip high; error 'Please select a location'."
 */
import { err, ok, type Result } from 'neverthrow';
import { SELECT_LOCATION_MESSAGE } from '../validation/messages';
import { maxLength, minLength, required, validateText } from '../validation/text-rules';
import { MAX_SEARCH_LENGTH } from './search-term';

/** §3 City search result, the location a visitor picks from the autocomplete. Missing values are ''. */
export interface ChosenLocation {
  CityName: string;
  StateCode: string;
  StateName: string;
  ZipCode: string;
  ZipLow: string;
  ZipHigh: string;
  CountyName: string;
  /** As returned by city search (e.g. 'US', 'CA'); not narrowed here. */
  Country: string;
}

/** A chosen location as it may arrive from a form or the wire: any field may be missing or null. */
export type ChosenLocationInput = { readonly [K in keyof ChosenLocation]?: string | null };

/** §5 Moving From / Moving To: at least 4 characters. */
export const LOCATION_TEXT_MIN_LENGTH = 4;

/** §5 Moving From / Moving To: at most 49 characters (the city search input limit). */
export const LOCATION_TEXT_MAX_LENGTH = MAX_SEARCH_LENGTH;

const LOCATION_TEXT_RULES = [
  required(),
  minLength(LOCATION_TEXT_MIN_LENGTH),
  maxLength(LOCATION_TEXT_MAX_LENGTH),
] as const;

function present(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/**
 * §5 A chosen location is usable when it has a city name and a state code, plus either a ZIP code
 * or both a ZIP low and a ZIP high (blank values count as missing). Otherwise 'Please select a location'.
 * The ok value has every field, missing ones as ''; values are otherwise kept as given.
 */
export function validateChosenLocation(
  location: ChosenLocationInput | null | undefined,
): Result<ChosenLocation, string> {
  if (!location) return err(SELECT_LOCATION_MESSAGE);
  const hasZip = present(location.ZipCode) || (present(location.ZipLow) && present(location.ZipHigh));
  if (!present(location.CityName) || !present(location.StateCode) || !hasZip) {
    return err(SELECT_LOCATION_MESSAGE);
  }
  return ok({
    CityName: location.CityName ?? '',
    StateCode: location.StateCode ?? '',
    StateName: location.StateName ?? '',
    ZipCode: location.ZipCode ?? '',
    ZipLow: location.ZipLow ?? '',
    ZipHigh: location.ZipHigh ?? '',
    CountyName: location.CountyName ?? '',
    Country: location.Country ?? '',
  });
}

/**
 * §5 Moving From / Moving To text: trimmed, then required ('The value is required'), at least 4
 * characters ('This field should be at least 4 characters long') and at most 49 ('The maximum
 * length allowed is 49'). Ok carries the trimmed text; err carries every failing message.
 */
export function validateLocationText(text: string | null | undefined): Result<string, string[]> {
  return validateText(text, LOCATION_TEXT_RULES);
}
