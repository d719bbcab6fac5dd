import { memoByKey } from '../shared/memo';
import { type IsoDate, isoDate } from './iso-date';

/**
 * The time zone in which the business dates "today" (US Central, where the company runs; the server's
 * BUSINESS_TIME_ZONE defaults to it, docs/operations.md). The server's clock and the pages' clock both date
 * today here, so a page never offers a day the server calls past, nor hides one it allows (issue 25).
 */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

/** One format per time zone; en-CA writes dates as YYYY-MM-DD. */
const dateFormat = memoByKey(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** The calendar date of an instant (ms since the epoch) in an IANA time zone. */
export function dateInZone(ms: number, timeZone: string): IsoDate {
  return isoDate(dateFormat(timeZone).format(ms));
}
