import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { EDIT_FAIL_MESSAGES } from '../../domain/quote/edit-quote';
import { EditFailReason, QuoteErrorType } from '../../domain/quote/enums';
import { Route } from '../../domain/quote/routes';
import { AppointmentEnd, isPaidWindow } from '../../domain/reservation/appointment-windows';
import { confirmationEmail } from '../../domain/reservation/confirmation-email';
import type { LocationAnswers, ReservationDraft, ScheduleAnswers } from '../../domain/reservation/draft';
import {
  APPOINTMENT_UNAVAILABLE,
  type ReserveResult,
  refused,
  reserveRefusal,
} from '../../domain/reservation/reserve';
import { reservedQuote } from '../../domain/reservation/reserved-quote';
import type { Viewer } from '../accounts/viewer';
import type { AppointmentRateSource } from '../ports/appointment-rates';
import type { Clock } from '../ports/clock';
import type { Mailer, MailSettings } from '../ports/mailer';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import type { StationCapacity } from '../ports/station-capacity';
import { ownedQuote, type ReservationStores } from './reservation-access';
import type { ReservationError } from './reservation-errors';
import { emptyDraft } from './start-reservation';

/** The §4 capacity words, as an edit to a full date says them. */
export const INVALID_CAPACITY_MESSAGE = EDIT_FAIL_MESSAGES.InvalidCapacityUnserviceableDate;

/**
 * Ours: how many moves one service center takes on one drop-off date (on top of the dates the capacity
 * data marks full). Counted from the booked moves inside the reserve transaction (docs/decisions.md).
 */
export const STATION_DAILY_DROP_OFFS = 25;

export interface ReserveMoveInput {
  viewer: Viewer;
  quoteId: number;
  /** The caller's idempotency key and the request's SHA-256 (computed by the adapter). */
  idempotencyKey: string;
  requestHash: string;
  Revision: number;
  /** The answers of steps W and X as the browser holds them (the server draft is used for a missing one). */
  MyMove: { Location: LocationAnswers | null; Schedule: ScheduleAnswers | null };
  /** The payment method: the saved card's token. */
  PaymentProfileId: string;
}

export interface ReserveMoveOutput {
  result: ReserveResult;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * §4 Reserve (§7 POST moves/{id}/reserve): books the owner's quote exactly once. The server checks the
 * saved card (PaymentError), then, in one transaction, the revision, the answers, the drop-off date and
 * its capacity, recomputes every price, stores the quote Reserved with WebReservationFlag Reserve, and
 * keeps the answer under the idempotency key, so a double click or a retry gets the same answer and books
 * one move.
 */
export class ReserveMove {
  private readonly deps: ReservationStores & {
    reservations: ReservationRepository;
    clock: Clock;
    centers: ServiceCenterDirectory;
    capacity: StationCapacity;
    cards: PaymentGateway;
    rates: AppointmentRateSource;
    mailer: Mailer;
    mail: MailSettings;
  };

  constructor(deps: ReserveMove['deps']) {
    this.deps = deps;
  }

  execute(input: ReserveMoveInput): ResultAsync<ReserveMoveOutput, ReservationError> {
    const { reservations, clock, centers, capacity, cards, rates } = this.deps;
    return ownedQuote(this.deps, input.viewer, input.quoteId).andThen(({ userId }) =>
      cards
        .findCard(input.PaymentProfileId, userId)
        .orElse(() => okAsync(null))
        .andThen((card) =>
          reservations
            .reserve({
              quoteId: input.quoteId,
              userId,
              idempotencyKey: input.idempotencyKey,
              requestHash: input.requestHash,
              at: clock.now(),
              decide: (current, stored) => {
                if (card === null)
                  return { kind: 'refuse', answer: refused(QuoteErrorType.PaymentError, current) };
                const draft: ReservationDraft = {
                  ...(stored ?? emptyDraft(input.quoteId, clock.now())),
                  Location: input.MyMove.Location ?? stored?.Location ?? null,
                  Schedule: input.MyMove.Schedule ?? stored?.Schedule ?? null,
                  Payment: { Method: 'CreditCard', ...card },
                };
                const refusal = reserveRefusal(current, draft, input.Revision, clock.today());
                if (refusal) return { kind: 'refuse', answer: refusal };
                const schedule = draft.Schedule as ScheduleAnswers;
                const location = draft.Location as LocationAnswers;
                const originStation = location.Origin.StationCode
                  ? centers.byStationCode(location.Origin.StationCode)
                  : null;
                const destinationStation = location.Destination.StationCode
                  ? centers.byStationCode(location.Destination.StationCode)
                  : null;
                const station = (originStation ?? current.Details.Origin.StationDetail)?.StationCode ?? '';
                const full = refused(EditFailReason.InvalidCapacityUnserviceableDate, current);
                if (station !== '' && capacity.isFull(station, schedule.SpotDate))
                  return { kind: 'refuse', answer: full };
                const reserved = reservedQuote(
                  current,
                  draft,
                  { originStation, destinationStation, rates: rates.ratesOn(schedule.SpotDate) },
                  clock.now(),
                );
                if (reserved === null)
                  return { kind: 'refuse', answer: refused(QuoteErrorType.UNKNOWN, current) };
                return {
                  kind: 'book',
                  quote: reserved,
                  station,
                  date: schedule.SpotDate,
                  dailyLimit: STATION_DAILY_DROP_OFFS,
                  answer: (saved) => ({ booked: true, quote: saved }),
                  fullAnswer: full,
                  appointment:
                    station !== '' && isPaidWindow(schedule.OriginAppointment.SelectedAppointmentOption)
                      ? {
                          quoteId: input.quoteId,
                          stationCode: station,
                          date: schedule.SpotDate,
                          end: AppointmentEnd.origin,
                          window: schedule.OriginAppointment.SelectedAppointmentOption,
                          EarlyTime: schedule.OriginAppointment.EarlyTime,
                          LateTime: schedule.OriginAppointment.LateTime,
                        }
                      : null,
                  slotTakenAnswer: refused(APPOINTMENT_UNAVAILABLE, current),
                };
              },
            })
            .andThen((outcome) =>
              outcome.kind === 'keyReused'
                ? errAsync<never, ReservationError>({ kind: 'IdempotencyKeyReused' })
                : okAsync({ result: outcome.answer, replayed: outcome.replayed }),
            )
            .andThen((output) =>
              output.result.booked && !output.replayed ? this.confirm(output) : okAsync(output),
            ),
        ),
    );
  }

  /**
   * Issue 11 "After booking": the confirmation email, through the mailer port. A mailer failure does not
   * undo the booking: the move is booked and the dashboard shows it.
   */
  private confirm(output: ReserveMoveOutput): ResultAsync<ReserveMoveOutput, never> {
    if (!output.result.booked) return okAsync(output);
    const email = confirmationEmail(
      output.result.quote,
      `${this.deps.mail.siteUrl.replace(/\/$/, '')}${Route.dashboard}`,
    );
    return this.deps.mailer
      .send({ ...email, quoteId: output.result.quote.QuoteId })
      .map(() => output)
      .orElse(() => okAsync(output));
  }
}
