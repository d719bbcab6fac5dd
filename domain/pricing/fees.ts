import { add, type Cents, dollars, ZERO } from '../money/money';
import { AppointmentWindow } from '../quote/enums';
import type { Accessorials, SpotAppointment } from '../quote/types';

/** §9 Weight tickets fee: $150. */
export const WEIGHT_TICKETS_FEE: Cents = dollars(150);

/** §9 Weight tickets cost $150 when requested, or 0 when the fee is waived (or not requested). */
export function weightTicketsFee(requested: boolean, waived: boolean): Cents {
  return requested && !waived ? WEIGHT_TICKETS_FEE : ZERO;
}

/**
 * §9 Guaranteed spot appointment fee: OneHourRate for a one-hour window, TwoHourRate for a two-hour
 * window; an Unspecified or Open window costs nothing.
 */
export function spotAppointmentFee(
  window: AppointmentWindow,
  rates: Pick<SpotAppointment, 'OneHourRate' | 'TwoHourRate'>,
): Cents {
  switch (window) {
    case AppointmentWindow.OneHourWindow:
      return rates.OneHourRate;
    case AppointmentWindow.TwoHourWindow:
      return rates.TwoHourRate;
    case AppointmentWindow.Unspecified:
    case AppointmentWindow.Open:
      return ZERO;
  }
}

/** §9 Broker and customs fees are added if present (a null fee is absent). */
export function brokerAndCustomsFees(accessorials: Pick<Accessorials, 'BrokerFee' | 'CustomsFee'>): Cents {
  return add(accessorials.BrokerFee ?? ZERO, accessorials.CustomsFee ?? ZERO);
}
