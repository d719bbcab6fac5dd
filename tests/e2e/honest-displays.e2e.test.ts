/**
 * Issue 10 "Honest displays" and "Quote privacy", as a person meets them in the real product (the built
 * site and server), at a laptop's width and a phone's: the price-by-date strip and the dates never mislead,
 * /manual-quote claims no price it does not show, the unserviceable page says why and what to do, the
 * route line shows the places as chosen, and a repeated quote request from someone else shows nothing of
 * the quote.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, isWeekend } from '../../domain/calendar/business-days';
import { AbTest, AbVariant, abVariant } from '../../domain/experiments/ab-tests';
import { MANUAL_QUOTE_ARM_HEADING } from '../../domain/quote/quote-banner';
import { TEST_TODAY } from '../support/test-today';
import { newContext, VIEWPORTS, visitorInArms } from './support/browser';
import { noHorizontalScroll, pickPlace, seriousViolations } from './support/page-checks';
import { cents, productUnderTest } from './support/product';

mkdirSync('test-artifacts/e2e', { recursive: true });

type Viewport = keyof typeof VIEWPORTS;

const product = productUnderTest();

async function heading(page: Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 }).first();
  return (await h1.count()) > 0 ? ((await h1.textContent()) ?? '') : '';
}

/** Quotes Kansas City, MO (typed as 64105) to Denver, CO for a 3 bedroom move, as a newcomer does. */
async function quoteKansasCityToDenver(page: Page): Promise<void> {
  await page.goto(product.server.url);
  await pickPlace(page, 'Moving From', '64105', /Kansas City, MO/);
  await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
  await page.getByLabel('Size?').selectOption({ label: '3 bedroom' });
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);
  await page.getByRole('list', { name: 'Prices on nearby dates' }).getByRole('button').first().waitFor();
}

/** 'Saturday' dates: the first Saturday at least `from` days after the suite's today, as YYYY-MM-DD. */
function saturdayAfter(from: number): string {
  let day = addDays(TEST_TODAY, from);
  while (!isWeekend(day) || isWeekend(addDays(day, -1))) day = addDays(day, 1);
  return day;
}

