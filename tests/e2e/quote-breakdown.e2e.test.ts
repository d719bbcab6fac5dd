import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, pickPlace, seriousViolations } from './support/page-checks';
import { cents, productUnderTest } from './support/product';

const ARTIFACTS = 'test-artifacts/e2e';
mkdirSync(ARTIFACTS, { recursive: true });

const product = productUnderTest();

/** The breakdown's lines as a person reads them: each row's words and its amount (null for a note). */
async function readLines(breakdown: Locator): Promise<{ label: string; amount: number | null }[]> {
  return breakdown.locator('tr[data-line]').evaluateAll((rows) =>
    rows.map((row) => {
      const amount = row.querySelector('td')?.textContent ?? null;
      return {
        label: row.querySelector('th')?.textContent ?? '',
        amount: amount === null ? null : Math.round(Number(amount.replace(/[^0-9.-]/g, '')) * 100),
      };
    }),
  );
}

async function expectLinesAddUp(breakdown: Locator, total: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const lines = await readLines(breakdown);
      return lines.reduce((sum, l) => sum + (l.amount ?? 0), 0) - cents(await total.textContent());
    })
    .toBe(0);
}

const line = (breakdown: Locator, text: string | RegExp) =>
  breakdown.locator('tr[data-line] th').filter({ hasText: text });

async function quoteKansasCityToDenver(page: Page): Promise<void> {
  await page.goto(product.server.url);
  await pickPlace(page, 'Moving From', 'kcmo', /Kansas City, MO/);
  await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
  await page.getByLabel('When?').selectOption({ label: 'Within 1 month' });
  await page.getByLabel('Size?').selectOption({ label: '3 bedroom' });
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);
}

