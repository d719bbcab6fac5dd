import { describe, expect, it } from 'vitest';
import {
  EMAIL_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  NUMERIC_MESSAGE,
  REQUIRED_MESSAGE,
  SHORT_FORM_EMAIL_MESSAGE,
} from './messages';
import {
  checkText,
  email,
  isEmailAddress,
  maxLength,
  minLength,
  numeric,
  required,
  trim,
  validateText,
} from './text-rules';

describe('text rules (§5)', () => {
  it('trims text and treats null and undefined as empty (§5 "text is trimmed")', () => {
    expect(trim('  Kansas City  ')).toBe('Kansas City');
    expect(trim(null)).toBe('');
    expect(trim(undefined)).toBe('');
  });

  it("required fails on empty or blank text with 'The value is required' (§5)", () => {
    expect(required()('')).toEqual([REQUIRED_MESSAGE]);
    expect(checkText('   ', [required()])).toEqual([REQUIRED_MESSAGE]);
    expect(required()('x')).toEqual([]);
  });

  it('required takes another message, e.g. the email field’s (§5)', () => {
    expect(required(EMAIL_REQUIRED_MESSAGE)('')).toEqual(['Value is required']);
  });

  it('minLength fails below min characters and passes at min (§5)', () => {
    expect(minLength(4)('abc')).toEqual(['This field should be at least 4 characters long']);
    expect(minLength(4)('abcd')).toEqual([]);
  });

  it('minLength passes an empty value, leaving it to required (§5)', () => {
    expect(minLength(4)('')).toEqual([]);
  });

  it('maxLength fails above max characters and passes at max (§5)', () => {
    expect(maxLength(49)('a'.repeat(50))).toEqual(['The maximum length allowed is 49']);
    expect(maxLength(49)('a'.repeat(49))).toEqual([]);
  });

  it("numeric accepts decimal numbers and refuses anything else with 'Value must be numeric' (§5)", () => {
    for (const ok of ['0', '42', '-3', '4.50']) expect(numeric()(ok)).toEqual([]);
    for (const bad of ['4a', '1e3', '4.', '.5', '1,000', '+1'])
      expect(numeric()(bad)).toEqual([NUMERIC_MESSAGE]);
    expect(numeric()('')).toEqual([]);
  });

  it('recognises ordinary email addresses (§5)', () => {
    for (const address of [
      'a@b.co',
      'first.last@example.com',
      'user+tag@mail.example.org',
      "o'brien@example.ca",
      'x_y-z@sub-domain.example.travel',
    ]) {
      expect(isEmailAddress(address)).toBe(true);
    }
  });

  it('refuses malformed email addresses (§5)', () => {
    for (const address of [
      'plain',
      '@example.com',
      'a@',
      'a@b',
      'a@@b.com',
      'a@b@c.com',
      '.a@b.com',
      'a.@b.com',
      'a..b@c.com',
      'a b@c.com',
      'a@-b.com',
      'a@b-.com',
      'a@b..com',
      'a@b.c',
      'a@b.123',
      `${'a'.repeat(65)}@b.com`,
      `a@${'b'.repeat(250)}.com`,
    ]) {
      expect(isEmailAddress(address)).toBe(false);
    }
  });

  it("email rule reports 'Value is not a valid email address', or the short form's message (§5)", () => {
    expect(email()('nope')).toEqual([INVALID_EMAIL_MESSAGE]);
    expect(email(SHORT_FORM_EMAIL_MESSAGE)('nope')).toEqual(['Please provide a valid email address']);
    expect(email()('')).toEqual([]);
  });

  it('trims before checking, so surrounding spaces never fail a rule (§5)', () => {
    expect(checkText('  me@example.com  ', [required(), email()])).toEqual([]);
    expect(checkText('  abcd  ', [minLength(4), maxLength(4)])).toEqual([]);
  });

  it('collects every failing message in rule order (§5)', () => {
    expect(checkText('ab1', [minLength(4), numeric(), maxLength(2)])).toEqual([
      'This field should be at least 4 characters long',
      'Value must be numeric',
      'The maximum length allowed is 2',
    ]);
  });

  it('validateText gives ok(trimmed text) or err(messages) (§5)', () => {
    expect(validateText(' 123 ', [required(), numeric()])._unsafeUnwrap()).toBe('123');
    expect(validateText('', [required(), numeric()])._unsafeUnwrapErr()).toEqual([REQUIRED_MESSAGE]);
  });
});
