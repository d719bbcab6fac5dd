/**
 * Customer sign-up inside the reservation flow (issue 11 "Reserving needs an account"), and the customer's
 * own contact record (§3 Contact, §7 POST contacts/me). The specification shows no sign-up; these rules are
 * ours (docs/decisions.md "Reservation (issue 11): customer accounts"):
 * - a sign-up is confirmed by a 6-digit code emailed to the address, valid 30 minutes, 5 tries;
 * - the password follows the new-account rules (12+ characters, OWASP ASVS; new-account-rules.ts);
 * - the phone is sent as digits only (§5) and is a 10-digit US number.
 */
import { err, ok, type Result } from 'neverthrow';
import { enumOf } from '../shared/enum';
import { type FieldError, type ValidationFailure, validationFailed } from '../validation/field-messages';
import { maxLengthMessage, REQUIRED_MESSAGE } from '../validation/messages';
import { Role } from './enums';
import { validateNewAccount } from './new-account-rules';

/** The wire's field names of a sign-up and of the contact record (§3 Contact; Password and Code are ours). */
export const SignUpField = enumOf('EmailAddress', 'FirstName', 'LastName', 'PhoneNumber', 'Password', 'Code');

/** A first or last name has at most this many characters. */
export const MAX_NAME_LENGTH = 50;
/** A US phone number: 10 digits once everything else is stripped (§5). */
export const PHONE_DIGITS = 10;
export const PHONE_MESSAGE = 'Please enter a 10-digit phone number';

/** The sign-up code: 6 digits... */
export const SIGN_UP_CODE_LENGTH = 6;
/** ...valid for 30 minutes after it is sent... */
export const SIGN_UP_CODE_LIFETIME_MS = 30 * 60 * 1000;
/** ...and tried at most 5 times; then a new code must be asked for. */
export const MAX_SIGN_UP_CODE_ATTEMPTS = 5;
/** A code that is not 6 digits, caught in the form before it is sent. */
export const CODE_FORMAT_MESSAGE = 'Please enter the 6 digits of the code';
/** One answer for a wrong code, an expired or used-up one, and an email that already has an account. */
export const WRONG_CODE_MESSAGE = 'The code is wrong or has expired';

/**
 * Sign-up requests per typed email (whether or not it has an account): each sends an email, and each new
 * code allows MAX_SIGN_UP_CODE_ATTEMPTS tries, so this also bounds code guessing (25 tries an hour).
 */
export const SIGN_UP_EMAIL_THROTTLE = Object.freeze({ limit: 5, windowMs: 60 * 60 * 1000 });

