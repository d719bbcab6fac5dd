import { describe, expect, it } from 'vitest';
import { anOpenQuote } from '../../tests/fixtures/open-quote';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { liabilityFee, liabilityFromApiValue } from '../pricing/liability';
import { LineType } from '../pricing/price-lines';
import type { RateCard } from '../rating/rate-card';
import { selectedOption } from './edit-quote';
import { EquipType } from './enums';
import {
  RECOMPUTE_CHANGE_TEXT,
  RecomputeChange,
  type RecomputeRequest,
  recomputeChange,
  recomputeChangeText,
  recomputeQuote,
  TRAILER_LENGTH_NOT_APPLICABLE_MESSAGE,
} from './recompute-quote';
import { storedQuotePrice } from './stored-price';
import type { Quote } from './types';

const base = aRateCard();
const cardAt = (perFootBase: number): RateCard =>
  aRateCard({
    trailer: {
      ...base.trailer,
      perFootBands: [{ fromMiles: 0, baseCents: cents(perFootBase), perMileMilliCents: 1000 }],
    },
    relocube: {
      ...base.relocube,
      perCubeBands: [{ fromMiles: 0, baseCents: cents(100000), perMileMilliCents: 5000 }],
    },
    seasonalFactorsBp: Array(12).fill(10000),
    expediteTiers: [{ daysFaster: 2, fee: cents(27500) }],
  });
const oldCard = cardAt(20000);
const todayCard = cardAt(22000);
const today = isoDate('2026-11-21');
const facts = (card: RateCard = todayCard) => ({ today, card, isFull: () => false });

/** An open 13-foot quote priced with last month's card, Trailer Door to Door selected, at revision 2. */
const stored = (details: Partial<Quote['Details']> = {}): Quote => anOpenQuote(oldCard, details);

const recompute = (request: Omit<RecomputeRequest, 'Revision'>, quote: Quote = stored(), card?: RateCard) =>
  recomputeQuote(quote, { Revision: quote.Revision, ...request }, facts(card));

const total = (q: Quote) => storedQuotePrice(q)?.breakdown.total ?? Number.NaN;

