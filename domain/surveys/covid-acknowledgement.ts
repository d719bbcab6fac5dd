/**
 * §7 POST surveys/covid (its fields are "not shown": our design, docs/decisions.md 2026-11-26): a short
 * health-and-safety acknowledgement before the crew's visits. The customer tells us whether everyone in the
 * household is well, whether they want the crew to wear masks, whether they prefer a contactless handover,
 * and confirms they read how the crews keep visits safe. One per move; answering again changes it. It can
 * be given while a crew visit to the customer's home is still ahead.
 */
import { err, ok, type Result } from 'neverthrow';
import { enumOf } from '../shared/enum';
import { Milestone, MilestoneState } from '../shipment/enums';
import type { FieldError } from '../validation/field-messages';

/** The wire's field names (ours). */
export const CovidField = enumOf(
  'QuoteId',
  'HouseholdWell',
  'MasksRequested',
  'ContactlessHandover',
  'Acknowledged',
);

export const CovidMessage = {
  householdMissing: 'Please tell us whether everyone in your household is well',
  notAcknowledged: 'Please confirm you have read how our crews keep visits safe',
  noVisitsAhead: 'No crew visit to your home is ahead for this move',
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
  | { readonly open: false; readonly reason: 'NoVisitsAhead' | 'Cancelled'; readonly message: string };

/**
 * The milestones at which the crew comes to the customer's home: the drop-off and the pickup of the loaded
 * equipment at a door origin, the delivery and the pickup of the empty equipment at a door destination.
 */
export const HOME_VISITS: readonly Milestone[] = [
  Milestone.DropOff,
  Milestone.OriginPickup,
  Milestone.Delivery,
  Milestone.DestinationPickup,
];

/**
 * Open while a crew visit to the home is ahead (a home-visit milestone that applies and is not complete);
 * closed once none is (at once for a move loaded and unloaded at service centers), and for a cancelled move.
 */
export function covidAcknowledgementState(move: {
  readonly cancelled: boolean;
  readonly statusOf: (milestone: Milestone) => MilestoneState;
}): CovidAcknowledgementState {
  if (move.cancelled) return { open: false, reason: 'Cancelled', message: CovidMessage.cancelled };
  const ahead = HOME_VISITS.some((m) => {
    const status = move.statusOf(m);
    return status !== MilestoneState.Disabled && status !== MilestoneState.Complete;
  });
  if (!ahead) return { open: false, reason: 'NoVisitsAhead', message: CovidMessage.noVisitsAhead };
  return { open: true };
}

/** What we ask of the customer after their answer: to call us when someone is unwell, else nothing. */
export function covidFollowUp(answer: CovidAcknowledgement): string | null {
  return answer.HouseholdWell ? null : CovidMessage.callUs;
}