/** The answer to a throttled sign-up request or code try. */
export function tooManySignUpsMessage(minutes: number): string {
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The status of POST user/register's answer: a code (or a sign-in reminder) was emailed. */
export const VERIFICATION_SENT = 'VerificationSent' as const;

/** §3 Contact: the customer's own names and phone. */
export interface ContactFields {
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
}

export interface SignUpInput extends ContactFields {
  EmailAddress: string;
  Password: string;
}

export interface ValidContact {
  firstName: string;
  lastName: string;
  /** Digits only. */
  phoneNumber: string;
}

export interface ValidSignUp extends ValidContact {
  /** Trimmed and lower-cased. */
  email: string;
  /** As typed. */
  password: string;
}

function nameErrors(field: string, value: string): FieldError[] {
  const name = value.trim();
  if (name === '') return [{ field, message: REQUIRED_MESSAGE }];
  if ([...name].length > MAX_NAME_LENGTH) return [{ field, message: maxLengthMessage(MAX_NAME_LENGTH) }];
  return [];
}

/** §5 "Phone stripped of non-digits before sending": a phone number's digits, '' when it has none. */
function phoneDigits(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/**
 * §3 Contact: first and last name (required, at most 50 characters, trimmed) and a 10-digit phone number
 * (anything but digits is dropped first, so '(816) 555-0100' is fine). Every failing field is reported.
 */
export function validateContact(input: ContactFields): Result<ValidContact, ValidationFailure> {
  const phone = phoneDigits(input.PhoneNumber);
  const errors: FieldError[] = [
    ...nameErrors(SignUpField.FirstName, input.FirstName),
    ...nameErrors(SignUpField.LastName, input.LastName),
  ];
  if (phone === '') errors.push({ field: SignUpField.PhoneNumber, message: REQUIRED_MESSAGE });
  else if (phone.length !== PHONE_DIGITS)
    errors.push({ field: SignUpField.PhoneNumber, message: PHONE_MESSAGE });
  if (errors.length > 0) return err(validationFailed(errors));
  return ok({ firstName: input.FirstName.trim(), lastName: input.LastName.trim(), phoneNumber: phone });
}

/**
 * A customer sign-up: the contact record (validateContact) and the new-account rules for the email and the
 * password (role customer), reported under the wire's field names.
 */
export function validateSignUp(input: SignUpInput): Result<ValidSignUp, ValidationFailure> {
  const contact = validateContact(input);
  const account = validateNewAccount({
    email: input.EmailAddress,
    role: Role.customer,
    password: input.Password,
  });
  const rename: Record<string, string> = { email: SignUpField.EmailAddress, password: SignUpField.Password };
  const errors: FieldError[] = [
    ...(account.isErr()
      ? account.error.errors.map((e) => ({ ...e, field: rename[e.field] ?? e.field }))
      : []),
    ...(contact.isErr() ? contact.error.errors : []),
  ];
  if (account.isErr() || contact.isErr()) return err(validationFailed(errors));
  return ok({ ...contact.value, email: account.value.email, password: account.value.password });
}

/** A code as typed: 6 ASCII digits once spaces are dropped ('123 456' is fine), else null. */
export function normalizeSignUpCode(code: string): string | null {
  const compact = code.replace(/\s+/g, '');
  return new RegExp(`^[0-9]{${SIGN_UP_CODE_LENGTH}}$`).test(compact) ? compact : null;
}

/** When a code sent at `sentMs` stops working. */
export function signUpCodeExpiresAt(sentMs: number): number {
  return sentMs + SIGN_UP_CODE_LIFETIME_MS;
}

/** Whether a pending sign-up may still have its code tried at `nowMs` (not expired, tries left). */
export function signUpCodeUsable(pending: { expiresMs: number; attempts: number }, nowMs: number): boolean {
  return nowMs < pending.expiresMs && pending.attempts < MAX_SIGN_UP_CODE_ATTEMPTS;
}

/** An email, as the mailer port takes it (no recipient yet). */
export interface AccountEmail {
  subject: string;
  text: string;
  html: string;
}

/** The email with a sign-up code. Words are ours. */
export function signUpCodeEmail(code: string, firstName: string): AccountEmail {
  const minutes = SIGN_UP_CODE_LIFETIME_MS / 60_000;
  const greeting = firstName === '' ? 'Hello,' : `Hello ${firstName},`;
  const line = `Your Relomove sign-up code is ${code}. It works for ${minutes} minutes.`;
  const ignore = 'If you did not ask for a Relomove account, you can ignore this email.';
  return {
    subject: `Your Relomove sign-up code: ${code}`,
    text: `${greeting}\n\n${line}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Your Relomove sign-up code is <strong>${code}</strong>. It works for ${minutes} minutes.</p><p>${ignore}</p>`,
  };
}

/** The email to an address that already has an account: sign in instead (no code). */
/**
 * Issue 26: how the staff outbox names the sign-up email. Not its subject, which carries the code: the code
 * proves the address, so nobody but its reader sees it (the SANDBOX mailer's log line aside).
 */
export const SIGN_UP_CODE_SUMMARY = 'Your Relomove sign-up code (the code is not shown)';

export function existingAccountEmail(loginUrl: string): AccountEmail {
  const line = 'Someone (we hope you) tried to create a Relomove account with this email address.';
  const already = 'You already have a Relomove account — sign in';
  return {
    subject: 'You already have a Relomove account',
    text: `${line}\n\n${already}: ${loginUrl}\n\nIf it was not you, you can ignore this email.\n`,
    html: `<p>${line}</p><p><a href="${escapeHtml(loginUrl)}">${already}</a></p><p>If it was not you, you can ignore this email.</p>`,
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
