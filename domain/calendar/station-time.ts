import { addDays } from './business-days';
import { compareIsoDates, type IsoDate, isoDate } from './iso-date';

/**
 * §3 Reservation StationCentralTimeDifference: how many hours a station's local time is ahead of US Central
 * time (Eastern +1, Mountain -1, Pacific -2). Stations carry no time zone (§3 StationDetail), so it follows
 * from the station's state or province (ours: docs/decisions.md; standard time zones, the state's main one,
 * so Arizona counts as Mountain and split states as their larger part).
 */
const HOURS_FROM_CENTRAL: Readonly<Record<string, number>> = {
  // Eastern
  CT: 1,
  DE: 1,
  DC: 1,
  FL: 1,
  GA: 1,
  IN: 1,
  KY: 1,
  ME: 1,
  MD: 1,
  MA: 1,
  MI: 1,
  NH: 1,
  NJ: 1,
  NY: 1,
  NC: 1,
  OH: 1,
  PA: 1,
  RI: 1,
  SC: 1,
  VT: 1,
  VA: 1,
  WV: 1,
  ON: 1,
  QC: 1,
  // Mountain
  AZ: -1,
  CO: -1,
  ID: -1,
  MT: -1,
  NM: -1,
  UT: -1,
  WY: -1,
  AB: -1,
  // Pacific
  CA: -2,
  NV: -2,
  OR: -2,
  WA: -2,
  BC: -2,
  YT: -2,
  AK: -3,
  HI: -4,
  // Atlantic
  NB: 2,
  NS: 2,
  PE: 2,
  NL: 2,
};

/** Hours ahead of Central for a state or province code; 0 (Central) for any other. */
export function stationCentralTimeDifference(stateCode: string): number {
  return HOURS_FROM_CENTRAL[stateCode] ?? 0;
}

/** A moment as a station sees it: its local date and the minutes since its local midnight. */
export interface LocalMoment {
  date: IsoDate;
  /** 0 ... 1439. */
  minutes: number;
}

/**
 * The station's local date and time from the Central date and time (the business clock) and the station's
 * StationCentralTimeDifference; crossing midnight moves the date.
 */
export function stationLocalMoment(central: LocalMoment, hoursFromCentral: number): LocalMoment {
  const total = central.minutes + Math.round(hoursFromCentral * 60);
  const dayShift = Math.floor(total / 1440);
  return { date: addDays(central.date, dayShift), minutes: total - dayShift * 1440 };
}

/** The n-th Sunday (1-based) of a month of `year` ('YYYY-MM-DD'). */
function nthSunday(year: number, month: number, n: number): IsoDate {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((7 - first) % 7) + (n - 1) * 7;
  return isoDate(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}

/**
 * How many hours US Central time is behind UTC during the afternoon of `date`: 5 under daylight saving time
 * (from the second Sunday of March to the first Sunday of November, the US rule since 2007), 6 otherwise.
 * Transitions happen at 2 a.m., so the afternoon of a transition day already has the new offset.
 */
export function centralHoursBehindUtc(date: IsoDate): 5 | 6 {
  const year = Number(date.slice(0, 4));
  const start = nthSunday(year, 3, 2);
  const end = nthSunday(year, 11, 1);
  return compareIsoDates(date, start) >= 0 && compareIsoDates(date, end) < 0 ? 5 : 6;
}

/**
 * The instant (ISO-8601 in UTC, '...Z') of `minutes` after local midnight of `date` at a station that is
 * `hoursFromCentral` ahead of US Central time (§3 StationCentralTimeDifference). Meant for afternoon times:
 * the Central offset is the one of `date`'s afternoon (centralHoursBehindUtc).
 */
export function stationInstant(date: IsoDate, minutes: number, hoursFromCentral: number): string {
  const offsetMinutes = (centralHoursBehindUtc(date) - hoursFromCentral) * 60;
  const midnight = Date.parse(`${date}T00:00:00.000Z`);
  return new Date(midnight + (minutes + offsetMinutes) * 60_000).toISOString();
}
