import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { MoveDates } from '../../domain/calendar/move-dates';
import { nextAvailableMoveDate } from '../../domain/calendar/next-available-move-date';
import { quoteMoveDates } from '../../domain/quote/quote-move-dates';
import type { Quote } from '../../domain/quote/types';
import { transitBusinessDays } from '../../domain/rating/rate-options';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import type { StationCapacity } from '../ports/station-capacity';
import { findQuoteFor, type QuoteAccessError } from '../quotes/quote-access';
import { UseCase } from '../use-case';
import { type PlannedDateError, plannedDateError } from './planned-date';

export interface MovementDatesInput {
  /** The quote's reference: its link token, or its number for its owner or staff (findQuoteFor). */
  reference: string;
  viewer: Viewer;
  SpotDate: IsoDate;
  PickupDate: IsoDate | null;
  IsLiveLoad: boolean;
  ShouldForceSameDayPickup: boolean;
}

/** §3 Dates, plus the first day the origin station has room (§3 Reservation NextAvailableMoveDate). */
export interface MovementDates extends MoveDates {
  NextAvailableMoveDate: IsoDate | null;
}

export type MovementDatesError = QuoteAccessError | PlannedDateError | RateCardUnavailable;

export interface ComputeMovementDatesDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  capacity: StationCapacity;
  rateCards: RateCardSource;
  clock: Clock;
}

/**
 * POST moves/movement-dates (§7 "reads movementDates, converted to dates"; §3 Dates): the spot, pickup
 * and estimated delivery dates of a quote's move for a requested spot date (domain/calendar/move-dates),
 * with the quote's stations' holidays and the default option's carrier transit time. A quote with no
 * prices yet (under review) uses the rate card's transit time for its miles.
 */
export class ComputeMovementDates extends UseCase<ComputeMovementDatesDeps> {
  execute(input: MovementDatesInput): ResultAsync<MovementDates, MovementDatesError> {
    const outside = plannedDateError('SpotDate', input.SpotDate, this.deps.clock.today());
    if (outside) return errAsync(outside);
    return findQuoteFor(this.deps, input.reference, input.viewer).andThen((quote) => {
      const transit = this.transitTime(quote);
      if (transit.kind === 'RateCardUnavailable') return errAsync(transit);
      const origin = quote.Details.Origin.StationDetail;
      const originHolidays = origin?.Holidays ?? [];
      const dates = quoteMoveDates(
        quote.Details,
        {
          SpotDate: input.SpotDate,
          PickupDate: input.PickupDate,
          IsLiveLoad: input.IsLiveLoad,
          ShouldForceSameDayPickup: input.ShouldForceSameDayPickup,
        },
        transit.days,
      );
      const isFull = (date: IsoDate) =>
        origin ? this.deps.capacity.isFull(origin.StationCode, date) : false;
      return okAsync({
        ...dates,
        NextAvailableMoveDate: nextAvailableMoveDate(input.SpotDate, originHolidays, isFull),
      });
    });
  }

  /** The default parent option's CarrierTransitTime, else the rate card's for the quote's HHGMiles. */
  private transitTime(quote: Quote): { kind: 'TransitTime'; days: number } | RateCardUnavailable {
    const option = quote.Details.PricingOptions.find((o) => o.DefaultParent);
    if (option) return { kind: 'TransitTime', days: option.CarrierTransitTime };
    const card = this.deps.rateCards.inForceOn(this.deps.clock.today());
    if (card.isErr()) return card.error;
    return { kind: 'TransitTime', days: transitBusinessDays(card.value, quote.Details.HHGMiles) };
  }
}
