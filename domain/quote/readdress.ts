/**
 * Issue 27 "Addresses the customer gave": the ZIP or postal code given with an address in reservation
 * step 1 may lie in another service area than the one the quote was priced for (a lane is priced between
 * service areas: a ZIP in the same area keeps the price). The move is then re-priced at the addresses given: the same equipment, sizes, selection and move date, rated from today's rate card for
 * the lane between the new places (their service centers and HHGMiles). The customer sees the new price
 * before continuing, and the quote is changed only once they accept it (docs/decisions.md).
 */
import { type Cents, formatUsd } from '../money/money';
import { carrySelection, optionSizes, recountCubes } from './edit-quote';
import { location, type QuotePlace } from './new-quote';
import type { Location, PricingOption, Quote } from './types';

export interface ReaddressFacts {
  /** The rated place of the origin's ZIP, or null when the origin stays where it was priced. */
  readonly origin: QuotePlace | null;
  /** The rated place of the destination's ZIP, or null when it stays where it was priced. */
  readonly destination: QuotePlace | null;
  /** HHGMiles between the two places. */
  readonly miles: number;
  /** The lane's options rated afresh (rate-lane.ts) at the quote's trailer length and move date. */
  readonly options: readonly PricingOption[];
}

/**
 * The quote at the addresses given: each moved end takes its new city, state, ZIP, FIPS and service
 * center (its street and building answers are the reservation's, kept as they were); the options are the
 * fresh ones at the quote's ReloCube count with the customer's selection kept; IsUpdated is set, and the
 * repository stores it with Revision + 1.
 */
export function readdressedQuote(current: Quote, facts: ReaddressFacts): Quote {
  const d = current.Details;
  const { cubes } = optionSizes(d.PricingOptions);
  const fresh = cubes === undefined ? facts.options : recountCubes(facts.options, cubes);
  const at = <L extends Location>(end: L, place: QuotePlace | null): L => {
    if (place === null) return end;
    const { City, State, ZIP, Country, FIPS, StationDetail } = location(place);
    return { ...end, City, State, ZIP, Country, FIPS, StationDetail };
  };
  return {
    ...current,
    IsUpdated: true,
    Details: {
      ...d,
      Origin: at(d.Origin, facts.origin),
      Destination: at(d.Destination, facts.destination),
      HHGMiles: facts.miles,
      PricingOptions: carrySelection(d.PricingOptions, fresh),
    },
  };
}

/** One end that moved to another service area: the ZIP given and its place. */
export interface MovedEnd {
  readonly zip: string;
  /** 'Denver, CO'. */
  readonly place: string;
  /** The place the quote was priced from, 'Kansas City, MO'. */
  readonly pricedFrom: string;
}

/** The words of a re-priced move (ours, docs/decisions.md): what moved, and the price before and after. */
export const AddressPriceText = {
  /** The line beside the ZIP field in another service area. */
  moved: (end: MovedEnd) =>
    `${end.zip} is in ${end.place}, in another service area than ${end.pricedFrom}, where this quote was priced.`,
  /** The price before and after, above the button that accepts it. */
  price: (was: Cents, now: Cents) =>
    was === now
      ? `The price of your move stays ${formatUsd(now)}.`
      : `At these addresses your move costs ${formatUsd(now)} instead of ${formatUsd(was)}.`,
  accept: (now: Cents) => `Continue at ${formatUsd(now)}`,
  /** The refusal when the request did not accept this price (it changed, or none was accepted). */
  notAccepted: (now: Cents) =>
    `The price at these addresses is ${formatUsd(now)}. Please review it and continue at that price, or change the ZIP.`,
  /** Change my move: a booked move's address in another service area (its station, equipment and dates change). */
  bookedElsewhere:
    'A booked move cannot change service area online. Please call us, and we will move it for you.',
  /** A ZIP whose lane we do not move online. */
  notServed: 'We cannot move to or from this ZIP or postal code online. Please check it, or call us',
} as const;
