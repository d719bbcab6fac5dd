import { beforeAll, expect } from 'vitest';
import { TEST_TODAY } from './test-today';

/**
 * The calendar step runs each stress day's files without a fresh module graph per file (vitest.calendar.config.ts,
 * `isolate: false`), so a worker keeps the modules it loaded. TEST_TODAY is read once, when test-today.ts is
 * first imported: this checks, before each file's tests, that the day the modules hold is the day the file's
 * project names, so a worker that carried one day's modules into another day's file fails instead of testing
 * the wrong day.
 */
beforeAll(() => {
  expect(TEST_TODAY).toBe(process.env.RELOMOVE_TEST_TODAY);
});
