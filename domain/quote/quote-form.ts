/**
 * §3 "Quote form payload" (the body of POST quotes/add, §7) and the short quote form's data,
 * with a pure builder from one to the other.
 */
import type { IsoDate } from '../calendar/iso-date';
import type { MoveTiming } from '../calendar/move-timing';
import type { ChosenLocation } from '../location/chosen-location';
import { zipToSend } from '../location/zip';
import { enumOf, type ValueOf } from '../shared/enum';
import { InvalidReason, PRODUCT } from './enums';

/** §3: Website is fixed '{product}'. */
export const WEBSITE = PRODUCT;
/** §3: WebApp is fixed 'G'. */
export const WEB_APP = 'G';

/** §3 Quote form payload, field for field. */
export interface QuoteFormPayload {
  readonly FromCity: string;
  readonly FromState: string;
  readonly FromZip: string;
  readonly FromCountry: string;
  readonly ToCity: string;
  readonly ToState: string;
  readonly ToZip: string;
  readonly ToCountry: string;
  /** §3 Dates: sent in ISO date form (first 10 characters). */
  readonly MoveDate: IsoDate;
  /** The When? choice the move date came from. */
  readonly MovingDateRange: MoveTiming;
  /** The Size? label, e.g. '2 bedroom'. */
  readonly MovingOutOf: string;
  readonly LinearFeet: number;
  /** Empty when the form did not ask for an email (§2: only one arm of the mobile A/B test asks). */
  readonly EmailAddress: string;
  /** The text the visitor typed in Moving From / Moving To. */
  readonly FromInput: string;
  readonly ToInput: string;
  readonly Website: typeof WEBSITE;
  readonly WebApp: typeof WEB_APP;
}

/** §3 short form movingFrom / movingTo: "chosen location plus typed text". */
export interface LocationChoice {
  readonly location: Pick<ChosenLocation, 'CityName' | 'StateCode' | 'ZipCode' | 'Country'>;
  readonly text: string;
}

/** §3 Short form data, already validated (§5). */
export interface ShortFormData {
  readonly movingFrom: LocationChoice;
  readonly movingTo: LocationChoice;
  /** The When? choice converted to a date (§9 move timing). */
  readonly SpotDate: IsoDate;
  /** The When? choice itself, sent as MovingDateRange. */
  readonly MovingDateRange: MoveTiming;
  /** The Size? label. */
  readonly MovingOutOf: string;
  readonly EmailAddress: string;
  /** Linear feet from the Size? choice (§9 house sizes). */
  readonly LinearFeet: number;
}

/** §3: the labels of the short form's fields in shared state. */
export const ShortFormField = enumOf('MovingFrom', 'MovingTo', 'SpotDate', 'MovingOutOf', 'Email');
export type ShortFormField = ValueOf<typeof ShortFormField>;

/**
 * §3: turns validated short-form data into the quote form payload. Typed text and email are
 * trimmed (§5 "text is trimmed"); a ZIP is sent only when it has a US or Canadian shape (§5);
 * SpotDate becomes MoveDate; Website and WebApp are fixed.
 */
export function buildQuoteFormPayload(data: ShortFormData): QuoteFormPayload {
  const from = data.movingFrom.location;
  const to = data.movingTo.location;
  return {
    FromCity: from.CityName.trim(),
    FromState: from.StateCode.trim(),
    FromZip: zipToSend(from.ZipCode) ?? '',
    FromCountry: from.Country,
    ToCity: to.CityName.trim(),
    ToState: to.StateCode.trim(),
    ToZip: zipToSend(to.ZipCode) ?? '',
    ToCountry: to.Country,
    MoveDate: data.SpotDate,
    MovingDateRange: data.MovingDateRange,
    MovingOutOf: data.MovingOutOf,
    LinearFeet: data.LinearFeet,
    EmailAddress: data.EmailAddress.trim(),
    FromInput: data.movingFrom.text.trim(),
    ToInput: data.movingTo.text.trim(),
    Website: WEBSITE,
    WebApp: WEB_APP,
  };
}

/** §2 "Form layouts: vertical, horizontal, banner." */
export const QuoteFormLayout = enumOf('vertical', 'horizontal', 'banner');
export type QuoteFormLayout = ValueOf<typeof QuoteFormLayout>;

/**
 * §2 "On mobile in banner layout, pressing the button goes straight to the form URL" (/moving-quote, the
 * §2 "default form address"). "On mobile" is read as the §9 mobile width, where the banner shows no fields.
 */
export function buttonGoesToFormUrl(layout: QuoteFormLayout, atMobileWidth: boolean): boolean {
  return layout === QuoteFormLayout.banner && atMobileWidth;
}

/** The two places of the short form: Moving From (origin) and Moving To (destination). */
export type FormPlace = 'from' | 'to';

/**
 * §5 "Server invalid-city reasons (both, origin, destination) show 'Enter a valid City, State or ZIP'
 * and clear the matching location": the places an invalid reason clears (none for other reasons).
 */
export function placesClearedBy(reasonInvalid: string): FormPlace[] {
  if (reasonInvalid === InvalidReason.InvalidCityBoth) return ['from', 'to'];
  if (reasonInvalid === InvalidReason.InvalidCityOrigin) return ['from'];
  if (reasonInvalid === InvalidReason.InvalidCityDestination) return ['to'];
  return [];
}
