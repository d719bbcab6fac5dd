import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PROOF_OF_WORK,
  ADDRESS_THROTTLE,
  minutesToWait,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  sessionExpiresAt,
  shouldExtendSession,
  signInWork,
  type ThrottlePolicy,
  tooManyAttemptsMessage,
} from './login-rules';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.parse('2026-11-21T15:00:00Z');
const ago = (minutes: number) => now - minutes * MINUTE;
/** A policy of 5 in 15 minutes, to read the arithmetic with small numbers. */
const FIVE: ThrottlePolicy = { limit: 5, windowMs: 15 * MINUTE };

describe('sign-in throttle per address (30 in 15 minutes)', () => {
  it('has the chosen limit', () => {
    expect(ADDRESS_THROTTLE).toEqual({ limit: 30, windowMs: 15 * MINUTE });
  });

  it('allows an attempt while fewer than the limit failed within the window', () => {
    expect(minutesToWait([], now, FIVE)).toBeNull();
    expect(minutesToWait([ago(1), ago(2), ago(3), ago(4)], now, FIVE)).toBeNull();
    // Failures older than the window (exactly 15 minutes is out) do not count.
    expect(minutesToWait([ago(15), ago(20), ago(1), ago(2), ago(3), ago(4)], now, FIVE)).toBeNull();
  });

  it('at the limit, waits until the failure that decides leaves the window, rounded up to whole minutes', () => {
    expect(minutesToWait([ago(10), ago(8), ago(6), ago(4), ago(2)], now, FIVE)).toBe(5);
    expect(minutesToWait([ago(1), ago(1), ago(1), ago(1), ago(1)], now, FIVE)).toBe(14);
    expect(minutesToWait([now - 14 * MINUTE - 30_000, ago(1), ago(1), ago(1), ago(1)], now, FIVE)).toBe(1);
    // Seven failures: the count drops below 5 only when the third oldest leaves.
    expect(minutesToWait([ago(14), ago(13), ago(12), ago(3), ago(3), ago(2), ago(1)], now, FIVE)).toBe(3);
  });

  it('does not care about the order failures are given in', () => {
    expect(minutesToWait([ago(2), ago(10), ago(4), ago(8), ago(6)], now, FIVE)).toBe(5);
  });

  it('says how long to wait', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Please try again in 1 minute');
    expect(tooManyAttemptsMessage(12)).toBe('Too many sign-in attempts. Please try again in 12 minutes');
  });
});

describe('soft lockout per account (issue 9 finding 3): proof of work instead of a refusal', () => {
  it('asks nothing extra for the first 5 failures in 15 minutes', () => {
    expect(ACCOUNT_PROOF_OF_WORK).toEqual({ freeFailures: 5, windowMs: 15 * MINUTE, maxWork: 16 });
    for (const failures of [0, 1, 4]) expect(signInWork(failures)).toBe(0);
  });

  it('then doubles the work with each failure, and never asks more than 16 times the everyday check', () => {
    expect([5, 6, 7, 8, 9, 50, 1000].map((f) => signInWork(f))).toEqual([2, 4, 8, 16, 16, 16, 16]);
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
