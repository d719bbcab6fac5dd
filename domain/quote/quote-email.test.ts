import { describe, expect, it } from 'vitest';
import { aQuote } from '../../tests/fixtures/quotes';
import { cents, formatUsd } from '../money/money';
import {
  emailOptions,
  emailPriceLines,
  escapeHtml,
  optionTotal,
  quoteEmail,
  quoteEmailAddress,
} from './quote-email';
import { storedQuotePrice } from './stored-price';
import type { Quote } from './types';

const stored = (details: Partial<Quote['Details']> = {}): Quote => ({
  ...aQuote({}, details),
  QuoteId: 1000042,
  Revision: 1,
});

describe('the quote email (§7 GET notifications/send-quote-email)', () => {
  it('goes to EmailAddress, else ContactEmailAddress (§3)', () => {
    expect(quoteEmailAddress(stored())).toBe('Dana.Whitfield@Example.com');
    expect(quoteEmailAddress(stored({ EmailAddress: ' ' }))).toBe('dana.whitfield@example.com');
    expect(quoteEmailAddress(stored({ EmailAddress: '', ContactEmailAddress: '' }))).toBe('');
  });

  it('totals an option as its price plus liability and added storage (§9)', () => {
    const quote = stored();
    const [trailer, cube] = quote.Details.PricingOptions;
    if (!trailer || !cube) throw new Error('fixture options');
    // Liability '1' is the $75 tier; ReloCube storage is added but its first 3 days are free.
    expect(optionTotal(quote, trailer)).toBe(cents(325_000 + 7_500));
    expect(optionTotal(quote, cube)).toBe(cents(284_999 + 7_500));
    const charged = stored({ Accessorials: { ...quote.Details.Accessorials, StorageNoChargeDays: 0 } });
    expect(optionTotal(charged, cube)).toBe(cents(284_999 + 7_500 + 3 * 14_900));
  });

  it('takes the coupons on the quote off each option, as the quote view shows them (§4 coupons)', () => {
    const coupon = {
      Code: 'USA100',
      Amount: cents(10_000),
      FreeStorageDays: 0,
      Description: 'USA100: $100 off',
    };
    const quote = stored({ Coupons: [coupon] });
    const [trailer] = quote.Details.PricingOptions;
    if (!trailer) throw new Error('fixture options');
    expect(optionTotal(quote, trailer)).toBe(cents(325_000 + 7_500 - 10_000));
  });

  it('lists the selected option first', () => {
    const rows = emailOptions(stored());
    expect(rows.map((r) => [r.value, r.selected])).toEqual([
      ['trailer-20', true],
      ['relocube-3', false],
    ]);
  });

  it('carries the link, the totals and the reference number digits only (§5), in text and HTML', () => {
    const link = 'https://relomove.example/moving-quotes/quoteview?qId=tok&ts=1';
    const email = quoteEmail(stored(), link);
    expect(email.to).toBe('Dana.Whitfield@Example.com');
    expect(email.subject).toBe('Your Relomove quote 1000042');
    expect(email.text).toContain('from Chicago, IL to Denver, CO on 06/15/2026');
    expect(email.text).toContain('$3,325.00');
    expect(email.text).toContain('$2,924.99');
    expect(email.text).toContain(`View your quote: ${link}`);
    expect(email.text).toContain('Reference number: 1000042');
    expect(email.html).toContain('href="https://relomove.example/moving-quotes/quoteview?qId=tok&amp;ts=1"');
    expect(email.html).toContain('$3,325.00');
  });

  it('says a quote without prices is under review', () => {
    const email = quoteEmail(stored({ PricingOptions: [] }), 'https://x.example/q');
    expect(email.text).toContain('under review');
    expect(email.html).not.toContain('<table>');
  });

  it('escapes text placed in HTML', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
  });
});

describe('the quote email explains every dollar (§3 price lines, issue 10)', () => {
  it('§3 lists the selected option’s price lines in groups, with the same total as the quote view', () => {
    const quote = stored();
    const email = quoteEmail(quote, 'https://x.example/q');
    const price = storedQuotePrice(quote);
    if (!price) throw new Error('fixture prices');
    for (const line of price.lines) expect(email.text).toContain(line.label);
    expect(email.text).toContain('What your price includes:');
    expect(email.text).toContain('  $1 per pound (+$75): $75.00');
    expect(email.text).toContain(`Total: ${formatUsd(price.breakdown.total)}`);
    expect(emailPriceLines(quote).at(-1)).toBe(`Total: ${formatUsd(price.breakdown.total)}`);
    expect(email.html).toContain('What your price includes');
    expect(emailPriceLines(stored({ PricingOptions: [] }))).toEqual([]);
  });
});
