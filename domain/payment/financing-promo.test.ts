import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import {
  aprText,
  asLowAs,
  examplePlanText,
  type FinancingTerms,
  monthlyPayment,
  parseFinancingTerms,
  percentText,
} from './financing-promo';

const table: FinancingTerms = {
  note: 'EXAMPLE',
  minimumAmount: cents(5_000),
  maximumAmount: cents(3_000_000),
  terms: [
    { months: 3, aprBasisPoints: 0 },
    { months: 6, aprBasisPoints: 1_000 },
    { months: 12, aprBasisPoints: 1_500 },
  ],
};

describe('monthlyPayment: standard amortization, rounded up to the cent (§1 financing promo)', () => {
  it("matches Affirm's disclosure example: $500.00 at 10% APR for 12 months is $43.96/mo", () => {
    expect(monthlyPayment(cents(50_000), 1_000, 12)).toBe(4_396);
  });

  it('rounds up, so the stated payment is never below the real one', () => {
    // $1,000 at 15% APR over 12 months is $90.258...: stated $90.26.
    expect(monthlyPayment(cents(100_000), 1_500, 12)).toBe(9_026);
    // $100 at 0% over 3 months is $33.333...: stated $33.34.
    expect(monthlyPayment(cents(10_000), 0, 3)).toBe(3_334);
  });

  it('divides exactly at 0% APR when it can, and is 0 for nothing borrowed', () => {
    expect(monthlyPayment(cents(9_000), 0, 3)).toBe(3_000);
    expect(monthlyPayment(cents(0), 1_500, 12)).toBe(0);
  });

  it('refuses nonsense input as a programming error', () => {
    expect(() => monthlyPayment(cents(100), 0, 0)).toThrow(RangeError);
    expect(() => monthlyPayment(cents(100), -1, 3)).toThrow(RangeError);
    expect(() => monthlyPayment(-1 as never, 0, 3)).toThrow(RangeError);
  });
});

describe('asLowAs: the lowest monthly payment over the table', () => {
  it('picks the term with the lowest payment', () => {
    // $2,500: 3 x $833.34 at 0%, 6 x $428.91 at 10%, 12 x $225.65 at 15%.
    expect(asLowAs(cents(250_000), table)).toEqual({
      monthlyPayment: 22_565,
      months: 12,
      aprBasisPoints: 1_500,
    });
  });

  it('shows nothing below the minimum or above the maximum amount', () => {
    expect(asLowAs(cents(4_999), table)).toBeNull();
    expect(asLowAs(cents(5_000), table)).not.toBeNull();
    expect(asLowAs(cents(3_000_001), table)).toBeNull();
  });

  it('prefers the lower APR, then the shorter term, on a tie', () => {
    const tied: FinancingTerms = {
      ...table,
      terms: [
        { months: 6, aprBasisPoints: 0 },
        { months: 6, aprBasisPoints: 0 },
      ],
    };
    expect(
      asLowAs(cents(6_000), { ...tied, terms: [{ months: 6, aprBasisPoints: 1 }, ...tied.terms] }),
    ).toEqual({
      monthlyPayment: 1_000,
      months: 6,
      aprBasisPoints: 0,
    });
  });
});

describe('parseFinancingTerms: the table in data/ is checked before use', () => {
  it('reports every problem as a json.path - message line (§5)', () => {
    const lines = parseFinancingTerms({
      note: '',
      minimumAmount: 10.5,
      maximumAmount: 100,
      terms: [
        { months: 0, aprBasisPoints: 1500 },
        { months: 6, aprBasisPoints: -1, extra: true },
        { months: 6, aprBasisPoints: 0 },
        'x',
      ],
      surprise: 1,
    })._unsafeUnwrapErr().lines;
    expect(lines).toEqual([
      'surprise - Unknown field',
      'note - Value must say what the table is (an EXAMPLE table, or the offer it publishes)',
      'minimumAmount - Value must be whole cents, 1 or more',
      'terms[0].months - Value must be a whole number from 1 to 120',
      'terms[1].extra - Unknown field',
      'terms[1].aprBasisPoints - Value must be whole basis points from 0 to 10000 (1500 = 15% APR)',
      'terms[2].months - Each term must have its own number of months',
      'terms[3] - Value must be an object with months and aprBasisPoints',
    ]);
  });

  it('refuses a maximum below the minimum, no terms, and a table that is not an object', () => {
    expect(
      parseFinancingTerms({ note: 'x', minimumAmount: 500, maximumAmount: 100, terms: [] })._unsafeUnwrapErr()
        .lines,
    ).toEqual([
      'maximumAmount - maximumAmount must not be below minimumAmount',
      'terms - Value must be a list of at least one term',
    ]);
    expect(parseFinancingTerms([])._unsafeUnwrapErr().lines).toEqual(['- The table must be a JSON object']);
  });
});

describe('issue 27 "Financing promo and Affirm agree": one set of terms for the promo and the Affirm window', () => {
  it('the example plan of $973.78 is the promo’s own term: 12 monthly payments of $87.90 at 15% APR', () => {
    const best = asLowAs(cents(97_378), table);
    expect(best).toEqual({ monthlyPayment: 8_790, months: 12, aprBasisPoints: 1_500 });
    expect(examplePlanText(cents(97_378), table)).toBe('12 monthly payments of $87.90 at 15% APR');
  });

  it('no plan outside the table’s amounts, as no promo line is shown there', () => {
    expect(examplePlanText(cents(4_999), table)).toBeNull();
    expect(asLowAs(cents(4_999), table)).toBeNull();
  });

  it('reads APRs as people do: 15% APR, 10.75% APR, 10.5% APR, 0% APR', () => {
    expect([1_500, 1_075, 1_050, 0].map(aprText)).toEqual(['15% APR', '10.75% APR', '10.5% APR', '0% APR']);
    expect(percentText(1_500)).toBe('15%');
  });
});
