import type { ValueOf } from '../shared/enum';
/**
 * Issue 14, what Relomove tells a customer: every kind of message, the category it belongs to, and which
 * categories a customer may turn off. Words and keys here are ours (the specification shows no messages
 * beyond the quote email); docs/decisions.md records the choices.
 */

/** Every message the notification system sends, one per trigger. */
export const MessageKind = {
  // Quote and booking
  QuoteEmail: 'QuoteEmail',
  ReservationConfirmed: 'ReservationConfirmed',
  MoveChanged: 'MoveChanged',
  // Schedule
  DropOffReminder: 'DropOffReminder',
  PickupReminder: 'PickupReminder',
  DeliveryReminder: 'DeliveryReminder',
  PickupRequested: 'PickupRequested',
  DeliveryBooked: 'DeliveryBooked',
  // Milestones
  PickedUp: 'PickedUp',
  InTransit: 'InTransit',
  ArrivedAtDestinationTerminal: 'ArrivedAtDestinationTerminal',
  OutForDelivery: 'OutForDelivery',
  Delivered: 'Delivered',
  StorageStarted: 'StorageStarted',
  StorageChargesComing: 'StorageChargesComing',
  // Problems
  DelayAlert: 'DelayAlert',
  PaymentDeclined: 'PaymentDeclined',
  // Money
  PaymentReceipt: 'PaymentReceipt',
  // After the move
  InspectionReminder: 'InspectionReminder',
  /** Issue 15: a copy of the signed spongy moth inspection form, once it is received. */
  InspectionFormReceived: 'InspectionFormReceived',
  SurveyInvitation: 'SurveyInvitation',
  /** Issue 15: staff confirmed or rejected a place asked for on the indirect mapping form. */
  PlaceRequestAnswered: 'PlaceRequestAnswered',
  // Account emails (issue 26): sent by sign-up itself, about no move, shown in the staff outbox
  /** The 6-digit sign-up code (issue 11). */
  SignUpCode: 'SignUpCode',
  /** "You already have a Relomove account", sent instead of a code to an address that has one (issue 11). */
  AccountExists: 'AccountExists',
} as const;
export type MessageKind = ValueOf<typeof MessageKind>;
export const MESSAGE_KINDS: readonly MessageKind[] = Object.values(MessageKind);

/**
 * A message's category. Transactional ones (booking, schedule, problems, money) are about a live move and
 * cannot be turned off by email, only moved to another channel; optional ones (survey, tips) can.
 */
export const MessageCategory = {
  Booking: 'booking',
  Schedule: 'schedule',
  Problems: 'problems',
  Money: 'money',
  Survey: 'survey',
  Tips: 'tips',
} as const;
export type MessageCategory = ValueOf<typeof MessageCategory>;
export const MESSAGE_CATEGORIES: readonly MessageCategory[] = Object.values(MessageCategory);

export const TRANSACTIONAL_CATEGORIES: readonly MessageCategory[] = [
  MessageCategory.Booking,
  MessageCategory.Schedule,
  MessageCategory.Problems,
  MessageCategory.Money,
];
export const OPTIONAL_CATEGORIES: readonly MessageCategory[] = [MessageCategory.Survey, MessageCategory.Tips];
export type OptionalCategory = 'survey' | 'tips';

export function isOptionalCategory(category: string): category is OptionalCategory {
  return (OPTIONAL_CATEGORIES as readonly string[]).includes(category);
}

/** What a customer sees of each category on the preferences and unsubscribe pages. */
export const CATEGORY_LABEL: Readonly<Record<MessageCategory, string>> = {
  booking: 'Quotes and bookings',
  schedule: 'Schedule and reminders',
  problems: 'Delays and payment problems',
  money: 'Receipts and refunds',
  survey: 'Surveys about your move',
  tips: 'Moving tips',
};

