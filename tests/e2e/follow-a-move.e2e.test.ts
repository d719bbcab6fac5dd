/**
 * Issue 27 "Tests" and "Done when": a newcomer books Los Angeles, CA to Atlanta, GA (quote, account, the three
 * reservation steps, a card), and staff advance the move through every milestone with `relomove shipment
 * event`, days apart (the sandbox clock moves on: support/days-passing.ts), through the survey. After each
 * event the dashboard is read as the customer reads it (Overview, the steps, the delivery promise, the
 * payments note and totals, the expected charge) and compared with what the recorded events say, worked out
 * by the test itself from the days it passed to the CLI, the stations' calendars and time zones
 * (support/move-truth.ts), never from the page or the product's code. Then: one capture at Transit, the
 * staff desk's total is the sum of its lines, the customer's emails are in the staff outbox, and the .ics
 * files put the drop-off window at the Los Angeles station's local time. 1280 px, key pages at 390 px too.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowClock } from '../../domain/calendar/appointment-time';
import { stationTimeText } from '../../domain/shipment/milestone-appointment';
import { newContext, VIEWPORTS } from './support/browser';
import { type DaysPassing, startDaysPassing } from './support/days-passing';
import {
  bookedPlan,
  calendarTimes,
  localInstant,
  mdy,
  plusDays,
  type Recorded,
  type Schedule,
  trueSchedule,
  workingDays,
} from './support/move-truth';
import { noHorizontalScroll } from './support/page-checks';
import { cents } from './support/product';
import { closeWelcomeIfShown, NEWCOMER_PASSWORD, newcomerBooksMove } from './support/reservation-flow';
import { staffDesk } from './support/staff-desk';

const SHOTS = 'test-artifacts/e2e/follow';
mkdirSync(SHOTS, { recursive: true });

let product: DaysPassing;
beforeAll(async () => {
  product = await startDaysPassing('e2e_follow');
});
afterAll(async () => {
  await product?.stop();
});

/** The steps of a door-to-door ReloCube move, as the Overview lists them. */
const STEPS = [
  'DropOff',
  'CustomerLoading',
  'OriginPickup',
  'Transit',
  'Delivery',
  'CustomerUnloading',
  'DestinationPickup',
] as const;
type Step = (typeof STEPS)[number];

/** What the Overview's step says of a milestone: its status, then its dates. */
const estimated = (from: string, to: string) =>
  from === to ? `Estimated ${mdy(from)}` : `Estimated ${mdy(from)} - ${mdy(to)}`;

/**
 * Each step's line ('Complete · Completed 12/03/2026') as the recorded events make it; the drop-off, while on the
 * day its window was booked for (`booked.day`), is Scheduled with that window, as its calendar file is.
 */
function stepLines(
  truth: Schedule,
  r: Recorded,
  booked: { readonly day: string; readonly window: string },
): Record<Step, string> {
  const done = (day: string | undefined) => (day ? `Complete · Completed ${mdy(day)}` : null);
  const active = (step: Step) => {
    const at = STEPS.findIndex((s) => !doneDay(s, r));
    // Nothing is in progress until staff record the first event.
    return STEPS[at] === step && Object.keys(r).length > 0 ? 'In progress' : 'Not started';
  };
  const line = (step: Step, dates: string) => done(doneDay(step, r)) ?? `${active(step)} · ${dates}`;
  // A step without dates of its own reads the day it began once it is under way.
  const undated = (step: Step, began: string | undefined) =>
    active(step) === 'In progress' && began ? `Started ${mdy(began)}` : 'Date to be set';
  return {
    DropOff: line(
      'DropOff',
      truth.spot === booked.day
        ? `Scheduled ${mdy(truth.spot)}, ${booked.window}`
        : estimated(truth.spot, truth.spot),
    ),
    CustomerLoading: line('CustomerLoading', estimated(truth.spot, truth.pickup)),
    OriginPickup: line('OriginPickup', estimated(truth.pickup, truth.pickup)),
    Transit: line('Transit', estimated(truth.pickup, truth.deliveryMax)),
    Delivery: line(
      'Delivery',
      r.deliveryScheduled
        ? `Scheduled ${mdy(r.deliveryScheduled)}`
        : estimated(truth.delivery, truth.deliveryMax),
    ),
    CustomerUnloading: line('CustomerUnloading', undated('CustomerUnloading', r.delivered)),
    DestinationPickup: line('DestinationPickup', undated('DestinationPickup', r.unloaded)),
  };
}

function doneDay(step: Step, r: Recorded): string | undefined {
  return {
    DropOff: r.dropOffDone,
    CustomerLoading: r.loadingDone,
    OriginPickup: r.pickedUp,
    Transit: r.arrived,
    Delivery: r.delivered,
    CustomerUnloading: r.unloaded,
    DestinationPickup: r.emptyCollected,
  }[step];
}

