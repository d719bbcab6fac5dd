/**
 * §4 Reserve, §7 POST moves/{id}/reserve, §8 errors: what the server decides about one reserve request,
 * inside the transaction that holds the quote's row.
 */
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import { EDIT_FAIL_MESSAGES, selectedOption } from '../quote/edit-quote';
import { EditFailReason, MY_MOVE_SUFFIX, QuoteErrorType, RejectionMessage } from '../quote/enums';
import { isQuoteCompleted } from '../quote/quote-state';
import type { Quote } from '../quote/types';
import { type FieldError, formatFieldErrors } from '../validation/field-messages';
import type { ReservationDraft } from './draft';
import { draftProblems } from './step-answers';

/** The §4 capacity words, as an edit to a full date says them. */
export const INVALID_CAPACITY_MESSAGE = EDIT_FAIL_MESSAGES.InvalidCapacityUnserviceableDate;

/**
 * Ours: how many moves one service center takes on one drop-off date (on top of the dates the capacity
 * data marks full). Counted from the booked moves inside the reserve transaction (docs/decisions.md).
 */
export const STATION_DAILY_DROP_OFFS = 25;

/** Ours: the drop-off window was booked out between choosing it and booking. */
export const APPOINTMENT_UNAVAILABLE = 'AppointmentUnavailable';

/** §8 error types of a reservation, the §4 capacity result, and a window booked out meanwhile. */
export type ReserveErrorType =
  | QuoteErrorType
  | typeof EditFailReason.InvalidCapacityUnserviceableDate
  | typeof APPOINTMENT_UNAVAILABLE;

/** What the customer reads for each refusal (ours; §8 names the types, not their words). */
export const RESERVE_ERROR_MESSAGES: Readonly<Record<ReserveErrorType, string>> = {
  SpotDateIsPast: 'Your drop-off date has passed. Please choose another date.',
  WrongRevisionError: EDIT_FAIL_MESSAGES.NoRevisionMatch,
  QuoteIsIncomplete: 'Some answers are missing. Please check each step.',
  PaymentError: 'We could not use this card. Please add your card again.',
  QuoteCannotBeEdited: RejectionMessage.incompleteOrReserved,
  UNKNOWN: 'We could not book your move. Please try again.',
  InvalidCapacityUnserviceableDate: EDIT_FAIL_MESSAGES.InvalidCapacityUnserviceableDate,
  AppointmentUnavailable:
    'That drop-off window was just booked by someone else. Please choose another window.',
};

/** §8: the error type as sent: most carry the ' (MyMove)' suffix; the capacity result does not. */
export function reserveErrorName(type: ReserveErrorType): string {
  return type === EditFailReason.InvalidCapacityUnserviceableDate || type === APPOINTMENT_UNAVAILABLE
    ? type
    : `${type}${MY_MOVE_SUFFIX}`;
}

/** One reserve answer, stored by idempotency key and sent again for a retried request. */
export type ReserveResult =
  | { readonly booked: true; readonly quote: Quote }
  | {
      readonly booked: false;
      readonly error: ReserveErrorType;
      readonly message: string;
      /** 'field - message' lines of the §3 reservation form sections. */
      readonly lines: readonly string[];
      /** The stored quote, so the page can reload (§4 Dashboard: wrong revision reloads the quote). */
      readonly quote: Quote;
    };

export function refused(
  error: ReserveErrorType,
  quote: Quote,
  problems: readonly FieldError[] = [],
): ReserveResult {
  return {
    booked: false,
    error,
    message: RESERVE_ERROR_MESSAGES[error],
    lines: problems.length > 0 ? formatFieldErrors(problems) : [`- ${RESERVE_ERROR_MESSAGES[error]}`],
    quote,
  };
}

/**
 * The refusal of a reserve request, or null when it may be booked: a reserved or incomplete quote (§8
 * 'Quote incomplete or reserved.'), another revision, a drop-off date in the past, a missing answer.
 */
export function reserveRefusal(
  current: Quote,
  draft: ReservationDraft | null,
  revision: number,
  today: IsoDate,
): ReserveResult | null {
  const option = selectedOption(current.Details.PricingOptions);
  if (current.Details.Reserved || !isQuoteCompleted(current) || current.IsDeleted || !option) {
    return refused(QuoteErrorType.QuoteCannotBeEdited, current);
  }
  if (current.Revision !== revision) return refused(QuoteErrorType.WrongRevisionError, current);
  if (draft === null) return refused(QuoteErrorType.QuoteIsIncomplete, current);
  if (draft.Schedule && compareIsoDates(draft.Schedule.SpotDate, today) < 0) {
    return refused(QuoteErrorType.SpotDateIsPast, current);
  }
  const problems = draftProblems(draft, option, today);
  return problems.length > 0 ? refused(QuoteErrorType.QuoteIsIncomplete, current, problems) : null;
}
