/**
 * Issue 14 preferences and the §1 unsubscribe page on the wire (our routes and field names, which the
 * specification does not show: docs/decisions.md). The paths, without zod, are in ./message-preferences-paths.ts.
 */
import { z } from 'zod';
import type {
  PreferencesAnswer,
  UnsubscribeAnswer,
} from '../../../application/notifications/message-preferences';
import {
  type MessagePreferences,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from '../../../domain/notifications/message-kinds';
import { MAX_UNSUBSCRIBE_TOKEN_LENGTH } from '../../../domain/notifications/unsubscribe-headers';
import {
  type MessageSwitches,
  maskedEmail,
  UNSUBSCRIBE_TOPICS,
  type UnsubscribeTopic,
} from '../../../domain/notifications/unsubscribe-rules';
import { REQUIRED_MESSAGE } from '../../../domain/validation/messages';

export {
  NOTIFICATION_PREFERENCES_PATH,
  RESUBSCRIBE_PATH,
  UNSUBSCRIBE_PATH,
} from './message-preferences-paths';

const OptionalCategoryWire = z.enum(OPTIONAL_CATEGORIES as [OptionalCategory, ...OptionalCategory[]]);
const TopicWire = z.enum(UNSUBSCRIBE_TOPICS as [UnsubscribeTopic, ...UnsubscribeTopic[]]);

/** A customer's choices: texts on or off, and the optional categories turned off (survey, tips). */
export const WirePreferences = z
  .object({
    SmsEnabled: z.boolean(),
    OptedOut: z.array(OptionalCategoryWire).max(OPTIONAL_CATEGORIES.length),
  })
  .strict();
export type WirePreferences = z.infer<typeof WirePreferences>;

/** PUT notifications/preferences: the whole of the signed-in customer's choices. */
export const PutPreferencesRequest = WirePreferences;

/** GET and PUT notifications/preferences: the account's address and its choices. */
export const PreferencesResponse = z.object({
  success: z.literal(true),
  EmailAddress: z.string(),
  Preferences: WirePreferences,
});
export type PreferencesResponse = z.infer<typeof PreferencesResponse>;

/** Texts and optional categories, as turned off or on by a link. */
const WireSwitches = z.object({ Texts: z.boolean(), Categories: z.array(OptionalCategoryWire) });

/** The signed token of an email's unsubscribe link. */
export const TokenQuery = z.object({
  token: z
    .string()
    .min(1, REQUIRED_MESSAGE)
    .max(MAX_UNSUBSCRIBE_TOKEN_LENGTH)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'Value must be the token of an unsubscribe link'),
});

const ONLY_VALUES = ['sms', ...OPTIONAL_CATEGORIES] as const;
/**
 * POST notifications/resubscribe: the token, and optionally `only`, a comma-separated list of what to turn
 * back on (sms, survey, tips): what the unsubscribe reported as changed, so that an undo turns on nothing
 * the customer had turned off before. Without it, everything the link covers.
 */
export const ResubscribeQuery = TokenQuery.extend({
  only: z
    .string()
    .max(64)
    .refine(
      (s) => s === '' || s.split(',').every((part) => (ONLY_VALUES as readonly string[]).includes(part)),
      `Value must be a comma-separated list of ${ONLY_VALUES.join(', ')}`,
    )
    .optional(),
});

/** `only` as the switches it names. */
export function switchesOfOnly(only: string): MessageSwitches {
  const parts = only.split(',');
  return {
    texts: parts.includes('sms'),
    categories: OPTIONAL_CATEGORIES.filter((c) => parts.includes(c)) as OptionalCategory[],
  };
}

/** The RFC 8058 one-click body (form-encoded): `List-Unsubscribe=One-Click`. */
export const OneClickForm = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

/** GET and POST notifications/unsubscribe, POST notifications/resubscribe. */
export const UnsubscribeResponse = z.object({
  success: z.literal(true),
  /** The address the link was sent to, partly hidden (a forwarded email shows no more than needed). */
  EmailAddress: z.string(),
  /** The category of the email that carried the link, or 'sms'. */
  Topic: TopicWire,
  /** Everything the link turns off (and its undo turns back on). */
  Covers: WireSwitches,
  /** What this call changed (nothing for GET). */
  Changed: WireSwitches,
  /** The address's choices after the call. */
  Preferences: WirePreferences,
  /** For a transactional category: messages about a live move cannot be turned off by email. */
  LiveMoveNote: z.string().nullable(),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

export const toWirePreferences = (p: MessagePreferences): WirePreferences => ({
  SmsEnabled: p.smsEnabled,
  OptedOut: [...p.optedOut],
});

export const fromWirePreferences = (p: WirePreferences): MessagePreferences => ({
  smsEnabled: p.SmsEnabled,
  optedOut: [...p.OptedOut],
});

const toWireSwitches = (s: MessageSwitches) => ({ Texts: s.texts, Categories: [...s.categories] });

export function preferencesResponse(answer: PreferencesAnswer): PreferencesResponse {
  return {
    success: true,
    EmailAddress: answer.email,
    Preferences: toWirePreferences(answer.preferences),
  };
}

export function unsubscribeResponse(answer: UnsubscribeAnswer): UnsubscribeResponse {
  return {
    success: true,
    EmailAddress: maskedEmail(answer.email),
    Topic: answer.topic,
    Covers: toWireSwitches(answer.scope),
    Changed: toWireSwitches(answer.changed),
    Preferences: toWirePreferences(answer.preferences),
    LiveMoveNote: answer.liveMoveNote,
  };
}
