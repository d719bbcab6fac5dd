import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import { AFFIRM_MESSAGES, type AffirmCancellationFailure } from '../../domain/payment/affirm';
import { BOOKING_PAYMENT_MESSAGES } from '../../domain/payment/booking-payments';
import { AffirmCancellationState, PaymentMethod } from '../../domain/payment/enums';
import { balanceDue } from '../../domain/payment/ledger';
import { LedgerEntryKind } from '../../domain/payment/ledger-entry';
import { activePaymentMethod, markAffirmLoanCancelled } from '../../domain/payment/payment-methods';
import type { PaymentMethodEntry } from '../../domain/payment/types';
import type { Quote } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { AffirmGateway } from '../ports/affirm-gateway';
import type { Clock } from '../ports/clock';
import type { PaymentLedger, StoredLedgerEntry } from '../ports/payment-ledger';
import type { QuoteChange } from '../ports/quote-repository';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import { UseCase } from '../use-case';
import type { BookingPaymentError } from './booking-payment-errors';

/** The answer to POST affirm/cancel. */
export interface AffirmLoanCancellation {
  checkoutId: string;
  /** §4 Affirm cancellation state: HasCancelled (now or before) or CancellationFailed. */
  state: typeof AffirmCancellationState.HasCancelled | typeof AffirmCancellationState.CancellationFailed;
  /** CancellationFailed: why (AffirmCancellationFailure, or LoanCharged: the move was charged to it). */
  reason: AffirmCancellationFailure | 'LoanCharged' | null;
  /** CancellationFailed: what the customer reads. */
  message: string | null;
  /** §3 AffirmLoanCancelled: the booked move's PaymentMethods entry of this loan is marked cancelled. */
  affirmLoanCancelled: boolean;
  /**
   * §3 PaymentInfoRequired: the booked move has something due and, with the loan cancelled, no active
   * method left: the customer must add one (POST moves/{id}/payment-info) or pay (POST payments/pay).
   */
  paymentInfoRequired: boolean;
  /** The move the loan was for, and whether it is booked. */
  quoteId: number;
  reserved: boolean;
}

const AFFIRM_METHODS: readonly string[] = [PaymentMethod.AffirmVCN, PaymentMethod.AffirmLite];

/** The booked move's PaymentMethods entry of the loan, by its checkoutId (PaymentReferenceID) or token. */
function loanEntry(
  quote: Quote,
  checkoutId: string,
  checkoutToken: string | null,
): PaymentMethodEntry | null {
  if (!quote.Details.Reserved) return null;
  return (
    (quote.Details.Reservation?.PaymentMethods ?? []).find(
      (e) =>
        AFFIRM_METHODS.includes(e.Method) &&
        (e.PaymentReferenceID === checkoutId ||
          (checkoutToken !== null && e.AffirmPaymentData?.checkoutToken === checkoutToken)),
    ) ?? null
  );
}

/**
 * §7 POST affirm/cancel {checkoutId} (issue 12, the cancel-loan modal of §2): the owner of the move the
 * checkout was opened for (or staff) cancels the Affirm loan. Affirm answers the §4 cancellation state:
 * HasCancelled (again HasCancelled on a retry) or CancellationFailed with its reason and message. A loan
 * the move was already charged to (a Capture by its method in the ledger) is not sent to Affirm: it fails
 * with reason LoanCharged, since cancelling it would leave a charged card without its loan.
 *
 * When the move is booked with the loan, its §3 PaymentMethods entry is marked AffirmLoanCancelled (and
 * made Inactive; no other method becomes active by itself), so the Transit charge finds no method, and the
 * answer says PaymentInfoRequired when something is due. Anyone else: AffirmCheckoutNotFound (404), the
 * same as an unknown checkout.
 */
export class CancelAffirmLoan extends UseCase<
  ReservationStores & { affirm: AffirmGateway; ledger: PaymentLedger; clock: Clock }