describe.each(['desktop', 'phone'] as (keyof typeof VIEWPORTS)[])(
  'issue 10 "every dollar explained" and "the breakdown follows every choice" on a %s (§3, §4, §9)',
  (viewport) => {
    it('a 3 bedroom quote from Kansas City, MO to Denver, CO explains every dollar and follows every unsaved choice', async () => {
      const context = await newContext(product.browser, viewport);
      const page = await context.newPage();
      await quoteKansasCityToDenver(page);
      const breakdown = page.getByRole('region', { name: 'Price breakdown' });
      const total = page.getByTestId('quote-total');
      await expect.poll(() => total.count()).toBe(1);

      // §3 lines: what the base pays for, what is included at $0.00, notes without an amount; they add up.
      await expect.poll(() => line(breakdown, /^\d+ ReloCubes?, [\d,]+ miles$/).count()).toBe(1);
      expect(await breakdown.getByText('What your price includes').count()).toBe(1);
      expect(await line(breakdown, 'Standard coverage ($0.10 per pound)').count()).toBe(1);
      expect(await line(breakdown, '3 business days to load').count()).toBe(1);
      expect(await line(breakdown, /^Door service at origin/).count()).toBe(1);
      expect(await line(breakdown, /^Free estimated delivery \d\d\/\d\d\/\d{4} - /).count()).toBe(1);
      await expectLinesAddUp(breakdown, total);
      expect(await breakdown.getByText('Unsaved changes').count()).toBe(0);
      const saved = cents(await total.textContent());
      await page.screenshot({ path: `${ARTIFACTS}/breakdown-${viewport}.png`, fullPage: true });

      // The trailer: its length follows at once in the base line and the total (§9 per-foot price).
      await page.getByRole('radio', { name: /^Trailer \(17 ft\)/ }).check();
      await expect.poll(() => line(breakdown, /^17 ft trailer, [\d,]+ miles$/).count()).toBe(1);
      const hint = await page.getByText(/per foot, from 5 to 28 feet/).textContent();
      const perFoot = cents(hint?.split(' per foot')[0] ?? '');
      const trailer17 = cents(await total.textContent());
      await page.getByRole('button', { name: 'One foot longer' }).click();
      await expect.poll(() => line(breakdown, /^18 ft trailer, [\d,]+ miles$/).count()).toBe(1);
      await expect.poll(async () => cents(await total.textContent())).toBe(trailer17 + perFoot);
      expect(await breakdown.getByText('Unsaved changes').count()).toBe(1);
      await expectLinesAddUp(breakdown, total);

      // ReloCubes: the count is chosen directly, priced per cube; below what a 3 bedroom needs, the page says so.
      await page
        .getByRole('radio', { name: /^3 ReloCubes/ })
        .first()
        .check();
      await expect.poll(() => line(breakdown, /^3 ReloCubes, [\d,]+ miles$/).count()).toBe(1);
      const three = cents(await total.textContent());
      await page.getByRole('button', { name: 'One ReloCube more' }).click();
      await expect.poll(() => line(breakdown, /^4 ReloCubes, [\d,]+ miles$/).count()).toBe(1);
      const four = cents(await total.textContent());
      expect(four).toBeGreaterThan(three);
      await page.getByRole('button', { name: 'One ReloCube fewer' }).click();
      await page.getByRole('button', { name: 'One ReloCube fewer' }).click();
      await expect.poll(() => line(breakdown, /^2 ReloCubes, [\d,]+ miles$/).count()).toBe(1);
      await expect.poll(async () => cents(await total.textContent())).toBe(three - (four - three));
      await expect
        .poll(() => page.getByTestId('size-warning').textContent())
        .toBe(
          'A 3 bedroom home usually needs 17 ft of trailer or 3 ReloCubes. 2 ReloCubes may not be enough.',
        );
      await page.getByRole('button', { name: 'One ReloCube more' }).click();
      await expect.poll(() => page.getByTestId('size-warning').count()).toBe(0);
      await expect.poll(async () => cents(await total.textContent())).toBe(three);

      // Guaranteed delivery: its §9 label is a line, and the page says 'Guaranteed delivery by' instead.
      const guaranteed = page.getByTestId('guaranteed-option').first();
      await expect.poll(() => guaranteed.count()).toBe(1);
      const label = (await guaranteed.locator('.option-title').textContent()) ?? '';
      expect(label).toMatch(/^\+\$[\d,]+ - Guaranteed \d+ Business Days$/);
      await guaranteed.getByRole('radio').check();
      await expect.poll(() => line(breakdown, label).count()).toBe(1);
      await expect
        .poll(async () => cents(await total.textContent()))
        .toBe(three + cents(label.split(' - ')[0] ?? ''));
      await expect
        .poll(() => page.getByTestId('delivery-window').textContent())
        .toMatch(/^Guaranteed delivery by /);
      expect(await line(breakdown, /^Guaranteed delivery by \d\d\/\d\d\/\d{4}$/).count()).toBe(1);
      expect(await line(breakdown, /Estimated delivery/i).count()).toBe(0);
      expect(await page.getByText(/Estimated delivery:/).count()).toBe(0);
      const withGuarantee = cents(await total.textContent());

      // Coverage: the $2 tier replaces standard coverage, by its §3 label, for exactly $125.
      await page.getByLabel('Liability coverage').selectOption({ label: '$2 per pound (+$125)' });
      await expect.poll(() => line(breakdown, '$2 per pound (+$125)').count()).toBe(1);
      expect(await line(breakdown, 'Standard coverage ($0.10 per pound)').count()).toBe(0);
      await expect.poll(async () => cents(await total.textContent())).toBe(withGuarantee + 12_500);

      // A coupon: its own Discount line, by its description.
      await page.getByLabel('Coupon code').fill('USA100');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect.poll(() => line(breakdown, 'USA100: $100 off').count()).toBe(1);
      await expect.poll(async () => cents(await total.textContent())).toBe(withGuarantee + 12_500 - 10_000);
      await expectLinesAddUp(breakdown, total);
      expect(await page.getByText('Unsaved', { exact: true }).count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS}/breakdown-choices-${viewport}.png`, fullPage: true });

      // Leaving by a link asks first; staying keeps the changes.
      await page.getByRole('link', { name: 'Get a new quote' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect.poll(() => dialog.count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${ARTIFACTS}/breakdown-leave-${viewport}.png` });
      await dialog.getByRole('button', { name: 'Stay and keep my changes' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(page.url()).toMatch(/\/moving-quotes\/quoteview\?qId=/);
      expect(cents(await total.textContent())).toBe(withGuarantee + 12_500 - 10_000);
      // The back button asks too.
      await page.goBack();
      await expect.poll(() => dialog.count()).toBe(1);
      await dialog.getByRole('button', { name: 'Stay and keep my changes' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(page.url()).toMatch(/\/moving-quotes\/quoteview\?qId=/);
      expect(cents(await total.textContent())).toBe(withGuarantee + 12_500 - 10_000);

      // Discard returns to the saved quote.
      await page.getByRole('button', { name: 'Discard changes' }).click();
      await expect.poll(async () => cents(await total.textContent())).toBe(saved);
      await expect.poll(() => breakdown.getByText('Unsaved changes').count()).toBe(0);

      // Saving a 5 ft trailer keeps the 3 ReloCubes (issue 10: one equipment's size never changes the other's).
      await page.getByRole('radio', { name: /^Trailer \(17 ft\)/ }).check();
      const shorter = page.getByRole('button', { name: 'One foot shorter' });
      for (let feet = 17; feet > 5; feet--) await shorter.click();
      await expect.poll(() => line(breakdown, /^5 ft trailer, [\d,]+ miles$/).count()).toBe(1);
      await expect
        .poll(() => page.getByTestId('size-warning').textContent())
        .toBe(
          'A 3 bedroom home usually needs 17 ft of trailer or 3 ReloCubes. 5 ft of trailer may not be enough.',
        );
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.getByText('Your edits have been saved.').count()).toBe(1);
      await expect.poll(() => breakdown.getByText('Unsaved changes').count()).toBe(0);
      expect(await page.getByRole('radio', { name: /^3 ReloCubes/ }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('radio', { name: /^1 ReloCube\b/ }).count()).toBe(0);
      await page.reload();
      await expect.poll(() => page.getByRole('radio', { name: /^Trailer \(5 ft\)/ }).count()).toBe(1);
      expect(await page.getByRole('radio', { name: /^3 ReloCubes/ }).count()).toBeGreaterThan(0);
      await context.close();
    });
  },
);
