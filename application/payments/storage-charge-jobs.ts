/**
 * The jobs of the storage charge (issue 13): scheduling a move's run, and the shipment events store that
 * runs it after an event of Transit or Storage. Shared by ChargeStorage, the messages' sweep and the write
 * effects (application/write-effects.ts), so none of them imports ChargeStorage's file.
 */
import { okAsync, type ResultAsync } from 'neverthrow';
import { Milestone } from '../../domain/shipment/enums';
import { JobName, type JobQueue } from '../ports/job-queue';
import type { ShipmentEvents } from '../ports/shipment-events';
import { afterRecordedShipmentEvent } from '../shared/recorded-shipment-events';

/** The job key of a move's storage charge runs: one pending run per move. */
export const storageChargeJobKey = (quoteId: number) => `storage:${quoteId}`;

/**
 * Schedules the move's storage charge run at `runAt` (null: now), replacing a pending one. A failure to
 * schedule never fails the caller: the hourly sweep schedules every live move's run again.
 */
export function scheduleStorageCharge(
  jobs: JobQueue,
  quoteId: number,
  runAt: string | null,
): ResultAsync<void, never> {
  return jobs
    .schedule({ name: JobName.ChargeStorage, key: storageChargeJobKey(quoteId), data: { quoteId }, runAt })
    .orElse(() => okAsync(undefined));
}

/** The milestones whose events can start or end storage: a run after each one charges what is due. */
const STORAGE_MILESTONES: readonly Milestone[] = [Milestone.Transit, Milestone.Storage];

/**
 * Issue 13: the shipment events store, wrapped so that an event of Transit (its completion starts storage)
 * or of Storage (its end), once recorded, runs the move's storage charge now, which then schedules itself
 * for the next period. Every path that records events (staff, the SANDBOX feed, a carrier) goes through it.
 */
export function storageChargedShipmentEvents(inner: ShipmentEvents, jobs: JobQueue): ShipmentEvents {
  return afterRecordedShipmentEvent(inner, (event, quoteId) =>
    STORAGE_MILESTONES.includes(event.milestone)
      ? scheduleStorageCharge(jobs, quoteId, null)
      : okAsync(undefined),
  );
}