> {
  execute(input: {
    viewer: Viewer;
    checkoutId: string;
  }): ResultAsync<AffirmLoanCancellation, BookingPaymentError> {
    const { affirm, ledger } = this.deps;
    const notFound = { kind: 'AffirmCheckoutNotFound', message: AFFIRM_MESSAGES.checkoutNotFound } as const;
    if (input.viewer === null) return errAsync({ kind: 'SignInRequired' });
    return affirm.checkout(input.checkoutId).andThen((checkout) =>
      ownedQuote(this.deps, input.viewer, checkout.quoteId, true)
        .mapErr((error): BookingPaymentError => (error.kind === 'ReservationNotFound' ? notFound : error))
        .andThen(({ quote, userId }) => {
          if (userId !== checkout.userId)
            return errAsync<AffirmLoanCancellation, BookingPaymentError>(notFound);
          const token = checkout.loan?.checkoutToken ?? null;
          const entry = loanEntry(quote, input.checkoutId, token);
          const rows =
            entry === null
              ? okAsync<StoredLedgerEntry[], BookingPaymentError>([])
              : ledger.entries(quote.QuoteId);
          return rows.andThen((ledgerRows) => {
            const base = {
              checkoutId: input.checkoutId,
              quoteId: quote.QuoteId,
              reserved: quote.Details.Reserved,
            };
            const charged =
              entry !== null &&
              ledgerRows.some((r) => r.kind === LedgerEntryKind.Capture && r.method === entry.Method);
            if (charged) {
              return okAsync<AffirmLoanCancellation, BookingPaymentError>({
                ...base,
                state: AffirmCancellationState.CancellationFailed,
                reason: 'LoanCharged',
                message: BOOKING_PAYMENT_MESSAGES.affirmLoanCharged,
                affirmLoanCancelled: entry.AffirmLoanCancelled === true,
                paymentInfoRequired: false,
              });
            }
            return affirm.cancelLoan(input.checkoutId).andThen((cancellation) => {
              if (cancellation.state === AffirmCancellationState.CancellationFailed) {
                return okAsync<AffirmLoanCancellation, BookingPaymentError>({
                  ...base,
                  state: cancellation.state,
                  reason: cancellation.reason,
                  message: cancellation.message,
                  affirmLoanCancelled: entry?.AffirmLoanCancelled === true,
                  paymentInfoRequired: false,
                });
              }
              if (entry === null) {
                return okAsync<AffirmLoanCancellation, BookingPaymentError>({
                  ...base,
                  state: cancellation.state,
                  reason: null,
                  message: null,
                  affirmLoanCancelled: false,
                  paymentInfoRequired: false,
                });
              }
              return this.markCancelled(quote.QuoteId, input.checkoutId, input.viewer?.email ?? '').map(
                (marked) => ({
                  ...base,
                  state: cancellation.state,
                  reason: null,
                  message: null,
                  affirmLoanCancelled: true,
                  paymentInfoRequired: needsPaymentInfo(marked, ledgerRows),
                }),
              );
            });
          });
        }),
    );
  }

  /** Marks the reservation's entry of the loan AffirmLoanCancelled (once: a marked entry is left as it is). */
  private markCancelled(
    quoteId: number,
    checkoutId: string,
    by: string,
  ): ResultAsync<Quote, BookingPaymentError> {
    type Unchanged = { kind: 'Unchanged' };
    return this.deps.quotes
      .update<Unchanged>(
        quoteId,
        (current): QuoteChange<Unchanged> => {
          const reservation = current.Details.Reservation;
          const unchanged = { ok: false, error: { kind: 'Unchanged' } } as const;
          if (reservation === null) return unchanged;
          const methods = reservation.PaymentMethods ?? [];
          const already = methods.some(
            (e) => e.PaymentReferenceID === checkoutId && e.AffirmLoanCancelled === true,
          );
          const marked = markAffirmLoanCancelled(methods, checkoutId);
          if (already || marked.isErr()) return unchanged;
          return {
            ok: true,
            quote: {
              ...current,
              Details: { ...current.Details, Reservation: { ...reservation, PaymentMethods: marked.value } },
            },
            note: { by, reason: `Affirm loan ${checkoutId} cancelled` },
          };
        },
        this.deps.clock.now(),
      )
      .andThen((change) => {
        if (change.ok) return okAsync<Quote, BookingPaymentError>(change.quote);
        // Already marked (a retry): the stored quote is the answer.
        return this.deps.quotes
          .findById(quoteId)
          .andThen((stored) =>
            stored === null
              ? errAsync<Quote, BookingPaymentError>({ kind: 'ReservationNotFound' })
              : okAsync<Quote, BookingPaymentError>(stored),
          );
      });
  }
}

/** The booked move owes something and has no active method left. */
function needsPaymentInfo(quote: Quote, rows: readonly StoredLedgerEntry[]): boolean {
  const reservation = quote.Details.Reservation;
  if (!quote.Details.Reserved || reservation === null) return false;
  const due: Cents = balanceDue(reservation.TotalPrice, rows);
  return due > 0 && activePaymentMethod(reservation.PaymentMethods ?? []) === null;
}
