import { UNKNOWN_ZIP_MESSAGE } from '../../domain/location/address-zip';
import { normalizeZip } from '../../domain/location/zip';
import type { Cents } from '../../domain/money/money';
import { optionSizes, selectedOption } from '../../domain/quote/edit-quote';
import { DeliveryResponse, DeliveryType, QuoteResult } from '../../domain/quote/enums';
import type { QuotePlace } from '../../domain/quote/new-quote';
import { AddressPriceText, type MovedEnd, readdressedQuote } from '../../domain/quote/readdress';
import type { Location, Quote } from '../../domain/quote/types';
import type { RateCard } from '../../domain/rating/rate-card';
import type { LocationAnswers } from '../../domain/reservation/draft';
import { bookedPrice } from '../../domain/reservation/reserved-quote';
import type { FieldError } from '../../domain/validation/field-messages';
import type { CityDirectory } from '../ports/city-directory';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { type PlaceRequest, rateLane } from '../quotes/rate-lane';

export type ZipField = 'FromZip' | 'ToZip';

/** The move at the addresses of step 1, against the quote as priced. */
export type AddressPricing =
  /** The ZIPs given lie in the service areas the quote was priced for: the price stands. */
  | { kind: 'unchanged' }
  /** A ZIP we cannot place, or a lane we do not move online. */
  | { kind: 'problems'; errors: FieldError[] }
  /** A ZIP lies in another service area: the customer must see and accept `now` before continuing. */
  | {
      kind: 'repriced';
      quote: Quote;
      was: Cents;
      now: Cents;
      lines: FieldError[];
      /** Each end in another service area, by its ZIP field. */
      moved: Array<{ field: ZipField; end: MovedEnd }>;
    };

/**
 * Issue 27 "Addresses the customer gave": the ZIP given with each address of step 1 is rated where it
 * is. A ZIP other than the quote's own is placed (an unknown one is refused). When its nearest service
 * center is the one the quote was priced for, the price stands (a lane is priced between service areas,
 * docs/decisions.md). When it is another, the lane between the two places is rated afresh from today's
 * rate card (rate-lane.ts, as for a new quote) and the customer is shown the price there against the
 * quote's (domain/quote/readdress.ts) before continuing. Ends with terminal service, or an address to be
 * advised, are not moved.
 */
export function priceAtAddresses(
  deps: { cities: CityDirectory; centers: ServiceCenterDirectory; card: RateCard },
  quote: Quote,
  answers: Pick<LocationAnswers, 'Origin' | 'Destination'>,
): AddressPricing {
  const option = selectedOption(quote.Details.PricingOptions);
  const d = quote.Details;
  const moved: Partial<Record<ZipField, { zip: string; request: PlaceRequest }>> = {};
  const errors: FieldError[] = [];
  const check = (field: ZipField, given: string | undefined, end: Location) => {
    const zip = normalizeZip(given ?? '');
    if (zip === '' || zip === normalizeZip(end.ZIP)) return;
    const zip5 = /^\d{5}-\d{4}$/.test(zip) ? zip.slice(0, 5) : zip;
    const place = deps.cities.byZip(zip5);
    if (!place) {
      errors.push({ field, message: UNKNOWN_ZIP_MESSAGE });
      return;
    }
    // Within the service area the quote was priced for, the address does not change the price.
    const [nearest] = deps.centers.near(place.Latitude, place.Longitude, 1, place.Country);
    const priced = end.StationDetail?.StationCode;
    if (!priced || !nearest || nearest.station.StationCode === priced) return;
    moved[field] = { zip, request: { zip: zip5, city: '', state: '', country: end.Country } };
  };
  if (option?.OriginDelivery !== DeliveryType.Terminal) check('FromZip', answers.Origin.FromZip, d.Origin);
  if (
    option?.DestinationDelivery !== DeliveryType.Terminal &&
    answers.Destination.selectedDeliveryResponse !== DeliveryResponse.unknown
  ) {
    check('ToZip', answers.Destination.ToZip, d.Destination);
  }
  if (errors.length > 0) return { kind: 'problems', errors };
  if (!moved.FromZip && !moved.ToZip) return { kind: 'unchanged' };

  const asPriced = (end: Location): PlaceRequest => ({
    zip: end.ZIP,
    city: end.City,
    state: end.State,
    country: end.Country,
  });
  const feet = optionSizes(d.PricingOptions).feet ?? 0;
  const lane = rateLane({ cities: deps.cities, stations: deps.centers }, deps.card, {
    origin: moved.FromZip?.request ?? asPriced(d.Origin),
    destination: moved.ToZip?.request ?? asPriced(d.Destination),
    linearFeet: feet,
    moveDate: d.MoveDate,
    hasContactEmail: true,
  });
  if (
    lane.outcome.result === QuoteResult.Invalid ||
    lane.options.length === 0 ||
    !lane.origin ||
    !lane.destination
  ) {
    return {
      kind: 'problems',
      errors: (['FromZip', 'ToZip'] as const)
        .filter((field) => moved[field])
        .map((field) => ({ field, message: AddressPriceText.notServed })),
    };
  }
  const placeOf = (field: ZipField, end: NonNullable<typeof lane.origin>): QuotePlace | null => {
    const given = moved[field];
    if (!given) return null;
    return {
      CityName: end.place.CityName,
      StateCode: end.place.StateCode,
      ZipCode: given.zip,
      Country: end.place.Country,
      FIPS: end.place.FIPS,
      station: end.station?.station ?? null,
    };
  };
  const readdressed = readdressedQuote(quote, {
    origin: placeOf('FromZip', lane.origin),
    destination: placeOf('ToZip', lane.destination),
    miles: lane.miles,
    options: lane.options,
  });
  const was = bookedPrice(quote)?.breakdown.total;
  const now = bookedPrice(readdressed)?.breakdown.total;
  if (was === undefined || now === undefined) return { kind: 'unchanged' };

  const lines: FieldError[] = [];
  const movedEnds: Array<{ field: ZipField; end: MovedEnd }> = [];
  const describe = (field: ZipField, before: Location, after: Location) => {
    const given = moved[field];
    if (!given) return;
    const end: MovedEnd = {
      zip: given.zip,
      place: `${after.City}, ${after.State}`,
      pricedFrom: `${before.City}, ${before.State}`,
    };
    movedEnds.push({ field, end });
    lines.push({ field, message: AddressPriceText.moved(end) });
  };
  describe('FromZip', d.Origin, readdressed.Details.Origin);
  describe('ToZip', d.Destination, readdressed.Details.Destination);
  const [first, ...rest] = lines;
  if (!first) return { kind: 'unchanged' };
  // The first line also gives the price before and after, so the refusal reads whole on its own.
  const priced = { ...first, message: `${first.message} ${AddressPriceText.price(was, now)}` };
  return { kind: 'repriced', quote: readdressed, was, now, lines: [priced, ...rest], moved: movedEnds };
}
