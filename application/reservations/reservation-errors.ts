import type { ReservationBlockInfo } from '../../domain/reservation/reservation-entry';
import type { ValidationFailure } from '../../domain/validation/field-messages';
import type { SignInRequired } from '../accounts/current-contact';
import type { IdempotencyKeyReused } from '../ports/payment-gateway';
import type { RepositoryError } from '../ports/quote-repository';
import type { RateCardUnavailable } from '../ports/rate-card-source';

/** No reservation this viewer may see has this reference (another customer's answers the same: 404). */
export type ReservationNotFound = { kind: 'ReservationNotFound' };
/** The quote cannot start a reservation (issue 11 "Entry"): why, and the way forward. */
export type ReservationBlocked = { kind: 'ReservationBlocked'; block: ReservationBlockInfo };
/** The same idempotency key came with a different request (one kind for every idempotent endpoint). */
export type { IdempotencyKeyReused } from '../ports/payment-gateway';

export type ReservationError =
  | SignInRequired
  | ReservationNotFound
  | ReservationBlocked
  | IdempotencyKeyReused
  | ValidationFailure
  | RateCardUnavailable
  | RepositoryError;
