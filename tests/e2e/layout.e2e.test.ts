/**
 * Issue 27 "Layout", in real Chromium against the real server at 1280 and 390 px, measured as a person sees
 * the page: the schedule step's choices are cards on a fresh load at every width; the quote view's date field
 * is as tall as the other fields; the sticky quote banner stays compact during the reservation; the
 * dashboard's move picker shows each move's whole name; after a cancellation its confirmation is in view
 * with focus on its heading; and the service-center locator keeps a chosen place valid and draws every
 * label inside its map without covering another.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomerBookedOverApi } from './support/booked-over-api';
import { newContext, VIEWPORTS } from './support/browser';
import { noHorizontalScroll, pickPlace } from './support/page-checks';
import { type BookingProduct, startBookingProduct } from './support/product';
import { APPROVED_CARD, bookAndSeeDashboard, fillCard } from './support/reservation-flow';

const SHOTS = process.env.LAYOUT_SHOTS ?? 'test-artifacts/e2e';
mkdirSync(SHOTS, { recursive: true });

let product: BookingProduct;
beforeAll(async () => {
  product = await startBookingProduct('e2e_layout');
});
afterAll(() => product?.stop());

type Viewport = keyof typeof VIEWPORTS;
const BOTH: Viewport[] = ['desktop', 'phone'];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not rendered');
  return box;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of every element `selector` matches inside `scope`, with their text. */
async function boxes(scope: Locator, selector: string): Promise<{ text: string; box: Box }[]> {
  const found: { text: string; box: Box }[] = [];
  for (const element of await scope.locator(selector).all()) {
    found.push({ text: (await element.textContent()) ?? '', box: await boxOf(element) });
  }
  return found;
}

/** A choice drawn as a card: a bordered, padded box with its radio inside it. */
async function isCard(row: Locator): Promise<boolean> {
  const style = await row.evaluate((element) => {
    const s = getComputedStyle(element);
    return { border: s.borderTopStyle, width: s.borderTopWidth, padding: s.paddingLeft, display: s.display };
  });
  const row_ = await boxOf(row);
  const radio = await boxOf(row.getByRole('radio'));
  return (
    style.border === 'solid' &&
    Number.parseFloat(style.width) >= 1 &&
    Number.parseFloat(style.padding) >= 8 &&
    style.display === 'flex' &&
    radio.x >= row_.x &&
    radio.x + radio.width <= row_.x + row_.width
  );
}

