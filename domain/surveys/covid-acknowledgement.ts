/**
 * §7 POST surveys/covid (its fields are "not shown": our design, docs/decisions.md 2026-11-26): a short
 * health-and-safety acknowledgement before the crew's visits. The customer tells us whether everyone in the
 * household is well, whether they want the crew to wear masks, whether they prefer a contactless handover,
 * and confirms they read how the crews keep visits safe. One per move; answering again changes it. It can
 * be given while any step of the move is still ahead.
 */
import { err, ok, type Result } from 'neverthrow';
import type { Milestone } from '../shipment/enums';
import type { FieldError } from '../validation/field-messages';

/** The wire's field names (ours). */
export const CovidField = {
  QuoteId: 'QuoteId',
  HouseholdWell: 'HouseholdWell',
  MasksRequested: 'MasksRequested',
  ContactlessHandover: 'ContactlessHandover',
  Acknowledged: 'Acknowledged',
} as const;

export const CovidMessage = {
  householdMissing: 'Please tell us whether everyone in your household is well',
  notAcknowledged: 'Please confirm you have read how our crews keep visits safe',
  moveComplete: 'Your move is complete: there are no more visits to prepare for',
  cancelled: 'This reservation was cancelled: there are no visits to prepare for',
  /** Shown (and kept) when someone in the household is unwell. */
  callUs:
    'Thank you for telling us. Please call us before your next visit so that we can plan a contactless visit or move your dates.',
} as const;

/** One move's acknowledgement, as stored. */
export interface CovidAcknowledgement {
  /** Nobody in the household has symptoms, a positive test or an order to isolate in the last 10 days. */
  readonly HouseholdWell: boolean;
  /** The customer asks the crew to wear masks at their home. */
  readonly MasksRequested: boolean;
  /** The customer prefers a contactless handover: no signature in person, the crew keeps its distance. */
  readonly ContactlessHandover: boolean;
}

export interface CovidInput {
  readonly HouseholdWell: boolean | null | undefined;
  readonly MasksRequested?: boolean | null | undefined;
  readonly ContactlessHandover?: boolean | null | undefined;
  readonly Acknowledged: boolean | null | undefined;
}

/**
 * The rules: whether the household is well must be answered (yes or no: "no" is a real answer, and we ask
 * the customer to call), the notes must be acknowledged, the two preferences default to no.
 */
export function validateCovidAcknowledgement(input: CovidInput): Result<CovidAcknowledgement, FieldError[]> {
  const errors: FieldError[] = [];
  if (input.HouseholdWell === null || input.HouseholdWell === undefined)
    errors.push({ field: CovidField.HouseholdWell, message: CovidMessage.householdMissing });
  if (input.Acknowledged !== true)
    errors.push({ field: CovidField.Acknowledged, message: CovidMessage.notAcknowledged });
  if (errors.length > 0 || input.HouseholdWell === null || input.HouseholdWell === undefined)
    return err(errors);
  return ok({
    HouseholdWell: input.HouseholdWell,
    MasksRequested: input.MasksRequested === true,
    ContactlessHandover: input.ContactlessHandover === true,
  });
}

export type CovidAcknowledgementState =
  | { readonly open: true }
  | { readonly open: false; readonly reason: 'MoveComplete' | 'Cancelled'; readonly message: string };

/**
 * Open while the move has a step ahead (`next`: its first milestone not yet complete); closed once every
 * milestone is complete, and for a cancelled move.
 */
export function covidAcknowledgementState(move: {
  readonly cancelled: boolean;
  readonly next: Milestone | null;
}): CovidAcknowledgementState {
  if (move.cancelled) return { open: false, reason: 'Cancelled', message: CovidMessage.cancelled };
  if (move.next === null) return { open: false, reason: 'MoveComplete', message: CovidMessage.moveComplete };
  return { open: true };
}

/** What we ask of the customer after their answer: to call us when someone is unwell, else nothing. */
export function covidFollowUp(answer: CovidAcknowledgement): string | null {
  return answer.HouseholdWell ? null : CovidMessage.callUs;
}
