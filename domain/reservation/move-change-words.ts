/**
 * Issue 27 "Saved changes are reported in full": what a saved change to a booked move changed, field by field,
 * in a customer's words, derived from the move before and after the change (never from a screen's state).
 * The tracked fields are move-edit-fields.ts's (changedFields), named as the move-changed email names them.
 */
import { clockRange } from '../calendar/appointment-time';
import { formatMMDDYYYY } from '../calendar/formats';
import { stationTimeZone, zoneShortName } from '../calendar/time-zones';
import { changedFieldWords } from '../notifications/move-message-words';
import { liabilityFromApiValue, liabilityLabel } from '../pricing/liability';
import { selectedOption } from '../quote/edit-quote';
import { AppointmentWindow, DeliveryType, EquipType, ExpeditedFlag } from '../quote/enums';
import type { Quote } from '../quote/types';
import { placeSummary } from './confirmation-email';
import { changedFields, type MoveEditField } from './move-edit-fields';

/** A tracked field's value in words ('06/16/2026', '9:00-11:00 AM CT', 'guaranteed in 3 business days'). */
function valueWords(quote: Quote, field: MoveEditField): string {
  const d = quote.Details;
  const option = selectedOption(d.PricingOptions);
  switch (field) {
    case 'SpotDate':
      return formatMMDDYYYY(d.SpotDate);
    case 'PickupDate':
      return formatMMDDYYYY(d.PickupDate);
    case 'OriginAppointment': {
      const a = d.Reservation?.SpotAppointment;
      if (!a || a.AppointmentWindow === AppointmentWindow.Unspecified) return 'no set window';
      if (a.AppointmentWindow === AppointmentWindow.Open || !a.EarlyTime || !a.LateTime)
        return 'any time during the day';
      return `${clockRange(a.EarlyTime, a.LateTime)} ${zoneShortName(stationTimeZone(d.Origin.StationDetail))}`;
    }
    case 'LiveLoad':
      return d.Origin.LiveLoad ? 'live load' : 'loading days before the pickup';
    case 'GuaranteedDelivery':
      return option?.ExpeditedFlag === ExpeditedFlag.Child
        ? `guaranteed in ${option.CarrierTransitTime} business days`
        : 'free estimated delivery';
    case 'LinearFeet':
      return option?.EquipType === EquipType.Trailer ? `${option.LinearFeet} ft trailer` : 'none';
    case 'NumCubes':
      return option?.EquipType === EquipType.Relocube ? `${option.EquipQuantity} ReloCubes` : 'none';
    case 'Liability':
      return liabilityFromApiValue(d.Accessorials.Liability)
        .map(liabilityLabel)
        .unwrapOr(d.Accessorials.Liability);
    case 'Storage':
      return d.Accessorials.AddTrailerStorage || d.Accessorials.AddReloCubeStorage
        ? 'stored at the destination'
        : 'no storage';
    case 'DestinationDelivery':
      return option?.DestinationDelivery === DeliveryType.Terminal
        ? 'at the destination service center'
        : 'to your door';
    case 'OriginAddress':
      return placeSummary(d.Origin);
    case 'DestinationAddress':
      return placeSummary(d.Destination);
    default:
      return 'updated';
  }
}

/** One change in words: 'Drop-off date: 06/15/2026 → 06/16/2026'. */
export interface MoveChangeLine {
  readonly field: MoveEditField;
  readonly text: string;
}

/**
 * Every tracked field a saved change changed, in MoveEditField order, each with its old and new value:
 * 'Guaranteed delivery: free estimated delivery → guaranteed in 3 business days'. Contact and weight-ticket
 * details are named without their values.
 */
export function describeMoveChange(before: Quote, after: Quote): MoveChangeLine[] {
  return changedFields(before, after).map((field) => {
    const name = changedFieldWords(field);
    const label = name.charAt(0).toUpperCase() + name.slice(1);
    const from = valueWords(before, field);
    const to = valueWords(after, field);
    return { field, text: from === 'updated' ? `${label}: updated` : `${label}: ${from} → ${to}` };
  });
}
