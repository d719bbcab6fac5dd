import { TestClock } from './test-clock';

/** What the pages' clock needs (adapters/react-ui/app/page-clock.tsx PageClock). */
export interface PageClockLike {
  nowMs(): number;
}

/**
 * The clock the pages of a UI test read (issue 25, adapters/react-ui/app/page-clock.tsx), never the machine's:
 * the clock of the real application the test file started (msw-real-api.ts sets it), so the page and the
 * server agree on the day and move together when the test moves the server's clock; or the clock a test sets
 * itself; else a TestClock at the suite's today (test-today.ts).
 */
let chosen: PageClockLike | null = null;
const ownClock = new TestClock();

/** Sets the clock later renderApp pages read (null: back to the TestClock at the suite's today). */
export function setPageClockUnderTest(clock: PageClockLike | null): void {
  chosen = clock;
}

export function pageClockUnderTest(): PageClockLike {
  return { nowMs: () => (chosen ?? ownClock).nowMs() };
}
