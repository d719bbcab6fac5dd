import { describe, expect, it } from 'vitest';
import { aQuote } from '../../tests/fixtures/quotes';
import { formatUsd } from '../money/money';
import { storedQuotePrice } from '../quote/stored-price';
import type { Quote } from '../quote/types';
import { QUOTE_EMAIL_TEXT, quoteEmailContent, quotePriceRows } from './quote-email-content';

const stored = (details: Partial<Quote['Details']> = {}): Quote => ({
  ...aQuote({}, details),
  QuoteId: 1000042,
  Revision: 1,
});
const link = 'https://relomove.example/moving-quotes/quoteview?qId=tok&ts=1';

describe('the quote email’s content (§7 GET notifications/send-quote-email, issue 14 templates)', () => {
  it('is a booking message with the reference number digits only (§5) in the subject and the footer', () => {
    const content = quoteEmailContent(stored(), link);
    expect(content.kind).toBe('QuoteEmail');
    expect(content.category).toBe('booking');
    expect(content.subject).toBe('Your Relomove quote 1000042');
    expect(content.reference).toBe('Reference number 1000042');
  });

  it('states the lane and the move date (MM/DD/YYYY) as facts and in the first paragraph', () => {
    const content = quoteEmailContent(stored(), link);
    expect(content.facts.slice(0, 2)).toEqual([
      { label: 'Move', value: 'Chicago, IL to Denver, CO' },
      { label: 'Move date', value: '06/15/2026' },
    ]);
    expect(content.paragraphs[0]).toContain('from Chicago, IL to Denver, CO on 06/15/2026');
  });

  it('lists each option’s §9 total, the customer’s choice first and marked', () => {
    const options = quoteEmailContent(stored(), link).facts.slice(2);
    expect(options.map((f) => f.value)).toEqual(['$3,325.00', '$2,924.99']);
    expect(options[0]?.label.endsWith(QUOTE_EMAIL_TEXT.yourChoice)).toBe(true);
    expect(options[1]?.label).not.toContain(QUOTE_EMAIL_TEXT.yourChoice);
  });

  it('§3 shows the selected option’s price lines in their groups, then the same total as the quote view, in bold', () => {
    const quote = stored();
    const price = storedQuotePrice(quote);
    if (!price) throw new Error('fixture prices');
    const { money } = quoteEmailContent(quote, link);
    for (const line of price.lines) expect(money.map((m) => m.label)).toContain(line.label);
    expect(money).toContainEqual({ label: 'What your price includes', amount: '', strong: true });
    expect(money).toContainEqual({ label: '$1 per pound (+$75)', amount: '$75.00' });
    expect(money.at(-1)).toEqual({ label: 'Total', amount: formatUsd(price.breakdown.total), strong: true });
    expect(quotePriceRows(stored({ PricingOptions: [] }))).toEqual([]);
  });

  it('the link is the main action, and the text message carries it too', () => {
    const content = quoteEmailContent(stored(), link);
    expect(content.actions).toEqual([{ label: 'View your quote', url: link }]);
    expect(content.sms).toContain(link);
    expect(content.paragraphs).toContain(
      'This link is good for 30 days and while your move date has not passed.',
    );
  });

  it('says a quote without prices is under review, with no option or price rows', () => {
    const content = quoteEmailContent(stored({ PricingOptions: [] }), link);
    expect(content.paragraphs).toContain(QUOTE_EMAIL_TEXT.underReview);
    expect(content.facts).toHaveLength(2);
    expect(content.money).toEqual([]);
    expect(content.preheader).toContain('under review');
  });
});
