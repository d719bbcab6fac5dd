import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { type Cents, cents, ZERO } from '../../domain/money/money';
import { affirmChargeRefusal } from '../../domain/payment/booking-payments';
import { moveChargeKeyBase } from '../../domain/payment/charge-keys';
import { chargeableMethod } from '../../domain/payment/chargeable-method';
import { PaymentMethod } from '../../domain/payment/enums';
import { balanceDue, ledgerTotals } from '../../domain/payment/ledger';
import { type LedgerEntry, LedgerReason } from '../../domain/payment/ledger-entry';
import type { AffirmGateway } from '../ports/affirm-gateway';
import { bookedQuote, type ReservationStores } from '../shared/reservation-access';
import { UseCase } from '../use-case';
import {
  type ChargeEngineDeps,
  type ChargeRequest,
  type ChargeTo,
  chargeAttempt,
  executeCharge,
  HoldRow,
  recordFailure,
} from './charge-engine';
import type { ChargeMoveError, ChargeMoveInput, ChargeMoveOutput, MoveCharge } from './move-charge';

const AFFIRM_METHODS: ReadonlySet<PaymentMethod> = new Set([
  PaymentMethod.AffirmVCN,
  PaymentMethod.AffirmLite,
]);

/**
 * Issue 12 "The money lifecycle": when the shipment reaches Transit, charge the amount due (TotalPrice less
 * what the ledger shows captured and not refunded) to the move's active method, off-session, exactly once.
 *
 * The charge itself is the one charge engine's (charge-engine.ts), its hold written with its capture
 * (HoldRow.WithCapture). Exactly once rests on keys, not on memory: the authorization and the capture each
 * carry an idempotency key made of the move, the amount, the method (the card's token or the PayPal order)
 * and the try (domain/payment/charge-keys.ts moveChargeKeyBase). The
 * processor (and PayPal, by its PayPal-Request-Id) answers a repeated key with its first answer, and the
 * ledger stores a key once. So a retry, a crash between the processor's answer and the ledger write, or
 * two instances at once, all end with one capture and one pair of rows. A refusal is written as a Failure
 * row and answers Failed: after a decline the reservation needs payment info (§8 PaymentError).
 *
 * - A card (or an Affirm loan's virtual card, charged like any card; rows carry Method AffirmVCN or
 *   AffirmLite): a TechnicalError, which the processor answers again for its key, moves on to the next try.
 *   An Affirm loan is checked first: payments.md says its authorization lasts about 30 days; a loan
 *   expired, cancelled or approved for less than the amount due is a CardDeclined Failure row with its
 *   message, and nothing is sent to the card processor.
 * - PayPal: the approved order is authorized (authorizeOrder), then the amount due captured from that
 *   authorization (captureAuthorization). Its refusals map onto the §3 card results (INSTRUMENT_DECLINED is
 *   CardDeclined, every other one CardError: domain/payment/booking-payments.ts), and each Failure moves on
 *   to the next try, since after INSTRUMENT_DECLINED the buyer approves the same order again with another
 *   funding source and PayPal replays a request id's first answer.
 */
export class ChargeMove
  extends UseCase<ReservationStores & ChargeEngineDeps & { affirm: AffirmGateway }>
  implements MoveCharge
{
  execute(input: ChargeMoveInput): ResultAsync<ChargeMoveOutput, ChargeMoveError> {
    const { ledger } = this.deps;
    return bookedQuote(this.deps, input.viewer, input.quoteId, true).andThen(
      ({ quote, reservation, userId }) => {
        return ledger.entries(input.quoteId).andThen((rows) => {
          const due = balanceDue(reservation.TotalPrice, rows);
          const method = chargeableMethod(quote);
          if (due === ZERO) {
            // A retry after a charge whose loan was not finalized (Affirm unreachable then) finishes it.
            const nothing: ChargeMoveOutput = { kind: 'NothingDue' };
            const loan = method !== null && 'affirmCheckoutId' in method ? method.affirmCheckoutId : null;
            return loan ? this.finalizeLoan(loan, rows, nothing) : okAsync(nothing);
          }
          if (method === null)
            return errAsync<ChargeMoveOutput, ChargeMoveError>({ kind: 'NoChargeableMethod' });
          const amount = cents(due);
          const to: ChargeTo =
            method.method === PaymentMethod.PayPal
              ? { method: method.method, orderId: method.orderId }
              : { method: method.method, token: method.token };
          const request: ChargeRequest = {
            to,
            amount,
            reason: input.reason ?? LedgerReason.TransitCharge,
            rows,
            keyBase: moveChargeKeyBase(input.quoteId, amount, method),
            holdRow: HoldRow.WithCapture,
          };
          const party = { quoteId: input.quoteId, userId, actor: input.actor };
          const checkoutId = 'affirmCheckoutId' in method ? method.affirmCheckoutId : null;
          if (checkoutId === null) return executeCharge(this.deps, party, request);
          return this.affirmRefusal(checkoutId, amount).andThen((refusal) =>
            refusal === null
              ? executeCharge(this.deps, party, request).andThen((outcome) =>
                  outcome.kind === 'Charged'
                    ? this.finalizeLoan(checkoutId, [...rows, ...outcome.rows], outcome)
                    : okAsync(outcome),
                )
              : recordFailure(
                  this.deps,
                  chargeAttempt(party, request),
                  'affirm',
                  refusal.result,
                  refusal.message,
                ),
          );
        });
      },
    );
  }

  /**
   * Tells Affirm what its loan paid once the virtual card is captured (payments.md "Affirm": finalize the
   * loan; less than approved releases the rest). The money is captured and written already, so an Affirm
   * that cannot be reached, or a loan finalized before for another amount, leaves `outcome` as it is: the
   * next Transit run finalizes it, and `relomove payments reconcile` shows a loan left open.
   */
  private finalizeLoan(
    checkoutId: string,
    rows: readonly LedgerEntry[],
    outcome: ChargeMoveOutput,
  ): ResultAsync<ChargeMoveOutput, ChargeMoveError> {
    const paid = ledgerTotals(rows.filter((r) => AFFIRM_METHODS.has(r.method))).netCaptured;
    if (paid === ZERO) return okAsync(outcome);
    return this.deps.affirm
      .finalize(checkoutId, paid)
      .map(() => outcome)
      .orElse(() => okAsync<ChargeMoveOutput, ChargeMoveError>(outcome));
  }

  /** Why the Affirm loan cannot be charged the amount (expired, cancelled, approved for less), or null. */
  private affirmRefusal(
    checkoutId: string,
    amount: Cents,
  ): ResultAsync<ReturnType<typeof affirmChargeRefusal>, ChargeMoveError> {
    return this.deps.affirm
      .checkout(checkoutId)
      .map((checkout) =>
        affirmChargeRefusal(
          { status: checkout.status, approvedAmount: checkout.loan?.approvedAmount ?? null },
          amount,
        ),
      )
      .orElse((error) =>
        error.kind === 'AffirmGatewayUnavailable'
          ? errAsync<ReturnType<typeof affirmChargeRefusal>, ChargeMoveError>(error)
          : okAsync(affirmChargeRefusal(null, amount)),
      );
  }
}
