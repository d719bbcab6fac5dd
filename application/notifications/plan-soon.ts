import { okAsync, type ResultAsync } from 'neverthrow';
import { JobName, type ScheduledJob } from '../ports/job-queue';
import type { PlanRequests } from '../ports/plan-requests';

/** A move's plan-messages job, due now, under the move's key (`plan:<quoteId>`). */
export function planJob(quoteId: number): ScheduledJob {
  return { name: JobName.PlanMessages, key: `plan:${quoteId}`, data: { quoteId }, runAt: null };
}

/**
 * Issue 14: after anything changes on a move (booked, changed, an event, money moved), plan its messages
 * soon. Issue 28: the change asks in one cheap write (ports/plan-requests.ts), kept in the database, and
 * the relay turns the requests into plan-messages jobs after the answer, many in one write, so the
 * change's own request neither waits for the job queue nor for the plan; a crash loses nothing, and a
 * move asked for by many changes before the relay runs is planned once.
 */
export function planSoon(requests: PlanRequests, quoteId: number): ResultAsync<void, never> {
  return requests.request(quoteId).orElse(() => okAsync(undefined));
}
