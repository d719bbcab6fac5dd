import { errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import { EXPEDITE_NOT_AVAILABLE_MESSAGE, selectedOption } from '../../domain/quote/edit-quote';
import type { EquipType } from '../../domain/quote/enums';
import { AddressPriceText } from '../../domain/quote/readdress';
import type { Quote } from '../../domain/quote/types';
import { loadingDaysFor } from '../../domain/rating/rate-card';
import { allowedStepAfterCompleting } from '../../domain/reservation/allowed-step';
import {
  emptyDraft,
  type LocationAnswers,
  type ReservationDraft,
  type ScheduleAnswers,
} from '../../domain/reservation/draft';
import { ReservationStep } from '../../domain/reservation/enums';
import { RESERVATION_BLOCKS } from '../../domain/reservation/reservation-entry';
import { INVALID_CAPACITY_MESSAGE } from '../../domain/reservation/reserve';
import { withGuaranteedDeliveryPriced } from '../../domain/reservation/reserved-quote';
import {
  addressZipProblems,
  locationProblems,
  type ScheduleDays,
  scheduleDaysOf,
  scheduleProblems,
} from '../../domain/reservation/step-answers';
import { type FieldError, validationFailed } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { CityDirectory } from '../ports/city-directory';
import type { Clock } from '../ports/clock';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import type { StationCapacity } from '../ports/station-capacity';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { type AddressPricing, priceAtAddresses } from './service-area';

export type StepAnswers =
  | { step: typeof ReservationStep.location; answers: LocationAnswers }
  | { step: typeof ReservationStep.schedule; answers: ScheduleAnswers };

/** Ours: the words for a service center code that names none. */
export const UNKNOWN_STATION_MESSAGE = 'No service center has this code';

type SaveReservationStepDeps = ReservationStores & {
  clock: Clock;
  centers: ServiceCenterDirectory;
  capacity: StationCapacity;
  /**
   * Issue 27: the place of a typed ZIP and today's rate card, to price the move at the addresses given
   * (either absent: the ZIPs are kept unchecked, as in tests that rate no lanes).
   */
  cities?: CityDirectory;
  rateCards?: RateCardSource;
};

/**
 * PUT moves/{id}/draft/{step} (ours, issue 11): keeps a finished step's answers in the server-side draft
 * and opens the next step (§2 allowed step). The answers are checked as the browser checks them; a
 * service center must exist, and a drop-off date must have capacity.
 */
export class SaveReservationStep extends UseCase<SaveReservationStepDeps> {
  execute(
    input: {
      viewer: Viewer;
      quoteId: number;
      /** Step 1 (issue 27): the total the customer accepted when the addresses changed the price. */
      acceptedTotal?: Cents;
    } & StepAnswers,
  ): ResultAsync<ReservationDraft, ReservationError> {
    const { clock, centers, capacity, reservations } = this.deps;
    return ownedQuote(this.deps, input.viewer, input.quoteId).andThen(({ quote, userId }) => {
      if (quote.Details.Reserved) {
        return errAsync<never, ReservationError>({
          kind: 'ReservationBlocked',
          block: RESERVATION_BLOCKS.Reserved,
        });
      }
      const option = selectedOption(quote.Details.PricingOptions);
      if (!option)
        return errAsync<never, ReservationError>({
          kind: 'ReservationBlocked',
          block: RESERVATION_BLOCKS.Unquoted,
        });
      const problems: FieldError[] = [];
      let pricing: AddressPricing = { kind: 'unchanged' };
      /** Issue 27: the quote with the chosen guaranteed delivery priced for the step's dates, when that changed it. */
      let guaranteed: Quote | null = null;
      if (input.step === ReservationStep.location) {
        problems.push(...locationProblems(input.answers, option));
        const d = quote.Details;
        const zips = addressZipProblems(input.answers, option, {
          origin: d.Origin.Country,
          destination: d.Destination.Country,
        });
        problems.push(...zips);
        if (zips.length === 0) {
          const priced = this.priceAtAddresses(quote, input.answers);
          if (priced.isErr()) return errAsync<never, ReservationError>(priced.error);
          pricing = priced.value;
        }
        if (pricing.kind === 'problems') problems.push(...pricing.errors);
        for (const [field, code] of [
          ['Origin.StationCode', input.answers.Origin.StationCode],
          ['Destination.StationCode', input.answers.Destination.StationCode],
        ] as const) {
          if (code && centers.byStationCode(code) === null)
            problems.push({ field, message: UNKNOWN_STATION_MESSAGE });
        }
      } else {
        const days = this.scheduleDays(quote, option.EquipType);
        problems.push(...scheduleProblems(input.answers, clock.today(), days));
        const station = quote.Details.Origin.StationDetail?.StationCode;
        if (station && capacity.isFull(station, input.answers.SpotDate)) {
          problems.push({ field: 'SpotDate', message: INVALID_CAPACITY_MESSAGE });
        }
        if (problems.length === 0) {
          const guarantee = this.priceGuarantee(quote, input.answers);
          if (guarantee.isErr()) return errAsync<never, ReservationError>(guarantee.error);
          const priced = guarantee.value;
          if (priced === null)
            problems.push({ field: 'GuaranteedTransitTime', message: EXPEDITE_NOT_AVAILABLE_MESSAGE });
          else if (priced !== quote) guaranteed = priced;
        }
      }
      if (problems.length > 0) return errAsync<never, ReservationError>(validationFailed(problems));
      if (pricing.kind === 'repriced' && input.acceptedTotal !== pricing.now) {
        return errAsync<never, ReservationError>({
          kind: 'AddressPriceChanged',
          was: pricing.was,
          now: pricing.now,
          errors: [
            ...pricing.lines,
            // A total was accepted, but not this one (the price changed again, or a page sent another).
            ...(input.acceptedTotal !== undefined
              ? [{ field: 'AcceptedTotal', message: AddressPriceText.notAccepted(pricing.now) }]
              : []),
          ],
        });
      }
      const repriced = pricing.kind === 'repriced' ? pricing.quote : guaranteed;
      return this.saveRepriced(quote, repriced)
        .andThen(() => reservations.findDraft(input.quoteId, userId))
        .andThen((found) => {
          const base: ReservationDraft = found ?? emptyDraft(input.quoteId, clock.now());
          const next: ReservationDraft = {
            ...base,
            ...(input.step === ReservationStep.location
              ? { Location: input.answers }
              : { Schedule: input.answers }),
            AllowedStep: allowedStepAfterCompleting(input.step, base.AllowedStep),
            UpdatedAt: clock.now(),
          };
          return reservations.saveDraft(next, userId);
        });
    });
  }

  /**
   * Issue 27: the move priced at the step's addresses from today's rate card (unchanged without a city
   * directory or rate cards, as in tests that rate no lanes). No rate card in force is RateCardUnavailable: the
   * step is refused rather than kept at a price nobody checked.
   */
  private priceAtAddresses(
    quote: Quote,
    answers: LocationAnswers,
  ): Result<AddressPricing, RateCardUnavailable> {
    const { cities, rateCards, centers, clock } = this.deps;
    if (!cities || !rateCards) return ok({ kind: 'unchanged' });
    return rateCards
      .inForceOn(clock.today())
      .map((card) => priceAtAddresses({ cities, centers, card }, quote, answers));
  }

  /**
   * The origin service center's days and today's loading days, which the pickup must keep to; null without a
   * rate card in force (nothing can be booked then: the booking prices with it) or without rate cards at all
   * (tests that rate no lanes).
   */
  private scheduleDays(quote: Quote, equip: EquipType): ScheduleDays | null {
    const { rateCards, clock } = this.deps;
    const card = rateCards?.inForceOn(clock.today());
    return card?.isOk() ? scheduleDaysOf(quote, loadingDaysFor(card.value, equip)) : null;
  }

  /**
   * Issue 27: the quote with a chosen guaranteed delivery priced for the step's dates from today's rate card
   * (the quote as it is without rate cards, as in tests that rate no lanes); null when not offered then;
   * RateCardUnavailable when no card is in force.
   */
  private priceGuarantee(quote: Quote, answers: ScheduleAnswers): Result<Quote | null, RateCardUnavailable> {
    const { rateCards, clock } = this.deps;
    if (!rateCards || answers.GuaranteedTransitTime === null) return ok(quote);
    return rateCards
      .inForceOn(clock.today())
      .map((card) => withGuaranteedDeliveryPriced(quote, answers, card));
  }

  /**
   * Stores the quote at the accepted addresses or with its guaranteed delivery priced (Revision + 1), unless another change came first: the
   * quote's revision must still be the one priced, else the step is refused and the page reloads it.
   */
  private saveRepriced(priced: Quote, repriced: Quote | null): ResultAsync<void, ReservationError> {
    if (repriced === null) return okAsync(undefined);
    return this.deps.quotes
      .update<{ kind: 'ValidationFailed'; errors: FieldError[] }>(
        priced.QuoteId,
        (current) =>
          current.Revision === priced.Revision
            ? { ok: true as const, quote: repriced }
            : {
                ok: false as const,
                error: validationFailed([{ field: '', message: QUOTE_CHANGED_MESSAGE }]),
              },
        this.deps.clock.now(),
      )
      .mapErr((e): ReservationError => (e.kind === 'NotFound' ? { kind: 'ReservationNotFound' } : e))
      .andThen((change) => (change.ok ? okAsync(undefined) : errAsync<void, ReservationError>(change.error)));
  }
}

/** Ours: the quote changed (another tab, staff) between pricing the addresses and saving them. */
export const QUOTE_CHANGED_MESSAGE = 'Your quote changed meanwhile. Please review the price and try again';
