/**
 * Issue 11 "Entry and account": which quotes can start a reservation, and, for the others, why not and
 * where to go instead (§4 loaded-quote redirects; /dashboard for a reserved quote).
 */
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import { selectedOption } from '../quote/edit-quote';
import { QuoteState, QuoteStatus } from '../quote/enums';
import { deriveQuoteState } from '../quote/quote-state';
import { Route, type StaticRoute } from '../quote/routes';
import type { Quote } from '../quote/types';
import { enumOf, type ValueOf } from '../shared/enum';

/** Why a quote cannot be reserved (ours; the specification names the states, not the refusals). */
export const ReservationBlock = enumOf('Manual', 'Expired', 'Reserved', 'Unquoted');
export type ReservationBlock = ValueOf<typeof ReservationBlock>;

export interface ReservationBlockInfo {
  readonly reason: ReservationBlock;
  /** What the customer reads. */
  readonly message: string;
  /** The way forward: a §2 route. */
  readonly route: StaticRoute;
  /** The words of the link to `route`. */
  readonly action: string;
}

export const RESERVATION_BLOCKS: Readonly<Record<ReservationBlock, ReservationBlockInfo>> = {
  Manual: {
    reason: ReservationBlock.Manual,
    message: 'This quote is under review, so it cannot be reserved online yet. We will send you its price.',
    route: Route.manualQuote,
    action: 'See your quote under review',
  },
  Expired: {
    reason: ReservationBlock.Expired,
    message: "This quote's move date has passed, so it cannot be reserved. Get a new quote for your dates.",
    route: Route.movingQuote,
    action: 'Get a quote for new dates',
  },
  Reserved: {
    reason: ReservationBlock.Reserved,
    message: 'This move is already reserved. Manage it on your dashboard.',
    route: Route.dashboard,
    action: 'Go to your dashboard',
  },
  Unquoted: {
    reason: ReservationBlock.Unquoted,
    message: 'This quote has no price to reserve. Get a new quote.',
    route: Route.movingQuote,
    action: 'Start a new quote',
  },
};

/**
 * §4 Quote state decides: only a Quoted quote (valid, completed, not reserved), still Open, whose move
 * date is today or later can start a reservation. Null when it can; otherwise the block.
 */
export function reservationBlock(
  quote: Pick<Quote, 'IsValidQuote' | 'IsCompleted' | 'Details' | 'QuoteStatus' | 'IsDeleted'>,
  today: IsoDate,
): ReservationBlockInfo | null {
  const state = deriveQuoteState(quote);
  if (state === QuoteState.Reserved) return RESERVATION_BLOCKS.Reserved;
  if (state === QuoteState.Unquoted || quote.IsDeleted) return RESERVATION_BLOCKS.Unquoted;
  if (state === QuoteState.Quoted && !selectedOption(quote.Details.PricingOptions)) {
    return RESERVATION_BLOCKS.Unquoted;
  }
  if (state === QuoteState.Manual || quote.QuoteStatus !== QuoteStatus.Open) return RESERVATION_BLOCKS.Manual;
  if (compareIsoDates(quote.Details.MoveDate, today) < 0) return RESERVATION_BLOCKS.Expired;
  return null;
}

/** Ours: the reservation steps live under /reservation/{QuoteId}/{step path} (docs/decisions.md). */
export const RESERVATION_ROUTE_PREFIX = '/reservation';

export function reservationPath(quoteId: number, stepPath: string): string {
  return `${RESERVATION_ROUTE_PREFIX}/${quoteId}/${stepPath}`;
}
