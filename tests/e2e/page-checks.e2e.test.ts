/**
 * The browser tests' accessibility check (support/page-checks.ts) in real Chromium: it must find what axe-core
 * calls serious or critical, on the page as it is at the moment of the check, also when axe is already in the
 * document from an earlier check; a page without one passes.
 */

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { seriousViolations } from './support/page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the accessibility check of the browser tests (WCAG 2.1 AA through axe-core)', () => {
  it('names each serious violation with its element, a clean page passes, and a later check sees the page as it is then', async () => {
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Moves</h1>' +
          '<button id="nameless"></button></main></body></html>',
      );
      const found = await seriousViolations(page);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^button-name: .*\(#nameless\)$/);

      // axe stays in the document: the next check runs on the changed page.
      await page.evaluate(() => {
        document.getElementById('nameless')?.setAttribute('aria-label', 'Book my move');
      });
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.id = 'no-alt';
        image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
        document.querySelector('main')?.append(image);
      });
      expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^image-alt: .*\(#no-alt\)$/)]);
    } finally {
      await context.close();
    }
  });
});
