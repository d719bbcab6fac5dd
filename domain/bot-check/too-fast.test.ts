import { describe, expect, it } from 'vitest';
import {
  checkFormPace,
  DEFAULT_BOT_THRESHOLDS,
  isTooFast,
  RECAPTCHA_EXECUTE_ERROR_MESSAGE,
  RECAPTCHA_EXECUTION_OR_VALIDATION_ERROR_MESSAGE,
  RECAPTCHA_SCORE_FAILED_MESSAGE,
  RECAPTCHA_VALIDATE_TOKEN_ERROR_MESSAGE,
  TOO_FAST_MESSAGE,
} from './too-fast';

const visitor = { isAdmin: false, enabled: true };
const human = { fieldDurationsMs: [1200, 900, 3000, 2500], totalMs: 12_000 };

describe('too-fast bot check (§5, §9)', () => {
  it('defaults to per-field 500 ms, fast field count 2, total form time 8000 ms (§9)', () => {
    expect(DEFAULT_BOT_THRESHOLDS).toEqual({ perFieldMs: 500, fastFieldCount: 2, totalFormMs: 8000 });
  });

  it('passes a form filled at human pace (§5)', () => {
    expect(isTooFast(human, undefined, visitor)).toEqual({
      tooFast: false,
      reason: 'HumanPace',
      fastFields: 0,
    });
  });

  it("flags a form whose total time is under 8000 ms, with 'Form interaction or submission too fast. Bot likely.' (§5, §8)", () => {
    expect(isTooFast({ ...human, totalMs: 7999 }, undefined, visitor)).toEqual({
      tooFast: true,
      reason: 'TotalTooFast',
      fastFields: 0,
      message: 'Form interaction or submission too fast. Bot likely.',
    });
  });

  it('does not flag a total of exactly 8000 ms (§5 "under the total threshold")', () => {
    expect(isTooFast({ ...human, totalMs: 8000 }, undefined, visitor).tooFast).toBe(false);
  });

  it('flags more than 2 fields filled under 500 ms (§5 "more than the fast-field-count")', () => {
    const decision = isTooFast(
      { fieldDurationsMs: [10, 20, 499, 4000], totalMs: 20_000 },
      undefined,
      visitor,
    );
    expect(decision).toEqual({
      tooFast: true,
      reason: 'TooManyFastFields',
      fastFields: 3,
      message: TOO_FAST_MESSAGE,
    });
  });

  it('does not flag exactly 2 fast fields (§5)', () => {
    expect(isTooFast({ fieldDurationsMs: [10, 20, 4000], totalMs: 20_000 }, undefined, visitor).tooFast).toBe(
      false,
    );
  });

  it('does not count a field of exactly 500 ms as fast (§5 "faster than the per-field threshold")', () => {
    const decision = isTooFast(
      { fieldDurationsMs: [500, 500, 500, 500], totalMs: 20_000 },
      undefined,
      visitor,
    );
    expect(decision).toEqual({ tooFast: false, reason: 'HumanPace', fastFields: 0 });
  });

  it('counts a malformed (NaN) duration as fast (§5)', () => {
    const decision = isTooFast({ fieldDurationsMs: [Number.NaN, 1, 2], totalMs: 20_000 }, undefined, visitor);
    expect(decision.tooFast).toBe(true);
  });

  it('exempts admins (§5, §6)', () => {
    const decision = isTooFast({ fieldDurationsMs: [1, 1, 1], totalMs: 10 }, undefined, {
      isAdmin: true,
      enabled: true,
    });
    expect(decision).toEqual({ tooFast: false, reason: 'Admin', fastFields: 3 });
  });

  it('never flags when the feature toggle is off (§5 "feature-toggled")', () => {
    const decision = isTooFast({ fieldDurationsMs: [1, 1, 1], totalMs: 10 }, undefined, {
      isAdmin: false,
      enabled: false,
    });
    expect(decision).toEqual({ tooFast: false, reason: 'Disabled', fastFields: 3 });
  });

  it('uses page-settings thresholds when given (§9)', () => {
    const settings = { perFieldMs: 1000, fastFieldCount: 0, totalFormMs: 1000 };
    expect(isTooFast({ fieldDurationsMs: [999], totalMs: 5000 }, settings, visitor).tooFast).toBe(true);
    expect(isTooFast({ fieldDurationsMs: [1000], totalMs: 5000 }, settings, visitor).tooFast).toBe(false);
  });

  it("checkFormPace returns err({ kind: 'TooFast' }) for a flagged form and ok otherwise (§5, §8)", () => {
    expect(checkFormPace({ ...human, totalMs: 100 }, undefined, visitor)._unsafeUnwrapErr()).toEqual({
      kind: 'TooFast',
      message: TOO_FAST_MESSAGE,
    });
    expect(checkFormPace(human, undefined, visitor).isOk()).toBe(true);
  });
});

describe('reCAPTCHA messages (§8)', () => {
  it('keeps the four messages character for character (§8)', () => {
    expect(RECAPTCHA_SCORE_FAILED_MESSAGE).toBe('reCAPTCHA bot score failed human verification');
    expect(RECAPTCHA_EXECUTION_OR_VALIDATION_ERROR_MESSAGE).toBe(
      'Error during reCAPTCHA execution or validation',
    );
    expect(RECAPTCHA_EXECUTE_ERROR_MESSAGE).toBe('Error executing reCAPTCHA');
    expect(RECAPTCHA_VALIDATE_TOKEN_ERROR_MESSAGE).toBe('Error validating reCAPTCHA token');
  });
});
