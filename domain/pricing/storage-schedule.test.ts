import { describe, expect, it } from 'vitest';
import { cents, dollars } from '../money/money';
import { freeDaysForGroup, StorageSplitTestGroup } from './storage';
import { storageChargeSchedule } from './storage-schedule';

const rate = { charge: dollars(150), increasedCharge: dollars(175) };

describe('storage-charge schedule (§7 chart: Charge, Duration, NewCharge; §9 split tests)', () => {
  it('charges the first 30 days at StorageDestCharge and each later period at StorageDestIncreasedCharge', () => {
    expect(storageChargeSchedule(rate, 30, 1, 0)).toEqual([
      { Duration: 30, Charge: dollars(150), NewCharge: dollars(150) },
      { Duration: 60, Charge: dollars(325), NewCharge: dollars(325) },
      { Duration: 90, Charge: dollars(500), NewCharge: dollars(500) },
    ]);
  });

  it('multiplies every period by the quantity of equipment', () => {
    expect(storageChargeSchedule(rate, 30, 3, 0).map((row) => row.Charge)).toEqual([
      dollars(450),
      dollars(975),
      dollars(1500),
    ]);
  });

  it('takes the free days off the first period, prorated by day: 8 free days of $150 is $40 off', () => {
    expect(storageChargeSchedule(rate, 30, 1, 8).map((row) => row.NewCharge)).toEqual([
      dollars(110),
      dollars(285),
      dollars(460),
    ]);
  });

  it('makes the whole first period free at 30 free days, and caps free days at one period', () => {
    const full = storageChargeSchedule(rate, 30, 2, 30);
    expect(full.map((row) => row.NewCharge)).toEqual([dollars(0), dollars(350), dollars(700)]);
    expect(storageChargeSchedule(rate, 30, 2, 45)).toEqual(full);
  });

  it('rounds the prorated discount once to whole cents (10 of 30 days of $100.01 is $33.34 off)', () => {
    const odd = { charge: cents(10_001), increasedCharge: cents(10_001) };
    expect(storageChargeSchedule(odd, 30, 1, 10)[0]?.NewCharge).toBe(10_001 - 3_334);
  });

  it('gives NotInTest visitors no discount: NewCharge equals Charge', () => {
    const days = freeDaysForGroup(StorageSplitTestGroup.NotInTest, 93);
    for (const row of storageChargeSchedule(rate, 30, 1, days)) expect(row.NewCharge).toBe(row.Charge);
  });

  it('never lets NewCharge exceed Charge or fall below zero', () => {
    for (const free of [0, 1, 8, 10, 29, 30, 31]) {
      for (const row of storageChargeSchedule(rate, 30, 6, free)) {
        expect(row.NewCharge).toBeLessThanOrEqual(row.Charge);
        expect(row.NewCharge).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('refuses a quantity, period or free-day count that is not a whole number (a programming error)', () => {
    expect(() => storageChargeSchedule(rate, 30, 0, 0)).toThrow(RangeError);
    expect(() => storageChargeSchedule(rate, 0, 1, 0)).toThrow(RangeError);
    expect(() => storageChargeSchedule(rate, 30, 1, 1.5)).toThrow(RangeError);
    expect(() => storageChargeSchedule(rate, 30, 1, -1)).toThrow(RangeError);
  });
});
