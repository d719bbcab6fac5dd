/**
 * Issue 13 delivery tool (§1 a delivery tool with success page, banner and prompt-to-call; §4 Delivery
 * appointment kinds; §7 POST appointments/delivery, "not shown": our design in docs/decisions.md).
 * ViewDeliveryAppointment answers which kind applies to a booked move now (the banner, the tool's page);
 * BookDeliveryAppointment books a delivery window, re-deciding the kind on the server: the balance rule
 * (nothing due, domain/payment/balance-rule.ts) is enforced here, whatever the page showed.
 */

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { formatMMDDYYYY } from '../../domain/calendar/formats';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { zoneShortName } from '../../domain/calendar/time-zones';
import { isWillAdvise } from '../../domain/location/load-rules';
import { type Cents, formatUsd, ZERO } from '../../domain/money/money';
import { deliverySchedulingAllowed } from '../../domain/payment/balance-rule';
import { LedgerReason } from '../../domain/payment/ledger-entry';
import { spotAppointmentFee } from '../../domain/pricing/fees';
import { AppointmentWindow } from '../../domain/quote/enums';
import type { Quote } from '../../domain/quote/types';
import { findSlot, isPaidWindow, timedWindowText } from '../../domain/reservation/appointment-windows';
import { LimitedFeature, limitedOnline } from '../../domain/reservation/dashboard-restriction';
import { withDeliveryAppointment } from '../../domain/reservation/reserved-quote';
import {
  applyEvent,
  DELIVERY_DATE_NOT_OFFERED_MESSAGE,
  DeliveryAppointmentKind,
  type DeliveryAppointmentStatus,
  deliveryAppointmentStatus,
  EventSource,
  EventStatus,
  foldStored,
  happeningNow,
  Milestone,
  milestoneTimeZone,
  reservedPlan,
  type ShipmentEvent,
  type ShipmentUnavailable,
} from '../../domain/shipment';
import {
  fieldErrors,
  type ValidationFailure,
  validationFailed,
} from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { PriceChangeSettler } from '../payments/price-change-settler';
import type { Clock } from '../ports/clock';
import type { DeliveryBookingDecision, DeliveryBookings } from '../ports/delivery-bookings';
import type { IdempotencyKeyReused } from '../ports/payment-gateway';
import type { PaymentLedger, StoredLedgerEntry } from '../ports/payment-ledger';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import type { ShipmentEvents, StoredShipmentEvent } from '../ports/shipment-events';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { type PickupMoment, pickupMoment, type ShipmentView, shipmentView } from './shipment-view';

/** The delivery tool refused: the kind that applies now is not WebAppointment, or the date is not offered. */
export interface DeliveryAppointmentRefused {
  readonly kind: 'DeliveryAppointmentRefused';
  readonly field: 'QuoteId' | 'Date';
  readonly status: DeliveryAppointmentStatus;
  readonly message: string;
}

/** The window asked for is none the destination offers (its kind and times do not match a slot). */
export const NO_SUCH_WINDOW_MESSAGE = 'Choose one of the delivery windows offered for this date';
/** A delivery appointment names a window: Unspecified is refused. */
export const CHOOSE_A_WINDOW_MESSAGE = 'Choose a delivery window';
export const NO_DESTINATION_STATION_MESSAGE = 'This move has no destination service center to book with';

/**
 * The reason written on the Delivery Scheduled event (and in the move's change history), its times in the
 * destination station's zone, named (`zone`, 'MT').
 */
export function deliveryWindowText(
  window: AppointmentWindow,
  date: IsoDate,
  times: { EarlyTime: string; LateTime: string },
  zone: string,
): string {
  return `Delivery booked online for ${formatMMDDYYYY(date)}: ${timedWindowText(window, times, zone)}`;
}

/** The Delivery Scheduled event's reason for `input` on `quote`: its window in the destination station's zone. */
function bookingReason(
  input: Pick<BookDeliveryInput, 'AppointmentWindow' | 'Date'>,
  quote: Quote,
  slot: { EarlyTime: string; LateTime: string },
): string {
  const zone = zoneShortName(milestoneTimeZone(quote, Milestone.Delivery));
  return deliveryWindowText(input.AppointmentWindow, input.Date, slot, zone);
}

export interface DeliveryAppointmentView {
  readonly quote: Quote;
  readonly view: ShipmentView;
  readonly status: DeliveryAppointmentStatus;
  /** The destination's fees for a window (rate card): TwoHourRate and OneHourRate. */
  readonly rates: { readonly OneHourRate: Cents; readonly TwoHourRate: Cents };
}

export type ViewDeliveryAppointmentError = ReservationError | ShipmentUnavailable | RateCardUnavailable;

