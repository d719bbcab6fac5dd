/**
 * Issue 25 "Prove it over the calendar", the compact browser pass: on each stress day of
 * tests/support/calendar-days.ts (a Friday, the day before Thanksgiving, Christmas Eve, New Year's Eve, both
 * sides of each DST change, a leap day), the real server started at that day (SANDBOX_CLOCK) and Chromium's
 * clock set to the same instant. A newcomer's quote view offers only days that save, a move asked exactly a
 * year ahead saves, and a move booked for the first drop-off a few weeks out can still be changed online.
 */
import { randomUUID } from 'node:crypto';
import Holidays from 'date-holidays';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicHolidays } from '../../adapters/reference-data/station-holidays';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { addDays, businessDayOnOrAfter } from '../../domain/calendar/business-days';
import { formatMMDDYYYY } from '../../domain/calendar/formats';
import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { MAX_DAYS_AHEAD, moveDateShift } from '../../domain/quote/move-date-window';
import { bookedMove, type SendJson } from '../fixtures/reservation';
import { CALENDAR_DAYS } from '../support/calendar-days';
import { launchBrowser, newContext } from './support/browser';
import { pickPlace } from './support/page-checks';
import { cents } from './support/product';
import { type RunningServer, startServer } from './support/server';

/** US federal holidays (the Kansas City station's) of the day's year and the next two. */
const holidaysFrom = (day: IsoDate): IsoDate[] =>
  [0, 1, 2].flatMap((n) => publicHolidays(Holidays, 'US', Number(day.slice(0, 4)) + n).map(isoDate));

describe.each(CALENDAR_DAYS)('the product on $day, $why (issue 25)', ({ day }) => {
  const now = `${day}T15:00:00.000Z`;
  const holidays = holidaysFrom(day);
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ SANDBOX_CLOCK: now });
  });
  afterAll(async () => {
    await server?.stop();
    await browser?.close();
  });

  it('the strip offers only days that save, a move asked exactly a year ahead saves, and a booked move can still be changed online', async () => {
    const context = await newContext(browser, 'desktop', { now });
    const page = await context.newPage();
    await page.goto(server.url);
    await pickPlace(page, 'Moving From', 'kcmo', /Kansas City, MO/);
    await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
    await page.getByLabel('When?').selectOption({ label: 'Within 1 month' });
    await page.getByLabel('Size?').selectOption({ label: '3 bedroom' });
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);

    // Every day the strip offers can be saved: picking it leaves Save enabled with no reason against it.
    const strip = page.getByRole('list', { name: 'Prices on nearby dates' });
    await strip.getByRole('button').first().waitFor();
    const save = page.getByRole('button', { name: 'Save changes' });
    const buttons = strip.getByRole('button');
    const offered: { index: number; price: number }[] = [];
    for (let index = 0; index < (await buttons.count()); index++) {
      const button = buttons.nth(index);
      if ((await button.isDisabled()) || (await button.getAttribute('aria-current')) !== null) continue;
      await button.click();
      await expect.poll(() => save.isDisabled()).toBe(false);
      expect(await page.getByTestId('save-blocked-reason').count()).toBe(0);
      offered.push({ index, price: cents(await button.locator('.price-strip-price').textContent()) });
    }
    const chosen = offered.at(-1);
    if (!chosen) throw new Error(`no other day offered on ${day}`);
    await buttons.nth(chosen.index).click();
    await expect
      .poll(async () => cents(await page.getByTestId('quote-total').textContent()))
      .toBe(chosen.price);
    await save.click();
    await expect.poll(() => page.getByText('Your edits have been saved.').count()).toBe(1);
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(cents(await page.getByTestId('quote-total').textContent())).toBe(chosen.price);

    // A move asked exactly a year ahead is inside the window and saves, on its next business day.
    const field = page.getByLabel('Change your move date');
    expect(await field.getAttribute('min')).toBe(day);
    expect(await field.getAttribute('max')).toBe(addDays(day, MAX_DAYS_AHEAD));
    const asked = addDays(day, MAX_DAYS_AHEAD);
    const becomes = moveDateShift(asked, holidays)?.becomes ?? asked;
    await field.fill(asked);
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await expect
      .poll(() => page.getByTestId('summary-move-date').textContent())
      .toBe(formatMMDDYYYY(becomes));
    await context.close();

    // A move booked for the first business day 17 days or more ahead can still be changed online.
    const send = sendTo(server.url);
    const [customer] = DEMO_USERS;
    if (!customer) throw new Error('no demo customer');
    const signIn = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    const session = /relomove_session=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1];
    if (!session) throw new Error(`the demo customer could not sign in (${signIn.status})`);
    const firstMoveDate = businessDayOnOrAfter(addDays(day, 17), holidays);
    const { id } = await bookedMove(
      send,
      customer.email,
      { cookie: `relomove_session=${session}` },
      {
        firstMoveDate,
      },
    );
    const booked = await newContext(browser, 'desktop', { now });
    await booked.addCookies([{ name: 'relomove_session', value: session, domain: '127.0.0.1', path: '/' }]);
    const dashboard = await booked.newPage();
    await dashboard.goto(`${server.url}/dashboard`);
    await expect.poll(() => dashboard.getByTestId('dashboard-reference').textContent()).toBe(String(id));
    await expect.poll(() => dashboard.getByRole('link', { name: 'Change my move' }).count()).toBe(1);
    await booked.close();
  });
});

/** JSON over fetch to the server at `base`, in the fixtures' shape. */
function sendTo(base: string): SendJson {
  return async (method, path, body, headers = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'idempotency-key': randomUUID(),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  };
}
