import { describe, expect, it } from 'vitest';
import { cents, dollars } from '../money/money';
import type { Coupon } from '../quote/types';
import {
  type AppliedCoupon,
  appliedCouponFromRecord,
  applyCoupon,
  COUPON_SOURCES,
  CouponSource,
  couponAmount,
  couponDefinitionFromRecord,
  couponFailed,
  DITY10,
  evaluateCoupon,
  findCouponDefinition,
  KNOWN_COUPONS,
  normalizeCouponCode,
  removeCoupon,
  sameCouponCode,
  USA100,
  valuedCouponRecord,
} from './coupons';

const user = { source: CouponSource.UserEntered };
const agent = { source: CouponSource.AgentEntered };

function record(overrides: Partial<Coupon>): Coupon {
  return {
    Code: 'SPRING50',
    Amount: dollars(50),
    FreeStorageDays: 0,
    Description: '$50 off spring moves',
    ...overrides,
  };
}

function applied(code: string, source: CouponSource): AppliedCoupon {
  return {
    code,
    source,
    description: code,
    rule: { kind: 'AmountOff', amount: dollars(10) },
    freeStorageDays: 0,
  };
}

describe('coupon catalogue (§4 Coupons)', () => {
  it('knows the special codes DITY10 (10% off the base price) and USA100 ($100 off) (§4)', () => {
    expect(KNOWN_COUPONS.map((c) => c.code)).toEqual(['DITY10', 'USA100']);
    expect(DITY10.rule).toEqual({ kind: 'PercentOffBase', percent: 10 });
    expect(USA100.rule).toEqual({ kind: 'AmountOff', amount: 10000 });
  });

  it('has user-entered, agent-entered and auto online sources (§3, §4)', () => {
    expect(COUPON_SOURCES).toEqual(['UserEntered', 'AgentEntered', 'AutoOnline']);
  });

  it('compares codes case-insensitively (§8)', () => {
    expect(normalizeCouponCode(' dity10 ')).toBe('DITY10');
    expect(sameCouponCode('usa100', 'USA100')).toBe(true);
    expect(findCouponDefinition('Usa100')).toBe(USA100);
    expect(findCouponDefinition('NOPE')).toBeUndefined();
  });
});

describe('coupon value (§4 Coupons)', () => {
  const valuation = { basePrice: cents(219055), storageFee: dollars(200) };

  it('takes 10% of the base price for DITY10, rounded half up to the cent (§4)', () => {
    expect(couponAmount(DITY10.rule, valuation)).toBe(21906);
    expect(couponAmount(DITY10.rule, { basePrice: cents(15), storageFee: cents(0) })).toBe(2);
  });

  it('takes $100 for USA100 (§4)', () => {
    expect(couponAmount(USA100.rule, valuation)).toBe(10000);
  });

  it('values a free-storage-day coupon at the current storage fee (§4)', () => {
    expect(couponAmount({ kind: 'FreeStorageDays', days: 30 }, valuation)).toBe(20000);
    expect(couponAmount({ kind: 'FreeStorageDays', days: 30 }, { ...valuation, storageFee: cents(0) })).toBe(
      0,
    );
  });

  it('never values a coupon below zero (§4)', () => {
    expect(couponAmount({ kind: 'AmountOff', amount: cents(-500) }, valuation)).toBe(0);
    expect(couponAmount(DITY10.rule, { basePrice: cents(-1000), storageFee: cents(0) })).toBe(0);
  });
});

describe('evaluating a typed code (§4)', () => {
  it('applies a known code from a source, whatever its case (§4, §8)', () => {
    expect(evaluateCoupon('dity10', agent)._unsafeUnwrap()).toEqual({
      code: 'DITY10',
      source: 'AgentEntered',
      description: 'DITY10: 10% off the base price',
      rule: { kind: 'PercentOffBase', percent: 10 },
      freeStorageDays: 0,
    });
  });

  it('refuses an empty or unknown code with a clear message (§4)', () => {
    expect(evaluateCoupon('  ', user)._unsafeUnwrapErr()).toEqual({
      kind: 'CouponCodeMissing',
      message: 'Please enter a coupon code.',
    });
    expect(evaluateCoupon('free', user)._unsafeUnwrapErr()).toEqual({
      kind: 'CouponUnknown',
      code: 'FREE',
      message: 'Coupon code FREE is not recognized.',
    });
  });

  it('looks codes up in a given catalogue (§4)', () => {
    const catalogue = [
      { code: 'STORE30', description: '30 days free', rule: { kind: 'FreeStorageDays', days: 30 } as const },
    ];
    expect(evaluateCoupon('store30', { ...user, catalogue })._unsafeUnwrap().freeStorageDays).toBe(30);
    expect(evaluateCoupon('USA100', { ...user, catalogue }).isErr()).toBe(true);
  });
});

