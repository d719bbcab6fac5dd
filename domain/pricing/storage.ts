import { type Cents, multiply, ZERO } from '../money/money';
import { DeliveryType, type EquipmentType } from '../quote/enums';
import type { Accessorials, Coupon } from '../quote/types';
import { enumOf, type ValueOf } from '../shared/enum';
import { AdjustmentKind, type PriceAdjustment } from './adjustments';

/**
 * §4 Storage flags: the destination storage charge for `quantity` pieces of equipment.
 * With no-charge days the fee is zero; otherwise charge x quantity (one 30-day period).
 */
export function storageFee(charge: Cents, quantity: number, noChargeDays: number): Cents {
  return noChargeDays > 0 ? ZERO : multiply(charge, quantity);
}

/** §4 The storage adjustment's description: '{equip} Storage (FIRST {n} DAYS FREE)' or '30 Day {equip} Storage'. */
export function storageDescription(equip: EquipmentType, noChargeDays: number): string {
  return noChargeDays > 0 ? `${equip} Storage (FIRST ${noChargeDays} DAYS FREE)` : `30 Day ${equip} Storage`;
}

/**
 * §4 Storage flags, §9: a destination storage fee added as a price adjustment. With no-charge days the
 * fee is zero, described '{equip} Storage (FIRST {n} DAYS FREE)'; otherwise charge x quantity,
 * described '30 Day {equip} Storage'. `equip` is the display name, 'Trailer' or 'ReloCube'.
 */
export function storageFeeAdjustment(
  equip: EquipmentType,
  charge: Cents,
  quantity: number,
  noChargeDays: number,
): PriceAdjustment {
  return {
    type: AdjustmentKind.StorageFees,
    description: storageDescription(equip, noChargeDays),
    value: storageFee(charge, quantity, noChargeDays),
  };
}

export interface StorageLoadContext {
  /** The selected option delivers to a terminal at destination (DestinationDelivery 'Terminal'). */
  hasTerminalDestinationDelivery: boolean;
  /** The destination address is 'Will Advise' (unknown). */
  destinationIsWillAdvise: boolean;
  reserved: boolean;
  /** The accessorials saved on the reservation; used for a reserved move. */
  savedAccessorials: Pick<Accessorials, 'AddTrailerStorage' | 'AddReloCubeStorage'> | null;
}

/**
 * §4 Storage flags after loading a quote: for a reserved move, AddTrailerStorage and AddReloCubeStorage
 * are copied from the saved accessorials; otherwise both are reset to false when the move has no
 * terminal destination delivery and the destination is not 'Will Advise'. Returns a new object.
 */
export function storageFlagsAfterLoad<
  A extends Pick<Accessorials, 'AddTrailerStorage' | 'AddReloCubeStorage'>,
>(accessorials: A, context: StorageLoadContext): A {
  if (context.reserved && context.savedAccessorials) {
    return {
      ...accessorials,
      AddTrailerStorage: context.savedAccessorials.AddTrailerStorage,
      AddReloCubeStorage: context.savedAccessorials.AddReloCubeStorage,
    };
  }
  if (!context.hasTerminalDestinationDelivery && !context.destinationIsWillAdvise) {
    return { ...accessorials, AddTrailerStorage: false, AddReloCubeStorage: false };
  }
  return { ...accessorials };
}

/** §9 Free storage days come from a coupon or an accessorial: the larger of the two offers wins. */
export function freeStorageDays(
  coupons: readonly Pick<Coupon, 'FreeStorageDays'>[],
  accessorials: Pick<Accessorials, 'StorageNoChargeDays'>,
): number {
  let days = Math.max(0, accessorials.StorageNoChargeDays);
  for (const coupon of coupons) if (coupon.FreeStorageDays > days) days = coupon.FreeStorageDays;
  return days;
}

/**
 * §9 Storage-charge split tests. The groups' meaning is not shown; our reading (docs/decisions.md):
 * each group lists the share of the 30-day storage period, in percent, given free to the visitors in it.
 * A and B step from 0 to 100 by 10; C offers 0, 25, 33, 34 and 100; D offers 0, 25 and 100.
 */
export const StorageSplitTestGroup = enumOf('A', 'B', 'C', 'D', 'NotInTest');
export type StorageSplitTestGroup = ValueOf<typeof StorageSplitTestGroup>;

const TENS: readonly number[] = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/** §9 The free-storage percentages of each split-test group (NotInTest gets none: the control). */
export const STORAGE_SPLIT_TEST_PERCENTAGES: Readonly<Record<StorageSplitTestGroup, readonly number[]>> = {
  A: TENS,
  B: TENS,
  C: [0, 25, 33, 34, 100],
  D: [0, 25, 100],
  NotInTest: [0],
};

/** The storage period the split-test percentages apply to: the 30-day storage charge of §4. */
export const STORAGE_PERIOD_DAYS = 30;

function isBucket(bucket: number): boolean {
  return Number.isSafeInteger(bucket) && bucket >= 0 && bucket <= 99;
}

/**
 * §9 The split-test group of a visitor bucket (a stable whole number 0-99 chosen by the caller, e.g. a
 * hash of the visitor id): 0-19 A, 20-39 B, 40-59 C, 60-79 D, 80-99 and anything outside 0-99 NotInTest.
 */
export function storageSplitTestGroup(visitorBucket: number): StorageSplitTestGroup {
  if (!isBucket(visitorBucket)) return StorageSplitTestGroup.NotInTest;
  if (visitorBucket < 20) return StorageSplitTestGroup.A;
  if (visitorBucket < 40) return StorageSplitTestGroup.B;
  if (visitorBucket < 60) return StorageSplitTestGroup.C;
  if (visitorBucket < 80) return StorageSplitTestGroup.D;
  return StorageSplitTestGroup.NotInTest;
}

/**
 * §9 Free storage days offered to a visitor: the group's percentage at index (bucket mod count),
 * applied to the 30-day period and rounded to the nearest day (25% -> 8 days, 33% and 34% -> 10 days).
 */
export function freeDaysForGroup(group: StorageSplitTestGroup, visitorBucket: number): number {
  const percentages = STORAGE_SPLIT_TEST_PERCENTAGES[group];
  const index = isBucket(visitorBucket) ? visitorBucket % percentages.length : 0;
  const percent = percentages[index] ?? 0;
  return Math.round((STORAGE_PERIOD_DAYS * percent) / 100);
}

/**
 * §4 Storage flags, read forward: destination storage is offered when the option delivers to the
 * destination terminal or the destination address is 'Will Advise' (otherwise the flags are reset to false).
 */
export function isDestinationStorageOffered(
  destinationDelivery: DeliveryType,
  destinationIsWillAdvise: boolean,
): boolean {
  return destinationDelivery === DeliveryType.Terminal || destinationIsWillAdvise;
}
