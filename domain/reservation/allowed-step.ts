/** §2 Reservation steps: the furthest step the customer may open. */
import { RESERVATION_STEPS, ReservationStep } from './enums';

/** §2: "The allowed step starts at location". */
export const INITIAL_ALLOWED_STEP: ReservationStep = ReservationStep.location;

/** §2: the allowed step "returns to location on a reset". */
export function resetAllowedStep(): ReservationStep {
  return ReservationStep.location;
}

/** The position of a step in RESERVATION_STEPS (location 0, schedule 1, payment 2). */
export function stepIndex(step: ReservationStep): number {
  return RESERVATION_STEPS.indexOf(step);
}

/**
 * A step can be opened when it is the allowed step or comes before it (our reading: the allowed
 * step is the furthest one reached; the spec shows only its start and reset).
 */
export function isStepAllowed(step: ReservationStep, allowed: ReservationStep): boolean {
  return stepIndex(step) <= stepIndex(allowed);
}

/** Moving on from `completed` allows the next step; the allowed step never moves backwards here. */
export function allowedStepAfterCompleting(
  completed: ReservationStep,
  allowed: ReservationStep,
): ReservationStep {
  const next = RESERVATION_STEPS[stepIndex(completed) + 1] ?? completed;
  return stepIndex(next) > stepIndex(allowed) ? next : allowed;
}
