/**
 * Issue 27 "No stale promises": every message the banner, the dashboard and the landing page show about a
 * booked move is chosen here, from the move's state, so none keeps promising what has already happened
 * ("Nothing is charged until we're in transit" after the charge, "View your quote" for a finished move).
 * The stage comes from what was recorded: the cancellation, the ledger (charged) and the shipment.
 */
import { BannerText } from '../quote/quote-texts';
import { assertNever } from '../shared/assert-never';
import type { ValueOf } from '../shared/enum';
import { ShipmentState } from '../shipment/enums';

/** Where a booked move stands, as its messages need to know it. */
export const MoveStage = {
  /** Booked; nothing has left and nothing is charged. */
  Booked: 'Booked',
  /** The loaded equipment has left (§4 Shipped), and the charge is not in the ledger yet. */
  InTransit: 'InTransit',
  /** The move is charged (a capture in the ledger). */
  Charged: 'Charged',
  /** The move is complete (§4 shipment state Completed). */
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
} as const;
export type MoveStage = ValueOf<typeof MoveStage>;
export const MOVE_STAGES: readonly MoveStage[] = Object.values(MoveStage);

/** What decides the stage; the shipment state is null where it is not loaded (the banner). */
export interface MoveStageFacts {
  readonly cancelled: boolean;
  /** Something was captured for the move (its balance is below its total, or a capture row). */
  readonly charged: boolean;
  readonly shipment: ShipmentState | null;
}

export function moveStage(facts: MoveStageFacts): MoveStage {
  if (facts.cancelled) return MoveStage.Cancelled;
  if (facts.shipment === ShipmentState.Completed) return MoveStage.Delivered;
  if (facts.charged) return MoveStage.Charged;
  if (facts.shipment === ShipmentState.Shipped) return MoveStage.InTransit;
  return MoveStage.Booked;
}

/** The words of the stages (ours, docs/decisions.md; Booked keeps the §2 sentence exactly). */
export const MoveStageText = {
  inTransit: 'Your move is in transit, so its balance is due now.',
  charged: 'Your move was charged when it went into transit.',
  delivered: 'Your move is complete. Thank you for moving with us.',
  greetQuote: (id: string) => `View your quote #${id}`,
  greetMove: (id: string) => `Follow your move #${id}`,
  greetDone: (id: string) => `See your completed move #${id}`,
} as const;

/** The messages of a stage: the payment line (banner and dashboard) and whether cancelling is offered. */
export interface MoveMessages {
  /** The banner's line and the dashboard's payments line. */
  readonly paymentNote: string;
  /** The dashboard's cancel part (the fee, or why it cannot be done online): not once the move is over. */
  readonly offersCancel: boolean;
  /**
   * Changing the move is offered (online until its cut-off, then by phone), on the dashboard and in its welcome
   * popup: not once the move is over (delivered or cancelled), when nothing is left to change.
   */
  readonly offersChange: boolean;
}

export function moveMessages(stage: MoveStage): MoveMessages {
  switch (stage) {
    case MoveStage.Booked:
      return { paymentNote: BannerText.reservedDesktopNote, offersCancel: true, offersChange: true };
    case MoveStage.InTransit:
      return { paymentNote: MoveStageText.inTransit, offersCancel: true, offersChange: true };
    case MoveStage.Charged:
      return { paymentNote: MoveStageText.charged, offersCancel: true, offersChange: true };
    case MoveStage.Delivered:
      return { paymentNote: MoveStageText.delivered, offersCancel: false, offersChange: false };
    case MoveStage.Cancelled:
      return { paymentNote: BannerText.cancelledDesktopNote, offersCancel: false, offersChange: false };
    default:
      return assertNever(stage, 'move stage');
  }
}

/**
 * The landing page's greeting of a returning visitor (issue 27): a quote is "View your quote #…" and opens
 * the quote; a booked move is followed on the dashboard, "See your completed move #…" once it is complete
 * (or cancelled: the dashboard then says what happened).
 */
export function landingGreeting(
  reference: string,
  move: { readonly reserved: boolean; readonly stage: MoveStage | null },
): { readonly text: string; readonly to: 'quote' | 'dashboard' } {
  if (!move.reserved) return { text: MoveStageText.greetQuote(reference), to: 'quote' };
  const done = move.stage === MoveStage.Delivered || move.stage === MoveStage.Cancelled;
  return {
    text: done ? MoveStageText.greetDone(reference) : MoveStageText.greetMove(reference),
    to: 'dashboard',
  };
}

/** A message as one sentence: its own final stop kept, one added when it has none (never '..'). */
export function asSentence(message: string): string {
  const trimmed = message.trimEnd();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
