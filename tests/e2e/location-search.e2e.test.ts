/**
 * Issue 10 "Location search that does what people expect" and "Small things that add up", as a newcomer
 * meets them in the real product (the built site and server), at a laptop's width and a phone's: Tab or
 * Enter on a typed place selects it, Enter submits the form, the place most people mean comes first, every
 * page has its own title, an unknown address is a helpful 404, an anonymous visit logs no console error,
 * the landing selects show their labels in full, and on a phone the sticky banner never covers the field
 * being filled in.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, type VIEWPORTS } from './support/browser';
import { seriousViolations } from './support/page-checks';
import { productUnderTest } from './support/product';

type Viewport = keyof typeof VIEWPORTS;

const product = productUnderTest();

/** A page whose console errors and warnings (React Router's hydration warning is one) are collected. */
async function watchedPage(viewport: Viewport): Promise<{ page: Page; problems: string[] }> {
  const context = await newContext(product.browser, viewport);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

const field = (page: Page, label: string) => page.getByRole('combobox', { name: label });

describe.each(['desktop', 'phone'] as const)('issue 10 location search on a %s', (viewport: Viewport) => {
  it("typing 'atl', 'la' or '64105' and pressing Tab picks the expected place, focus moves on, and no 'Please select a location' or 4-character message shows (§5)", async () => {
    const { page, problems } = await watchedPage(viewport);
    await page.goto(product.server.url);
    const from = field(page, 'Moving From');
    const to = field(page, 'Moving To');

    for (const [typed, expected] of [
      ['atl', 'Atlanta, GA'],
      ['la', 'Los Angeles, CA'],
      ['64105', 'Kansas City, MO 64105'],
    ] as const) {
      await from.click();
      await from.fill('');
      await from.pressSequentially(typed);
      await page.keyboard.press('Tab');
      await expect.poll(() => from.inputValue(), { message: typed }).toBe(expected);
      // Focus went on to the next field, as Tab does.
      expect(await to.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByText('Please select a location').count()).toBe(0);
      expect(await page.getByText(/at least 4 characters/).count()).toBe(0);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("Enter on a typed place selects it and keeps focus; Enter with no list open submits the form; 'atl' lists Atlanta, GA first", async () => {
    const { page, problems } = await watchedPage(viewport);
    await page.goto(product.server.url);
    const from = field(page, 'Moving From');
    const to = field(page, 'Moving To');

    await from.click();
    await from.pressSequentially('atla');
    const first = page.getByRole('listbox', { name: 'Moving From suggestions' }).getByRole('option').first();
    await expect.poll(() => first.textContent()).toBe('Atlanta, GA');

    await from.fill('');
    await from.pressSequentially('kcmo');
    await page.keyboard.press('Enter');
    await expect.poll(() => from.inputValue()).toBe('Kansas City, MO');
    expect(await from.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toBe(`${product.server.url}/`);

    await to.click();
    await to.pressSequentially('80202');
    await page.keyboard.press('Enter');
    await expect.poll(() => to.inputValue()).toBe('Denver, CO 80202');
    // No list is open now: Enter submits the form and the quote arrives.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);
    await page.getByRole('heading', { name: 'Your moving quote' }).waitFor();
    expect(await page.title()).toBe('Your moving quote | Relomove');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.each(['desktop', 'phone'] as const)('issue 10 small things on a %s', (viewport: Viewport) => {
  it('an anonymous visit logs no console error or warning, and each page has its own title', async () => {
    const { page, problems } = await watchedPage(viewport);
    await page.goto(product.server.url);
    await page.getByRole('button', { name: 'Get a quote' }).waitFor();
    expect(await page.title()).toBe('Instant moving quotes | Relomove');
    await page.goto(`${product.server.url}/customer-service/faq`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Help and FAQ | Relomove');
    await page.goto(`${product.server.url}/user/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Sign in | Relomove');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an unknown address answers HTTP 404 with a helpful not-found page', async () => {
    const { page } = await watchedPage(viewport);
    const answer = await page.goto(`${product.server.url}/moving-quotes/no-such-page`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | Relomove');
    expect(await page.getByText('/moving-quotes/no-such-page').count()).toBe(1);
    await page.getByRole('link', { name: 'Get a moving quote' }).waitFor();
    await page.getByRole('link', { name: 'Help and FAQ' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('issue 10 small things at their widths', () => {
  it("the desktop landing form's When? and Size? selects show every option's label in full", async () => {
    for (const width of [1025, 1280, 1440]) {
      const context = await newContext(product.browser, 'desktop');
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(product.server.url);
      for (const label of ['When?', 'Size?']) {
        const select = page.getByLabel(label);
        const options = await select.locator('option').allTextContents();
        for (const option of options) {
          await select.selectOption({ label: option });
          // The select is at least as wide as its chosen label needs (text plus padding and arrow).
          const fits = await select.evaluate((el: HTMLSelectElement) => {
            const probe = document.createElement('span');
            probe.style.font = getComputedStyle(el).font;
            probe.style.position = 'absolute';
            probe.style.whiteSpace = 'nowrap';
            probe.textContent = el.selectedOptions[0]?.textContent ?? '';
            document.body.append(probe);
            const needed = probe.getBoundingClientRect().width;
            probe.remove();
            return el.clientWidth >= needed + 24;
          });
          expect(fits, `${label} "${option}" at ${width}px`).toBe(true);
        }
      }
      await context.close();
    }
  });

  it('on a phone the sticky quote banner never covers the focused field', async () => {
    const { page } = await watchedPage('phone');
    // A quote makes the banner appear (it sticks to the bottom at phone width, §2).
    await page.goto(product.server.url);
    const from = field(page, 'Moving From');
    await from.click();
    await from.pressSequentially('kcmo');
    await page.keyboard.press('Enter');
    await expect.poll(() => from.inputValue()).toBe('Kansas City, MO');
    const to = field(page, 'Moving To');
    await to.click();
    await to.pressSequentially('80202');
    await page.keyboard.press('Enter');
    await expect.poll(() => to.inputValue()).toBe('Denver, CO 80202');
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);
    await page.getByRole('heading', { name: 'Your moving quote' }).waitFor();
    // Back on the home page the quote's banner sticks to the bottom of the screen (§2).
    await page.goto(product.server.url);
    const banner = page.getByRole('complementary', { name: 'Your quote' });
    await banner.waitFor();

    // Tab through every control of the page: each focused one is clear of the banner.
    // Waits for the form to have rendered its controls (counting at once saw 5 on a loaded machine).
    const inMain = page.locator('main :is(input, select, button, a[href])');
    await expect.poll(() => inMain.count()).toBeGreaterThan(5);
    const controls = await inMain.count();
    await page.locator('main').getByRole('heading', { level: 1 }).first().click();
    for (let i = 0; i < controls; i++) {
      await page.keyboard.press('Tab');
      const overlap = await page.evaluate(() => {
        const focused = document.activeElement;
        const sticky = document.querySelector('.quote-banner');
        if (!focused || !sticky || !focused.closest('main')) return null;
        const a = focused.getBoundingClientRect();
        const b = sticky.getBoundingClientRect();
        return a.bottom > b.top && a.top < b.bottom ? `${focused.outerHTML.slice(0, 80)}` : null;
      });
      expect(overlap, 'a focused control under the banner').toBeNull();
    }
    await page.context().close();
  });
});
