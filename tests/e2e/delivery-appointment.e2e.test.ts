/**
 * Issue 13 delivery tool (§1 a delivery tool with success page, banner and prompt-to-call; §4 Delivery
 * appointment kinds; §7 POST appointments/delivery), in real Chromium against the real server, at desktop
 * and phone widths: a newcomer books a move with a card, staff record its drop-off, loading and pickup
 * (Transit begins and the card is charged), the dashboard shows the delivery banner, the customer books a
 * delivery window from the destination's availability, sees the success page, and the dashboard's
 * Delivery view shows the Scheduled date and the window. Screenshots go to test-artifacts/e2e.
 */

import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryText } from '../../adapters/react-ui/features/delivery/delivery-text';
import { startServerProcess } from '../support/server-process';
import { type ThrowawaySchema, throwawaySchema } from '../support/test-databases';
import { newcomerBookedOverApi } from './support/booked-over-api';
import { launchBrowser, newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, seriousViolations } from './support/page-checks';
import { type StaffDesk, staffDesk } from './support/staff-desk';

const ARTIFACTS = 'test-artifacts/e2e';
mkdirSync(ARTIFACTS, { recursive: true });
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let schema: ThrowawaySchema;
let server: { url: string; stop(): Promise<void> };
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let db: pg.Client;
let staff: StaffDesk;

beforeAll(async () => {
  schema = await throwawaySchema(POSTGRES, 'e2e_delivery');
  server = await startServerProcess({
    DATABASE_URL: schema.databaseUrl,
    QUOTE_LINK_SECRET: randomBytes(32).toString('hex'),
    BOT_CHECKS: 'off',
  });
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: schema.databaseUrl });
  await db.connect();
  staff = await staffDesk(server.url, db, {
    email: 'delivery-desk@example.com',
    password: 'Harbor lantern quilt 73!',
  });
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await server?.stop();
  await schema?.drop();
});

type Viewport = keyof typeof VIEWPORTS;
const BOTH: Viewport[] = ['desktop', 'phone'];

describe.each(BOTH)('the delivery tool at %s width (issue 13, §1, §4, §7)', (viewport) => {
  it('a move in transit and paid shows the banner; the customer books a window, sees the success page, and the Delivery view says Scheduled', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerBookedOverApi(
      page,
      server.url,
      db,
      `delivery-${viewport}-${Date.now()}@example.com`,
    );
    // Before Transit there is no banner: delivery cannot be booked yet.
    expect(await page.getByTestId('delivery-banner').count()).toBe(0);

    for (const milestone of ['DropOff', 'CustomerLoading']) {
      expect((await staff.recordEventAtDesk(id, milestone, 'Completed')).Outcome).toBe('Recorded');
    }
    const pickup = await staff.recordEventAtDesk(id, 'OriginPickup', 'Completed');
    expect(pickup.Charge?.Result).toBe('Charged');

    await page.reload();
    const banner = page.getByTestId('delivery-banner');
    await expect.poll(() => banner.count()).toBe(1);
    expect(await banner.textContent()).toContain(DeliveryText.bannerTitle);
    expect({ fits: await noHorizontalScroll(page) }).toEqual({ fits: true });
    await page.screenshot({ path: `${ARTIFACTS}/delivery-banner-${viewport}.png`, fullPage: true });

    await banner.getByRole('link', { name: DeliveryText.bannerButton }).click();
    await page.waitForURL(new RegExp(`/dashboard/delivery/${id}$`));
    await expect.poll(() => page.getByRole('heading', { name: DeliveryText.title }).count()).toBe(1);
    // A later day than the first, and a paid two-hour window from the destination's availability.
    const days = page.locator('.delivery-dates input[type="radio"]');
    await expect.poll(() => days.count()).toBeGreaterThan(0);
    const dayCount = await days.count();
    await days.nth(Math.min(1, dayCount - 1)).check();
    const chosenDay = await days.nth(Math.min(1, dayCount - 1)).getAttribute('value');
    const twoHour = page.getByTestId('appointment-window').filter({ hasText: 'Two-hour window' });
    await expect.poll(() => twoHour.count()).toBeGreaterThan(0);
    await twoHour.first().getByRole('radio').check();
    const windowWords = (await twoHour.first().locator('.option-title').textContent()) ?? '';
    // Its times are the destination station's (Denver), the zone named.
    expect(windowWords).toMatch(/^Two-hour window \d{1,2}:\d\d( [AP]M)?-\d{1,2}:\d\d [AP]M MT$/);
    await expect.poll(() => page.getByTestId('delivery-fee').count()).toBe(1);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    expect({ fits: await noHorizontalScroll(page) }).toEqual({ fits: true });
    await page.screenshot({ path: `${ARTIFACTS}/delivery-tool-${viewport}.png`, fullPage: true });

    await page.getByRole('button', { name: DeliveryText.book }).click();
    await page.waitForURL(new RegExp(`/dashboard/delivery/${id}/success$`));
    const success = page.getByTestId('delivery-success');
    await expect.poll(() => success.count()).toBe(1);
    expect(await page.getByTestId('delivery-window').textContent()).toBe(windowWords);
    expect(await page.getByTestId('delivery-fee-result').textContent()).toMatch(
      /^\$\d+\.\d\d charged to your card$/,
    );
    expect(await page.title()).toBe('Delivery booked | Relomove');
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await page.screenshot({ path: `${ARTIFACTS}/delivery-success-${viewport}.png`, fullPage: true });

    await page.getByRole('link', { name: DeliveryText.back }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.getByRole('tab', { name: /^Delivery/ }).count()).toBe(1);
    // Booked: no banner any more.
    expect(await page.getByTestId('delivery-banner').count()).toBe(0);
    await page.getByRole('tab', { name: /^Delivery/ }).click();
    const dates = page.getByTestId('milestone-Delivery').getByTestId('milestone-dates');
    const [y, m, d] = (chosenDay ?? '').split('-');
    // The booked window beside its day, in the destination station's zone (Denver: MT), named.
    const times = windowWords.replace(/^Two-hour window /, '').replace(/ MT$/, '');
    await expect
      .poll(() => dates.textContent())
      .toBe(`Scheduled ${m}/${d}/${y}, ${times} MT (two-hour window)`);
    const events = page.getByTestId('milestone-Delivery').getByTestId('milestone-events');
    expect(await events.textContent()).toContain(windowWords.replace(/^Two-hour window /, ''));
    expect({ fits: await noHorizontalScroll(page) }).toEqual({ fits: true });
    await page.screenshot({ path: `${ARTIFACTS}/delivery-scheduled-${viewport}.png`, fullPage: true });
    await context.close();
  }, 300_000);
});
