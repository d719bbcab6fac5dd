import type { LocalMoment } from '../../domain/calendar/station-time';
import type { Clock } from '../ports/clock';

const CENTRAL_HOUR_MINUTE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Now in US Central time, the reference of §3 StationCentralTimeDifference: the business clock's date and
 * the Central time of day of its instant.
 */
export function centralMoment(clock: Clock): LocalMoment {
  const parts = CENTRAL_HOUR_MINUTE.formatToParts(new Date(clock.nowMs()));
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return { date: clock.today(), minutes: (hour % 24) * 60 + minute };
}
