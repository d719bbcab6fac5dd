import { addMinutes } from 'date-fns';
import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { Role } from '../../domain/accounts/enums';
import { foldStored, reservedPlan, type ShipmentUnavailable } from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import type { MoveCharge } from '../payments/move-charge';
import type { Clock } from '../ports/clock';
import { JobName, type JobOutcome, type JobQueue } from '../ports/job-queue';
import type { ShipmentEvents } from '../ports/shipment-events';
import { afterRecordedShipmentEvent } from '../shared/recorded-shipment-events';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { chargeAtTransit, type TransitCharge } from './transit-charge';

/** Who the Transit charge job acts as: the system, with staff's reach over every move. */
const TRANSIT_VIEWER: Viewer = { userId: 0, email: 'transit-charges@relomove.com', role: Role.staff };

/** The job key of a move's Transit charge: one pending run per move, pushed back by each new event. */
export const transitChargeJobKey = (quoteId: number) => `transit:${quoteId}`;

/**
 * How long after an event its Transit charge job runs. The request that records the event makes the first
 * try at once, so staff see what happened; the job is the try that is sure to come: after a crash between
 * the event and the charge, after a processor that could not be reached, or for an event recorded by a path
 * that does not charge (a carrier feed). It finds nothing due when the first try charged.
 */
export const TRANSIT_CHARGE_JOB_DELAY_MINUTES = 5;

/**
 * Issue 29 "The Transit charge as a job" (architecture.md convention 14): the shipment events store,
 * wrapped so that each newly recorded event schedules the move's Transit charge job. A failure to schedule
 * never fails the event.
 */
export function transitChargedShipmentEvents(
  inner: ShipmentEvents,
  jobs: JobQueue,
  clock: Pick<Clock, 'nowMs'>,
): ShipmentEvents {
  return afterRecordedShipmentEvent(inner, (_event, quoteId) =>
    jobs
      .schedule({
        name: JobName.ChargeTransit,
        key: transitChargeJobKey(quoteId),
        data: { quoteId },
        runAt: addMinutes(clock.nowMs(), TRANSIT_CHARGE_JOB_DELAY_MINUTES).toISOString(),
      })
      .orElse(() => okAsync(undefined)),
  );
}

export type ChargeTransitError = ReservationError | ShipmentUnavailable;

/**
 * The Transit charge job's work: once the move's shipment is at or past Transit, ChargeMove charges what is
 * due (idempotent per move and amount: a move charged already finds nothing due, and a declined card's
 * key is answered again with its first answer, so nothing is written twice). Null before Transit, and for
 * a cancelled move.
 */
export class ChargeTransit extends UseCase<
  ReservationStores & { events: ShipmentEvents; chargeMove: MoveCharge }
> {
  execute(input: { quoteId: number }): ResultAsync<TransitCharge | null, ChargeTransitError> {
    const { events, chargeMove } = this.deps;
    return ownedQuote(this.deps, TRANSIT_VIEWER, input.quoteId, true).andThen(({ quote }) =>
      reservedPlan(quote, true)
        .asyncAndThen((plan) =>
          events
            .events(input.quoteId)
            .map((history) => ({ quote, shipment: foldStored(plan, history).shipment })),
        )
        .andThen((view) => chargeAtTransit(chargeMove, view, TRANSIT_VIEWER, 'system'))
        .orElse((error) =>
          error.kind === 'ShipmentUnavailable' || error.kind === 'ReservationNotFound'
            ? okAsync<TransitCharge | null, ChargeTransitError>(null)
            : errAsync(error),
        ),
    );
  }
}

/** The failures that may pass by themselves: something we or the processors could not reach. */
const PASSING: ReadonlySet<string> = new Set([
  'StorageUnavailable',
  'PaymentGatewayUnavailable',
  'AffirmGatewayUnavailable',
  'RateCardUnavailable',
]);

/**
 * What the job concludes from a run: done when charged, nothing was due, or the answer is final (a decline
 * waits for the customer's new method, PayBalance; no method at all, the same); tried again later, with
 * the queue's backoff, when it may pass (a TechnicalError, the processor or our storage unreachable).
 */
export function transitChargeJobOutcome(run: Result<TransitCharge | null, ChargeTransitError>): JobOutcome {
  const failure = run.match(
    (charge) => {
      if (charge === null) return null;
      if (charge.kind === 'Ran')
        return charge.outcome.kind === 'Failed' && charge.outcome.retryable ? charge.outcome.message : null;
      return PASSING.has(charge.error.kind) ? charge.error.kind : null;
    },
    (error) => (PASSING.has(error.kind) ? error.kind : null),
  );
  return failure === null ? { kind: 'Done' } : { kind: 'Retry', message: failure };
}
