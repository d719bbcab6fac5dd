import type { IsoDate } from '../calendar/iso-date';
import { type MoveDates, moveDates } from '../calendar/move-dates';
import type { QuoteDetails } from './types';

export interface RequestedDates {
  SpotDate: IsoDate;
  PickupDate: IsoDate | null;
  IsLiveLoad: boolean;
  ShouldForceSameDayPickup: boolean;
}

/**
 * The §7 move dates of a stored quote: its origin station's holidays for spot and pickup, its
 * destination station's for delivery, and the carrier transit time given.
 */
export function quoteMoveDates(
  details: Pick<QuoteDetails, 'Origin' | 'Destination'>,
  requested: RequestedDates,
  transitDays: number,
): MoveDates {
  return moveDates({
    ...requested,
    TransTime: transitDays,
    OriginHolidays: details.Origin.StationDetail?.Holidays ?? [],
    DestinationHolidays: details.Destination.StationDetail?.Holidays ?? [],
  });
}
