import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { pickPlace, seriousViolations } from './support/page-checks';
import {
  type RunningServer,
  type ServerWithDatabase,
  startServer,
  startServerWithDatabase,
} from './support/server';

/** The page's first level-1 heading, or '' while it has none (poll it: a lazy screen renders after the URL changes). */
async function heading(page: Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 }).first();
  return (await h1.count()) > 0 ? ((await h1.textContent()) ?? '') : '';
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('reaching the result pages through the inputs that cause them (§4 "Creating a quote")', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a move to Canada is rated by hand: without an email the visitor lands on /manual-quote (§4 step 3)', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(server.url);
    await pickPlace(page, 'Moving From', 'kcmo', /Kansas City, MO/);
    await pickPlace(page, 'Moving To', 'Toronto', /Toronto, ON/);
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await page.waitForURL(/\/manual-quote/);
    await expect.poll(() => heading(page)).toBe('Quote under review');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('an in-state move goes to the unserviceable page with the budget alternative (§4 step 4, nextAct=bg)', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(server.url);
    await pickPlace(page, 'Moving From', '10001', /New York, NY/);
    await pickPlace(page, 'Moving To', 'Buffalo', /Buffalo, NY/);
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await page.waitForURL(/\/moving-quotes\/quote-unserviceable\?nextAct=bg/);
    await expect.poll(() => heading(page)).toBe("We can't quote this move online");
    await expect.poll(() => page.getByText(/budget moving service is a good fit/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('with bot checks on (§5 bot checks, §8 captcha)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ BOT_CHECKS: 'on' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a form filled at machine speed is sent to the captcha page, which checks the visitor and sends them back', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    // The captcha page can pass in well under a second, so every URL the tab shows is recorded.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame())
        visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
    });
    await page.goto(server.url);
    await pickPlace(page, 'Moving From', 'kcmo', /Kansas City, MO/);
    await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
    await page.getByRole('button', { name: 'Get a quote' }).click();
    // The page solves a fresh proof of work in the browser, verifies it with the server and goes back
    // to where the visitor was (§2: /captcha-verify?destination={current path}).
    await expect
      .poll(() => page.getByText('Thanks, you are verified. Please send your quote again.').count())
      .toBe(1);
    expect(visited).toContain('/captcha-verify?destination=%2F');
    expect(visited.at(-1)).toBe('/');
    await context.close();
  });
});

describe('when our quote store is down (§4 step 6: ServiceError goes to the error-response page)', () => {
  let server: ServerWithDatabase;
  beforeAll(async () => {
    server = await startServerWithDatabase();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a visitor who asks for a quote lands on quote-error-response, which offers to try again or call', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(server.url);
    await pickPlace(page, 'Moving From', 'kcmo', /Kansas City, MO/);
    await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
    // The database is lost after the visitor arrived: places still come from the city index in memory.
    await server.loseDatabase();
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await page.waitForURL(/\/moving-quotes\/quote-error-response$/);
    await expect.poll(() => heading(page)).toBe("We couldn't build your quote");
    await expect.poll(() => page.getByText('Nothing was charged.', { exact: false }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /^1-888-555-0142$/ }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The way forward: 'Try again' brings back the quote form, with the places the visitor chose (§3).
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Moving From' }).inputValue())
      .toBe('Kansas City, MO');
    await context.close();
  });
});
