import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './page-checks';

// Every browser test runs with the server's Content-Security-Policy on and fails on any violation (issue 9
// finding 5): the pages of each context made by newContext() are watched (page-checks.ts).
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
