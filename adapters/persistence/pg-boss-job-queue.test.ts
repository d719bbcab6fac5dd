import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName, type JobOutcome } from '../../application/ports/job-queue';
import { TestClock } from '../../tests/support/test-clock';
import { until } from '../../tests/support/until';

/** Waits until `check` holds. */
const waitFor = (check: () => boolean | Promise<boolean>, what: string) => until(check, (ok) => ok, what);

import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import { isBackgroundWork } from './background-work';
import type { Database } from './database';
import { type JobHandler, type JobPolicy, PgBossJobQueue } from './pg-boss-job-queue';

/** Short delays so retries and expiries happen within a test; the rules are the production ones. */
const FAST: JobPolicy = {
  retryLimit: 3,
  retryDelaySeconds: 1,
  retryDelayMaxSeconds: 2,
  expireInSeconds: 1,
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
};

/** The injected clock stands still; jobs are timed against it, then run after the same span of real time. */
const clock = new TestClock('2026-11-26T15:00:00.000Z');

const done: JobOutcome = { kind: 'Done' };
const inAnHour = () => new Date(clock.nowMs() + 3_600_000).toISOString();

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('the job queue on $name (convention 14, issue 14)', (underTest) => {
  let database: Database;
  const queues: PgBossJobQueue[] = [];
  const queue = (db: Database = database) => {
    const q = new PgBossJobQueue({ database: db, clock, policy: FAST });
    queues.push(q);
    return q;
  };
  const stopAll = async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop({ graceful: false, timeoutMs: 1_000 })));
  };

  beforeAll(async () => {
    database = await underTest.open();
  }, 120_000);
  afterAll(async () => {
    await stopAll();
    await database.close();
  });

  it('runs a scheduled job once with its data', async () => {
    const q = queue();
    const seen: unknown[] = [];
    await q.work(JobName.PlanMessages, async (data) => {
      seen.push(data);
      return done;
    });
    (
      await q.schedule({ name: JobName.PlanMessages, key: 'once', data: { quoteId: 7 }, runAt: null })
    )._unsafeUnwrap();
    await waitFor(() => seen.length === 1, 'the job to run');
    const boss = await q.ready();
    await waitFor(
      async () => (await boss.findJobs(JobName.PlanMessages, { key: 'once' }))[0]?.state === 'completed',
      'the job to be completed',
    );
    expect(seen).toEqual([{ quoteId: 7 }]);
    await stopAll();
  }, 120_000);

  it('enqueue adds a batch of jobs in one write, each run once with its data under its key; a pending job under the same key stays and runs too (issue 28)', async () => {
    const q = queue();
    const boss = await q.ready();
    (
      await q.schedule({ name: JobName.DeliverMessage, key: 'batch:1', data: { n: 0 }, runAt: inAnHour() })
    )._unsafeUnwrap();
    (
      await q.enqueue([
        { name: JobName.DeliverMessage, key: 'batch:1', data: { n: 1 }, runAt: null },
        { name: JobName.DeliverMessage, key: 'batch:2', data: { n: 2 }, runAt: null },
        { name: JobName.PlanMessages, key: 'batch:3', data: { n: 3 }, runAt: null },
      ])
    )._unsafeUnwrap();
    const queued = async (name: JobName) =>
      (await boss.findJobs<{ n: number }>(name, { queued: true }))
        .filter((j) => j.singletonKey?.startsWith('batch:'))
        .map((j) => `${j.singletonKey}=${j.data.n}`)
        .sort();
    expect(await queued(JobName.DeliverMessage)).toEqual(['batch:1=0', 'batch:1=1', 'batch:2=2']);
    expect(await queued(JobName.PlanMessages)).toEqual(['batch:3=3']);
    const seen: unknown[] = [];
    await q.work(JobName.PlanMessages, async (data) => {
      seen.push(data);
      return done;
    });
    await waitFor(() => seen.length === 1, 'the enqueued job to run');
    expect(seen).toEqual([{ n: 3 }]);
    (await q.enqueue([]))._unsafeUnwrap();
    // The deliver-message jobs are not run here: removed, so the next tests' workers do not meet them.
    for (const key of ['batch:1', 'batch:2']) (await q.cancel(JobName.DeliverMessage, key))._unsafeUnwrap();
    expect(await queued(JobName.DeliverMessage)).toEqual([]);
    await stopAll();
  }, 120_000);

  it("a job's handler runs as background work, and scheduling stays the caller's (PGlite serves requests first, issue 28)", async () => {
    const q = queue();
    const seen: boolean[] = [];
    await q.work(JobName.PlanMessages, async () => {
      seen.push(isBackgroundWork());
      return done;
    });
    (
      await q.schedule({ name: JobName.PlanMessages, key: 'background', data: { quoteId: 8 }, runAt: null })
    )._unsafeUnwrap();
    expect(isBackgroundWork()).toBe(false);
    await waitFor(() => seen.length === 1, 'the job to run');
    expect(seen).toEqual([true]);
    await stopAll();
  }, 120_000);

  it('scheduling again under the same key replaces the pending job: only the new one runs', async () => {
    const q = queue();
    (
      await q.schedule({
        name: JobName.DeliverMessage,
        key: 'reminder:1',
        data: { v: 'old' },
        runAt: inAnHour(),
      })
    )._unsafeUnwrap();
    (
      await q.schedule({ name: JobName.DeliverMessage, key: 'reminder:1', data: { v: 'new' }, runAt: null })
    )._unsafeUnwrap();
    const boss = await q.ready();
    const jobs = await boss.findJobs(JobName.DeliverMessage, { key: 'reminder:1' });
    expect(jobs).toHaveLength(1);
    const seen: unknown[] = [];
    await q.work(JobName.DeliverMessage, async (data) => {
      seen.push(data);
      return done;
    });
    await waitFor(() => seen.length === 1, 'the replaced job to run');
    expect(seen).toEqual([{ v: 'new' }]);
    await stopAll();
  }, 120_000);

  it('a cancelled job never runs', async () => {
    const q = queue();
    (
      await q.schedule({ name: JobName.DeliverMessage, key: 'dropped', data: {}, runAt: inAnHour() })
    )._unsafeUnwrap();
    (await q.cancel(JobName.DeliverMessage, 'dropped'))._unsafeUnwrap();
    const boss = await q.ready();
    expect(await boss.findJobs(JobName.DeliverMessage, { key: 'dropped', queued: true })).toEqual([]);
    await stopAll();
  }, 60_000);

  it('a temporary failure is retried (with backoff) until it succeeds', async () => {
    const q = queue();
    const attempts: number[] = [];
    await q.work(JobName.PlanMessages, async (data, attempt) => {
      if (data.key !== 'flaky') return done;
      attempts.push(attempt.retryCount);
      return attempts.length < 3 ? { kind: 'Retry', message: 'mail server busy' } : done;
    });
    (
      await q.schedule({ name: JobName.PlanMessages, key: 'flaky', data: { key: 'flaky' }, runAt: null })
    )._unsafeUnwrap();
    await waitFor(() => attempts.length === 3, 'three attempts');
    expect(attempts).toEqual([0, 1, 2]);
    const boss = await q.ready();
    await waitFor(
      async () => (await boss.findJobs(JobName.PlanMessages, { key: 'flaky' }))[0]?.state === 'completed',
      'the retried job to be completed',
    );
    await stopAll();
  }, 120_000);

  it('a permanent failure stops the job: it is not tried again', async () => {
    const warnings: string[] = [];
    const q = new PgBossJobQueue({
      database,
      clock,
      policy: FAST,
      log: { warn: (_d, m) => warnings.push(m), error: (_d, m) => warnings.push(m) },
    });
    queues.push(q);
    let runs = 0;
    await q.work(JobName.PlanMessages, async (data) => {
      if (data.key !== 'hopeless') return done;
      runs += 1;
      return { kind: 'Permanent', message: 'the number cannot receive texts' };
    });
    (
      await q.schedule({
        name: JobName.PlanMessages,
        key: 'hopeless',
        data: { key: 'hopeless' },
        runAt: null,
      })
    )._unsafeUnwrap();
    const boss = await q.ready();
    await waitFor(
      async () => (await boss.findJobs(JobName.PlanMessages, { key: 'hopeless' }))[0]?.state === 'completed',
      'the job to be closed',
    );
    expect(runs).toBe(1);
    expect(warnings).toContain('job stopped for good');
    await stopAll();
  }, 120_000);

  it('a job survives a restart: scheduled before the stop, run by the next start', async () => {
    const first = queue();
    (
      await first.schedule({ name: JobName.DeliverMessage, key: 'restart', data: { n: 1 }, runAt: null })
    )._unsafeUnwrap();
    await first.stop();
    const second = queue();
    const seen: unknown[] = [];
    await second.work(JobName.DeliverMessage, async (data) => {
      seen.push(data);
      return done;
    });
    await waitFor(() => seen.length === 1, 'the job to run after the restart');
    expect(seen).toEqual([{ n: 1 }]);
    await stopAll();
  }, 120_000);

  it('a job whose worker died mid-run (kill -9) is run again by another worker, and completes once', async () => {
    const dying = queue();
    let started = false;
    const never = new Promise<JobOutcome>(() => undefined);
    await dying.work(JobName.DeliverMessage, async (data) => {
      if (data.key !== 'crash') return done;
      started = true;
      return never;
    });
    (
      await dying.schedule({
        name: JobName.DeliverMessage,
        key: 'crash',
        data: { key: 'crash' },
        runAt: null,
      })
    )._unsafeUnwrap();
    await waitFor(() => started, 'the first worker to take the job');
    // The process "dies": its workers stop without finishing the job.
    await dying.stop({ graceful: false, timeoutMs: 100 });
    queues.splice(queues.indexOf(dying), 1);
    const survivor = queue();
    let reruns = 0;
    await survivor.work(JobName.DeliverMessage, async (data) => {
      if (data.key === 'crash') reruns += 1;
      return done;
    });
    const boss = await survivor.ready();
    await waitFor(
      async () => (await boss.findJobs(JobName.DeliverMessage, { key: 'crash' }))[0]?.state === 'completed',
      'the abandoned job to be completed by the survivor',
    );
    expect(reruns).toBe(1);
    await stopAll();
  }, 120_000);

  it.runIf(underTest.name === 'PostgreSQL')(
    'two instances on one database run each job exactly once',
    async () => {
      const other = await secondPool(database);
      try {
        const [a, b] = [queue(), queue(other)];
        const runs = new Map<string, number>();
        const handler: JobHandler = async (data) => {
          const key = String(data.key);
          runs.set(key, (runs.get(key) ?? 0) + 1);
          return done;
        };
        await a.work(JobName.PlanMessages, handler);
        await b.work(JobName.PlanMessages, handler);
        const keys = Array.from({ length: 30 }, (_, i) => `both-${i}`);
        for (const key of keys) {
          (
            await (keys.indexOf(key) % 2 === 0 ? a : b).schedule({
              name: JobName.PlanMessages,
              key,
              data: { key },
              runAt: null,
            })
          )._unsafeUnwrap();
        }
        await waitFor(() => keys.every((k) => runs.has(k)), 'every job to run');
        const boss = await a.ready();
        await waitFor(
          async () =>
            (await boss.findJobs(JobName.PlanMessages, { queued: true })).filter((j) =>
              String(j.singletonKey).startsWith('both-'),
            ).length === 0,
          'no job left queued',
        );
        expect([...runs.entries()].filter(([k]) => k.startsWith('both-')).map(([, n]) => n)).toEqual(
          keys.map(() => 1),
        );
        await stopAll();
      } finally {
        await other.close();
      }
    },
    120_000,
  );
});
