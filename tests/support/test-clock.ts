import type { Clock } from '../../application/ports/clock';
import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { TEST_NOW } from './test-today';

/**
 * A clock tests control: it starts at a fixed instant (TEST_NOW, 15:00 UTC on the suite's today: test-today.ts)
 * and moves only when told.
 */
export class TestClock implements Clock {
  private ms: number;

  constructor(start = TEST_NOW) {
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
