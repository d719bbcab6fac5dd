import type { Cents } from '../../domain/money/money';
import type { ReservationBlockInfo } from '../../domain/reservation/reservation-entry';
import type { FieldError, ValidationFailure } from '../../domain/validation/field-messages';
import type { SignInRequired } from '../errors';
import type { IdempotencyKeyReused } from '../ports/payment-gateway';
import type { RepositoryError } from '../ports/quote-repository';
import type { RateCardUnavailable } from '../ports/rate-card-source';

/** No reservation this viewer may see has this reference (another customer's answers the same: 404). */
export type ReservationNotFound = { kind: 'ReservationNotFound' };
/** The quote cannot start a reservation (issue 11 "Entry"): why, and the way forward. */
export type ReservationBlocked = { kind: 'ReservationBlocked'; block: ReservationBlockInfo };
/**
 * Issue 27: the addresses of step 1 change the move's price (or its service center), and the request did not
 * accept the new total: the lines say what moved, `now` is the price to accept (AcceptedTotal).
 */
export type AddressPriceChanged = {
  kind: 'AddressPriceChanged';
  was: Cents;
  now: Cents;
  errors: FieldError[];
};
/** The same idempotency key came with a different request (one kind for every idempotent endpoint). */
export type { IdempotencyKeyReused } from '../ports/payment-gateway';

export type ReservationError =
  | SignInRequired
  | ReservationNotFound
  | ReservationBlocked
  | IdempotencyKeyReused
  | ValidationFailure
  | AddressPriceChanged
  | RateCardUnavailable
  | RepositoryError;
