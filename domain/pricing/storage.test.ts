import { describe, expect, it } from 'vitest';
import { cents, dollars } from '../money/money';
import { AdjustmentKind } from './adjustments';
import {
  freeDaysForGroup,
  freeStorageDays,
  STORAGE_PERIOD_DAYS,
  STORAGE_SPLIT_TEST_PERCENTAGES,
  StorageSplitTestGroup,
  storageDescription,
  storageFee,
  storageFeeAdjustment,
  storageFlagsAfterLoad,
  storageSplitTestGroup,
} from './storage';

const accessorials = {
  BrokerFee: null,
  CustomsFee: null,
  AddTrailerStorage: true,
  AddReloCubeStorage: true,
  StorageNoChargeDays: 0,
  Liability: '0.1',
  AddLiability: false,
};

describe('storage fee adjustment (§4 Storage flags, §9)', () => {
  it('charges charge x quantity, described 30 Day {equip} Storage (§4)', () => {
    expect(storageFeeAdjustment('ReloCube', dollars(150), 3, 0)).toEqual({
      type: AdjustmentKind.StorageFees,
      description: '30 Day ReloCube Storage',
      value: 45000,
    });
  });

  it('is free with no-charge days, described {equip} Storage (FIRST {n} DAYS FREE) (§4)', () => {
    expect(storageFeeAdjustment('Trailer', dollars(200), 1, 30)).toEqual({
      type: AdjustmentKind.StorageFees,
      description: 'Trailer Storage (FIRST 30 DAYS FREE)',
      value: 0,
    });
  });

  it('computes the fee and the description separately (§4)', () => {
    expect(storageFee(cents(9999), 2, 0)).toBe(19998);
    expect(storageFee(cents(9999), 2, 7)).toBe(0);
    expect(storageDescription('ReloCube', 14)).toBe('ReloCube Storage (FIRST 14 DAYS FREE)');
    expect(storageDescription('Trailer', 0)).toBe('30 Day Trailer Storage');
  });
});

describe('storage flags after loading a quote (§4 Storage flags)', () => {
  it('resets both flags with no terminal destination delivery and a known destination (§4)', () => {
    const result = storageFlagsAfterLoad(accessorials, {
      hasTerminalDestinationDelivery: false,
      destinationIsWillAdvise: false,
      reserved: false,
      savedAccessorials: null,
    });
    expect(result).toEqual({ ...accessorials, AddTrailerStorage: false, AddReloCubeStorage: false });
    expect(accessorials.AddTrailerStorage).toBe(true);
  });

  it('keeps the flags with terminal destination delivery (§4)', () => {
    const result = storageFlagsAfterLoad(accessorials, {
      hasTerminalDestinationDelivery: true,
      destinationIsWillAdvise: false,
      reserved: false,
      savedAccessorials: null,
    });
    expect(result).toEqual(accessorials);
  });

  it("keeps the flags when the destination is 'Will Advise' (§4)", () => {
    const result = storageFlagsAfterLoad(accessorials, {
      hasTerminalDestinationDelivery: false,
      destinationIsWillAdvise: true,
      reserved: false,
      savedAccessorials: null,
    });
    expect(result.AddReloCubeStorage).toBe(true);
  });

  it('copies the flags from the saved accessorials for a reserved move (§4)', () => {
    const result = storageFlagsAfterLoad(accessorials, {
      hasTerminalDestinationDelivery: false,
      destinationIsWillAdvise: false,
      reserved: true,
      savedAccessorials: { AddTrailerStorage: true, AddReloCubeStorage: false },
    });
    expect(result).toEqual({ ...accessorials, AddTrailerStorage: true, AddReloCubeStorage: false });
  });
});

describe('free storage days (§9)', () => {
  it('takes the larger of the coupon and accessorial free days (§9)', () => {
    expect(freeStorageDays([{ FreeStorageDays: 30 }], { StorageNoChargeDays: 14 })).toBe(30);
    expect(
      freeStorageDays([{ FreeStorageDays: 7 }, { FreeStorageDays: 0 }], { StorageNoChargeDays: 14 }),
    ).toBe(14);
    expect(freeStorageDays([], { StorageNoChargeDays: 0 })).toBe(0);
  });
});

describe('storage-charge split tests (§9)', () => {
  it('lists the groups A, B (0 to 100 by 10), C (0, 25, 33, 34, 100) and D (0, 25, 100) (§9)', () => {
    expect(STORAGE_SPLIT_TEST_PERCENTAGES.A).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(STORAGE_SPLIT_TEST_PERCENTAGES.B).toEqual(STORAGE_SPLIT_TEST_PERCENTAGES.A);
    expect(STORAGE_SPLIT_TEST_PERCENTAGES.C).toEqual([0, 25, 33, 34, 100]);
    expect(STORAGE_SPLIT_TEST_PERCENTAGES.D).toEqual([0, 25, 100]);
    expect(STORAGE_SPLIT_TEST_PERCENTAGES.NotInTest).toEqual([0]);
  });

  it('assigns visitor buckets 0-19 A, 20-39 B, 40-59 C, 60-79 D, 80-99 not in test (§9)', () => {
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 99].map(storageSplitTestGroup)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
      'NotInTest',
      'NotInTest',
    ]);
  });

  it('puts a bucket outside 0-99 or a fraction not in test (§9)', () => {
    expect(storageSplitTestGroup(-1)).toBe(StorageSplitTestGroup.NotInTest);
    expect(storageSplitTestGroup(100)).toBe(StorageSplitTestGroup.NotInTest);
    expect(storageSplitTestGroup(3.5)).toBe(StorageSplitTestGroup.NotInTest);
  });

  it('gives the group percentage of the 30-day period, picked by bucket mod count (§9)', () => {
    expect(STORAGE_PERIOD_DAYS).toBe(30);
    expect(freeDaysForGroup('C', 41)).toBe(8); // 41 mod 5 = 1 -> 25% of 30 = 7.5 -> 8
    expect(freeDaysForGroup('C', 42)).toBe(10); // 33%
    expect(freeDaysForGroup('C', 43)).toBe(10); // 34%
    expect(freeDaysForGroup('C', 44)).toBe(30); // 100%
    expect(freeDaysForGroup('D', 60)).toBe(0); // 60 mod 3 = 0
    expect(freeDaysForGroup('A', 1)).toBe(3); // 10%
    expect(freeDaysForGroup('NotInTest', 85)).toBe(0);
    expect(freeDaysForGroup('D', 200)).toBe(0);
  });
});
