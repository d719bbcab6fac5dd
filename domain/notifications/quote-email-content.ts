/**
 * §7 GET notifications/send-quote-email, issue 14: what the quote email says, rendered by the email
 * templates like every other message. Its words are ours (the specification shows none); the reference
 * number is shown digits only (§5) and every amount comes from the §9 total.
 */
import { formatMMDDYYYY } from '../calendar/formats';
import { formatUsd } from '../money/money';
import { PRODUCT } from '../quote/enums';
import { emailOptions } from '../quote/quote-email';
import { QUOTE_LINK_LIFETIME_DAYS } from '../quote/quote-link';
import { storedQuotePrice } from '../quote/stored-price';
import type { Quote } from '../quote/types';
import { digitsOnly } from '../validation/digits';
import { type ContentFact, type ContentMoneyRow, type MessageContent, priceRows } from './message-content';
import { CATEGORY_OF, MessageKind } from './message-kinds';

export const QUOTE_EMAIL_TEXT = {
  viewQuote: 'View your quote',
  underReview: 'Your quote is under review. We will email you as soon as it is priced.',
  yourChoice: '(your choice)',
} as const;

/** The selected option's §3 price lines as money rows (priceRows); none for a quote without prices. */
export function quotePriceRows(quote: Pick<Quote, 'Details'>): ContentMoneyRow[] {
  return priceRows(storedQuotePrice(quote));
}

/**
 * The quote email for a quote and the link to it (quote-link.ts `quoteEmailLink`): the lane and the move
 * date, each option's total with the customer's choice first and marked (or "under review" for a quote
 * without prices), the selected option's §3 price lines with the total, the link as the main action and
 * the reference number.
 */
export function quoteEmailContent(quote: Quote, link: string): MessageContent {
  const reference = digitsOnly(quote.QuoteId);
  const { Origin, Destination, MoveDate } = quote.Details;
  const lane = `${Origin.City}, ${Origin.State} to ${Destination.City}, ${Destination.State}`;
  const date = formatMMDDYYYY(MoveDate);
  const options = emailOptions(quote);
  const chosen = options.find((o) => o.selected) ?? null;
  const optionFacts = options.map(
    (o): ContentFact => ({
      label: o.selected ? `${o.label} ${QUOTE_EMAIL_TEXT.yourChoice}` : o.label,
      value: formatUsd(o.total),
    }),
  );
  const intro = `Here is your ${PRODUCT} quote for your move from ${lane} on ${date}.`;
  const lifetime = `This link is good for ${QUOTE_LINK_LIFETIME_DAYS} days and while your move date has not passed.`;
  return {
    kind: MessageKind.QuoteEmail,
    category: CATEGORY_OF.QuoteEmail,
    subject: `Your ${PRODUCT} quote ${reference}`,
    preheader:
      chosen === null
        ? `${lane} on ${date}: your quote is under review`
        : `${lane} on ${date}: your choice totals ${formatUsd(chosen.total)}`,
    heading: `Your ${PRODUCT} quote`,
    paragraphs: options.length > 0 ? [intro, lifetime] : [intro, QUOTE_EMAIL_TEXT.underReview, lifetime],
    facts: [{ label: 'Move', value: lane }, { label: 'Move date', value: date }, ...optionFacts],
    money: quotePriceRows(quote),
    actions: [{ label: QUOTE_EMAIL_TEXT.viewQuote, url: link }],
    sms: `${PRODUCT}: your quote ${reference} for ${lane} on ${date}: ${link}`,
    reference: `Reference number ${reference}`,
  };
}