/** What the dashboard says, read as a customer reads it. */
async function readDashboard(page: Page) {
  const text = async (id: string) => ((await page.getByTestId(id).first().textContent()) ?? '').trim();
  const steps = await page
    .getByTestId('shipment-timeline')
    .locator('li')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((li) => [
          li.getAttribute('data-milestone'),
          (li.querySelector('.milestone-step-status')?.textContent ?? '').trim(),
        ]),
      ),
    );
  return {
    dropOff: await text('dashboard-drop-off'),
    pickup: await text('dashboard-pickup'),
    delivery: await text('shipment-delivery'),
    steps,
    nothingCharged: await page.getByTestId('nothing-charged').count(),
    total: cents(await text('payments-total')),
    charged: cents(await text('payments-charged')),
    balance: cents(await text('payments-balance')),
    upcoming: await page
      .getByTestId('charges-upcoming')
      .locator('li')
      .evaluateAll((items) => items.map((li) => li.textContent ?? '')),
    receipts: await page
      .getByTestId('receipts')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind'))),
  };
}

/** Reloads the dashboard of the server now running, with the page's clock at the sandbox clock's instant. */
async function openDashboard(page: Page, email: string): Promise<void> {
  await page.clock.setSystemTime(new Date(product.now()));
  await page.goto(`${product.url()}/dashboard`);
  // Weeks after booking the session has expired: the customer signs in again, as a person would.
  const login = page.getByRole('heading', { name: 'Log in' });
  const timeline = page.getByTestId('shipment-timeline');
  await expect.poll(async () => (await login.count()) + (await timeline.count())).toBeGreaterThan(0);
  if ((await login.count()) > 0) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(NEWCOMER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname !== '/user/login');
    await page.goto(`${product.url()}/dashboard`);
  }
  await expect
    .poll(() => page.getByTestId('shipment-timeline').locator('li').count())
    .toBe(STEPS.length)
    .catch(async (error: unknown) => {
      await page.screenshot({ path: `${SHOTS}/failed-dashboard.png`, fullPage: true });
      throw error;
    });
  // The welcome is remembered by the page's origin, and each restart's server has a port of its own.
  await closeWelcomeIfShown(page);
}

