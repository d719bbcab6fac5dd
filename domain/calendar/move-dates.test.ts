import { describe, expect, it } from 'vitest';
import { isoDate } from './iso-date';
import { moveDates, pickupAfterSpotChange, pickupChoices } from './move-dates';

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

describe("move dates on each station's service days (§7 move dates call, §3 StationDetail ServiceDays)", () => {
  it('moves the spot date and counts loading days only on origin service days', () => {
    // Origin serves Monday, Wednesday and Friday: a Tuesday request becomes Wednesday; 3 loading days = Mon 12-14.
    const dates = moveDates({
      ...base,
      SpotDate: isoDate('2026-12-08'),
      OriginServiceDays: [1, 3, 5],
      MoveType: 'TT',
    });
    expect(dates.SpotDate).toBe('2026-12-09');
    expect(dates.PickupDate).toBe('2026-12-16');
  });

  it('counts delivery on destination service days', () => {
    // Pickup Wed 12-09 counts from the destination's next working day, Thu 12-10 (as addBusinessDays does):
    // 5 working days on = 12-15, 17, 22, 24, 29; 2 more = 12-31, 01-05.
    const dates = moveDates({ ...base, DestinationServiceDays: [2, 4] });
    expect(dates.DeliveryDate).toBe('2026-12-29');
    expect(dates.DeliveryDateMax).toBe('2027-01-05');
  });

  it("uses the rate card's loading days for the equipment", () => {
    expect(moveDates({ ...base, LoadingDays: 5 }).PickupDate).toBe('2026-12-11');
  });

  it('offers the spot date (live load) and each loading day as pickup choices', () => {
    expect(pickupChoices(isoDate('2026-12-04'), 3, { ServiceDays: [1, 2, 3, 4, 5], Holidays: [] })).toEqual([
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
    ]);
  });

  describe('the pickup after the drop-off date moves (issues 11 and 13: never a silent change to fewer loading days)', () => {
    const origin = { ServiceDays: [1, 2, 3, 4, 5], Holidays: [isoDate('2026-12-10')] } as const;
    const moved = (pickup: string, newSpot: string) =>
      pickupAfterSpotChange({
        spot: isoDate('2026-12-07'),
        pickup: isoDate(pickup),
        newSpot: isoDate(newSpot),
        loadingDays: 3,
        origin,
      });

    it('keeps the chosen pickup day when it is still a loading day of the new drop-off', () => {
      // Monday 12-07 with pickup Wednesday 12-09; drop-off moved to Tuesday 12-08: 12-09 is its first loading day.
      expect(moved('2026-12-09', '2026-12-08')).toBe('2026-12-09');
      // Drop-off moved back to Friday 12-04: its loading days are 12-07, 12-08, 12-09.
      expect(moved('2026-12-09', '2026-12-04')).toBe('2026-12-09');
    });

    it("keeps the number of loading days, in the origin's working days, when the day itself is no longer allowed", () => {
      // Two loading days (12-08, 12-09) after 12-07; from Wednesday 12-09, skipping the holiday 12-10: 12-14.
      expect(moved('2026-12-09', '2026-12-09')).toBe('2026-12-14');
      // One loading day (12-08) after 12-07; drop-off moved to 12-08: 12-09.
      expect(moved('2026-12-08', '2026-12-08')).toBe('2026-12-09');
    });

    it('gives the standard loading days when the old pickup was none of the old loading days', () => {
      expect(moved('2026-12-31', '2026-12-08')).toBe('2026-12-14');
      // The drop-off day itself is no loading day (a same-day pickup is a live load).
      expect(moved('2026-12-07', '2026-12-15')).toBe('2026-12-18');
    });
  });
});
