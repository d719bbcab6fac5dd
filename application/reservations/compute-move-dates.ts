import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { type MoveDates, moveDates } from '../../domain/calendar/move-dates';
import type { EquipType, MoveType } from '../../domain/quote/enums';
import type { IsoWeekday } from '../../domain/quote/types';
import { loadingDaysFor } from '../../domain/rating/rate-card';
import { type PlannedDateError, plannedDateCard } from '../move-planning/planned-date';
import type { Clock } from '../ports/clock';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import { UseCase } from '../use-case';

/** The §7 move dates call's In fields, plus the equipment whose loading days apply (ours). */
export interface ComputeMoveDatesInput {
  SpotDate: IsoDate;
  PickupDate: IsoDate | null;
  IsLiveLoad: boolean;
  ShouldForceSameDayPickup: boolean;
  MoveType: MoveType;
  OriginHolidays: IsoDate[];
  DestinationHolidays: IsoDate[];
  TransTime: number;
  OriginServiceDays: IsoWeekday[];
  DestinationServiceDays: IsoWeekday[];
  EquipType: EquipType;
}

export type ComputeMoveDatesError = PlannedDateError | RateCardUnavailable;

/**
 * The §7 move dates call (POST /api/moves/move-dates, our path): SpotDate, PickupDate, DeliveryDate and
 * DeliveryDateMax from each station's service days and holidays (domain/calendar/move-dates), with the
 * loading days the rate card in force today allows for the equipment.
 */
export class ComputeMoveDates extends UseCase<{ rateCards: RateCardSource; clock: Clock }> {
  execute(input: ComputeMoveDatesInput): ResultAsync<MoveDates, ComputeMoveDatesError> {
    const card = plannedDateCard(this.deps, 'SpotDate', input.SpotDate);
    if (card.isErr()) return errAsync(card.error);
    return okAsync(moveDates({ ...input, LoadingDays: loadingDaysFor(card.value, input.EquipType) }));
  }
}
