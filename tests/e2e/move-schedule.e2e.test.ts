/**
 * Issue 13, §2 /dashboard/move-schedule/ in real Chromium against the real server, at desktop and phone
 * widths: a newcomer books a move, follows the Overview's link to the schedule, reads every step with its
 * status and dates, and downloads calendar files from the page's own links: each is valid iCalendar with the
 * milestone's stable UID, and reading it again keeps its SEQUENCE. axe finds no serious violation and the
 * page fits the width.
 */

import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIcs } from '../support/icalendar';
import { startServerProcess } from '../support/server-process';
import { type ThrowawaySchema, throwawaySchema } from '../support/test-databases';
import { newcomerBookedOverApi } from './support/booked-over-api';
import { launchBrowser, newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, seriousViolations } from './support/page-checks';

const ARTIFACTS = 'test-artifacts/e2e';
mkdirSync(ARTIFACTS, { recursive: true });
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let schema: ThrowawaySchema;
let server: { url: string; stop(): Promise<void> };
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let db: pg.Client;

beforeAll(async () => {
  schema = await throwawaySchema(POSTGRES, 'e2e_schedule');
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

type Viewport = keyof typeof VIEWPORTS;
const BOTH: Viewport[] = ['desktop', 'phone'];

describe.each(BOTH)('the move schedule and its calendar files on a %s (issue 13, §2)', (viewport) => {
  it('books a move, opens /dashboard/move-schedule/ from the Overview and downloads calendar files with a stable UID and SEQUENCE', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerBookedOverApi(
      page,
      server.url,
      db,
      `schedule-${viewport}-${Date.now()}@example.com`,
    );

    const toSchedule = page.getByTestId('dashboard-move-schedule');
    await expect.poll(() => toSchedule.count()).toBe(1);
    await page.screenshot({ path: `${ARTIFACTS}/move-schedule-dashboard-${viewport}.png`, fullPage: true });
    // As a keyboard user follows it (on a phone the sticky parts of the page move while it scrolls).
    await toSchedule.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/move-schedule\/?$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your move schedule', level: 1 }).count())
      .toBe(1);
    expect(await page.title()).toBe('Your move schedule | Relomove');
    const steps = page.getByTestId('move-schedule-steps').getByRole('listitem');
    await expect.poll(() => steps.count()).toBeGreaterThan(3);
    expect(await page.getByTestId('move-schedule-reference').textContent()).toBe(String(id));
    const dates = await page.getByTestId('move-schedule-dates').allTextContents();
    expect(
      dates.every((d) =>
        /^(Estimated|Scheduled|Completed|Started) \d\d\/\d\d\/\d{4}|^Date to be set$/.test(d),
      ),
    ).toBe(true);

    // The first step's own link, fetched by the page as a click would download it.
    const stepLinks = page.getByTestId('move-schedule-steps').getByRole('link');
    const first = stepLinks.first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/api/moves/${id}/calendar/[A-Za-z]+\\.ics$`));
    const milestone = /calendar\/([A-Za-z]+)\.ics$/.exec(href)?.[1];
    const download = (path: string) =>
      page.evaluate(async (p) => {
        const answer = await fetch(p);
        return {
          status: answer.status,
          type: answer.headers.get('content-type'),
          disposition: answer.headers.get('content-disposition'),
          text: await answer.text(),
        };
      }, path);
    const one = await download(href);
    expect(one.status).toBe(200);
    expect(one.type).toMatch(/^text\/calendar/);
    expect(one.disposition).toBe(`attachment; filename="relomove-${id}-${milestone}.ics"`);
    const [event] = parseIcs(one.text);
    expect(event).toMatchObject({ UID: `${id}-${milestone}@relomove`, SEQUENCE: '0' });
    const again = parseIcs((await download(href)).text)[0];
    expect([again?.UID, again?.SEQUENCE]).toEqual([event?.UID, '0']);

    // "Add all to calendar": every dated step, each with its own UID.
    const allHref = (await page.getByTestId('move-schedule-add-all').getAttribute('href')) ?? '';
    const all = parseIcs((await download(allHref)).text);
    const links = await stepLinks.count();
    expect(all).toHaveLength(links);
    expect(new Set(all.map((e) => e.UID)).size).toBe(links);

    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/move-schedule-${viewport}.png`, fullPage: true });
    await context.close();
  }, 240_000);
});
