import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, seriousViolations } from './support/page-checks';
import { type RunningServer, startServer } from './support/server';

const ARTIFACTS = 'test-artifacts/e2e';
mkdirSync(ARTIFACTS, { recursive: true });

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

/** The pages without a quote: Help (§2), site search (§2) and the style guide (§1). */
const PAGES = [
  { name: 'faq', path: '/customer-service/faq', heading: 'Frequently asked questions' },
  { name: 'search', path: '/search?search_api_fulltext=liability', heading: 'Search' },
  { name: 'style-guide', path: '/style-guide', heading: 'Style guide' },
] as const;

describe.each(['desktop', 'phone'] as (keyof typeof VIEWPORTS)[])(
  'static pages on a %s (§1, §2)',
  (viewport) => {
    it.each(PAGES)('$path has no serious accessibility violations and no horizontal scroll', async (p) => {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}${p.path}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
          .toBe(p.heading);
        if (p.name === 'search') {
          // §2 the term from the URL finds the liability answer, which links to its FAQ anchor.
          await expect.poll(() => page.getByRole('link', { name: 'Is my move insured?' }).count()).toBe(1);
        }
        expect(await seriousViolations(page)).toEqual([]);
        expect(await noHorizontalScroll(page)).toBe(true);
        await page.screenshot({ path: `${ARTIFACTS}/${p.name}-${viewport}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    });

    it('a search result opens its answer on the FAQ page (§2)', async () => {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}/search?search_api_fulltext=storage`);
        await page.getByRole('link', { name: 'Can you store my things?' }).click();
        await page.waitForURL(/\/customer-service\/faq#storage$/);
        await expect.poll(() => page.locator('details#storage').getAttribute('open')).not.toBeNull();
      } finally {
        await context.close();
      }
    });
  },
);
