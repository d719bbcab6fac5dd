import type { Clock } from '../../application/ports/clock';
import { BUSINESS_TIME_ZONE, dateInZone } from '../../domain/calendar/business-time-zone';
import type { IsoDate } from '../../domain/calendar/iso-date';

/**
 * The real clock. "Today" is the calendar date where the business runs (US Central time by default),
 * so a quote made at 7 pm in Kansas City is dated that day, not tomorrow's UTC date.
 *
 * Issue 25: a SANDBOX server may start its clock at another instant (SANDBOX_CLOCK, docs/operations.md), for
 * browser tests that must not depend on the day they run: `startAt` is then that instant, and the clock runs
 * on from it at the machine's pace (an offset from the machine's clock, fixed when the clock is made).
 */
export class SystemClock implements Clock {
  private readonly timeZone: string;
  private readonly offsetMs: number;

  constructor(timeZone: string = BUSINESS_TIME_ZONE, startAt: number | null = null) {
    this.timeZone = timeZone;
    this.offsetMs = startAt === null ? 0 : startAt - Date.now();
  }

  today(): IsoDate {
    return dateInZone(this.nowMs(), this.timeZone);
  }

  now(): string {
    return new Date(this.nowMs()).toISOString();
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }
}