describe('recomputeQuote: re-pricing a stored quote with the rate card in force today (issue 5)', () => {
  it("re-rates every option with today's card at the quote's own move date and reports the difference", () => {
    const quote = stored();
    const result = recompute({}, quote)._unsafeUnwrap();
    expect(result.after?.breakdown.total).toBeGreaterThan(result.before?.breakdown.total ?? 0);
    expect(result.difference).toBe(total(result.quote) - total(quote));
    expect(result.changed).toBe(true);
    expect(result.quote.Details.MoveDate).toBe(quote.Details.MoveDate);
  });

  it('reports no change when the card in force is the one the quote was priced with', () => {
    const result = recompute({}, stored(), oldCard)._unsafeUnwrap();
    expect(result.difference).toBe(0);
    expect(result.changed).toBe(false);
  });

  it('moves the total by the per-foot price for each foot of a new trailer length (§9)', () => {
    const before = recompute({}, stored())._unsafeUnwrap();
    const longer = recompute({ LinearFeet: 15 })._unsafeUnwrap();
    const perFoot = selectedOption(before.quote.Details.PricingOptions)?.PerFootPrice ?? 0;
    expect(total(longer.quote) - total(before.quote)).toBe(2 * perFoot);
  });

  it('selects the ReloCube option with the delivery asked for, and sets its quantity at the per-cube price', () => {
    const result = recompute({ Equip: EquipType.Relocube, Delivery: 'TT', Quantity: 3 })._unsafeUnwrap();
    const chosen = selectedOption(result.quote.Details.PricingOptions);
    expect(chosen?.value).toBe('Relocube-TT');
    expect(chosen?.EquipQuantity).toBe(3);
    const one = recompute({ Equip: EquipType.Relocube, Delivery: 'TT', Quantity: 1 })._unsafeUnwrap();
    expect(result.after?.breakdown.base).toBe(3 * (one.after?.breakdown.base ?? 0));
  });

  it('adds the guaranteed expedite fee for the tier asked for (§4 expedite options, §9)', () => {
    const plain = recompute({})._unsafeUnwrap();
    const parent = selectedOption(plain.quote.Details.PricingOptions);
    const days = (parent?.CarrierTransitTime ?? 0) - 2;
    const fast = recompute({ ExpediteDays: days })._unsafeUnwrap();
    expect(selectedOption(fast.quote.Details.PricingOptions)?.value).toBe(`Trailer-DD-G${days}`);
    expect(total(fast.quote) - total(plain.quote)).toBe(27500);
    expect(fast.after?.lines.map((l) => l.label)).toContain(`+$275 - Guaranteed ${days} Business Days`);
  });

  it('names the tiers that exist when the expedite days asked for are not offered', () => {
    const refused = recompute({ ExpediteDays: 1 })._unsafeUnwrapErr();
    expect(refused).toMatchObject({ kind: 'InvalidRecompute', problems: [{ field: 'ExpediteDays' }] });
    expect(JSON.stringify(refused)).toMatch(/Trailer-DD can be guaranteed in \d+ business days, not 1/);
  });

  it('applies an agent-entered coupon as a Discount line and keeps it on the quote (§4 coupons)', () => {
    const result = recompute({ CouponCode: 'usa100' })._unsafeUnwrap();
    const plain = recompute({})._unsafeUnwrap();
    expect(total(plain.quote) - total(result.quote)).toBe(10000);
    expect(result.quote.Details.Coupons).toEqual([
      expect.objectContaining({ Code: 'USA100', Amount: 10000, Source: 'AgentEntered' }),
    ]);
    expect(result.after?.lines.find((l) => l.type === LineType.Discount)?.amount).toBe(-10000);
    const again = recomputeQuote(
      result.quote,
      { Revision: 2, CouponCode: 'USA100' },
      facts(),
    )._unsafeUnwrap();
    expect(again.quote.Details.Coupons).toHaveLength(1);
  });

  it("refuses an unknown coupon with the domain's message, naming the request's CouponCode field", () => {
    expect(recompute({ CouponCode: 'FREEMOVE' })._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidRecompute',
      problems: [{ field: 'CouponCode', message: 'Coupon code FREEMOVE is not recognized.' }],
    });
  });

  it('adds liability and destination storage with their §9 charges', () => {
    const plain = recompute({})._unsafeUnwrap();
    const covered = recompute({ Liability: 125, AddStorage: true })._unsafeUnwrap();
    const option = selectedOption(covered.quote.Details.PricingOptions);
    const liability =
      liabilityFee(125) -
      liabilityFee(liabilityFromApiValue(plain.quote.Details.Accessorials.Liability)._unsafeUnwrap());
    expect(total(covered.quote) - total(plain.quote)).toBe(liability + (option?.StorageDestCharge ?? 0));
  });

  it.each([
    [{ Delivery: 'XX' }, 'Delivery', 'Value must be one of DD, DT, TD, TT'],
    [{ Quantity: 0 }, 'Quantity', 'Value must be a whole number of ReloCubes, at least 1'],
    [{ Quantity: 99, Equip: EquipType.Relocube }, 'Quantity', 'At most'],
    [{ Quantity: 2 }, 'Quantity', 'A quantity applies to a ReloCube option; set Equip to Relocube as well'],
    [{ ExpediteDays: -1 }, 'ExpediteDays', 'Value must be a whole number of business days'],
    [{ LinearFeet: -3 }, 'LinearFeet', 'Trailer length'],
    [{ Equip: EquipType.Trailer, Delivery: 'TT' }, 'Equip', 'This quote has no Trailer-TT option'],
    [{ Delivery: 'TT' }, 'Delivery', 'This quote has no Trailer-TT option'],
  ])(
    "answers bad input %j with a problem named by the request's own field %s (issue 9 finding 8) and changes nothing",
    (request, field, message) => {
      const error = recompute(request as Omit<RecomputeRequest, 'Revision'>)._unsafeUnwrapErr();
      expect(error.kind).toBe('InvalidRecompute');
      if (error.kind !== 'InvalidRecompute') return;
      expect(error.problems.map((p) => p.field)).toEqual([field]);
      expect(error.problems[0]?.message).toContain(message);
      // Every field named is one the recompute request has.
      const requestFields: readonly string[] = [
        'Revision',
        'LinearFeet',
        'Equip',
        'Quantity',
        'Delivery',
        'Liability',
        'CouponCode',
        'ExpediteDays',
        'AddStorage',
      ];
      expect(requestFields).toContain(error.problems[0]?.field);
    },
  );

  it('follows the §4 revision rules: a newer revision, a reserved or an expired quote is refused', () => {
    const quote = stored();
    expect(recomputeQuote(quote, { Revision: 1 }, facts())._unsafeUnwrapErr()).toEqual({
      kind: 'EditRefused',
      failReason: 'NoRevisionMatch',
    });
    expect(recompute({}, stored({ Reserved: true }))._unsafeUnwrapErr()).toMatchObject({
      failReason: 'QuoteReserved',
    });
    const past = stored({ MoveDate: isoDate('2026-11-01') });
    expect(recompute({}, past)._unsafeUnwrapErr()).toMatchObject({ failReason: 'QuoteExpired' });
  });
});

describe('issue 27 "Recompute preview": the preview says only what changes', () => {
  it('a preview that changes nothing says so, never "the lines change"', () => {
    const result = recompute({}, stored(), oldCard)._unsafeUnwrap();
    expect(recomputeChange(result)).toBe(RecomputeChange.None);
    expect(recomputeChangeText(result)).toBe(RECOMPUTE_CHANGE_TEXT.None);
  });

  it('a trailer length on a ReloCube selection is refused on LinearFeet; with Equip Trailer it applies', () => {
    const cubes = recompute({ Equip: EquipType.Relocube, Delivery: 'DD' }, stored(), oldCard)._unsafeUnwrap();
    const refused = recompute({ LinearFeet: 15 }, cubes.quote, oldCard);
    expect(refused._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidRecompute',
      problems: [{ field: 'LinearFeet', message: TRAILER_LENGTH_NOT_APPLICABLE_MESSAGE }],
    });
    const asked = recompute({ LinearFeet: 15, Equip: EquipType.Relocube });
    expect(asked._unsafeUnwrapErr()).toMatchObject({ problems: [{ field: 'LinearFeet' }] });
    expect(recompute({ LinearFeet: 15, Equip: EquipType.Trailer }, cubes.quote, oldCard).isOk()).toBe(true);
  });

  it('the same total with other lines says the lines change; only other options re-priced says that instead', () => {
    const result = recompute({}, stored(), oldCard)._unsafeUnwrap();
    const line = result.after?.lines[0];
    if (!result.after || !line) throw new Error('the quote is priced');
    const relabelled = {
      ...result.after,
      lines: [{ ...line, label: 'other' }, ...result.after.lines.slice(1)],
    };
    expect(recomputeChange({ ...result, changed: true, after: relabelled })).toBe(RecomputeChange.LinesOnly);
    expect(recomputeChange({ ...result, changed: true })).toBe(RecomputeChange.OtherOptionsOnly);
    expect(recomputeChangeText({ ...result, changed: true, difference: cents(-500) })).toBe(
      'The total goes down by $5.00.',
    );
  });
});