describe('coupon records from the coupon service (§3, §4)', () => {
  it('takes the Amount off for an ordinary record (§3)', () => {
    expect(couponDefinitionFromRecord(record({}))).toEqual({
      code: 'SPRING50',
      description: '$50 off spring moves',
      rule: { kind: 'AmountOff', amount: 5000 },
    });
  });

  it('makes a record with FreeStorageDays a free-storage coupon whatever its Amount (§4)', () => {
    const coupon = appliedCouponFromRecord(
      record({ Code: 'store30', FreeStorageDays: 30, Amount: dollars(1) }),
      agent,
    );
    expect(coupon.rule).toEqual({ kind: 'FreeStorageDays', days: 30 });
    expect(coupon.freeStorageDays).toBe(30);
    expect(coupon.code).toBe('STORE30');
  });

  it('keeps the special meaning of DITY10 and USA100 records (§4)', () => {
    expect(couponDefinitionFromRecord(record({ Code: 'dity10', Amount: dollars(5) }))).toBe(DITY10);
  });

  it('uses the code when the record has no description (§3)', () => {
    expect(couponDefinitionFromRecord(record({ Description: '' })).description).toBe('SPRING50');
  });
});

describe('coupon failure (§8)', () => {
  it('succeeds with the returned record when the code is in the list, case-insensitively (§8)', () => {
    const response = { Coupons: [record({ Code: 'Spring50' })] };
    expect(couponFailed('SPRING50', response)._unsafeUnwrap().Code).toBe('Spring50');
  });

  it('fails when the response marks the coupon Invalid (§8)', () => {
    expect(couponFailed('spring50', { Coupons: [record({ Invalid: true })] })._unsafeUnwrapErr()).toEqual({
      kind: 'CouponInvalid',
      code: 'SPRING50',
      message: 'Coupon code SPRING50 is invalid.',
    });
  });

  it('fails when the code is absent from the returned list (§8)', () => {
    expect(couponFailed('WINTER', { Coupons: [record({})] })._unsafeUnwrapErr()).toEqual({
      kind: 'CouponNotReturned',
      code: 'WINTER',
      message: 'Coupon code WINTER was not accepted.',
    });
    expect(couponFailed('WINTER', { Coupons: [] }).isErr()).toBe(true);
    expect(couponFailed('', { Coupons: [] })._unsafeUnwrapErr().kind).toBe('CouponCodeMissing');
  });
});

describe('applying coupons (§4 one user coupon at a time)', () => {
  it('replaces the previous user-entered coupon with a new one (§4)', () => {
    const result = applyCoupon(
      [applied('A', CouponSource.UserEntered), applied('AG', CouponSource.AgentEntered)],
      applied('B', CouponSource.UserEntered),
    );
    expect(result.map((c) => c.code)).toEqual(['AG', 'B']);
  });

  it('stacks agent-entered coupons (§4)', () => {
    const result = applyCoupon(
      [applied('U', CouponSource.UserEntered), applied('AG1', CouponSource.AgentEntered)],
      applied('AG2', CouponSource.AgentEntered),
    );
    expect(result.map((c) => c.code)).toEqual(['U', 'AG1', 'AG2']);
  });

  it('keeps one auto online coupon at a time (§3)', () => {
    const result = applyCoupon(
      [applied('AUTO1', CouponSource.AutoOnline)],
      applied('AUTO2', CouponSource.AutoOnline),
    );
    expect(result.map((c) => c.code)).toEqual(['AUTO2']);
  });

  it('never applies the same code twice (§4)', () => {
    const result = applyCoupon(
      [applied('AG1', CouponSource.AgentEntered)],
      applied('ag1', CouponSource.AgentEntered),
    );
    expect(result).toHaveLength(1);
  });

  it('removes a coupon by code, case-insensitively (§4)', () => {
    expect(removeCoupon([applied('USA100', CouponSource.UserEntered)], 'usa100')).toEqual([]);
  });
});

describe('coupon records for the reservation (§3, §4)', () => {
  it('writes a free-storage coupon with Amount = the current storage fee (§4)', () => {
    const coupon = appliedCouponFromRecord(
      record({ Code: 'STORE30', FreeStorageDays: 30, Amount: cents(0) }),
      user,
    );
    expect(valuedCouponRecord(coupon, { basePrice: dollars(2000), storageFee: dollars(450) })).toEqual({
      Code: 'STORE30',
      Amount: 45000,
      FreeStorageDays: 30,
      Description: '$50 off spring moves',
    });
  });

  it('writes DITY10 with Amount = 10% of the base price (§4)', () => {
    const coupon = evaluateCoupon('DITY10', user)._unsafeUnwrap();
    expect(valuedCouponRecord(coupon, { basePrice: dollars(2000), storageFee: cents(0) }).Amount).toBe(20000);
  });
});
