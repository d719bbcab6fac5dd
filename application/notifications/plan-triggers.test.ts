import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { QuoteErrorType } from '../../domain/quote/enums';
import { refused } from '../../domain/reservation/reserve';
import { aQuote } from '../../tests/fixtures/quotes';
import type { PlanRequests } from '../ports/plan-requests';
import type { ReservationRepository, ReserveAttempt, ReserveOutcome } from '../ports/reservation-repository';
import { plannedReservations } from './plan-triggers';

function recordingRequests(): PlanRequests & { requested: number[] } {
  const requested: number[] = [];
  return {
    requested,
    request: (quoteId) => {
      requested.push(quoteId);
      return okAsync(undefined);
    },
    take: () => okAsync([]),
  };
}

/** A reservation store whose reserve answers `outcome`; nothing else is called. */
const answering = (outcome: ReserveOutcome) =>
  ({ reserve: () => okAsync(outcome) }) as unknown as ReservationRepository;

const attempt = { quoteId: 41 } as ReserveAttempt;
const quote = { ...aQuote(), QuoteId: 41, Revision: 1 };

describe("a reservation's messages are planned when the move changes (issue 14; issue 28: nothing else waits on it)", () => {
  it('a booking made now asks for the plan of its move', async () => {
    const plans = recordingRequests();
    const store = plannedReservations(
      answering({ kind: 'answered', answer: { booked: true, quote }, replayed: false }),
      plans,
    );
    await store.reserve(attempt);
    expect(plans.requested).toEqual([41]);
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
  ])('%s changes nothing and asks for no plan', async (_what, outcome) => {
    const plans = recordingRequests();
    const answer = await plannedReservations(answering(outcome), plans).reserve(attempt);
    expect(answer._unsafeUnwrap()).toEqual(outcome);
    expect(plans.requested).toEqual([]);
  });
});
