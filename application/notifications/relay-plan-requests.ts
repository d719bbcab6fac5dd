import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { JobBatches } from '../ports/job-queue';
import type { PlanRequests } from '../ports/plan-requests';
import type { RepositoryError } from '../ports/quote-repository';
import { UseCase } from '../use-case';
import { planJob } from './plan-soon';

/** The most plan requests one relay round takes (a burst is relayed in rounds of this many). */
export const PLAN_RELAY_BATCH = 200;
/** How often each server relays requests it was not told of (stored by the terminal or another instance). */
export const PLAN_RELAY_EVERY_MS = 1_000;

/**
 * Issue 28, the relay of plan requests (ports/plan-requests.ts): takes the waiting requests, oldest first,
 * and queues a plan-messages job for each, all in one write. When the jobs cannot be queued, the requests
 * are made again (in one write), so none is lost (planning is idempotent: a move planned twice gets each message once).
 * Answers how many it relayed. The server runs it after each request it stores and every
 * PLAN_RELAY_EVERY_MS for requests stored elsewhere (the terminal, another instance that stopped).
 */
export class RelayPlanRequests extends UseCase<{ requests: PlanRequests; batches: JobBatches }> {
  execute(): ResultAsync<number, RepositoryError> {
    const { requests, batches } = this.deps;
    return requests.take(PLAN_RELAY_BATCH).andThen((ids) =>
      ids.length === 0
        ? okAsync(0)
        : batches
            .enqueue(ids.map(planJob))
            .map(() => ids.length)
            .orElse((error) => requests.request(...ids).andThen(() => errAsync(error))),
    );
  }
}
