import { err, ok, type Result } from 'neverthrow';
import { orThrow } from '../shared/or-throw';

/** A calendar date as 'YYYY-MM-DD' (§3 Dates: "ISO date form (first 10 characters)"). */
declare const isoDateBrand: unique symbol;
export type IsoDate = string & { readonly [isoDateBrand]: 'IsoDate' };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The message of a value that is not a date as YYYY-MM-DD. */
export const ISO_DATE_MESSAGE = 'Value must be a date as YYYY-MM-DD';

export type IsoDateError = { kind: 'InvalidDate'; message: string };

/** Accepts 'YYYY-MM-DD' or a longer ISO timestamp, keeping the first 10 characters, and checks the day exists. */
export function parseIsoDate(value: string): Result<IsoDate, IsoDateError> {
  const head = value.slice(0, 10);
  const match = ISO_DATE.exec(head);
  if (!match) return err({ kind: 'InvalidDate', message: ISO_DATE_MESSAGE });
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    return err({ kind: 'InvalidDate', message: 'Value must be a real calendar date' });
  }
  return ok(head as IsoDate);
}

/** A typed day: exactly 'YYYY-MM-DD' (nothing after it) naming a real calendar day, or null. */
export function exactIsoDate(value: string): IsoDate | null {
  return value.length === 10 ? parseIsoDate(value).unwrapOr(null) : null;
}

/** Brands a string already known to be a valid ISO date (constants, test fixtures, adapter output). */
export function isoDate(value: string): IsoDate {
  return orThrow(parseIsoDate(value), value);
}

/**
 * The local-midnight `Date` of an ISO date, for date-fns arithmetic (architecture convention 7).
 * The `Date` is built from the local calendar fields, and {@link fromLocalDate} reads local fields back,
 * so the round trip gives the same calendar day in every time zone.
 */
export function toLocalDate(date: IsoDate): Date {
  // Built from the fields rather than with date-fns parseISO, which the landing page would then load.
  const local = new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  // new Date(y, ...) maps years 0-99 into the 1900s; put them back.
  local.setFullYear(Number(date.slice(0, 4)));
  return local;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * 'YYYY-MM-DD' of a `Date`'s local calendar fields. Written by hand rather than with date-fns `format`,
 * which would pull the whole formatter and its locale into the landing page's JavaScript.
 */
export function localIsoString(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** The ISO date of a `Date`'s local calendar fields (the inverse of {@link toLocalDate}). */
export function fromLocalDate(date: Date): IsoDate {
  return isoDate(localIsoString(date));
}

/** Orders two ISO dates: negative when `a` is earlier, 0 when equal, positive when later. */
export function compareIsoDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** True when `a` is a strictly earlier day than `b`. */
export function isBefore(a: IsoDate, b: IsoDate): boolean {
  return a < b;
}

/** True when `a` is a strictly later day than `b`. */
export function isAfter(a: IsoDate, b: IsoDate): boolean {
  return a > b;
}
