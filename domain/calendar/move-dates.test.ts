import { describe, expect, it } from 'vitest';
import { isoDate } from './iso-date';
import { moveDates } from './move-dates';

const base = {
  SpotDate: isoDate('2026-12-04'),
  PickupDate: null,
  IsLiveLoad: false,
  ShouldForceSameDayPickup: false,
  TransTime: 5,
  OriginHolidays: [],
  DestinationHolidays: [],
};

describe('move dates (§7 move dates call, §9 delivery window)', () => {
  it('gives three business days to load, then the free delivery window from pickup', () => {
    expect(moveDates(base)).toEqual({
      SpotDate: '2026-12-04',
      PickupDate: '2026-12-09',
      DeliveryDate: '2026-12-16',
      DeliveryDateMax: '2026-12-18',
    });
  });

  it('moves a spot date on a weekend or an origin holiday to the next business day', () => {
    expect(moveDates({ ...base, SpotDate: isoDate('2026-12-05') }).SpotDate).toBe('2026-12-07');
    expect(
      moveDates({ ...base, SpotDate: isoDate('2026-12-25'), OriginHolidays: [isoDate('2026-12-25')] })
        .SpotDate,
    ).toBe('2026-12-28');
  });

  it('picks up the same day for a live load or a forced same-day pickup', () => {
    expect(moveDates({ ...base, IsLiveLoad: true }).PickupDate).toBe('2026-12-04');
    expect(moveDates({ ...base, ShouldForceSameDayPickup: true }).PickupDate).toBe('2026-12-04');
  });

  it('honours a requested pickup date at least one business day after the spot, else uses the standard time', () => {
    expect(moveDates({ ...base, PickupDate: isoDate('2026-12-07') }).PickupDate).toBe('2026-12-07');
    expect(moveDates({ ...base, PickupDate: isoDate('2026-12-04') }).PickupDate).toBe('2026-12-09');
  });

  it('skips destination holidays in the delivery window', () => {
    const dates = moveDates({ ...base, DestinationHolidays: [isoDate('2026-12-14')] });
    expect(dates.DeliveryDate).toBe('2026-12-17');
    expect(dates.DeliveryDateMax).toBe('2026-12-21');
  });
});
