/**
 * A moment in time as an ISO 8601 string with its offset ('2026-12-01T09:30:00-06:00' or '...Z'), for the
 * occurredAt and recordedAt of shipment events (issue 13). The domain reads no clock: instants come in as data.
 * Instants are compared by the moment they name; the calendar date of an instant is the date as written, so
 * an event recorded in the station's own offset keeps the station's local date (docs/decisions.md, issue 13).
 */
import { err, ok, type Result } from 'neverthrow';
import { type IsoDate, parseIsoDate } from '../calendar/iso-date';
import { zoneOffsetMinutes } from '../calendar/time-zones';
import { orThrow } from '../shared/or-throw';

declare const instantBrand: unique symbol;
export type Instant = string & { readonly [instantBrand]: 'Instant' };

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d)(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):([0-5]\d))$/;

export const INSTANT_MESSAGE = 'Value must be a date and time such as 2026-12-01T09:30:00-06:00';

export interface InstantError {
  readonly kind: 'InvalidInstant';
  readonly message: string;
}

/** Accepts 'YYYY-MM-DDTHH:MM[:SS[.sss]]' followed by 'Z' or an offset '±HH:MM', on a real calendar day. */
export function parseInstant(value: string): Result<Instant, InstantError> {
  const match = INSTANT.exec(value);
  if (!match || parseIsoDate(match[1] ?? '').isErr() || Number.isNaN(Date.parse(value))) {
    return err({ kind: 'InvalidInstant', message: INSTANT_MESSAGE });
  }
  return ok(value as Instant);
}

/** Brands a string already known to be a valid instant (constants, fixtures); anything else is a bug. */
export function instant(value: string): Instant {
  return orThrow(parseInstant(value), value);
}

/** Milliseconds since the epoch of an instant. */
export function instantMs(value: Instant): number {
  return Date.parse(value);
}

/** Negative, zero or positive as `a` is before, at or after `b` (the moments, whatever the offsets). */
export function compareInstants(a: Instant, b: Instant): number {
  return instantMs(a) - instantMs(b);
}

/** The calendar date of an instant as written (its own offset's local date). */
export function dateOfInstant(value: Instant): IsoDate {
  return value.slice(0, 10) as IsoDate;
}

/** The instant of a `Date` in UTC ('...Z'), for values an adapter or a caller's clock hands in. */
export function instantOfDate(date: Date): Instant {
  return instant(date.toISOString());
}

/**
 * The instant `at` (any ISO-8601 instant, e.g. the clock's '...Z') written in an IANA time zone's own offset at
 * that instant (its daylight saving time or none): an event that happens "now" at a station keeps the
 * station's local date and time (issue 13, docs/decisions.md).
 */
export function instantInZone(at: string, timeZone: string): Instant {
  const ms = Date.parse(at);
  // Issue 27: the zone's own offset at that instant (its daylight saving time, or none), not Central's.
  const offsetMinutes = zoneOffsetMinutes(timeZone, ms);
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return instant(`${local}${sign}${hh}:${mm}`);
}
