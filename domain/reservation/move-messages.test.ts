import { describe, expect, it } from 'vitest';
import { BannerText } from '../quote/quote-texts';
import { ShipmentState } from '../shipment/enums';
import {
  asSentence,
  landingGreeting,
  MOVE_STAGES,
  MoveStage,
  moveMessages,
  moveStage,
} from './move-messages';

const NOTHING_CHARGED = "Nothing is charged until we're in transit with your loaded container.";

describe('no stale promises: each message is chosen from the move’s stage (issue 27)', () => {
  it('the stage follows the cancellation, the shipment and the ledger', () => {
    const at = (cancelled: boolean, charged: boolean, shipment: ShipmentState | null) =>
      moveStage({ cancelled, charged, shipment });
    expect(at(false, false, null)).toBe(MoveStage.Booked);
    expect(at(false, false, ShipmentState.NonShipped)).toBe(MoveStage.Booked);
    expect(at(false, false, ShipmentState.Shipped)).toBe(MoveStage.InTransit);
    expect(at(false, true, ShipmentState.Shipped)).toBe(MoveStage.Charged);
    expect(at(false, true, null)).toBe(MoveStage.Charged);
    expect(at(false, true, ShipmentState.Completed)).toBe(MoveStage.Delivered);
    expect(at(true, true, ShipmentState.Completed)).toBe(MoveStage.Cancelled);
  });

  it('"Nothing is charged until we’re in transit…" only while the move is booked and not under way', () => {
    expect(moveMessages(MoveStage.Booked).paymentNote).toBe(NOTHING_CHARGED);
    for (const stage of MOVE_STAGES.filter((s) => s !== MoveStage.Booked)) {
      expect(moveMessages(stage).paymentNote, stage).not.toMatch(/Nothing is charged/);
    }
    expect(moveMessages(MoveStage.Cancelled).paymentNote).toBe(BannerText.cancelledDesktopNote);
    expect(moveMessages(MoveStage.Charged).paymentNote).toBe(
      'Your move was charged when it went into transit.',
    );
    expect(moveMessages(MoveStage.Delivered).paymentNote).toBe(
      'Your move is complete. Thank you for moving with us.',
    );
  });

  it('cancelling is not offered once the move is delivered (or cancelled)', () => {
    expect(MOVE_STAGES.filter((s) => !moveMessages(s).offersCancel)).toEqual([
      MoveStage.Delivered,
      MoveStage.Cancelled,
    ]);
  });

  it('changing the move (online or by phone) is not offered once it is delivered or cancelled: nothing is left to change', () => {
    expect(MOVE_STAGES.filter((s) => !moveMessages(s).offersChange)).toEqual([
      MoveStage.Delivered,
      MoveStage.Cancelled,
    ]);
  });

  it('the landing page greets a quote as a quote and a booked move as a move, never "View your quote" for it', () => {
    expect(landingGreeting('4100273', { reserved: false, stage: null })).toEqual({
      text: 'View your quote #4100273',
      to: 'quote',
    });
    expect(landingGreeting('4100273', { reserved: true, stage: MoveStage.Charged })).toEqual({
      text: 'Follow your move #4100273',
      to: 'dashboard',
    });
    for (const stage of [MoveStage.Delivered, MoveStage.Cancelled]) {
      expect(landingGreeting('4100273', { reserved: true, stage }).text).toBe(
        'See your completed move #4100273',
      );
    }
  });

  it('a message is one sentence: "…online." stays one period, never "..", and one is added when missing', () => {
    expect(asSentence('It can no longer be cancelled online.')).toBe('It can no longer be cancelled online.');
    expect(asSentence('The drop-off date has passed')).toBe('The drop-off date has passed.');
  });
});
