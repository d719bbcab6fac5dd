import { errAsync, type ResultAsync } from 'neverthrow';
import { selectedOption } from '../../domain/quote/edit-quote';
import { allowedStepAfterCompleting } from '../../domain/reservation/allowed-step';
import type { LocationAnswers, ReservationDraft, ScheduleAnswers } from '../../domain/reservation/draft';
import { ReservationStep } from '../../domain/reservation/enums';
import { RESERVATION_BLOCKS } from '../../domain/reservation/reservation-entry';
import { locationProblems, scheduleProblems } from '../../domain/reservation/step-answers';
import { type FieldError, validationFailed } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import type { StationCapacity } from '../ports/station-capacity';
import { ownedQuote, type ReservationStores } from './reservation-access';
import type { ReservationError } from './reservation-errors';
import { INVALID_CAPACITY_MESSAGE } from './reserve-move';
import { emptyDraft } from './start-reservation';

export type StepAnswers =
  | { step: typeof ReservationStep.location; answers: LocationAnswers }
  | { step: typeof ReservationStep.schedule; answers: ScheduleAnswers };

/** Ours: the words for a service center code that names none. */
export const UNKNOWN_STATION_MESSAGE = 'No service center has this code';

/**
 * PUT moves/{id}/draft/{step} (ours, issue 11): keeps a finished step's answers in the server-side draft
 * and opens the next step (§2 allowed step). The answers are checked as the browser checks them; a
 * service center must exist, and a drop-off date must have capacity.
 */
export class SaveReservationStep {
  private readonly deps: ReservationStores & {
    clock: Clock;
    centers: ServiceCenterDirectory;
    capacity: StationCapacity;
  };

  constructor(deps: SaveReservationStep['deps']) {
    this.deps = deps;
  }

  execute(
    input: { viewer: Viewer; quoteId: number } & StepAnswers,
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
      if (input.step === ReservationStep.location) {
        problems.push(...locationProblems(input.answers, option));
        for (const [field, code] of [
          ['Origin.StationCode', input.answers.Origin.StationCode],
          ['Destination.StationCode', input.answers.Destination.StationCode],
        ] as const) {
          if (code && centers.byStationCode(code) === null)
            problems.push({ field, message: UNKNOWN_STATION_MESSAGE });
        }
      } else {
        problems.push(...scheduleProblems(input.answers, clock.today()));
        const station = quote.Details.Origin.StationDetail?.StationCode;
        if (station && capacity.isFull(station, input.answers.SpotDate)) {
          problems.push({ field: 'SpotDate', message: INVALID_CAPACITY_MESSAGE });
        }
      }
      if (problems.length > 0) return errAsync<never, ReservationError>(validationFailed(problems));
      return reservations.findDraft(input.quoteId, userId).andThen((found) => {
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
}
