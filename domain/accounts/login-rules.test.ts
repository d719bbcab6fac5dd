import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_THROTTLE,
  ADDRESS_THROTTLE,
  minutesToWait,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  sessionExpiresAt,
  shouldExtendSession,
  tooManyAttemptsMessage,
} from './login-rules';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.parse('2026-11-21T15:00:00Z');
const ago = (minutes: number) => now - minutes * MINUTE;

describe('sign-in throttle (5 per account, 30 per address, in 15 minutes)', () => {
  it('has the chosen limits', () => {
    expect(ACCOUNT_THROTTLE).toEqual({ limit: 5, windowMs: 15 * MINUTE });
    expect(ADDRESS_THROTTLE).toEqual({ limit: 30, windowMs: 15 * MINUTE });
  });

  it('allows an attempt while fewer than the limit failed within the window', () => {
    expect(minutesToWait([], now, ACCOUNT_THROTTLE)).toBeNull();
    expect(minutesToWait([ago(1), ago(2), ago(3), ago(4)], now, ACCOUNT_THROTTLE)).toBeNull();
    // Failures older than the window (exactly 15 minutes is out) do not count.
    expect(
      minutesToWait([ago(15), ago(20), ago(1), ago(2), ago(3), ago(4)], now, ACCOUNT_THROTTLE),
    ).toBeNull();
  });

  it('at the limit, waits until the failure that decides leaves the window, rounded up to whole minutes', () => {
    expect(minutesToWait([ago(10), ago(8), ago(6), ago(4), ago(2)], now, ACCOUNT_THROTTLE)).toBe(5);
    expect(minutesToWait([ago(1), ago(1), ago(1), ago(1), ago(1)], now, ACCOUNT_THROTTLE)).toBe(14);
    expect(
      minutesToWait([now - 14 * MINUTE - 30_000, ago(1), ago(1), ago(1), ago(1)], now, ACCOUNT_THROTTLE),
    ).toBe(1);
    // Seven failures: the count drops below 5 only when the third oldest leaves.
    expect(
      minutesToWait([ago(14), ago(13), ago(12), ago(3), ago(3), ago(2), ago(1)], now, ACCOUNT_THROTTLE),
    ).toBe(3);
  });

  it('does not care about the order failures are given in', () => {
    expect(minutesToWait([ago(2), ago(10), ago(4), ago(8), ago(6)], now, ACCOUNT_THROTTLE)).toBe(5);
  });

  it('says how long to wait', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Please try again in 1 minute');
    expect(tooManyAttemptsMessage(12)).toBe('Too many sign-in attempts. Please try again in 12 minutes');
  });
});

describe('session lifetime (14 idle days, 30 days at most)', () => {
  it('expires 14 days after the last use, never later than 30 days after sign-in', () => {
    expect(SESSION_IDLE_MS).toBe(14 * DAY);
    expect(SESSION_MAX_MS).toBe(30 * DAY);
    expect(sessionExpiresAt(now, now)).toBe(now + 14 * DAY);
    expect(sessionExpiresAt(now, now + 10 * DAY)).toBe(now + 24 * DAY);
    expect(sessionExpiresAt(now, now + 20 * DAY)).toBe(now + 30 * DAY);
  });

  it('pushes the stored expiry forward only when that gains more than an hour', () => {
    const stored = sessionExpiresAt(now, now);
    expect(shouldExtendSession(now, stored, now + 30 * MINUTE)).toBe(false);
    expect(shouldExtendSession(now, stored, now + 61 * MINUTE)).toBe(true);
    expect(shouldExtendSession(now, now + 30 * DAY, now + 25 * DAY)).toBe(false);
  });
});
