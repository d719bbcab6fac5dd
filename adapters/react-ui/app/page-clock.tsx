/**
 * The pages' clock (issue 25): every screen reads "now" and "today" from here, never from `new Date()`, so a
 * test fixes the day the whole app believes it is (render-app.tsx), as the server's TestClock fixes the
 * server's. main.tsx provides the browser's clock. Today is dated in the business time zone, as the server
 * dates it (domain/calendar/business-time-zone.ts): a customer's evening in another zone never makes the page
 * call a day past that the server still allows, nor offer one the server has closed.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { BUSINESS_TIME_ZONE, dateInZone } from '../../../domain/calendar/business-time-zone';
import type { IsoDate } from '../../../domain/calendar/iso-date';

export interface PageClock {
  /** Milliseconds since the epoch. */
  nowMs(): number;
}

/** The browser's own clock. */
export const browserClock: PageClock = { nowMs: () => Date.now() };

const ClockContext = createContext<PageClock>(browserClock);

/** Provides the clock the screens read (main.tsx: the browser's; tests: a fixed one). */
export function ClockProvider({ clock, children }: { clock: PageClock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The nearest provider's clock (the browser's when there is none). */
export function usePageClock(): PageClock {
  return useContext(ClockContext);
}

/** Today in the business time zone, by a clock. */
export function todayBy(clock: PageClock): IsoDate {
  return dateInZone(clock.nowMs(), BUSINESS_TIME_ZONE);
}

/** A function giving today (read when called, so a long-open page moves on at midnight). */
export function useToday(): () => IsoDate {
  const clock = usePageClock();
  return () => todayBy(clock);
}

/** A function giving now as a `Date`. */
export function useNow(): () => Date {
  const clock = usePageClock();
  return () => new Date(clock.nowMs());
}
