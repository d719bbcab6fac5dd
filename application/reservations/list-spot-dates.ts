import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { stationCentralTimeDifference, stationLocalMoment } from '../../domain/calendar/station-time';
import {
  firstBookableSpotDate,
  nextDaySpotAllowed,
  type SpotDateRules,
  type SpotDay,
  spotDays,
} from '../../domain/reservation/spot-dates';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import type { StationCapacity } from '../ports/station-capacity';
import type { QuoteAccessError } from '../quotes/quote-access';
import { UseCase } from '../use-case';
import { centralMoment } from './central-time';
import { findScheduledQuote, type NoStationToSchedule } from './schedule-access';

export interface ListSpotDatesInput {
  reference: string;
  viewer: Viewer;
  from: IsoDate;
  to: IsoDate;
}

/** The origin station's bookable drop-off dates and its §3 Reservation scheduling fields. */
export interface SpotDates {
  StationCode: string;
  NextDaySpotAllowed: boolean;
  NextAvailableMoveDate: IsoDate | null;
  StationCentralTimeDifference: number;
  days: SpotDay[];
}

export type ListSpotDatesError = QuoteAccessError | NoStationToSchedule;

export interface ListSpotDatesDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  capacity: StationCapacity;
  clock: Clock;
}

/**
 * GET /api/moves/{id}/spot-dates (issue 11 schedule step, our design): each date from `from` to `to` at the
 * quote's origin station, bookable or not with its reason (domain/reservation/spot-dates), with the
 * station's NextDaySpotAllowed, NextAvailableMoveDate and StationCentralTimeDifference (§3 Reservation).
 */
export class ListSpotDates extends UseCase<ListSpotDatesDeps> {
  execute(input: ListSpotDatesInput): ResultAsync<SpotDates, ListSpotDatesError> {
    return findScheduledQuote(this.deps, input.reference, input.viewer).andThen((quote) => {
      const station = quote.Details.Origin.StationDetail;
      if (!station)
        return errAsync<SpotDates, ListSpotDatesError>({ kind: 'NoStationToSchedule', end: 'origin' });
      const difference = stationCentralTimeDifference(station.StateCode);
      const rules: SpotDateRules = {
        calendar: station,
        now: stationLocalMoment(centralMoment(this.deps.clock), difference),
        isFull: (date) => this.deps.capacity.isFull(station.StationCode, date),
      };
      return okAsync<SpotDates, ListSpotDatesError>({
        StationCode: station.StationCode,
        NextDaySpotAllowed: nextDaySpotAllowed(rules.now),
        NextAvailableMoveDate: firstBookableSpotDate(rules.now.date, rules),
        StationCentralTimeDifference: difference,
        days: spotDays(input.from, input.to, rules),
      });
    });
  }
}
