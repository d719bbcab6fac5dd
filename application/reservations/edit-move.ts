import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { Cents } from '../../domain/money/money';
import { priceChangeSettlement } from '../../domain/payment/balance-rule';
import { PaymentMethod } from '../../domain/payment/enums';
import type { Quote } from '../../domain/quote/types';
import { AppointmentEnd, isPaidWindow } from '../../domain/reservation/appointment-windows';
import { type EditWindow, moveEditWindow } from '../../domain/reservation/edit-cutoff';
import {
  comparePrices,
  MoveEditErrorType,
  type MoveEditFacts,
  type MoveEditField,
  type MoveEditPlan,
  type MoveEditRefusal,
  type MoveEditRequest,
  moveEditRefused,
  type PriceComparison,
  planMoveEdit,
  type SettlementPlan,
  settlementPlan,
} from '../../domain/reservation/move-edit';
import { isStaff, type Viewer } from '../accounts/viewer';
import { chargeableMethod } from '../payments/charge-move';
import type { SettlePriceChange } from '../payments/settle-price-change';
import type { AppointmentBooking } from '../ports/appointment-book';
import type { AppointmentRateSource } from '../ports/appointment-rates';
import type { Clock } from '../ports/clock';
import type { PaymentLedger } from '../ports/payment-ledger';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { RateCardSource } from '../ports/rate-card-source';
import type { RebookDecision, ReservationRepository } from '../ports/reservation-repository';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import type { StationCapacity } from '../ports/station-capacity';
import { editActorOf, ownedQuote, type ReservationStores, withLink } from './reservation-access';
import type { ReservationError } from './reservation-errors';
import { STATION_DAILY_DROP_OFFS } from './reserve-move';

export interface EditMoveInput {
  viewer: Viewer;
  quoteId: number;
  request: MoveEditRequest;
  /** False: a preview that saves nothing; true: save the change. */
  confirm: boolean;
}

/** What the customer sees before (and after) confirming: the prices side by side and how the difference is settled. */
export interface MoveEditPreview {
  comparison: PriceComparison;
  changed: readonly MoveEditField[];
  settlement: SettlementPlan;
}

export type EditMoveOutput =
  /** Confirm false: nothing saved; `quote` is the move as stored. */
  | { kind: 'previewed'; quote: Quote; preview: MoveEditPreview; window: EditWindow; at: string }
  /** Confirm true: saved at Revision + 1; the difference settled when money was captured. */
  | { kind: 'saved'; quote: Quote; preview: MoveEditPreview; window: EditWindow; at: string }
  /** A §8 refusal: nothing saved; `quote` is the move as stored now (the dashboard reloads it). */
  | { kind: 'refused'; refusal: MoveEditRefusal; quote: Quote; window: EditWindow; at: string };

export interface EditMoveDeps extends ReservationStores {
  reservations: ReservationRepository;
  clock: Clock;
  rateCards: RateCardSource;
  capacity: StationCapacity;
  centers: ServiceCenterDirectory;
  rates: AppointmentRateSource;
  ledger: PaymentLedger;
  cipher: QuoteIdCipher;
  settlePriceChange: SettlePriceChange;
}

/** The answer kept from inside the rebook transaction. */
type Rebooked =
  | { kind: 'saved'; quote: Quote; plan: MoveEditPlan; oldTotal: Cents }
  | { kind: 'refused'; refusal: MoveEditRefusal; quote: Quote };

/**
 * Issue 13 "Self-service changes", §7 POST moves/edit/{id}: the owner (or staff) changes a booked move
 * before the cut-off. Confirm false previews: the move as it would be priced, the old and new price lines
 * side by side, the difference and how it would be charged or refunded, saving nothing. Confirm true saves
 * in the booking's own transaction (ReservationRepository.rebook): the revision and the rules decided over
 * the move as stored, a new drop-off date's capacity and window re-checked exactly as booking does, the
 * move saved at Revision + 1 with its edit history and change note; then, when money was captured, the
 * difference is charged or refunded (SettlePriceChange, issue 12).
 */
export class EditMove {
  private readonly deps: EditMoveDeps;

  constructor(deps: EditMoveDeps) {
    this.deps = deps;
  }

