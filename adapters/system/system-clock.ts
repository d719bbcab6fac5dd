import type { Clock } from '../../application/ports/clock';
import type { IsoDate } from '../../domain/calendar/iso-date';

/**
 * The real clock. "Today" is the calendar date where the business runs (US Central time by default),
 * so a quote made at 7 pm in Kansas City is dated that day, not tomorrow's UTC date.
 */
export class SystemClock implements Clock {
  private readonly dateFormat: Intl.DateTimeFormat;

  constructor(timeZone = 'America/Chicago') {
    // en-CA formats dates as YYYY-MM-DD.
    this.dateFormat = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }

  today(): IsoDate {
    return this.dateFormat.format(new Date()) as IsoDate;
  }

  now(): string {
    return new Date().toISOString();
  }

  nowMs(): number {
    return Date.now();
  }
}
