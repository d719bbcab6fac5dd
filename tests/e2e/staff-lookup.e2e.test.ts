/**
 * Issue 15, the staff lookup page (/jojo/lookup) in real Chromium against the real server: a staff member
 * signs in, opens Lookup from the My Account menu (§2, §6 show-lookup), finds a customer's quotes by email,
 * opens one, previews a recompute with the old and new price lines side by side and saves it with a reason;
 * a customer opening /jojo/lookup gets the not-found page. At a laptop's and a phone's width, axe-clean,
 * with no sideways scroll, with screenshots.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { quoteForm } from '../fixtures/quote-form';
import { launchBrowser, newContext, type VIEWPORTS } from './support/browser';
import { noSeriousViolations } from './support/page-checks';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-artifacts/e2e/lookup';
mkdirSync('test-artifacts/e2e', { recursive: true });
const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A quote made as the quote form makes it (POST /api/quotes/add), for a customer's email. */
async function quoteFor(EmailAddress: string, MoveDate: string): Promise<number> {
  const answer = await fetch(`${server.url}/api/quotes/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteForm({ EmailAddress, MoveDate })),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { quote: { QuoteId: number } }).quote.QuoteId;
}

async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${server.url}/user/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/user/login');
}

describe.each(['desktop', 'phone'] as (keyof typeof VIEWPORTS)[])(
  'the staff lookup page on a %s (issue 15)',
  (viewport) => {
    it('a staff member finds a customer’s quote by email, opens it, previews a recompute and saves it with a reason', async () => {
      const email = `casey.${viewport}@example.com`;
      const older = await quoteFor(email, '2026-12-08');
      const newer = await quoteFor(email, '2026-12-15');
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await signIn(page, staff);
        await page.getByRole('button', { name: /My Account/ }).click();
        await page.getByRole('menuitem', { name: 'Lookup' }).click();
        await page.waitForURL(/\/jojo\/lookup$/);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Staff lookup');

        await page.getByLabel('Reference number, email or link token').fill(email);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: 'quotes found' }).textContent())
          .toContain(`2 quotes found for ${email}`);
        expect(await page.getByRole('link', { name: `Open quote ${newer}` }).count()).toBe(1);
        await noSeriousViolations(page, `results-${viewport}`, `${SHOTS}-results-${viewport}.png`);

        await page.getByRole('link', { name: `Open quote ${older}` }).click();
        const quote = page.getByRole('region', { name: `Quote ${older}` });
        await expect
          .poll(() => quote.getByRole('table', { name: /The price of the selected option/ }).count())
          .toBe(1);
        expect(await quote.getByText('No changes since the quote was made.').count()).toBe(1);

        const recompute = quote.getByRole('region', { name: 'Recompute with today’s rate card' });
        await recompute.getByLabel('Equipment').selectOption('Trailer');
        await recompute.getByLabel('Trailer length (feet)').fill('15');
        await recompute.getByLabel('Agent coupon code').fill('USA100');
        await recompute.getByRole('button', { name: 'Preview' }).click();
        const compared = recompute.getByRole('table', { name: 'Stored price beside the recomputed one' });
        await expect.poll(() => compared.getByText('USA100: $100 off').count()).toBe(1);
        expect(await compared.getByRole('row').first().textContent()).toMatch(
          /Stored.*Recomputed.*Difference/,
        );
        expect(await compared.getByTestId('difference').textContent()).toMatch(/^[+-]\$[\d,]+\.\d\d$/);
        await noSeriousViolations(page, `preview-${viewport}`, `${SHOTS}-preview-${viewport}.png`);

        await recompute.getByLabel('Why (kept with the change)').fill('Customer measured 15 feet');
        await recompute.getByRole('button', { name: 'Save as revision 2' }).click();
        await expect.poll(() => recompute.getByText('Saved as revision 2.').count()).toBe(1);
        const history = quote.getByRole('table', { name: 'Changes, newest first' });
        await expect.poll(() => history.getByText('Customer measured 15 feet').count()).toBe(1);
        expect(await history.getByText(staff.email).count()).toBe(1);
        await noSeriousViolations(page, `saved-${viewport}`, `${SHOTS}-saved-${viewport}.png`);
      } finally {
        await context.close();
      }
    });

    it('a customer opening /jojo/lookup gets the not-found page', async () => {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await signIn(page, customer);
        await page.goto(`${server.url}/jojo/lookup?search=${encodeURIComponent(customer.email)}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
        expect(await page.getByRole('table').count()).toBe(0);
        expect(await page.getByLabel('Reference number, email or link token').count()).toBe(0);
        await noSeriousViolations(page, `customer-${viewport}`, `${SHOTS}-customer-${viewport}.png`);
      } finally {
        await context.close();
      }
    });
  },
);
