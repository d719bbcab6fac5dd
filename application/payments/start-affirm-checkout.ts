import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import type { AffirmFlow } from '../../domain/payment/affirm';
import { affirmReturnUrl } from '../../domain/payment/booking-payments';
import type { Viewer } from '../accounts/viewer';
import type { AffirmBookingCheckout, AffirmBookingCheckouts } from '../ports/affirm-booking-checkouts';
import type { AffirmGateway } from '../ports/affirm-gateway';
import type { Clock } from '../ports/clock';
import { UseCase } from '../use-case';
import { type BookingMoveStores, bookingMove } from './booking-move';
import type { BookingPaymentError } from './booking-payment-errors';

export interface AffirmCheckoutStarted {
  /** §3 Loan checkoutId. */
  checkoutId: string;
  /** Affirm's application window: a pop-up for AffirmLite, the page itself for AffirmVCN. */
  windowUrl: string;
  flow: AffirmFlow;
  /** What the loan is asked for: the total §4 Reserve books, computed by the server. */
  amount: Cents;
}

type StartAffirmCheckoutDeps = BookingMoveStores & {
  affirm: AffirmGateway;
  checkouts: AffirmBookingCheckouts;
  clock: Clock;
};

/**
 * Issue 12, Affirm at booking (our POST /api/moves/{id}/affirm/checkouts): the signed-in owner of a move in
 * reservation opens an Affirm checkout (AffirmVCN or AffirmLite) for the total §4 Reserve would book, with
 * Affirm's return address on the reservation's payment step. The checkout is recorded under the user's
 * Idempotency-Key: a retry answers the first checkout, the same key for another move or flow is
 * IdempotencyKeyReused. Nothing is charged: the customer applies in the window, the server reads the
 * outcome (ViewAffirmCheckout), and §4 Reserve books the move with the approved loan.
 */
export class StartAffirmCheckout extends UseCase<StartAffirmCheckoutDeps> {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
    flow: AffirmFlow;
    idempotencyKey: string;
  }): ResultAsync<AffirmCheckoutStarted, BookingPaymentError> {
    const { affirm, checkouts, clock } = this.deps;
    return bookingMove(this.deps, input.viewer, input.quoteId).andThen(({ userId, total }) =>
      checkouts.findByKey(userId, input.idempotencyKey).andThen((known) => {
        if (known !== null) return this.answer(known, input);
        return affirm
          .openCheckout({
            quoteId: input.quoteId,
            userId,
            amount: total,
            flow: input.flow,
            returnUrl: affirmReturnUrl(input.quoteId),
          })
          .andThen((opened) =>
            checkouts
              .recordOpened({
                checkoutId: opened.checkoutId,
                windowUrl: opened.windowUrl,
                quoteId: input.quoteId,
                userId,
                flow: input.flow,
                idempotencyKey: input.idempotencyKey,
                openedAt: clock.now(),
              })
              .andThen((recorded) => {
                if (recorded.checkoutId === opened.checkoutId) {
                  return okAsync<AffirmCheckoutStarted, BookingPaymentError>({
                    checkoutId: opened.checkoutId,
                    windowUrl: opened.windowUrl,
                    flow: input.flow,
                    amount: total,
                  });
                }
                // Another request with the same key opened one first: this one is cancelled (it was never
                // shown, so nobody applies in it) and the first one is the answer.
                return affirm
                  .cancelLoan(opened.checkoutId)
                  .orElse(() => okAsync(null))
                  .andThen(() => this.answer(recorded, input));
              }),
          );
      }),
    );
  }

  /** The checkout an earlier request with this key opened, if it was for the same move and flow. */
  private answer(
    known: AffirmBookingCheckout,
    input: { quoteId: number; flow: AffirmFlow },
  ): ResultAsync<AffirmCheckoutStarted, BookingPaymentError> {
    if (known.quoteId !== input.quoteId || known.flow !== input.flow) {
      return errAsync({ kind: 'IdempotencyKeyReused' });
    }
    return this.deps.affirm.checkout(known.checkoutId).map((checkout) => ({
      checkoutId: known.checkoutId,
      windowUrl: known.windowUrl,
      flow: known.flow,
      amount: checkout.amount,
    }));
  }
}
