/**
 * Issue 27 "Calendar times are in the station's time zone": each service center's IANA time zone
 * (data/service-centers.json TimeZone, reference data per service center), with the zone of its state or
 * province for a station stored before it carried one. Local times become instants with the zone's own
 * rules (daylight saving time or not: Arizona and Saskatchewan keep standard time; Newfoundland is half an
 * hour off), never by assuming US Central. Pure: Intl's time-zone data is read, nothing else.
 */

import { memoByKey } from '../shared/memo';
import type { IsoDate } from './iso-date';

/** The main IANA zone of each US state and Canadian province or territory (a station's fallback). */
export const ZONE_OF_STATE: Readonly<Record<string, string>> = {
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  IN: 'America/Indiana/Indianapolis',
  KY: 'America/Kentucky/Louisville',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NY: 'America/New_York',
  NC: 'America/New_York',
  OH: 'America/New_York',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WV: 'America/New_York',
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  IL: 'America/Chicago',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  LA: 'America/Chicago',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  NE: 'America/Chicago',
  ND: 'America/Chicago',
  OK: 'America/Chicago',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  WI: 'America/Chicago',
  MB: 'America/Winnipeg',
  SK: 'America/Regina',
  AZ: 'America/Phoenix',
  CO: 'America/Denver',
  ID: 'America/Boise',
  MT: 'America/Denver',
  NM: 'America/Denver',
  UT: 'America/Denver',
  WY: 'America/Denver',
  AB: 'America/Edmonton',
  NT: 'America/Edmonton',
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  BC: 'America/Vancouver',
  YT: 'America/Whitehorse',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  NB: 'America/Moncton',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NL: 'America/St_Johns',
};

/** The business's own zone (US Central): a place whose state is not known. */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

/** A station's zone: its own (service-center data), else its state's, else the business's. */
export function stationTimeZone(
  station: { readonly TimeZone?: string | undefined; readonly StateCode: string } | null | undefined,
): string {
  return station?.TimeZone || (station ? stateTimeZone(station.StateCode) : BUSINESS_TIME_ZONE);
}

/**
 * The zone of one end of a move (a quote's Origin or Destination): its station's (service-center data), else,
 * with no station stored, its own state's. The .ics files, the notification planner and storage all read it.
 */
export function endTimeZone(end: {
  readonly State: string;
  readonly StationDetail?:
    | { readonly TimeZone?: string | undefined; readonly StateCode: string }
    | null
    | undefined;
}): string {
  return end.StationDetail ? stationTimeZone(end.StationDetail) : stateTimeZone(end.State);
}

/** The main zone of a state or province code; US Central for any other. */
export function stateTimeZone(stateCode: string): string {
  return ZONE_OF_STATE[stateCode] ?? BUSINESS_TIME_ZONE;
}

/** One format per time zone, of every part of a date and a 24-hour time. */
const partsFormat = memoByKey(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);
function partsIn(timeZone: string, ms: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of partsFormat(timeZone).formatToParts(new Date(ms)))
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** How many minutes the zone's local time is ahead of UTC at the instant `ms` (negative in the Americas). */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  const p = partsIn(timeZone, ms);
  const local = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * The instant (ISO-8601 in UTC, '...Z') of `minutes` after local midnight of `date` in `timeZone`. A local
 * time skipped by a spring-forward change counts as the same time after it; a repeated one, the first.
 */
export function zonedInstant(date: IsoDate, minutes: number, timeZone: string): string {
  const naive = Date.parse(`${date}T00:00:00.000Z`) + minutes * 60_000;
  const first = naive - zoneOffsetMinutes(timeZone, naive) * 60_000;
  const second = naive - zoneOffsetMinutes(timeZone, first) * 60_000;
  // The earliest candidate that reads back as the local time asked for; none does in a spring-forward gap,
  // where the later one is that time on the new offset.
  const readsBack = (ms: number) => ms + zoneOffsetMinutes(timeZone, ms) * 60_000 === naive;
  const fits = [first, second].filter(readsBack);
  return new Date(fits.length > 0 ? Math.min(...fits) : Math.max(first, second)).toISOString();
}

/** The local date and minutes since local midnight of an instant in a zone. */
export function zonedMoment(ms: number, timeZone: string): { date: IsoDate; minutes: number } {
  const p = partsIn(timeZone, ms);
  const pad = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}` as IsoDate,
    minutes: (p.hour ?? 0) * 60 + (p.minute ?? 0),
  };
}

/** The zone's short name as customers read it beside a time: 'ET', 'CT', 'MT', 'PT', 'AT', 'NT', 'AKT', 'HT'. */
export function zoneShortName(timeZone: string): string {
  const names: Readonly<Record<string, string>> = {
    'America/New_York': 'ET',
    'America/Detroit': 'ET',
    'America/Indiana/Indianapolis': 'ET',
    'America/Kentucky/Louisville': 'ET',
    'America/Toronto': 'ET',
    'America/Chicago': 'CT',
    'America/Winnipeg': 'CT',
    'America/Regina': 'CT',
    'America/Denver': 'MT',
    'America/Boise': 'MT',
    'America/Phoenix': 'MT',
    'America/Edmonton': 'MT',
    'America/Los_Angeles': 'PT',
    'America/Vancouver': 'PT',
    'America/Whitehorse': 'MT',
    'America/Anchorage': 'AKT',
    'Pacific/Honolulu': 'HT',
    'America/Halifax': 'AT',
    'America/Moncton': 'AT',
    'America/St_Johns': 'NT',
  };
  return names[timeZone] ?? timeZone;
}
