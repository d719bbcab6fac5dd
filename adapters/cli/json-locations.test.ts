import { describe, expect, it } from 'vitest';
import { jsonLocations, locate } from './json-locations';

const text = `{
  "version": "x",
  "bands": [
    { "fromMiles": 0 },
    {"fromMiles": 10, "name": "a \\"quoted\\" one"}
  ],
  "empty": {}, "list": []
}`;

describe('JSON locations (issue 5: `relomove rates check` reports line:column)', () => {
  it('finds where each member key and each array item starts, lines and columns counted from 1', () => {
    const at = jsonLocations(text);
    expect(at.get('')).toEqual({ line: 1, column: 1 });
    expect(at.get('version')).toEqual({ line: 2, column: 3 });
    expect(at.get('bands[0]')).toEqual({ line: 4, column: 5 });
    expect(at.get('bands[0].fromMiles')).toEqual({ line: 4, column: 7 });
    expect(at.get('bands[1].name')).toEqual({ line: 5, column: 23 });
    expect(at.get('list')).toEqual({ line: 7, column: 16 });
  });

  it('locates a path the text lacks at its nearest ancestor', () => {
    const at = jsonLocations(text);
    expect(locate(at, ['bands', 1, 'baseCents'])).toEqual({ line: 5, column: 5 });
    expect(locate(at, ['carrier'])).toEqual({ line: 1, column: 1 });
  });
});