export interface DeliveryAppointmentDeps extends ReservationStores {
  events: ShipmentEvents;
  ledger: PaymentLedger;
  rateCards: RateCardSource;
  clock: Clock;
}

/** The §4 kind of a move from its quote, events and ledger, decided by the domain. */
function statusOf(
  quote: Quote,
  events: readonly StoredShipmentEvent[],
  rows: readonly StoredLedgerEntry[],
  today: IsoDate,
  at: PickupMoment,
): ResultAsync<
  { view: ShipmentView; status: DeliveryAppointmentStatus },
  ShipmentUnavailable | ReservationError
> {
  return reservedPlan(quote, false)
    .map((plan) => {
      const view = shipmentView(quote, plan, events, at);
      const status = deliveryAppointmentStatus({
        shipment: view.shipment,
        balance: deliverySchedulingAllowed(quote.Details.Reservation?.TotalPrice ?? ZERO, rows),
        today,
        holidays: quote.Details.Destination.StationDetail?.Holidays ?? [],
        deliveryToolOff: limitedOnline(quote, LimitedFeature.DeliveryTool) !== null,
        addressToCome: isWillAdvise(quote.Details.Destination),
      });
      return { view, status };
    })
    .asyncAndThen((x) => okAsync(x));
}

/**
 * GET /api/appointments/delivery/{id} (ours): the kind that applies to the owner's booked move now, with
 * the dates bookable online or the reason to call. Anyone else gets ReservationNotFound (404).
 */
export class ViewDeliveryAppointment extends UseCase<DeliveryAppointmentDeps> {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
  }): ResultAsync<DeliveryAppointmentView, ViewDeliveryAppointmentError> {
    const { clock, rateCards } = this.deps;
    const card = rateCards.inForceOn(clock.today());
    if (card.isErr()) return errAsync(card.error);
    const rates = card.value.appointments;
    return ownedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote }) =>
      this.deps.events.events(input.quoteId).andThen((events) =>
        this.deps.ledger.entries(input.quoteId).andThen((rows) =>
          statusOf(quote, events, rows, clock.today(), pickupMoment(clock, this.deps.rateCards)).map(
            ({ view, status }) => ({
              quote,
              view,
              status,
              rates: { OneHourRate: rates.OneHourRate, TwoHourRate: rates.TwoHourRate },
            }),
          ),
        ),
      ),
    );
  }
}

export interface BookDeliveryInput {
  readonly viewer: Viewer;
  readonly quoteId: number;
  readonly idempotencyKey: string;
  readonly Date: IsoDate;
  readonly AppointmentWindow: AppointmentWindow;
  readonly EarlyTime: string;
  readonly LateTime: string;
}

/** What happened to the window's fee: charged, nothing to charge, or why it was not (it stays due). */
export type DeliveryFee =
  | { readonly kind: 'Free' }
  | { readonly kind: 'Charged'; readonly amount: Cents }
  | { readonly kind: 'NotCharged'; readonly amount: Cents; readonly message: string };

export interface BookedDelivery {
  readonly outcome: 'Booked' | 'Replayed';
  readonly event: StoredShipmentEvent;
  readonly view: ShipmentView;
  readonly status: DeliveryAppointmentStatus;
  /** The fee of this request (a replay answers Free: the first request charged it, or left it due). */
  readonly fee: DeliveryFee;
  /** The rate card's window fees. */
  readonly rates: DeliveryAppointmentView['rates'];
  readonly window: {
    readonly Date: IsoDate;
    readonly AppointmentWindow: AppointmentWindow;
    readonly EarlyTime: string;
    readonly LateTime: string;
    readonly Rate: Cents;
  };
}

export type BookDeliveryError =
  | ReservationError
  | ShipmentUnavailable
  | RateCardUnavailable
  | DeliveryAppointmentRefused
  | ValidationFailure
  | IdempotencyKeyReused
  | { kind: 'SlotBookedOut' };

type Refusal = DeliveryAppointmentRefused | ShipmentUnavailable | ReservationError | ValidationFailure;

const invalid = (field: string, message: string): ValidationFailure =>
  validationFailed(fieldErrors(field, [message]));

/**
 * §7 POST appointments/delivery (issue 13): the owner books a delivery window from the destination's real
 * availability. In one transaction (DeliveryBookings) the server decides the §4 kind again on the stored
 * move, its events and its ledger: anything but WebAppointment is refused with the domain's message (a
 * balance due, too close, not in transit ...), a date not offered is refused, and a full slot is refused
 * with the schedule step's message. Booked: the destination slot is held, a Delivery Scheduled event
 * (source customer) is appended and, for a paid window, the window is kept on the reservation with the rate
 * card's TwoHourRate or OneHourRate as its own priced line (issue 27, withDeliveryAppointment), and
 * SettlePriceChange charges the difference to the move's card as the 'Delivery window fee' (or leaves it
 * due, with the reason, for POST payments/pay). The Idempotency-Key is the event's key: a retry, or ten at once,
 * book once.
 */
