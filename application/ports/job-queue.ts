import type { ResultAsync } from 'neverthrow';
import type { ValueOf } from '../../domain/shared/enum';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** The kinds of work done later (architecture.md convention 14), each a queue of its own. */
export const JobName = {
  /** Decide which messages a move should get now and later, and schedule each one (issue 14). */
  PlanMessages: 'plan-messages',
  /** Send one planned message by its channels, once (issue 14). */
  DeliverMessage: 'deliver-message',
  /** Plan every live move's messages again, hourly: the safety net for a lost plan job (issue 14). */
  SweepMoves: 'sweep-moves',
  /** Email a customer staff's answer to the place they asked us to add (issue 15, the indirect mapping form). */
  AnswerPlaceRequest: 'answer-place-request',
  /**
   * Charge a move's storage periods that are due, then schedule the next run (issue 13, ChargeStorage);
   * one per move (key `storage:<quoteId>`), so a rescheduled run replaces the pending one.
   */
  ChargeStorage: 'charge-storage',
  /**
   * Charge a move at Transit (issue 29, "the Transit charge as a job"): scheduled by each shipment event,
   * one per move (key `transit:<quoteId>`); a failure that may pass (the processor unreachable) retries.
   */
  ChargeTransit: 'charge-transit',
} as const;
export type JobName = ValueOf<typeof JobName>;
export const JOB_NAMES: readonly JobName[] = Object.values(JobName);

/** One piece of work to do at (or after) a moment, under a key. */
export interface ScheduledJob {
  readonly name: JobName;
  /**
   * The job's key: scheduling again under the same key, before the job starts, replaces it (its data and
   * its time), so a rescheduled reminder never leaves a stale one behind.
   */
  readonly key: string;
  readonly data: Readonly<Record<string, string | number | boolean | null>>;
  /** When to run it (ISO-8601 instant, read on the injected clock); null for as soon as possible. */
  readonly runAt: string | null;
}

/** What a job's handler concluded: done, try again later (with backoff), or never (recorded, no retry). */
export type JobOutcome =
  | { readonly kind: 'Done' }
  | { readonly kind: 'Retry'; readonly message: string }
  | { readonly kind: 'Permanent'; readonly message: string };

/**
 * Work to do later, kept in the database (PostgreSQL or PGlite), so it survives restarts and runs once when
 * several instances share the database.
 */
export interface JobQueue {
  /** Schedules a job, or replaces the one not yet started under the same name and key. */
  schedule(job: ScheduledJob): ResultAsync<void, RepositoryError>;
  /** Drops the job not yet started under the name and key, if any. */
  cancel(name: JobName, key: string): ResultAsync<void, RepositoryError>;
}
export const JobQueue: Token<JobQueue> = Symbol('JobQueue');

/**
 * Issue 28: jobs due now, added in one write (the plan requests' relay, notifications/relay-plan-requests.ts).
 * Unlike `schedule`, a job not yet started under the same name and key is kept and both run, so only jobs
 * that may run twice (idempotent ones) are added this way.
 */
export interface JobBatches {
  enqueue(jobs: readonly ScheduledJob[]): ResultAsync<void, RepositoryError>;
}
export const JobBatches: Token<JobBatches> = Symbol('JobBatches');
