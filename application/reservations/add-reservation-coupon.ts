import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { mayEnterAgentCoupons } from '../../domain/accounts/page-settings';
import { CouponSource } from '../../domain/coupons/coupons';
import type { Cents } from '../../domain/money/money';
import { withCouponEntry } from '../../domain/quote/edit-quote';
import { couponEntry } from '../../domain/quote/quote-coupons';
import type { Coupon, Quote } from '../../domain/quote/types';
import { isCancelled } from '../../domain/reservation/cancellation';
import { bookedPrice } from '../../domain/reservation/reserved-quote';
import { validationFailed } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import { type PriceChangeSettler, settleMoveChange } from '../payments/price-change-settler';
import type { Clock } from '../ports/clock';
import type { QuoteChange } from '../ports/quote-repository';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

/** §6: agents enter coupons for customers (admins may too); their coupons are agent-entered (§4). */
const enterAsAgent = (viewer: Viewer) => viewer !== null && mayEnterAgentCoupons(viewer.role);

/** The quote with its coupons and, once booked, the reservation's coupons and recomputed total. */
function withCoupons(quote: Quote, coupons: Coupon[]): Quote {
  const next: Quote = { ...quote, Details: { ...quote.Details, Coupons: coupons } };
  const r = next.Details.Reservation;
  if (!next.Details.Reserved || r === null) return next;
  const price = bookedPrice(next);
  const total = price?.breakdown.total ?? r.TotalPrice;
  return {
    ...next,
    Details: {
      ...next.Details,
      Reservation: { ...r, Coupons: coupons, TotalPrice: total, InvoiceAmountDue: total },
    },
  };
}

/** Issue 12: a cancelled reservation's total is its cancellation fee; no coupon changes it. */
export const COUPON_ON_CANCELLED_MESSAGE = 'This reservation was cancelled, so no coupon can be added';

/**
 * §7 POST moves/coupons ({Coupon}, with the QuoteId it is for): a coupon on a reservation by the §4
 * rules: one user coupon at a time, agent coupons kept; the total is recomputed on the server. An agent's
 * coupon is agent-entered (§6); a customer may only enter their own. Answers the coupons (coupons.Coupons).
 * Issue 12: when the booked move's total changes after money was captured, SettlePriceChange charges the
 * difference or refunds it (a processor that cannot be reached answers StorageUnavailable: 503, try again).
 */
export class AddReservationCoupon extends UseCase<
  ReservationStores & { clock: Clock; settlePriceChange?: PriceChangeSettler }
> {
  execute(input: { viewer: Viewer; quoteId: number; code: string }): ResultAsync<Coupon[], ReservationError> {
    const source = enterAsAgent(input.viewer) ? CouponSource.AgentEntered : CouponSource.UserEntered;
    const entry = couponEntry(input.code, source);
    if (entry.isErr()) return errAsync(validationFailed([{ field: 'Coupon', message: entry.error.message }]));
    const { quotes, clock } = this.deps;
    const before = { total: null as Cents | null, owner: 0 };
    return ownedQuote(this.deps, input.viewer, input.quoteId, source === CouponSource.AgentEntered)
      .andThen(({ userId }) => {
        before.owner = userId;
        return quotes.update<ReservationError>(
          input.quoteId,
          (current): QuoteChange<ReservationError> => {
            if (isCancelled(current)) {
              return {
                ok: false,
                error: validationFailed([{ field: 'Coupon', message: COUPON_ON_CANCELLED_MESSAGE }]),
              };
            }
            before.total = current.Details.Reserved
              ? (current.Details.Reservation?.TotalPrice ?? null)
              : null;
            const changed = withCouponEntry(current, entry.value);
            if (changed.isErr()) {
              return {
                ok: false,
                error: validationFailed([{ field: 'Coupon', message: changed.error.message }]),
              };
            }
            return {
              ok: true,
              quote: withCoupons(current, changed.value.Details.Coupons ?? []),
              ...(source === CouponSource.AgentEntered && input.viewer
                ? { note: { by: input.viewer.email, reason: `Coupon ${input.code.trim().toUpperCase()}` } }
                : {}),
            };
          },
          clock.now(),
        );
      })
      .andThen((change) =>
        change.ok
          ? this.settle(input.viewer, change.quote, before)
          : errAsync<never, ReservationError>(change.error),
      )
      .map((quote) => quote.Details.Coupons ?? []);
  }

  /** Issue 12 "Price changes after payment": a booked move's new total settled against its ledger. */
  private settle(
    viewer: Viewer,
    quote: Quote,
    before: { total: Cents | null; owner: number },
  ): ResultAsync<Quote, ReservationError> {
    const { settlePriceChange } = this.deps;
    if (!settlePriceChange || before.total === null) return okAsync(quote);
    return settleMoveChange(settlePriceChange, viewer, {
      quote,
      owner: before.owner,
      oldTotal: before.total,
    }).map(() => quote);
  }
}
