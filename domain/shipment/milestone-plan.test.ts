import { describe, expect, it } from 'vitest';
import {
  DOOR_TO_DOOR_CUBES,
  plan,
  SCHEDULE,
  TERMINAL_TO_TERMINAL_STORAGE,
} from '../../tests/fixtures/shipment';
import { isoDate } from '../calendar/iso-date';
import { DeliveryType, EquipmentType } from '../quote/enums';
import { DashboardRestriction } from '../reservation/enums';
import { Milestone } from './enums';
import {
  bookedEstimate,
  isTrackable,
  milestoneApplicability,
  planShipment,
  TRAILER_AT_TERMINAL_MESSAGE,
} from './milestone-plan';

describe('which milestones apply to a move (issue 13, §3 OriginDelivery / DestinationDelivery)', () => {
  it('door to door: DropOff, CustomerLoading, OriginPickup, Transit, Delivery, CustomerUnloading, DestinationPickup', () => {
    expect(plan().sequence).toEqual([
      'DropOff',
      'CustomerLoading',
      'OriginPickup',
      'Transit',
      'Delivery',
      'CustomerUnloading',
      'DestinationPickup',
    ]);
  });

  it('terminal to terminal with storage: TerminalLoading, Transit, Storage, TerminalUnloading', () => {
    expect(plan(TERMINAL_TO_TERMINAL_STORAGE).sequence).toEqual([
      'TerminalLoading',
      'Transit',
      'Storage',
      'TerminalUnloading',
    ]);
  });

  it('mixed ends: door origin to terminal destination, and terminal origin to door destination', () => {
    expect(plan({ ...DOOR_TO_DOOR_CUBES, DestinationDelivery: DeliveryType.Terminal }).sequence).toEqual([
      'DropOff',
      'CustomerLoading',
      'OriginPickup',
      'Transit',
      'TerminalUnloading',
    ]);
    expect(
      plan({ ...DOOR_TO_DOOR_CUBES, OriginDelivery: DeliveryType.Terminal, Storage: true }).sequence,
    ).toEqual([
      'TerminalLoading',
      'Transit',
      'Storage',
      'Delivery',
      'CustomerUnloading',
      'DestinationPickup',
    ]);
  });

  it('gives each milestone that does not apply a plain reason naming the equipment (issue 13)', () => {
    const terminal = milestoneApplicability(TERMINAL_TO_TERMINAL_STORAGE);
    expect(terminal.find((a) => a.milestone === Milestone.DropOff)).toEqual({
      milestone: 'DropOff',
      applies: false,
      reason: 'Your ReloCubes are loaded at the service center, so there is no drop-off at your home',
    });
    const oneCube = milestoneApplicability({ ...TERMINAL_TO_TERMINAL_STORAGE, EquipQuantity: 1 });
    expect(oneCube.find((a) => a.milestone === Milestone.Delivery)).toMatchObject({
      reason:
        'Your ReloCube is unloaded at the destination service center, so there is no delivery to your home',
    });
    const trailer = milestoneApplicability({ ...DOOR_TO_DOOR_CUBES, Equipment: EquipmentType.Trailer });
    expect(trailer.find((a) => a.milestone === Milestone.TerminalLoading)).toMatchObject({
      reason:
        'Your trailer is dropped off at your home for loading, so there is no loading at the service center',
    });
    expect(trailer.find((a) => a.milestone === Milestone.Storage)).toMatchObject({
      reason: 'Storage was not chosen for this move, so nothing is stored at the destination service center',
    });
  });

  it('lists all ten milestones in lifecycle order, Transit always applying', () => {
    const all = milestoneApplicability(DOOR_TO_DOOR_CUBES);
    expect(all).toHaveLength(10);
    expect(all.find((a) => a.milestone === Milestone.Transit)?.applies).toBe(true);
  });
});

describe('planShipment refusals (issue 13)', () => {
  it('refuses a trailer with a terminal end: trailers go door to door only (rate-options)', () => {
    const refused = planShipment({
      ...DOOR_TO_DOOR_CUBES,
      Equipment: EquipmentType.Trailer,
      OriginDelivery: DeliveryType.Terminal,
    });
    expect(refused._unsafeUnwrapErr().message).toBe(TRAILER_AT_TERMINAL_MESSAGE);
  });

  it('refuses a schedule out of order, naming the two dates', () => {
    const refused = planShipment({
      ...DOOR_TO_DOOR_CUBES,
      Schedule: { ...SCHEDULE, PickupDate: isoDate('2026-11-30') },
    });
    expect(refused._unsafeUnwrapErr().message).toBe(
      'The schedule is out of order: PickupDate 11/30/2026 is before SpotDate 12/01/2026',
    );
  });

  it('refuses a quantity that is not a positive whole number', () => {
    expect(planShipment({ ...DOOR_TO_DOOR_CUBES, EquipQuantity: 0 }).isErr()).toBe(true);
    expect(planShipment({ ...DOOR_TO_DOOR_CUBES, EquipQuantity: 1.5 }).isErr()).toBe(true);
  });
});

describe('booked estimates (issue 13, §4 date states)', () => {
  it('estimates each door-to-door milestone from the spot, pickup and delivery dates', () => {
    const p = plan();
    expect(bookedEstimate(p, Milestone.DropOff)).toEqual({
      StatusDate: { Early: '2026-12-01', Late: '2026-12-01' },
      DateType: 'Estimated',
    });
    expect(bookedEstimate(p, Milestone.CustomerLoading).StatusDate).toEqual({
      Early: '2026-12-01',
      Late: '2026-12-04',
    });
    expect(bookedEstimate(p, Milestone.OriginPickup).StatusDate).toEqual({
      Early: '2026-12-04',
      Late: '2026-12-04',
    });
    expect(bookedEstimate(p, Milestone.Transit).StatusDate).toEqual({
      Early: '2026-12-04',
      Late: '2026-12-11',
    });
    expect(bookedEstimate(p, Milestone.Delivery).StatusDate).toEqual({
      Early: '2026-12-09',
      Late: '2026-12-11',
    });
    expect(bookedEstimate(p, Milestone.DestinationPickup).DateType).toBe('Unknown');
    expect(bookedEstimate(p, Milestone.TerminalLoading)).toEqual({
      StatusDate: { Early: null, Late: null },
      DateType: 'NotApplicable',
    });
  });

  it('leaves what follows storage Unknown: it waits for the customer', () => {
    const p = plan(TERMINAL_TO_TERMINAL_STORAGE);
    expect(bookedEstimate(p, Milestone.Storage).DateType).toBe('Unknown');
    expect(bookedEstimate(p, Milestone.TerminalUnloading).DateType).toBe('Unknown');
  });
});

describe('isTrackable (issue 13, §4 dashboard restrictions)', () => {
  it('does not track a non-carrier reservation (NonAbfLimited), and tracks the rest', () => {
    expect(isTrackable(DashboardRestriction.NonAbfLimited)).toBe(false);
    expect(isTrackable(DashboardRestriction.ReconsignmentLimited)).toBe(true);
    expect(isTrackable(null)).toBe(true);
  });
});
