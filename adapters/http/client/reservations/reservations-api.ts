import type { z } from 'zod';
import type { Cents } from '../../../../domain/money/money';
import type { PriceLine } from '../../../../domain/pricing/price-lines';
import type { Quote } from '../../../../domain/quote/types';
import type {
  LocationAnswers,
  ReservationDraft,
  ScheduleAnswers,
} from '../../../../domain/reservation/draft';
import type { MoveEditBody } from '../../contract/move-edit';
import type { LogProgressBody, ReserveBody } from '../../contract/reservations';
import type { ApiResult } from '../api-result';

/**
 * A reservation opened or resumed: the quote and its server-side draft. A client shape, not the wire's: the
 * quote and draft are the domain's (fromWireQuote, fromWireDraft) and the rates cents.
 */
export interface OpenedReservation {
  quote: Quote;
  draft: ReservationDraft;
  /** §9 appointment fees in cents, for the live price. */
  rates: { OneHourRate: Cents; TwoHourRate: Cents };
}

/**
 * A booked move as GET moves/{id} answers it. A client shape, not the wire's: the domain's quote and price
 * lines, the total in cents, and the wire's MyMoveEdit with the client's names.
 */
export interface BookedMove {
  quote: Quote;
  lines: PriceLine[];
  total: Cents;
  /** §3/§6 IsMyMoveEditAllowed (issue 13: until the cut-off). */
  editAllowed: boolean;
  /** Issue 13: the cut-off (ISO instant, null when unknown), why editing is off, and the customer's words. */
  editWindow: { allowed: boolean; cutoffAt: string | null; reason: string | null; message: string };
}

/**
 * §7 POST moves/edit/{id}'s answer (issue 13): previewed (saved false) or saved at Revision + 1, the old and
 * new price lines, the difference and how it is settled (cents), and the message ('Your edits have been
 * saved.' once saved). A client shape, not the wire's: the wire's optional Preview is flattened (zero and
 * empty when absent), with domain quote and price lines in cents.
 */
export interface MoveEdited {
  saved: boolean;
  message: string;
  quote: Quote;
  oldLines: PriceLine[];
  newLines: PriceLine[];
  oldTotal: Cents;
  newTotal: Cents;
  difference: Cents;
  changed: string[];
  settlement: { kind: string; amount: Cents; description: string };
  editWindow: BookedMove['editWindow'];
}

export interface ReservationsApi {
  /**
   * POST moves/{id}/start (issue 11): start or resume the reservation of a quote made for the signed-in
   * customer's email; the quote becomes theirs. A quote that cannot be reserved is Refused 409 with the
   * block's reason (domain/reservation/reservation-entry RESERVATION_BLOCKS).
   */
  startReservation(quoteId: number, linkToken?: string): Promise<ApiResult<OpenedReservation>>;
  /** GET moves/{id}/draft (issue 11): the owner's draft and quote. */
  reservationDraft(quoteId: number): Promise<ApiResult<OpenedReservation>>;
  /** PUT moves/{id}/draft/{step} (issue 11): keeps a finished step W or X and opens the next. */
  saveReservationStep(
    quoteId: number,
    step: 'location' | 'schedule',
    answers: LocationAnswers | ScheduleAnswers,
    /** Step 1 (issue 27): the new total the customer accepted after an AddressPriceChanged refusal. */
    acceptedTotal?: Cents,
  ): Promise<ApiResult<ReservationDraft>>;
  /** POST moves/{id}/log-progress (§7). */
  logReservationProgress(quoteId: number, fields: z.input<typeof LogProgressBody>): Promise<ApiResult<true>>;
  /** PUT moves/{id}/contacts/sms (§7): '' turns text messages off. */
  setSmsNumber(quoteId: number, SmsNumber: string): Promise<ApiResult<true>>;
  /** PUT moves/{id}/labor-referral (§7). */
  setLaborReferral(quoteId: number, laborRequested: boolean): Promise<ApiResult<true>>;
  /**
   * POST moves/{id}/reserve (§4, §7): books the move once per idempotency key; answers the reserved quote,
   * or Refused with the §8 error type as `reason` (e.g. 'WrongRevisionError (MyMove)').
   */
  reserveMove(
    quoteId: number,
    body: z.input<typeof ReserveBody>,
    idempotencyKey: string,
  ): Promise<ApiResult<Quote>>;
  /** GET moves/{id} (§7): the booked move with its price lines and total. */
  viewReservation(quoteId: number): Promise<ApiResult<BookedMove>>;
  /**
   * §7 POST moves/edit/{id} (issue 13): the reservation steps' forms plus Revision; Confirm false previews,
   * true saves. Refused with the §8 type as `reason` ('WrongRevisionError (MyMove)', 'EditNotAllowed
   * (MyMove)', 'SpotDateIsPast (MyMove)', 'QuoteIsIncomplete (MyMove)', InvalidCapacityUnserviceableDate,
   * AppointmentUnavailable) and the §5 lines; the first three reload the quote (§4).
   */
  editMove(quoteId: number, body: z.input<typeof MoveEditBody>): Promise<ApiResult<MoveEdited>>;
}
