import { describe, expect, it } from 'vitest';
import { formatFieldErrors } from '../validation/field-messages';
import {
  existingAccountEmail,
  MAX_SIGN_UP_CODE_ATTEMPTS,
  normalizeSignUpCode,
  SIGN_UP_CODE_LIFETIME_MS,
  signUpCodeEmail,
  signUpCodeExpiresAt,
  signUpCodeUsable,
  validateContact,
  validateSignUp,
} from './sign-up-rules';

const good = {
  EmailAddress: ' Dana@Example.COM ',
  FirstName: ' Dana ',
  LastName: 'Mover',
  PhoneNumber: '(816) 555-0100',
  Password: 'boxes-and-tape-2026',
};
const lines = (result: ReturnType<typeof validateSignUp> | ReturnType<typeof validateContact>) =>
  result.isErr() ? formatFieldErrors(result.error.errors) : [];

describe('sign-up rules (issue 11 "Reserving needs an account"; §5)', () => {
  it('accepts a sign-up: email lower-cased, names trimmed, phone sent as digits only (§5), password as typed', () => {
    expect(validateSignUp(good)._unsafeUnwrap()).toEqual({
      email: 'dana@example.com',
      firstName: 'Dana',
      lastName: 'Mover',
      phoneNumber: '8165550100',
      password: 'boxes-and-tape-2026',
    });
  });

  it('needs a password of at least 12 characters (OWASP ASVS), reported under the wire name Password', () => {
    expect(lines(validateSignUp({ ...good, Password: 'short-pw' }))).toEqual([
      'Password - This field should be at least 12 characters long',
    ]);
    expect(lines(validateSignUp({ ...good, Password: 'aaaaaaaaaaaaaa' }))).toEqual([
      'Password - The password is too easy to guess',
    ]);
  });

  it('reports every failing field as §5 lines: email, password, names, a phone that is not 10 digits', () => {
    expect(
      lines(
        validateSignUp({
          EmailAddress: 'nope',
          FirstName: '',
          LastName: 'x'.repeat(51),
          PhoneNumber: '555-0100',
          Password: '',
        }),
      ),
    ).toEqual([
      'EmailAddress - Value is not a valid email address',
      'Password - The value is required',
      'FirstName - The value is required',
      'LastName - The maximum length allowed is 50',
      'PhoneNumber - Please enter a 10-digit phone number',
    ]);
    expect(lines(validateContact({ FirstName: 'A', LastName: 'B', PhoneNumber: 'call me' }))).toEqual([
      'PhoneNumber - The value is required',
    ]);
  });

  it('a code is 6 digits (spaces dropped); anything else is no code', () => {
    expect(normalizeSignUpCode('123 456')).toBe('123456');
    expect(normalizeSignUpCode('012345')).toBe('012345');
    for (const bad of ['', '12345', '1234567', '12345a', '１２３４５６'])
      expect(normalizeSignUpCode(bad)).toBeNull();
  });

  it(`a code works for ${SIGN_UP_CODE_LIFETIME_MS / 60_000} minutes and ${MAX_SIGN_UP_CODE_ATTEMPTS} tries`, () => {
    const sent = Date.parse('2026-11-25T12:00:00Z');
    const expiresMs = signUpCodeExpiresAt(sent);
    expect(expiresMs - sent).toBe(30 * 60_000);
    expect(signUpCodeUsable({ expiresMs, attempts: 0 }, expiresMs - 1)).toBe(true);
    expect(signUpCodeUsable({ expiresMs, attempts: 0 }, expiresMs)).toBe(false);
    expect(signUpCodeUsable({ expiresMs, attempts: 4 }, sent)).toBe(true);
    expect(signUpCodeUsable({ expiresMs, attempts: 5 }, sent)).toBe(false);
  });

  it('the code email carries the code; the existing-account email carries the sign-in link and no code', () => {
    const withCode = signUpCodeEmail('042117', 'Dana <b>');
    expect(withCode.text).toContain('Your Relomove sign-up code is 042117');
    expect(withCode.html).toContain('Hello Dana &lt;b&gt;,');
    const reminder = existingAccountEmail('http://localhost:3000/user/login');
    expect(reminder.text).toContain(
      'You already have a Relomove account — sign in: http://localhost:3000/user/login',
    );
    expect(reminder.html).toContain('href="http://localhost:3000/user/login"');
    expect(`${reminder.text}${reminder.html}`).not.toMatch(/\d{6}/);
  });
});
