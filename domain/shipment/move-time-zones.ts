/**
 * Issue 27 (times in the service center's own zone, saying which): the zones of a move's two service centers,
 * which one a milestone's events read in, and a moment as a station's clock shows it. Pure; the dashboard, the
 * staff desk, the CLI and the shipment's own refusals all say times through stationTimeText.
 */

import { clockAt } from '../calendar/appointment-time';
import { formatMMDDYYYY } from '../calendar/formats';
import { zonedMoment, zoneShortName } from '../calendar/time-zones';
import { Milestone } from './enums';

/**
 * The IANA zones of a move's two service centers. The origin's is also the zone of the move's own records
 * (its booking, its payments: ledgerDay), as staff read them on the desk and in the CLI.
 */
export interface MoveTimeZones {
  readonly Origin: string;
  readonly Destination: string;
}

/** The milestones that happen at the origin (their local times are the origin station's). */
const AT_ORIGIN: ReadonlySet<Milestone> = new Set<Milestone>([
  Milestone.DropOff,
  Milestone.CustomerLoading,
  Milestone.TerminalLoading,
  Milestone.OriginPickup,
]);

/** The zone a milestone's events read in: the origin's for the origin's steps, else the destination's. */
export function zoneOfMilestone(zones: MoveTimeZones, milestone: Milestone): string {
  return AT_ORIGIN.has(milestone) ? zones.Origin : zones.Destination;
}

/**
 * When something happened at a station, as the dashboard shows it: its wall time in the station's zone, on a
 * 12-hour clock, the zone named ('12/04/2026, 2:05 PM CT'). The ISO text itself if it is not an instant.
 */
export function stationTimeText(at: string, timeZone: string): string {
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return at;
  const { date, minutes } = zonedMoment(ms, timeZone);
  const clock = clockAt(Math.floor(minutes / 60), minutes % 60);
  return `${formatMMDDYYYY(date)}, ${clock} ${zoneShortName(timeZone)}`;
}
