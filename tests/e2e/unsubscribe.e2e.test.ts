/**
 * Issue 14 §1 unsubscribe page, in real Chromium against the real server: the link of an email opens the
 * page, which turns the category off at once (one click), says what was turned off, and undoes it; a booking
 * email's link says live-move messages can only move to another channel; a broken link is explained; the
 * page's settings link leads (after sign-in) to "What we send you" on the dashboard, where texts and each
 * optional category are turned on or off. At a laptop's and a phone's width, with screenshots.
 */

import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import type { UnsubscribeGrant } from '../../application/ports/unsubscribe-tokens';
import { LIVE_MOVE_NOTE } from '../../domain/notifications/unsubscribe-rules';
import { unsubscribeToken } from '../support/unsubscribe-links';
import { launchBrowser, newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, seriousViolations } from './support/page-checks';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-artifacts/e2e/unsubscribe';
mkdirSync('test-artifacts/e2e', { recursive: true });
const KEY = randomBytes(32);
const [customer] = DEMO_USERS;
if (!customer) throw new Error('the demo users include a customer');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ QUOTE_LINK_SECRET: KEY.toString('hex') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pageOf = (grant: UnsubscribeGrant) => `${server.url}/unsubscribe?token=${unsubscribeToken(KEY, grant)}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

async function checked(page: Page, name: string): Promise<boolean> {
  return page.getByRole('checkbox', { name, exact: true }).isChecked();
}

describe.each(['desktop', 'phone'] as (keyof typeof VIEWPORTS)[])(
  'the unsubscribe page on a %s (issue 14)',
  (viewport) => {
    it('the link turns the category off on opening, says so plainly, and Undo turns it back on', async () => {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await page.goto(pageOf({ email: `tips-${viewport}@example.com`, topic: 'tips' }));
        await expect.poll(() => heading(page)).toBe('You’re unsubscribed');
        const outcome = page.getByRole('status');
        await expect.poll(() => outcome.textContent()).toContain(`We turned these off for t•••@example.com:`);
        expect(await outcome.getByRole('listitem').allTextContents()).toEqual(['Moving tips']);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await noHorizontalScroll(page)).toBe(true);
        await page.screenshot({ path: `${SHOTS}-tips-${viewport}.png`, fullPage: true });

        await page.getByRole('button', { name: 'Undo' }).click();
        await expect.poll(() => heading(page)).toBe('You’re subscribed again');
        await expect.poll(() => page.getByRole('status').textContent()).toContain('We turned these back on');
        await page.screenshot({ path: `${SHOTS}-undone-${viewport}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    });

    it("a booking email's link turns off the optional messages and says live-move messages can only move to another channel", async () => {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await page.goto(pageOf({ email: customer.email, topic: 'booking' }));
        await expect.poll(() => heading(page)).toBe('You’re unsubscribed');
        await expect.poll(() => page.getByText(LIVE_MOVE_NOTE).count()).toBe(1);
        expect(await noHorizontalScroll(page)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}-booking-${viewport}.png`, fullPage: true });

        // The settings link: sign in, then "What we send you" on the dashboard.
        await page.getByRole('link', { name: 'Choose what we send you' }).click();
        await page.waitForURL(/\/user\/login/);
        await page.getByLabel('Email').fill(customer.email);
        await page.getByLabel('Password').fill(customer.password);
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL(/\/dashboard/);
        const section = page.getByRole('region', { name: 'What we send you' });
        await expect.poll(() => section.getByRole('checkbox').count()).toBe(3);
        expect(await checked(page, 'Text me as well as emailing me')).toBe(true);
        expect(await checked(page, 'Moving tips')).toBe(false);
        expect(await checked(page, 'Surveys about your move')).toBe(false);
        expect(await section.getByText('Always on', { exact: true }).count()).toBe(4);

        await page.getByRole('checkbox', { name: 'Moving tips', exact: true }).check();
        await page.getByRole('checkbox', { name: 'Text me as well as emailing me' }).uncheck();
        await section.getByRole('button', { name: 'Save my choices' }).click();
        await expect.poll(() => section.getByText('Your choices have been saved.').count()).toBe(1);
        expect(await noHorizontalScroll(page)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await section.screenshot({ path: `${SHOTS}-settings-${viewport}.png` });

        await page.reload();
        await expect.poll(() => section.getByRole('checkbox').count()).toBe(3);
        expect(await checked(page, 'Moving tips')).toBe(true);
        expect(await checked(page, 'Text me as well as emailing me')).toBe(false);
        // Back as it was, for the next width.
        await page.getByRole('checkbox', { name: 'Text me as well as emailing me' }).check();
        await section.getByRole('button', { name: 'Save my choices' }).click();
        await expect.poll(() => section.getByText('Your choices have been saved.').count()).toBe(1);
      } finally {
        await context.close();
      }
    });

    it('a broken link shows a friendly message, and a mail program’s one-click POST (no cookie) works', async () => {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        const token = unsubscribeToken(KEY, { email: `broken-${viewport}@example.com`, topic: 'survey' });
        await page.goto(`${server.url}/unsubscribe?token=${token.slice(0, -6)}`);
        await expect.poll(() => heading(page)).toBe('This link doesn’t work');
        expect(await page.getByRole('alert').textContent()).toMatch(/cut short when it was copied/);
        expect(await noHorizontalScroll(page)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}-broken-${viewport}.png`, fullPage: true });

        const oneClick = await fetch(`${server.url}/api/notifications/unsubscribe?token=${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
        expect(oneClick.status).toBe(200);
        expect(((await oneClick.json()) as { Preferences: unknown }).Preferences).toEqual({
          SmsEnabled: true,
          OptedOut: ['survey'],
        });
      } finally {
        await context.close();
      }
    });
  },
);
