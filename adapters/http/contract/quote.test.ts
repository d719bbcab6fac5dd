import { describe, expect, it } from 'vitest';
import { cents } from '../../../domain/money/money';
import type { Quote } from '../../../domain/quote/types';
import { aQuote } from '../../../tests/fixtures/quotes';
import { fromWireQuote, toWireQuote, WireQuote } from './quote';

const stored = (over: Partial<Quote> = {}): Quote => ({
  ...aQuote(),
  QuoteId: 1000001,
  Revision: 3,
  ...over,
});

describe('the §3 Quote on the wire (§7)', () => {
  it('writes money as dollars and reads it back to the same cents', () => {
    const quote = stored();
    const wire = toWireQuote(quote);
    expect(WireQuote.parse(wire)).toEqual(wire);
    expect(fromWireQuote(wire)).toEqual(quote);
    const option = quote.Details.PricingOptions[0];
    expect(wire.Details.PricingOptions[0]?.Price).toBe((option?.Price ?? 0) / 100);
  });

  it('keeps odd cents exact through JSON', () => {
    const quote = stored();
    const odd = { ...quote.Details.Accessorials, BrokerFee: cents(4501), CustomsFee: cents(1) };
    const withFees = { ...quote, Details: { ...quote.Details, Accessorials: odd } };
    const json = JSON.parse(JSON.stringify(toWireQuote(withFees)));
    expect(json.Details.Accessorials.BrokerFee).toBe(45.01);
    expect(fromWireQuote(WireQuote.parse(json)).Details.Accessorials).toEqual(odd);
  });

  it('refuses a wire price with more than two decimals', () => {
    const wire = toWireQuote(stored());
    const bad = {
      ...wire,
      Details: { ...wire.Details, Accessorials: { ...wire.Details.Accessorials, BrokerFee: 1.005 } },
    };
    expect(WireQuote.safeParse(bad).success).toBe(false);
  });
});
