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
 * destination station's for delivery (holidays and service days), the carrier transit time given and the
 * equipment's loading days (the rate card's; the standard 3 when left out).
 */
export function quoteMoveDates(
  details: Pick<QuoteDetails, 'Origin' | 'Destination'>,
  requested: RequestedDates,
  transitDays: number,
  loadingDays?: number,
): MoveDates {
  const origin = details.Origin.StationDetail;
  const destination = details.Destination.StationDetail;
  return moveDates({
    ...requested,
    TransTime: transitDays,
    OriginHolidays: origin?.Holidays ?? [],
    DestinationHolidays: destination?.Holidays ?? [],
    ...(origin ? { OriginServiceDays: origin.ServiceDays } : {}),
    ...(destination ? { DestinationServiceDays: destination.ServiceDays } : {}),
    ...(loadingDays === undefined ? {} : { LoadingDays: loadingDays }),
  });
}
