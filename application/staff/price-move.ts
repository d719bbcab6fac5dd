import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { DEFAULT_MOVE_TIMING, spotDateForTiming } from '../../domain/calendar/move-timing';
import { searchQueryFor } from '../../domain/location/search-term';
import { zipCountry } from '../../domain/location/zip';
import type { RateCardUnavailable } from '../ports/rate-card-source';
import { type LanePricing, type PlaceRequest, type RatedLane, rateLane } from '../quotes/rate-lane';
import { UseCase } from '../use-case';

export interface PriceMoveInput {
  /** A ZIP, a postal code or a 'City, ST' as staff type it. */
  from: string;
  to: string;
  linearFeet: number;
  /** Default: the quote form's default (7 days from today, by the clock of whoever prices it). */
  moveDate?: IsoDate;
}

export type PriceMoveError =
  | RateCardUnavailable
  | { kind: 'PlaceNotFound'; field: 'from' | 'to'; text: string };

export interface PricedMove extends RatedLane {
  moveDate: IsoDate;
  pricedOn: IsoDate;
}

/**
 * Prices a hypothetical move without storing anything (issue 5 `relomove price`), with the same
 * rating as the server's quotes/add and the rate card in force today.
 */
export class PriceMove extends UseCase<LanePricing> {
  execute(input: PriceMoveInput): ResultAsync<PricedMove, PriceMoveError> {
    const from = this.place(input.from);
    if (!from) return errAsync({ kind: 'PlaceNotFound', field: 'from', text: input.from });
    const to = this.place(input.to);
    if (!to) return errAsync({ kind: 'PlaceNotFound', field: 'to', text: input.to });
    const today = this.deps.clock.today();
    const moveDate = input.moveDate ?? spotDateForTiming(DEFAULT_MOVE_TIMING, today);
    const card = this.deps.rateCards.inForceOn(today);
    if (card.isErr()) return errAsync(card.error);
    const lane = rateLane(this.deps, card.value, {
      origin: from,
      destination: to,
      linearFeet: input.linearFeet,
      moveDate,
      hasContactEmail: true,
    });
    return okAsync({ ...lane, moveDate, pricedOn: today });
  }

  /** Free text to a place request: a ZIP shape is looked up as a ZIP, anything else through city search. */
  private place(text: string): PlaceRequest | null {
    const trimmed = text.trim();
    if (zipCountry(trimmed)) return { city: '', state: '', zip: trimmed, country: zipCountry(trimmed) ?? '' };
    const term = searchQueryFor(trimmed);
    const [hit] = term ? this.deps.cities.search(term, 1) : [];
    return hit ? { city: hit.CityName, state: hit.StateCode, zip: hit.ZipCode, country: hit.Country } : null;
  }
}
