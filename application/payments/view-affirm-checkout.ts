import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  AFFIRM_MESSAGES,
  AffirmLoanStatus,
  type AffirmVirtualCard,
  affirmCardDetailsOf,
  affirmPaymentDataOf,
} from '../../domain/payment/affirm';
import { AFFIRM_CARD_USAGE, BOOKING_PAYMENT_MESSAGES } from '../../domain/payment/booking-payments';
import { clearAffirmCardFields } from '../../domain/payment/card-fields';
import { AffirmApplicationState } from '../../domain/payment/enums';
import type { Viewer } from '../accounts/viewer';
import type {
  AffirmBookingCheckout,
  AffirmBookingCheckouts,
  AffirmSavedCard,
} from '../ports/affirm-booking-checkouts';
import type { AffirmCheckout, AffirmGateway } from '../ports/affirm-gateway';
import type { Clock } from '../ports/clock';
import type { PaymentGateway } from '../ports/payment-gateway';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import { UseCase } from '../use-case';
import type { AffirmCheckoutReader, AffirmCheckoutView } from './affirm-checkout-reader';
import type { BookingPaymentError } from './booking-payment-errors';

/** The card processor's idempotency key of saving a checkout's virtual card. */
export const affirmCardKey = (checkoutId: string) => `affirm-vcn:${checkoutId}`;

type ViewAffirmCheckoutDeps = ReservationStores & {
  affirm: AffirmGateway;
  checkouts: AffirmBookingCheckouts;
  cards: PaymentGateway;
  clock: Clock;
};

/**
 * Issue 12, the state of an Affirm checkout at booking (our GET /api/moves/{id}/affirm/checkouts/{checkoutId}),
 * for the owner of the move it was opened for (anyone else: 404). On §4 Success, the first call takes the
 * approved loan's single-use virtual card from Affirm, saves it at the card processor as the owner's token
 * (a $0 verification, affirmCardDetailsOf) and records the token, so that this and every later call answer
 * the token with the cleared AffirmPaymentData (affirmPaymentDataOf, then clearAffirmCardFields): never the
 * card number or security code, which live in memory for the length of the call only.
 *
 * If the card cannot be saved (the processor refused or failed, or the token could not be recorded) the
 * card is lost with that call, so the loan is cancelled and the answer is AffirmCardNotSaved: the customer
 * applies again. A call while another is saving the card answers AffirmCardPending.
 */
