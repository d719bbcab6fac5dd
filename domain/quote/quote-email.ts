import { formatMMDDYYYY } from '../calendar/formats';
import { type Cents, formatUsd } from '../money/money';
import { groupedLines, type PriceLine } from '../pricing/price-lines';
import { computeQuotePrice } from '../pricing/quote-price';
import { digitsOnly } from '../validation/digits';
import { selectedOption } from './edit-quote';
import { EquipType, ExpeditedFlag, PRODUCT } from './enums';
import { QUOTE_LINK_LIFETIME_DAYS } from './quote-link';
import { storedPriceInput, storedQuotePrice } from './stored-price';
import type { PricingOption, Quote } from './types';

/**
 * §7 GET notifications/send-quote-email: the quote email. Its words are ours (the specification shows
 * none); the reference number is shown digits only (§5) and every amount comes from the §9 total.
 */
export interface QuoteEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * How often one quote may be emailed (ours; the specification shows no limit): at most 5 emails in any
 * hour, so 'Send quote' cannot be used to flood a customer's inbox.
 */
export const QUOTE_EMAIL_LIMIT = { emails: 5, windowMs: 60 * 60 * 1000 } as const;
export const QUOTE_EMAIL_LIMIT_MESSAGE = `This quote has been emailed ${QUOTE_EMAIL_LIMIT.emails} times in the last hour. Please check your inbox, or try again later.`;

/** The address a quote email goes to: Details.EmailAddress, else ContactEmailAddress; '' when neither. */
export function quoteEmailAddress(quote: Pick<Quote, 'Details'>): string {
  return quote.Details.EmailAddress.trim() || quote.Details.ContactEmailAddress.trim();
}

/** One priced choice of the quote, as the email lists it. */
export interface EmailOption {
  value: string;
  label: string;
  total: Cents;
  selected: boolean;
}

const DELIVERY_LABEL = { Door: 'door', Terminal: 'terminal' } as const;

/**
 * §9 total of one option as the quote stands: the option's price plus liability coverage, broker and
 * customs fees, destination storage when added for that equipment, and the coupons on the quote
 * (stored-price.ts, the same input as the quote's own price). No reservation extras.
 */
export function optionTotal(quote: Pick<Quote, 'Details'>, option: PricingOption): Cents {
  return computeQuotePrice(storedPriceInput(quote, option)).total;
}

/** The parent options (one per equipment and delivery combination), with their totals, selected first. */
export function emailOptions(quote: Pick<Quote, 'Details'>): EmailOption[] {
  const chosen = selectedOption(quote.Details.PricingOptions)?.value;
  const rows = quote.Details.PricingOptions.filter((o) => o.ExpeditedFlag === ExpeditedFlag.Parent).map(
    (o): EmailOption => {
      const quantity = o.EquipType === EquipType.Trailer ? `${o.LinearFeet} ft` : `${o.EquipQuantity} x`;
      return {
        value: o.value,
        label: `${o.EquipDescription} (${quantity}), ${DELIVERY_LABEL[o.OriginDelivery]} to ${DELIVERY_LABEL[o.DestinationDelivery]}`,
        total: optionTotal(quote, o),
        selected: o.value === chosen,
      };
    },
  );
  return [...rows.filter((r) => r.selected), ...rows.filter((r) => !r.selected)];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The amount column of a price line in the email: '-' for a Description line (text only). */
const lineAmount = (line: PriceLine) => (line.amount === null ? '' : formatUsd(line.amount));

/**
 * §3 The selected option's price lines as text, in the groups the quote view shows ('What your price
 * includes', 'Your choices', 'Discounts', 'Good to know'), then the total.
 */
export function emailPriceLines(quote: Pick<Quote, 'Details'>): string[] {
  const price = storedQuotePrice(quote);
  if (!price) return [];
  const out: string[] = ['Your price, line by line:'];
  for (const { group, lines } of groupedLines(price.lines)) {
    out.push(`${group}:`);
    for (const line of lines) {
      const amount = lineAmount(line);
      out.push(amount === '' ? `  ${line.label}` : `  ${line.label}: ${amount}`);
    }
  }
  out.push(`Total: ${formatUsd(price.breakdown.total)}`);
  return out;
}

/** The same lines as an HTML table (labels escaped). */
function emailPriceTable(quote: Pick<Quote, 'Details'>): string {
  const price = storedQuotePrice(quote);
  if (!price) return '';
  const rows = groupedLines(price.lines)
    .map(
      ({ group, lines }) =>
        `<tr><th colspan="2" style="text-align:left">${escapeHtml(group)}</th></tr>` +
        lines
          .map(
            (line) =>
              `<tr><td>${escapeHtml(line.label)}</td><td style="text-align:right">${escapeHtml(lineAmount(line))}</td></tr>`,
          )
          .join(''),
    )
    .join('');
  const total = `<tr><th style="text-align:left">Total</th><th style="text-align:right">${escapeHtml(formatUsd(price.breakdown.total))}</th></tr>`;
  return `<table>${rows}${total}</table>`;
}

/**
 * The quote email for a quote and the link to it (see quote-link.ts `quoteEmailLink`): the lane, the
 * move date, each option's total (or "under review" for a quote without prices), the selected option's
 * §3 price lines, the link and the reference number, as plain text and as HTML.
 */
export function quoteEmail(quote: Quote, link: string): QuoteEmail {
  const reference = digitsOnly(quote.QuoteId);
  const { Origin, Destination, MoveDate } = quote.Details;
  const lane = `${Origin.City}, ${Origin.State} to ${Destination.City}, ${Destination.State}`;
  const date = formatMMDDYYYY(MoveDate);
  const options = emailOptions(quote);
  const subject = `Your ${PRODUCT} quote ${reference}`;
  const intro = `Here is your ${PRODUCT} quote for your move from ${lane} on ${date}.`;
  const priced = options.map((o) => `${o.selected ? '* ' : '- '}${o.label}: ${formatUsd(o.total)}`);
  const review = 'Your quote is under review. We will email you as soon as it is priced.';
  const lines = emailPriceLines(quote);
  const text = [
    intro,
    '',
    ...(options.length > 0 ? ['Your options (* = your choice):', ...priced] : [review]),
    ...(lines.length > 0 ? ['', ...lines] : []),
    '',
    `View your quote: ${link}`,
    `Reference number: ${reference}`,
    '',
    `This link is good for ${QUOTE_LINK_LIFETIME_DAYS} days and while your move date has not passed.`,
  ].join('\n');
  const rows = options
    .map(
      (o) =>
        `<tr><td>${o.selected ? '<strong>' : ''}${escapeHtml(o.label)}${o.selected ? '</strong>' : ''}</td>` +
        `<td style="text-align:right">${escapeHtml(formatUsd(o.total))}</td></tr>`,
    )
    .join('');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    options.length > 0 ? `<table>${rows}</table>` : `<p>${escapeHtml(review)}</p>`,
    ...(lines.length > 0 ? [`<h2>Your price, line by line</h2>`, emailPriceTable(quote)] : []),
    `<p><a href="${escapeHtml(link)}">View your quote</a></p>`,
    `<p>Reference number: ${escapeHtml(reference)}</p>`,
  ].join('\n');
  return { to: quoteEmailAddress(quote), subject, text, html };
}
