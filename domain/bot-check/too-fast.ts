/**
 * §5 Bot checks and §9 bot thresholds: "A too-fast check (feature-toggled, admins exempt) flags the
 * form if total time is under the total threshold or more than the fast-field-count of fields were
 * filled faster than the per-field threshold." §8 messages of the bot checks. §6 admin test.
 */
import { err, ok, type Result } from 'neverthrow';

/** §8 The too-fast failure, which leads to the captcha page. */
export const TOO_FAST_MESSAGE = 'Form interaction or submission too fast. Bot likely.';

/** §8 reCAPTCHA messages. */
export const RECAPTCHA_SCORE_FAILED_MESSAGE = 'reCAPTCHA bot score failed human verification';
export const RECAPTCHA_EXECUTION_OR_VALIDATION_ERROR_MESSAGE =
  'Error during reCAPTCHA execution or validation';
export const RECAPTCHA_EXECUTE_ERROR_MESSAGE = 'Error executing reCAPTCHA';
export const RECAPTCHA_VALIDATE_TOKEN_ERROR_MESSAGE = 'Error validating reCAPTCHA token';

/** §9 Bot thresholds (page settings). */
export interface BotThresholds {
  /** A field filled in less than this many milliseconds counts as fast. */
  perFieldMs: number;
  /** The form is flagged when MORE than this many fields were fast. */
  fastFieldCount: number;
  /** The form is flagged when filled in less than this many milliseconds in total. */
  totalFormMs: number;
}

/** §9 "Bot thresholds (page-settings defaults): per-field 500 ms, fast field count 2, total form time 8000 ms." */
export const DEFAULT_BOT_THRESHOLDS: Readonly<BotThresholds> = Object.freeze({
  perFieldMs: 500,
  fastFieldCount: 2,
  totalFormMs: 8000,
});

/** How long the visitor took: one duration per filled field, and the whole form. */
export interface FormTiming {
  fieldDurationsMs: readonly number[];
  totalMs: number;
}

/** The feature toggle and whether the visitor is an admin (§5 "feature-toggled, admins exempt"). */
export interface TooFastContext {
  isAdmin: boolean;
  enabled: boolean;
}

export type TooFastDecision =
  | { tooFast: false; reason: 'Disabled' | 'Admin' | 'HumanPace'; fastFields: number }
  | {
      tooFast: true;
      reason: 'TotalTooFast' | 'TooManyFastFields';
      fastFields: number;
      message: typeof TOO_FAST_MESSAGE;
    };

export interface TooFastFailure {
  kind: 'TooFast';
  message: typeof TOO_FAST_MESSAGE;
}

/** A duration that is not at least the threshold (including NaN) counts as fast. */
function isFast(durationMs: number, thresholdMs: number): boolean {
  return !(durationMs >= thresholdMs);
}

/**
 * §5, §9 The too-fast rule. Off when the toggle is off; admins are exempt. Otherwise flagged when
 * totalMs < totalFormMs, or when the number of fields with duration < perFieldMs is greater than
 * fastFieldCount (with the defaults: 3 or more fields under 500 ms). Exactly at a threshold is not
 * fast. A non-number duration (NaN) counts as fast, so malformed timings do not slip through.
 */
export function isTooFast(
  timing: FormTiming,
  settings: Readonly<BotThresholds> = DEFAULT_BOT_THRESHOLDS,
  context: TooFastContext,
): TooFastDecision {
  const fastFields = timing.fieldDurationsMs.filter((d) => isFast(d, settings.perFieldMs)).length;
  if (!context.enabled) return { tooFast: false, reason: 'Disabled', fastFields };
  if (context.isAdmin) return { tooFast: false, reason: 'Admin', fastFields };
  if (isFast(timing.totalMs, settings.totalFormMs)) {
    return { tooFast: true, reason: 'TotalTooFast', fastFields, message: TOO_FAST_MESSAGE };
  }
  if (fastFields > settings.fastFieldCount) {
    return { tooFast: true, reason: 'TooManyFastFields', fastFields, message: TOO_FAST_MESSAGE };
  }
  return { tooFast: false, reason: 'HumanPace', fastFields };
}

/** The too-fast rule as a Result for use cases: err({ kind: 'TooFast', message }) sends to the captcha page (§8). */
export function checkFormPace(
  timing: FormTiming,
  settings: Readonly<BotThresholds> = DEFAULT_BOT_THRESHOLDS,
  context: TooFastContext,
): Result<void, TooFastFailure> {
  const decision = isTooFast(timing, settings, context);
  return decision.tooFast ? err({ kind: 'TooFast', message: decision.message }) : ok(undefined);
}
