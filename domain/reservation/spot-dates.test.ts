import { describe, expect, it } from 'vitest';
import { type IsoDate, isoDate } from '../calendar/iso-date';
import {
  firstBookableSpotDate,
  nextDaySpotAllowed,
  SPOT_DATE_REASON_MESSAGES,
  SPOT_DATE_REASONS,
  type SpotDateRules,
  spotDateReason,
  spotDays,
} from './spot-dates';

// Thursday 2026-12-03, 10 a.m. at the station.
const rules = (over: Partial<SpotDateRules> = {}): SpotDateRules => ({
  calendar: { ServiceDays: [1, 2, 3, 4], Holidays: [isoDate('2026-12-08')] },
  now: { date: isoDate('2026-12-03'), minutes: 10 * 60 },
  isFull: (date: IsoDate) => date === '2026-12-10',
  ...over,
});

describe('bookable drop-off dates (issue 11 schedule; §3 NextDaySpotAllowed, §4 InvalidCapacityUnserviceableDate)', () => {
  it('says why each unbookable date is refused', () => {
    const days = spotDays(isoDate('2026-12-02'), isoDate('2026-12-11'), rules());
    expect(days.map((d) => [d.date, d.reason])).toEqual([
      ['2026-12-02', 'SpotDateIsPast'],
      ['2026-12-03', 'PastCutoff'],
      ['2026-12-04', 'ClosedServiceDay'],
      ['2026-12-05', 'Weekend'],
      ['2026-12-06', 'Weekend'],
      ['2026-12-07', null],
      ['2026-12-08', 'Holiday'],
      ['2026-12-09', null],
      ['2026-12-10', 'InvalidCapacityUnserviceableDate'],
      ['2026-12-11', 'ClosedServiceDay'],
    ]);
    expect(days.filter((d) => d.bookable).map((d) => d.date)).toEqual(['2026-12-07', '2026-12-09']);
  });

  it('allows the next day until 2 p.m. station time, then refuses it as past the cut-off', () => {
    const wednesday = { date: isoDate('2026-12-02'), minutes: 13 * 60 + 59 };
    expect(nextDaySpotAllowed(wednesday)).toBe(true);
    expect(spotDateReason(isoDate('2026-12-03'), rules({ now: wednesday }))).toBeNull();
    const late = { ...wednesday, minutes: 14 * 60 };
    expect(nextDaySpotAllowed(late)).toBe(false);
    expect(spotDateReason(isoDate('2026-12-03'), rules({ now: late }))).toBe('PastCutoff');
  });

  it('refuses dates after the station day a move asked 365 days out becomes (issue 25)', () => {
    // 365 days from Thursday 2026-12-03 is Friday 2027-12-03, a day this station does not serve: a move asked
    // for it is dropped off on Monday 2027-12-06, which is bookable; the day after is not.
    expect(spotDateReason(isoDate('2027-12-06'), rules())).toBeNull();
    expect(spotDateReason(isoDate('2027-12-07'), rules())).toBe('TooFarOut');
    // Served every weekday, the last bookable day is the 365th itself.
    const weekdays = rules({ calendar: { ServiceDays: [1, 2, 3, 4, 5], Holidays: [] } });
    expect(spotDateReason(isoDate('2027-12-03'), weekdays)).toBeNull();
    expect(spotDateReason(isoDate('2027-12-06'), weekdays)).toBe('TooFarOut');
  });

  it('finds the next available move date', () => {
    expect(firstBookableSpotDate(isoDate('2026-12-01'), rules())).toBe('2026-12-07');
    expect(firstBookableSpotDate(isoDate('2026-12-10'), rules())).toBe('2026-12-14');
    expect(firstBookableSpotDate(isoDate('2026-12-10'), rules({ isFull: () => true }))).toBeNull();
  });

  it('has one message for every reason', () => {
    for (const reason of SPOT_DATE_REASONS) expect(SPOT_DATE_REASON_MESSAGES[reason]).toMatch(/\w/);
  });
});
