import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import { CouponSource } from '../../domain/coupons/coupons';
import { cents } from '../../domain/money/money';
import { LIABILITY_SELECTED_VALUES, liabilityAccessorials } from '../../domain/pricing/liability';
import {
  LINE_TYPES,
  LineType,
  linesTotal,
  type PriceLine,
  type PriceLineFacts,
  priceLines,
} from '../../domain/pricing/price-lines';
import { computeQuotePrice } from '../../domain/pricing/quote-price';
import { recountCubes, resizeOptions, selectOption } from '../../domain/quote/edit-quote';
import { DELIVERY_TYPES, EQUIP_TYPES } from '../../domain/quote/enums';
import { storedOptionPrice } from '../../domain/quote/stored-price';
import type { Coupon, Quote } from '../../domain/quote/types';
import { expediteOptionsFor } from '../../domain/rating/rate-options';
import { anOpenQuote } from '../fixtures/open-quote';
import { money, priceInput } from '../fixtures/pricing-arbitraries';
import { aRateCard } from '../fixtures/rate-card';

const date = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => isoDate(d.toISOString().slice(0, 10)));

const facts: fc.Arbitrary<PriceLineFacts> = fc.record({
  equip: fc.constantFrom(...EQUIP_TYPES),
  quantity: fc.integer({ min: 1, max: 6 }),
  linearFeet: fc.integer({ min: 5, max: 28 }),
  miles: fc.integer({ min: 50, max: 4000 }),
  originDelivery: fc.constantFrom(...DELIVERY_TYPES),
  destinationDelivery: fc.constantFrom(...DELIVERY_TYPES),
  liveLoad: fc.boolean(),
  guaranteedDays: fc.option(fc.integer({ min: 1, max: 9 })),
  delivery: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('guaranteed' as const), by: date }),
      fc.record({
        kind: fc.constant('estimated' as const),
        window: fc.record({ DeliveryDate: date, DeliveryDateMax: date }),
      }),
    ),
  ),
  notes: fc.array(fc.string({ maxLength: 30 }), { maxLength: 2 }),
});

/** The §3 shape every line list keeps. */
function expectWellFormed(lines: readonly PriceLine[], total: number): void {
  expect(linesTotal(lines)).toBe(total);
  expect(total).toBeGreaterThanOrEqual(0);
  expect(lines.filter((l) => l.type === LineType.BasePrice)).toHaveLength(1);
  for (const line of lines) {
    expect(LINE_TYPES).toContain(line.type);
    if (line.type === LineType.Description) expect(line.amount).toBeNull();
    else expect(Number.isSafeInteger(line.amount)).toBe(true);
    if (line.type === LineType.IncludedCharge) expect(line.amount).toBe(0);
    if (line.type === LineType.Discount) expect(line.amount).toBeLessThanOrEqual(0);
  }
}

test.prop([priceInput, facts])(
  '§3 the price lines of any §9 price add up to its total, to the cent; the total is never negative; only Description lines have no amount',
  (input, lineFacts) => {
    const breakdown = computeQuotePrice(input);
    expectWellFormed(priceLines(breakdown, lineFacts), breakdown.total);
  },
);

const card = aRateCard();

const agentCoupon: fc.Arbitrary<Coupon> = fc.record({
  Code: fc.constantFrom('AGENT1', 'AGENT2'),
  Amount: money(0, 1_000_000),
  FreeStorageDays: fc.integer({ min: 0, max: 60 }),
  Description: fc.constantFrom('Agent courtesy', 'Price match'),
  Source: fc.constant(CouponSource.AgentEntered),
});

const userCoupon: fc.Arbitrary<Coupon> = fc.constantFrom(
  {
    Code: 'USA100',
    Amount: cents(10000),
    FreeStorageDays: 0,
    Description: 'USA100: $100 off',
    Source: CouponSource.UserEntered,
  },
  {
    Code: 'DITY10',
    Amount: cents(0),
    FreeStorageDays: 0,
    Description: 'DITY10',
    Source: CouponSource.UserEntered,
  },
);

/** Stored quotes as customers and agents leave them: any size of each equipment, any choice, fee and coupon. */
const storedQuote: fc.Arbitrary<Quote> = fc
  .record({
    feet: fc.integer({ min: card.trailer.minimumFeet, max: card.trailer.maximumFeet }),
    cubes: fc.integer({ min: 1, max: card.relocube.maximumCubes }),
    selection: fc.nat(),
    liability: fc.constantFrom(...LIABILITY_SELECTED_VALUES),
    storage: fc.boolean(),
    noChargeDays: fc.constantFrom(0, 0, 30),
    brokerFee: fc.option(money(0, 50_000)),
    customsFee: fc.option(money(0, 50_000)),
    coupons: fc.array(fc.oneof(agentCoupon, userCoupon), { maxLength: 3 }),
    liveLoad: fc.boolean(),
  })
  .map((r) => {
    const quote = anOpenQuote(card);
    let options = recountCubes(resizeOptions(quote.Details.PricingOptions, r.feet), r.cubes);
    const chosen = options[r.selection % options.length];
    if (chosen) options = selectOption(options, chosen.value);
    const expedited = chosen ? expediteOptionsFor(card, chosen, quote.Details.PickupDate, []) : [];
    return {
      ...quote,
      Details: {
        ...quote.Details,
        PricingOptions: options,
        ExpeditedOptions: expedited,
        Origin: { ...quote.Details.Origin, LiveLoad: r.liveLoad },
        Accessorials: {
          ...quote.Details.Accessorials,
          ...liabilityAccessorials(r.liability),
          AddTrailerStorage: r.storage,
          AddReloCubeStorage: r.storage,
          StorageNoChargeDays: r.noChargeDays,
          BrokerFee: r.brokerFee,
          CustomsFee: r.customsFee,
        },
        Coupons: r.coupons,
      },
    };
  });

test.prop([storedQuote])(
  '§3 every option of a stored quote (what the view, the email, the CLI and the wire show) has lines that add up to its total',
  (quote) => {
    for (const option of quote.Details.PricingOptions) {
      const price = storedOptionPrice(quote, option);
      expectWellFormed(price.lines, price.breakdown.total);
    }
  },
);
