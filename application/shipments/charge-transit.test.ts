import { err, errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import { DeliveryType } from '../../domain/quote/enums';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { Quote } from '../../domain/quote/types';
import type { ReservationCancellation } from '../../domain/reservation/cancellation-record';
import { instant, type Milestone, type ShipmentEvent } from '../../domain/shipment';
import { TestClock } from '../../tests/support/test-clock';
import type { ChargeMoveError, ChargeMoveInput, ChargeMoveOutput, MoveCharge } from '../payments/move-charge';
import { JobName, type JobQueue, type ScheduledJob } from '../ports/job-queue';
import type { QuoteRepository } from '../ports/quote-repository';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { RecordOutcome, ShipmentEvents, StoredShipmentEvent } from '../ports/shipment-events';
import {
  ChargeTransit,
  TRANSIT_CHARGE_JOB_DELAY_MINUTES,
  transitChargedShipmentEvents,
  transitChargeJobKey,
  transitChargeJobOutcome,
} from './charge-transit';

const ID = 1_000_001;

const CANCELLED: ReservationCancellation = {
  CancelledAt: '2026-12-01T15:00:00.000Z',
  CancelledBy: 'customer',
  Fee: cents(0),
  FeeTier: 'Free',
  DaysBefore: 20,
  FeeDescription: 'Free: more than 7 days before the drop-off date',
  PriceBefore: cents(100_00),
} as ReservationCancellation;

/** A booked door-to-door ReloCube move (the example quote's ReloCube option), `cancelled` or not. */
function booked(cancelled = false): Quote {
  const base = exampleQuote();
  const reservation = base.Details.Reservation;
  return {
    ...base,
    QuoteId: ID,
    Details: {
      ...base.Details,
      PricingOptions: base.Details.PricingOptions.map((o) =>
        o.EquipType === 'Relocube'
          ? { ...o, Default: true, DefaultParent: true, DestinationDelivery: DeliveryType.Door }
          : { ...o, Default: false, DefaultParent: false },
      ),
      Accessorials: { ...base.Details.Accessorials, AddReloCubeStorage: false },
      Reserved: true,
      Reservation: reservation
        ? { ...reservation, TotalPrice: cents(100_00), ...(cancelled ? { Cancellation: CANCELLED } : {}) }
        : null,
    },
  } as Quote;
}

const completed = (milestone: Milestone, id: number): StoredShipmentEvent => {
  const at = instant('2026-12-20T15:00:00.000Z');
  const event: ShipmentEvent = {
    milestone,
    status: 'Completed',
    reason: null,
    occurredAt: at,
    recordedAt: at,
    source: 'staff',
    location: null,
    window: null,
    rawCode: null,
  };
  return { ...event, quoteId: ID, idempotencyKey: `k${id}`, recordedBy: 'ops@relomove.test', id };
};

function setup(
  history: readonly Milestone[],
  answer: ResultAsync<ChargeMoveOutput, ChargeMoveError>,
  quote = booked(),
) {
  const charges: ChargeMoveInput[] = [];
  const rows = history.map((m, i) => completed(m, i + 1));
  const deps = {
    quotes: { findById: () => okAsync(quote) } as unknown as QuoteRepository,
    reservations: { ownerOf: () => okAsync(7) } as unknown as ReservationRepository,
    events: { events: () => okAsync(rows) } as unknown as ShipmentEvents,
    chargeMove: {
      execute: (input: ChargeMoveInput) => {
        charges.push(input);
        return answer;
      },
    } as MoveCharge,
  };
  return { charges, job: new ChargeTransit(deps) };
}

const charged: ChargeMoveOutput = { kind: 'Charged', amount: cents(100_00), rows: [] };
const declined: ChargeMoveOutput = {
  kind: 'Failed',
  amount: cents(100_00),
  result: 'CardDeclined',
  message: 'Your card was declined.',
  retryable: false,
};
const technical: ChargeMoveOutput = {
  ...declined,
  result: 'TechnicalError',
  message: 'Try again later.',
  retryable: true,
};

describe('the Transit charge as a job (issue 29, architecture.md convention 14)', () => {
  it('each newly recorded shipment event schedules the move’s charge-transit job, one per move, a few minutes on; a replayed or refused event schedules nothing', async () => {
    const clock = new TestClock('2026-12-20T15:00:00.000Z');
    const scheduled: ScheduledJob[] = [];
    const jobs: JobQueue = {
      schedule: (job) => {
        scheduled.push(job);
        return okAsync(undefined);
      },
      cancel: () => okAsync(undefined),
    };
    const outcomes: RecordOutcome<never>[] = [
      { kind: 'Recorded', event: completed('DropOff', 1), events: [] },
      { kind: 'Replayed', event: completed('DropOff', 1), events: [] },
    ];
    const inner = {
      events: () => okAsync([]),
      record: () => ResultAsync.fromSafePromise(Promise.resolve(outcomes.shift() as RecordOutcome<never>)),
    } as unknown as ShipmentEvents;
    const wrapped = transitChargedShipmentEvents(inner, jobs, clock);
    const request = { quoteId: ID, idempotencyKey: 'k1', recordedBy: 'ops@relomove.test' };
    const decide = () => {
      throw new Error('the store decides, not this test');
    };
    await wrapped.record(request, decide);
    await wrapped.record(request, decide);
    expect(scheduled).toEqual([
      {
        name: JobName.ChargeTransit,
        key: transitChargeJobKey(ID),
        data: { quoteId: ID },
        runAt: new Date(Date.parse(clock.now()) + TRANSIT_CHARGE_JOB_DELAY_MINUTES * 60_000).toISOString(),
      },
    ]);
  });

  it('a failure to schedule the job never fails the event', async () => {
    const jobs: JobQueue = {
      schedule: () => errAsync({ kind: 'StorageUnavailable', message: 'down' }),
      cancel: () => okAsync(undefined),
    };
    const recorded: RecordOutcome<never> = { kind: 'Recorded', event: completed('DropOff', 1), events: [] };
    const inner = {
      events: () => okAsync([]),
      record: () => okAsync(recorded),
    } as unknown as ShipmentEvents;
    const wrapped = transitChargedShipmentEvents(inner, jobs, new TestClock('2026-12-20T15:00:00.000Z'));
    const outcome = await wrapped.record({ quoteId: ID, idempotencyKey: 'k1', recordedBy: 'x' }, () => {
      throw new Error('not called');
    });
    expect(outcome._unsafeUnwrap()).toBe(recorded);
  });

  it('before Transit the job charges nothing; at or past it, ChargeMove runs as the system', async () => {
    const before = setup(['DropOff', 'CustomerLoading'], okAsync(charged));
    expect((await before.job.execute({ quoteId: ID }))._unsafeUnwrap()).toBeNull();
    expect(before.charges).toEqual([]);

    const after = setup(['DropOff', 'CustomerLoading', 'OriginPickup'], okAsync(charged));
    expect((await after.job.execute({ quoteId: ID }))._unsafeUnwrap()).toEqual({
      kind: 'Ran',
      outcome: charged,
    });
    expect(after.charges).toEqual([expect.objectContaining({ quoteId: ID, actor: 'system' })]);
  });

  it('a cancelled move is never charged by the job', async () => {
    const cancelled = setup(['DropOff', 'CustomerLoading', 'OriginPickup'], okAsync(charged), booked(true));
    expect((await cancelled.job.execute({ quoteId: ID }))._unsafeUnwrap()).toBeNull();
    expect(cancelled.charges).toEqual([]);
  });

  it('the job is done when charged, when nothing is due, after a decline or with no method; it tries again when the failure may pass', async () => {
    const run = async (answer: ResultAsync<ChargeMoveOutput, ChargeMoveError>) =>
      transitChargeJobOutcome(
        await setup(['DropOff', 'CustomerLoading', 'OriginPickup'], answer).job.execute({ quoteId: ID }),
      );
    expect(await run(okAsync(charged))).toEqual({ kind: 'Done' });
    expect(await run(okAsync({ kind: 'NothingDue' }))).toEqual({ kind: 'Done' });
    expect(await run(okAsync(declined))).toEqual({ kind: 'Done' });
    expect(await run(errAsync({ kind: 'NoChargeableMethod' }))).toEqual({ kind: 'Done' });
    expect(await run(okAsync(technical))).toEqual({ kind: 'Retry', message: 'Try again later.' });
    expect(await run(errAsync({ kind: 'PaymentGatewayUnavailable', message: 'down' }))).toEqual({
      kind: 'Retry',
      message: 'PaymentGatewayUnavailable',
    });
    expect(transitChargeJobOutcome(err({ kind: 'StorageUnavailable', message: 'down' }))).toEqual({
      kind: 'Retry',
      message: 'StorageUnavailable',
    });
  });
});
