import { describe, expect, it } from 'vitest';
import { fieldErrors, formatFieldErrors, MISSING_MESSAGE_FALLBACK, validationFailed } from './field-messages';

describe("formatFieldErrors: 'field - message' lines (§5)", () => {
  it("renders one error as 'field - message' (§5, §8 'equipmentPickup - No value provided!')", () => {
    expect(formatFieldErrors([{ field: 'equipmentPickup', message: 'No value provided!' }])).toEqual([
      'equipmentPickup - No value provided!',
    ]);
  });

  it("joins several messages of one field with '|' (§5)", () => {
    expect(
      formatFieldErrors([
        { field: 'email', message: 'Value is required' },
        { field: 'email', message: 'Value is not a valid email address' },
      ]),
    ).toEqual(['email - Value is required|Value is not a valid email address']);
  });

  it('keeps fields in first-seen order, grouping later messages under their field (§5)', () => {
    expect(
      formatFieldErrors([
        { field: 'b', message: 'one' },
        { field: 'a', message: 'two' },
        { field: 'b', message: 'three' },
      ]),
    ).toEqual(['b - one|three', 'a - two']);
  });

  it('replaces a missing, empty or blank message with the fallback (§5)', () => {
    expect(MISSING_MESSAGE_FALLBACK).toBe(
      'Something went wrong building this message. Contact the dev team.',
    );
    expect(
      formatFieldErrors([
        { field: 'a', message: undefined },
        { field: 'b', message: null },
        { field: 'c', message: '' },
        { field: 'd', message: '  ' },
      ]),
    ).toEqual([
      `a - ${MISSING_MESSAGE_FALLBACK}`,
      `b - ${MISSING_MESSAGE_FALLBACK}`,
      `c - ${MISSING_MESSAGE_FALLBACK}`,
      `d - ${MISSING_MESSAGE_FALLBACK}`,
    ]);
  });

  it("renders a form-level error (empty field) as '- message' (§8 '- No transitTime provided!')", () => {
    expect(
      formatFieldErrors([
        { field: '', message: 'No transitTime provided!' },
        { field: '', message: 'No carrier provided!' },
      ]),
    ).toEqual(['- No transitTime provided!|No carrier provided!']);
  });

  it('renders no lines for no errors (§5)', () => {
    expect(formatFieldErrors([])).toEqual([]);
  });
});

describe('ValidationFailure helpers (§5)', () => {
  it('pairs each rule message with its field (§5)', () => {
    expect(fieldErrors('MovingFrom', ['The value is required'])).toEqual([
      { field: 'MovingFrom', message: 'The value is required' },
    ]);
  });

  it("builds a { kind: 'ValidationFailed' } failure holding a copy of the errors (§5)", () => {
    const errors = [{ field: 'Email', message: 'Value is required' }];
    const failure = validationFailed(errors);
    expect(failure).toEqual({ kind: 'ValidationFailed', errors });
    expect(failure.errors).not.toBe(errors);
  });
});
