import { describe, expect, it } from 'vitest';
import { parseFieldErrorLines } from './field-error-lines';
import { formatFieldErrors } from './field-messages';

describe("parseFieldErrorLines (§5 'field - message' lines)", () => {
  it('reads a field line into that field', () => {
    expect(parseFieldErrorLines(['email - The email or password is incorrect'])).toEqual(
      new Map([['email', ['The email or password is incorrect']]]),
    );
  });

  it("splits several messages joined by '|' and merges repeated fields (§5)", () => {
    expect(parseFieldErrorLines(['password - a|b', 'password - c'])).toEqual(
      new Map([['password', ['a', 'b', 'c']]]),
    );
  });

  it("'- message', a line without a field and a sentence with a dash are form-level (field '')", () => {
    const read = parseFieldErrorLines(['- No transitTime provided!', 'Plain text', 'Try again - later']);
    expect(read).toEqual(new Map([['', ['No transitTime provided!', 'Plain text', 'Try again - later']]]));
  });

  it('is the inverse of formatFieldErrors', () => {
    const errors = [
      { field: 'email', message: 'one' },
      { field: 'password', message: 'two' },
      { field: 'email', message: 'three' },
    ];
    expect(parseFieldErrorLines(formatFieldErrors(errors))).toEqual(
      new Map([
        ['email', ['one', 'three']],
        ['password', ['two']],
      ]),
    );
  });
});
