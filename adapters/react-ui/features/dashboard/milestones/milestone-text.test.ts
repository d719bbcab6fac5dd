import { describe, expect, it } from 'vitest';
import { isoDate } from '../../../../../domain/calendar/iso-date';
import { DateState, EventStatus, foldEvents, instant, Milestone } from '../../../../../domain/shipment';
import {
  DOOR_TO_DOOR_CUBES,
  event,
  plan,
  TERMINAL_TO_TERMINAL_STORAGE,
} from '../../../../../tests/fixtures/shipment';
import {
  BOOK_DELIVERY_NEXT_STEP,
  DateText,
  dateStateText,
  deliveryPromiseText,
  hasArrived,
  nextActionOf,
  updatedAgoText,
  whereNowText,
} from './milestone-text';
import { type ShipmentView, shipmentViewOf } from './shipment-view-model';

const { Started, Completed, Failed, Delayed, Scheduled } = EventStatus;

function viewAfter(
  events: ReturnType<typeof event>[],
  input = DOOR_TO_DOOR_CUBES,
  pending: string | null = null,
): ShipmentView {
  return shipmentViewOf(foldEvents(plan(input), events)._unsafeUnwrap(), events, pending);
}

const loading = [
  event(Milestone.DropOff, Started, '2026-12-01T08:00:00-06:00'),
  event(Milestone.DropOff, Completed, '2026-12-01T10:30:00-06:00'),
];
const inTransit = [
  ...loading,
  event(Milestone.CustomerLoading, Completed, '2026-12-03T17:00:00-06:00'),
  event(Milestone.OriginPickup, Completed, '2026-12-04T14:00:00-06:00'),
];

describe('§4 date states in words (issue 13, dashboard milestone views)', () => {
  const at = (DateType: DateState, Early: string | null, Late: string | null) => ({
    DateType,
    StatusDate: { Early: Early ? isoDate(Early) : null, Late: Late ? isoDate(Late) : null },
  });
  it('Estimated is a range, or one day when both ends agree', () => {
    expect(dateStateText(at(DateState.Estimated, '2026-12-09', '2026-12-11'))).toBe(
      'Estimated 12/09/2026 - 12/11/2026',
    );
    expect(dateStateText(at(DateState.Estimated, '2026-12-01', '2026-12-01'))).toBe('Estimated 12/01/2026');
  });
  it('Scheduled gives the appointment window beside the date when one is known', () => {
    expect(dateStateText(at(DateState.Scheduled, '2026-12-01', '2026-12-01'), '08:00 – 10:00')).toBe(
      'Scheduled 12/01/2026, 08:00 – 10:00',
    );
    expect(dateStateText(at(DateState.Scheduled, '2026-12-09', '2026-12-10'))).toBe(
      'Scheduled 12/09/2026 - 12/10/2026',
    );
  });
  it('Complete says the day it happened; Unknown says the date is to be set; NotApplicable says so', () => {
    expect(dateStateText(at(DateState.Complete, '2026-12-04', '2026-12-04'))).toBe('Completed 12/04/2026');
    expect(dateStateText(at(DateState.Unknown, null, null))).toBe('Date to be set');
    expect(dateStateText(at(DateState.NotApplicable, null, null))).toBe(DateText.notApplicable);
  });
});

describe('"updated N minutes ago" is a pure function of (updatedAt, now) (issue 13)', () => {
  const updated = instant('2026-12-01T10:30:00-06:00');
  const now = (iso: string) => new Date(iso);
  it('counts whole minutes, hours and days before now', () => {
    expect(updatedAgoText(updated, now('2026-12-01T16:30:30Z'))).toBe('updated just now');
    expect(updatedAgoText(updated, now('2026-12-01T16:31:00Z'))).toBe('updated 1 minute ago');
    expect(updatedAgoText(updated, now('2026-12-01T16:45:59Z'))).toBe('updated 15 minutes ago');
    expect(updatedAgoText(updated, now('2026-12-01T18:30:00Z'))).toBe('updated 2 hours ago');
    expect(updatedAgoText(updated, now('2026-12-02T17:00:00Z'))).toBe('updated 1 day ago');
    expect(updatedAgoText(updated, now('2026-12-05T16:30:00Z'))).toBe('updated 4 days ago');
  });
  it('an update stamped a little after now (a clock ahead) reads just now, never a negative time', () => {
    expect(updatedAgoText(updated, now('2026-12-01T16:29:00Z'))).toBe('updated just now');
  });
});

