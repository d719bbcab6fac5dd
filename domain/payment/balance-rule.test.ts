import { describe, expect, it } from 'vitest';
import { authorization, capture, refund } from '../../tests/fixtures/ledger';
import { cents } from '../money/money';
import { deliverySchedulingAllowed, priceChangeSettlement } from './balance-rule';
import { LedgerReason } from './ledger-entry';

const paid = (amount: number) => [authorization('auth_1', amount), capture('cap_1', 'auth_1', amount)];

describe('the full balance must be paid before delivery can be scheduled (issue 12, U-Pack)', () => {
  it('allows scheduling once the net captured covers the total', () => {
    expect(deliverySchedulingAllowed(cents(250_000), paid(250_000)).isOk()).toBe(true);
    expect(deliverySchedulingAllowed(cents(0), []).isOk()).toBe(true);
  });

  it('refuses while anything is due, saying how much', () => {
    expect(deliverySchedulingAllowed(cents(250_000), [])._unsafeUnwrapErr()).toEqual({
      kind: 'BalanceDue',
      amount: 250_000,
      message: 'The balance of $2,500.00 must be paid before delivery can be scheduled',
    });
    const refunded = [...paid(250_000), refund('ref_1', 'cap_1', 1)];
    expect(deliverySchedulingAllowed(cents(250_000), refunded)._unsafeUnwrapErr().amount).toBe(1);
  });

  it('counts an authorization as no payment', () => {
    expect(deliverySchedulingAllowed(cents(100), [authorization('auth_1', 100)]).isErr()).toBe(true);
  });
});

describe('price changes after payment charge or refund the difference (issue 12)', () => {
  it('does nothing before anything is captured: the Transit charge takes the new total', () => {
    expect(priceChangeSettlement(cents(100_000), cents(120_000), [])).toEqual({ kind: 'none' });
    expect(priceChangeSettlement(cents(100_000), cents(80_000), [authorization('auth_1', 100_000)])).toEqual({
      kind: 'none',
    });
  });

  it('charges the increase once paid in full', () => {
    expect(priceChangeSettlement(cents(100_000), cents(112_500), paid(100_000))).toEqual({
      kind: 'charge',
      amount: 12_500,
      reason: 'Price change: the difference charged',
    });
  });

  it('refunds the decrease once paid in full', () => {
    expect(priceChangeSettlement(cents(100_000), cents(95_000), paid(100_000))).toEqual({
      kind: 'refund',
      amount: 5_000,
      reason: 'Price change: the difference refunded',
    });
  });

  it('charges only the increase while an earlier balance is still due', () => {
    // Paid $900 of $1,000; the total rises to $1,100: charge $100, the $100 left stays due.
    expect(priceChangeSettlement(cents(100_000), cents(110_000), paid(90_000))).toEqual({
      kind: 'charge',
      amount: 10_000,
      reason: 'Price change: the difference charged',
    });
  });

  it('refunds only what was captured beyond the new total', () => {
    // Paid $900 of $1,000; the total falls to $850: refund $50.
    expect(priceChangeSettlement(cents(100_000), cents(85_000), paid(90_000))).toMatchObject({
      kind: 'refund',
      amount: 5_000,
    });
    // Paid $900 of $1,000; the total falls to $950: nothing to refund, $50 still due.
    expect(priceChangeSettlement(cents(100_000), cents(95_000), paid(90_000))).toEqual({ kind: 'none' });
  });

  it('does nothing when the total does not change', () => {
    expect(priceChangeSettlement(cents(100_000), cents(100_000), paid(100_000))).toEqual({ kind: 'none' });
  });
});

describe('a storage charge is never taken for a payment of the price (issue 13)', () => {
  it('a lower price after a storage charge refunds only what was paid for the move; storage alone refunds nothing', () => {
    const storage = { reason: LedgerReason.StorageCharge };
    const rows = [
      ...paid(250_000),
      authorization('sauth_1', 12_000, storage),
      capture('scap_1', 'sauth_1', 12_000, storage),
    ];
    expect(priceChangeSettlement(cents(250_000), cents(240_000), rows)).toEqual({
      kind: 'refund',
      amount: 10_000,
      reason: LedgerReason.PriceDecrease,
    });
    expect(priceChangeSettlement(cents(250_000), cents(250_000), rows)).toEqual({ kind: 'none' });
    const storageOnly = [
      authorization('sauth_1', 12_000, storage),
      capture('scap_1', 'sauth_1', 12_000, storage),
    ];
    expect(priceChangeSettlement(cents(250_000), cents(260_000), storageOnly)).toEqual({ kind: 'none' });
  });
});
