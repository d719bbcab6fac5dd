/**
 * Issue 13 (§2 Dashboard milestone views, §4 milestone and date states): the words of the milestone views,
 * as pure functions of the shipment view (and of an injected "now"), so each is tested on its own.
 * The wording is ours: the specification shows none of it (docs/decisions.md, "Dashboard milestone views").
 */

import { FREE_DELIVERY_WINDOW_EXTRA_BUSINESS_DAYS } from '../../../../../domain/calendar/delivery-window';
import { formatMMDDYYYY } from '../../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../../domain/calendar/iso-date';
import type { DeliveryNote } from '../../../../../domain/pricing/price-lines';
import { deliveryNoteText } from '../../../../../domain/pricing/price-lines';
import { DeliveryType, EquipmentType } from '../../../../../domain/quote/enums';
import {
  DateState,
  dateOfInstant,
  EventStatus,
  type Instant,
  Milestone,
  MilestoneState,
  type MoveShape,
  SchedulingState,
  ShipmentState,
} from '../../../../../domain/shipment';
import { ChangeMoveText } from '../change-move/change-move-text';
import { type MilestoneView, milestoneOf, type ShipmentView } from './shipment-view-model';

/** A milestone's short name (its tab) and its heading. */
export const MILESTONE_NAME: Readonly<Record<Milestone, { readonly tab: string; readonly title: string }>> = {
  DropOff: { tab: 'Drop-off', title: 'Drop-off at your home' },
  CustomerLoading: { tab: 'Loading', title: 'You load at home' },
  TerminalLoading: { tab: 'Loading', title: 'You load at the service center' },
  OriginPickup: { tab: 'Pickup', title: 'Pickup from your home' },
  Transit: { tab: 'Transit', title: 'In transit' },
  Storage: { tab: 'Storage', title: 'Storage at the destination service center' },
  Delivery: { tab: 'Delivery', title: 'Delivery to your new home' },
  CustomerUnloading: { tab: 'Unloading', title: 'You unload at home' },
  TerminalUnloading: { tab: 'Unloading', title: 'You unload at the service center' },
  DestinationPickup: { tab: 'Empty pickup', title: 'Pickup of the empty equipment' },
};

/** §4 dashboard milestone states in words. */
export const STATUS_TEXT: Readonly<Record<MilestoneState, string>> = {
  Future: 'Not started',
  Active: 'In progress',
  Complete: 'Complete',
  Disabled: 'Does not apply',
  Unspecified: 'Status not known yet',
};

/** 'Estimated 12/09/2026 - 12/11/2026', or one date when both ends are the same day. */
function range(prefix: string, early: IsoDate | null, late: IsoDate | null): string {
  const from = early ?? late;
  const to = late ?? early;
  if (!from || !to) return DateText.unknown;
  return from === to
    ? `${prefix} ${formatMMDDYYYY(from)}`
    : `${prefix} ${formatMMDDYYYY(from)} - ${formatMMDDYYYY(to)}`;
}

export const DateText = {
  unknown: 'Date to be set',
  started: 'Started',
  notApplicable: 'No date: this step is not part of your move',
} as const;

/**
 * A milestone's dates in its §4 date state: Estimated 'Estimated 12/09/2026 - 12/11/2026', Scheduled
 * 'Scheduled 12/01/2026' (with the appointment window when one is known, '8:00-10:00 AM CT'), Complete
 * 'Completed 12/04/2026', Unknown 'Date to be set' (or, for a step under way, 'Started 12/07/2026': your
 * unloading begins when the delivery is done, and ends when you say), NotApplicable says it is not part of
 * the move.
 */
