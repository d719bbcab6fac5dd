import { addDays } from 'date-fns';
import { okAsync, type ResultAsync } from 'neverthrow';
import { fromLocalDate, toLocalDate } from '../../domain/calendar/iso-date';
import { scheduleStorageCharge } from '../payments/storage-charge-jobs';
import type { Clock } from '../ports/clock';
import { JobName, type JobQueue } from '../ports/job-queue';
import type { QuoteRepository, RepositoryError } from '../ports/quote-repository';
import { UseCase } from '../use-case';
import { planJob } from './plan-soon';

/** How far back the sweep looks: a move dated up to this many days ago still gets messages (delivery, survey). */
export const SWEEP_LOOKBACK_DAYS = 60;
/** Minutes between two sweeps. */
export const SWEEP_EVERY_MINUTES = 60;
/** Minutes after an instance starts before the first sweep (the server answers first). */
export const SWEEP_AFTER_START_MINUTES = 5;
/** The sweep's job key: one pending sweep at a time, whatever the number of instances. */
export const SWEEP_JOB_KEY = 'sweep';
const PAGE = 200;

/** Schedules the next sweep `minutes` from now on the injected clock, replacing a pending one. */
export function scheduleSweep(
  jobs: JobQueue,
  clock: Clock,
  minutes: number,
): ResultAsync<void, RepositoryError> {
  return jobs.schedule({
    name: JobName.SweepMoves,
    key: SWEEP_JOB_KEY,
    data: {},
    runAt: new Date(clock.nowMs() + minutes * 60_000).toISOString(),
  });
}

/**
 * Issue 14, the safety net under "plan after every change": every hour, plan the messages of every
 * reserved move dated from SWEEP_LOOKBACK_DAYS ago on (its plan-messages job scheduled directly, under
 * the move's key). A change whose plan was lost (its request could not be stored, or a relay died between
 * taking the request and queueing its job) is planned at the next sweep; planning is idempotent (the
 * message log and the job keys keep each message once), so a sweep never sends anything twice. Then it
 * schedules the next sweep, so the chain goes on as long as one instance runs.
 */
export class SweepMoveMessages extends UseCase<{ quotes: QuoteRepository; jobs: JobQueue; clock: Clock }> {
  execute(): ResultAsync<{ planned: number }, RepositoryError> {
    const { quotes, jobs, clock } = this.deps;
    const since = fromLocalDate(addDays(toLocalDate(clock.today()), -SWEEP_LOOKBACK_DAYS));
    const page = (afterId: number, planned: number): ResultAsync<number, RepositoryError> =>
      quotes.reservedMoveIds({ movedOnOrAfter: since, afterId, limit: PAGE }).andThen((ids) => {
        const last = ids[ids.length - 1];
        // Issue 13: each move's storage charge runs too (it charges what is due and schedules the next
        // run, or does nothing for a move without storage), so a lost charge-storage job is made up.
        const plans = ids.reduce<ResultAsync<void, never>>(
          (chain, id) =>
            chain
              .andThen(() => jobs.schedule(planJob(id)).orElse(() => okAsync(undefined)))
              .andThen(() => scheduleStorageCharge(jobs, id, null)),
          okAsync(undefined),
        );
        return plans.andThen(() =>
          last === undefined || ids.length < PAGE
            ? okAsync(planned + ids.length)
            : page(last, planned + ids.length),
        );
      });
    return page(0, 0).andThen((planned) =>
      scheduleSweep(jobs, clock, SWEEP_EVERY_MINUTES).map(() => ({ planned })),
    );
  }
}
