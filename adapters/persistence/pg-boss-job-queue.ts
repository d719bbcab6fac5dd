/**
 * The job queue (architecture.md convention 14, issue 14) on pg-boss, in the same database as everything
 * else: PostgreSQL, or the embedded PGlite through its one connection. pg-boss claims each job with
 * FOR UPDATE SKIP LOCKED, so two instances sharing a database run a job once; jobs are rows, so they
 * survive restarts and kill -9 (an active job whose worker died is retried once it expires); a failed
 * job is retried with exponential backoff; keys (singletonKey) let a rescheduled job replace the pending
 * one (upsert). docs/decisions.md records why pg-boss (it runs on PGlite; graphile-worker needs a pg Pool).
 */
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { ResultAsync } from 'neverthrow';
import { type Db as IDatabase, type Job, PgBoss } from 'pg-boss';
import type { Clock } from '../../application/ports/clock';
import {
  JOB_NAMES,
  type JobBatches,
  type JobName,
  type JobOutcome,
  type JobQueue,
  type ScheduledJob,
} from '../../application/ports/job-queue';
import type { RepositoryError } from '../../application/ports/quote-repository';
import { inBackground } from './background-work';
import type { Database, JobStoreAccess } from './database';
import { messageOf } from './error-message';
import type { Schema } from './schema';

/** The schema of pg-boss's own tables: next to the app's schema when one is set (tests), else this one. */
export const JOBS_SCHEMA = 'relomove_jobs';

/** How long and how often jobs are tried (docs/operations.md "Jobs"). Tests shorten the delays. */
export interface JobPolicy {
  /** Retries after the first attempt before a job is marked failed. */
  readonly retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) on each one after it. */
  readonly retryDelaySeconds: number;
  readonly retryDelayMaxSeconds: number;
  /** Seconds an active job may run before it counts as lost (its worker died) and is tried again. */
  readonly expireInSeconds: number;
  /** How often an idle worker looks for due jobs (pg-boss's minimum is 0.5). */
  readonly pollingIntervalSeconds: number;
  /** How often pg-boss looks for expired active jobs (their worker died) to retry them; at least 1. */
  readonly superviseIntervalSeconds: number;
}

export const DEFAULT_JOB_POLICY: JobPolicy = {
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  expireInSeconds: 300,
  pollingIntervalSeconds: 2,
  superviseIntervalSeconds: 30,
};

/** A job's handler: what it concluded, or a throw (a bug), which pg-boss retries like a Retry. */
export type JobHandler = (
  data: Record<string, unknown>,
  attempt: { id: string; retryCount: number },
) => Promise<JobOutcome>;

