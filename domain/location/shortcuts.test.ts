import { describe, expect, it } from 'vitest';
import {
  COMMON_SHORTCUTS,
  expandShortcut,
  SEARCH_SHORTCUTS,
  SPEC_SHORTCUTS,
  shortcutText,
} from './shortcuts';

describe('location search shortcuts (§5)', () => {
  it('holds exactly the five shortcuts of the spec (§5)', () => {
    expect([...SPEC_SHORTCUTS.keys()]).toEqual(['dc', 'kc', 'kck', 'kcmo', 'nyc']);
  });

  it('keeps every §5 shortcut exactly as written, whatever the common list says (§5, issue 10)', () => {
    for (const [key, expansion] of SPEC_SHORTCUTS) expect(SEARCH_SHORTCUTS.get(key)).toEqual(expansion);
    expect(SEARCH_SHORTCUTS.size).toBe(SPEC_SHORTCUTS.size + COMMON_SHORTCUTS.size);
  });

  it('knows the shortcuts people commonly type, each naming one city and state (issue 10)', () => {
    expect(expandShortcut('la')).toEqual({ city: 'Los Angeles', state: 'CA' });
    expect(expandShortcut('sf')).toEqual({ city: 'San Francisco', state: 'CA' });
    expect(expandShortcut('chi')).toEqual({ city: 'Chicago', state: 'IL' });
    expect(expandShortcut('ATL')).toEqual({ city: 'Atlanta', state: 'GA' });
    expect(expandShortcut('philly')).toEqual({ city: 'Philadelphia', state: 'PA' });
    expect(expandShortcut('lv')).toEqual({ city: 'Las Vegas', state: 'NV' });
    expect(expandShortcut('slc')).toEqual({ city: 'Salt Lake City', state: 'UT' });
    expect(expandShortcut('dfw')).toEqual({ city: 'Dallas', state: 'TX' });
    expect(expandShortcut('nola')).toEqual({ city: 'New Orleans', state: 'LA' });
    for (const expansion of COMMON_SHORTCUTS.values()) expect(expansion.state).toMatch(/^[A-Z]{2}$/);
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
