import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { PaymentMethod } from '../../domain/payment/enums';
import { addPaymentMethod } from '../../domain/payment/payment-methods';
import type { CreditCard } from '../../domain/payment/types';
import { QuoteErrorType } from '../../domain/quote/enums';
import type { Quote } from '../../domain/quote/types';
import { RESERVE_ERROR_MESSAGES } from '../../domain/reservation/reserve';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { PaymentGateway, PaymentGatewayUnavailable, SavedCard } from '../ports/payment-gateway';
import type { PaymentLedger } from '../ports/payment-ledger';
import type { QuoteChange } from '../ports/quote-repository';
import type { RateCardSource } from '../ports/rate-card-source';
import { bookedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { cancellationDay } from './cancellation-day';
import { type MovePayments, movePayments } from './move-payments';

/**
 * §7 PaymentInfo (its shape is not shown; ours, docs/decisions.md): the new method as the browser names it,
 * one arm per §3 method; today a card saved with POST payments/cards, named by its token (§3 CreditCard
 * payment profile id). Everything else about the card (brand, last four, expiry, name, ZIP) is read from
 * the processor, never from the browser.
 */
export type PaymentInfo = {
  Method: typeof PaymentMethod.CreditCard;
  CreditCard: { paymentProfileId: string };
};

export interface AddPaymentInfoInput {
  viewer: Viewer;
  quoteId: number;
  /** The revision the page holds (§8 WrongRevisionError otherwise). */
  Revision: number;
  PaymentInfo: PaymentInfo;
}

/** The §8 error types this call refuses with (each ' (MyMove)' on the wire, like reserve). */
export type PaymentInfoErrorType =
  | typeof QuoteErrorType.WrongRevisionError
  | typeof QuoteErrorType.PaymentError;

export type AddPaymentInfoOutput =
  /** Saved at Revision + 1 with the new method active; `payments` is the move's ledger and balances. */
  | { added: true; quote: Quote; payments: MovePayments }
  /** Nothing saved; `quote` is the stored one, so the page can reload it (§4 Dashboard). */
  | { added: false; error: PaymentInfoErrorType; message: string; quote: Quote };

export type AddPaymentInfoError = ReservationError | PaymentGatewayUnavailable;

/** The saved card as a §3 CreditCard entry (never its number or security code). */
export function creditCardOf(card: SavedCard, usage: string): CreditCard {
  return {
    expirationDate: card.ExpirationDate,
    name: card.NameOnCard,
    zip: card.BillingZip,
    lastFour: card.LastFour,
    type: card.Type,
    usage,
    paymentProfileId: card.PaymentProfileId,
  };
}

/** §3 CreditCard usage of a card added after booking (the booking's card has 'Reservation'). */
export const PAYMENT_INFO_USAGE = 'PaymentInfo';

type AddPaymentInfoDeps = ReservationStores & {
  gateway: PaymentGateway;
  ledger: PaymentLedger;
  rateCards: RateCardSource;
  clock: Clock;
};

/**
 * §7 POST /moves/{id}/payment-info {Revision, PaymentInfo} (issue 12 "A decline at Transit"): the owner
 * adds a new method to a booked move, after a decline or at any time (a cancelled move too, while its fee
 * is due). The card must be one the owner saved (§8 PaymentError otherwise) and the revision the stored one
 * (§8 WrongRevisionError); the quote is saved at Revision + 1 with the method added by the domain
 * (addPaymentMethod: the new one Active and first, the older ones Inactive), and the change history says
 * who added which card. Nothing is charged here: PaymentInfoRequired stays true until the move is paid, by
 * the next Transit charge or POST payments/pay, which charge the new card (a new card is a new attempt: the
 * charge keys include its token). Owner only: anyone else, staff included, gets ReservationNotFound (404);
 * staff cannot add a customer's card.
 */
export class AddPaymentInfo extends UseCase<AddPaymentInfoDeps> {
  execute(input: AddPaymentInfoInput): ResultAsync<AddPaymentInfoOutput, AddPaymentInfoError> {
    const { quotes, gateway, ledger, clock } = this.deps;
    return bookedQuote(this.deps, input.viewer, input.quoteId).andThen(({ userId }) => {
      return gateway.findCard(input.PaymentInfo.CreditCard.paymentProfileId, userId).andThen((card) => {
        const refuse = (error: PaymentInfoErrorType, current: Quote): QuoteChange<AddPaymentInfoOutput> => ({
          ok: false,
          error: { added: false, error, message: RESERVE_ERROR_MESSAGES[error], quote: current },
        });
        return quotes
          .update<AddPaymentInfoOutput>(
            input.quoteId,
            (current) => {
              const reservation = current.Details.Reservation;
              if (current.Revision !== input.Revision || reservation === null)
                return refuse(QuoteErrorType.WrongRevisionError, current);
              if (card === null) return refuse(QuoteErrorType.PaymentError, current);
              const PaymentMethods = addPaymentMethod(reservation.PaymentMethods ?? [], {
                Method: PaymentMethod.CreditCard,
                CreditCard: creditCardOf(card, PAYMENT_INFO_USAGE),
              });
              return {
                ok: true,
                quote: {
                  ...current,
                  Details: { ...current.Details, Reservation: { ...reservation, PaymentMethods } },
                },
                note: {
                  by: input.viewer?.email ?? '',
                  reason: `Payment method added: ${card.Type} ending ${card.LastFour}`,
                },
              };
            },
            clock.now(),
          )
          .andThen((change) => {
            if (!change.ok) return okAsync<AddPaymentInfoOutput, AddPaymentInfoError>(change.error);
            const saved = change.quote;
            const day = cancellationDay(this.deps);
            if (day.isErr()) return errAsync<AddPaymentInfoOutput, AddPaymentInfoError>(day.error);
            return ledger.entries(input.quoteId).map(
              (rows): AddPaymentInfoOutput => ({
                added: true,
                quote: saved,
                payments: movePayments(saved, rows, day.value),
              }),
            );
          });
      });
    });
  }
}
