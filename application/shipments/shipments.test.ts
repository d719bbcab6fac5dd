import { ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { isoDate } from '../../domain/calendar/iso-date';
import { cents } from '../../domain/money/money';
import { DeliveryType } from '../../domain/quote/enums';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { Quote } from '../../domain/quote/types';
import {
  instant,
  MILESTONES,
  type ShipmentEvent,
  shipmentPlanInputOf,
  shipmentPlanOf,
  simulatedEvents,
} from '../../domain/shipment';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { TestClock } from '../../tests/support/test-clock';
import type { SignedInUser } from '../accounts/viewer';
import type { ChargeMove } from '../payments/charge-move';
import type { ChargeMoveOutput } from '../payments/move-charge';
import type { QuoteRepository } from '../ports/quote-repository';
import type { RateCardSource } from '../ports/rate-card-source';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { RecordOutcome, ShipmentEvents, StoredShipmentEvent } from '../ports/shipment-events';
import { RecordShipmentEvent, type RecordShipmentEventInput } from './record-shipment-event';
import { RequestPickup, type RequestPickupInput } from './request-pickup';
import { SimulateShipment, sandboxStart } from './simulate-shipment';
import { ViewShipment } from './view-shipment';

const OWNER: SignedInUser = { userId: 7, email: 'dana@example.com', role: Role.customer };
const OTHER: SignedInUser = { userId: 8, email: 'other@example.com', role: Role.customer };
const STAFF: SignedInUser = { userId: 0, email: 'ops@relomove.test', role: Role.staff };
const ID = 1_000_001;

/** A booked door-to-door move of 3 ReloCubes without storage (the example quote's ReloCube option). */
function bookedQuote(over: Partial<Quote['Details']> = {}): Quote {
  const base = exampleQuote();
  const options = base.Details.PricingOptions.map((o) =>
    o.EquipType === 'Relocube'
      ? { ...o, Default: true, DefaultParent: true, DestinationDelivery: DeliveryType.Door }
      : { ...o, Default: false, DefaultParent: false },
  );
  return {
    ...base,
    QuoteId: ID,
    QuoteIdEncrypted: '',
    Revision: 1,
    Details: {
      ...base.Details,
      PricingOptions: options,
      Accessorials: { ...base.Details.Accessorials, AddReloCubeStorage: false },
      Reserved: true,
      Reservation: base.Details.Reservation
        ? { ...base.Details.Reservation, TotalPrice: cents(100_00) }
        : null,
      ...over,
    },
  } as Quote;
}

/** The shipment events in memory: one record at a time, as the database's per-move lock makes them. */
class MemoryShipmentEvents implements ShipmentEvents {
  rows: StoredShipmentEvent[] = [];
  events(quoteId: number) {
    return okAsync(this.rows.filter((r) => r.quoteId === quoteId));
  }
  eventsOfMoves(quoteIds: readonly number[]) {
    const moves = new Map<number, StoredShipmentEvent[]>();
    for (const row of this.rows.filter((r) => quoteIds.includes(r.quoteId)))
      moves.set(row.quoteId, [...(moves.get(row.quoteId) ?? []), row]);
    return okAsync(moves as ReadonlyMap<number, StoredShipmentEvent[]>);
  }
  record<E>(
    request: { quoteId: number; idempotencyKey: string; recordedBy: string },
    decide: (events: readonly StoredShipmentEvent[]) => Result<ShipmentEvent, E>,
  ) {
    const events = this.rows.filter((r) => r.quoteId === request.quoteId);
    const kept = events.find((e) => e.idempotencyKey === request.idempotencyKey);
    let outcome: RecordOutcome<E>;
    if (kept) outcome = { kind: 'Replayed', event: kept, events };
    else {
      const decided = decide(events);
      if (decided.isErr()) outcome = { kind: 'Refused', refusal: decided.error, events };
      else {
        const stored = { ...decided.value, ...request, id: this.rows.length + 1 };
        this.rows.push(stored);
        outcome = { kind: 'Recorded', event: stored, events: [...events, stored] };
      }
    }
    return ResultAsync.fromSafePromise(Promise.resolve(outcome));
  }
}

function setup(quote: Quote = bookedQuote(), charge: ChargeMoveOutput = { kind: 'NothingDue' }) {
  const clock = new TestClock('2026-12-20T15:00:00.000Z');
  const events = new MemoryShipmentEvents();
  const charges: unknown[] = [];
  // The quote as stored: events may mark §3 EquipmentSpottedOrigin on it (application/shipments/origin-spotted.ts).
  let current = quote;
  const quotes = {
    findById: () => okAsync(current),
    update: (_id: number, change: (q: Quote) => { ok: boolean; quote?: Quote }) => {
      const changed = change(current);
      if (changed.ok && changed.quote) current = { ...changed.quote, Revision: current.Revision + 1 };
      return okAsync(changed);
    },
  } as unknown as QuoteRepository;
  const reservations = { ownerOf: () => okAsync(OWNER.userId) } as unknown as ReservationRepository;
  const chargeMove = {
    execute: (input: unknown) => {
      charges.push(input);
      return okAsync(charge);
    },
  } as unknown as ChargeMove;
  const rateCards = { inForceOn: () => ok(aRateCard()) } as RateCardSource;
  const deps = { quotes, reservations, events, chargeMove, clock, rateCards };
  return {
    clock,
    deps,
    stored: () => current,
    events,
    charges,
    view: new ViewShipment(deps),
    record: new RecordShipmentEvent(deps),
    simulate: new SimulateShipment(deps),
  };
}

const input = (over: Partial<RecordShipmentEventInput>): RecordShipmentEventInput => ({
  viewer: STAFF,
  quoteId: ID,
  idempotencyKey: `k-${Math.random()}`,
  milestone: 'DropOff',
  status: 'Started',
  occurredAt: null,
  reason: null,
  location: null,
  window: null,
  ...over,
});

describe('the shipment plan of a booked quote (issue 13, §3 pricing option and dates)', () => {
  it('reads door or terminal at each end, the equipment and quantity, storage and the booked dates', () => {
    const quote = bookedQuote();
    const option = quote.Details.PricingOptions.find((o) => o.Default);
    expect(option && shipmentPlanInputOf(quote, option)).toMatchObject({
      OriginDelivery: 'Door',
      DestinationDelivery: 'Door',
      Equipment: 'ReloCube',
      EquipQuantity: 3,
      Storage: false,
      // The free estimated window: transit time (6) to transit time + 2 business days from PickupDate.
      Schedule: {
        SpotDate: isoDate('2026-06-15'),
        PickupDate: isoDate('2026-06-19'),
        DeliveryDate: isoDate('2026-06-29'),
        DeliveryDateMax: isoDate('2026-07-01'),
      },
      Trackable: true,
    });
    // Issue 27: the stations' working calendars, over which the booked spans are re-based.
    expect(option && shipmentPlanInputOf(quote, option).Calendars?.origin.ServiceDays).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(shipmentPlanOf(quote)._unsafeUnwrap().sequence).toEqual([
      'DropOff',
      'CustomerLoading',
      'OriginPickup',
      'Transit',
      'Delivery',
      'CustomerUnloading',
      'DestinationPickup',
    ]);
  });
});

describe('ViewShipment: §7 GET shipments/{id} for the owner and staff only (issue 13)', () => {
  it('the owner and staff see the shipment; another customer and a quote not reserved get ReservationNotFound; nobody signed in SignInRequired', async () => {
    const { view } = setup();
    const mine = (await view.execute({ viewer: OWNER, quoteId: ID }))._unsafeUnwrap();
    expect(mine.shipment.state).toBe('NonShipped');
    expect(mine.shipment.next).toBe('DropOff');
    expect(mine.pendingReason).toBe(
      'Your move is pending: the carrier (RLMV) has not yet placed equipment at your origin or confirmed the bill of lading',
    );
    expect((await view.execute({ viewer: STAFF, quoteId: ID })).isOk()).toBe(true);
    expect((await view.execute({ viewer: OTHER, quoteId: ID }))._unsafeUnwrapErr()).toEqual({
      kind: 'ReservationNotFound',
    });
    expect((await view.execute({ viewer: null, quoteId: ID }))._unsafeUnwrapErr().kind).toBe(
      'SignInRequired',
    );
    const notBooked = setup(bookedQuote({ Reserved: false }));
    expect((await notBooked.view.execute({ viewer: OWNER, quoteId: ID }))._unsafeUnwrapErr()).toEqual({
      kind: 'ReservationNotFound',
    });
  });
});

describe('RecordShipmentEvent: staff record events, the domain decides, Transit charges (issue 13)', () => {
  it('only staff record events: a customer is StaffOnly, nobody signed in SignInRequired', async () => {
    const { record, events } = setup();
    expect((await record.execute(input({ viewer: OWNER })))._unsafeUnwrapErr().kind).toBe('StaffOnly');
    expect((await record.execute(input({ viewer: null })))._unsafeUnwrapErr().kind).toBe('SignInRequired');
    expect(events.rows).toEqual([]);
  });

  it('an event recorded now is written in the offset of the station where its milestone happens: the origin’s (Chicago) for the drop-off, the destination’s (Denver) for the delivery (issue 27)', async () => {
    const { record, events } = setup();
    const sequence = shipmentPlanOf(bookedQuote())._unsafeUnwrap().sequence;
    for (const milestone of sequence)
      (await record.execute(input({ milestone, status: 'Completed' })))._unsafeUnwrap();
    const at = (milestone: string) => events.rows.find((r) => r.milestone === milestone)?.occurredAt;
    // The clock reads 15:00 UTC on 12/20: 9 a.m. in Chicago, 8 a.m. in Denver.
    expect(at('DropOff')).toBe('2026-12-20T09:00:00-06:00');
    expect(at('Delivery')).toBe('2026-12-20T08:00:00-07:00');
  });

  it('every milestone of a door-to-door ReloCube move completed in order ends Completed; Transit charges once it begins, and every later event runs the idempotent charge again', async () => {
    const { record, charges, events } = setup();
    const sequence = shipmentPlanOf(bookedQuote())._unsafeUnwrap().sequence;
    let last = null;
    for (const milestone of sequence) {
      last = (await record.execute(input({ milestone, status: 'Completed' })))._unsafeUnwrap();
      const beforeTransit = ['DropOff', 'CustomerLoading'].includes(milestone);
      expect(last.charge === null).toBe(beforeTransit);
    }
    expect(last?.view.shipment.state).toBe('Completed');
    expect(events.rows.map((r) => [r.milestone, r.status, r.recordedBy, r.source])).toEqual(
      sequence.map((m) => [m, 'Completed', STAFF.email, 'staff']),
    );
    expect(charges[0]).toMatchObject({ viewer: STAFF, quoteId: ID, actor: 'staff' });
    expect(charges).toHaveLength(sequence.length - 2);
  });

  it('§3 EquipmentSpottedOrigin is set once the drop-off is complete (the move is then under way), and not before', async () => {
    const { record, stored } = setup();
    (await record.execute(input({ milestone: 'DropOff', status: 'Started' })))._unsafeUnwrap();
    expect(stored().Details.Reservation?.EquipmentSpottedOrigin).toBe(false);
    const revision = stored().Revision;
    (await record.execute(input({ milestone: 'DropOff', status: 'Completed' })))._unsafeUnwrap();
    expect(stored().Details.Reservation?.EquipmentSpottedOrigin).toBe(true);
    expect(stored().Revision).toBe(revision + 1);
    (await record.execute(input({ milestone: 'CustomerLoading', status: 'Completed' })))._unsafeUnwrap();
    expect(stored().Revision).toBe(revision + 1);
  });

  it('an out-of-order event is refused with the domain message and nothing is stored', async () => {
    const { record, events, charges } = setup();
    const refused = await record.execute(input({ milestone: 'Delivery', status: 'Completed' }));
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      kind: 'ShipmentEventRefused',
      message: 'Delivery cannot be completed before DropOff is complete',
    });
    expect(events.rows).toEqual([]);
    expect(charges).toEqual([]);
  });

  it('a key sent again answers its first event (Replayed, nothing new); with another request it is IdempotencyKeyReused', async () => {
    const { record, events } = setup();
    const first = (await record.execute(input({ idempotencyKey: 'one' })))._unsafeUnwrap();
    const again = (await record.execute(input({ idempotencyKey: 'one' })))._unsafeUnwrap();
    expect(again.outcome).toBe('Replayed');
    expect(again.event).toEqual(first.event);
    const other = await record.execute(input({ idempotencyKey: 'one', status: 'Completed' }));
    expect(other._unsafeUnwrapErr().kind).toBe('IdempotencyKeyReused');
    expect(events.rows).toHaveLength(1);
  });

  it('a declined Transit charge is reported and does not undo the event', async () => {
    const declined: ChargeMoveOutput = {
      kind: 'Failed',
      amount: cents(100_00),
      result: 'CardDeclined',
      message: 'Your card was declined.',
      retryable: false,
    };
    const { record, events } = setup(bookedQuote(), declined);
    for (const milestone of ['DropOff', 'CustomerLoading'] as const)
      await record.execute(input({ milestone, status: 'Completed' }));
    const transit = (
      await record.execute(input({ milestone: 'OriginPickup', status: 'Completed' }))
    )._unsafeUnwrap();
    expect(transit.charge).toEqual({ kind: 'Ran', outcome: declined });
    expect(transit.view.shipment.state).toBe('Shipped');
    expect(events.rows).toHaveLength(3);
  });

  it('an event recorded before it happens (OccurredAt after now) is refused by the domain', async () => {
    const { record } = setup();
    const future = await record.execute(input({ occurredAt: instant('2027-01-01T09:00:00-06:00') }));
    expect(future._unsafeUnwrapErr()).toMatchObject({ kind: 'ShipmentEventRefused' });
  });
});

