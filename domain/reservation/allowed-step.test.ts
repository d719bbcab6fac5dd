import { describe, expect, it } from 'vitest';
import {
  allowedStepAfterCompleting,
  INITIAL_ALLOWED_STEP,
  isStepAllowed,
  resetAllowedStep,
} from './allowed-step';

describe('allowed reservation step (§2 Reservation steps)', () => {
  it('starts at location (§2)', () => {
    expect(INITIAL_ALLOWED_STEP).toBe('location');
  });

  it('returns to location on a reset (§2)', () => {
    expect(resetAllowedStep()).toBe('location');
  });

  it('allows the allowed step and the steps before it (§2, decision)', () => {
    expect(isStepAllowed('location', 'schedule')).toBe(true);
    expect(isStepAllowed('schedule', 'schedule')).toBe(true);
    expect(isStepAllowed('payment', 'schedule')).toBe(false);
    expect(isStepAllowed('schedule', INITIAL_ALLOWED_STEP)).toBe(false);
  });

  it('completing a step allows the next one, never moving backwards (§2, decision)', () => {
    expect(allowedStepAfterCompleting('location', 'location')).toBe('schedule');
    expect(allowedStepAfterCompleting('schedule', 'schedule')).toBe('payment');
    expect(allowedStepAfterCompleting('payment', 'payment')).toBe('payment');
    expect(allowedStepAfterCompleting('location', 'payment')).toBe('payment');
  });
});
