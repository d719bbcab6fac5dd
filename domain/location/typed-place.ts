/**
 * Issue 10 "Location search that does what people expect": which suggestion a typed value stands for when
 * the visitor presses Tab or Enter (or leaves the field) without picking one from the list.
 */
import type { ChosenLocation } from './chosen-location';
import { normalizeSearchTerm } from './search-term';
import { expandShortcut } from './shortcuts';
import { normalizeZip } from './zip';

/** A complete US ZIP (5 digits, optionally -4) or Canadian postal code (A1A 1A1, the space optional). */
const COMPLETE_US_ZIP = /^([0-9]{5})(?:-[0-9]{4})?$/;
const COMPLETE_CA_POSTAL_CODE = /^([A-Z][0-9][A-Z]) ?[0-9][A-Z][0-9]$/;

/** The ZIP or FSA a complete code is found under in city search ('64105-1234' -> '64105', 'M5V 2T6' -> 'M5V'). */
export function completeZipKey(text: string): string | null {
  const zip = normalizeZip(text);
  return COMPLETE_US_ZIP.exec(zip)?.[1] ?? COMPLETE_CA_POSTAL_CODE.exec(zip)?.[1] ?? null;
}

const key = (text: string) => normalizeSearchTerm(text).toLowerCase();

/** How a place reads in the list: 'Kansas City, MO' for a city, 'Kansas City, MO 64105' for one ZIP. */
export function placeLabel(place: ChosenLocation): string {
  const name = `${place.CityName}, ${place.StateCode}`;
  return place.ZipCode !== '' && place.ZipLow === place.ZipHigh ? `${name} ${place.ZipCode}` : name;
}

/**
 * The suggestion that typed text selects on Tab or Enter, or null when it is not clear which one is meant:
 * 1. a complete US ZIP or Canadian postal code selects the suggestion for that ZIP (or FSA);
 * 2. a shortcut (§5 and the common ones) selects the first suggestion named as the shortcut's city
 *    (in its state when the shortcut names one);
 * 3. text that reads exactly as a suggestion's label ('denver co' for 'Denver, CO') selects it;
 * 4. otherwise, when the search found exactly one place, that place (never for a ZIP still being typed).
 * `suggestions` are the city search's answer for this text, best first.
 */
export function placeForTypedText(
  text: string,
  suggestions: readonly ChosenLocation[],
): ChosenLocation | null {
  const zip = completeZipKey(text);
  if (zip !== null) return suggestions.find((place) => place.ZipCode.toUpperCase() === zip) ?? null;
  const typed = key(text);
  // An incomplete ZIP or postal code is still being typed: it stands for no place yet.
  if (typed === '' || /^[0-9]/.test(typed) || /^[a-z][0-9]/.test(typed)) return null;
  const shortcut = expandShortcut(typed);
  if (shortcut) {
    const city = key(shortcut.city);
    const named = suggestions.find(
      (place) =>
        key(place.CityName) === city && (shortcut.state === undefined || place.StateCode === shortcut.state),
    );
    if (named) return named;
  }
  const exact = suggestions.find((place) => key(placeLabel(place)) === typed);
  if (exact) return exact;
  return suggestions.length === 1 ? (suggestions[0] ?? null) : null;
}

/**
 * Issue 27 "Tab on a city picks the top suggestion": the place Tab or Enter picks from an open suggestion
 * list when none is highlighted: the one the typed text stands for (placeForTypedText), else the first
 * suggestion, which is the ranked one ('Denver' gives Denver, CO). Null only for an empty list.
 */
export function placeForKeyboardChoice(
  text: string,
  suggestions: readonly ChosenLocation[],
): ChosenLocation | null {
  return placeForTypedText(text, suggestions) ?? suggestions[0] ?? null;
}
