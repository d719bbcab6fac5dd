import {
  isOptionalCategory,
  MESSAGE_CATEGORIES,
  type MessageCategory,
  type MessagePreferences,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from './message-kinds';

/**
 * Issue 14 §1 unsubscribe page: what an unsubscribe link turns off, and the words the page and the
 * dashboard use for what cannot be turned off. A link stands for the category of the email that carried
 * it, or 'sms' for texts.
 */
export type UnsubscribeTopic = MessageCategory | 'sms';
export const UNSUBSCRIBE_TOPICS: readonly UnsubscribeTopic[] = [...MESSAGE_CATEGORIES, 'sms'];

/** What a link turns off: texts, and which optional categories (both channels). */
export interface MessageSwitches {
  readonly texts: boolean;
  readonly categories: readonly OptionalCategory[];
}

export const NOTHING: MessageSwitches = { texts: false, categories: [] };

/** Said wherever a transactional category appears: it cannot be turned off, only moved to another channel. */
export const LIVE_MOVE_NOTE =
  'Messages about a live move (your booking, schedule, delays, payment problems and receipts) cannot be turned off by email. You can move them to another channel instead: get them by email only, or by text as well, in your dashboard settings.';

/** Why a transactional category shows as always on in the dashboard's settings. */
export const ALWAYS_ON_REASON = 'Always on while you have a move with us: these are about your booking.';

/**
 * What the link of `topic` turns off: 'sms' turns texts off; an optional category turns that category off;
 * a transactional category (which cannot be turned off) turns off every optional category instead.
 */
export function unsubscribeScope(topic: UnsubscribeTopic): MessageSwitches {
  if (topic === 'sms') return { texts: true, categories: [] };
  if (isOptionalCategory(topic)) return { texts: false, categories: [topic] };
  return { texts: false, categories: [...OPTIONAL_CATEGORIES] as OptionalCategory[] };
}

export const isTransactionalTopic = (topic: UnsubscribeTopic): boolean =>
  topic !== 'sms' && !isOptionalCategory(topic);

/** The preferences with `switches` turned off, and what was on before (what this change turned off). */
export function turnOff(
  preferences: MessagePreferences,
  switches: MessageSwitches,
): { preferences: MessagePreferences; changed: MessageSwitches } {
  const texts = switches.texts && preferences.smsEnabled;
  const categories = switches.categories.filter((c) => !preferences.optedOut.includes(c));
  return {
    preferences: {
      smsEnabled: preferences.smsEnabled && !switches.texts,
      optedOut: ordered([...preferences.optedOut, ...categories]),
    },
    changed: { texts, categories },
  };
}

/** The preferences with `switches` turned back on, and what was off before (what this change turned on). */
export function turnOn(
  preferences: MessagePreferences,
  switches: MessageSwitches,
): { preferences: MessagePreferences; changed: MessageSwitches } {
  const texts = switches.texts && !preferences.smsEnabled;
  const categories = switches.categories.filter((c) => preferences.optedOut.includes(c));
  return {
    preferences: {
      smsEnabled: preferences.smsEnabled || switches.texts,
      optedOut: preferences.optedOut.filter((c) => !switches.categories.includes(c)),
    },
    changed: { texts, categories },
  };
}

/** `wanted` within `scope` (an undo never turns on what the link could not turn off). */
export function within(scope: MessageSwitches, wanted: MessageSwitches): MessageSwitches {
  return {
    texts: scope.texts && wanted.texts,
    categories: scope.categories.filter((c) => wanted.categories.includes(c)),
  };
}

/** Optional categories in their one order, without repeats. */
export function ordered(categories: readonly OptionalCategory[]): OptionalCategory[] {
  return (OPTIONAL_CATEGORIES as readonly OptionalCategory[]).filter((c) => categories.includes(c));
}

/**
 * An address partly hidden for a page anyone holding the link can open: its first character, then the
 * domain ('p•••@example.com').
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** A link whose token this server did not sign (cut short when copied, changed, or made up). */
export const INVALID_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link does not work: it may have been cut short when it was copied';
