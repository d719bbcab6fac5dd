/**
 * Issue 13 "Self-service changes", §8: the refusals of an edit of a booked move (POST moves/edit/{id}), their
 * error types as sent and their words.
 */
import { EDIT_FAIL_MESSAGES } from '../quote/edit-quote';
import { EditFailReason, MY_MOVE_SUFFIX, QuoteErrorType } from '../quote/enums';
import type { ValueOf } from '../shared/enum';
import { type FieldError, formatFieldErrors } from '../validation/field-messages';
import { EDIT_CLOSED_MESSAGES } from './edit-cutoff';
import { APPOINTMENT_UNAVAILABLE, RESERVE_ERROR_MESSAGES } from './reserve';

/** §8 error types of an edit (most sent with ' (MyMove)'), the booking's capacity result and a booked-out window. */
export const MoveEditErrorType = {
  WrongRevisionError: QuoteErrorType.WrongRevisionError,
  EditNotAllowed: 'EditNotAllowed',
  SpotDateIsPast: QuoteErrorType.SpotDateIsPast,
  QuoteIsIncomplete: QuoteErrorType.QuoteIsIncomplete,
  InvalidCapacityUnserviceableDate: EditFailReason.InvalidCapacityUnserviceableDate,
  AppointmentUnavailable: APPOINTMENT_UNAVAILABLE,
} as const;
export type MoveEditErrorType = ValueOf<typeof MoveEditErrorType>;

/** The words of each refusal: the booking's own where the booking has them. */
export const MOVE_EDIT_ERROR_MESSAGES: Readonly<Record<MoveEditErrorType, string>> = {
  WrongRevisionError: RESERVE_ERROR_MESSAGES.WrongRevisionError,
  EditNotAllowed: EDIT_CLOSED_MESSAGES.CutoffPassed,
  SpotDateIsPast: RESERVE_ERROR_MESSAGES.SpotDateIsPast,
  QuoteIsIncomplete: RESERVE_ERROR_MESSAGES.QuoteIsIncomplete,
  InvalidCapacityUnserviceableDate: EDIT_FAIL_MESSAGES.InvalidCapacityUnserviceableDate,
  AppointmentUnavailable: RESERVE_ERROR_MESSAGES.AppointmentUnavailable,
};

/** A new drop-off date whose own cut-off has passed (ours). */
export const SPOT_DATE_TOO_SOON_MESSAGE =
  'That drop-off date is too soon to choose online. Please choose a later date, or call us.';
/** A delivery end the move has no option for (ours). */
export const DELIVERY_END_NOT_OFFERED_MESSAGE = 'This move cannot be delivered that way';
/** §8 'No forms supplied', for a request that changes no section. */
export const NO_FORMS_SUPPLIED = 'No forms supplied';

/** §8: the error type as sent: ' (MyMove)' except for the capacity result and a booked-out window, as for Reserve. */
export function moveEditErrorName(type: MoveEditErrorType): string {
  return type === MoveEditErrorType.InvalidCapacityUnserviceableDate ||
    type === MoveEditErrorType.AppointmentUnavailable
    ? type
    : `${type}${MY_MOVE_SUFFIX}`;
}

export interface MoveEditRefusal {
  readonly error: MoveEditErrorType;
  readonly message: string;
  /** 'field - message' lines (§5). */
  readonly lines: readonly string[];
}

export function moveEditRefused(
  error: MoveEditErrorType,
  problems: readonly FieldError[] = [],
  message: string = MOVE_EDIT_ERROR_MESSAGES[error],
): MoveEditRefusal {
  return {
    error,
    message,
    lines: problems.length > 0 ? formatFieldErrors(problems) : [`- ${message}`],
  };
}
