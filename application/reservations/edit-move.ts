import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { Cents } from '../../domain/money/money';
import { priceChangeSettlement } from '../../domain/payment/balance-rule';
import { chargeableMethod } from '../../domain/payment/chargeable-method';
import { PaymentMethod } from '../../domain/payment/enums';
import { selectedOption } from '../../domain/quote/edit-quote';
import { AddressPriceText } from '../../domain/quote/readdress';
import type { Quote } from '../../domain/quote/types';
import { AppointmentEnd, isPaidWindow } from '../../domain/reservation/appointment-windows';
import { type EditWindow, moveEditWindow } from '../../domain/reservation/edit-cutoff';
import {
  type MoveEditFacts,
  type MoveEditPlan,
  type MoveEditRequest,
  planMoveEdit,
} from '../../domain/reservation/move-edit';
import type { MoveEditField } from '../../domain/reservation/move-edit-fields';
import {
  MoveEditErrorType,
  type MoveEditRefusal,
  moveEditRefused,
} from '../../domain/reservation/move-edit-refusal';
import {
  comparePrices,
  type PriceComparison,
  type SettlementPlan,
  settlementPlan,
} from '../../domain/reservation/move-edit-settlement';
import { STATION_DAILY_DROP_OFFS } from '../../domain/reservation/reserve';
import { addressZipProblems } from '../../domain/reservation/step-answers';
import { isStaff, type Viewer } from '../accounts/viewer';
import { type PriceChangeSettler, settleMoveChange } from '../payments/price-change-settler';
import type { AppointmentBooking } from '../ports/appointment-book';
import type { AppointmentRateSource } from '../ports/appointment-rates';
import type { CityDirectory } from '../ports/city-directory';
import type { Clock } from '../ports/clock';
import type { PaymentLedger } from '../ports/payment-ledger';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { RateCardSource } from '../ports/rate-card-source';
import type { RebookDecision, ReservationRepository } from '../ports/reservation-repository';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import type { StationCapacity } from '../ports/station-capacity';
import { bookedQuote, editActorOf, type ReservationStores, withLink } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { priceAtAddresses } from './service-area';

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
  settlePriceChange: PriceChangeSettler;
  /** Issue 27: the place of a changed ZIP, to keep a booked move in its service areas (absent: not checked). */
  cities?: CityDirectory;
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
export class EditMove extends UseCase<EditMoveDeps> {
  execute(input: EditMoveInput): ResultAsync<EditMoveOutput, ReservationError> {
    const { clock } = this.deps;
    return bookedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote, userId }) => {
      const card = this.deps.rateCards.inForceOn(clock.today());
      if (card.isErr()) return errAsync<EditMoveOutput, ReservationError>(card.error);
      const facts = { ...this.facts(quote, input.request, card.value), actor: editActorOf(input.viewer) };
      const window = (q: Quote) => moveEditWindow(q, facts.now, card.value.moveEdits, facts.actor);
      const addresses = this.addressRefusal(quote, input.request.Location, card.value);
      if (addresses !== null)
        return okAsync<EditMoveOutput, ReservationError>(
          this.refused(addresses, quote, window(quote), facts.now),
        );
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

  /**
   * Issue 27, Change my move: a ZIP changed from the booked one must be a full code of its country and lie in
   * the service area the move is booked in (a move to another area changes its station, equipment and dates:
   * staff do that). Null when the ZIPs are unchanged or fit.
   */
  private addressRefusal(
    quote: Quote,
    location: MoveEditRequest['Location'],
    card: MoveEditFacts['card'],
  ): MoveEditRefusal | null {
    if (!location) return null;
    const d = quote.Details;
    const changed = (given: string | undefined, booked: string) =>
      given !== undefined && given.trim() !== booked.trim();
    if (
      !changed(location.Origin.FromZip, d.Origin.ZIP) &&
      !changed(location.Destination.ToZip, d.Destination.ZIP)
    )
      return null;
    const option = selectedOption(d.PricingOptions);
    const format = option
      ? addressZipProblems(location, option, { origin: d.Origin.Country, destination: d.Destination.Country })
      : [];
    if (format.length > 0) return moveEditRefused(MoveEditErrorType.QuoteIsIncomplete, format);
    const { cities, centers } = this.deps;
    if (!cities) return null;
    const pricing = priceAtAddresses({ cities, centers, card }, quote, location);
    if (pricing.kind === 'problems')
      return moveEditRefused(MoveEditErrorType.QuoteIsIncomplete, pricing.errors);
    if (pricing.kind === 'unchanged') return null;
    const lines = pricing.moved.map(({ field, end }) => ({ field, message: AddressPriceText.moved(end) }));
    return moveEditRefused(
      MoveEditErrorType.QuoteIsIncomplete,
      [...lines, { field: lines[0]?.field ?? '', message: AddressPriceText.bookedElsewhere }],
      `${lines.map((l) => l.message).join(' ')} ${AddressPriceText.bookedElsewhere}`,
    );
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
    return settleMoveChange(this.deps.settlePriceChange, viewer, { quote, owner, oldTotal }).map(
      () => undefined,
    );
  }

  private refused(refusal: MoveEditRefusal, quote: Quote, window: EditWindow, at: string): EditMoveOutput {
    return { kind: 'refused', refusal, quote: withLink(this.deps.cipher, quote), window, at };
  }
}
