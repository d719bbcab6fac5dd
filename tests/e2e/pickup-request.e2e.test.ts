/**
 * Issue 13 "Pickup request" (§1 pre-pickup and post-pickup tool pages and the pickup request banner, §7 POST
 * shipments/{qId}/{target}/pickup), in real Chromium against the real server at desktop and phone widths: a
 * newcomer books a move, staff record the drop-off (POST /api/staff/shipments/{id}/events), the customer sees
 * the pickup request banner on /dashboard, opens the pre-pickup page, reads the days offered with what extra
 * days cost, requests one, reads the post-pickup page, and the dashboard's pickup view shows the day
 * Scheduled. axe finds no serious violation and nothing scrolls sideways.
 *
 * The server runs on the real clock: the drop-off is recorded now, so the days offered start after today.
 */

import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMMDDYYYY } from '../../domain/calendar/formats';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { startServerProcess } from '../support/server-process';
import { type ThrowawaySchema, throwawaySchema } from '../support/test-databases';
import { newcomerBookedOverApi } from './support/booked-over-api';
import { launchBrowser, newContext, type VIEWPORTS } from './support/browser';
import { noSeriousViolations } from './support/page-checks';
import { type StaffDesk, staffDesk } from './support/staff-desk';

const ARTIFACTS = 'test-artifacts/e2e';
mkdirSync(ARTIFACTS, { recursive: true });
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const STAFF = { email: 'pickup-desk@example.com', password: 'Quiet harbour lamp 44!' };

let schema: ThrowawaySchema;
let server: { url: string; stop(): Promise<void> };
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let db: pg.Client;
let staff: StaffDesk;

beforeAll(async () => {
  schema = await throwawaySchema(POSTGRES, 'e2e_pickup');
  server = await startServerProcess({
    DATABASE_URL: schema.databaseUrl,
    QUOTE_LINK_SECRET: randomBytes(32).toString('hex'),
    BOT_CHECKS: 'off',
  });
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: schema.databaseUrl });
  await db.connect();
  staff = await staffDesk(server.url, db, STAFF);
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await server?.stop();
  await schema?.drop();
});

type Viewport = keyof typeof VIEWPORTS;
const BOTH: Viewport[] = ['desktop', 'phone'];

describe.each(BOTH)('requesting the pickup online on a %s (issue 13)', (viewport) => {
  it('after the drop-off, the banner leads to the days offered; the day requested shows on the post-pickup page and the pickup view', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerBookedOverApi(
      page,
      server.url,
      db,
      `pickup-${viewport}-${Date.now()}@example.com`,
    );
    // Before the drop-off there is nothing to request yet.
    expect(await page.getByTestId('pickup-banner').count()).toBe(0);

    await staff.shipmentEvent(id, { Milestone: 'DropOff', Status: 'Completed' });
    await page.reload();
    const banner = page.getByTestId('pickup-banner');
    await expect.poll(() => banner.count()).toBe(1);
    expect(await banner.textContent()).toMatch(
      /Your loading time ends on \d\d\/\d\d\/\d{4}\. Choose the day we pick up/,
    );
    await noSeriousViolations(page, 'dashboard with the pickup banner');
    await page.screenshot({ path: `${ARTIFACTS}/pickup-banner-${viewport}.png`, fullPage: false });

    await banner.getByRole('link', { name: 'Request your pickup' }).click();
    await page.waitForURL(new RegExp(`/dashboard/pickup/${id}$`));
    const days = page.getByRole('radio');
    await expect.poll(() => days.count()).toBeGreaterThan(1);
    expect(await page.title()).toMatch(/^Request your pickup/);
    // A day past the loading time says what it costs; the last one offered is such a day.
    const last = days.last();
    const chosen = (await last.getAttribute('value')) as IsoDate;
    const lastCard = page.locator(`label[data-date="${chosen}"]`);
    expect(await lastCard.getByTestId('pickup-day-cost').textContent()).toMatch(
      /^\+\$\d+\.\d\d \(\d extra days?\)$/,
    );
    expect(await page.getByTestId('pickup-extra-days').textContent()).toMatch(/Nothing is charged now\.$/);
    await last.check();
    await noSeriousViolations(page, 'pre-pickup page');
    await page.screenshot({ path: `${ARTIFACTS}/pickup-request-${viewport}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Request pickup' }).click();
    await page.waitForURL(new RegExp(`/dashboard/pickup/${id}/requested$`));
    const requested = page.getByTestId('pickup-requested');
    await expect.poll(() => requested.count()).toBe(1);
    expect(await requested.textContent()).toContain(`(${formatMMDDYYYY(chosen)})`);
    expect(await page.getByRole('heading', { name: 'What happens next' }).count()).toBe(1);
    await noSeriousViolations(page, 'post-pickup page');
    await page.screenshot({ path: `${ARTIFACTS}/pickup-requested-${viewport}.png`, fullPage: true });

    // The dashboard: the banner is gone and the pickup view shows the day Scheduled.
    await page.getByRole('link', { name: 'Back to my move' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.getByRole('tab', { name: /^Pickup/ }).count()).toBe(1);
    expect(await page.getByTestId('pickup-banner').count()).toBe(0);
    await page.getByRole('tab', { name: /^Pickup/ }).click();
    const dates = page.getByTestId('milestone-dates');
    await expect.poll(() => dates.textContent()).toBe(`Scheduled ${formatMMDDYYYY(chosen)}`);
    expect(await page.getByTestId('milestone-help').textContent()).toContain(
      `on ${formatMMDDYYYY(chosen)} and call you the day before`,
    );
    await noSeriousViolations(page, 'pickup view');
    await page.screenshot({ path: `${ARTIFACTS}/pickup-view-${viewport}.png`, fullPage: false });
    await context.close();
  }, 180_000);
});
