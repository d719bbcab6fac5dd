import type { Result } from 'neverthrow';

/**
 * The value of a check that cannot fail where it is made (a constant, a fixture, input an earlier check
 * passed); a failure is a bug, thrown as a RangeError with the check's message and what was checked.
 */
export function orThrow<T>(checked: Result<T, { message: string }>, what: string | number): T {
  return checked.match(
    (value) => value,
    (e) => {
      throw new RangeError(`${e.message}: ${what}`);
    },
  );
}
