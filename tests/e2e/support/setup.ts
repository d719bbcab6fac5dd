import { afterEach, expect } from 'vitest';
import { runningServersOutput } from '../../support/server-process';
import { openContexts, unanswered } from './browser';
import { takeCspViolations } from './page-checks';

/** The requests of the open contexts still unanswered: method, address and for how long. */
function unansweredReport(): string[] {
  const now = Date.now();
  return [...openContexts].flatMap((context) =>
    [...(unanswered.get(context) ?? new Map())].map(
      ([request, sent]) => `${request.method()} ${request.url()} (${now - sent} ms)`,
    ),
  );
}

/** What a failed test's open pages showed: each one's address and the start of its visible text. */
async function openPagesReport(): Promise<string[]> {
  const pages = [...openContexts].flatMap((context) => context.pages());
  return Promise.all(
    pages.map(async (page) => {
      const text = await page
        .evaluate(() => document.body?.innerText ?? '')
        .catch((error: unknown) => `(could not be read: ${String(error)})`);
      return `${page.url()}\n${text.slice(0, 3000)}`;
    }),
  );
}

// A browser test that failed says what its pages showed, which of their requests had no answer yet, and what
// the servers logged (warnings and errors),
// so that a failure seen only on CI can be explained from its output.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const pages = await openPagesReport();
  for (const page of pages) console.error(`[failed test] open page: ${page}`);
  for (const request of unansweredReport()) console.error(`[failed test] unanswered: ${request}`);
  for (const server of runningServersOutput()) console.error(`[failed test] server log: ${server}`);
});

// Every browser test runs with the server's Content-Security-Policy on and fails on any violation (issue 9
// finding 5): the pages of each context made by newContext() are watched (page-checks.ts).
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
