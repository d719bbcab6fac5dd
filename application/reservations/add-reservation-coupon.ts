import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { Role } from '../../domain/accounts/enums';
import { CouponSource } from '../../domain/coupons/coupons';
import { withCouponEntry } from '../../domain/quote/edit-quote';
import { couponEntry } from '../../domain/quote/quote-coupons';
import type { Coupon, Quote } from '../../domain/quote/types';
import { bookedPrice } from '../../domain/reservation/reserved-quote';
import { validationFailed } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { QuoteChange } from '../ports/quote-repository';
import { ownedQuote, type ReservationStores } from './reservation-access';
import type { ReservationError } from './reservation-errors';

/** §6: agents enter coupons for customers (admins may too); their coupons are agent-entered (§4). */
const enterAsAgent = (viewer: Viewer) =>
  viewer !== null && (viewer.role === Role.agent || viewer.role === Role.admin);

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

/**
 * §7 POST moves/coupons ({Coupon}, with the QuoteId it is for): a coupon on a reservation by the §4
 * rules: one user coupon at a time, agent coupons kept; the total is recomputed on the server. An agent's
 * coupon is agent-entered (§6); a customer may only enter their own. Answers the coupons (coupons.Coupons).
 */
export class AddReservationCoupon {
  private readonly deps: ReservationStores & { clock: Clock };

  constructor(deps: ReservationStores & { clock: Clock }) {
    this.deps = deps;
  }

  execute(input: { viewer: Viewer; quoteId: number; code: string }): ResultAsync<Coupon[], ReservationError> {
    const source = enterAsAgent(input.viewer) ? CouponSource.AgentEntered : CouponSource.UserEntered;
    const entry = couponEntry(input.code, source);
    if (entry.isErr()) return errAsync(validationFailed([{ field: 'Coupon', message: entry.error.message }]));
    const { quotes, clock } = this.deps;
    return ownedQuote(this.deps, input.viewer, input.quoteId, source === CouponSource.AgentEntered)
      .andThen(() =>
        quotes.update<ReservationError>(
          input.quoteId,
          (current): QuoteChange<ReservationError> => {
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
        ),
      )
      .andThen((change) =>
        change.ok
          ? okAsync(change.quote.Details.Coupons ?? [])
          : errAsync<never, ReservationError>(change.error),
      );
  }
}
