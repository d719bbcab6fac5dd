import type { Clock } from '../../application/ports/clock';
import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';

/** A clock tests control: it starts at a fixed instant and moves only when told. */
export class TestClock implements Clock {
  private ms: number;

  constructor(start = '2026-11-21T15:00:00.000Z') {
    this.ms = Date.parse(start);
  }

  today(): IsoDate {
    return isoDate(new Date(this.ms).toISOString().slice(0, 10));
  }

  now(): string {
    return new Date(this.ms).toISOString();
  }

  nowMs(): number {
    return this.ms;
  }

  /** Moves to an instant (ms since the epoch), forward or back: a test that books moves starts over. */
  set(ms: number): void {
    this.ms = ms;
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}
