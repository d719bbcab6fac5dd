import { dateInZone } from '../calendar/business-time-zone';
import type { IsoDate } from '../calendar/iso-date';

/**
 * Issue 27 "Calendar times are in the station's time zone": the day a payment happened, as the move's
 * dashboard and receipts say it, is the calendar day of its instant at the origin station (where the move
 * is charged as the loaded equipment leaves), never the day of whatever zone the browser runs in. A charge
 * made at 5 p.m. in Los Angeles on 12/07 is 12/07, though it is already 12/08 in UTC.
 */
export function ledgerDay(at: string, stationTimeZone: string): IsoDate {
  return dateInZone(Date.parse(at), stationTimeZone);
}
