import { addBusinessDays, businessDayOnOrAfter } from './business-days';
import { estimatedDeliveryWindow } from './delivery-window';
import { compareIsoDates, type IsoDate } from './iso-date';

/**
 * The §7 move-dates call, as a rule: from the requested spot (drop-off) date, the pickup date and the
 * carrier's transit time, the dates a customer sees. Stations serve Monday to Friday; weekends and each
 * station's holidays are skipped (origin holidays for spot and pickup, destination holidays for delivery).
 */
export const LOADING_BUSINESS_DAYS = 3;

export interface MoveDatesInput {
  SpotDate: IsoDate;
  /** A pickup date the customer asked for, or null for the standard loading time. */
  PickupDate: IsoDate | null;
  /** The driver waits while the customer loads: pickup the same day as the spot. */
  IsLiveLoad: boolean;
  ShouldForceSameDayPickup: boolean;
  /** Carrier transit time in business days. */
  TransTime: number;
  OriginHolidays: readonly IsoDate[];
  DestinationHolidays: readonly IsoDate[];
}

export interface MoveDates {
  SpotDate: IsoDate;
  PickupDate: IsoDate;
  DeliveryDate: IsoDate;
  DeliveryDateMax: IsoDate;
}

/**
 * SpotDate moves to the first origin business day on or after the request. PickupDate is the spot date
 * for a live load (or when forced), else the requested pickup date if it leaves the loading time, else
 * the spot date plus LOADING_BUSINESS_DAYS. Delivery is the free estimated window of §9 counted from pickup.
 */
export function moveDates(input: MoveDatesInput): MoveDates {
  const spot = businessDayOnOrAfter(input.SpotDate, input.OriginHolidays);
  let pickup: IsoDate;
  if (input.IsLiveLoad || input.ShouldForceSameDayPickup) {
    pickup = spot;
  } else {
    const earliest = addBusinessDays(spot, 1, input.OriginHolidays);
    const standard = addBusinessDays(spot, LOADING_BUSINESS_DAYS, input.OriginHolidays);
    const asked = input.PickupDate ? businessDayOnOrAfter(input.PickupDate, input.OriginHolidays) : null;
    pickup = asked && compareIsoDates(asked, earliest) >= 0 ? asked : standard;
  }
  const window = estimatedDeliveryWindow(pickup, input.TransTime, input.DestinationHolidays);
  return { SpotDate: spot, PickupDate: pickup, ...window };
}
