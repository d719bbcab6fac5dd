import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { pickPlace, takeCspViolations } from './support/page-checks';
import { type RunningServer, startServer } from './support/server';

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

/** The server's policy for pages: scripts from the site only, no inline script, never in a frame. */
const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

describe('Content-Security-Policy in a real browser (issue 9 finding 5)', () => {
  it('the API docs page carries the policy and renders with its stylesheet, with no violation', async () => {
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      const response = await page.goto(`${server.url}/api/docs`);
      expect(response?.headers()['content-security-policy']).toBe(PAGE_POLICY);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Relomove API reference');
      // The stylesheet applied: the table collapses its borders as docs.css says.
      expect(await page.locator('table').evaluate((t) => getComputedStyle(t).borderCollapse)).toBe(
        'collapse',
      );
      expect(takeCspViolations()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a UI page carries the policy and runs under it: the quote form works, city search included', async () => {
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      const response = await page.goto(`${server.url}/moving-quote`);
      expect(response?.headers()['content-security-policy']).toBe(PAGE_POLICY);
      expect(response?.headers()['x-frame-options']).toBe('DENY');
      // The app's JavaScript ran (React rendered the form) and its API calls went through.
      await pickPlace(page, 'Moving From', 'denv', /Denver, CO/);
      expect(takeCspViolations()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an inline script is refused and reported, so the watch would catch one', async () => {
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/customer-service/faq`);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inline = 1';
        document.body.append(script);
      });
      await expect.poll(() => takeCspViolations().length).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => (window as unknown as { __inline?: number }).__inline),
      ).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
