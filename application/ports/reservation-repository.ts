import type { ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { Quote } from '../../domain/quote/types';
import type { ReservationDraft } from '../../domain/reservation/draft';
import type { ReserveResult } from '../../domain/reservation/reserve';
import type { AppointmentBooking } from './appointment-book';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** Who holds a quote (issue 11): the account it became when its reservation started. */
export type ClaimOutcome = 'claimed' | 'mine' | 'taken' | 'missing';

/** One of the signed-in customer's quotes (GET contacts/me/links). */
export interface OwnedQuote {
  QuoteId: number;
  Reserved: boolean;
  /** ISO-8601 of the booking, or null. */
  ReservedAt: string | null;
  /**
   * Issue 13 (switching between several reservations): where the move goes from and to ('City, ST') and its
   * drop-off date, so that the customer can tell their moves apart; null where the quote does not say.
   */
  OriginCity: string | null;
  DestinationCity: string | null;
  SpotDate: IsoDate | null;
  /** Issue 12: the reservation was cancelled (WebReservationFlag Cancelled). */
  Cancelled: boolean;
}

/** One of the customer's quotes as the repository read it: with its document, so no one reads it again. */
export interface OwnedQuoteRead extends OwnedQuote {
  readonly quote: Quote;
}

/** A §7 log-progress entry. */
export interface ProgressEntry {
  quoteId: number;
  userId: number;
  section: string;
  revision: number;
  detail: Record<string, unknown>;
  loggedAt: string;
}

/** The stored answer of a reserve request (sent again for a retry with the same key). */
export type StoredAnswer = ReserveResult;

/**
 * What `decide` answers inside the reserve transaction: refuse with an answer, or book the reserved
 * quote, if the station still has room that day (otherwise `fullAnswer` is the answer).
 */
export type ReserveDecision =
  | { kind: 'refuse'; answer: StoredAnswer }
  | {
      kind: 'book';
      quote: Quote;
      station: string;
      date: IsoDate;
      /** The most moves the station takes on one drop-off date. */
      dailyLimit: number;
      answer: (saved: Quote) => StoredAnswer;
      fullAnswer: StoredAnswer;
      /** The drop-off appointment window to book with the move (null: none chosen). */
      appointment: AppointmentBooking | null;
      /** The answer when that window was booked out meanwhile. */
      slotTakenAnswer: StoredAnswer;
    };

export interface ReserveAttempt {
  quoteId: number;
  userId: number;
  idempotencyKey: string;
  /** SHA-256 of the request, so that the same key with another request is refused. */
  requestHash: string;
  at: string;
  /** Runs once, while the quote's row is held, with the stored quote and draft. */
  decide(current: Quote, draft: ReservationDraft | null): ReserveDecision;
}

export type ReserveOutcome =
  | { kind: 'answered'; answer: StoredAnswer; replayed: boolean }
  | { kind: 'keyReused' };

/**
 * What `decide` answers inside the rebook transaction (issue 13, a booked move changed): refuse with an
 * answer, or save the changed move, if the station still has room on its drop-off date and the chosen
 * drop-off window is still free (otherwise `fullAnswer` or `slotTakenAnswer` is the answer).
 */
export type RebookDecision<A> =
  | { kind: 'refuse'; answer: A }
  | {
      kind: 'save';
      /** The changed move at the stored revision (saved at Revision + 1). */
      quote: Quote;
      /** Who changed it (null: the customer on the site) and why, for the change history (quote_changes). */
      note: { by: string | null; reason: string };
      station: string;
      date: IsoDate;
      /** The most moves the station takes on one drop-off date (as for booking). */
      dailyLimit: number;
      /** The drop-off window to hold (null: none; an earlier one is released). */
      appointment: AppointmentBooking | null;
      answer: (saved: Quote) => A;
      fullAnswer: A;
      slotTakenAnswer: A;
    };

export interface RebookAttempt<A> {
  quoteId: number;
  at: string;
  /** Runs once, while the quote's row is held, with the stored quote. */
  decide(current: Quote): RebookDecision<A>;
}

/**
 * Reservations (issue 11): quote ownership, the server-side draft, the booking with its idempotency key,
 * and the progress log. Everything lives in the database, so several instances share it.
 */
export interface ReservationRepository {
  /** Makes the quote this user's unless another account holds it. */
  claim(quoteId: number, userId: number): ResultAsync<ClaimOutcome, RepositoryError>;
  /** The account holding a quote, or null. */
  ownerOf(quoteId: number): ResultAsync<number | null, RepositoryError>;
  findDraft(quoteId: number, userId: number): ResultAsync<ReservationDraft | null, RepositoryError>;
  saveDraft(draft: ReservationDraft, userId: number): ResultAsync<ReservationDraft, RepositoryError>;
  /** The user's quotes, newest first. */
  ownedQuotes(userId: number): ResultAsync<OwnedQuoteRead[], RepositoryError>;
  /** Moves already booked at a station on a drop-off date. */
  bookedOn(station: string, date: IsoDate): ResultAsync<number, RepositoryError>;
  /**
   * A cancelled move gives back its drop-off date's capacity and its appointment windows (issue 12
   * "Cancellation"); the rows stay, marked released. Doing it again changes nothing.
   */
  releaseCapacity(quoteId: number, at: string): ResultAsync<void, RepositoryError>;
  logProgress(entry: ProgressEntry): ResultAsync<void, RepositoryError>;
  /**
   * §4 Reserve in one transaction: the idempotency key (a stored answer is answered again), the quote's
   * row lock, `decide`, the date's capacity, the appointment window, the quote saved at Revision + 1 and
   * the booking row.
   */
  reserve(attempt: ReserveAttempt): ResultAsync<ReserveOutcome, RepositoryError>;
  /**
   * Issue 13, a booked move changed (§7 POST moves/edit/{id}) in one transaction, with the booking's own
   * checks: the quote's row lock, `decide`, the station-and-date lock and count (this move not counted),
   * the drop-off window's slot, then the quote saved at Revision + 1 with its change history, the
   * reservation moved to its new station and date (the old place given back) and the window held or
   * released. A refusal writes nothing.
   */
  rebook<A>(attempt: RebookAttempt<A>): ResultAsync<A, RepositoryError>;
}
export const ReservationRepository: Token<ReservationRepository> = Symbol('ReservationRepository');
