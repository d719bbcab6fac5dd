import { describe, expect, it } from 'vitest';
import { CALL_REASONS, CallReason } from './delivery-appointment';
import { DeliveryAppointmentKind, SchedulingState } from './enums';
import { PickupCallReason } from './pickup-request';
import { schedulingAhead } from './scheduling-ahead';

const pickup = (state: SchedulingState, reason: PickupCallReason | null = null) => ({ state, reason });
const delivery = (Kind: DeliveryAppointmentKind, Reason: CallReason | null = null) => ({ Kind, Reason });
const webDelivery = delivery(DeliveryAppointmentKind.WebAppointment);

describe('what the customer can still schedule online (issue 13 pickup request and delivery tool, §4 Pickup/delivery scheduling)', () => {
  it('a pickup ready to request, or waiting only for the drop-off, is ahead online', () => {
    expect(schedulingAhead(pickup(SchedulingState.ReadyToRequest), null).pickup).toBe(true);
    expect(
      schedulingAhead(pickup(SchedulingState.PromptToCall, PickupCallReason.NotDroppedOff), null).pickup,
    ).toBe(true);
  });

  it('a pickup requested, done, too late, failed, not at home or not followed is not offered', () => {
    for (const state of [SchedulingState.Requested, SchedulingState.Completed]) {
      expect(schedulingAhead(pickup(state), webDelivery).pickup).toBe(false);
    }
    for (const reason of [
      PickupCallReason.NoDoorPickup,
      PickupCallReason.TooLate,
      PickupCallReason.AttemptFailed,
      PickupCallReason.Untracked,
    ]) {
      expect(schedulingAhead(pickup(SchedulingState.PromptToCall, reason), webDelivery).pickup).toBe(false);
    }
  });

  it('a delivery bookable now, once in transit or once the balance is paid is ahead online; every other call reason is not', () => {
    expect(schedulingAhead(null, webDelivery).delivery).toBe(true);
    const later: CallReason[] = [CallReason.NotInTransit, CallReason.BalanceDue];
    for (const reason of CALL_REASONS) {
      expect(
        schedulingAhead(null, delivery(DeliveryAppointmentKind.CallForAppointment, reason)).delivery,
        reason,
      ).toBe(later.includes(reason));
    }
  });

  it('a delivery already done or already scheduled is not offered', () => {
    for (const kind of [
      DeliveryAppointmentKind.AlreadyDelivered,
      DeliveryAppointmentKind.ScheduledAppointmentPending,
    ]) {
      expect(schedulingAhead(pickup(SchedulingState.ReadyToRequest), delivery(kind)).delivery).toBe(false);
    }
  });

  it('promises nothing for a tool whose state is not known', () => {
    expect(schedulingAhead(null, null)).toEqual({ pickup: false, delivery: false });
  });

  it('a cancelled move has nothing left to schedule, whatever its tools say', () => {
    expect(schedulingAhead(pickup(SchedulingState.ReadyToRequest), webDelivery, true)).toEqual({
      pickup: false,
      delivery: false,
    });
  });
});
