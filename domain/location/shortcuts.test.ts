import { describe, expect, it } from 'vitest';
import { expandShortcut, SEARCH_SHORTCUTS, shortcutText } from './shortcuts';

describe('location search shortcuts (§5)', () => {
  it('holds exactly the five shortcuts of the spec (§5)', () => {
    expect([...SEARCH_SHORTCUTS.keys()]).toEqual(['dc', 'kc', 'kck', 'kcmo', 'nyc']);
  });

  it('expands each shortcut to its city and state (§5)', () => {
    expect(expandShortcut('dc')).toEqual({ city: 'Washington', state: 'DC' });
    expect(expandShortcut('kc')).toEqual({ city: 'Kansas City' });
    expect(expandShortcut('kck')).toEqual({ city: 'Kansas City', state: 'KS' });
    expect(expandShortcut('kcmo')).toEqual({ city: 'Kansas City', state: 'MO' });
    expect(expandShortcut('nyc')).toEqual({ city: 'New York City' });
  });

  it('matches case-insensitively, ignoring surrounding spaces (§5)', () => {
    expect(expandShortcut(' KCMO ')).toEqual({ city: 'Kansas City', state: 'MO' });
    expect(expandShortcut('Nyc')).toEqual({ city: 'New York City' });
  });

  it('matches the whole term only (§5)', () => {
    expect(expandShortcut('dc metro')).toBeNull();
    expect(expandShortcut('kcm')).toBeNull();
    expect(expandShortcut('')).toBeNull();
  });

  it('does not treat object property names as shortcuts (§5)', () => {
    expect(expandShortcut('constructor')).toBeNull();
    expect(expandShortcut('__proto__')).toBeNull();
  });

  it("writes an expansion as the spec does: 'Washington, DC', 'Kansas City' (§5)", () => {
    expect(shortcutText({ city: 'Washington', state: 'DC' })).toBe('Washington, DC');
    expect(shortcutText({ city: 'Kansas City' })).toBe('Kansas City');
  });
});
