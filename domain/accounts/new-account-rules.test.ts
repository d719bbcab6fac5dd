import { describe, expect, it } from 'vitest';
import { formatFieldErrors } from '../validation/field-messages';
import { validateNewAccount } from './new-account-rules';

const lines = (input: { email: string; role: string; password: string }) =>
  validateNewAccount(input).match(
    () => [],
    (e) => formatFieldErrors(e.errors),
  );

describe('new account rules (issue 5 `relomove user add`, §6 roles, §5 field - message lines)', () => {
  it('accepts a valid email, a §6 role and a long password, lower-casing the email and keeping the password as typed', () => {
    const account = validateNewAccount({
      email: ' Desk@Relomove.test ',
      role: 'staff',
      password: ' correct horse battery ',
    });
    expect(account._unsafeUnwrap()).toEqual({
      email: 'desk@relomove.test',
      role: 'staff',
      password: ' correct horse battery ',
    });
  });

  it.each(['customer', 'agent', 'staff', 'admin'])('accepts the §6 role %s', (role) => {
    expect(validateNewAccount({ email: 'a@b.test', role, password: 'plenty-of-letters' }).isOk()).toBe(true);
  });

  it('reports every failing field, one §5 line each', () => {
    expect(lines({ email: 'not-an-email', role: 'boss', password: 'short' })).toEqual([
      'email - Value is not a valid email address',
      'role - Value must be one of customer, agent, staff, admin',
      'password - This field should be at least 12 characters long',
    ]);
  });

  it('requires email and password', () => {
    expect(lines({ email: ' ', role: 'staff', password: '' })).toEqual([
      'email - The value is required',
      'password - The value is required',
    ]);
  });

  it.each([
    ['few different characters', 'aaaaaaaaaaaaaaaa'],
    ['a repeated pair', '121212121212'],
    ['the email name inside', 'Pat.Jones-2026!'],
  ])('refuses a weak password (%s)', (_why, password) => {
    expect(lines({ email: 'pat.jones@relomove.test', role: 'agent', password })).toEqual([
      'password - The password is too easy to guess',
    ]);
  });

  it('refuses a password over 200 characters and counts code points, not UTF-16 units', () => {
    expect(lines({ email: 'a@b.test', role: 'admin', password: `${'abcdefghij'.repeat(20)}k` })).toEqual([
      'password - The maximum length allowed is 200',
    ]);
    expect(
      validateNewAccount({ email: 'a@b.test', role: 'admin', password: '🔑🚚📦🏠🌎✨🔑🚚📦🏠🌎✨' }).isOk(),
    ).toBe(true);
  });
});
