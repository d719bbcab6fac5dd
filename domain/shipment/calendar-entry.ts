/**
 * Issue 13, the calendar file (.ics) of each dated milestone (tracking.md "Calendar files (.ics)"):
 * - its UID stays the same for the same milestone of the same move;
 * - its SEQUENCE goes up on every change of what the file says (dates, appointment times, date state);
 * - it is marked CANCELLED when the milestone is dropped (Disabled after a change, dates gone, or the
 *   move cancelled), with its SEQUENCE bumped once;
 * - it is an all-day event while the date is only estimated, a timed event once an appointment window is
 *   set (the drop-off's booked paid window, §3 SpotAppointment).
 * Pure: the stored entry comes in as data, and the next one is decided here. Storage writes the same
 * decision in one conditional statement (adapters/persistence/pg-calendar-entries.ts), so SEQUENCE survives
 * restarts and is shared by every instance.
 */
import type { StoredTime } from '../calendar/appointment-time';
import { addDays } from '../calendar/business-days';
import { formatMMDDYYYY } from '../calendar/formats';
import type { IsoDate } from '../calendar/iso-date';
import { EquipmentType } from '../quote/enums';
import { DateState, type Milestone, MilestoneState } from './enums';
import type { MilestoneProgress } from './shipment-lifecycle';

/** The appointment window of a milestone, in the station's local time (§3: 4 digits, colon removed). */
export interface AppointmentTimes {
  readonly EarlyTime: StoredTime;
  readonly LateTime: StoredTime;
}

/**
 * What a milestone's calendar file says. Two versions that differ in any field are two versions of the
 * event: SEQUENCE goes up between them.
 */
export interface CalendarVersion {
  readonly Early: IsoDate;
  readonly Late: IsoDate;
  /** The appointment window on Early (a timed event), or null (an all-day event). */
  readonly times: AppointmentTimes | null;
  /** §4 date state of the dates: Estimated, Scheduled or Complete. */
  readonly DateType: DateState;
  /** True once the milestone was dropped: STATUS:CANCELLED. */
  readonly cancelled: boolean;
}

/** A milestone's calendar entry: the file's UID, SEQUENCE and what it last said. */
export interface CalendarEntry {
  readonly milestone: Milestone;
  readonly uid: string;
  readonly sequence: number;
  readonly version: CalendarVersion;
}

/** The UID of a milestone's calendar file: `<quoteId>-<milestone>@relomove`, the same for the move's life. */
export function calendarUid(quoteId: number, milestone: Milestone): string {
  return `${quoteId}-${milestone}@relomove`;
}

/**
 * What a milestone's calendar file should say now, or null when it has no dates to put in a calendar:
 * Disabled, the move cancelled, or no Early and Late (Unknown, NotApplicable). `appointment` is the booked
 * window of this milestone (the drop-off's paid SpotAppointment window), used while the milestone is not
 * complete and is one day: the event is then timed and Scheduled (the window is the appointment).
 */
export function calendarVersionOf(
  progress: Pick<MilestoneProgress, 'Status' | 'StatusDate' | 'DateType'>,
  appointment: AppointmentTimes | null,
  moveCancelled: boolean,
): CalendarVersion | null {
  const { Early, Late } = progress.StatusDate;
  if (moveCancelled || progress.Status === MilestoneState.Disabled || Early === null || Late === null) {
    return null;
  }
  const dated =
    progress.DateType === DateState.Estimated ||
    progress.DateType === DateState.Scheduled ||
    progress.DateType === DateState.Complete;
  if (!dated) return null;
  const timed = appointment !== null && toldDateState(progress, appointment) === DateState.Scheduled;
  return timed
    ? { Early, Late, times: appointment, DateType: DateState.Scheduled, cancelled: false }
    : { Early, Late, times: null, DateType: progress.DateType, cancelled: false };
}

/**
 * The date state a milestone is told in, the same on the dashboard, the schedule page and the calendar files:
 * a window booked for its one-day date (the drop-off's paid SpotAppointment; the delivery's booked window),
 * not yet complete, is the appointment itself, Scheduled, not Estimated; otherwise the milestone's own.
 */
export function toldDateState(
  progress: Pick<MilestoneProgress, 'StatusDate' | 'DateType'>,
  appointment: AppointmentTimes | null,
): DateState {
  const { Early, Late } = progress.StatusDate;
  const booked =
    appointment !== null &&
    Early !== null &&
    Early === Late &&
    (progress.DateType === DateState.Estimated || progress.DateType === DateState.Scheduled);
  return booked ? DateState.Scheduled : progress.DateType;
}

/** True when two versions say the same thing (SEQUENCE stays). */
export function sameCalendarVersion(a: CalendarVersion, b: CalendarVersion): boolean {
  return (
    a.Early === b.Early &&
    a.Late === b.Late &&
    (a.times?.EarlyTime ?? null) === (b.times?.EarlyTime ?? null) &&
    (a.times?.LateTime ?? null) === (b.times?.LateTime ?? null) &&
    a.DateType === b.DateType &&
    a.cancelled === b.cancelled
  );
}

