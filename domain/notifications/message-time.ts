import { clockAt } from '../calendar/appointment-time';
import { zonedMoment, zoneShortName } from '../calendar/time-zones';

/**
 * Issue 14, when a message was sent, as the dashboard and the staff outbox say it: "Tue, Dec 1, 6:02 PM"
 * (the site's one 12-hour clock, clockAt). The screens read the parts in the viewer's own time zone and pass them in,
 * so the words are the same everywhere and this stays pure.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A moment as a clock on the wall shows it. */
export interface LocalTimeParts {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
  readonly day: number;
  /** 0 (Sunday) to 6. */
  readonly weekday: number;
  /** 0-23. */
  readonly hour: number;
  readonly minute: number;
}

/** "Tue, Dec 1, 6:02 PM"; with the year, "Tue, Dec 1, 2026, 6:02 PM". */
export function formatMessageTime(t: LocalTimeParts, withYear = false): string {
  const date = `${WEEKDAYS[t.weekday] ?? ''}, ${MONTHS[t.month - 1] ?? ''} ${t.day}`;
  return `${date}${withYear ? `, ${t.year}` : ''}, ${clockAt(t.hour, t.minute)}`;
}

/**
 * Issue 27 (times in the service center's own zone, saying which): an ISO instant as a clock in `timeZone`
 * shows it, with the zone's short name: "Mon, Dec 7, 5:00 PM PT". The ISO text itself if it is not one.
 */
export function formatMessageTimeIn(iso: string, timeZone: string, withYear = false): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const { date, minutes } = zonedMoment(ms, timeZone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const parts = { year, month, day, weekday, hour: Math.floor(minutes / 60), minute: minutes % 60 };
  return `${formatMessageTime(parts, withYear)} ${zoneShortName(timeZone)}`;
}