describe('SimulateShipment: the SANDBOX carrier feed on the injected clock (issue 13)', () => {
  it('records every due event once: a second run records nothing new; before the drop-off nothing is due', async () => {
    const early = setup();
    early.clock.advance(Date.parse('2026-06-01T00:00:00Z') - early.clock.nowMs());
    const none = (await early.simulate.execute({ viewer: STAFF, quoteId: ID }))._unsafeUnwrap();
    expect(none.recorded).toEqual([]);
    expect(none.nextDueAt).toBe('2026-06-15T15:00:00.000Z');

    const { simulate, events, charges } = setup();
    const first = (await simulate.execute({ viewer: STAFF, quoteId: ID }))._unsafeUnwrap();
    const plan = shipmentPlanOf(bookedQuote())._unsafeUnwrap();
    expect(first.recorded).toHaveLength(simulatedEvents(plan, sandboxStart(plan)).length);
    expect(first.view.shipment.state).toBe('Completed');
    expect(first.nextDueAt).toBeNull();
    expect(first.charge).toEqual({ kind: 'Ran', outcome: { kind: 'NothingDue' } });
    expect(
      events.rows.every((r) => r.source === 'carrier-sandbox' && r.recordedBy === 'carrier-sandbox'),
    ).toBe(true);
    const second = (await simulate.execute({ viewer: STAFF, quoteId: ID }))._unsafeUnwrap();
    expect(second.recorded).toEqual([]);
    expect(events.rows).toHaveLength(first.recorded.length);
    expect(charges).toHaveLength(2);
    expect(MILESTONES.filter((m) => first.view.shipment.milestones[m].Status === 'Complete')).toEqual(
      plan.sequence,
    );
  });

  it('a customer cannot run the feed', async () => {
    const { simulate } = setup();
    expect((await simulate.execute({ viewer: OWNER, quoteId: ID }))._unsafeUnwrapErr().kind).toBe(
      'StaffOnly',
    );
  });
});