/**
 * The version to write for a milestone, from the stored entry and what the milestone says now: the
 * current version while dated; once it is no longer dated, the stored one marked cancelled (its last dates,
 * so the customer's calendar removes the right event); nothing when it was never dated.
 */
export function calendarVersionToWrite(
  stored: CalendarEntry | null,
  current: CalendarVersion | null,
): CalendarVersion | null {
  if (current !== null) return current;
  if (stored === null) return null;
  return stored.version.cancelled ? stored.version : { ...stored.version, cancelled: true };
}

/**
 * The next calendar entry: the first version gets SEQUENCE 0; the same version keeps the stored entry;
 * any other change adds one to SEQUENCE. The UID never changes.
 */
export function nextCalendarEntry(
  stored: CalendarEntry | null,
  current: CalendarVersion | null,
  quoteId: number,
  milestone: Milestone,
): CalendarEntry | null {
  const version = calendarVersionToWrite(stored, current);
  if (version === null) return null;
  if (stored === null) return { milestone, uid: calendarUid(quoteId, milestone), sequence: 0, version };
  if (sameCalendarVersion(stored.version, version)) return stored;
  return { ...stored, sequence: stored.sequence + 1, version };
}

/** iCalendar STATUS of an entry: CANCELLED once dropped, TENTATIVE while estimated, else CONFIRMED. */
export function calendarStatus(version: CalendarVersion): 'CANCELLED' | 'TENTATIVE' | 'CONFIRMED' {
  if (version.cancelled) return 'CANCELLED';
  return version.DateType === DateState.Estimated ? 'TENTATIVE' : 'CONFIRMED';
}

/** A milestone in the words of a calendar event's title. Ours (docs/decisions.md). */
const MILESTONE_WORDS: Readonly<Record<Milestone, (equipment: string) => string>> = {
  DropOff: (e) => `${e} drop-off`,
  CustomerLoading: () => 'loading at home',
  TerminalLoading: () => 'loading at the service center',
  OriginPickup: (e) => `${e} pickup`,
  Transit: (e) => `${e} in transit`,
  Storage: (e) => `${e} in storage`,
  Delivery: (e) => `${e} delivery`,
  CustomerUnloading: () => 'unloading at home',
  TerminalUnloading: () => 'unloading at the service center',
  DestinationPickup: (e) => `empty ${e} pickup`,
};

const DATE_STATE_WORDS: Partial<Record<DateState, string>> = {
  Estimated: 'estimated',
  Scheduled: 'scheduled',
  Complete: 'completed',
};

const fromStored = (time: StoredTime) => `${time.slice(0, 2)}:${time.slice(2, 4)}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Relomove: ReloCube drop-off (estimated)', 'Relomove: trailer delivery (scheduled)', '... (cancelled)'. */
export function calendarSummary(
  milestone: Milestone,
  equipment: EquipmentType,
  version: CalendarVersion,
): string {
  const noun = equipment === EquipmentType.Trailer ? 'trailer' : 'ReloCube';
  const state = version.cancelled ? 'cancelled' : (DATE_STATE_WORDS[version.DateType] ?? '');
  return `Relomove: ${MILESTONE_WORDS[milestone](noun)}${state ? ` (${state})` : ''}`;
}

/**
 * The event's description: the reference and where to follow the move,
 * 'Relomove reservation 1234. Estimated 12/01/2026 - 12/03/2026. Follow your move at https://…/dashboard'.
 */
export function calendarDescription(quoteId: number, version: CalendarVersion, dashboardUrl: string): string {
  const dates =
    version.Early === version.Late
      ? formatMMDDYYYY(version.Early)
      : `${formatMMDDYYYY(version.Early)} - ${formatMMDDYYYY(version.Late)}`;
  const window = version.times
    ? `, ${fromStored(version.times.EarlyTime)} - ${fromStored(version.times.LateTime)} (local time)`
    : '';
  const what = version.cancelled
    ? `This step was dropped from your move (it was ${dates}).`
    : `${capitalised(DATE_STATE_WORDS[version.DateType] ?? 'scheduled')} ${dates}${window}.`;
  return `Relomove reservation ${quoteId}. ${what} Follow your move at ${dashboardUrl}`;
}

/**
 * An entry's time span: an all-day event from Early to the day after Late (iCalendar's DTEND is
 * exclusive), or a timed one on Early from EarlyTime to LateTime in the station's local time.
 */
export type CalendarSpan =
  | { readonly kind: 'allDay'; readonly start: IsoDate; readonly endExclusive: IsoDate }
  | {
      readonly kind: 'timed';
      readonly date: IsoDate;
      readonly startMinutes: number;
      readonly endMinutes: number;
    };

const minutesOf = (time: StoredTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(2, 4));

export function calendarSpan(version: CalendarVersion): CalendarSpan {
  const times = version.times;
  if (times !== null) {
    const startMinutes = minutesOf(times.EarlyTime);
    const endMinutes = minutesOf(times.LateTime);
    if (endMinutes > startMinutes) return { kind: 'timed', date: version.Early, startMinutes, endMinutes };
  }
  return { kind: 'allDay', start: version.Early, endExclusive: addDays(version.Late, 1) };
}
