/**
 * Issue 27 "Addresses the customer gave", in real Chromium against the real server at 1280 and 390 px: a
 * newcomer with a Kansas City to Denver quote gives a destination ZIP in Colorado Springs on step 1. The step
 * says where that ZIP is and what the move costs there against the quote's price, and stays on step 1; once
 * the customer accepts ("Continue at $X"), the schedule step opens and the quote banner shows the new price.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, noSeriousViolations } from './support/page-checks';
import { type BookingProduct, startBookingProduct } from './support/product';
import { newcomerToLocationStep } from './support/reservation-flow';

const SHOTS = 'test-artifacts/e2e';
mkdirSync(SHOTS, { recursive: true });

let product: BookingProduct;
beforeAll(async () => {
  product = await startBookingProduct('e2e_address_price');
});
afterAll(() => product?.stop());

type Viewport = keyof typeof VIEWPORTS;
const BOTH: Viewport[] = ['desktop', 'phone'];

describe.each(BOTH)('issue 27: the price at the addresses given, at %s width', (viewport) => {
  it('a destination ZIP in another service area shows the new price and the step continues only at it', async () => {
    const context = await newContext(product.browser, viewport);
    try {
      const page = await context.newPage();
      await newcomerToLocationStep(page, product.server.url, product.db, `price-${viewport}@example.com`);
      await page.getByLabel('Street address').first().fill('1 Main St');
      await page.getByLabel('ZIP code').first().fill('64105');
      await page.getByLabel('Yes, I know the address').check();
      await page.getByLabel('Street address').last().fill('2 N Cascade Ave');
      await page.getByLabel('ZIP code').last().fill('80903');
      await page.getByRole('button', { name: 'Continue to schedule' }).click();

      const offer = page.getByRole('region', { name: 'Your price changes at these addresses' });
      await expect.poll(() => offer.count()).toBe(1);
      const text = (await offer.textContent()) ?? '';
      expect(text).toContain(
        '80903 is in Colorado Springs, CO, in another service area than Denver, CO, where this quote was priced.',
      );
      const [, now, was] = /costs (\$[\d,]+\.\d\d) instead of (\$[\d,]+\.\d\d)/.exec(text) ?? [];
      expect(now).toBeDefined();
      expect(now).not.toBe(was);
      // Still step 1: nothing was saved at a price the customer has not seen.
      expect(new URL(page.url()).pathname).toMatch(/\/reservation\/\d+\/location$/);
      expect(await noHorizontalScroll(page)).toBe(true);
      await offer.scrollIntoViewIfNeeded();
      await noSeriousViolations(page, `price-offer-${viewport}`, `${SHOTS}/address-price-${viewport}.png`);

      await offer.getByRole('button', { name: `Continue at ${now}` }).click();
      await page.waitForURL(/\/reservation\/\d+\/schedule/);
      // The quote is re-priced: the banner's total is the accepted one.
      await expect
        .poll(async () => (await page.locator('body').textContent())?.includes(now ?? '-'))
        .toBe(true);
      await page.screenshot({ path: `${SHOTS}/address-price-schedule-${viewport}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  }, 240_000);
});