describe('the next thing the customer must do, with its deadline (issue 13, Overview)', () => {
  it('before drop-off: leave room for the drop-off on its day', () => {
    expect(nextActionOf(viewAfter([]))).toEqual({
      text: 'Leave a clear, level space for the drop-off of your ReloCubes on 12/01/2026',
      deadline: isoDate('2026-12-01'),
    });
  });
  it('during CustomerLoading: load by the pickup date', () => {
    expect(nextActionOf(viewAfter(loading))).toEqual({
      text: 'Load your ReloCubes by 12/04/2026',
      deadline: isoDate('2026-12-04'),
    });
  });
  it('in Transit: nothing to do; after the last step: nothing more', () => {
    expect(nextActionOf(viewAfter(inTransit)).text).toBe('Nothing to do while your ReloCubes travel.');
    const done = [
      ...inTransit,
      event(Milestone.Transit, Completed, '2026-12-09T08:00:00-06:00'),
      event(Milestone.Delivery, Completed, '2026-12-09T11:00:00-06:00'),
      event(Milestone.CustomerUnloading, Completed, '2026-12-11T11:00:00-06:00'),
      event(Milestone.DestinationPickup, Completed, '2026-12-14T11:00:00-06:00'),
    ];
    expect(nextActionOf(viewAfter(done))).toEqual({
      text: 'Nothing more to do: your move is complete.',
      deadline: null,
    });
  });
  it('a scheduled delivery is the day to be home', () => {
    const scheduled = [
      ...inTransit,
      event(Milestone.Transit, Completed, '2026-12-09T08:00:00-06:00'),
      event(Milestone.Delivery, Scheduled, '2026-12-09T09:00:00-06:00', {
        window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-10') },
      }),
    ];
    expect(nextActionOf(viewAfter(scheduled))).toEqual({
      text: 'Be at your new home for the delivery on 12/10/2026',
      deadline: isoDate('2026-12-10'),
    });
  });
  it("a step to be ready for on a Scheduled day names the window booked for it, as the Overview's steps do; an estimated day names none (issue 27)", () => {
    const window = (milestone: Milestone) =>
      milestone === Milestone.Delivery ? '8:00-10:00 AM MT (two-hour window)' : null;
    const scheduled = [
      ...inTransit,
      event(Milestone.Transit, Completed, '2026-12-09T08:00:00-06:00'),
      event(Milestone.Delivery, Scheduled, '2026-12-09T09:00:00-06:00', {
        window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-10') },
      }),
    ];
    expect(nextActionOf(viewAfter(scheduled), { appointmentOf: window })).toEqual({
      text: 'Be at your new home for the delivery on 12/10/2026, 8:00-10:00 AM MT (two-hour window)',
      deadline: isoDate('2026-12-10'),
    });
    // Before drop-off the day is only estimated: no window is told, even when one is known.
    expect(
      nextActionOf(viewAfter([]), { appointmentOf: () => '8:00-10:00 AM CT (two-hour window)' }).text,
    ).toBe('Leave a clear, level space for the drop-off of your ReloCubes on 12/01/2026');
  });
  it('while the delivery can be booked online (§4 WebAppointment, the banner above), booking it is the next step; once the tool no longer offers it (scheduled), the day to be home', () => {
    const bookable = { deliveryBookable: true };
    expect(nextActionOf(viewAfter(inTransit), bookable)).toEqual({
      text: BOOK_DELIVERY_NEXT_STEP,
      deadline: null,
    });
    const arrived = [...inTransit, event(Milestone.Transit, Completed, '2026-12-09T08:00:00-06:00')];
    expect(nextActionOf(viewAfter(arrived), bookable).text).toBe(BOOK_DELIVERY_NEXT_STEP);
    const scheduled = [
      ...arrived,
      event(Milestone.Delivery, Scheduled, '2026-12-09T09:00:00-06:00', {
        window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-10') },
      }),
    ];
    expect(nextActionOf(viewAfter(scheduled), { deliveryBookable: false }).text).toBe(
      'Be at your new home for the delivery on 12/10/2026',
    );
  });
  it('a failed attempt asks for a call to set a new date, without a deadline', () => {
    const failed = [
      event(Milestone.DropOff, Failed, '2026-12-01T09:00:00-06:00', { reason: 'Access restricted' }),
    ];
    expect(nextActionOf(viewAfter(failed))).toEqual({
      text: 'Call us to set a new date for the drop-off.',
      deadline: null,
    });
  });
  it('terminal to terminal with storage: load at the service center, then call to unload from storage', () => {
    expect(nextActionOf(viewAfter([], TERMINAL_TO_TERMINAL_STORAGE)).text).toBe(
      'Load your ReloCubes at the service center by 12/04/2026',
    );
    const stored = [
      event(Milestone.TerminalLoading, Completed, '2026-12-03T12:00:00-06:00'),
      event(Milestone.Transit, Completed, '2026-12-09T12:00:00-06:00'),
    ];
    expect(nextActionOf(viewAfter(stored, TERMINAL_TO_TERMINAL_STORAGE)).text).toBe(
      'Call us when you want to unload your ReloCubes at the service center.',
    );
  });
});