/** The same page at a phone's width: nothing scrolls sideways; a screenshot at each width. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.phone);
  expect({ name, fits: await noHorizontalScroll(page) }).toEqual({ name, fits: true });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('following a Los Angeles to Atlanta move from the quote to the survey (issue 27)', () => {
  it('after each `relomove shipment event` every date, total and sentence on the dashboard is what the recorded events say; one capture at Transit; the desk, the emails and the .ics files agree', async () => {
    const context = await newContext(product.browser, 'desktop');
    const page = await context.newPage();
    const email = `follow-${Date.now()}@example.com`;
    const id = await newcomerBooksMove(page, product.url(), product.db, email, {
      from: { typed: 'Los Angeles', option: /Los Angeles, CA/, zip: '90012' },
      to: { typed: 'Atlanta', option: /Atlanta, GA/, zip: '30303' },
      window: /^One-hour window/,
    });

    // What the booking recorded: the stations and the booked schedule (before any event).
    const { origin, destination, plan, spans } = await bookedPlan(
      (path) => page.request.get(`${product.url()}${path}`),
      id,
    );
    expect([origin.TimeZone, destination.TimeZone]).toEqual(['America/Los_Angeles', 'America/New_York']);
    const total = cents(await page.getByTestId('payments-total').textContent());
    expect(total).toBeGreaterThan(0);
    // The one-hour drop-off window booked, in the Los Angeles station's zone (the site's one window clock).
    const booked = (await (await page.request.get(`${product.url()}/api/moves/${id}`)).json()) as {
      reservation: { Details: { Reservation: { SpotAppointment: { EarlyTime: string; LateTime: string } } } };
    };
    const spot = booked.reservation.Details.Reservation.SpotAppointment;
    const dropOffWindow = `${windowClock(spot.EarlyTime, spot.LateTime, 'PT')} (one-hour window)`;

    const recorded: Recorded = {};
    const expected = (charged: boolean) => {
      const truth = trueSchedule(plan, spans, recorded, origin, destination);
      return {
        dropOff: mdy(truth.spot),
        pickup: mdy(truth.pickup),
        delivery: recorded.delivered
          ? `Completed ${mdy(recorded.delivered)}`
          : recorded.deliveryScheduled
            ? `Scheduled ${mdy(recorded.deliveryScheduled)}`
            : `Free estimated delivery ${mdy(truth.delivery)} - ${mdy(truth.deliveryMax)} (${spans.transit}-${
                spans.transit + spans.spread
              } business days after pickup, not counting weekends and holidays)`,
        steps: stepLines(truth, recorded, { day: plan.spot, window: dropOffWindow }),
        nothingCharged: charged ? 0 : 1,
        total,
        charged: charged ? total : 0,
        balance: charged ? 0 : total,
        upcoming: charged
          ? []
          : [
              expect.stringContaining(
                `${mdy(truth.pickup)} (expected)${'' /* the day it goes into transit */}`,
              ),
            ],
        receipts: charged ? ['Capture'] : [],
      };
    };
    await openDashboard(page, email);
    expect({ when: 'booked', ...(await readDashboard(page)) }).toEqual({
      when: 'booked',
      ...expected(false),
    });
    await bothWidths(page, '00-booked');

    // The booking email goes out from a database job after the request. Wait for it before the clock moves on:
    // a message whose job first runs more than MESSAGE_EXPIRY_HOURS after it was due is skipped as too late.
    await expect
      .poll(() => outboxOf(email), { timeout: 60_000 })
      .toContainEqual(expect.stringMatching(/^sent: .*booked/));

    // The .ics at booking: the drop-off window (one hour) on the booked day at the Los Angeles station's own
    // time, which the dashboard names (PT).
    const windowText =
      (await page
        .getByText(/\d{1,2}:\d\d( [AP]M)?-\d{1,2}:\d\d [AP]M PT \(one-hour window\)/)
        .first()
        .textContent()) ?? '';
    // '9:00-10:00 AM', '11:00 AM-12:00 PM': the window's times as HH:MM on the 24-hour clock.
    const [, h1 = '', m1 = '', half1, h2 = '', m2 = '', half2 = ''] =
      /(\d{1,2}):(\d\d)(?: ([AP]M))?-(\d{1,2}):(\d\d) ([AP]M)/.exec(windowText) ?? [];
    const hhmm = (h: string, m: string, half: string) =>
      `${String((Number(h) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`;
    const from = hhmm(h1, m1, half1 ?? half2);
    const to = hhmm(h2, m2, half2);
    const ics = await (await page.request.get(`${product.url()}/api/moves/${id}/calendar.ics`)).text();
    expect(calendarTimes(ics).find((e) => /drop-off/i.test(e.summary))).toMatchObject({
      start: Date.parse(localInstant(plan.spot, from, origin.TimeZone)),
      end: Date.parse(localInstant(plan.spot, to, origin.TimeZone)),
    });

    // The days things happen: the drop-off two working days early, loading done the next day, the pickup the
    // day after, the arrival a day before the transit estimate, the delivery two working days later (unloaded
    // that day), the empty equipment collected the next.
    const dropOffDay = workingDays(plan.spot, -2, origin);
    const loadedDay = workingDays(dropOffDay, 1, origin);
    const pickupDay = workingDays(loadedDay, 1, origin);
    const arrivalDay = workingDays(pickupDay, spans.transit - 1, destination);
    const deliveryDay = workingDays(arrivalDay, 2, destination);
    const unloadedDay = deliveryDay;
    const collectedDay = workingDays(unloadedDay, 1, destination);

    type Event = {
      milestone: Step;
      status: 'Started' | 'Completed' | 'Scheduled';
      day: string;
      zone: string;
      note: keyof Recorded;
      window?: true;
    };
    const LA = origin.TimeZone;
    const ATL = destination.TimeZone;
    const events: Event[] = [
      { milestone: 'DropOff', status: 'Started', day: dropOffDay, zone: LA, note: 'dropOffStarted' },
      { milestone: 'DropOff', status: 'Completed', day: dropOffDay, zone: LA, note: 'dropOffDone' },
      { milestone: 'CustomerLoading', status: 'Completed', day: loadedDay, zone: LA, note: 'loadingDone' },
      { milestone: 'OriginPickup', status: 'Completed', day: pickupDay, zone: LA, note: 'pickedUp' },
      { milestone: 'Transit', status: 'Completed', day: arrivalDay, zone: ATL, note: 'arrived' },
      {
        milestone: 'Delivery',
        status: 'Scheduled',
        day: arrivalDay,
        zone: ATL,
        note: 'deliveryScheduled',
        window: true,
      },
      { milestone: 'Delivery', status: 'Completed', day: deliveryDay, zone: ATL, note: 'delivered' },
      { milestone: 'CustomerUnloading', status: 'Completed', day: unloadedDay, zone: ATL, note: 'unloaded' },
      {
        milestone: 'DestinationPickup',
        status: 'Completed',
        day: collectedDay,
        zone: ATL,
        note: 'emptyCollected',
      },
    ];
    let charged = false;
    let hour = 8;
    for (const event of events) {
      const label = `${event.milestone} ${event.status} on ${event.day}`;
      // The server's clock: that evening, once the day's events have happened at both stations.
      const evening = localInstant(event.day, '20:00', ATL);
      if (Date.parse(evening) > Date.parse(product.now())) {
        await product.moveClockTo(evening);
        hour = 8;
      }
      const at = localInstant(event.day, `${String(hour++).padStart(2, '0')}:00`, event.zone);
      const args = ['shipment', 'event', String(id), event.milestone, event.status, '--at', at];
      if (event.window) args.push('--window', deliveryDay);
      const run = await product.cli(args);
      expect({ label, code: run.code, err: run.stderr }).toEqual({ label, code: 0, err: '' });
      // Issue 27: on the clock of the station where it happened, naming its zone.
      expect(run.stdout).toContain(
        `Move ${id}: ${event.milestone} ${event.status} recorded (happened ${stationTimeText(at, event.zone)}, `,
      );
      if (event.milestone === 'OriginPickup')
        expect(run.stdout).toMatch(/^Transit charge: \$[\d,]+\.\d\d charged/m);
      else expect(run.stdout).not.toMatch(/Transit charge: \$/);
      charged ||= event.milestone === 'OriginPickup';
      recorded[event.note] = event.window ? deliveryDay : event.day;

      await openDashboard(page, email);
      const slug = `${String(events.indexOf(event) + 1).padStart(2, '0')}-${event.milestone}-${event.status}`;
      await page.screenshot({ path: `${SHOTS}/${slug}-1280.png`, fullPage: true });
      expect({ label, ...(await readDashboard(page)) }).toEqual({ label, ...expected(charged) });
      if (event.milestone === 'OriginPickup' || event.milestone === 'DestinationPickup')
        await bothWidths(page, slug);
    }

    // Exactly one capture, of the total, at Transit.
    const ledger = await product.db.query<{ kind: string; amount_cents: number }>(
      'select kind, amount_cents from payment_ledger where quote_id = $1 order by id',
      [id],
    );
    expect(ledger.rows.filter((r) => r.kind === 'Capture').map((r) => Number(r.amount_cents))).toEqual([
      total,
    ]);

    // The survey is offered once the move is complete.
    await expect.poll(() => page.getByTestId('survey-card').count()).toBe(1);

    // The .ics after the events: the drop-off is the day it happened (all day), no longer the booked window.
    const icsAfter = await (await page.request.get(`${product.url()}/api/moves/${id}/calendar.ics`)).text();
    expect(calendarTimes(icsAfter).find((e) => /drop-off/i.test(e.summary))).toMatchObject({
      start: dropOffDay,
      end: plusDays(dropOffDay, 1),
    });

    // The customer's emails, as staff see them in the outbox: the booking's is still there, sent.
    expect(await outboxOf(email)).toContainEqual(expect.stringMatching(/^sent: .*booked/));

    await staffDeskAgrees(id, total);
    await context.close();
  }, 600_000);
});

/** The messages to an address, newest first, as `relomove outbox` lists them: "State: Summary". */
async function outboxOf(address: string): Promise<string[]> {
  const outbox = await product.cli(['outbox', '--to', address, '--json']);
  const { Messages } = JSON.parse(outbox.stdout) as { Messages: Array<{ Summary: string; State: string }> };
  return Messages.map((m) => `${m.State}: ${m.Summary}`);
}

/** The staff desk (/jojo/lookup) shows the move with a total that is the sum of the lines it shows. */
async function staffDeskAgrees(id: number, total: number): Promise<void> {
  const staff = { email: `desk-${Date.now()}@example.com`, password: 'desk-password-2026' };
  await staffDesk(product.url(), product.db, staff);
  const context = await newContext(product.browser, 'desktop', { now: product.now() });
  const page = await context.newPage();
  await page.goto(`${product.url()}/user/login`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/user/login');
  await page.goto(`${product.url()}/jojo/lookup?search=${id}`);
  const quote = page.getByRole('region', { name: `Quote ${id}` });
  const open = page.getByRole('link', { name: `Open quote ${id}` });
  // A search by reference opens the quote itself; otherwise the result list links to it.
  await expect.poll(async () => (await quote.count()) + (await open.count())).toBeGreaterThan(0);
  if ((await quote.count()) === 0) await open.click();
  const lines = quote.getByRole('table', { name: /The price of the selected option/ });
  await expect.poll(() => lines.count()).toBe(1);
  await page.screenshot({ path: `${SHOTS}/desk-1280.png`, fullPage: true });
  const amounts = await lines
    .locator('tbody tr td:last-child')
    .evaluateAll((cells) => cells.map((c) => c.textContent ?? ''));
  const shownTotal = cents(await lines.locator('tfoot td:last-child').first().textContent());
  expect({ sum: amounts.map(cents).reduce((a, b) => a + b, 0), shownTotal }).toEqual({
    sum: total,
    shownTotal: total,
  });
  await context.close();
}
