import { describe, expect, it } from 'vitest';
import { placeRanksBefore, type RankedPlace } from './place-ranking';

const city = (name: string, zipCount: number, exact = false, state = 'GA'): RankedPlace => ({
  name,
  zipCount,
  exact,
  state,
});

describe('ranking suggestions: the place most people mean first (issue 10)', () => {
  it('a larger city whose name starts with the term comes before a hamlet whose name equals it', () => {
    expect(placeRanksBefore(city('atlanta', 100), city('atl', 1, true))).toBe(true);
    expect(placeRanksBefore(city('atl', 1, true), city('atlanta', 100))).toBe(false);
  });

  it('an exact name wins over a prefix match of about the same size', () => {
    expect(placeRanksBefore(city('denver', 3, true, 'IA'), city('denverton', 4))).toBe(true);
  });

  it('ties go by name, then state code', () => {
    expect(placeRanksBefore(city('austin', 1, true, 'AR'), city('austin', 1, true, 'CO'))).toBe(true);
    expect(placeRanksBefore(city('abc', 2), city('abd', 2))).toBe(true);
  });
});
