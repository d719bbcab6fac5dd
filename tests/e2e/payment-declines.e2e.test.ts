/**
 * Issue 12 decline paths, in real Chromium against the real server, at desktop and phone widths: a card
 * declined at booking (the sandbox card processor's decline numbers), PayPal cancelled on its SANDBOX page
 * and PayPal's INSTRUMENT_DECLINED funding source, Affirm declined or closed in its SANDBOX pop-up, and an
 * approved Affirm loan cancelled through the §2 cancel-loan modal. Each time the page says what failed in
 * the product's own words (imported, not copied), nothing is booked, and another way to pay still books the
 * move. Screenshots of each message go to test-artifacts/e2e.
 *
 * The server runs on a throwaway schema of the machine's PostgreSQL, so the test can read the emailed
 * sign-up code and add the staff member who sends a move to Transit (where PayPal authorizes).
 *
 * Each newcomer reaches the payment step over the HTTP API the screens use (quote, sign-up, location and
 * schedule steps: support/booked-over-api.ts), since those screens are reservation.e2e.test.ts's subject; what
 * is paid, and how, is done on the page (issue 29).
 */

import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_AFFIRM_TEXT } from '../../adapters/http/server/routes/sandbox-affirm';
import { PaymentsText } from '../../adapters/react-ui/features/dashboard/dashboard-payments';
import { PAYMENT_TEXT } from '../../adapters/react-ui/features/reservation/payment-step/payment-text';
import { AFFIRM_MESSAGES } from '../../domain/payment/affirm';
import { CARD_RESULT_TEXT, DECLINE_MESSAGES } from '../../domain/payment/card-results';
import { PAYPAL_FUNDING_SOURCE_LABELS, PAYPAL_ISSUE_MESSAGES } from '../../domain/payment/paypal';
import { newcomerAtPaymentStepOverApi } from './support/booked-over-api';
import { newContext, type VIEWPORTS } from './support/browser';
import { noSeriousViolations } from './support/page-checks';
import { type BookingProduct, startBookingProduct } from './support/product';
import { approveInPopup, bookAndSeeDashboard, fillCard, isBooked } from './support/reservation-flow';
import { type StaffDesk, staffDesk } from './support/staff-desk';

const ARTIFACTS = 'test-artifacts/e2e';
mkdirSync(ARTIFACTS, { recursive: true });

let product: BookingProduct;
let server: BookingProduct['server'];
let browser: BookingProduct['browser'];
let db: BookingProduct['db'];
let staff: StaffDesk;

beforeAll(async () => {
  product = await startBookingProduct('e2e_declines');
  ({ server, browser, db } = product);
  staff = await staffDesk(server.url, db, {
    email: 'declines-desk@example.com',
    password: 'Rainy pier lantern 58!',
  });
});
afterAll(() => product?.stop());

type Viewport = keyof typeof VIEWPORTS;
const BOTH: Viewport[] = ['desktop', 'phone'];
const email = (what: string, viewport: Viewport) => `${what}-${viewport}-${Date.now()}@example.com`;

const methodRadio = (page: Page, name: RegExp) => page.getByRole('radio', { name });
/** The payment step's alert (a refusal, a decline): its text once it is shown. */
const problem = (page: Page) => page.locator('.payment-step .card-outcome-problem[role="alert"]');

/** How often `text` is on the page (a message said twice is a message badly said). */
const timesShown = (page: Page, text: string) => page.getByText(text, { exact: false }).count();

