import { describe, expect, it } from 'vitest';
import { ledgerDay } from './ledger-day';

describe("a payment's day is the origin station's calendar day (issue 27, station time zones)", () => {
  it('a charge at 5 p.m. Pacific on 12/07 (01:00 UTC on 12/08) is 12/07 at a Los Angeles origin', () => {
    expect(ledgerDay('2026-12-08T01:00:00.000Z', 'America/Los_Angeles')).toBe('2026-12-07');
  });
  it('the same instant is 12/07 at an Atlanta origin (8 p.m. Eastern) and 12/08 in Halifax (9 p.m. Atlantic is still 12/07)', () => {
    expect(ledgerDay('2026-12-08T01:00:00.000Z', 'America/New_York')).toBe('2026-12-07');
    expect(ledgerDay('2026-12-08T04:30:00.000Z', 'America/Halifax')).toBe('2026-12-08');
  });
  it('across the spring DST change: 11:30 p.m. PDT on 03/08/2027 is 03/08', () => {
    expect(ledgerDay('2027-03-09T06:30:00.000Z', 'America/Los_Angeles')).toBe('2027-03-08');
  });
});
