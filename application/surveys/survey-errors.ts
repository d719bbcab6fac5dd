import type { ShipmentUnavailable } from '../../domain/shipment';
import type { ValidationFailure } from '../../domain/validation/field-messages';
import type { ReservationError } from '../shared/reservation-errors';

/** The survey does not take answers for this move now (not delivered yet, or cancelled): nothing is stored. */
export interface SurveyNotOpen {
  readonly kind: 'SurveyNotOpen';
  readonly field: string;
  readonly reason: string;
  readonly message: string;
}

export type SurveyError = ReservationError | ShipmentUnavailable | ValidationFailure | SurveyNotOpen;
