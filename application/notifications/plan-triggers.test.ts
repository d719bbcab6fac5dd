import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { QuoteErrorType } from '../../domain/quote/enums';
import { refused } from '../../domain/reservation/reserve';
import { aQuote } from '../../tests/fixtures/quotes';
import type { JobQueue, ScheduledJob } from '../ports/job-queue';
import type { ReservationRepository, ReserveAttempt, ReserveOutcome } from '../ports/reservation-repository';
import { plannedReservations } from './plan-triggers';

function recordingQueue(): JobQueue & { scheduled: ScheduledJob[] } {
  const scheduled: ScheduledJob[] = [];
  return {
    scheduled,
    schedule: (job) => {
      scheduled.push(job);
      return okAsync(undefined);
    },
    cancel: () => okAsync(undefined),
  };
}

/** A reservation store whose reserve answers `outcome`; nothing else is called. */
const answering = (outcome: ReserveOutcome) =>
  ({ reserve: () => okAsync(outcome) }) as unknown as ReservationRepository;

const attempt = { quoteId: 41 } as ReserveAttempt;
const quote = { ...aQuote(), QuoteId: 41, Revision: 1 };

describe("a reservation's messages are planned when the move changes (issue 14; issue 28: nothing else waits on it)", () => {
  it('a booking made now schedules the plan-messages job of its move', async () => {
    const jobs = recordingQueue();
    const store = plannedReservations(
      answering({ kind: 'answered', answer: { booked: true, quote }, replayed: false }),
      jobs,
    );
    await store.reserve(attempt);
    expect(jobs.scheduled).toEqual([
      { name: 'plan-messages', key: 'plan:41', data: { quoteId: 41 }, runAt: null },
    ]);
  });

  it.each<[string, ReserveOutcome]>([
    [
      'a replay of a booking (its stored answer)',
      { kind: 'answered', answer: { booked: true, quote }, replayed: true },
    ],
    [
      'a refusal (nothing booked)',
      { kind: 'answered', answer: refused(QuoteErrorType.PaymentError, quote), replayed: false },
    ],
    ['a reused idempotency key', { kind: 'keyReused' }],
  ])('%s changes nothing and schedules nothing', async (_what, outcome) => {
    const jobs = recordingQueue();
    const answer = await plannedReservations(answering(outcome), jobs).reserve(attempt);
    expect(answer._unsafeUnwrap()).toEqual(outcome);
    expect(jobs.scheduled).toEqual([]);
  });
});
