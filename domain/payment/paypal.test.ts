import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import {
  authorizationPeriods,
  authorizeRefusal,
  captureRefusal,
  captureStatusOf,
  fundingSourceOf,
  isRedirectUrl,
  PAYPAL_ISSUE_MESSAGES,
  PAYPAL_ISSUES,
  PayPalFundingSource,
  reauthorizedHonorUntil,
  reauthorizeRefusal,
  refundRefusal,
  voidRefusal,
  withQuery,
} from './paypal';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-21T15:00:00Z');
const hold = { status: 'CREATED' as const, amount: cents(10_000), ...authorizationPeriods(T0) };

describe('PayPal rules (payments.md "PayPal")', () => {
  it('gives every issue a message the customer can read', () => {
    for (const issue of PAYPAL_ISSUES) expect(PAYPAL_ISSUE_MESSAGES[issue].length).toBeGreaterThan(20);
  });

  it('holds an authorization 29 days and honours it 3', () => {
    expect(authorizationPeriods(T0)).toEqual({ expiresAtMs: T0 + 29 * DAY, honorUntilMs: T0 + 3 * DAY });
  });

  it('authorizes only an approved order whose funding source does not decline', () => {
    expect(authorizeRefusal('CREATED', null)).toBe('ORDER_NOT_APPROVED');
    expect(authorizeRefusal('APPROVED', PayPalFundingSource.Balance)).toBeNull();
    expect(authorizeRefusal('APPROVED', PayPalFundingSource.Visa0002)).toBe('INSTRUMENT_DECLINED');
    expect(authorizeRefusal('COMPLETED', PayPalFundingSource.Balance)).toBe('ORDER_ALREADY_AUTHORIZED');
    expect(authorizeRefusal('VOIDED', PayPalFundingSource.Balance)).toBe('ORDER_ALREADY_AUTHORIZED');
  });

  it('captures up to the authorized amount before the 29 days end', () => {
    expect(captureRefusal(hold, cents(10_000), T0)).toBeNull();
    expect(captureRefusal(hold, cents(10_001), T0)).toBe('MAX_CAPTURE_AMOUNT_EXCEEDED');
    expect(captureRefusal(hold, cents(0), T0)).toBe('INVALID_PARAMETER_VALUE');
    expect(captureRefusal(hold, cents(1), T0 + 29 * DAY)).toBe('AUTHORIZATION_EXPIRED');
    expect(captureRefusal({ ...hold, status: 'CAPTURED' }, cents(1), T0)).toBe(
      'AUTHORIZATION_ALREADY_CAPTURED',
    );
  });

  it('names a void of a captured or voided authorization as PayPal does', () => {
    expect(voidRefusal({ ...hold, status: 'CAPTURED' }, T0)).toBe('PREVIOUSLY_CAPTURED');
    expect(voidRefusal({ ...hold, status: 'VOIDED' }, T0)).toBe('PREVIOUSLY_VOIDED');
    expect(voidRefusal(hold, T0)).toBeNull();
  });

  it('reauthorizes only after the honor period, and a late one is honoured until the 29 days end', () => {
    expect(reauthorizeRefusal(hold, T0 + 3 * DAY - 1)).toBe('REAUTHORIZATION_TOO_SOON');
    expect(reauthorizeRefusal(hold, T0 + 3 * DAY)).toBeNull();
    expect(reauthorizedHonorUntil(T0 + 10 * DAY, hold.expiresAtMs)).toBe(T0 + 13 * DAY);
    expect(reauthorizedHonorUntil(T0 + 27 * DAY, hold.expiresAtMs)).toBe(T0 + 29 * DAY);
  });

  it('refunds never more than is left of a capture, within 180 days', () => {
    const capture = { amount: cents(10_000), refunded: cents(6_000), capturedAtMs: T0 };
    expect(refundRefusal(capture, cents(4_000), T0)).toBeNull();
    expect(refundRefusal(capture, cents(4_001), T0)).toBe('REFUND_AMOUNT_EXCEEDED');
    expect(refundRefusal({ ...capture, refunded: cents(10_000) }, cents(1), T0)).toBe(
      'CAPTURE_FULLY_REFUNDED',
    );
    expect(refundRefusal(capture, cents(1), T0 + 180 * DAY)).toBe('REFUND_TIME_LIMIT_EXCEEDED');
    expect(captureStatusOf(capture)).toBe('PARTIALLY_REFUNDED');
  });

  it('accepts return URLs on this site or absolute http(s) ones, never a scheme-relative or script one', () => {
    for (const good of ['/pay', '/pay?x=1#top', 'https://relomove.example/pay', 'http://localhost:5173/p']) {
      expect(isRedirectUrl(good), good).toBe(true);
    }
    for (const bad of ['', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'pay', 'ftp://x/']) {
      expect(isRedirectUrl(bad), bad).toBe(false);
    }
  });

  it('adds PayPal parameters to a URL, keeping its query and fragment', () => {
    expect(withQuery('/pay', { token: 'ABC' })).toBe('/pay?token=ABC');
    expect(withQuery('/pay?step=2#top', { token: 'ABC', PayerID: 'P 1' })).toBe(
      '/pay?step=2&token=ABC&PayerID=P%201#top',
    );
  });

  it('reads a funding source only from its exact value', () => {
    expect(fundingSourceOf('SANDBOX_VISA_0002')).toBe('SANDBOX_VISA_0002');
    expect(fundingSourceOf('sandbox_visa_0002')).toBeNull();
    expect(fundingSourceOf(undefined)).toBeNull();
  });
});
