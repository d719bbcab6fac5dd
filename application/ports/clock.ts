import type { IsoDate } from '../../domain/calendar/iso-date';
import type { Token } from './token';

/** The time of day comes from the world, never from the domain (architecture.md). */
export interface Clock {
  /** Today's date where the business runs. */
  today(): IsoDate;
  /** Now as an ISO-8601 timestamp. */
  now(): string;
  /** Now as milliseconds since the epoch. */
  nowMs(): number;
}
export const Clock: Token<Clock> = Symbol('Clock');
