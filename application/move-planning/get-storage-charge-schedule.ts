import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { STORAGE_SPLIT_TEST, visitorBucket } from '../../domain/experiments/ab-tests';
import {
  freeDaysForGroup,
  type StorageSplitTestGroup,
  storageSplitTestGroup,
} from '../../domain/pricing/storage';
import { type StorageScheduleRow, storageChargeSchedule } from '../../domain/pricing/storage-schedule';
import type { EquipmentType } from '../../domain/quote/enums';
import type { Clock } from '../ports/clock';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import { UseCase } from '../use-case';

export interface StorageChargeScheduleInput {
  equip: EquipmentType;
  quantity: number;
  /** The §9 split-test group to show; null for the visitor's own group. */
  group: StorageSplitTestGroup | null;
  /** The visitor's id (the visitor cookie): it picks the offer within the group, stickily. */
  visitorId: string;
}

export interface StorageChargeSchedule {
  group: StorageSplitTestGroup;
  /** The free storage days the visitor is offered (§9 split tests). */
  FreeStorageDays: number;
  schedule: StorageScheduleRow[];
}

/**
 * GET moves/storage-charges/schedules (§7 "reads schedule; chart has Charge, Duration, NewCharge"; §9
 * storage-charge split tests): the destination storage chart for the equipment from the rate card in
 * force today. The visitor's bucket in the storage split test picks their group (unless one is asked
 * for) and the free-storage offer within it (domain/pricing/storage.ts).
 */
export class GetStorageChargeSchedule extends UseCase<{ rateCards: RateCardSource; clock: Clock }> {
  execute(input: StorageChargeScheduleInput): ResultAsync<StorageChargeSchedule, RateCardUnavailable> {
    const card = this.deps.rateCards.inForceOn(this.deps.clock.today());
    if (card.isErr()) return errAsync(card.error);
    const bucket = visitorBucket(STORAGE_SPLIT_TEST, input.visitorId);
    const group = input.group ?? storageSplitTestGroup(bucket);
    const freeDays = freeDaysForGroup(group, bucket);
    const { storage } = card.value;
    return okAsync({
      group,
      FreeStorageDays: freeDays,
      schedule: storageChargeSchedule(storage[input.equip], storage.durationDays, input.quantity, freeDays),
    });
  }
}
