import { describe, expect, it } from 'vitest';
import { clockAt } from '../calendar/appointment-time';
import { formatMessageTime, formatMessageTimeIn } from './message-time';

describe('when a message was sent, in words (issue 14: "We texted you at 6:02 PM")', () => {
  it("says the weekday, month, day and the time on the site's one 12-hour clock (AM or PM)", () => {
    const t = { year: 2026, month: 12, day: 1, weekday: 2, hour: 18, minute: 2 };
    expect(formatMessageTime(t)).toBe('Tue, Dec 1, 6:02 PM');
    expect(formatMessageTime(t, true)).toBe('Tue, Dec 1, 2026, 6:02 PM');
  });

  it('writes midnight as 12 AM and noon as 12 PM', () => {
    expect(clockAt(0, 0)).toBe('12:00 AM');
    expect(clockAt(12, 30)).toBe('12:30 PM');
    expect(clockAt(9, 5)).toBe('9:05 AM');
  });
});

describe('formatMessageTimeIn (issue 27: a message time in the station zone, saying which)', () => {
  it('a 5 PM Pacific message on Mon 12/07 reads as 12/07 in Los Angeles, though it is 12/08 in UTC', () => {
    expect(formatMessageTimeIn('2026-12-08T01:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Mon, Dec 7, 5:00 PM PT',
    );
  });
  it('names the zone and follows daylight saving time (Eastern, July)', () => {
    expect(formatMessageTimeIn('2026-07-01T16:30:00.000Z', 'America/New_York', true)).toBe(
      'Wed, Jul 1, 2026, 12:30 PM ET',
    );
  });
  it('keeps text that is not an instant as it is', () => {
    expect(formatMessageTimeIn('soon', 'America/Chicago')).toBe('soon');
  });
});