/** What the customer sees with `message` scrolled into view, as test-artifacts/e2e/declines-{name}-{viewport}.png. */
async function shot(page: Page, message: Locator, name: string, viewport: Viewport): Promise<void> {
  await message.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/declines-${name}-${viewport}.png` });
}

describe.each(BOTH)('issue 12 decline paths on a %s', (viewport) => {
  it('a card the processor declines (4000 0000 0000 9995, insufficient funds) says why once, books nothing, and a good card then books the move (§3 CardDeclined)', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerAtPaymentStepOverApi(page, server.url, db, email('card-declined', viewport));

    for (const [number, reason] of [
      ['4000 0000 0000 0002', 'generic_decline'],
      ['4000 0000 0000 9995', 'insufficient_funds'],
    ] as const) {
      await fillCard(page, number);
      await page.getByRole('button', { name: PAYMENT_TEXT.book }).click();
      await expect
        .poll(() => problem(page).textContent())
        .toBe(`${DECLINE_MESSAGES[reason]}${CARD_RESULT_TEXT.CardDeclined.wayForward}`);
      // The reason is said once, not again under the card number.
      expect(await timesShown(page, DECLINE_MESSAGES[reason])).toBe(1);
      expect(page.url()).toMatch(/\/reservation\/\d+\/payment/);
      expect(await isBooked(page, id)).toBe(false);
    }
    await noSeriousViolations(page, 'payment, card declined');
    await shot(page, problem(page), 'card', viewport);

    await fillCard(page, '4242 4242 4242 4242');
    await bookAndSeeDashboard(page);
    expect(await isBooked(page, id)).toBe(true);
    await context.close();
  }, 240_000);

  it('PayPal cancelled on its SANDBOX page: back on the payment step with the cancelled message, then a card books the move', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerAtPaymentStepOverApi(page, server.url, db, email('paypal-cancel', viewport));
    await methodRadio(page, /^PayPal/).check();
    await page.getByRole('button', { name: PAYMENT_TEXT.paypalGo }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Approve your payment to/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel and return' }).click();

    await page.waitForURL(/\/reservation\/\d+\/payment\?/);
    await expect.poll(() => problem(page).textContent()).toBe(PAYMENT_TEXT.paypalCancelled);
    expect(await timesShown(page, PAYMENT_TEXT.paypalCancelled)).toBe(1);
    expect(await page.getByRole('button', { name: PAYMENT_TEXT.paypalGo }).count()).toBe(1);
    expect(await isBooked(page, id)).toBe(false);
    await noSeriousViolations(page, 'payment, PayPal cancelled');
    await shot(page, problem(page), 'paypal-cancelled', viewport);

    await methodRadio(page, /^Card/).check();
    await fillCard(page, '4242 4242 4242 4242');
    await bookAndSeeDashboard(page);
    expect(await isBooked(page, id)).toBe(true);
    await context.close();
  }, 240_000);

  it("PayPal INSTRUMENT_DECLINED: the funding source PayPal declines is refused when PayPal authorizes (at Transit); the dashboard and PayPal's page say so, and the PayPal balance then pays", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerAtPaymentStepOverApi(page, server.url, db, email('paypal-declined', viewport));
    await methodRadio(page, /^PayPal/).check();
    await page.getByRole('button', { name: PAYMENT_TEXT.paypalGo }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Approve your payment to/ }).count()).toBe(1);
    const approvePage = page.url();
    await page.getByLabel(PAYPAL_FUNDING_SOURCE_LABELS.SANDBOX_VISA_0002).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/reservation\/\d+\/payment\?/);
    await expect.poll(() => page.getByText(PAYMENT_TEXT.paypalApproved).count()).toBe(1);
    // Nothing is authorized at booking (payments.md: PayPal honours an authorization 3 days only).
    await bookAndSeeDashboard(page);

    const charge = await staff.transit(id);
    expect(charge.Result).toBe('Failed');
    expect(charge.Payments.PaymentInfoRequired).toBe(true);
    expect(charge.Payments.Captured).toBe(0);

    await page.reload();
    const notice = page.getByTestId('payment-declined');
    await expect.poll(() => notice.count()).toBe(1);
    const said = await notice.textContent();
    expect(said).toContain(PaymentsText.declinedTitle);
    expect(said).toContain('PayPal');
    expect(said).toContain(PAYPAL_ISSUE_MESSAGES.INSTRUMENT_DECLINED);
    await noSeriousViolations(page, 'dashboard, PayPal declined');
    await shot(page, notice, 'paypal-declined-dashboard', viewport);

    // PayPal's page asks for another funding source, the declined one no longer chosen.
    await page.goto(approvePage);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.textContent()).toBe(
      `PayPal declined ${PAYPAL_FUNDING_SOURCE_LABELS.SANDBOX_VISA_0002}. Please choose another way to pay.`,
    );
    expect(await page.getByLabel(PAYPAL_FUNDING_SOURCE_LABELS.SANDBOX_PAYPAL_BALANCE).isChecked()).toBe(true);
    await noSeriousViolations(page, 'PayPal sandbox, declined source');
    await shot(page, alert, 'paypal-declined-sandbox', viewport);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/api/sandbox/paypal'));

    const again = await staff.transit(id);
    expect(again.Result).toBe('Charged');
    const payments = await staff.payments(id);
    expect(payments.Ledger.filter((r) => r.Kind === 'Capture')).toHaveLength(1);
    expect(payments.Captured).toBe(payments.TotalPrice);
    expect(payments.PaymentInfoRequired).toBe(false);
    await context.close();
  }, 240_000);

  it('Affirm declined in the SANDBOX pop-up: the page shows the §4 Failure with what to do, and a card then books the move', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerAtPaymentStepOverApi(page, server.url, db, email('affirm-declined', viewport));
    await methodRadio(page, /^Affirm: pay over time/).check();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: PAYMENT_TEXT.affirmGo }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: SANDBOX_AFFIRM_TEXT.decline }).click();
    await expect.poll(() => popup.getByRole('heading', { name: AFFIRM_MESSAGES.declined }).count()).toBe(1);

    await expect
      .poll(() => problem(page).textContent())
      .toBe(`${AFFIRM_MESSAGES.declined}${PAYMENT_TEXT.affirmDeclinedWayForward}`);
    expect(await isBooked(page, id)).toBe(false);
    await popup.close();
    await noSeriousViolations(page, 'payment, Affirm declined');
    await shot(page, problem(page), 'affirm-declined', viewport);

    await methodRadio(page, /^Card/).check();
    await fillCard(page, '4242 4242 4242 4242');
    await bookAndSeeDashboard(page);
    await context.close();
  }, 240_000);

  it('Affirm pop-up closed before deciding (its own Close, or the window closed): §4 HasNotApplied, and applying again gets the loan', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerAtPaymentStepOverApi(page, server.url, db, email('affirm-closed', viewport));
    await methodRadio(page, /^Affirm: pay over time/).check();
    const notApplied = `${PAYMENT_TEXT.affirmNotApplied}${PAYMENT_TEXT.affirmNotAppliedWayForward}`;

    // The browser's own close: the page notices the window is gone.
    let popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: PAYMENT_TEXT.affirmGo }).click();
    let popup = await popupOpened;
    await expect.poll(() => popup.getByRole('button', { name: SANDBOX_AFFIRM_TEXT.close }).count()).toBe(1);
    await popup.close();
    await expect.poll(() => problem(page).textContent()).toBe(notApplied);
    await noSeriousViolations(page, 'payment, Affirm closed');
    await shot(page, problem(page), 'affirm-closed', viewport);

    // The application's Close: the pop-up says so to the page and closes itself.
    popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: PAYMENT_TEXT.affirmAgain }).click();
    popup = await popupOpened;
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: SANDBOX_AFFIRM_TEXT.close }).click();
    await closed;
    await expect.poll(() => problem(page).textContent()).toBe(notApplied);
    expect(await isBooked(page, id)).toBe(false);

    popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: PAYMENT_TEXT.affirmAgain }).click();
    popup = await popupOpened;
    await approveInPopup(popup);
    await expect.poll(() => page.getByText(/^Affirm approved \$/).count()).toBe(1);
    await bookAndSeeDashboard(page);
    await context.close();
  }, 240_000);

  it('an approved Affirm loan cancelled before booking: the §2 cancel-loan modal asks first, then POST affirm/cancel cancels it and the page offers the ways to pay again', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerAtPaymentStepOverApi(page, server.url, db, email('affirm-cancel', viewport));
    await methodRadio(page, /^Affirm: pay over time/).check();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: PAYMENT_TEXT.affirmGo }).click();
    const popup = await popupOpened;
    await approveInPopup(popup);
    await expect.poll(() => page.getByText(/^Affirm approved \$/).count()).toBe(1);

    const cancels: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/affirm/cancel')) cancels.push(request.postData() ?? '');
    });
    const dialog = page.getByRole('dialog', { name: PAYMENT_TEXT.cancelTitle });
    // Asked first: "Keep my loan" keeps it, and nothing was sent.
    await page.getByRole('button', { name: PAYMENT_TEXT.cancelLoan }).click();
    await expect.poll(() => dialog.count()).toBe(1);
    await noSeriousViolations(page, 'payment, cancel-loan modal');
    await shot(page, dialog, 'affirm-cancel-modal', viewport);
    await dialog.getByRole('button', { name: PAYMENT_TEXT.cancelKeep }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(cancels).toEqual([]);
    expect(await page.getByText(/^Affirm approved \$/).count()).toBe(1);

    await page.getByRole('button', { name: PAYMENT_TEXT.cancelLoan }).click();
    const cancelled = page.waitForResponse((r) => r.url().endsWith('/api/affirm/cancel'));
    await dialog.getByRole('button', { name: PAYMENT_TEXT.cancelConfirm }).click();
    const answer = await cancelled;
    expect(answer.status()).toBe(200);
    const { checkoutId } = (await answer.json()) as { checkoutId: string };
    await expect.poll(() => page.getByText(PAYMENT_TEXT.affirmCancelled).count()).toBe(1);
    expect(await dialog.count()).toBe(0);
    expect(cancels).toHaveLength(1);
    await shot(page, page.getByText(PAYMENT_TEXT.affirmCancelled), 'affirm-cancelled', viewport);

    // The API agrees: the loan is cancelled and cannot book the move.
    const checkout = await page.request.get(
      new URL(`/api/moves/${id}/affirm/checkouts/${checkoutId}`, page.url()).href,
    );
    expect(checkout.status()).toBe(200);
    expect(await checkout.json()).toMatchObject({
      CancellationState: 'HasCancelled',
      LoanStatus: 'Cancelled',
      ReservePaymentMethod: null,
    });

    // Back to the choice of how to pay: a card books the move.
    await methodRadio(page, /^Card/).check();
    await fillCard(page, '4242 4242 4242 4242');
    await bookAndSeeDashboard(page);
    expect(await isBooked(page, id)).toBe(true);
    await context.close();
  }, 240_000);
});
