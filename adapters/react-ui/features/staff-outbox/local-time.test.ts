import { afterEach, describe, expect, it, vi } from 'vitest';
import { localMessageTime } from './local-time';

const real = Intl.DateTimeFormat.prototype.resolvedOptions;

function viewerIn(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

afterEach(() => vi.restoreAllMocks());

describe('a time on the staff screens (issue 27: a time says its zone)', () => {
  it("is the viewer's own clock, and names the zone", () => {
    viewerIn('America/Chicago');
    expect(localMessageTime('2026-11-22T15:00:00.000Z', true)).toBe('Sun, Nov 22, 2026, 9:00 AM CT');
    viewerIn('America/Los_Angeles');
    expect(localMessageTime('2026-11-22T15:00:00.000Z')).toBe('Sun, Nov 22, 7:00 AM PT');
  });

  it('gives back text that is not an instant as it came', () => {
    expect(localMessageTime('not a time')).toBe('not a time');
  });
});
