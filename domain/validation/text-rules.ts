/**
 * §5 Validation rules as small composable checks. A rule takes the trimmed value and returns the
 * messages it fails with (empty = valid). checkText/validateText trim first, then run every rule
 * and collect all failing messages in rule order.
 *
 * As in common form-validation libraries, every rule except `required` passes an empty value:
 * an empty optional field is valid, and an empty required field reports only the required message.
 * Lengths count UTF-16 code units, as the HTML maxlength attribute does.
 */
import { err, ok, type Result } from 'neverthrow';
import {
  INVALID_EMAIL_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  NUMERIC_MESSAGE,
  REQUIRED_MESSAGE,
} from './messages';

/** A check on an already trimmed value; returns the failing messages, none when valid. */
export type TextRule = (value: string) => readonly string[];

/** §5 "text is trimmed": null and undefined count as ''. */
export function trim(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** §5 Required: fails on ''. The message defaults to 'The value is required'. */
export function required(message: string = REQUIRED_MESSAGE): TextRule {
  return (value) => (value === '' ? [message] : []);
}

/** §5 At least `min` characters: 'This field should be at least {min} characters long'. */
export function minLength(min: number, message: string = minLengthMessage(min)): TextRule {
  return (value) => (value !== '' && value.length < min ? [message] : []);
}

/** §5 At most `max` characters: 'The maximum length allowed is {max}'. */
export function maxLength(max: number, message: string = maxLengthMessage(max)): TextRule {
  return (value) => (value.length > max ? [message] : []);
}

/** A decimal number: optional '-', ASCII digits, optional fraction ('12', '-3', '4.50'). */
const NUMERIC = /^-?[0-9]+(\.[0-9]+)?$/;

/** §5 'Value must be numeric'. */
export function numeric(message: string = NUMERIC_MESSAGE): TextRule {
  return (value) => (value !== '' && !NUMERIC.test(value) ? [message] : []);
}

/** RFC 5322 "atext" plus dots between atoms: the unquoted local parts that mail systems accept. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A host label: letters, digits and inner hyphens, 1 to 63 characters. */
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** A top-level domain: at least two letters. */
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

/**
 * A practical email check (§5 'Value is not a valid email address'): exactly one '@'; a local part
 * of at most 64 characters made of RFC 5322 atext characters with single inner dots; a domain of at
 * least two dot-separated host labels ending in an alphabetic top-level domain; at most 254
 * characters in all. Quoted local parts, IP-literal domains and non-ASCII addresses are refused.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.indexOf('@');
  if (at < 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const top = labels[labels.length - 1] ?? '';
  return (
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(top)
  );
}

/** §5 'Value is not a valid email address' (or the short form's 'Please provide a valid email address'). */
export function email(message: string = INVALID_EMAIL_MESSAGE): TextRule {
  return (value) => (value !== '' && !isEmailAddress(value) ? [message] : []);
}

/** Trims the value, then runs every rule; returns all failing messages in rule order. */
export function checkText(value: string | null | undefined, rules: readonly TextRule[]): string[] {
  const trimmed = trim(value);
  return rules.flatMap((rule) => [...rule(trimmed)]);
}

/** Trims the value and runs every rule: ok(trimmed value) or err(all failing messages). */
export function validateText(
  value: string | null | undefined,
  rules: readonly TextRule[],
): Result<string, string[]> {
  const messages = checkText(value, rules);
  return messages.length === 0 ? ok(trim(value)) : err(messages);
}
