import type { ResultAsync } from 'neverthrow';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

/** §7 POST moves/{id}/log-progress fields (validated by the adapter). */
export interface ProgressFields {
  QuoteId: number;
  Revision: number;
  /** §2 section code: W, X or Y. */
  Section: string;
  NextDaySpotAllowed: boolean;
  NextAvailableSpotDate: string | null;
  OriginStationNumber: string;
  StationCentralTimeDiff: number;
  EquipType: string;
  Device: string;
}

/** §7 POST moves/{id}/log-progress: the owner finished a reservation step; kept append-only. */
export class LogReservationProgress extends UseCase<ReservationStores & { clock: Clock }> {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
    fields: ProgressFields;
  }): ResultAsync<void, ReservationError> {
    const { fields } = input;
    return ownedQuote(this.deps, input.viewer, input.quoteId).andThen(({ userId }) =>
      this.deps.reservations.logProgress({
        quoteId: input.quoteId,
        userId,
        section: fields.Section,
        revision: fields.Revision,
        detail: {
          NextDaySpotAllowed: fields.NextDaySpotAllowed,
          NextAvailableSpotDate: fields.NextAvailableSpotDate,
          OriginStationNumber: fields.OriginStationNumber,
          StationCentralTimeDiff: fields.StationCentralTimeDiff,
          EquipType: fields.EquipType,
          Device: fields.Device,
        },
        loggedAt: this.deps.clock.now(),
      }),
    );
  }
}
