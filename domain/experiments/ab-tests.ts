import { enumOf, type ValueOf } from '../shared/enum';
/**
 * §7 A/B test configuration paths and the variants a visitor sees. The specification names the tests
 * (affirm-payment-test, affirm-quote-response-promo-test, mobile-quote-form-email-test) and, for the
 * email test, the arms 'variant A' and 'not in test' (§5); the split is not shown.
 *
 * Our design (docs/decisions.md): a visitor is sticky without storage. Their bucket (0-99) is a
 * deterministic hash of (test name, visitor id), so each test splits independently of the others, and
 * the bucket decides the variant: 0-44 A, 45-89 B, 90-99 NotInTest (45% / 45% / 10%).
 */

/** §7 The A/B tests, by their configuration path segment. */
export const AbTest = {
  affirmPayment: 'affirm-payment-test',
  affirmQuoteResponsePromo: 'affirm-quote-response-promo-test',
  mobileQuoteFormEmail: 'mobile-quote-form-email-test',
  /**
   * §2 "the no-quote-response A/B test" (manual banner 'Your quote is ready'). §7 lists no path for it;
   * it is served beside the three of §7 as /drupal_ab_test/no-quote-response-test (docs/decisions.md).
   */
  noQuoteResponse: 'no-quote-response-test',
} as const;
export type AbTest = ValueOf<typeof AbTest>;
export const AB_TESTS: readonly AbTest[] = Object.values(AbTest);

/** §5 The arms of a test: variant A, variant B, or not in the test (the control). */
export const AbVariant = enumOf('A', 'B', 'NotInTest');
export type AbVariant = ValueOf<typeof AbVariant>;
export const AB_VARIANTS: readonly AbVariant[] = Object.values(AbVariant);

/** The number of buckets a visitor can fall in (0 to 99): one bucket is one percent of visitors. */
export const BUCKET_COUNT = 100;

/** The split, as the first bucket past each arm: A takes 0-44, B 45-89, NotInTest 90-99. */
export const AB_SPLIT: Readonly<{ A: number; B: number }> = Object.freeze({ A: 45, B: 90 });

/**
 * The name the §9 storage-charge split test hashes under, so its bucket (and so its group A-D or
 * NotInTest, domain/pricing/storage.ts) is independent of the A/B tests above.
 */
export const STORAGE_SPLIT_TEST = 'storage-charge-split-test';

/**
 * 32-bit FNV-1a over the UTF-16 code units of the text, then the murmur3 finaliser so that ids
 * differing only in their last characters still spread over every bucket. Pure and portable.
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The visitor's bucket (0-99) in one test: the same (test, visitor) always gives the same bucket. */
export function visitorBucket(test: string, visitorId: string): number {
  // A separator that cannot occur in either part keeps ('ab', 'c') and ('a', 'bc') apart.
  return hash32(`${test}\u0000${visitorId}`) % BUCKET_COUNT;
}

/** The arm of a bucket: 0-44 A, 45-89 B, 90-99 (and anything outside 0-99) NotInTest. */
export function variantOfBucket(bucket: number): AbVariant {
  if (!Number.isSafeInteger(bucket) || bucket < 0 || bucket >= BUCKET_COUNT) return AbVariant.NotInTest;
  if (bucket < AB_SPLIT.A) return AbVariant.A;
  if (bucket < AB_SPLIT.B) return AbVariant.B;
  return AbVariant.NotInTest;
}

/** §7 The variant a visitor sees in a test: sticky, since it depends only on (test, visitor id). */
export function abVariant(test: AbTest, visitorId: string): AbVariant {
  return variantOfBucket(visitorBucket(test, visitorId));
}