/** The category of each kind. */
export const CATEGORY_OF: Readonly<Record<MessageKind, MessageCategory>> = {
  QuoteEmail: 'booking',
  ReservationConfirmed: 'booking',
  MoveChanged: 'booking',
  DropOffReminder: 'schedule',
  PickupReminder: 'schedule',
  DeliveryReminder: 'schedule',
  PickupRequested: 'schedule',
  DeliveryBooked: 'schedule',
  PickedUp: 'schedule',
  InTransit: 'schedule',
  ArrivedAtDestinationTerminal: 'schedule',
  OutForDelivery: 'schedule',
  Delivered: 'schedule',
  StorageStarted: 'schedule',
  StorageChargesComing: 'money',
  DelayAlert: 'problems',
  PaymentDeclined: 'problems',
  PaymentReceipt: 'money',
  InspectionReminder: 'schedule',
  InspectionFormReceived: 'booking',
  PlaceRequestAnswered: 'booking',
  SurveyInvitation: 'survey',
  // The sign-up starts inside the reservation flow; these are never planned, preferred or unsubscribed.
  SignUpCode: 'booking',
  AccountExists: 'booking',
};

/** The channels a message goes by. */
export const Channel = { Email: 'email', Sms: 'sms' } as const;
export type Channel = ValueOf<typeof Channel>;
export const CHANNELS: readonly Channel[] = Object.values(Channel);

/** What a customer chose (issue 14 preferences): texts on or off, and the optional categories turned off. */
export interface MessagePreferences {
  /** False when the customer turned texts off (they still need §3 SmsOptIn and a number to get any). */
  readonly smsEnabled: boolean;
  /** Optional categories the customer unsubscribed from (both channels). */
  readonly optedOut: readonly OptionalCategory[];
}

export const DEFAULT_PREFERENCES: MessagePreferences = { smsEnabled: true, optedOut: [] };

/** Why a channel is not used for a message, for the message log and staff. */
export const SkipReason = {
  OptedOut: 'The customer turned this category off',
  NoSmsOptIn: 'The customer did not ask for texts',
  SmsTurnedOff: 'The customer turned texts off',
  NoEmail: 'No email address on the move',
  Stale: 'The message no longer applies (the move changed)',
  TooLate: 'Not sent: it was more than 48 hours late',
} as const;
export type SkipReason = ValueOf<typeof SkipReason>;

/**
 * Where a move's texts go: its SMS number when the customer asked for texts when booking (§3 SmsOptIn) and
 * gave one, else null (the move's messages then go by email only). Read by the senders and the dashboard.
 */
export function textNumber(contact: {
  readonly smsOptIn: boolean;
  readonly smsNumber: string;
}): string | null {
  const number = contact.smsNumber.trim();
  return contact.smsOptIn && number !== '' ? number : null;
}

/**
 * The channels a message of `category` goes by for a customer: email always for transactional messages
 * (when there is an address), text too when they opted in (§3 SmsOptIn with a number) and did not turn
 * texts off; an optional category they turned off goes by neither.
 */
export function channelsFor(
  category: MessageCategory,
  contact: { readonly email: string; readonly smsOptIn: boolean; readonly smsNumber: string },
  preferences: MessagePreferences,
): {
  readonly send: readonly Channel[];
  readonly skipped: readonly { channel: Channel; reason: SkipReason }[];
} {
  const send: Channel[] = [];
  const skipped: { channel: Channel; reason: SkipReason }[] = [];
  const optedOut = isOptionalCategory(category) && preferences.optedOut.includes(category);
  if (optedOut) skipped.push({ channel: Channel.Email, reason: SkipReason.OptedOut });
  else if (contact.email.trim() === '') skipped.push({ channel: Channel.Email, reason: SkipReason.NoEmail });
  else send.push(Channel.Email);
  if (optedOut) skipped.push({ channel: Channel.Sms, reason: SkipReason.OptedOut });
  else if (textNumber(contact) === null)
    skipped.push({ channel: Channel.Sms, reason: SkipReason.NoSmsOptIn });
  else if (!preferences.smsEnabled) skipped.push({ channel: Channel.Sms, reason: SkipReason.SmsTurnedOff });
  else send.push(Channel.Sms);
  return { send, skipped };
}
