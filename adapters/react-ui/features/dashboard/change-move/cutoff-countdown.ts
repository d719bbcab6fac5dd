import { useEffect, useState } from 'react';
import { clockAt } from '../../../../../domain/calendar/appointment-time';
import { weekdayName } from '../../../../../domain/calendar/formats';
import { endTimeZone, zonedMoment, zoneShortName } from '../../../../../domain/calendar/time-zones';
import type { Quote } from '../../../../../domain/quote/types';
import { usePageClock } from '../../../app/page-clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What is left until the cut-off: '2 days 3 hours', '5 hours 20 minutes', '12 minutes', 'less than a minute'. */
export function timeLeftText(ms: number): string {
  if (ms < MINUTE) return 'less than a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0)
    return minutes > 0 ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}` : plural(hours, 'hour');
  return plural(minutes, 'minute');
}

/**
 * The cut-off instant in the station's time, with its zone: 'Tue 12/01, 4:00 PM CT' (issue 27: the station's
 * clock decides the cut-off, so it is told in it, not in the browser's zone).
 */
export function cutoffText(cutoffAt: string, timeZone: string): string {
  const ms = Date.parse(cutoffAt);
  if (Number.isNaN(ms)) return cutoffAt;
  const { date, minutes } = zonedMoment(ms, timeZone);
  const weekday = weekdayName(date).slice(0, 3);
  const clock = clockAt(Math.floor(minutes / 60), minutes % 60);
  return `${weekday} ${date.slice(5, 7)}/${date.slice(8, 10)}, ${clock} ${zoneShortName(timeZone)}`;
}

/** The current time, again every `everyMs` (a minute) so a countdown follows; `now` fixes it (tests). */
export function useNow(now?: Date, everyMs = MINUTE): Date {
  const clock = usePageClock();
  const [ticking, setTicking] = useState(() => new Date(clock.nowMs()));
  useEffect(() => {
    if (now) return;
    const timer = setInterval(() => setTicking(new Date(clock.nowMs())), everyMs);
    return () => clearInterval(timer);
  }, [now, everyMs, clock]);
  return now ?? ticking;
}

/** Issue 27: the zone a move's cut-off is told in: its origin station's (its state's for an older quote). */
export function originTimeZone(quote: Pick<Quote, 'Details'>): string {
  return endTimeZone(quote.Details.Origin);
}
