import { okAsync, type ResultAsync } from 'neverthrow';
import { JobName, type JobQueue } from '../ports/job-queue';

/**
 * Issue 14: after anything changes on a move (booked, changed, an event, money moved), plan its messages
 * soon. A job, so the change's own request does not wait for it and a crash loses nothing; one pending
 * plan per move (its key), however many changes come.
 */
export function planSoon(jobs: JobQueue, quoteId: number): ResultAsync<void, never> {
  return jobs
    .schedule({ name: JobName.PlanMessages, key: `plan:${quoteId}`, data: { quoteId }, runAt: null })
    .orElse(() => okAsync(undefined));
}
