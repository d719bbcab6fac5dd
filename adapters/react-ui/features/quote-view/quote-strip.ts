/**
 * The price-by-date strip of the quote view (issue 4 "Dates": "a price-by-date strip for nearby move
 * dates"): each nearby date's total for the customer's draft, priced by the domain from the server's
 * re-rated option prices (GET quotes/{id}/prices-by-date), so a date's total is what saving it gives.
 */
import { formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import { priceStripMarks, SAME_PRICE_NEARBY_MESSAGE } from '../../../../domain/quote/prices-by-date';
import type { ExpediteOption, Quote } from '../../../../domain/quote/types';
import type { PriceStrip } from '../../../http/client/relomove-api';
import type { QuoteDraft } from './quote-draft';
import { quoteOnDate, quotePrice } from './quote-pricing';

export interface StripDay {
  date: IsoDate;
  /** The draft's §9 total if the move is on this date. */
  total: Cents;
  available: boolean;
  /** Why the date cannot be chosen, or null. */
  reason: string | null;
  /** Issue 10: its total is really lower than another available date's, and the lowest (domain rule). */
  cheapest: boolean;
  /** The quote's saved move date. */
  saved: boolean;
  /** The draft's move date. */
  chosen: boolean;
  /** The full date, price and marks, for assistive technology. */
  label: string;
}

/** The strip's answer when it is for this quote's revision and the draft's option, else null. */
export function stripFor(quote: Quote, draft: QuoteDraft, strip: PriceStrip | null | undefined) {
  return strip && strip.Revision === quote.Revision && strip.option === draft.optionValue ? strip : null;
}

/**
 * The quote as the draft's move date prices it: the strip's price for that date when the strip has it,
 * else the saved prices (a date outside the strip is priced by the server on save).
 */
export function pricedQuote(quote: Quote, draft: QuoteDraft, strip: PriceStrip | null): Quote {
  if (!strip || draft.moveDate === quote.Details.MoveDate) return quote;
  const day = strip.prices.find((p) => p.MoveDate === draft.moveDate);
  return day ? quoteOnDate(quote, draft.optionValue, day) : quote;
}

/** 'Tuesday, Dec 8, 2026'. */
function fullDate(date: IsoDate): string {
  return `${formatWeekdayMonDay(date)}, ${date.slice(0, 4)}`;
}

/** The strip's days, earliest first, each with the draft's total on that date. */
export function stripDays(
  quote: Quote,
  draft: QuoteDraft,
  strip: PriceStrip | null,
  expediteOptions?: readonly ExpediteOption[],
): StripDay[] {
  if (!strip) return [];
  const priced = strip.prices.flatMap((p) => {
    const total = quotePrice(
      quoteOnDate(quote, draft.optionValue, p),
      { ...draft, moveDate: p.MoveDate },
      expediteOptions,
    )?.breakdown.total;
    return total === undefined ? [] : [{ ...p, total }];
  });
  const cheapest = new Set(priceStripMarks(marksInput(priced)).lowest);
  return priced.map((p) => {
    const saved = p.MoveDate === quote.Details.MoveDate;
    const isCheapest = cheapest.has(p.MoveDate);
    const marks = [
      isCheapest ? 'lowest price' : '',
      saved ? 'your current move date' : '',
      p.Available ? '' : `unavailable: ${p.Reason ?? ''}`,
    ].filter((m) => m !== '');
    return {
      date: p.MoveDate,
      total: p.total,
      available: p.Available,
      reason: p.Reason,
      cheapest: isCheapest,
      saved,
      chosen: p.MoveDate === draft.moveDate,
      label: `${fullDate(p.MoveDate)}: ${formatUsd(p.total)}${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`,
    };
  });
}

function marksInput(days: readonly { MoveDate: IsoDate; total: Cents; Available: boolean }[]) {
  return days.map((p) => ({ MoveDate: p.MoveDate, price: p.total, available: p.Available }));
}

/**
 * Issue 10: the strip's one note when every nearby available date has the same total (the domain's rule
 * and words), instead of marking every card 'Lowest'; null otherwise.
 */
export function stripSamePriceNote(days: readonly StripDay[]): string | null {
  const marks = priceStripMarks(
    days.map((d) => ({ MoveDate: d.date, price: d.total, available: d.available })),
  );
  return marks.samePrice ? SAME_PRICE_NEARBY_MESSAGE : null;
}
