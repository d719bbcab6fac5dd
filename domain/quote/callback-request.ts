import { err, ok, type Result } from 'neverthrow';
import { enumOf, type ValueOf } from '../shared/enum';
import { digitsOnly } from '../validation/digits';

/**
 * §7 POST quotes/queue ("not shown"; our design, docs/decisions.md): "call me back about this quote".
 * The customer leaves a phone number, a preferred time of day and an optional note; the request joins
 * the queue our agents work through, first come first served.
 */

/** When the customer would like the call (their local time). */
export const PreferredTime = enumOf('morning', 'afternoon', 'evening');
export type PreferredTime = ValueOf<typeof PreferredTime>;
export const PREFERRED_TIMES: readonly PreferredTime[] = Object.values(PreferredTime);

/** The longest note a customer may leave for the agent. */
export const CALLBACK_NOTE_MAX = 500;

/** A North American number: 10 digits, or 11 starting with the country code 1. */
export const CALLBACK_PHONE_MESSAGE = 'Value must be a 10-digit phone number';

export type CallbackPhoneError = { kind: 'InvalidPhoneNumber'; message: string };

/**
 * §3 PhoneNumber "sent as digits only", §5 "Phone stripped of non-digits": the digits of a typed number
 * ('(312) 555-0199', '+1 312 555 0199'), as 10 digits. The area code and exchange cannot start with 0 or 1.
 */
export function callbackPhoneNumber(value: string): Result<string, CallbackPhoneError> {
  const digits = digitsOnly(value);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) {
    return err({ kind: 'InvalidPhoneNumber', message: CALLBACK_PHONE_MESSAGE });
  }
  return ok(national);
}

/** A request's place in the queue: the open requests made before it, plus one. */
export function queuePosition(openAhead: number): number {
  return Math.max(0, Math.floor(openAhead)) + 1;
}
