import { describe, expect, it } from 'vitest';
import { aQuote } from '../../tests/fixtures/quotes';
import { cents } from '../money/money';
import { emailOptions, escapeHtml, optionTotal, quoteEmailAddress } from './quote-email';
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

  it('escapes text placed in HTML', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
  });
});
