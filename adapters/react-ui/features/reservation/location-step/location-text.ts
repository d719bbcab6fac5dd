/**
 * The words of step W (location) and the small display helpers it shares with the dashboard: a station's
 * service days as hours ('Mon–Fri') and a phone number as people read it. The specification shows none of
 * these texts (ours, docs/decisions.md); the values they stand for are the domain's.
 */
import { BuildingType, DeliveryResponse } from '../../../../../domain/quote/enums';
import type { IsoWeekday } from '../../../../../domain/quote/types';
import { MilitaryBranch } from '../../../../../domain/reservation/enums';
import { digitsOnly } from '../../../../../domain/validation/digits';

export const LocationText = {
  origin: 'Moving from',
  destination: 'Moving to',
  buildingType: 'Type of building',
  address1: 'Street address',
  address2: 'Apartment, suite, unit (optional)',
  storageAddress1: 'Storage facility street address',
  deliveryResponse: 'Do you know the delivery address?',
  willAdviseNote: "That's fine: we'll ask you for the address before delivery.",
  originCenter: 'Choose your origin service center',
  destinationCenter: 'Choose your destination service center',
  centersFailed: 'We could not load the nearest service centers. Your quote’s service center is shown.',
  centersOnMap: 'See these service centers on a map (opens in a new tab)',
  milesAway: (miles: number) => `${miles} mi away`,
  hours: (days: string) => `Open ${days}`,
  contact: 'Your contact details',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  smsOptIn: 'Text me updates about my move',
  smsNumber: 'Mobile number for text messages',
  labor: "I'd like a referral for loading help",
  military: 'Military move',
  weightTickets: 'I need weight tickets (military move)',
  weightTicketsFee: (fee: string, coupon: string) =>
    `Weight tickets add ${fee} to your price (waived with the ${coupon} coupon).`,
  weightTicketsWaived: (fee: string, coupon: string) =>
    `Weight tickets are free with your ${coupon} coupon (normally ${fee}).`,
  branch: 'Branch of service',
  branchPlaceholder: 'Choose your branch',
  branchOther: 'Your branch of service',
  liability: 'Liability coverage',
  included: 'included in your price',
  crossBorder: 'Broker and customs fees',
  crossBorderNote: 'Your move crosses a border. These fees are included in your price:',
  continue: 'Continue to schedule',
  saving: 'Saving…',
  checkFields: 'Please check the highlighted fields.',
  /** Issue 27: an address in another service area changes the price (ours, docs/decisions.md). */
  priceChangeTitle: 'Your price changes at these addresses',
  priceChangeOr: 'Or correct the ZIP code above and continue again.',
} as const;

/** The building types a customer may choose for door service (§3; 'service' is a service center). */
export const DOOR_BUILDING_TYPES: readonly BuildingType[] = [
  BuildingType.home,
  BuildingType.apartment,
  BuildingType.storage,
];

export const BUILDING_TYPE_LABEL: Readonly<Record<BuildingType, string>> = {
  home: 'Home',
  apartment: 'Apartment',
  storage: 'Storage facility',
  service: 'Service center',
};

/** The door-delivery answers to "Do you know the delivery address?" (§3 selectedDeliveryResponse). */
export const DOOR_DELIVERY_RESPONSES: readonly DeliveryResponse[] = [
  DeliveryResponse.known,
  DeliveryResponse.unknown,
  DeliveryResponse.storage,
];

export const DELIVERY_RESPONSE_LABEL: Readonly<Record<DeliveryResponse, string>> = {
  known: 'Yes, I know the address',
  unknown: 'Not yet (Will Advise)',
  storage: 'It goes to a storage facility',
  'service center': 'A service center',
};

/** §3 MilitaryBranch values as people read them. */
export const MILITARY_BRANCH_LABEL: Readonly<Record<MilitaryBranch, string>> = {
  [MilitaryBranch.AirForce]: 'Air Force',
  [MilitaryBranch.Army]: 'Army',
  [MilitaryBranch.CoastGuard]: 'Coast Guard',
  [MilitaryBranch.MarineCorps]: 'Marine Corps',
  [MilitaryBranch.Navy]: 'Navy',
  [MilitaryBranch.Other]: 'Other',
};

const WEEKDAY_SHORT: Readonly<Record<IsoWeekday, string>> = {
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
  7: 'Sun',
};

/**
 * A station's ServiceDays (ISO weekdays) as hours: runs of three or more days joined with an en dash
 * ('Mon–Fri'), the rest listed ('Mon, Wed, Fri'); '' when there are none.
 */
export function serviceDaysText(days: readonly IsoWeekday[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start;
    while (end + 1 < sorted.length && (sorted[end + 1] ?? 0) === (sorted[end] ?? 0) + 1) end += 1;
    const first = sorted[start] as IsoWeekday;
    const last = sorted[end] as IsoWeekday;
    if (end - start >= 2) parts.push(`${WEEKDAY_SHORT[first]}–${WEEKDAY_SHORT[last]}`);
    else for (let i = start; i <= end; i += 1) parts.push(WEEKDAY_SHORT[sorted[i] as IsoWeekday]);
    start = end + 1;
  }
  return parts.join(', ');
}

/** A North American phone number as '(312) 555-0142' (10 digits, or 11 starting with 1); anything else as given. */
export function formatPhone(value: string): string {
  const digits = digitsOnly(value);
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return value;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}