describe.each(['desktop', 'phone'] as const)('issue 10 honest displays on a %s', (viewport: Viewport) => {
  it('the route line shows the places as chosen and labels each service center ZIP; the strip marks Lowest only where it is lower, every card is on screen and reachable, and a picked day shows in the header as unsaved', async () => {
    const context = await newContext(product.browser, viewport);
    const page = await context.newPage();
    await quoteKansasCityToDenver(page);

    const route = (await page.getByTestId('route-line').textContent()) ?? '';
    expect(route).toMatch(/^Kansas City, MO → +to +Denver, CO/);
    expect(await page.getByTestId('route-service-centers').textContent()).toMatch(
      /^From service center \d{5} \(Kansas City, MO\) to service center \d{5} \(Denver, CO\)$/,
    );

    const strip = page.getByRole('list', { name: 'Prices on nearby dates' });
    const cards = strip.getByRole('button');
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    // Every card is inside the window's width (nothing cut off, no sideways scrolling to find one).
    const width = VIEWPORTS[viewport].width;
    for (let i = 0; i < count; i += 1) {
      const box = await cards.nth(i).boundingBox();
      expect(box, `card ${i}`).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
    }
    expect(await noHorizontalScroll(page)).toBe(true);

    // 'Lowest' exactly on the available cards whose price is lowest and lower than another's.
    const days = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const card = cards.nth(i);
        return {
          price: cents(await card.locator('.price-strip-price').textContent()),
          available: !(await card.isDisabled()),
          lowest: (await card.locator('.price-strip-badge', { hasText: 'Lowest' }).count()) === 1,
        };
      }),
    );
    const prices = days.filter((d) => d.available).map((d) => d.price);
    const allSame = Math.min(...prices) === Math.max(...prices);
    for (const day of days) {
      expect(day.lowest).toBe(day.available && !allSame && day.price === Math.min(...prices));
    }
    expect(await page.getByText('Same price on every nearby date').count()).toBe(allSame ? 1 : 0);

    // Every card can be reached with the keyboard: Tab moves through them in order.
    await cards.first().focus();
    for (let i = 1; i < count; i += 1) {
      if (await cards.nth(i).isDisabled()) continue;
      await page.keyboard.press('Tab');
      expect(await cards.nth(i).evaluate((el) => el === document.activeElement), `card ${i} by Tab`).toBe(
        true,
      );
    }

    // Picking another day (a tap on the phone) shows it in the header at once, marked unsaved.
    const saved = (await page.getByTestId('summary-move-date').textContent()) ?? '';
    const other = strip.locator('button:not([aria-current]):not([disabled])').first();
    if (viewport === 'phone') await other.tap();
    else await other.click();
    await expect
      .poll(() => page.getByTestId('summary-move-date').textContent())
      .toMatch(new RegExp(`^\\d{2}/\\d{2}/\\d{4} \\(unsaved; saved: ${saved.replaceAll('/', '\\/')}\\)$`));
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-artifacts/e2e/honest-strip-${viewport}.png`, fullPage: true });
    await context.close();
  });

  it('a Saturday is never moved silently (before and after saving), and a date outside the window disables Save and says why next to the date and next to Save', async () => {
    const context = await newContext(product.browser, viewport);
    const page = await context.newPage();
    await quoteKansasCityToDenver(page);
    const dateField = page.getByLabel('Change your move date');

    await dateField.fill(saturdayAfter(20));
    await expect
      .poll(() => page.getByTestId('move-date-shift').textContent())
      .toMatch(
        /^Saturday, \w{3} \d{1,2} is not a pickup day; your move date will be Monday, \w{3} \d{1,2}\.$/,
      );
    const shift = (await page.getByTestId('move-date-shift').textContent()) ?? '';
    expect(await page.getByTestId('summary-move-date').textContent()).toMatch(/\(unsaved; saved: /);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.getByTestId('move-date-moved').textContent())
      .toBe(shift.replace(' will be ', ' is '));

    await dateField.fill(addDays(TEST_TODAY, 400));
    const reason = /^The move date must be between \d{2}\/\d{2}\/\d{4} and \d{2}\/\d{2}\/\d{4}$/;
    await expect.poll(() => page.getByText(reason).count()).toBe(2);
    expect(await page.getByTestId('save-blocked-reason').textContent()).toMatch(reason);
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-artifacts/e2e/honest-dates-${viewport}.png`, fullPage: true });
    await context.close();
  });

  it('the unserviceable page names the reason in words and gives ways forward (an in-state move)', async () => {
    const context = await newContext(product.browser, viewport);
    const page = await context.newPage();
    await page.goto(product.server.url);
    await pickPlace(page, 'Moving From', '10001', /New York, NY/);
    await pickPlace(page, 'Moving To', 'Buffalo', /Buffalo, NY/);
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await page.waitForURL(/\/moving-quotes\/quote-unserviceable\?nextAct=bg&reason=IntraState/);
    await expect.poll(() => heading(page)).toBe("We can't quote this move online");
    expect(await page.getByTestId('unserviceable-reason').textContent()).toContain(
      'we do not handle moves within one state',
    );
    expect(await page.getByText(/budget moving service is a good fit/).count()).toBe(1);
    await page.getByRole('link', { name: 'Try different locations' }).click();
    await page.waitForURL(/\/moving-quote$/);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('/manual-quote in the no-quote-response arm is not headed as a ready price, and shows no price', async () => {
    const visitorId = visitorInArms({
      [AbTest.mobileQuoteFormEmail]: AbVariant.B,
      [AbTest.noQuoteResponse]: AbVariant.A,
    });
    const context = await newContext(product.browser, viewport, { visitorId });
    const page = await context.newPage();
    await page.goto(product.server.url);
    await pickPlace(page, 'Moving From', '10001', /New York, NY/);
    await pickPlace(page, 'Moving To', 'Toronto', /Toronto, ON/);
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await page.waitForURL(/\/manual-quote/);
    await expect.poll(() => heading(page)).toBe(MANUAL_QUOTE_ARM_HEADING);
    expect(await page.locator('main').getByText(/\$\d/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

/** Visitor ids in the phone-email arm (so the short form asks for an email), distinct per test. */
function emailArmVisitors(n: number): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < n && i < 10_000; i += 1) {
    const id = `e2e-privacy-${String(i).padStart(4, '0')}`;
    if (
      abVariant(AbTest.mobileQuoteFormEmail, id) === AbVariant.A &&
      abVariant(AbTest.noQuoteResponse, id) === AbVariant.B
    )
      ids.push(id);
  }
  return ids;
}

describe('issue 10 quote privacy in the browser (phone, where the short form asks for an email)', () => {
  it('someone else repeating a quote request sees no quote and is told its link was emailed; the creator repeating it sees the quote', async () => {
    const [owner = '', stranger = ''] = emailArmVisitors(2);
    const email = 'private-mover@example.com';
    const send = async (visitorId: string) => {
      const context = await newContext(product.browser, 'phone', { visitorId });
      const page = await context.newPage();
      await page.goto(product.server.url);
      await pickPlace(page, 'Moving From', '64105', /Kansas City, MO/);
      await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Get a quote' }).click();
      return { context, page };
    };

    const first = await send(owner);
    await first.page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);
    const reference =
      (await first.page
        .getByText(/^\d{7}$/)
        .first()
        .textContent()) ?? '';
    await first.context.close();

    const other = await send(stranger);
    const message = other.page.getByText(
      `We already have a quote for this move from the last few minutes. To keep it private, we have emailed its link to ${email}.`,
    );
    await expect.poll(() => message.count()).toBe(1);
    expect(other.page.url()).not.toContain('qId=');
    expect(await other.page.getByText(reference).count()).toBe(0);
    expect(await seriousViolations(other.page)).toEqual([]);
    await other.page.screenshot({ path: 'test-artifacts/e2e/honest-privacy-phone.png', fullPage: true });
    await other.context.close();

    const again = await send(owner);
    await again.page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);
    await expect.poll(() => again.page.getByText(reference).count()).toBeGreaterThan(0);
    await again.context.close();
  });
});