/** The signed-in customer quotes Chicago to Denver and opens the reservation's location step. */
async function quoteAndReserve(page: Page, base: string, viewport: Viewport): Promise<void> {
  await page.goto(base);
  await pickPlace(page, 'Moving From', 'Chicago', /Chicago, IL/);
  await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
  await page.getByLabel('When?').selectOption({ label: 'Within 1 month' });
  await page.getByLabel('Size?').selectOption({ label: '3 bedroom' });
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);

  // Quote view: "Change your move date" is a field like the others (issue 27: it was the browser's 21 px).
  const date = page.getByLabel('Change your move date');
  await date.waitFor();
  const couponHeight = (await boxOf(page.getByLabel('Coupon code', { exact: true }))).height;
  expect((await boxOf(date)).height).toBeGreaterThanOrEqual(44);
  expect(Math.abs((await boxOf(date)).height - couponHeight)).toBeLessThanOrEqual(2);
  await date.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/layout-quote-date-${viewport}.png` });

  await page.getByRole('link', { name: 'Reserve this move' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Continue to schedule' }).count()).toBe(1);
  // Issue 27: each address with its ZIP (a quote made from a city has none until the customer gives it).
  await page.getByLabel('Street address').first().fill('1 Main St');
  await page.getByLabel('ZIP code').first().fill('60601');
  await page.getByLabel('Yes, I know the address').check();
  await page.getByLabel('Street address').last().fill('1600 Broadway');
  await page.getByLabel('ZIP code').last().fill('80202');
  await page.getByRole('button', { name: 'Continue to schedule' }).click();
  await page.waitForURL(/\/reservation\/\d+\/schedule/);
}

describe.each(BOTH)('issue 27 layout on a %s', (viewport) => {
  it('the schedule step shows cards on a fresh load, the banner stays compact, the move picker and the cancellation fit the screen', async () => {
    const { server, browser, db } = product;
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await newcomerBookedOverApi(page, server.url, db, `layout-${viewport}-${Date.now()}@example.com`);
    await quoteAndReserve(page, server.url, viewport);

    // A fresh load of step 2 (a link, a reload): the choices are cards whatever was loaded before.
    await page.reload();
    const windows = page.getByTestId('appointment-window');
    await expect.poll(() => windows.count()).toBeGreaterThan(0);
    const rows = page.locator('.schedule-step .choice-row');
    for (const row of await rows.all()) expect(await isCard(row)).toBe(true);
    expect(await rows.count()).toBeGreaterThan(3);
    expect(await noHorizontalScroll(page)).toBe(true);
    // The quote banner stays one compact strip (about 200 of 844 px on a phone before).
    const banner = page.getByRole('complementary', { name: 'Your quote' });
    expect((await boxOf(banner)).height).toBeLessThanOrEqual(80);
    await windows.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/layout-schedule-${viewport}.png` });

    await windows.first().getByRole('radio').check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/reservation\/\d+\/payment/);
    expect((await boxOf(banner)).height).toBeLessThanOrEqual(80);
    await fillCard(page, APPROVED_CARD);
    await bookAndSeeDashboard(page);

    // Two booked moves: each one's whole name shows in the picker, within the screen.
    const picker = page.getByRole('group', { name: 'Show my move' });
    await expect.poll(() => picker.getByRole('radio').count()).toBe(2);
    const width = VIEWPORTS[viewport].width;
    for (const row of await picker.locator('.choice-row').all()) {
      const name = row.locator('.option-title');
      expect(await name.textContent()).toMatch(/, drop-off \d\d\/\d\d\/\d{4} \(#\d+\)$/);
      expect(await name.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      const box = await boxOf(row);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await picker.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/layout-move-picker-${viewport}.png` });

    // Cancelling: the confirmation comes into view and its heading has the focus.
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your reservation?' });
    await dialog.getByRole('button', { name: 'Cancel my reservation' }).click();
    const heading = page.getByRole('heading', { name: 'Your reservation is cancelled' });
    await expect.poll(() => heading.evaluate((e) => e === document.activeElement)).toBe(true);
    const seen = await boxOf(heading);
    const bannerBox = await boxOf(banner);
    const viewportHeight = VIEWPORTS[viewport].height;
    expect(seen.y).toBeGreaterThanOrEqual(0);
    // Not under the sticky banner (at the bottom on a phone, the top otherwise).
    expect(overlap(seen, bannerBox)).toBe(false);
    expect(seen.y + seen.height).toBeLessThanOrEqual(viewportHeight);
    await page.screenshot({ path: `${SHOTS}/layout-cancelled-${viewport}.png` });
    await context.close();
  }, 400_000);

  it('the locator: a chosen place clears the error, and every map label is inside the map and covers no other', async () => {
    const { server, browser } = product;
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${server.url}/service-centers`);
    const box = page.getByRole('combobox', { name: 'City, ZIP or postal code' });
    await pickPlace(page, 'City, ZIP or postal code', '80202', /^Denver, CO 80202$/);
    const results = page.getByRole('heading', { level: 2, name: 'Service centers near Denver, CO 80202' });
    await expect.poll(() => results.count()).toBe(1);
    // Then "Find centers", as a person does after choosing: the same place, and no error.
    await page.getByRole('button', { name: 'Find centers' }).click();
    await expect.poll(() => results.count()).toBe(1);
    expect(await box.getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByText('Type a ZIP or postal code, or choose a city from the list').count()).toBe(0);

    const map = page.getByRole('img', { name: /^Map of the 5 service centers nearest Denver, CO 80202/ });
    await expect.poll(() => map.getAttribute('data-view')).toBe('fitted');
    await expect.poll(() => map.locator('.map-marker').count()).toBe(5);
    const frame = await boxOf(map);
    const states = await boxes(map, '.map-state-label');
    const names = [
      ...(await boxes(map, '.map-marker-label')),
      ...(await boxes(map, '.map-dot-label')),
      ...(await boxes(map, '.map-marker circle')),
    ];
    const inside = (b: Box) =>
      b.x >= frame.x - 0.5 &&
      b.y >= frame.y - 0.5 &&
      b.x + b.width <= frame.x + frame.width + 0.5 &&
      b.y + b.height <= frame.y + frame.height + 0.5;
    for (const label of [...states, ...names].filter((l) => l.text !== '')) {
      expect({ label: label.text, inside: inside(label.box) }).toEqual({ label: label.text, inside: true });
    }
    for (const state of states) {
      const covered = names.filter((n) => overlap(state.box, n.box)).map((n) => n.text);
      expect({ state: state.text, covered }).toEqual({ state: state.text, covered: [] });
    }
    // Every dot in the view has its name beside it (the stray one near the Nevada-Arizona corner was Las Vegas).
    expect(await map.locator('.map-dot-label').count()).toBe(await map.locator('.map-dot').count());
    await map.screenshot({ path: `${SHOTS}/layout-locator-map-${viewport}.png` });
    await context.close();
  }, 120_000);
});
