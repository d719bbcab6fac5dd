import { describe, expect, it } from 'vitest';
import { CouponSource, DITY10, USA100 } from '../coupons/coupons';
import { cents, ZERO } from '../money/money';
import { couponEntry, couponsAfterEntry, userCouponCode } from './quote-coupons';
import type { Coupon } from './types';

const valuation = { basePrice: cents(150000), storageFee: cents(9500) };
const agent = (code: string): Coupon => ({
  Code: code,
  Amount: cents(2500),
  FreeStorageDays: 0,
  Description: `${code} from an agent`,
  Source: CouponSource.AgentEntered,
});
const user = (code: string): Coupon => ({
  Code: code,
  Amount: cents(10000),
  FreeStorageDays: 0,
  Description: code,
  Source: CouponSource.UserEntered,
});
const enter = (coupons: Coupon[], code: string, source: CouponSource = CouponSource.UserEntered) =>
  couponEntry(code, source).andThen((entry) => couponsAfterEntry(coupons, entry, valuation));

describe('quote coupons (§4 Coupons: user-entered and agent-entered, one user coupon at a time)', () => {
  it('a user coupon is recorded with its source and the value of its rule on this quote (§3 Amount)', () => {
    expect(enter([], ' dity10 ')._unsafeUnwrap()).toEqual([
      {
        Code: 'DITY10',
        Amount: cents(15000),
        FreeStorageDays: 0,
        Description: DITY10.description,
        Source: CouponSource.UserEntered,
      },
    ]);
  });

  it('a new user coupon replaces the previous user coupon; agent coupons stay (§4)', () => {
    const after = enter([agent('AGENT25'), user('DITY10')], 'USA100')._unsafeUnwrap();
    expect(after.map((c) => [c.Code, c.Source])).toEqual([
      ['AGENT25', CouponSource.AgentEntered],
      ['USA100', CouponSource.UserEntered],
    ]);
    expect(after[1]?.Amount).toBe(USA100.rule.kind === 'AmountOff' ? USA100.rule.amount : ZERO);
  });

  it("an empty code from the customer removes the customer's coupon and keeps the agent's (§4)", () => {
    const after = enter([user('USA100'), agent('AGENT25')], '  ')._unsafeUnwrap();
    expect(after).toEqual([agent('AGENT25')]);
    expect(userCouponCode(after)).toBe('');
  });

  it('a saved record without a source counts as the user coupon (as when pricing it, §4)', () => {
    const legacy: Coupon = { Code: 'DITY10', Amount: cents(1), FreeStorageDays: 0, Description: 'DITY10' };
    expect(userCouponCode([agent('AGENT25'), legacy])).toBe('DITY10');
    expect(
      enter([legacy], 'USA100')
        ._unsafeUnwrap()
        .map((c) => c.Code),
    ).toEqual(['USA100']);
  });

  it("refuses a customer's code that an agent already applied, and keeps the agent's coupon (§4)", () => {
    const error = enter([{ ...agent('USA100') }], 'usa100')._unsafeUnwrapErr();
    expect(error).toEqual({
      kind: 'CouponAppliedByAgent',
      code: 'USA100',
      message: 'Coupon code USA100 is already applied to this quote.',
    });
  });

  it('agent coupons stack, and an agent code replaces a saved coupon with the same code (§4)', () => {
    const after = enter(
      [user('USA100'), agent('DITY10')],
      'usa100',
      CouponSource.AgentEntered,
    )._unsafeUnwrap();
    expect(after.map((c) => [c.Code, c.Source])).toEqual([
      ['DITY10', CouponSource.AgentEntered],
      ['USA100', CouponSource.AgentEntered],
    ]);
  });

  it("refuses an unknown code with the domain's message (§4, §8 coupon failure)", () => {
    expect(enter([], 'FREEMOVE')._unsafeUnwrapErr().message).toBe('Coupon code FREEMOVE is not recognized.');
    expect(enter([], '', CouponSource.AgentEntered)._unsafeUnwrapErr().kind).toBe('CouponCodeMissing');
  });
});
