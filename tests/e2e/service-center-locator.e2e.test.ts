/**
 * Issue 15 §1 service-center locator, in real Chromium against the real server: a visitor types 80202, sees
 * the nearest service centers with Denver first (distance, address, phone, fax, service days, coming
 * holidays) beside a map of them, opens Denver's detail page, and starts a quote from it: the quote form
 * opens with Moving From filled in as Denver's ZIP. "Use my location" finds the same centers from a
 * position the browser is allowed to give. At a laptop's and a phone's width (and 375 px), with screenshots.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, seriousViolations } from './support/page-checks';
import { type RunningServer, startServer } from './support/server';

const SHOTS = 'test-artifacts/e2e/locator';
mkdirSync('test-artifacts/e2e', { recursive: true });

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
const mapOf = (page: Page) => page.getByRole('img', { name: /^Map / });

/** The page fits a 375 px phone too (the narrowest common one), not only the 390 px viewport. */
async function fitsNarrowPhone(page: Page): Promise<boolean> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const fits = await noHorizontalScroll(page);
  if (size) await page.setViewportSize(size);
  return fits;
}

describe.each(['desktop', 'phone'] as (keyof typeof VIEWPORTS)[])(
  'the service-center locator on a %s (issue 15, §1)',
  (viewport) => {
    it('finds the nearest center to 80202 (Denver), opens its detail page and starts a quote from it', async () => {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        // The footer links the locator from every page.
        await page.goto(server.url);
        await page.getByRole('link', { name: 'Find a service center' }).click();
        await expect.poll(() => heading(page)).toBe('Find a service center');
        // Before a search: the map of every center, and the list of all of them as its accessible twin.
        await expect.poll(() => mapOf(page).getAttribute('data-view')).toBe('overview');
        await expect.poll(() => page.locator('.map-dot').count()).toBeGreaterThan(100);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await noHorizontalScroll(page)).toBe(true);
        await page.screenshot({ path: `${SHOTS}-overview-${viewport}.png`, fullPage: true });

        await page.getByRole('combobox', { name: 'City, ZIP or postal code' }).fill('80202');
        await page.getByRole('button', { name: 'Find centers' }).click();
        await expect
          .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
          .toBe('Service centers near Denver, CO 80202');
        expect(new URL(page.url()).search).toBe('?zip=80202');
        const cards = page.getByRole('article');
        await expect.poll(() => cards.count()).toBe(5);
        const denver = cards.first();
        expect(await denver.getByRole('heading', { level: 3 }).textContent()).toBe('Denver, CO');
        const facts = (await denver.textContent()) ?? '';
        expect(facts).toMatch(/\d+ mi away/);
        expect(facts).toContain('2750 Distribution Way');
        expect(facts).toContain('(303) 555-0190');
        expect(facts).toContain('(303) 555-0140');
        expect(facts).toContain('Mon–Fri');
        // The coming holidays: three of them, in §9 'Weekday, Mon D'.
        expect(await denver.locator('.center-holidays time').count()).toBe(3);
        expect(await denver.locator('.center-holidays time').first().textContent()).toMatch(
          /^[A-Z][a-z]+day, [A-Z][a-z]{2} \d{1,2}$/,
        );
        // The map is fitted to the results, numbered as in the list; hovering a card highlights its marker.
        await expect.poll(() => mapOf(page).getAttribute('data-view')).toBe('fitted');
        expect(await page.locator('.map-marker').count()).toBe(5);
        if (viewport === 'desktop') {
          await cards.nth(1).hover();
          const second = await cards.nth(1).locator('h3').textContent();
          await expect
            .poll(() => page.locator('.map-marker[data-active] title').textContent())
            .toBe(`2. ${second}`);
        }
        expect(await seriousViolations(page)).toEqual([]);
        expect(await noHorizontalScroll(page)).toBe(true);
        expect(await fitsNarrowPhone(page)).toBe(true);
        await page.screenshot({ path: `${SHOTS}-results-${viewport}.png`, fullPage: true });
        await page.locator('.locator-map-box').screenshot({ path: `${SHOTS}-results-map-${viewport}.png` });

        // Its detail page reads GET /cities/service-centers/{id}/detail.
        await denver.getByRole('link', { name: 'Denver, CO' }).click();
        await expect.poll(() => heading(page)).toBe('Denver, CO service center');
        expect(new URL(page.url()).pathname).toBe('/service-centers/DEN');
        expect(await page.getByText('PO Box 8523').count()).toBe(1);
        await expect.poll(() => mapOf(page).count()).toBe(1);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await noHorizontalScroll(page)).toBe(true);
        await page.screenshot({ path: `${SHOTS}-detail-${viewport}.png`, fullPage: true });

        // A quote that starts there: the quote form with Moving From filled in.
        await page.getByRole('link', { name: 'Get a quote from here' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/moving-quote');
        const from = page.getByRole('combobox', { name: 'Moving From' });
        await expect.poll(() => from.inputValue()).toBe('Denver, CO 80216');
        expect(await page.getByRole('combobox', { name: 'Moving To' }).inputValue()).toBe('');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}-quote-${viewport}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    });

    it('"Use my location" finds the centers nearest the position the browser gives, with permission', async () => {
      const context = await newContext(browser, viewport);
      try {
        await context.grantPermissions(['geolocation'], { origin: server.url });
        await context.setGeolocation({ latitude: 39.74739, longitude: -104.99251 });
        const page = await context.newPage();
        await page.goto(`${server.url}/service-centers`);
        await page.getByRole('button', { name: 'Use my location' }).click();
        await expect
          .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
          .toMatch(/^Service centers near you \(Denver, CO \d{5}\)$/);
        // The position is rounded to 0.01° before it leaves the browser.
        expect(new URL(page.url()).search).toBe('?latitude=39.75&longitude=-104.99');
        await expect
          .poll(() => page.getByRole('article').first().locator('h3').textContent())
          .toBe('Denver, CO');
        await expect.poll(() => page.locator('.map-origin').count()).toBe(1);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}-located-${viewport}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    });

    it("the style guide shows the locator's map and list in their states, with the maps loaded, axe-clean", async () => {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}/style-guide#sg-locator`);
        const section = page.locator('section[aria-labelledby="sg-locator"]');
        await expect.poll(() => section.getByRole('img', { name: /^Map / }).count()).toBe(2);
        await expect.poll(() => section.locator('.map-marker').count()).toBe(3);
        expect(await section.getByRole('article').count()).toBe(4);
        expect(await section.getByText(/km \(\d+ mi\) away/).count()).toBe(1);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await noHorizontalScroll(page)).toBe(true);
        await section.screenshot({ path: `${SHOTS}-style-guide-${viewport}.png` });
      } finally {
        await context.close();
      }
    });
  },
);
