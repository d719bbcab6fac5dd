import { err, ok, type Result } from 'neverthrow';

/** §3 Appointment early and late times as the customer sees them: 'HH:MM', 24-hour clock. */
export type DisplayTime = string;
/** §3 Appointment early and late times "stored as 4 digits, colon removed": 'HHMM'. */
export type StoredTime = string;

export type AppointmentTimeError = { kind: 'InvalidTime'; message: string };

/** Message for a time that is not 'HH:MM' with hours 00-23 and minutes 00-59 (spec message style, §5). */
export const INVALID_TIME_MESSAGE = 'Value must be a time as HH:MM';
/** Message for a stored time that is not four digits 'HHMM' with hours 00-23 and minutes 00-59. */
export const INVALID_STORED_TIME_MESSAGE = 'Value must be a time as HHMM';

const DISPLAY_TIME = /^(\d{1,2}):(\d{2})$/;
const STORED_TIME = /^(\d{2})(\d{2})$/;

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

function inRange(hours: number, minutes: number): boolean {
  return hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59;
}

/**
 * §3 Appointment: early and late times are "stored as 4 digits, colon removed".
 * Accepts 'HH:MM' or 'H:MM' (surrounding spaces trimmed), e.g. '08:30' and '8:30' both give '0830'.
 */
export function toStoredTime(value: string): Result<StoredTime, AppointmentTimeError> {
  const match = DISPLAY_TIME.exec(value.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || !inRange(hours, minutes)) return err({ kind: 'InvalidTime', message: INVALID_TIME_MESSAGE });
  return ok(`${twoDigits(hours)}${twoDigits(minutes)}`);
}

/** §3 Appointment: the inverse of {@link toStoredTime}, '0830' gives '08:30'. */
export function fromStoredTime(value: string): Result<DisplayTime, AppointmentTimeError> {
  const match = STORED_TIME.exec(value.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || !inRange(hours, minutes)) {
    return err({ kind: 'InvalidTime', message: INVALID_STORED_TIME_MESSAGE });
  }
  return ok(`${twoDigits(hours)}:${twoDigits(minutes)}`);
}

/** 9, 5 -> { clock: '9:05', half: 'AM' }: the one 12-hour clock of the site (midnight 12 AM, noon 12 PM). */
function twelveHourAt(hour: number, minute: number): { clock: string; half: string } {
  return { clock: `${hour % 12 === 0 ? 12 : hour % 12}:${twoDigits(minute)}`, half: hour < 12 ? 'AM' : 'PM' };
}

/** '0900' -> { clock: '9:00', half: 'AM' }; a stored time that does not read is kept as it is. */
function twelveHour(stored: string): { clock: string; half: string } {
  const match = STORED_TIME.exec(stored.trim());
  if (!match) return { clock: stored, half: '' };
  return twelveHourAt(Number(match[1]), Number(match[2]));
}

/**
 * A time of day as customers and staff read it everywhere (screens, emails, texts, the CLI): the 12-hour clock
 * with AM or PM, '6:02 PM', '12:00 AM' (midnight), '12:30 PM' (noon). `hour` 0-23.
 */
export function clockAt(hour: number, minute = 0): string {
  const t = twelveHourAt(hour, minute);
  return `${t.clock} ${t.half}`;
}

/**
 * Issue 27: a window of two stored times on a 12-hour clock, as customers read it: '9:00-11:00 AM' within
 * one half of the day, '11:00 AM-1:00 PM' across noon. Ours (the specification does not show it).
 */
export function clockRange(early: StoredTime, late: StoredTime): string {
  const a = twelveHour(early);
  const b = twelveHour(late);
  const start = a.half === b.half ? a.clock : `${a.clock} ${a.half}`;
  return `${start}-${b.clock} ${b.half}`.trim();
}

/**
 * A booked window as customers read it everywhere (the pickers, the dashboard, the price lines, the emails):
 * its times on the 12-hour clock and the zone of the station that serves it, '8:00-10:00 AM MT'.
 */
export function windowClock(early: StoredTime, late: StoredTime, zone: string): string {
  return `${clockRange(early, late)} ${zone}`.trim();
}
