import { enumOf, type ValueOf } from '../shared/enum';
/**
 * §4 Quote state, derived from a loaded quote, and the §2 quote banner that shows it, with the
 * banner and loading-overlay texts of §1 and §2.
 */
import { QuoteState } from './enums';
import { BannerText } from './quote-texts';
import type { QuoteDetails } from './types';

/** The parts of a quote that decide its state (a full `Quote` fits). */
export interface QuoteStateInput {
  readonly IsValidQuote: boolean;
  readonly IsCompleted: boolean;
  readonly Details: Pick<QuoteDetails, 'Reserved' | 'QuoteCompleted'>;
}

/**
 * A quote is completed when either completion flag says so: the quote-level IsCompleted or the
 * Details-level QuoteCompleted (§3 lists both; they carry the same fact, and a payload may fill only one).
 */
export function isQuoteCompleted(quote: Pick<QuoteStateInput, 'IsCompleted' | 'Details'>): boolean {
  return quote.IsCompleted || quote.Details.QuoteCompleted;
}

/**
 * §4 Quote state, using the FIRST reading of the specification: no quote or not valid -> Unquoted;
 * valid and reserved -> Reserved; valid and completed -> Quoted; otherwise Manual.
 *
 * Why the first reading: it is the only one that can yield Manual ("under review"), the state the
 * §2 manual banner and the /manual-quote route need. The second reading ("valid and not reserved
 * gives Quoted") never yields Manual for a valid quote, which would leave the manual banner unreachable.
 */
export function deriveQuoteState(quote: QuoteStateInput | null): QuoteState {
  if (quote === null || !quote.IsValidQuote) return QuoteState.Unquoted;
  if (quote.Details.Reserved) return QuoteState.Reserved;
  if (isQuoteCompleted(quote)) return QuoteState.Quoted;
  return QuoteState.Manual;
}

/** §2 Quote banner states: no banner, or the quoted, manual or reserved banner. */
export const QuoteBannerState = enumOf('none', 'Quoted', 'Manual', 'Reserved');
export type QuoteBannerState = ValueOf<typeof QuoteBannerState>;

/** §2: "No banner while no quote is submitted"; otherwise the banner of the quote's state. */
export function bannerStateFor(state: QuoteState): QuoteBannerState {
  return state === QuoteState.Unquoted ? QuoteBannerState.none : state;
}

export { BannerText, OverlayText } from './quote-texts';

/** §2 reserved banner title: 'My {product} Move' when the quote is complete, else 'Move Under Review'. */
export function reservedBannerTitle(quote: Pick<QuoteStateInput, 'IsCompleted' | 'Details'>): string {
  return isQuoteCompleted(quote) ? BannerText.reservedTitleComplete : BannerText.reservedTitleIncomplete;
}

/**
 * §2 reserved banner button, 'Manage Move' or 'Dashboard'. When each shows is not shown; we pair
 * 'Manage Move' with a complete quote (the move can be managed) and 'Dashboard' with one under review.
 */
export function reservedBannerButton(quote: Pick<QuoteStateInput, 'IsCompleted' | 'Details'>): string {
  return isQuoteCompleted(quote) ? BannerText.reservedButtonManage : BannerText.reservedButtonDashboard;
}

/** §2 manual banner title: 'Your quote is ready' in the no-quote-response A/B test, else 'Quote under review'. */
export function manualBannerTitle(inNoQuoteResponseTest: boolean): string {
  return inNoQuoteResponseTest ? BannerText.manualTitleNoQuoteResponseTest : BannerText.manualTitle;
}

/**
 * §2 and §9: the 6 'Did you know?' facts of the retrieving overlay. The spec gives one (the average
 * move is 1,346 miles); the other five are ours, generic and free of invented figures.
 */
export const AVERAGE_MOVE_FACT = 'The average move is 1,346 miles.';
export const FUN_FACTS: readonly string[] = [
  AVERAGE_MOVE_FACT,
  'With a trailer, you pay for the linear feet of space your belongings use.',
  'A ReloCube can be delivered to your home or picked up at a service center.',
  "Nothing is charged until we're in transit with your loaded container.",
  'Loading heavy items first, against the front wall, helps keep your load balanced.',
  'Labeling boxes by room makes unloading at your new home faster.',
];

/**
 * One 'Did you know?' fact. The spec picks one at random; the domain takes the choice as an
 * integer (any integer, wrapped onto the list) so the caller owns the randomness.
 */
export function funFactAt(index: number): string {
  const size = FUN_FACTS.length;
  const wrapped = ((Math.trunc(index) % size) + size) % size;
  return FUN_FACTS[Number.isFinite(wrapped) ? wrapped : 0] ?? AVERAGE_MOVE_FACT;
}
