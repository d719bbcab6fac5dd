// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoveStage } from '../../../../domain/reservation/move-messages';
import { CallReason } from '../../../../domain/shipment/delivery-appointment';
import { DeliveryAppointmentKind, Milestone, SchedulingState } from '../../../../domain/shipment/enums';
import { PickupCallReason } from '../../../../domain/shipment/pickup-request';
import { WelcomePopup, WelcomeText } from './welcome-popup';

const NOW = new Date('2026-12-07T15:00:00Z');
const openUntil = (cutoffAt: string) => ({
  editAllowed: true,
  editWindow: { allowed: true, cutoffAt, reason: null, message: '' },
});

const DOOR_TO_DOOR = [
  Milestone.DropOff,
  Milestone.CustomerLoading,
  Milestone.OriginPickup,
  Milestone.Transit,
  Milestone.Delivery,
] as const;
type PopupProps = Parameters<typeof WelcomePopup>[0];
/** A move just booked: the pickup waits for the drop-off, the delivery for the move to leave. */
const JUST_BOOKED = {
  pickup: { state: SchedulingState.PromptToCall, reason: PickupCallReason.NotDroppedOff },
  delivery: { Kind: DeliveryAppointmentKind.CallForAppointment, Reason: CallReason.NotInTransit },
} satisfies Pick<PopupProps, 'pickup' | 'delivery'>;

function shownPoints(
  move: PopupProps['move'],
  scheduling: Pick<PopupProps, 'pickup' | 'delivery'> = JUST_BOOKED,
): string[] {
  render(
    <WelcomePopup onClose={() => undefined} move={move} now={NOW} steps={DOOR_TO_DOOR} {...scheduling} />,
  );
  const dialog = screen.getByRole('dialog', { name: WelcomeText.title });
  return within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

afterEach(cleanup);

describe('the welcome popup tells the truth about the move under it (issue 13, §3 welcome-popup-used)', () => {
  it('offers online changes until the cut-off, with all four points, for a move just booked from door to door', () => {
    expect(shownPoints(openUntil('2026-12-09T22:00:00Z'))).toEqual(WelcomeText.points);
  });

  it('after the cut-off it says the move can no longer be changed online, where the Overview gives the number', () => {
    const points = shownPoints(openUntil('2026-12-07T14:59:00Z'));
    expect(points).toHaveLength(WelcomeText.points.length);
    expect(points).toContain(WelcomeText.changeClosed);
    expect(points).not.toContain(WelcomeText.changeOnline);
  });

  it('says the same when online changes are off for the move (§6 IsMyMoveEditAllowed false, a move in transit)', () => {
    const points = shownPoints({
      editAllowed: false,
      editWindow: { allowed: false, cutoffAt: null, reason: null, message: '' },
    });
    expect(points[1]).toBe(WelcomeText.changeClosed);
  });

  it('offers to request the pickup and book the delivery while both are still ahead online', () => {
    expect(shownPoints(openUntil('2026-12-09T22:00:00Z'))[2]).toBe(WelcomeText.scheduleBoth);
  });

  it('after the pickup, it offers only the delivery window (no pickup request for equipment already picked up)', () => {
    const points = shownPoints(openUntil('2026-12-01T22:00:00Z'), {
      pickup: { state: SchedulingState.Completed, reason: null },
      delivery: { Kind: DeliveryAppointmentKind.WebAppointment, Reason: null },
    });
    expect(points[2]).toBe(WelcomeText.scheduleDelivery);
  });

  it('for a move that starts at a service center and ends at one, it offers only the calendar', () => {
    const points = shownPoints(openUntil('2026-12-09T22:00:00Z'), {
      pickup: { state: SchedulingState.PromptToCall, reason: PickupCallReason.NoDoorPickup },
      delivery: null,
    });
    expect(points[2]).toBe(WelcomeText.scheduleNone);
    expect(points[2]).not.toMatch(/pickup|delivery/i);
  });

  it('names the steps of the move shown: a move from service center to service center has no drop-off or pickup at home', () => {
    render(
      <WelcomePopup
        onClose={() => undefined}
        move={openUntil('2026-12-09T22:00:00Z')}
        now={NOW}
        steps={[Milestone.TerminalLoading, Milestone.Transit, Milestone.TerminalUnloading]}
        pickup={{ state: SchedulingState.PromptToCall, reason: PickupCallReason.NoDoorPickup }}
        delivery={null}
      />,
    );
    const points = within(screen.getByRole('dialog', { name: WelcomeText.title }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(points[0]).toBe(
      'See each step of your move (loading, transit and unloading) with its dates and what happened.',
    );
  });

  it('offers only the pickup request while the delivery must be arranged by phone (a new address still to come)', () => {
    const points = shownPoints(openUntil('2026-12-09T22:00:00Z'), {
      pickup: { state: SchedulingState.ReadyToRequest, reason: null },
      delivery: { Kind: DeliveryAppointmentKind.CallForAppointment, Reason: CallReason.AddressToCome },
    });
    expect(points[2]).toBe(WelcomeText.schedulePickup);
  });

  it('for a cancelled move it offers no change and no scheduling, only the calendar', () => {
    render(
      <WelcomePopup
        onClose={() => undefined}
        move={openUntil('2026-12-09T22:00:00Z')}
        now={NOW}
        steps={DOOR_TO_DOOR}
        {...JUST_BOOKED}
        stage={MoveStage.Cancelled}
      />,
    );
    const points = within(screen.getByRole('dialog', { name: WelcomeText.title }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(points).toContain(WelcomeText.scheduleNone);
    expect(points).not.toContain(WelcomeText.changeOnline);
    expect(points).not.toContain(WelcomeText.changeClosed);
  });

  it('for a delivered move it offers no change at all, neither online nor by phone: nothing is left to change', () => {
    render(
      <WelcomePopup
        onClose={() => undefined}
        move={{
          editAllowed: false,
          editWindow: { allowed: false, cutoffAt: null, reason: null, message: '' },
        }}
        now={NOW}
        steps={DOOR_TO_DOOR}
        pickup={{ state: SchedulingState.Completed, reason: null }}
        delivery={null}
        stage={MoveStage.Delivered}
      />,
    );
    const points = within(screen.getByRole('dialog', { name: WelcomeText.title }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(points).toEqual([
      WelcomeText.stepsOf(['drop-off', 'loading', 'pickup', 'transit', 'delivery']),
      WelcomeText.scheduleNone,
      WelcomeText.points[3],
    ]);
  });
});
