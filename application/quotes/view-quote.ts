import { okAsync, type ResultAsync } from 'neverthrow';
import { balanceDue } from '../../domain/payment/ledger';
import type { Quote } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { PaymentLedger } from '../ports/payment-ledger';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import { UseCase } from '../use-case';
import { findQuoteFor, type QuoteAccessError } from './quote-access';

/**
 * GET quotes/view/{id} (§7): the quote, if the viewer may see it. A booked move's InvoiceAmountDue is the
 * ledger's (TotalPrice less net captures, as GET moves/{id} has it), so the banner that reads this answer
 * knows once the move is charged (issue 27); without a ledger (the CLI's seed) it is the figure stored.
 */
export class ViewQuote extends UseCase<{
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  ledger?: PaymentLedger;
}> {
  execute(input: { reference: string; viewer: Viewer }): ResultAsync<Quote, QuoteAccessError> {
    return findQuoteFor(this.deps, input.reference, input.viewer).andThen((quote) => {
      const reservation = quote.Details.Reservation;
      const { ledger } = this.deps;
      if (!ledger || !quote.Details.Reserved || !reservation) return okAsync<Quote, QuoteAccessError>(quote);
      return ledger.entries(quote.QuoteId).map(
        (rows): Quote => ({
          ...quote,
          Details: {
            ...quote.Details,
            Reservation: { ...reservation, InvoiceAmountDue: balanceDue(reservation.TotalPrice, rows) },
          },
        }),
      );
    });
  }
}
