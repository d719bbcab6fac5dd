import { describe, expect, it } from 'vitest';
import {
  AB_SPLIT,
  AB_TESTS,
  AbTest,
  AbVariant,
  abVariant,
  hash32,
  STORAGE_SPLIT_TEST,
  variantOfBucket,
  visitorBucket,
} from './ab-tests';

describe('A/B test variants (§7 A/B test configuration paths, §5 email test arms)', () => {
  it('names the three tests of §7 by their path segment, plus the §2 no-quote-response test', () => {
    expect(AB_TESTS).toEqual([
      'affirm-payment-test',
      'affirm-quote-response-promo-test',
      'mobile-quote-form-email-test',
      'no-quote-response-test',
    ]);
  });

  it('splits buckets 0-44 A, 45-89 B, 90-99 NotInTest', () => {
    expect(variantOfBucket(0)).toBe(AbVariant.A);
    expect(variantOfBucket(AB_SPLIT.A - 1)).toBe(AbVariant.A);
    expect(variantOfBucket(AB_SPLIT.A)).toBe(AbVariant.B);
    expect(variantOfBucket(AB_SPLIT.B - 1)).toBe(AbVariant.B);
    expect(variantOfBucket(AB_SPLIT.B)).toBe(AbVariant.NotInTest);
    expect(variantOfBucket(99)).toBe(AbVariant.NotInTest);
  });

  it('puts a bucket outside 0-99 (or not a whole number) in NotInTest', () => {
    for (const bucket of [-1, 100, 1.5, Number.NaN])
      expect(variantOfBucket(bucket)).toBe(AbVariant.NotInTest);
  });

  it('gives the same variant to the same visitor every time (sticky without storage)', () => {
    const first = abVariant(AbTest.affirmPayment, 'visitor-123');
    for (let i = 0; i < 5; i++) expect(abVariant(AbTest.affirmPayment, 'visitor-123')).toBe(first);
  });

  it('splits 10,000 visitors close to 45% / 45% / 10% in every test', () => {
    for (const test of [...AB_TESTS, STORAGE_SPLIT_TEST]) {
      const counts = { A: 0, B: 0, NotInTest: 0 };
      for (let i = 0; i < 10_000; i++) counts[variantOfBucket(visitorBucket(test, `visitor-${i}`))] += 1;
      expect(Math.abs(counts.A - 4500)).toBeLessThan(250);
      expect(Math.abs(counts.B - 4500)).toBeLessThan(250);
      expect(Math.abs(counts.NotInTest - 1000)).toBeLessThan(150);
    }
  });

  it('splits each test independently: a visitor in A of one test is not always in A of another', () => {
    let same = 0;
    for (let i = 0; i < 1000; i++) {
      const id = `visitor-${i}`;
      if (abVariant(AbTest.affirmPayment, id) === abVariant(AbTest.mobileQuoteFormEmail, id)) same += 1;
    }
    // Independent 45/45/10 splits agree for about 0.45² + 0.45² + 0.1² = 41.5% of visitors.
    expect(same).toBeGreaterThan(330);
    expect(same).toBeLessThan(500);
  });

  it('keeps the parts apart: (ab, c) and (a, bc) hash differently', () => {
    expect(hash32('ab\u0000c')).not.toBe(hash32('a\u0000bc'));
    expect(hash32('')).toBe(hash32(''));
  });
});