describe('RequestPickup: §7 POST shipments/{qId}/{target}/pickup, the owner asks for a pickup day (issue 13)', () => {
  /** Monday 15 June 2026, 3 p.m. at the Illinois origin station (CDT), the equipment dropped off that morning. */
  async function droppedOff() {
    const s = setup();
    s.clock.advance(Date.parse('2026-06-15T20:00:00.000Z') - s.clock.nowMs());
    await s.record.execute(
      input({ milestone: 'DropOff', status: 'Completed', occurredAt: instant('2026-06-15T09:00:00-05:00') }),
    );
    return { ...s, request: new RequestPickup(s.deps) };
  }
  const ask = (over: Partial<RequestPickupInput> = {}): RequestPickupInput => ({
    viewer: OWNER,
    quoteId: ID,
    target: 'origin',
    idempotencyKey: 'pickup-1',
    pickupDate: isoDate('2026-06-19'),
    ...over,
  });

  it('the view offers the days with their extra cost; a request records OriginPickup Scheduled from the customer, then Requested', async () => {
    const { view, request, events } = await droppedOff();
    const before = (await view.execute({ viewer: OWNER, quoteId: ID }))._unsafeUnwrap().pickup;
    expect(before.state).toBe('ReadyToRequest');
    expect(before.state === 'ReadyToRequest' && before.dates.map((d) => [d.date, d.extraCost])).toEqual([
      ['2026-06-16', 0],
      ['2026-06-17', 0],
      ['2026-06-18', 0],
      // The booked pickup day (Friday) is later than three business days after the drop-off: still included.
      ['2026-06-19', 0],
      ['2026-06-22', 15000],
      ['2026-06-23', 30000],
      ['2026-06-24', 45000],
      ['2026-06-25', 60000],
      ['2026-06-26', 75000],
    ]);
    const done = (await request.execute(ask()))._unsafeUnwrap();
    expect(done.outcome).toBe('Recorded');
    expect(done.event).toMatchObject({
      milestone: 'OriginPickup',
      status: 'Scheduled',
      source: 'customer',
      recordedBy: OWNER.email,
      window: { Early: '2026-06-19', Late: '2026-06-19' },
    });
    expect(done.view.pickup).toEqual({ state: 'Requested', date: '2026-06-19' });
    expect(done.view.shipment.milestones.OriginPickup.DateType).toBe('Scheduled');
    expect(events.rows).toHaveLength(2);
  });

  it('a retry with the same key answers the first request; the key with another day is IdempotencyKeyReused', async () => {
    const { request, events } = await droppedOff();
    await request.execute(ask());
    expect((await request.execute(ask()))._unsafeUnwrap().outcome).toBe('Replayed');
    expect((await request.execute(ask({ pickupDate: isoDate('2026-06-22') })))._unsafeUnwrapErr().kind).toBe(
      'IdempotencyKeyReused',
    );
    expect(events.rows).toHaveLength(2);
  });

  it('refuses a day not offered, a second request, another customer and a move not dropped off yet, storing nothing', async () => {
    const { request, events } = await droppedOff();
    expect((await request.execute(ask({ pickupDate: isoDate('2026-06-20') })))._unsafeUnwrapErr()).toEqual({
      kind: 'PickupDateNotOffered',
      message: 'Choose a pickup day the service center works, from 06/16/2026 to 06/26/2026',
    });
    expect((await request.execute(ask({ viewer: OTHER })))._unsafeUnwrapErr().kind).toBe(
      'ReservationNotFound',
    );
    expect((await request.execute(ask({ viewer: STAFF })))._unsafeUnwrapErr().kind).toBe(
      'ReservationNotFound',
    );
    expect((await request.execute(ask({ viewer: null })))._unsafeUnwrapErr().kind).toBe('SignInRequired');
    await request.execute(ask());
    expect((await request.execute(ask({ idempotencyKey: 'pickup-2' })))._unsafeUnwrapErr()).toMatchObject({
      kind: 'PickupRequestClosed',
      state: 'Requested',
      message: 'Your pickup is already requested for 06/19/2026. To change it, call us',
    });
    expect(events.rows).toHaveLength(2);
    const fresh = setup();
    fresh.clock.advance(Date.parse('2026-06-12T20:00:00.000Z') - fresh.clock.nowMs());
    const early = await new RequestPickup(fresh.deps).execute(ask());
    expect(early._unsafeUnwrapErr()).toMatchObject({ kind: 'PickupRequestClosed', state: 'PromptToCall' });
  });
});