export class BookDeliveryAppointment extends UseCase<
  DeliveryAppointmentDeps & { bookings: DeliveryBookings; settle: PriceChangeSettler }
> {
  execute(input: BookDeliveryInput): ResultAsync<BookedDelivery, BookDeliveryError> {
    const { clock, rateCards, bookings } = this.deps;
    if (input.AppointmentWindow === AppointmentWindow.Unspecified)
      return errAsync(invalid('AppointmentWindow', CHOOSE_A_WINDOW_MESSAGE));
    const slot = findSlot(input.AppointmentWindow, input.EarlyTime, input.LateTime);
    if (slot === null) return errAsync(invalid('AppointmentWindow', NO_SUCH_WINDOW_MESSAGE));
    const card = rateCards.inForceOn(clock.today());
    if (card.isErr()) return errAsync(card.error);
    const rate = isPaidWindow(input.AppointmentWindow)
      ? spotAppointmentFee(input.AppointmentWindow, card.value.appointments)
      : ZERO;
    const window = { Date: input.Date, AppointmentWindow: input.AppointmentWindow, ...slot, Rate: rate };
    const rates = {
      OneHourRate: card.value.appointments.OneHourRate,
      TwoHourRate: card.value.appointments.TwoHourRate,
    };

    return ownedQuote(this.deps, input.viewer, input.quoteId).andThen(({ userId }) =>
      this.deps.ledger.entries(input.quoteId).andThen((rows) => {
        const at = clock.now();
        const decide = (current: Quote, events: readonly StoredShipmentEvent[]) =>
          this.decide(input, current, events, rows, { at, rate, slot });
        return bookings
          .book<Refusal>({
            quoteId: input.quoteId,
            idempotencyKey: input.idempotencyKey,
            recordedBy: input.viewer?.email ?? 'customer',
            at,
            decide,
          })
          .mapErr((e): BookDeliveryError => e)
          .andThen((outcome): ResultAsync<BookedDelivery, BookDeliveryError> => {
            switch (outcome.kind) {
              case 'Refused':
                return errAsync(outcome.refusal);
              case 'SlotBookedOut':
                return errAsync({ kind: 'SlotBookedOut' });
              case 'Replayed': {
                const kept = outcome.event;
                if (
                  kept.milestone !== Milestone.Delivery ||
                  kept.status !== EventStatus.Scheduled ||
                  kept.reason !== bookingReason(input, outcome.quote, slot)
                )
                  return errAsync({ kind: 'IdempotencyKeyReused' });
                return this.answer(
                  outcome.quote,
                  outcome.events,
                  rows,
                  kept,
                  'Replayed',
                  { kind: 'Free' },
                  window,
                  rates,
                );
              }
              case 'Booked': {
                const oldTotal = outcome.before.Details.Reservation?.TotalPrice ?? ZERO;
                const newTotal = outcome.quote.Details.Reservation?.TotalPrice ?? ZERO;
                const fee: ResultAsync<DeliveryFee, never> =
                  rate === 0
                    ? this.refundFee(outcome.quote, userId, oldTotal, newTotal)
                    : this.chargeFee(outcome.quote, userId, oldTotal, rate);
                return fee.andThen((charged) =>
                  this.deps.ledger
                    .entries(input.quoteId)
                    .mapErr((e): BookDeliveryError => e)
                    .andThen((after) =>
                      this.answer(
                        outcome.quote,
                        outcome.events,
                        after,
                        outcome.event,
                        'Booked',
                        charged,
                        window,
                        rates,
                      ),
                    ),
                );
              }
            }
          });
      }),
    );
  }

  /** The booking decision on the move as stored, under its locks. */
  private decide(
    input: BookDeliveryInput,
    current: Quote,
    events: readonly StoredShipmentEvent[],
    rows: readonly StoredLedgerEntry[],
    facts: { at: string; rate: Cents; slot: { EarlyTime: string; LateTime: string } },
  ): DeliveryBookingDecision<Refusal> {
    const refuse = (refusal: Refusal): DeliveryBookingDecision<Refusal> => ({ kind: 'refuse', refusal });
    const planned = reservedPlan(current, true);
    if (planned.isErr()) return refuse(planned.error);
    const station = current.Details.Destination.StationDetail;
    if (!station) return refuse({ kind: 'ShipmentUnavailable', message: NO_DESTINATION_STATION_MESSAGE });
    const reservation = current.Details.Reservation;
    if (reservation === null) return refuse({ kind: 'ReservationNotFound' });
    const shipment = foldStored(planned.value, events).shipment;
    const status = deliveryAppointmentStatus({
      shipment,
      balance: deliverySchedulingAllowed(reservation.TotalPrice, rows),
      today: this.deps.clock.today(),
      holidays: station.Holidays ?? [],
      deliveryToolOff: limitedOnline(current, LimitedFeature.DeliveryTool) !== null,
      addressToCome: isWillAdvise(current.Details.Destination),
    });
    if (status.kind !== DeliveryAppointmentKind.WebAppointment)
      return refuse({
        kind: 'DeliveryAppointmentRefused',
        field: 'QuoteId',
        status,
        message: status.message,
      });
    if (!status.dates.includes(input.Date)) {
      return refuse({
        kind: 'DeliveryAppointmentRefused',
        field: 'Date',
        status,
        message: DELIVERY_DATE_NOT_OFFERED_MESSAGE,
      });
    }
    const reason = bookingReason(input, current, facts.slot);
    const event: ShipmentEvent = {
      milestone: Milestone.Delivery,
      status: EventStatus.Scheduled,
      reason,
      ...happeningNow(current, Milestone.Delivery, facts.at),
      source: EventSource.customer,
      location: null,
      window: { Early: input.Date, Late: input.Date },
      rawCode: null,
    };
    const applied = applyEvent(shipment, event);
    if (applied.isErr()) return refuse({ kind: 'ShipmentUnavailable', message: applied.error.message });
    const note = {
      by: input.viewer?.email ?? null,
      reason: facts.rate > 0 ? `${reason} (+${formatUsd(facts.rate)})` : reason,
    };
    return {
      kind: 'book',
      booking: {
        quoteId: input.quoteId,
        stationCode: station.StationCode,
        date: input.Date,
        end: 'destination',
        window: input.AppointmentWindow,
        EarlyTime: facts.slot.EarlyTime,
        LateTime: facts.slot.LateTime,
      },
      event,
      // Issue 27: the window is kept on the reservation, its fee a priced line of its own (bookedPrice);
      // a free window that replaces a paid one takes that fee off again.
      quote:
        facts.rate > 0 || (reservation.DeliveryAppointment?.Rate ?? 0) > 0
          ? withDeliveryAppointment(current, {
              Date: input.Date,
              AppointmentWindow: input.AppointmentWindow,
              EarlyTime: facts.slot.EarlyTime,
              LateTime: facts.slot.LateTime,
              Rate: facts.rate,
            })
          : null,
      note,
    };
  }

  /** Charges the window's fee as a price change (SettlePriceChange), or says why it stays due. */
  private chargeFee(
    quote: Quote,
    userId: number,
    oldTotal: Cents,
    rate: Cents,
  ): ResultAsync<DeliveryFee, never> {
    const due = (message: string): DeliveryFee => ({ kind: 'NotCharged', amount: rate, message });
    const later = `The ${formatUsd(rate)} window fee is added to your balance: pay it on the payment page`;
    return this.deps.settle
      .execute({ quote, userId, oldTotal, actor: 'customer', chargeReason: LedgerReason.DeliveryWindowFee })
      .map((settled): DeliveryFee => {
        const charge = settled.charge;
        if (charge?.kind === 'Charged') return { kind: 'Charged', amount: charge.amount };
        if (charge?.kind === 'Failed') return due(`${charge.message}. ${later}`);
        if (settled.settlement.kind === 'none') return due(later);
        return due(`Your payment method cannot be charged online. ${later}`);
      })
      .orElse(() => okAsync(due(`The card processor could not be reached. ${later}`)));
  }

  /** A free window in place of a paid one: the old fee is refunded when it was paid (SettlePriceChange). */
  private refundFee(
    quote: Quote,
    userId: number,
    oldTotal: Cents,
    newTotal: Cents,
  ): ResultAsync<DeliveryFee, never> {
    const free: DeliveryFee = { kind: 'Free' };
    if (newTotal === oldTotal) return okAsync(free);
    return this.deps.settle
      .execute({ quote, userId, oldTotal, actor: 'customer' })
      .map(() => free)
      .orElse(() => okAsync(free));
  }

  private answer(
    quote: Quote,
    events: readonly StoredShipmentEvent[],
    rows: readonly StoredLedgerEntry[],
    event: StoredShipmentEvent,
    outcome: 'Booked' | 'Replayed',
    fee: DeliveryFee,
    window: BookedDelivery['window'],
    rates: BookedDelivery['rates'],
  ): ResultAsync<BookedDelivery, BookDeliveryError> {
    return statusOf(
      quote,
      events,
      rows,
      this.deps.clock.today(),
      pickupMoment(this.deps.clock, this.deps.rateCards),
    ).map(({ view, status }) => ({
      outcome,
      event,
      view,
      status,
      fee,
      window,
      rates,
    }));
  }
}
