import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, pickPlace, seriousViolations } from './support/page-checks';
import { cents, productUnderTest } from './support/product';

const ARTIFACTS = 'test-artifacts/e2e';
mkdirSync(ARTIFACTS, { recursive: true });

const product = productUnderTest();

describe.each(['desktop', 'phone'] as (keyof typeof VIEWPORTS)[])(
  'the quote funnel on a %s (§2, §4, §9)',
  (viewport) => {
    it('gets a quote from Kansas City, MO to Denver, CO, adjusts it, sends it and finds it again after a reload', async () => {
      const context = await newContext(product.browser, viewport);
      const page = await context.newPage();
      await page.goto(product.server.url);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toContain('Get instant quote');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${ARTIFACTS}/landing-${viewport}.png`, fullPage: true });

      // §5 shortcut: 'kcmo' is Kansas City, MO.
      await pickPlace(page, 'Moving From', 'kcmo', /Kansas City, MO/);
      await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
      await page.getByLabel('When?').selectOption({ label: 'Within 1 month' });
      await page.getByLabel('Size?').selectOption({ label: '2 bedroom' });
      await page.getByRole('button', { name: 'Get a quote' }).click();

      await page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);
      const total = page.getByTestId('quote-total');
      await expect.poll(() => total.count()).toBe(1);

      // §9: the trailer's price moves by exactly the per-foot price for each foot.
      await page.locator('input[value="Trailer-DD"]').check();
      const hint = await page.getByText(/per foot, from 5 to 28 feet/).textContent();
      const perFoot = cents(hint?.split(' per foot')[0] ?? '');
      expect(perFoot).toBeGreaterThan(0);
      const before = cents(await total.textContent());
      await page.getByRole('button', { name: 'One foot longer' }).click();
      await expect.poll(async () => cents(await total.textContent())).toBe(before + perFoot);

      // Switching to a ReloCube changes the price; the $125 liability tier adds exactly $125.
      await page.locator('input[value="Relocube-DD"]').check();
      await expect.poll(async () => cents(await total.textContent())).not.toBe(before + perFoot);
      const cube = cents(await total.textContent());
      await page.getByLabel('Liability coverage').selectOption({ label: '$2 per pound (+$125)' });
      await expect.poll(async () => cents(await total.textContent())).toBe(cube + 12_500);

      // Issue 4 price-by-date strip: another date's price becomes the total at once.
      const strip = page.getByRole('list', { name: 'Prices on nearby dates' });
      await expect.poll(() => strip.getByRole('button').count()).toBeGreaterThan(1);
      const other = strip.locator('button:not([aria-current]):not([disabled])').first();
      const price = cents(await other.locator('.price-strip-price').textContent());
      await other.click();
      await expect.poll(async () => cents(await total.textContent())).toBe(price);
      expect(await other.getAttribute('aria-pressed')).toBe('true');

      // §4 coupon field: USA100 takes exactly $100.00 off the total at once.
      const withoutCoupon = cents(await total.textContent());
      await page.getByLabel('Coupon code').fill('USA100');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect.poll(async () => cents(await total.textContent())).toBe(withoutCoupon - 10_000);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${ARTIFACTS}/quote-view-${viewport}.png`, fullPage: true });

      // No horizontal scrolling at this width (issue 4 design).
      expect(await noHorizontalScroll(page)).toBe(true);

      // Send the quote: the short form asked no email (§2: only the mobile A/B arm does), so the page asks for it.
      await page.getByRole('button', { name: 'Send quote' }).click();
      await page.getByLabel('Email').fill(`mover-${viewport}@example.com`);
      await page.getByRole('button', { name: 'Send quote' }).click();
      await expect.poll(() => page.getByText('Your quote is on its way to your inbox.').count()).toBe(1);

      // A returning visitor finds the quote again.
      const url = page.url();
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { name: 'Your moving quote' }).count()).toBe(1);
      expect(page.url()).toBe(url);
      await context.close();
    });
  },
);
