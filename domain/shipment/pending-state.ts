/** §9: "A carrier other than ABF, with no equipment spotted at origin and no confirmed bill of lading, flags a pending state." */
import type { PricingOption, ReservationDetails } from '../quote/types';
import { ABF_CARRIER } from './enums';

/** The facts the rule reads: the pricing option's Carrier and the reservation's two flags. */
export interface PendingStateInput {
  readonly Carrier: PricingOption['Carrier'];
  readonly EquipmentSpottedOrigin: ReservationDetails['EquipmentSpottedOrigin'];
  readonly TBOLConfirmed: ReservationDetails['TBOLConfirmed'];
}

/** True when the carrier is ABF, compared trimmed and case-insensitively. */
export function isAbfCarrier(carrier: string): boolean {
  return carrier.trim().toUpperCase() === ABF_CARRIER;
}

/**
 * §9: pending when the carrier is not ABF (an empty carrier is "other than ABF"), no equipment
 * is spotted at origin (EquipmentSpottedOrigin false) and the bill of lading is not confirmed
 * (TBOLConfirmed false).
 */
export function isPendingState(input: PendingStateInput): boolean {
  return !isAbfCarrier(input.Carrier) && !input.EquipmentSpottedOrigin && !input.TBOLConfirmed;
}

/**
 * The §9 pending state in plain words for the dashboard and staff, or null when the move is not pending
 * (ours: docs/decisions.md, issue 13).
 */
export function pendingStateReason(input: PendingStateInput): string | null {
  if (!isPendingState(input)) return null;
  const carrier = input.Carrier.trim();
  const who = carrier ? `the carrier (${carrier})` : 'the carrier';
  return `Your move is pending: ${who} has not yet placed equipment at your origin or confirmed the bill of lading`;
}
