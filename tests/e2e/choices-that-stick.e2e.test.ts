/**
 * Issue 27 "Choices that stick" (and the "Wording" and "Layout" items about the same screens), as a person meets
 * them in the real product (the built site and server on a throwaway schema) at 1280 and 390 px:
 * - Tab on a typed city picks the top (ranked) suggestion and focus moves on; a prefilled or chosen place is
 *   replaced by typing, not typed into;
 * - a refused coupon stays in its field, with the message next to it;
 * - on the reservation's "Dates" step, the choices are cards, and guaranteed delivery keeps the free estimated
 *   window's dates beside it as the alternative; chosen there, it is priced at once and is what is booked;
 * - a booked move's spot appointment is named with its window, and its Drop-off tab points to Change my move;
 * - "Your edits have been saved." lists every change made, guaranteed delivery included;
 * - Change my move keeps the booked ZIP, refuses one in another service area and saves one in the same area;
 * - an approved Affirm loan survives a reload of the payment step.
 * One move is booked per width (by the first test that needs it) for the dashboard and Change my move tests. Screenshots go to
 * test-artifacts/e2e/choices.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomerAtPaymentStepOverApi } from './support/booked-over-api';
import { newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, pickPlace } from './support/page-checks';
import { type BookingProduct, cents, startBookingProduct } from './support/product';
import {
  APPROVED_CARD,
  approveInPopup,
  bookAndSeeDashboard,
  fillCard,
  newcomerBooksMove,
  newcomerToScheduleStep,
} from './support/reservation-flow';

type Viewport = keyof typeof VIEWPORTS;

const SHOTS = 'test-artifacts/e2e/choices';
mkdirSync(SHOTS, { recursive: true });

let product: BookingProduct;
beforeAll(async () => {
  product = await startBookingProduct('e2e_choices');
});
afterAll(() => product?.stop());

const field = (page: Page, label: string) => page.getByRole('combobox', { name: label });

async function openLanding(viewport: Viewport): Promise<Page> {
  const context = await newContext(product.browser, viewport);
  const page = await context.newPage();
  await page.goto(product.server.url);
  return page;
}

/** A full-page screenshot, then the viewport as it was (an emulated phone's is resized for the shot). */
async function fullShot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** The text of `locator` with its white space folded, as a person reads it. */
async function words(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** A move as GET /api/moves/{id} answers it (what these tests read of it). */
interface StoredMove {
  Revision: number;
  Details: {
    Destination: { ZIP?: string | null };
    Reservation: {
      MoveDate: string;
      SpotAppointment: { AppointmentWindow: string; EarlyTime: string; LateTime: string };
    };
  };
}

/** A booked move and the signed-in page of its customer. */
interface BookedMove {
  page: Page;
  id: number;
}

/** GET /api/moves/{id} with the page's session: the move as the server keeps it. */
async function storedMove(page: Page, id: number): Promise<StoredMove> {
  const answer = await page.request.get(`${product.server.url}/api/moves/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { reservation: StoredMove }).reservation;
}

/** Opens one folded section of Change my move ('Addresses') on /dashboard/change/{id}. */
async function openChangeSection(page: Page, id: number, section: string): Promise<void> {
  await page.goto(`${product.server.url}/dashboard/change/${id}`);
  await expect.poll(() => page.title()).toMatch(/^Change my move/);
  await page.getByText(section, { exact: true }).click();
}

/** See the new price, then Confirm changes, and back on /dashboard with the saved notice. */
async function previewAndConfirm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'See the new price' }).click();
  const preview = page.getByTestId('change-move-preview');
  await expect.poll(() => preview.count()).toBe(1);
  await preview.getByRole('button', { name: 'Confirm changes' }).click();
  await page.waitForURL(/\/dashboard$/);
  const notice = page.getByTestId('route-notice');
  await expect.poll(() => notice.count()).toBe(1);
  return notice;
}

describe.each(['desktop', 'phone'] as const)('issue 27 choices that stick on a %s', (viewport: Viewport) => {
  it('a city typed and Tab picks the top suggestion ("Denver" gives Denver, CO; the §5 shortcut "nyc" gives New York), never "Please select a location", and focus moves on', async () => {
    const page = await openLanding(viewport);
    const to = field(page, 'Moving To');
    const from = field(page, 'Moving From');
    for (const [typed, expected] of [
      ['Denver', /^Denver, CO/],
      ['Chicago', /^Chicago, IL/],
      ['Dallas', /^Dallas, TX/],
      ['New York', /^New York, NY/],
      ['nyc', /^New York, NY/],
    ] as const) {
      await from.click();
      await from.fill('');
      await from.pressSequentially(typed);
      // The list is open (the person sees suggestions) before pressing Tab.
      await page.getByRole('listbox', { name: 'Moving From suggestions' }).waitFor({ state: 'visible' });
      await page.keyboard.press('Tab');
      await expect.poll(() => from.inputValue(), { message: typed }).toMatch(expected);
      expect(await to.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByText('Please select a location').count()).toBe(0);
    }
    await page.screenshot({ path: `${SHOTS}/tab-picks-${viewport}.png` });
    await page.context().close();
  });

  it('a chosen place is replaced by what is typed after clicking it (no "Kansas City, chicagoMO")', async () => {
    const page = await openLanding(viewport);
    const from = field(page, 'Moving From');
    await from.click();
    await from.pressSequentially('kcmo');
    await page.getByRole('listbox', { name: 'Moving From suggestions' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await expect.poll(() => from.inputValue()).toBe('Kansas City, MO');
    await from.click();
    await page.keyboard.type('chicago');
    expect(await from.inputValue()).toBe('chicago');
    await page.getByRole('listbox', { name: 'Moving From suggestions' }).waitFor({ state: 'visible' });
    await page.screenshot({ path: `${SHOTS}/replace-${viewport}.png` });
    await page.context().close();
  });

  it('issue 27 "Coupons": a refused coupon keeps what was typed in its field, with the message next to it, and the price does not change', async () => {
    const page = await openLanding(viewport);
    try {
      await pickPlace(page, 'Moving From', 'kcmo', /Kansas City, MO/);
      await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
      await page.getByLabel('When?').selectOption({ label: 'Within 1 month' });
      await page.getByLabel('Size?').selectOption({ label: '3 bedroom' });
      await page.getByRole('button', { name: 'Get a quote' }).click();
      await page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);
      const total = page.getByTestId('quote-total');
      await expect.poll(() => total.count()).toBe(1);
      const before = await words(total);

      const code = page.getByRole('textbox', { name: 'Coupon code' });
      await code.fill('freemove');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      const status = page.getByTestId('coupon-status');
      await expect.poll(() => words(status)).toBe('Coupon code FREEMOVE is not recognized.');
      // What was typed is still there to correct, marked invalid and described by the message.
      expect(await code.inputValue()).toBe('freemove');
      expect(await code.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await code.getAttribute('aria-describedby')) ?? '-';
      expect(await status.getAttribute('id')).toBe(describedBy);
      // Next to it: the message starts just under the field, as wide a column as the field's.
      await code.scrollIntoViewIfNeeded();
      const box = await code.boundingBox();
      const said = await status.boundingBox();
      if (!box || !said) throw new Error('the coupon field or its message is not on screen');
      expect(said.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
      expect(said.y - (box.y + box.height)).toBeLessThan(48);
      expect(Math.abs(said.x - box.x)).toBeLessThan(48);
      expect(await words(total)).toBe(before);
      expect(await noHorizontalScroll(page)).toBe(true);
      // The field and its message in the middle of the screen, for the screenshot.
      await status.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/coupon-refused-${viewport}.png` });
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('issue 27 "Delivery dates" and "Layout": on step 2 ("Dates") every choice is a card, and choosing guaranteed delivery keeps the free estimated window\'s dates beside it as the alternative', async () => {
    const context = await newContext(product.browser, viewport);
    try {
      const page = await context.newPage();
      await newcomerToScheduleStep(page, product.server.url, product.db, `dates-${viewport}@example.com`);
      const delivery = page.getByRole('group', { name: 'Guaranteed delivery' });
      await expect.poll(() => delivery.count()).toBe(1);

      // Cards: every pickup, window and delivery choice is a bordered box of its own, the radio at its start.
      const cards = page.locator('.schedule-pickup, .schedule-window, .guaranteed-options').locator('label');
      const count = await cards.count();
      expect(count).toBeGreaterThan(3);
      const looks = await cards.evaluateAll((labels) =>
        labels.map((label) => {
          const style = getComputedStyle(label);
          const box = label.getBoundingClientRect();
          const radio = label.querySelector('input[type="radio"]')?.getBoundingClientRect();
          return {
            text: (label.textContent ?? '').trim(),
            bordered: style.borderTopStyle !== 'none' && Number.parseFloat(style.borderTopWidth) >= 1,
            block: style.display === 'flex' || style.display === 'block' || style.display === 'grid',
            radioAtStart: radio !== undefined && radio.left - box.left < 32,
            top: box.top,
            bottom: box.bottom,
          };
        }),
      );
      for (const look of looks) {
        expect({
          choice: look.text,
          bordered: look.bordered,
          block: look.block,
          radioAtStart: look.radioAtStart,
        }).toEqual({ choice: look.text, bordered: true, block: true, radioAtStart: true });
      }
      // One below the other, never two choices run together on a line of text.
      for (let i = 1; i < looks.length; i++) {
        expect(looks[i]?.top ?? 0).toBeGreaterThanOrEqual((looks[i - 1]?.bottom ?? 0) - 1);
      }

      // The free estimated window, as the step offers it.
      const estimated = await words(delivery.getByTestId('estimated-alternative'));
      expect(estimated).toMatch(/^\d\d\/\d\d\/\d{4} - \d\d\/\d\d\/\d{4}$/);
      const guaranteed = delivery.getByRole('radio').nth(1);
      await guaranteed.check();
      await expect.poll(() => guaranteed.isChecked()).toBe(true);
      // The guaranteed date is said, and beside it the free window's same dates as the alternative.
      const said = page.getByTestId('delivery-window');
      await expect.poll(() => words(said)).toMatch(/^Guaranteed delivery by \d\d\/\d\d\/\d{4}/);
      expect(await words(page.getByTestId('delivery-window-alternative'))).toBe(
        `(or free estimated delivery ${estimated})`,
      );
      await expect.poll(() => said.isVisible()).toBe(true);
      // The free choice keeps its dates too, and can be chosen back.
      expect(await words(delivery.getByTestId('estimated-alternative'))).toBe(estimated);
      expect(await noHorizontalScroll(page)).toBe(true);
      await said.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/dates-guaranteed-${viewport}.png` });
      await fullShot(page, `dates-step-${viewport}`);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('issue 27 "Choices that stick": guaranteed delivery chosen on step 2 ("Dates") is priced at once (its fee in the total, its date the promise), stays on the payment step and is what is booked', async () => {
    const context = await newContext(product.browser, viewport);
    try {
      const page = await context.newPage();
      await newcomerToScheduleStep(page, product.server.url, product.db, `guarantee-${viewport}@example.com`);
      const delivery = page.getByRole('group', { name: 'Guaranteed delivery' });
      await expect.poll(() => delivery.getByRole('radio').count()).toBeGreaterThan(1);
      const panel = page.getByRole('complementary', { name: 'Your price' });
      const total = panel.getByTestId('reservation-total');
      await expect.poll(() => total.count()).toBe(1);
      const before = cents(await total.textContent());

      // The first guaranteed choice as its card says it: '+$150 - Guaranteed 3 Business Days', 'delivered by …'.
      const card = delivery.locator('label').nth(1);
      const fee = Math.round(Number(/^\+\$([\d,]+)/.exec(await words(card))?.[1]?.replace(',', '')) * 100);
      expect(fee).toBeGreaterThan(0);
      await card.getByRole('radio').check();
      const promise = page.getByTestId('delivery-window');
      await expect.poll(() => words(promise)).toMatch(/^Guaranteed delivery by \d\d\/\d\d\/\d{4}/);
      const by = /^Guaranteed delivery by (\d\d\/\d\d\/\d{4})/.exec(await words(promise))?.[1] ?? '-';
      // The price beside the choice: the fee in its total and the same promise, no other delivery dates.
      const priced = async () => ({ total: cents(await total.textContent()), text: await words(panel) });
      await expect.poll(priced).toMatchObject({ total: before + fee });
      expect((await priced()).text).toContain(`Guaranteed delivery by ${by}`);
      expect((await priced()).text).not.toContain('Free estimated delivery');
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/guarantee-priced-${viewport}.png` });

      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/reservation\/\d+\/payment/);
      await expect.poll(() => page.getByRole('button', { name: 'Book my move' }).count()).toBeGreaterThan(0);
      await expect.poll(priced).toMatchObject({ total: before + fee });
      expect((await priced()).text).toContain(`Guaranteed delivery by ${by}`);

      await fillCard(page, APPROVED_CARD);
      await bookAndSeeDashboard(page);
      const booked = page.getByTestId('dashboard-total');
      await expect.poll(() => booked.count()).toBeGreaterThan(0);
      expect(cents(await booked.first().textContent())).toBe(before + fee);
      expect(await words(page.locator('.price-breakdown').first())).toContain(`Guaranteed delivery by ${by}`);
      await fullShot(page, `guarantee-booked-${viewport}`);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('issue 27 "Choices that stick": an approved Affirm loan survives a reload of the payment step (the approval and Book my move, not "Apply with Affirm (SANDBOX)" again)', async () => {
    const context = await newContext(product.browser, viewport);
    try {
      const page = await context.newPage();
      await newcomerAtPaymentStepOverApi(
        page,
        product.server.url,
        product.db,
        `affirm-${viewport}@example.com`,
      );
      await page.getByRole('radio', { name: /^Affirm: pay over time/ }).check();
      const apply = page.getByRole('button', { name: 'Apply with Affirm (SANDBOX)' });
      await expect.poll(() => apply.count()).toBe(1);
      const popupOpened = page.waitForEvent('popup');
      await apply.click();
      await approveInPopup(await popupOpened);
      const approved = page.getByText(/^Affirm approved \$[\d,]+\.\d\d/);
      await expect.poll(() => approved.count()).toBe(1);
      const approval = await words(approved);

      await page.reload();
      await expect.poll(() => page.getByText(/^Affirm approved \$/).count()).toBe(1);
      expect(await words(page.getByText(/^Affirm approved \$/))).toBe(approval);
      expect(await page.getByRole('radio', { name: /^Affirm: pay over time/ }).isChecked()).toBe(true);
      expect(await page.getByRole('button', { name: 'Book my move' }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: 'Apply with Affirm (SANDBOX)' }).count()).toBe(0);
      await fullShot(page, `affirm-reloaded-${viewport}`);
    } finally {
      await context.close();
    }
  }, 240_000);

  describe('a booked move', () => {
    let context: BrowserContext | undefined;
    let booking: Promise<BookedMove> | undefined;
    /**
     * The move these tests share, booked by the first of them that runs (expect.poll, which booking waits with,
     * runs only inside a test): a newcomer's Kansas City to Denver move with a paid two-hour drop-off window.
     * Each test reads the move as it is when it starts, so any one of them runs alone too.
     */
    const booked = (): Promise<BookedMove> => {
      booking ??= (async () => {
        context = await newContext(product.browser, viewport);
        const page = await context.newPage();
        const id = await newcomerBooksMove(
          page,
          product.server.url,
          product.db,
          `booked-${viewport}@example.com`,
          {
            window: /^Two-hour window \d/,
          },
        );
        return { page, id };
      })();
      return booking;
    };
    afterAll(() => context?.close());

    it('issue 27 "Wording": the two-hour drop-off window is named with its times, and the Drop-off tab points to Change my move instead of telling the customer to call', async () => {
      const { page, id } = await booked();
      const spotAppointment = (await storedMove(page, id)).Details.Reservation.SpotAppointment;
      expect(spotAppointment.AppointmentWindow).toBe('TwoHourWindow');
      await page.goto(`${product.server.url}/dashboard`);
      const total = page.getByTestId('dashboard-total');
      await expect.poll(() => total.count()).toBeGreaterThan(0);
      const lines = (await page.locator('.price-breakdown tr').allTextContents()).map((l) =>
        l.replace(/\s+/g, ' ').trim(),
      );
      const spot = lines.find((l) => l.startsWith('Guaranteed Spot Appointment'));
      // '10:00 AM-12:00 PM CT', from the stored window ('1000-1200').
      const [early, late] = [spotAppointment.EarlyTime, spotAppointment.LateTime].map(
        (t) => `${Number(t.slice(0, 2)) % 12 || 12}:${t.slice(2)}`,
      );
      expect(spot).toMatch(
        new RegExp(`^Guaranteed Spot Appointment: ${early}( [AP]M)?-${late} [AP]M [A-Z]{2,4}\\b`),
      );
      // Nowhere only the window's kind ("Guaranteed Spot Appointment (Two-Hour Window)").
      expect(await page.getByText('Guaranteed Spot Appointment (Two-Hour Window)').count()).toBe(0);
      // The move's facts name the same window in the same words ('10:00 AM-12:00 PM CT (two-hour window)').
      const window = /^Guaranteed Spot Appointment: (.+? [A-Z]{1,3}T)\b/.exec(spot ?? '')?.[1] ?? 'none';
      expect(await words(page.getByTestId('dashboard-appointment'))).toContain(`${window} (two-hour window)`);
      await fullShot(page, `booked-dashboard-${viewport}`);

      await page.getByRole('tab', { name: /^Drop-off/ }).click();
      const help = page.getByTestId('milestone-help');
      await expect.poll(() => help.count()).toBe(1);
      const text = await words(help);
      expect(text).toContain('Change the drop-off date or window online with Change my move');
      expect(text).not.toMatch(/To change the drop-off date or window, call us/);
      // "below": the tab's own link to Change my move.
      const link = page.getByTestId('milestone-change-move').getByRole('link', { name: 'Change my move' });
      expect(await link.getAttribute('href')).toBe(`/dashboard/change/${id}`);
      await help.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/drop-off-tab-${viewport}.png` });
    }, 120_000);

    it('issue 27 "Saved changes are reported in full": a new drop-off date with guaranteed delivery saved from Change my move, and "Your edits have been saved." lists both changes, guaranteed delivery included', async () => {
      const { page, id } = await booked();
      const before = await storedMove(page, id);
      const was = before.Details.Reservation.MoveDate;
      await openChangeSection(page, id, 'Drop-off date, pickup and appointment');
      const dates = page.locator('.spot-date-grid input[type="radio"]');
      await expect.poll(() => dates.count()).toBeGreaterThan(0);
      const values = await dates.evaluateAll((inputs) =>
        (inputs as HTMLInputElement[]).filter((i) => !i.disabled).map((i) => i.value),
      );
      const chosen = values.find((v) => v > was);
      if (!chosen) throw new Error(`no bookable date after ${was}: ${values.join(' ')}`);
      await page.locator(`.spot-date-grid input[value="${chosen}"]`).check();
      // A new date asks for its window again: the same paid two-hour window's kind, the first offered.
      const windows = page.getByTestId('appointment-window').filter({ hasText: /^Two-hour window \d/ });
      await expect.poll(() => windows.count()).toBeGreaterThan(0);
      await windows.first().getByRole('radio').check();
      const delivery = page.getByRole('group', { name: 'Guaranteed delivery' });
      await expect.poll(() => delivery.getByRole('radio').count()).toBeGreaterThan(1);
      await delivery.getByRole('radio').nth(1).check();
      await fullShot(page, `change-chosen-${viewport}`);

      const notice = await previewAndConfirm(page);
      expect(await words(notice.locator('p').first())).toBe('Your edits have been saved.');
      const listed = (await notice.getByRole('listitem').allTextContents()).map((l) => l.trim());
      const [y, m, d] = chosen.split('-');
      const [wy, wm, wd] = was.split('-');
      expect(listed).toContain(`Drop-off date: ${wm}/${wd}/${wy} → ${m}/${d}/${y}`);
      expect(
        listed.filter((l) =>
          /^Guaranteed delivery: free estimated delivery → guaranteed in \d+ business days$/.test(l),
        ),
      ).toHaveLength(1);
      // The lines are what the server saved.
      const after = await storedMove(page, id);
      expect(after.Revision).toBe(before.Revision + 1);
      expect(after.Details.Reservation.MoveDate).toBe(chosen);
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/edits-saved-${viewport}.png` });
    }, 120_000);

    it('issue 27 "Addresses the customer gave": Change my move shows the booked ZIP, refuses one in another service area with the call-us line (nothing saved), and saves one in the same service area, which the dashboard then shows', async () => {
      const { page, id } = await booked();
      await openChangeSection(page, id, 'Addresses');
      const delivery = page.getByRole('group', { name: 'Delivery address' });
      const zip = delivery.getByLabel('ZIP code');
      await expect.poll(() => zip.inputValue()).toBe('80202');
      expect(
        await page.getByRole('group', { name: 'Pickup address' }).getByLabel('ZIP code').inputValue(),
      ).toBe('64105');
      const before = await storedMove(page, id);

      // Colorado Springs: another service area than Denver.
      await zip.fill('80903');
      await page.getByRole('button', { name: 'See the new price' }).click();
      // What is wrong and what to do, in sentences (never the wire's '|' between two messages).
      const problem = page.getByTestId('change-move-problem');
      await expect.poll(() => problem.count()).toBe(1);
      expect(await words(problem)).toBe(
        '80903 is in Colorado Springs, CO, in another service area than Denver, CO, where this quote was priced. ' +
          'A booked move cannot change service area online. Please call us, and we will move it for you.',
      );
      expect(await page.getByTestId('change-move-preview').count()).toBe(0);
      const unchanged = await storedMove(page, id);
      expect(unchanged.Revision).toBe(before.Revision);
      expect(unchanged.Details.Destination.ZIP).toBe('80202');
      await problem.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/zip-refused-${viewport}.png` });

      // Another Denver ZIP: saved, and the dashboard shows it.
      await zip.fill('80205');
      const notice = await previewAndConfirm(page);
      expect(await words(notice.locator('p').first())).toBe('Your edits have been saved.');
      const after = await storedMove(page, id);
      expect(after.Revision).toBe(before.Revision + 1);
      expect(after.Details.Destination.ZIP).toBe('80205');
      await expect.poll(async () => (await words(page.locator('body'))).includes('1600 Broadway')).toBe(true);
      await expect
        .poll(async () => /1600 Broadway.*80205/.test(await words(page.locator('body'))))
        .toBe(true);
      await fullShot(page, `zip-saved-${viewport}`);
    }, 120_000);
  });
});
