/**
 * Issue 15 insect inspection tool (§1, §4 Inspection form states, §8), in real Chromium against the real
 * server at desktop and phone widths: a newcomer books a move from Cleveland, OH (Cuyahoga County, a
 * regulated county of partly quarantined Ohio) to Denver; the dashboard's readiness checklist shows the
 * spongy moth inspection form Required with the way to the tool; the customer ticks the outdoor items
 * inspected, signs with their typed name and today's date, sends it, reads the form-received page, and the
 * dashboard then shows it Received (Done); its copy is emailed once. axe finds no serious violation and
 * nothing scrolls sideways.
 */

import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  schema = await throwawaySchema(POSTGRES, 'e2e_inspection');
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

describe.each(BOTH)('the insect inspection tool on a %s (issue 15)', (viewport) => {
  it('a move from a quarantined county shows the form Required; the customer signs it and sees Received on the form-received page and the dashboard', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerBookedOverApi(
      page,
      server.url,
      db,
      `inspection-${viewport}-${Date.now()}@example.com`,
      {
        from: { city: 'Cleveland', state: 'OH', zip: '44113' },
      },
    );

    // §4 Required on the dashboard's readiness checklist, naming the county, with the way to the tool.
    const item = page.getByTestId('readiness-InspectionForm');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getByTestId('readiness-state').textContent()).toBe('To do');
    expect(await item.textContent()).toContain('spongy moth quarantine area (Cuyahoga County, Ohio)');
    await item.scrollIntoViewIfNeeded();
    await noSeriousViolations(page, 'dashboard, inspection form Required');
    await item.screenshot({ path: `test-artifacts/e2e/inspection-required-${viewport}.png` });

    await item.getByRole('link', { name: 'Fill in the inspection form' }).click();
    await page.waitForURL(new RegExp(`/insect-inspection\\?ref=${id}$`));
    // Signed in: the email is known, so the form opens at once (no email-capture modal).
    const checklist = page.getByRole('group', { name: 'Outdoor items I inspected' });
    await expect.poll(() => checklist.count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.title()).toMatch(/^Spongy moth inspection form/);
    expect(await page.getByText(`Move ${id}: Cleveland, OH to Denver, CO`).count()).toBe(1);
    await noSeriousViolations(page, 'the form');
    await page.screenshot({ path: `test-artifacts/e2e/inspection-form-${viewport}.png`, fullPage: true });

    // Sent without a signature: the messages say what is missing.
    await page.getByRole('button', { name: 'Sign and send' }).click();
    await expect.poll(() => page.getByText('Confirm that you inspected these items').count()).toBe(1);
    await noSeriousViolations(page, 'the form with its messages');

    for (const label of [
      'Patio, lawn and porch furniture',
      'Barbecue grills and smokers',
      'Bicycles and tricycles',
    ]) {
      await checklist.getByRole('checkbox', { name: label }).check();
    }
    await page.getByRole('textbox', { name: 'Type your full name' }).fill('Casey Newcomer');
    await page.getByRole('checkbox', { name: /^I agree/ }).check();
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(await page.getByLabel('Date signed').inputValue()).toBe(today);
    await page.getByRole('button', { name: 'Sign and send' }).click();

    // The form-received page (§1): what was signed, and where its copy goes.
    await page.waitForURL(/\/insect-inspection\/received$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'We have your inspection form' }).count())
      .toBe(1);
    expect(await page.title()).toMatch(/^Inspection form received/);
    const summary = page.getByRole('list', { name: 'Outdoor items I inspected' });
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      '✓Patio, lawn and porch furniture',
      '✓Barbecue grills and smokers',
      '✓Bicycles and tricycles',
    ]);
    expect(await page.getByText(/^Signed by Casey Newcomer on \d\d\/\d\d\/\d{4}\.$/).count()).toBe(1);
    await noSeriousViolations(page, 'the form-received page');
    await page.screenshot({ path: `test-artifacts/e2e/inspection-received-${viewport}.png`, fullPage: true });

    // Its copy is emailed once, through the notification system.
    await expect
      .poll(
        async () =>
          (
            await db.query<{ n: number }>(
              'select count(*)::int as n from outbox_emails where message_key = $1',
              [`${id}:inspection-form:email`],
            )
          ).rows[0]?.n,
        { timeout: 30_000 },
      )
      .toBe(1);

    // The dashboard: §4 Received, done, no way to the tool any more.
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => item.getByTestId('readiness-state').textContent()).toBe('Done');
    expect(await item.textContent()).toContain('Done: we have your self-inspection checklist.');
    expect(await item.getByRole('link').count()).toBe(0);
    await item.scrollIntoViewIfNeeded();
    await noSeriousViolations(page, 'dashboard, inspection form Received');
    await item.screenshot({ path: `test-artifacts/e2e/inspection-done-${viewport}.png` });
    await context.close();
  }, 240_000);
});
