/**
 * The rules for an account made by staff (`relomove user add`, issue 5; §6 roles). The specification
 * shows no sign-up or password rules; these are ours (docs/decisions.md).
 */
import { err, ok, type Result } from 'neverthrow';
import { type FieldError, type ValidationFailure, validationFailed } from '../validation/field-messages';
import {
  INVALID_EMAIL_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  REQUIRED_MESSAGE,
} from '../validation/messages';
import { isEmailAddress } from '../validation/text-rules';
import { ROLES, type Role } from './enums';

/** A new password has at least 12 characters (long enough to resist guessing without composition rules)... */
export const MIN_PASSWORD_LENGTH = 12;
/** ...and at most 200 (the sign-in form's bound, which keeps hashing cheap to refuse). */
export const MAX_PASSWORD_LENGTH = 200;
/** ...with at least this many different characters, so 'aaaaaaaaaaaa' or '121212121212' is refused. */
export const MIN_DISTINCT_PASSWORD_CHARACTERS = 5;

export const WEAK_PASSWORD_MESSAGE = 'The password is too easy to guess';
export const UNKNOWN_ROLE_MESSAGE = `Value must be one of ${ROLES.join(', ')}`;

export interface NewAccountInput {
  email: string;
  role: string;
  password: string;
}

export interface ValidNewAccount {
  /** Trimmed and lower-cased. */
  email: string;
  role: Role;
  /** As typed: a password is never trimmed. */
  password: string;
}

/**
 * Checks a new account: a valid email, a §6 role, and a password of 12 to 200 characters (counted as
 * code points) with at least 5 different characters that does not contain the email's name part.
 * Every failing field is reported, as 'field - message' lines (§5).
 */
export function validateNewAccount(input: NewAccountInput): Result<ValidNewAccount, ValidationFailure> {
  const errors: FieldError[] = [];
  const email = input.email.trim().toLowerCase();
  if (email === '') errors.push({ field: 'email', message: REQUIRED_MESSAGE });
  else if (!isEmailAddress(email)) errors.push({ field: 'email', message: INVALID_EMAIL_MESSAGE });

  const role = ROLES.find((r) => r === input.role.trim().toLowerCase());
  if (role === undefined) errors.push({ field: 'role', message: UNKNOWN_ROLE_MESSAGE });

  const characters = [...input.password];
  const name = email.split('@')[0] ?? '';
  if (input.password === '') errors.push({ field: 'password', message: REQUIRED_MESSAGE });
  else if (characters.length < MIN_PASSWORD_LENGTH) {
    errors.push({ field: 'password', message: minLengthMessage(MIN_PASSWORD_LENGTH) });
  } else if (characters.length > MAX_PASSWORD_LENGTH) {
    errors.push({ field: 'password', message: maxLengthMessage(MAX_PASSWORD_LENGTH) });
  } else if (
    new Set(characters).size < MIN_DISTINCT_PASSWORD_CHARACTERS ||
    (name.length >= 3 && input.password.toLowerCase().includes(name))
  ) {
    errors.push({ field: 'password', message: WEAK_PASSWORD_MESSAGE });
  }

  if (errors.length > 0 || role === undefined) return err(validationFailed(errors));
  return ok({ email, role, password: input.password });
}
