import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { JobBatches, ScheduledJob } from '../ports/job-queue';
import type { PlanRequests } from '../ports/plan-requests';
import { PLAN_RELAY_BATCH, RelayPlanRequests } from './relay-plan-requests';

/** Plan requests kept in an array, as the database keeps them (one per move). */
function keptRequests(ids: number[]): PlanRequests & { waiting: number[] } {
  const waiting = [...ids];
  return {
    waiting,
    request: (...quoteIds) => {
      for (const quoteId of quoteIds) if (!waiting.includes(quoteId)) waiting.push(quoteId);
      return okAsync(undefined);
    },
    take: (limit) => okAsync(waiting.splice(0, limit)),
  };
}

const queue = (fails = false): JobBatches & { added: ScheduledJob[][] } => {
  const added: ScheduledJob[][] = [];
  return {
    added,
    enqueue: (jobs) => {
      if (fails) return errAsync({ kind: 'StorageUnavailable', message: 'the queue is down' });
      added.push([...jobs]);
      return okAsync(undefined);
    },
  };
};

describe('the relay of plan requests (issue 14 planning; issue 28: one write for a burst of changes)', () => {
  it('queues the plan-messages job of every waiting move in one write, under each move key', async () => {
    const requests = keptRequests([7, 9]);
    const batches = queue();
    const relayed = await new RelayPlanRequests({ requests, batches }).execute();
    expect(relayed._unsafeUnwrap()).toBe(2);
    expect(batches.added).toEqual([
      [
        { name: 'plan-messages', key: 'plan:7', data: { quoteId: 7 }, runAt: null },
        { name: 'plan-messages', key: 'plan:9', data: { quoteId: 9 }, runAt: null },
      ],
    ]);
    expect(requests.waiting).toEqual([]);
  });

  it(`takes at most ${PLAN_RELAY_BATCH} requests a round; with none waiting it writes nothing`, async () => {
    const requests = keptRequests(Array.from({ length: PLAN_RELAY_BATCH + 5 }, (_, i) => i + 1));
    const batches = queue();
    const relay = new RelayPlanRequests({ requests, batches });
    expect((await relay.execute())._unsafeUnwrap()).toBe(PLAN_RELAY_BATCH);
    expect((await relay.execute())._unsafeUnwrap()).toBe(5);
    expect((await relay.execute())._unsafeUnwrap()).toBe(0);
    expect(batches.added.map((b) => b.length)).toEqual([PLAN_RELAY_BATCH, 5]);
  });

  it('when the jobs cannot be queued, the requests wait again and the failure is told (none is lost)', async () => {
    const requests = keptRequests([3, 4]);
    const relayed = await new RelayPlanRequests({ requests, batches: queue(true) }).execute();
    expect(relayed._unsafeUnwrapErr().kind).toBe('StorageUnavailable');
    expect([...requests.waiting].sort()).toEqual([3, 4]);
  });
});
