/**
 * Issue 15, §1 the indirect mapping form, in real Chromium against the real server, at a laptop's and a
 * phone's width: a visitor whose town the quote form's search does not find follows the offer to the form,
 * maps the town to a nearby one and reads what happens next; a staff member confirms it on /jojo/mappings;
 * the visitor's status page then says the town is on the map, a quote starts from it, and the search finds
 * it. axe is clean and nothing scrolls sideways on each page; screenshots in test-artifacts/e2e/mapping-*.png.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { launchBrowser, newContext, type VIEWPORTS } from './support/browser';
import { noSeriousViolations, pickPlace } from './support/page-checks';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-artifacts/e2e/mapping';
mkdirSync('test-artifacts/e2e', { recursive: true });
const [, staff] = DEMO_USERS;
if (!staff) throw new Error('the demo users include a staff member');

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

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** One town per width, so the two journeys share the server without meeting. */
const TOWN: Record<keyof typeof VIEWPORTS, string> = {
  desktop: 'Eagle Nest Ranch',
  phone: 'Quiet Hollow Farm',
};

describe.each(['desktop', 'phone'] as (keyof typeof VIEWPORTS)[])(
  'the indirect mapping form on a %s (issue 15)',
  (viewport) => {
    it('a visitor maps a town the search does not find, staff confirm it, and then the search finds it', async () => {
      const town = TOWN[viewport];
      const visitor = await newContext(browser, viewport);
      const desk = await newContext(browser, viewport);
      try {
        // The quote form finds nothing and offers the form, which keeps what was typed.
        const page = await visitor.newPage();
        await page.goto(`${server.url}/moving-quote`);
        await page.getByRole('combobox', { name: 'Moving From' }).fill(town);
        await expect.poll(() => page.getByText(`No places match "${town}"`).count()).toBe(1);
        await page.getByRole('link', { name: 'Can’t find your town? Tell us where it is' }).click();
        await page.waitForURL(/\/moving-quotes\/indirect-mapping\?/);
        await expect.poll(() => heading(page)).toBe('Tell us where your town is');
        expect(await page.getByLabel('Your town or place').inputValue()).toBe(town);
        await page.getByRole('button', { name: 'Send to our team' }).click();
        await expect.poll(() => page.getByText('Choose a nearby city from the list').count()).toBe(1);
        await noSeriousViolations(page, `form-${viewport}`, `${SHOTS}-form-${viewport}.png`);

        await pickPlace(page, 'A nearby town we know', 'Denver', /^Denver, CO$/);
        await page.getByLabel('About how many miles from there? (optional)').fill('12');
        await page.getByLabel('Your email').fill(`${viewport}@example.com`);
        await page.getByLabel('Anything that helps us find it (optional)').fill('Past the grain elevator');
        await page.getByRole('button', { name: 'Send to our team' }).click();
        await page.waitForURL(/\/moving-quotes\/indirect-mapping\/[\w-]{22}$/);
        await expect.poll(() => heading(page)).toBe(`We’re checking ${town}, CO`);
        expect(await page.getByRole('status').textContent()).toBe('Thanks — we have your request');
        expect(await page.getByRole('heading', { name: 'What happens next' }).count()).toBe(1);
        expect(await page.getByText(/usually within one business day/).count()).toBe(1);
        await noSeriousViolations(page, `pending-${viewport}`, `${SHOTS}-pending-${viewport}.png`);
        const statusPage = page.url();

        // A staff member confirms it.
        const staffPage = await desk.newPage();
        await staffPage.goto(`${server.url}/user/login`);
        await staffPage.getByLabel('Email').fill(staff.email);
        await staffPage.getByLabel('Password').fill(staff.password);
        await staffPage.getByRole('button', { name: 'Log in' }).click();
        await staffPage.waitForURL((url) => !url.pathname.startsWith('/user/login'));
        await staffPage.goto(`${server.url}/jojo/mappings`);
        const card = staffPage.getByRole('article', { name: `${town}, CO` });
        await expect.poll(() => card.count()).toBe(1);
        expect(await card.getByText(`${viewport}@example.com`).count()).toBe(1);
        expect(await card.getByText('Past the grain elevator').count()).toBe(1);
        await noSeriousViolations(staffPage, `staff-${viewport}`, `${SHOTS}-staff-${viewport}.png`);
        await card.getByRole('button', { name: `Confirm ${town}, CO` }).click();
        await expect
          .poll(() => staffPage.getByRole('status').textContent())
          .toBe(`${town}, CO is confirmed: the city search finds it now.`);
        await staffPage.screenshot({ path: `${SHOTS}-staff-confirmed-${viewport}.png`, fullPage: true });

        // The visitor comes back: on the map, a quote starts from it, and the search finds it.
        await page.goto(statusPage);
        await expect.poll(() => heading(page)).toBe(`${town}, CO is on our map`);
        expect(await page.getByText('Thanks — we have your request').count()).toBe(0);
        await noSeriousViolations(page, `confirmed-${viewport}`, `${SHOTS}-confirmed-${viewport}.png`);
        await page.getByRole('button', { name: `Get a quote from ${town}` }).click();
        await page.waitForURL(/\/moving-quote$/);
        const from = page.getByRole('combobox', { name: 'Moving From' });
        await expect.poll(() => from.inputValue()).toMatch(new RegExp(`^${town}, CO \\d{5}$`));
        await pickPlace(page, 'Moving To', town, new RegExp(`^${town}, CO \\d{5}$`));
        await pickPlace(page, 'Moving From', '10001', /New York, NY/);
        await noSeriousViolations(page, `found-${viewport}`, `${SHOTS}-found-${viewport}.png`);
      } finally {
        await visitor.close();
        await desk.close();
      }
    });
  },
);