describe('where the move is now, in words (issue 13, Overview)', () => {
  it('a move the carrier feed does not follow (§4 Unavailable) asks for a call, both for where it is and what to do', () => {
    const untracked = viewAfter([], { ...DOOR_TO_DOOR_CUBES, Trackable: false });
    expect(whereNowText(untracked)).toBe('Tracking is not available for this move: call us for its status.');
    expect(nextActionOf(untracked)).toEqual({ text: 'Call us for the status of your move.', deadline: null });
  });
  it('names the milestone under way and its exception', () => {
    expect(whereNowText(viewAfter([]))).toBe('Your move has not started yet: drop-off estimated 12/01/2026.');
    expect(whereNowText(viewAfter(loading))).toBe('Your ReloCubes are at your home: you are loading.');
    const delayed = [
      ...inTransit,
      event(Milestone.Transit, Delayed, '2026-12-06T09:00:00-06:00', { reason: 'Weather' }),
    ];
    expect(whereNowText(viewAfter(delayed))).toBe('Your ReloCubes are in transit. Delayed: Weather.');
  });
  it('once Transit is complete the ReloCubes wait at the destination service center for their delivery, Scheduled or not: not "out for delivery" (issue 13, tracking.md)', () => {
    const arrived = [...inTransit, event(Milestone.Transit, Completed, '2026-12-08T16:00:00-07:00')];
    const waiting =
      'Your ReloCubes are at the destination service center, waiting for delivery to your new home.';
    expect(whereNowText(viewAfter(arrived))).toBe(waiting);
    const scheduled = [
      ...arrived,
      event(Milestone.Delivery, Scheduled, '2026-12-08T17:00:00-07:00', {
        window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-10') },
      }),
    ];
    expect(whereNowText(viewAfter(scheduled))).toBe(waiting);
  });
});

describe('a step under way without dates, and the move once it has arrived (issue 13, Overview)', () => {
  const delivered = [
    ...inTransit,
    event(Milestone.Transit, Completed, '2026-12-08T16:00:00-07:00'),
    event(Milestone.Delivery, Completed, '2026-12-09T11:00:00-07:00'),
  ];
  it('unloading begun when the delivery was done reads "Started 12/09/2026", not "Date to be set"; one not begun still has its date to be set', () => {
    const view = viewAfter(delivered);
    const unloading = view.milestones.find((m) => m.milestone === Milestone.CustomerUnloading);
    expect(unloading?.Status).toBe('Active');
    expect(unloading && dateStateText(unloading)).toBe('Started 12/09/2026');
    const emptyPickup = view.milestones.find((m) => m.milestone === Milestone.DestinationPickup);
    expect(emptyPickup && dateStateText(emptyPickup)).toBe(DateText.unknown);
  });
  it('the move has arrived once it is delivered (or ready to unload at the service center), not before', () => {
    expect(hasArrived(viewAfter(inTransit))).toBe(false);
    expect(
      hasArrived(viewAfter([...inTransit, event(Milestone.Transit, Completed, '2026-12-08T16:00:00-07:00')])),
    ).toBe(false);
    expect(hasArrived(viewAfter(delivered))).toBe(true);
  });
});

describe('the delivery promised, as a range with its basis (§9, issue 13)', () => {
  it('the free estimated window is the transit time to the transit time plus 2 business days', () => {
    const window = { DeliveryDate: isoDate('2026-12-09'), DeliveryDateMax: isoDate('2026-12-11') };
    expect(deliveryPromiseText({ kind: 'estimated', window }, 3)).toEqual({
      text: 'Free estimated delivery 12/09/2026 - 12/11/2026',
      basis: '3-5 business days after pickup, not counting weekends and holidays',
    });
  });
  it('a guaranteed delivery gives its date and its business days', () => {
    expect(deliveryPromiseText({ kind: 'guaranteed', by: isoDate('2026-12-08') }, 2)).toEqual({
      text: 'Guaranteed delivery by 12/08/2026',
      basis: '2 business days after pickup, not counting weekends and holidays',
    });
  });
});

describe('shipmentViewOf keeps every milestone, with events newest first (issue 13)', () => {
  it('each milestone has its own events, newest first, with their normalised tracking status', () => {
    const view = viewAfter(inTransit);
    expect(view.milestones.map((m) => m.milestone)).toHaveLength(10);
    expect(view.active).toBe(Milestone.Transit);
    const dropOff = view.milestones.find((m) => m.milestone === Milestone.DropOff);
    expect(dropOff?.events.map((e) => e.status)).toEqual([Completed, Started]);
    const pickup = view.milestones.find((m) => m.milestone === Milestone.OriginPickup);
    expect(pickup?.events[0]?.tracking).toBe('picked up');
    const storage = view.milestones.find((m) => m.milestone === Milestone.Storage);
    expect(storage?.disabledReason).toContain('Storage was not chosen');
  });
});