export class ViewAffirmCheckout extends UseCase<ViewAffirmCheckoutDeps> implements AffirmCheckoutReader {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
    checkoutId: string;
  }): ResultAsync<AffirmCheckoutView, BookingPaymentError> {
    const { affirm, checkouts } = this.deps;
    return ownedQuote(this.deps, input.viewer, input.quoteId).andThen(({ userId }) =>
      checkouts.find(input.checkoutId).andThen((record) =>
        affirm.checkout(input.checkoutId).andThen((checkout) => {
          if (
            record === null ||
            record.userId !== userId ||
            record.quoteId !== input.quoteId ||
            checkout.userId !== userId ||
            checkout.quoteId !== input.quoteId
          ) {
            return errAsync<AffirmCheckoutView, BookingPaymentError>({
              kind: 'AffirmCheckoutNotFound',
              message: AFFIRM_MESSAGES.checkoutNotFound,
            });
          }
          return this.withCard(checkout, record, userId);
        }),
      ),
    );
  }

  /** The view, taking and saving the virtual card first when the loan is approved and its card not yet saved. */
  private withCard(
    checkout: AffirmCheckout,
    record: AffirmBookingCheckout,
    userId: number,
  ): ResultAsync<AffirmCheckoutView, BookingPaymentError> {
    if (record.saved !== null || checkout.application !== AffirmApplicationState.Success) {
      return okAsync(viewOf(checkout, record.saved));
    }
    if (checkout.status !== AffirmLoanStatus.Authorized) return okAsync(viewOf(checkout, null));
    if (checkout.loan.virtualCard.handedOverAt !== null) return this.savedMeanwhile(checkout);
    return this.deps.affirm
      .takeVirtualCard(checkout.checkoutId)
      .andThen((card) => this.save(checkout, card, userId))
      .orElse((error) => {
        switch (error.kind) {
          case 'AffirmVirtualCardTaken':
            return this.savedMeanwhile(checkout);
          case 'AffirmNoApprovedLoan':
          case 'AffirmLoanCancelled':
          case 'AffirmLoanFinalized':
          case 'AffirmCheckoutExpired':
            // Changed meanwhile (cancelled, expired): answer how it stands now.
            return this.deps.affirm.checkout(checkout.checkoutId).map((now) => viewOf(now, null));
          default:
            return errAsync<AffirmCheckoutView, BookingPaymentError>(error);
        }
      });
  }

  /** Saves the virtual card at the card processor and records its token; on any failure, cancels the loan. */
  private save(
    checkout: AffirmCheckout,
    card: AffirmVirtualCard,
    userId: number,
  ): ResultAsync<AffirmCheckoutView, BookingPaymentError> {
    const { cards, checkouts, clock, affirm } = this.deps;
    const lost = (): ResultAsync<AffirmCheckoutView, BookingPaymentError> =>
      affirm
        .cancelLoan(checkout.checkoutId)
        .orElse(() => okAsync(null))
        .andThen(() => errAsync<AffirmCheckoutView, BookingPaymentError>({ kind: 'AffirmCardNotSaved' }));
    return cards
      .saveCard(affirmCardDetailsOf(card), { userId }, affirmCardKey(checkout.checkoutId))
      .orElse(() => okAsync(null))
      .andThen((verification) => {
        if (verification === null || verification.Result !== 'CardApproved') return lost();
        const c = verification.card;
        const saved: AffirmSavedCard = {
          creditCard: {
            expirationDate: c.ExpirationDate,
            name: c.NameOnCard,
            zip: c.BillingZip,
            lastFour: c.LastFour,
            type: c.Type,
            usage: AFFIRM_CARD_USAGE,
            paymentProfileId: c.PaymentProfileId,
          },
          affirmPaymentData: clearAffirmCardFields(affirmPaymentDataOf(card)),
          savedAt: clock.now(),
        };
        return checkouts
          .recordSavedCard(checkout.checkoutId, saved)
          .orElse(() => okAsync(null))
          .andThen((recorded) => (recorded?.saved ? okAsync(viewOf(checkout, recorded.saved)) : lost()));
      });
  }

  /** The card was handed over by another call: its token if that call recorded it, else AffirmCardPending. */
  private savedMeanwhile(checkout: AffirmCheckout): ResultAsync<AffirmCheckoutView, BookingPaymentError> {
    return this.deps.checkouts
      .find(checkout.checkoutId)
      .andThen((record) =>
        record?.saved
          ? okAsync<AffirmCheckoutView, BookingPaymentError>(viewOf(checkout, record.saved))
          : errAsync<AffirmCheckoutView, BookingPaymentError>({ kind: 'AffirmCardPending' }),
      );
  }
}

/** Why the checkout cannot book the move, for the customer, or null. */
function messageOf(checkout: AffirmCheckout): string | null {
  switch (checkout.status) {
    case AffirmLoanStatus.Open:
    case AffirmLoanStatus.Authorized:
      return null;
    case AffirmLoanStatus.Declined:
      return AFFIRM_MESSAGES.declined;
    case AffirmLoanStatus.Cancelled:
      return checkout.application === AffirmApplicationState.Success
        ? AFFIRM_MESSAGES.loanCancelled
        : AFFIRM_MESSAGES.checkoutCancelled;
    case AffirmLoanStatus.Expired:
      return AFFIRM_MESSAGES.checkoutExpired;
    case AffirmLoanStatus.Voided:
    case AffirmLoanStatus.Finalized:
      return AFFIRM_MESSAGES.loanFinalized;
    default: {
      const unknown: never = checkout.status;
      return unknown;
    }
  }
}

function viewOf(checkout: AffirmCheckout, saved: AffirmSavedCard | null): AffirmCheckoutView {
  const usable = checkout.status === AffirmLoanStatus.Authorized;
  return {
    checkoutId: checkout.checkoutId,
    flow: checkout.flow,
    application: checkout.application,
    cancellation: checkout.cancellation,
    status: checkout.status,
    amount: checkout.amount,
    approvedAmount: checkout.loan?.approvedAmount ?? null,
    expiresAt: checkout.expiresAt,
    message:
      messageOf(checkout) ?? (usable && saved === null ? BOOKING_PAYMENT_MESSAGES.affirmCardPending : null),
    saved: usable ? saved : null,
  };
}
