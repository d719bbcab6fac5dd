/**
 * §4 "Edit history" of a booked move: the fields an edit tracks, their values as text, which of them an edit
 * changed, and the history that records each new value.
 */
import { type EditHistory, EMPTY_EDIT_HISTORY, record } from '../quote/edit-history';
import { selectedOption } from '../quote/edit-quote';
import { EquipType, ExpeditedFlag } from '../quote/enums';
import type { Quote } from '../quote/types';
import { enumOf, type ValueOf } from '../shared/enum';

/** The tracked fields of §4 "Edit history" for a booked move (ours: the specification names none). */
export const MoveEditField = enumOf(
  'SpotDate',
  'PickupDate',
  'OriginAppointment',
  'LiveLoad',
  'GuaranteedDelivery',
  'LinearFeet',
  'NumCubes',
  'Liability',
  'Storage',
  'DestinationDelivery',
  'OriginAddress',
  'DestinationAddress',
  'Contact',
  'WeightTickets',
);
export type MoveEditField = ValueOf<typeof MoveEditField>;

const place = (l: Quote['Details']['Origin'] | Quote['Details']['Destination']) =>
  [l.AddressLine1, l.AddressLine2, l.StationDetail?.StationCode ?? ''].map((s) => s.trim()).join('|');

/** The value of every tracked field of a booked move, as text. */
export function trackedValues(quote: Quote): Record<MoveEditField, string> {
  const d = quote.Details;
  const option = selectedOption(d.PricingOptions);
  const r = d.Reservation;
  const a = r?.SpotAppointment;
  return {
    SpotDate: d.SpotDate,
    PickupDate: d.PickupDate,
    OriginAppointment: a ? [a.AppointmentWindow, a.EarlyTime, a.LateTime].filter(Boolean).join(' ') : '',
    LiveLoad: String(d.Origin.LiveLoad),
    GuaranteedDelivery:
      option?.ExpeditedFlag === ExpeditedFlag.Child ? String(option.CarrierTransitTime) : 'none',
    LinearFeet: option?.EquipType === EquipType.Trailer ? String(option.LinearFeet) : '',
    NumCubes: option?.EquipType === EquipType.Relocube ? String(option.EquipQuantity) : '',
    Liability: d.Accessorials.Liability,
    Storage: String(d.Accessorials.AddTrailerStorage || d.Accessorials.AddReloCubeStorage),
    DestinationDelivery: option?.DestinationDelivery ?? '',
    OriginAddress: place(d.Origin),
    DestinationAddress: place(d.Destination),
    Contact: [r?.Contact.FirstName, r?.Contact.LastName, d.PhoneNumber, r?.SMSPhoneNumber, r?.laborRequested]
      .map((v) => String(v ?? ''))
      .join('|'),
    WeightTickets: [r?.WeightTickets, r?.MilitaryBranch ?? '', r?.MilitaryBranchOther ?? ''].join('|'),
  };
}

/** The tracked fields whose values differ between two versions of a move, in MoveEditField order. */
export function changedFields(before: Quote, after: Quote): MoveEditField[] {
  const a = trackedValues(before);
  const b = trackedValues(after);
  return (Object.keys(a) as MoveEditField[]).filter((f) => a[f] !== b[f]);
}

/** §4 "Edit history": each changed field's new value recorded, the 10 latest kept per field. */
export function withEditHistory(
  history: EditHistory | undefined,
  after: Quote,
  fields: readonly MoveEditField[],
  at: string,
): EditHistory {
  const values = trackedValues(after);
  return fields.reduce((h, f) => record(h, f, { value: values[f], at }), history ?? EMPTY_EDIT_HISTORY);
}