  execute(input: EditMoveInput): ResultAsync<EditMoveOutput, ReservationError> {
    const { clock } = this.deps;
    return ownedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote, userId }) => {
      if (!quote.Details.Reserved || quote.Details.Reservation === null)
        return errAsync<EditMoveOutput, ReservationError>({ kind: 'ReservationNotFound' });
      const card = this.deps.rateCards.inForceOn(clock.today());
      if (card.isErr()) return errAsync<EditMoveOutput, ReservationError>(card.error);
      const facts = { ...this.facts(quote, input.request, card.value), actor: editActorOf(input.viewer) };
      const window = (q: Quote) => moveEditWindow(q, facts.now, card.value.moveEdits, facts.actor);
      if (!input.confirm) {
        const plan = planMoveEdit(quote, input.request, facts);
        if (plan.isErr())
          return okAsync<EditMoveOutput, ReservationError>(
            this.refused(plan.error, quote, window(quote), facts.now),
          );
        return this.preview(quote, plan.value).map(
          (preview): EditMoveOutput => ({
            kind: 'previewed',
            quote: withLink(this.deps.cipher, quote),
            preview,
            window: window(quote),
            at: facts.now,
          }),
        );
      }
      return this.deps.reservations
        .rebook<Rebooked>({
          quoteId: input.quoteId,
          at: facts.now,
          decide: (current) => this.decide(current, input, facts),
        })
        .andThen((outcome): ResultAsync<EditMoveOutput, ReservationError> => {
          if (outcome.kind === 'refused')
            return okAsync(this.refused(outcome.refusal, outcome.quote, window(outcome.quote), facts.now));
          return this.preview(outcome.quote, outcome.plan, outcome.oldTotal).andThen((preview) =>
            this.settle(input.viewer, userId, outcome.quote, outcome.oldTotal).map(
              (): EditMoveOutput => ({
                kind: 'saved',
                quote: withLink(this.deps.cipher, outcome.quote),
                preview,
                window: window(outcome.quote),
                at: facts.now,
              }),
            ),
          );
        });
    });
  }

  /** What the rules need: today's card, the capacity data, the chosen service centers and the window fees. */
  private facts(quote: Quote, request: MoveEditRequest, card: MoveEditFacts['card']): MoveEditFacts {
    const { clock, capacity, centers, rates } = this.deps;
    const location = request.Location;
    const station = (code: string | null | undefined) => (code ? centers.byStationCode(code) : null);
    return {
      today: clock.today(),
      now: clock.now(),
      card,
      isFull: (code, date) => capacity.isFull(code, date),
      reservation: {
        originStation: station(location?.Origin.StationCode),
        destinationStation: station(location?.Destination.StationCode),
        rates: rates.ratesOn((request.Schedule?.SpotDate ?? quote.Details.SpotDate) as IsoDate),
      },
    };
  }

  /** The decision inside the rebook transaction, over the move as stored now. */
  private decide(current: Quote, input: EditMoveInput, facts: MoveEditFacts): RebookDecision<Rebooked> {
    const plan = planMoveEdit(current, input.request, facts);
    if (plan.isErr())
      return { kind: 'refuse', answer: { kind: 'refused', refusal: plan.error, quote: current } };
    const p = plan.value;
    const oldTotal = current.Details.Reservation?.TotalPrice ?? p.before.breakdown.total;
    const moved =
      p.date !== current.Details.SpotDate ||
      p.station !== (current.Details.Origin.StationDetail?.StationCode ?? '');
    const window = p.appointment.SelectedAppointmentOption;
    const appointment: AppointmentBooking | null =
      p.station !== '' && isPaidWindow(window)
        ? {
            quoteId: current.QuoteId,
            stationCode: p.station,
            date: p.date,
            end: AppointmentEnd.origin,
            window,
            EarlyTime: p.appointment.EarlyTime,
            LateTime: p.appointment.LateTime,
          }
        : null;
    return {
      kind: 'save',
      quote: p.quote,
      note: {
        by: input.viewer !== null && isStaff(input.viewer) ? input.viewer.email : null,
        reason: `Move edited: ${p.changed.length > 0 ? p.changed.join(', ') : 'nothing changed'}`,
      },
      station: p.station,
      date: p.date,
      // A move that keeps its date is not counted against the date again (its place is its own).
      dailyLimit: moved ? STATION_DAILY_DROP_OFFS : Number.POSITIVE_INFINITY,
      appointment,
      answer: (saved) => ({ kind: 'saved', quote: saved, plan: p, oldTotal }),
      fullAnswer: {
        kind: 'refused',
        refusal: moveEditRefused(MoveEditErrorType.InvalidCapacityUnserviceableDate),
        quote: current,
      },
      slotTakenAnswer: {
        kind: 'refused',
        refusal: moveEditRefused(MoveEditErrorType.AppointmentUnavailable),
        quote: current,
      },
    };
  }

  /** The prices side by side and how the difference would be (or was) settled against the ledger. */
  private preview(
    quote: Quote,
    plan: MoveEditPlan,
    oldTotal: Cents = quote.Details.Reservation?.TotalPrice ?? plan.before.breakdown.total,
  ): ResultAsync<MoveEditPreview, ReservationError> {
    const comparison = comparePrices(plan);
    return this.deps.ledger.entries(quote.QuoteId).map((rows) => {
      const method = chargeableMethod(quote);
      const byCard = method !== null && method.method !== PaymentMethod.PayPal;
      return {
        comparison,
        changed: plan.changed,
        settlement: settlementPlan(
          priceChangeSettlement(oldTotal, comparison.newTotal, rows),
          comparison.difference,
          byCard,
        ),
      };
    });
  }

  /** Issue 12 "Price changes after payment": the saved total settled against the ledger. */
  private settle(
    viewer: Viewer,
    owner: number,
    quote: Quote,
    oldTotal: Cents,
  ): ResultAsync<void, ReservationError> {
    return this.deps.settlePriceChange
      .execute({
        quote,
        userId: owner,
        oldTotal,
        actor: viewer !== null && viewer.userId !== owner ? 'staff' : 'customer',
      })
      .map(() => undefined)
      .mapErr(
        (error): ReservationError =>
          error.kind === 'PaymentGatewayUnavailable'
            ? { kind: 'StorageUnavailable', message: error.message }
            : error,
      );
  }

  private refused(refusal: MoveEditRefusal, quote: Quote, window: EditWindow, at: string): EditMoveOutput {
    return { kind: 'refused', refusal, quote: withLink(this.deps.cipher, quote), window, at };
  }
}
