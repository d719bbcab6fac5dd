import { addBusinessDays } from './business-days';
import { formatMMDDYYYY } from './formats';
import type { IsoDate } from './iso-date';

/** §9: the free estimated delivery window is "transit time to transit time plus 2 business days". */
export const FREE_DELIVERY_WINDOW_EXTRA_BUSINESS_DAYS = 2;

/** §3 Dates DeliveryDate and DeliveryDateMax: the earliest and latest estimated delivery day. */
export interface DeliveryWindow {
  readonly DeliveryDate: IsoDate;
  readonly DeliveryDateMax: IsoDate;
}

/**
 * §9 "Free estimated delivery shown as transit time to transit time plus 2 business days".
 * Both ends are counted in business days from the pickup date with {@link addBusinessDays}
 * (skipping Saturday, Sunday and the given holidays; a pickup on a non-business day counts
 * from the next business day). `transitBusinessDays` is the carrier transit time (§3 CarrierTransitTime),
 * a non-negative whole number.
 */
export function estimatedDeliveryWindow(
  pickupDate: IsoDate,
  transitBusinessDays: number,
  holidays: readonly IsoDate[] = [],
): DeliveryWindow {
  return {
    DeliveryDate: addBusinessDays(pickupDate, transitBusinessDays, holidays),
    DeliveryDateMax: addBusinessDays(
      pickupDate,
      transitBusinessDays + FREE_DELIVERY_WINDOW_EXTRA_BUSINESS_DAYS,
      holidays,
    ),
  };
}

/**
 * The window for display, dates as MM/DD/YYYY (§3), e.g. 'Estimated delivery 11/30/2026 - 12/02/2026'.
 * The wording is ours: the spec does not show this text.
 */
export function formatDeliveryWindow(window: DeliveryWindow): string {
  return `Estimated delivery ${formatMMDDYYYY(window.DeliveryDate)} - ${formatMMDDYYYY(window.DeliveryDateMax)}`;
}