export function dateStateText(
  milestone: Pick<MilestoneView, 'DateType' | 'StatusDate'> &
    Partial<Pick<MilestoneView, 'Status' | 'startedAt'>>,
  appointment: string | null = null,
): string {
  const { Early, Late } = milestone.StatusDate;
  switch (milestone.DateType) {
    case DateState.Estimated:
      return range('Estimated', Early, Late);
    case DateState.Scheduled: {
      const dates = range('Scheduled', Early, Late);
      return appointment && dates !== DateText.unknown ? `${dates}, ${appointment}` : dates;
    }
    case DateState.Complete:
      return range('Completed', Late ?? Early, Late ?? Early);
    case DateState.Unknown:
      return milestone.Status === MilestoneState.Active && milestone.startedAt
        ? `${DateText.started} ${formatMMDDYYYY(dateOfInstant(milestone.startedAt))}`
        : DateText.unknown;
    case DateState.NotApplicable:
      return DateText.notApplicable;
    default: {
      const unhandled: never = milestone.DateType;
      throw new RangeError(`Unknown date state: ${String(unhandled)}`);
    }
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * 'updated just now', 'updated 1 minute ago', 'updated 5 minutes ago', 'updated 3 hours ago',
 * 'updated 2 days ago': how long before `now` a milestone was last updated (whole units, rounded down).
 * An update stamped after `now` (a clock a little ahead) reads 'updated just now'.
 */
export function updatedAgoText(updatedAt: Instant, now: Date): string {
  const elapsed = now.getTime() - Date.parse(updatedAt);
  if (elapsed < MINUTE) return 'updated just now';
  if (elapsed < HOUR) return `updated ${plural(Math.floor(elapsed / MINUTE), 'minute')} ago`;
  if (elapsed < DAY) return `updated ${plural(Math.floor(elapsed / HOUR), 'hour')} ago`;
  return `updated ${plural(Math.floor(elapsed / DAY), 'day')} ago`;
}

/**
 * Issue 28, "updated N minutes ago" stays true: how long after `now` updatedAgoText(updatedAt, …) first reads
 * differently (always more than 0), so an open page can read the time again exactly then.
 */
export function msUntilUpdatedAgoChanges(updatedAt: Instant, now: Date): number {
  const elapsed = now.getTime() - Date.parse(updatedAt);
  if (elapsed < MINUTE) return MINUTE - elapsed;
  const unit = elapsed < HOUR ? MINUTE : elapsed < DAY ? HOUR : DAY;
  return unit - (elapsed % unit);
}

/** 'your 3 ReloCubes', 'your ReloCube', 'your trailer' (and capitalised forms by the caller). */
export function equipmentWords(shape: Pick<MoveShape, 'Equipment' | 'EquipQuantity'>): {
  readonly noun: string;
  readonly plural: boolean;
} {
  if (shape.Equipment === EquipmentType.Trailer) return { noun: 'your trailer', plural: false };
  return shape.EquipQuantity === 1
    ? { noun: 'your ReloCube', plural: false }
    : { noun: 'your ReloCubes', plural: true };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A milestone's exception in words: 'Delayed: Weather' or 'Attempt failed: Customer not home'. */
export function exceptionText(milestone: Pick<MilestoneView, 'exception'>): string | null {
  const e = milestone.exception;
  if (!e) return null;
  return e.status === EventStatus.Delayed ? `Delayed: ${e.reason}` : `Attempt failed: ${e.reason}`;
}

/**
 * The equipment has reached the customer's end: delivered to the new home (Delivery complete), or at the
 * destination service center ready to unload (TerminalUnloading begun or done).
 */
export function hasArrived(view: ShipmentView): boolean {
  const status = (m: Milestone) => milestoneOf(view, m).Status;
  return (
    status(Milestone.Delivery) === MilestoneState.Complete ||
    status(Milestone.TerminalUnloading) === MilestoneState.Active ||
    status(Milestone.TerminalUnloading) === MilestoneState.Complete
  );
}

/** Where the move is now, in one sentence (the Overview's first line). */
export function whereNowText(view: ShipmentView): string {
  const { noun, plural: many } = equipmentWords(view.shape);
  const Noun = capital(noun);
  const are = many ? 'are' : 'is';
  if (view.state === ShipmentState.Unavailable) {
    return 'Tracking is not available for this move: call us for its status.';
  }
  const active = view.active;
  if (active === null) {
    if (view.next === null) return 'Your move is complete.';
    const first = milestoneOf(view, view.next);
    return `Your move has not started yet: ${MILESTONE_NAME[view.next].tab.toLowerCase()} ${lowerFirst(dateStateText(first))}.`;
  }
  const now: Record<Milestone, string> = {
    DropOff: `${Noun} ${are} on the way to your home for drop-off.`,
    CustomerLoading: `${Noun} ${are} at your home: you are loading.`,
    TerminalLoading: `${Noun} ${are} at the service center: you are loading.`,
    OriginPickup: `${Noun} ${are} waiting at your home for pickup.`,
    Transit: `${Noun} ${are} in transit.`,
    Storage: `${Noun} ${are} in storage at the destination service center.`,
    // Delivery is under way from the moment Transit (or Storage) completes: the equipment then waits at the
    // destination service center for its delivery day, and is not yet "out for delivery" (tracking.md).
    Delivery: `${Noun} ${are} at the destination service center, waiting for delivery to your new home.`,
    CustomerUnloading: `${Noun} ${are} at your new home: you are unloading.`,
    TerminalUnloading: `${Noun} ${are} at the destination service center, ready for you to unload.`,
    DestinationPickup:
      view.state === ShipmentState.Completed
        ? `Your move is complete: we are collecting the empty ${many ? 'ReloCubes' : noun.replace('your ', '')}.`
        : `We are collecting the empty ${noun.replace('your ', '')}.`,
  };
  const exception = exceptionText(milestoneOf(view, active));
  return exception ? `${now[active]} ${exception}.` : now[active];
}

/** 'Estimated 12/01/2026' -> 'estimated 12/01/2026' ('Date to be set' -> 'date to be set'). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The next thing the customer must do, and by when (null when there is no deadline). */
export interface NextAction {
  readonly text: string;
  readonly deadline: IsoDate | null;
}

/** The next step while the delivery can be booked online (§4 WebAppointment: the delivery banner shows). */
export const BOOK_DELIVERY_NEXT_STEP = 'Book your delivery day and window online.';

/**
 * The next thing the customer must do, from the milestone under way (or the next one), with its deadline:
 * 'Load your ReloCubes by 12/04/2026' during CustomerLoading. A failed attempt asks for a call to set a new
 * date; a move that cannot be tracked, a call for its status; a finished move, nothing. While the delivery can
 * be booked online (`deliveryBookable`: the §4 delivery appointment kind is WebAppointment, which the domain
 * gives a door delivery under way and not yet scheduled), booking it is the next step, as the banner says.
 * A step to be ready for on a Scheduled day names the window booked for it (`appointmentOf`, the words the
 * Overview's steps use: 'on 12/01/2026, 8:00-10:00 AM CT (two-hour window)').
 */
export function nextActionOf(
  view: ShipmentView,
  options: { deliveryBookable?: boolean; appointmentOf?: (milestone: Milestone) => string | null } = {},
): NextAction {
  const { noun } = equipmentWords(view.shape);
  if (view.state === ShipmentState.Unavailable) {
    return { text: 'Call us for the status of your move.', deadline: null };
  }
  const current = view.active ?? view.next;
  if (current === null) return { text: 'Nothing more to do: your move is complete.', deadline: null };
  const m = milestoneOf(view, current);
  if (m.exception?.status === EventStatus.Failed) {
    return {
      text: `Call us to set a new date for the ${MILESTONE_NAME[current].tab.toLowerCase()}.`,
      deadline: null,
    };
  }
  const { Early, Late } = m.StatusDate;
  const dated = m.DateType === DateState.Estimated || m.DateType === DateState.Scheduled;
  const by = (text: string, date: IsoDate | null) =>
    dated && date ? { text: `${text} by ${formatMMDDYYYY(date)}`, deadline: date } : { text, deadline: null };
  const booked = m.DateType === DateState.Scheduled ? (options.appointmentOf?.(current) ?? null) : null;
  const on = (text: string, date: IsoDate | null) =>
    dated && date
      ? { text: `${text} on ${formatMMDDYYYY(date)}${booked ? `, ${booked}` : ''}`, deadline: date }
      : { text, deadline: null };
  const started = m.Status === MilestoneState.Active;
  // Which moves can book their delivery online, and when, is the domain's (deliveryAppointmentStatus).
  if (options.deliveryBookable) return { text: BOOK_DELIVERY_NEXT_STEP, deadline: null };
  switch (current) {
    case Milestone.DropOff:
      return started
        ? { text: `Be ready to receive ${noun} today: leave a clear, level space.`, deadline: null }
        : on(`Leave a clear, level space for the drop-off of ${noun}`, Early);
    case Milestone.CustomerLoading:
      return by(`Load ${noun}`, Late);
    case Milestone.TerminalLoading:
      return by(`Load ${noun} at the service center`, Late);
    case Milestone.OriginPickup:
      return on(`Have ${noun} closed and ready for pickup`, Early);
    case Milestone.Transit:
      return {
        text: `Nothing to do while ${noun} ${equipmentWords(view.shape).plural ? 'travel' : 'travels'}.`,
        deadline: null,
      };
    case Milestone.Storage:
      return toDoor(view.shape)
        ? { text: `Call us when you want ${noun} delivered.`, deadline: null }
        : { text: `Call us when you want to unload ${noun} at the service center.`, deadline: null };
    case Milestone.Delivery:
      return on('Be at your new home for the delivery', Early);
    case Milestone.CustomerUnloading:
      return by(`Unload ${noun}`, Late);
    case Milestone.TerminalUnloading:
      return by(`Unload ${noun} at the service center`, Late);
    case Milestone.DestinationPickup:
      return { text: `Leave the empty equipment closed and easy to reach for pickup.`, deadline: null };
    default: {
      const unhandled: never = current;
      throw new RangeError(`Unknown milestone: ${String(unhandled)}`);
    }
  }
}

/**
 * The delivery the booking promises, as a range with its basis: 'Free estimated delivery 12/09/2026 -
 * 12/11/2026' (the quote view's own words) and '3-5 business days after pickup, not counting weekends and
 * holidays' (§9 transit time to transit time plus 2 business days), or a guaranteed date with its days.
 */
export function deliveryPromiseText(
  note: DeliveryNote,
  transitBusinessDays: number,
): { readonly text: string; readonly basis: string } {
  const days =
    note.kind === 'estimated'
      ? `${transitBusinessDays}-${transitBusinessDays + FREE_DELIVERY_WINDOW_EXTRA_BUSINESS_DAYS} business days`
      : plural(transitBusinessDays, 'business day');
  return {
    text: deliveryNoteText(note),
    basis: `${days} after pickup, not counting weekends and holidays`,
  };
}

/** What follows storage, in the customer's hands: the delivery (booked online or by phone), or the unloading. */
const afterStorage = (door: boolean) =>
  door ? 'delivered on the day you choose' : 'you unload when you call us';

/**
 * With storage the promise is when the equipment reaches the destination service center, which keeps it until
 * the customer asks for it: 'Into storage at the destination service center by 01/06/2027; delivered on the
 * day you choose' (booked with the delivery tool or by phone; at a service center destination, 'you unload
 * when you call us'). `arrivalBy` is the latest day In
 * transit is expected to end (its re-based or delayed estimate). Read as a delivery date it would promise the
 * customer their things on a day nobody set.
 */
export function storagePromiseText(arrivalBy: IsoDate, door: boolean): string {
  return `Into storage at the destination service center by ${formatMMDDYYYY(arrivalBy)}; ${afterStorage(door)}`;
}

/**
 * While the equipment is in storage (the Storage milestone under way): 'In storage at the destination service
 * center since 01/05/2027; you unload when you call us' (at a door destination, 'delivered on the day you
 * choose').
 */
export function inStorageText(storage: Pick<MilestoneView, 'startedAt'>, door: boolean): string {
  const since = storage.startedAt ? ` since ${formatMMDDYYYY(dateOfInstant(storage.startedAt))}` : '';
  return `In storage at the destination service center${since}; ${afterStorage(door)}`;
}

/** The Storage milestone is under way: the equipment waits at the destination service center for the customer's call. */
export function isInStorage(view: ShipmentView): boolean {
  return view.shape.Storage && milestoneOf(view, Milestone.Storage).Status === MilestoneState.Active;
}

/** True when the destination is the customer's door (Delivery, CustomerUnloading, DestinationPickup apply). */
export const toDoor = (shape: Pick<MoveShape, 'DestinationDelivery'>) =>
  shape.DestinationDelivery === DeliveryType.Door;

/** True when the milestone's view offers the pickup request tool (issue 13): loading or pickup, ReadyToRequest. */
export function offersPickupTool(view: ShipmentView, milestone: Milestone): boolean {
  return (
    (milestone === Milestone.CustomerLoading || milestone === Milestone.OriginPickup) &&
    view.pickup?.state === SchedulingState.ReadyToRequest &&
    milestoneOf(view, milestone).Status !== MilestoneState.Complete
  );
}

/** The words of the link to Change my move (issue 13's page). */
export const CHANGE_MOVE_LINK = ChangeMoveText.entry;

/**
 * The steps whose dates Change my move changes while it is allowed (issue 27): the drop-off (date and window)
 * and the planned pickup day, until a pickup is requested with the pickup tool.
 */
export function changesOnline(view: ShipmentView, milestone: Milestone): boolean {
  if (milestone === Milestone.DropOff) return true;
  const pickup = view.pickup;
  const byTool =
    pickup?.state === SchedulingState.Requested || pickup?.state === SchedulingState.ReadyToRequest;
  return milestone === Milestone.OriginPickup && !byTool;
}

/** The words of the pickup request link (issue 13). */
export const PICKUP_TOOL_LINK = 'Request your pickup';

/**
 * What the customer can do at a milestone, in words ending in "call us" (the view adds " at" and the phone
 * link, the pay-balance link before Delivery, and the delivery tool's link while a delivery can be booked
 * online). While the pickup can be requested online (issue 13, §4 ReadyToRequest), loading and pickup
 * point to the pickup request tool (the view adds its link); once requested they give the day. Issue 27:
 * while the move can still be changed online (`changeOnline`, the domain's cut-off), drop-off and a pickup day
 * not yet requested point to Change my move (the view adds its link: `changesOnline`), and to the phone only
 * after it.
 */
export function milestoneHelpText(view: ShipmentView, milestone: Milestone, changeOnline = false): string {
  const m = milestoneOf(view, milestone);
  if (m.Status === MilestoneState.Complete) return 'This step is done. Questions about it? Call us';
  const { noun, plural: many } = equipmentWords(view.shape);
  const Noun = capital(noun);
  const pickup = view.pickup;
  const requested =
    pickup?.state === SchedulingState.Requested && pickup.pickupDate
      ? formatMMDDYYYY(pickup.pickupDate)
      : null;
  const ready = pickup?.state === SchedulingState.ReadyToRequest;
  const help: Record<Milestone, string> = {
    // Issue 27: while Change my move allows it (before the cut-off), the drop-off date is changed online.
    DropOff: changeOnline
      ? `The driver places ${noun} where you have left room. Change the drop-off date or window online with ${CHANGE_MOVE_LINK} below. Questions? Call us`
      : `The driver places ${noun} where you have left room. To change the drop-off date or window, call us`,
    CustomerLoading: requested
      ? `Load at your own pace and close ${noun} before your pickup on ${requested}. To change the pickup day, call us`
      : ready
        ? `Load at your own pace and close ${noun} when you are done. Choose your pickup day online below. Questions? Call us`
        : `Load at your own pace and close ${noun} when you are done. Need more time before the pickup? Call us`,
    TerminalLoading:
      'Load at the service center during its open hours. Need more time before the pickup? Call us',
    OriginPickup: requested
      ? `We pick up ${noun} on ${requested} and call you the day before with a pickup window. To change the day, call us`
      : ready
        ? `Choose the day we pick up ${noun} online below; we call you the day before with a pickup window. Questions? Call us`
        : changeOnline
          ? `We will call you the day before with a pickup window. Change the pickup day online with ${CHANGE_MOVE_LINK} below. Questions? Call us`
          : 'We will call you the day before with a pickup window. To set or change the day, call us',
    Transit: `${Noun} ${many ? 'travel' : 'travels'} to the destination service center. Each update appears here as it is recorded. Questions? Call us`,
    Storage: `${Noun} ${many ? 'stay' : 'stays'} at the destination service center until you ask for ${many ? 'them' : 'it'}. ${toDoor(view.shape) ? 'To set a delivery day, call us' : 'To arrange the day you unload, call us'}`,
    Delivery:
      m.DateType === DateState.Scheduled
        ? 'Your delivery appointment is set: be at your new home during its window. To change it, call us'
        : 'Once your move is in transit and paid, book your delivery day and window online with the delivery tool. Otherwise, or for another day, call us',
    CustomerUnloading: 'Unload at your own pace. When the equipment is empty, call us',
    TerminalUnloading: 'Unload at the service center during its open hours. To arrange your visit, call us',
    DestinationPickup:
      'We collect the empty equipment: leave it closed and easy to reach. Questions? Call us',
  };
  return help[milestone];
}

/** What an event says happened, in words (the event's own status). */
export const EVENT_TEXT: Readonly<Record<EventStatus, string>> = {
  Started: 'Started',
  Scheduled: 'Scheduled',
  Delayed: 'Delayed',
  Failed: 'Attempt failed',
  Completed: 'Completed',
};
