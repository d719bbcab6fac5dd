import { describe, expect, it } from 'vitest';
import { formatJsonPath } from './json-path';

describe('formatJsonPath (issue 5: rate-file errors name their JSON location)', () => {
  it('joins property names with dots and puts array indexes in brackets', () => {
    expect(formatJsonPath(['trailer', 'perFootBands', 2, 'fromMiles'])).toBe(
      'trailer.perFootBands[2].fromMiles',
    );
    expect(formatJsonPath(['seasonalFactorsBp', 0])).toBe('seasonalFactorsBp[0]');
  });

  it('quotes a property name that is not an identifier, and gives the root as an empty field', () => {
    expect(formatJsonPath(['laneFactorsBp', 'N E', 'SC'])).toBe('laneFactorsBp["N E"].SC');
    expect(formatJsonPath([])).toBe('');
  });
});
