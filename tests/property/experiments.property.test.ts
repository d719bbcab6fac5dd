import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  AB_TESTS,
  AB_VARIANTS,
  abVariant,
  BUCKET_COUNT,
  STORAGE_SPLIT_TEST,
  variantOfBucket,
  visitorBucket,
} from '../../domain/experiments/ab-tests';
import { freeDaysForGroup, STORAGE_PERIOD_DAYS, storageSplitTestGroup } from '../../domain/pricing/storage';

const anyTest = fc.constantFrom(...AB_TESTS);
const visitorId = fc.string({ maxLength: 64, unit: 'binary' });

test.prop([anyTest, visitorId])(
  'the A/B split is deterministic: the same test and visitor always get the same variant (§7)',
  (name, id) => {
    const first = abVariant(name, id);
    expect(abVariant(name, `${id}`)).toBe(first);
    expect(abVariant(name, id.slice(0))).toBe(first);
    expect(AB_VARIANTS).toContain(first);
  },
);

test.prop([fc.string({ maxLength: 40 }), visitorId])(
  'every (test, visitor) falls in one bucket of 0-99, and its variant is the bucket’s arm (§7)',
  (name, id) => {
    const bucket = visitorBucket(name, id);
    expect(Number.isSafeInteger(bucket)).toBe(true);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(BUCKET_COUNT);
    expect(visitorBucket(name, id)).toBe(bucket);
    expect(AB_VARIANTS).toContain(variantOfBucket(bucket));
  },
);

test.prop([visitorId])(
  'a visitor’s storage split-test group and free days are sticky and within one period (§9)',
  (id) => {
    const bucket = visitorBucket(STORAGE_SPLIT_TEST, id);
    const group = storageSplitTestGroup(bucket);
    const days = freeDaysForGroup(group, bucket);
    expect(storageSplitTestGroup(visitorBucket(STORAGE_SPLIT_TEST, id))).toBe(group);
    expect(days).toBeGreaterThanOrEqual(0);
    expect(days).toBeLessThanOrEqual(STORAGE_PERIOD_DAYS);
  },
);
