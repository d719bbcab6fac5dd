/**
 * Issue 13 "Self-service changes, with the price difference shown before confirming", in real Chromium
 * against the real server at desktop and phone widths: a newcomer books a move with the 4242 card, opens
 * "Change my move" from /dashboard, picks a later drop-off date, sees the old and new price lines, the
 * difference and how it is paid before anything is saved, confirms, and is back on /dashboard with 'Your
 * edits have been saved.' (§4) and the new date, which GET /api/moves/{id} agrees with. axe finds no serious
 * violation on the form, the preview or the dashboard after.
 *
 * The e2e server runs on the system clock (tests/support/server-process.ts takes no clock), and the flow
 * books a drop-off about two weeks ahead, well before the cut-off; the after-cut-off prompt to call is
 * covered on the test clock in adapters/react-ui/features/dashboard/change-move/change-move.real-api.test.tsx.
 */

import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMMDDYYYY } from '../../domain/calendar/formats';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { parseIcs } from '../support/icalendar';
import { startServerProcess } from '../support/server-process';
import { type ThrowawaySchema, throwawaySchema } from '../support/test-databases';
import { newcomerBookedOverApi } from './support/booked-over-api';
import { launchBrowser, newContext, type VIEWPORTS } from './support/browser';
import { noSeriousViolations } from './support/page-checks';

const ARTIFACTS = 'test-artifacts/e2e';
mkdirSync(ARTIFACTS, { recursive: true });
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let schema: ThrowawaySchema;
let server: { url: string; stop(): Promise<void> };
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let db: pg.Client;

beforeAll(async () => {
  schema = await throwawaySchema(POSTGRES, 'e2e_change_move');
  server = await startServerProcess({
    DATABASE_URL: schema.databaseUrl,
    QUOTE_LINK_SECRET: randomBytes(32).toString('hex'),
    BOT_CHECKS: 'off',
  });
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: schema.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
  await server?.stop();
  await schema?.drop();
});

interface Reservation {
  reservation: { Revision: number; Details: { Reservation: { MoveDate: string } } };
}

async function myMove(page: Page, id: number): Promise<Reservation['reservation']> {
  const answer = await page.request.get(`${server.url}/api/moves/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Reservation).reservation;
}

/** A full-page screenshot, then the viewport as it was (an emulated phone's is resized for the shot). */
async function fullShot(page: Page, path: string): Promise<void> {
  const size = page.viewportSize();
  await page.screenshot({ path, fullPage: true });
  if (size) await page.setViewportSize(size);
}

type Viewport = keyof typeof VIEWPORTS;
const BOTH: Viewport[] = ['desktop', 'phone'];

describe.each(BOTH)('changing a booked move from the dashboard on a %s (issue 13)', (viewport) => {
  it("reschedules the drop-off date: sees the price difference before confirming, confirms, and the dashboard shows the new date with 'Your edits have been saved.'", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerBookedOverApi(
      page,
      server.url,
      db,
      `change-${viewport}-${Date.now()}@example.com`,
    );
    const before = await myMove(page, id);
    const was = before.Details.Reservation.MoveDate;
    // The drop-off's calendar file as the customer first downloads it (issue 13: SEQUENCE follows changes).
    const dropOffIcs = async () => {
      const answer = await page.request.get(`${server.url}/api/moves/${id}/calendar/DropOff.ics`);
      expect(answer.status()).toBe(200);
      const [event] = parseIcs(await answer.text());
      const start = Object.entries(event ?? {}).find(([name]) => name.startsWith('DTSTART'))?.[1] ?? '';
      return { uid: event?.UID, sequence: Number(event?.SEQUENCE), start };
    };
    const icsBefore = await dropOffIcs();
    expect(icsBefore.start).toContain(was.replaceAll('-', ''));

    // The entry point, with the countdown to the cut-off.
    const entry = page.getByRole('link', { name: 'Change my move' });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await page.getByTestId('change-move-cutoff').textContent()).toMatch(
      /^You can change your move online until \w{3} \d\d\/\d\d, \d{1,2}:\d\d [AP]M [A-Z]{2,3} \(.+ from now\)\.$/,
    );
    // The entry point in sight, for the screenshot.
    await entry.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${ARTIFACTS}/change-move-entry-${viewport}.png`, fullPage: false });
    await entry.click();
    await page.waitForURL(new RegExp(`/dashboard/change/${id}$`));
    await expect.poll(() => page.title()).toMatch(/^Change my move/);
    // The page lists what can be changed, each folded; the schedule opens with a tap.
    await page.getByText('Drop-off date, pickup and appointment').click();
    const dates = page.locator('.spot-date-grid input[type="radio"]');
    await expect.poll(() => dates.count()).toBeGreaterThan(0);
    await noSeriousViolations(page, 'change form');
    await fullShot(page, `${ARTIFACTS}/change-move-form-${viewport}.png`);

    // The first bookable date after the booked one.
    const values = await dates.evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).filter((i) => !i.disabled).map((i) => i.value),
    );
    const chosen = values.find((v) => v > was);
    if (!chosen) throw new Error(`no bookable date after ${was}: ${values.join(' ')}`);
    await page.locator(`.spot-date-grid input[value="${chosen}"]`).check();
    await page.getByRole('button', { name: 'See the new price' }).click();

    const preview = page.getByTestId('change-move-preview');
    await expect.poll(() => preview.count()).toBe(1);
    expect(await preview.getByRole('heading', { name: 'As booked' }).count()).toBe(1);
    expect(await preview.getByRole('heading', { name: 'With your changes' }).count()).toBe(1);
    expect(await preview.getByTestId('change-difference').textContent()).toMatch(
      /^(\$[\d,]+\.\d\d (more|less)|No change in price)$/,
    );
    expect(((await preview.getByTestId('change-settlement').textContent()) ?? '').length).toBeGreaterThan(0);
    // Nothing is saved before confirming.
    expect((await myMove(page, id)).Revision).toBe(before.Revision);
    await noSeriousViolations(page, 'price preview');
    await fullShot(page, `${ARTIFACTS}/change-move-preview-${viewport}.png`);

    await preview.getByRole('button', { name: 'Confirm changes' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.getByText('Your edits have been saved.').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('dashboard-drop-off').textContent())
      .toBe(formatMMDDYYYY(chosen as IsoDate));
    const after = await myMove(page, id);
    expect(after.Revision).toBe(before.Revision + 1);
    expect(after.Details.Reservation.MoveDate).toBe(chosen);
    // The calendar file keeps its UID, says the new date, and its SEQUENCE went up.
    const icsAfter = await dropOffIcs();
    expect(icsAfter.uid).toBe(icsBefore.uid);
    expect(icsAfter.start).toContain((chosen as string).replaceAll('-', ''));
    expect(icsAfter.sequence).toBeGreaterThan(icsBefore.sequence);
    await noSeriousViolations(page, 'dashboard, changed');
    await fullShot(page, `${ARTIFACTS}/change-move-saved-${viewport}.png`);
    await context.close();
  }, 240_000);
});
