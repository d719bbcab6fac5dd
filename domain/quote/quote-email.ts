import type { Cents } from '../money/money';
import { computeQuotePrice } from '../pricing/quote-price';
import { selectedOption } from './edit-quote';
import { EquipType, ExpeditedFlag } from './enums';
import { storedPriceInput } from './stored-price';
import type { PricingOption, Quote } from './types';

/*
 * §7 GET notifications/send-quote-email: the quote email's rules. What it says is
 * domain/notifications/quote-email-content.ts, rendered by the email templates (issue 14).
 */

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
