import { type IsoDate, isoDate, parseIsoDate } from '../../domain/calendar/iso-date';

/**
 * The day the tests believe it is (issue 25): 2026-11-21 (a Saturday) unless `RELOMOVE_TEST_TODAY=YYYY-MM-DD`
 * names another, as the calendar sweep of scripts/test.sh does ("Prove it over the calendar"). Every test that
 * touches dates takes today from here, through TestClock, never from the machine's clock; a suite that holds
 * on this day and on each day of the sweep holds on the day it runs.
 */
export const TEST_TODAY: IsoDate = readTestToday(process.env.RELOMOVE_TEST_TODAY);

/** The instant the test clock starts at: 15:00 UTC on TEST_TODAY, the morning in every US and Canadian zone. */
export const TEST_NOW = `${TEST_TODAY}T15:00:00.000Z`;

function readTestToday(value: string | undefined): IsoDate {
  if (value === undefined || value === '') return isoDate('2026-11-21');
  const parsed = parseIsoDate(value);
  if (parsed.isErr()) throw new Error(`RELOMOVE_TEST_TODAY - ${parsed.error.message}: '${value}'`);
  return parsed.value;
}