/** What the queue tells the log: permanent failures and handler errors (no customer data). */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * pg-boss's database interface over PGlite's single session, through Kysely's dialect so that a pg-boss
 * statement never lands inside a transaction the app has open on it. Statements with parameters are one each
 * and go as any other; statements without parameters may be several (pg-boss's schema and its locked blocks),
 * so they run through PGlite's exec with the session held (`exclusive`), and a failed block is rolled back
 * before anything else is sent, so the next statement does not meet an aborted transaction.
 */
export function pgliteJobDatabase(
  db: Kysely<Schema>,
  store: Pick<Extract<JobStoreAccess, { kind: 'pglite' }>, 'pglite' | 'exclusive'>,
): IDatabase {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (values && values.length > 0) {
        const result = await db.executeQuery(CompiledQuery.raw(text, values));
        return { rows: [...result.rows] };
      }
      return store.exclusive(async () => {
        try {
          const results = await store.pglite.exec(text);
          return { rows: results.flatMap((r) => r.rows ?? []) };
        } catch (error) {
          await store.pglite.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

function bossFor(database: Database, schema: string, policy: JobPolicy): PgBoss {
  const common = {
    schema,
    schedule: false as const,
    persistWarnings: false,
    superviseIntervalSeconds: policy.superviseIntervalSeconds,
  };
  const store = database.jobStore;
  if (store.kind === 'pglite') {
    return new PgBoss({ ...common, backend: 'pglite', db: pgliteJobDatabase(database.db, store) });
  }
  return new PgBoss({ ...common, connectionString: store.url, max: 4, application_name: 'relomove-jobs' });
}

/**
 * The jobs schema: `<app schema>_jobs` when the app's tables are in a schema other than public (tests,
 * and servers whose DATABASE_URL sets a search_path), so that each app schema has its own queue; else
 * JOBS_SCHEMA.
 */
async function jobsSchemaOf(database: Database): Promise<string> {
  if (database.jobStore.kind === 'pglite') return JOBS_SCHEMA;
  const current = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    database.db,
  );
  const schema = current.rows[0]?.schema ?? 'public';
  return schema === 'public' ? JOBS_SCHEMA : `${schema}_jobs`;
}

const storageError = (error: unknown): RepositoryError => ({
  kind: 'StorageUnavailable',
  message: messageOf(error),
});

/**
 * The queue: `start()` installs or migrates pg-boss's tables and creates the queues; `work()` runs
 * handlers in this process (the server; the CLI only schedules). Scheduling reads the injected clock, so
 * a job due at an instant on that clock runs after the same span of real time.
 */
export class PgBossJobQueue implements JobQueue, JobBatches {
  private readonly database: Database;
  private boss: PgBoss | null = null;
  private readonly clock: Clock;
  private readonly policy: JobPolicy;
  private readonly log: JobLog | null;
  private started: Promise<void> | null = null;
  /** Set by stop(): the queue does not start again (a late schedule or work call fails instead). */
  private stopped = false;

  constructor(deps: { database: Database; clock: Clock; policy?: JobPolicy; log?: JobLog }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.policy = deps.policy ?? DEFAULT_JOB_POLICY;
    this.log = deps.log ?? null;
  }

  /** Installs pg-boss's schema (once) and the queues with their retry policy. Idempotent. */
  start(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('the job queue is stopped'));
    if (this.started === null) {
      // pg-boss's timers (maintenance, supervision) start here: background work (background-work.ts).
      this.started = inBackground(async () => {
        const boss = bossFor(this.database, await jobsSchemaOf(this.database), this.policy);
        // pg-boss reports background errors (a maintenance query that failed) as events: log, never crash.
        boss.on('error', (error) =>
          this.log?.warn({ error: messageOf(error) }, 'job queue background error'),
        );
        this.boss = boss;
        await boss.start();
        const existing = new Set((await boss.getQueues()).map((q) => q.name));
        for (const name of JOB_NAMES) {
          const options = {
            retryLimit: this.policy.retryLimit,
            retryDelay: this.policy.retryDelaySeconds,
            retryBackoff: true,
            retryDelayMax: this.policy.retryDelayMaxSeconds,
            expireInSeconds: this.policy.expireInSeconds,
          };
          if (existing.has(name)) await boss.updateQueue(name, options);
          else await boss.createQueue(name, options);
        }
      });
      this.started.catch(() => {
        this.started = null;
      });
    }
    return this.started;
  }

  schedule(job: ScheduledJob): ResultAsync<void, RepositoryError> {
    return ResultAsync.fromPromise(
      (async () => {
        const boss = await this.ready();
        const startAfter = this.realTimeOf(job.runAt);
        await boss.upsert(job.name, { ...job.data }, { singletonKey: job.key, startAfter });
      })(),
      storageError,
    );
  }

  /** Issue 28: the jobs in one insert per name (pg-boss insert: a pending job under the same key stays). */
  enqueue(jobs: readonly ScheduledJob[]): ResultAsync<void, RepositoryError> {
    return ResultAsync.fromPromise(
      (async () => {
        if (jobs.length === 0) return;
        const boss = await this.ready();
        for (const name of new Set(jobs.map((j) => j.name))) {
          const named = jobs.filter((j) => j.name === name);
          await boss.insert(
            name,
            named.map((j) => ({
              data: { ...j.data },
              singletonKey: j.key,
              startAfter: this.realTimeOf(j.runAt),
            })),
          );
        }
      })(),
      storageError,
    );
  }

  cancel(name: JobName, key: string): ResultAsync<void, RepositoryError> {
    return ResultAsync.fromPromise(
      (async () => {
        const boss = await this.ready();
        const pending = await boss.findJobs(name, { key, queued: true });
        if (pending.length > 0)
          await boss.deleteJob(
            name,
            pending.map((j) => j.id),
          );
      })(),
      storageError,
    );
  }

  /**
   * Runs `handler` for the queue's due jobs in this process, one at a time per queue. Done completes the
   * job; Retry (or a throw) fails the attempt so pg-boss retries it with backoff; Permanent completes it
   * with the reason as its output and logs it (the handler has recorded it where people read it).
   */
  async work(name: JobName, handler: JobHandler): Promise<void> {
    const boss = await this.ready();
    // The worker's polling and every handler it runs are background work (background-work.ts).
    await inBackground(() =>
      boss.work<Record<string, unknown>>(
        name,
        { pollingIntervalSeconds: this.policy.pollingIntervalSeconds, batchSize: 1 },
        async (jobs: Job<Record<string, unknown>>[]) => {
          for (const job of jobs) {
            const outcome = await handler(job.data ?? {}, { id: job.id, retryCount: job.retryCount });
            if (outcome.kind === 'Retry') throw new Error(outcome.message);
            if (outcome.kind === 'Permanent') {
              this.log?.warn({ job: name, id: job.id, reason: outcome.message }, 'job stopped for good');
            }
          }
        },
      ),
    );
  }

  /** Stops the workers (waiting for running jobs up to `timeoutMs`) and closes pg-boss's pool. */
  async stop(options: { graceful?: boolean; timeoutMs?: number } = {}): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.started === null) return;
    await this.started.catch(() => undefined);
    const boss = this.boss;
    if (boss === null) return;
    await boss.stop({
      graceful: options.graceful ?? true,
      timeout: options.timeoutMs ?? 10_000,
      close: true,
    });
    this.started = null;
  }

  /** The started pg-boss instance (tests read job states through it). */
  async ready(): Promise<PgBoss> {
    await this.start();
    if (this.boss === null) throw new Error('the job queue did not start');
    return this.boss;
  }

  /**
   * The real time to start a job due at `runAt` on the injected clock (now when null or past). Always a
   * time: upsert leaves an option it is not given as it was, so a replaced job must get its new time.
   */
  private realTimeOf(runAt: string | null): Date {
    const wait = runAt === null ? 0 : Date.parse(runAt) - this.clock.nowMs();
    return new Date(Date.now() + Math.max(0, wait));
  }
}
