/**
 * Issue 12 payments, in real Chromium against the real server, as a customer would pay: a card charged
 * once when staff move the shipment to Transit (the dashboard's receipt), PayPal approved on its SANDBOX
 * page, an Affirm loan approved in its SANDBOX pop-up, the same loan when the browser blocks the pop-up
 * (the full-page way), and a card declined at Transit (the dashboard's declined notice, then a new card
 * on the payment input page and the success page; and a new card declined again there). axe finds no
 * serious violation on the payment step's states, the dashboard or the payment pages.
 *
 * The server runs on a throwaway schema of the machine's PostgreSQL, so the test can read the emailed
 * sign-up code and add the staff member who sends the move to Transit (POST /api/staff/moves/{id}/transit,
 * until the shipment lifecycle does).
 *
 * Each newcomer reaches the payment step over the HTTP API the screens use (quote, sign-up, location and
 * schedule steps: support/booked-over-api.ts), since those screens are reservation.e2e.test.ts's subject; what
 * is paid, and how, is done on the page (issue 29).
 */

import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomerAtPaymentStepOverApi } from './support/booked-over-api';
import { newContext, type VIEWPORTS } from './support/browser';
import { noSeriousViolations } from './support/page-checks';
import { type BookingProduct, cents, startBookingProduct } from './support/product';
import { approveInPopup, bookAndSeeDashboard, fillCard } from './support/reservation-flow';
import { type StaffDesk, staffDesk } from './support/staff-desk';

const ARTIFACTS = 'test-artifacts/e2e';
mkdirSync(ARTIFACTS, { recursive: true });
const STAFF = { email: 'transit-desk@example.com', password: 'Quiet harbour lamp 43!' };

let product: BookingProduct;
let server: BookingProduct['server'];
let browser: BookingProduct['browser'];
let db: BookingProduct['db'];
let staff: StaffDesk;

beforeAll(async () => {
  product = await startBookingProduct('e2e_pay');
  ({ server, browser, db } = product);
  staff = await staffDesk(server.url, db, STAFF);
});
afterAll(() => product?.stop());

const transit = (id: number) => staff.transit(id);
const staffPayments = (id: number) => staff.payments(id);

const methodRadio = (page: Page, name: RegExp) => page.getByRole('radio', { name });

type Viewport = keyof typeof VIEWPORTS;
const BOTH: Viewport[] = ['desktop', 'phone'];
const email = (what: string, viewport: Viewport) => `${what}-${viewport}-${Date.now()}@example.com`;

describe.each(BOTH)('issue 12 payments on a %s', (viewport) => {
  it('a card (4242) is charged exactly once at Transit, however often staff send it, and the dashboard shows the receipt (§3 InvoiceAmountDue)', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerAtPaymentStepOverApi(page, server.url, db, email('card', viewport));
    await noSeriousViolations(page, 'payment, card');
    await fillCard(page, '4242 4242 4242 4242');
    await bookAndSeeDashboard(page);
    await expect.poll(() => page.getByTestId('nothing-charged').count()).toBe(1);

    const first = await transit(id);
    const again = await transit(id);
    expect(first.Result).toBe('Charged');
    // Sent again: paid in full, nothing more is charged.
    expect(['Charged', 'NothingDue']).toContain(again.Result);
    const payments = await staffPayments(id);
    expect(payments.Ledger.filter((r) => r.Kind === 'Capture')).toHaveLength(1);
    expect(payments.Captured).toBe(payments.TotalPrice);

    await page.reload();
    const charged = page.getByTestId('payments-charged');
    await expect
      .poll(async () => cents(await charged.textContent()))
      .toBe(Math.round(payments.TotalPrice * 100));
    expect(cents(await page.getByTestId('payments-total').textContent())).toBe(
      Math.round(payments.TotalPrice * 100),
    );
    expect(await page.getByText('Charged so far').count()).toBe(1);
    const receipts = page.getByTestId('receipts').locator('tbody tr');
    await expect.poll(() => receipts.count()).toBe(1);
    expect(await receipts.first().getAttribute('data-kind')).toBe('Capture');
    expect(await receipts.first().textContent()).toContain('Visa ending 4242');
    expect(cents(await page.getByTestId('payments-balance').textContent())).toBe(0);
    await noSeriousViolations(page, 'dashboard, charged');
    await page.screenshot({ path: `${ARTIFACTS}/payments-card-charged-${viewport}.png`, fullPage: true });
    await context.close();
  }, 240_000);

  it('PayPal: approved with the PayPal balance on the SANDBOX page, then Book my move books it', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await newcomerAtPaymentStepOverApi(page, server.url, db, email('paypal', viewport));
    await methodRadio(page, /^PayPal/).check();
    const go = page.getByRole('button', { name: 'Continue to PayPal (SANDBOX)' });
    await expect.poll(() => go.count()).toBe(1);
    await noSeriousViolations(page, 'payment, PayPal');
    await go.click();

    await expect.poll(() => page.getByRole('heading', { name: /Approve your payment to/ }).count()).toBe(1);
    await page.getByLabel('Sandbox PayPal balance').check();
    await page.getByRole('button', { name: 'Approve' }).click();

    await page.waitForURL(/\/reservation\/\d+\/payment/);
    await expect.poll(() => page.getByText('PayPal approved').count()).toBe(1);
    await noSeriousViolations(page, 'payment, PayPal approved');
    await bookAndSeeDashboard(page);
    await page.screenshot({ path: `${ARTIFACTS}/payments-paypal-${viewport}.png`, fullPage: true });
    await context.close();
  }, 240_000);

  it('Affirm: the loan approved in the SANDBOX pop-up, then Book my move books it (§4 AffirmLite)', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await newcomerAtPaymentStepOverApi(page, server.url, db, email('affirm', viewport));
    await methodRadio(page, /^Affirm: pay over time/).check();
    const apply = page.getByRole('button', { name: 'Apply with Affirm (SANDBOX)' });
    await expect.poll(() => apply.count()).toBe(1);
    await noSeriousViolations(page, 'payment, Affirm');

    const popupOpened = page.waitForEvent('popup');
    await apply.click();
    const popup = await popupOpened;
    // The pop-up tells the payment step and closes itself.
    await approveInPopup(popup);

    await expect.poll(() => page.getByText(/^Affirm approved \$/).count()).toBe(1);
    await noSeriousViolations(page, 'payment, Affirm approved');
    await bookAndSeeDashboard(page);
    await page.screenshot({ path: `${ARTIFACTS}/payments-affirm-${viewport}.png`, fullPage: true });
    await context.close();
  }, 240_000);

  it('Affirm with the pop-up blocked: the page says so, and "Continue to Affirm in this window" gets the loan (§4 PopupBlocker, AffirmVCN)', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    // A browser that blocks pop-ups: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await newcomerAtPaymentStepOverApi(page, server.url, db, email('affirm-blocked', viewport));
    await methodRadio(page, /^Affirm: pay over time/).check();
    await page.getByRole('button', { name: 'Apply with Affirm (SANDBOX)' }).click();

    await expect.poll(() => page.getByText('Your browser blocked the Affirm window').count()).toBe(1);
    await noSeriousViolations(page, 'payment, Affirm pop-up blocked');
    await page.getByRole('button', { name: 'Continue to Affirm in this window' }).click();

    // Approving sends the whole page back to the payment step with the checkout.
    await page.getByRole('button', { name: 'Approve my loan' }).click();
    await page.waitForURL(/\/reservation\/\d+\/payment/);
    await expect.poll(() => page.getByText(/^Affirm approved \$/).count()).toBe(1);
    await bookAndSeeDashboard(page);
    await context.close();
  }, 240_000);

  it('a card declined at Transit (4000 0000 0000 0341) charges nothing and the dashboard says what failed and what is due (§3 PaymentInfoRequired)', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerAtPaymentStepOverApi(page, server.url, db, email('declined', viewport));
    await fillCard(page, '4000 0000 0000 0341');
    await bookAndSeeDashboard(page);

    const charge = await transit(id);
    expect(charge.Result).toBe('Failed');
    expect(charge.Payments.PaymentInfoRequired).toBe(true);
    expect(charge.Payments.Captured).toBe(0);

    await page.reload();
    const notice = page.getByTestId('payment-declined');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('Your last payment was declined');
    expect(cents(await page.getByTestId('payments-charged').textContent())).toBe(0);
    await noSeriousViolations(page, 'dashboard, declined');
    await page.screenshot({ path: `${ARTIFACTS}/payments-declined-${viewport}.png`, fullPage: true });

    // The notice leads to the payment input page (§1): the move, what is due and why, a new card.
    await notice.getByRole('link', { name: 'Add a payment method and pay' }).click();
    await page.waitForURL(new RegExp(`/dashboard/payment/${id}$`));
    await page.getByRole('heading', { level: 1, name: 'Pay your balance' }).waitFor();
    expect(await page.title()).toBe('Pay your balance | Relomove');
    const due = await page.getByTestId('payment-due').textContent();
    expect(cents(due)).toBe(Math.round(charge.Payments.TotalPrice * 100));
    expect(await page.getByTestId('payment-why').textContent()).toContain('was declined');
    expect(await page.getByTestId('payment-on-file').textContent()).toBe('Visa ending 0341');
    await noSeriousViolations(page, 'payment input page');
    await page.screenshot({ path: `${ARTIFACTS}/payment-input-${viewport}.png`, fullPage: true });

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Save card and pay \$/ }).click();
    await page.waitForURL(new RegExp(`/dashboard/payment/${id}/success$`));
    await expect.poll(() => page.getByTestId('paid-amount').textContent()).toBe(due);
    expect(await page.getByTestId('paid-with').textContent()).toBe('Visa ending 4242');
    expect(await page.getByTestId('balance-now').textContent()).toBe('$0.00');
    expect(await page.title()).toBe('Payment received | Relomove');
    await noSeriousViolations(page, 'payment success page');
    await page.screenshot({ path: `${ARTIFACTS}/payment-success-${viewport}.png`, fullPage: true });
    // A reload shows the same, from the server.
    await page.reload();
    await expect.poll(() => page.getByTestId('paid-amount').textContent()).toBe(due);

    const ledger = await staffPayments(id);
    expect(ledger.Ledger.filter((r) => r.Kind === 'Capture')).toHaveLength(1);
    expect(ledger.PaymentInfoRequired).toBe(false);

    // Back on the dashboard: the receipt and nothing due.
    await page.getByRole('link', { name: 'Back to my move' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.getByTestId('payments-balance').textContent()).toBe('$0.00');
    expect(await page.getByTestId('payment-declined').count()).toBe(0);
    expect(await page.getByTestId('receipts').getByRole('row').count()).toBe(2);
    expect(cents(await page.getByTestId('payments-charged').textContent())).toBe(cents(due));
    await page.screenshot({
      path: `${ARTIFACTS}/payments-paid-after-decline-${viewport}.png`,
      fullPage: true,
    });
    await context.close();
  }, 240_000);

  it('on the payment input page a new card declined when charged (0341) is said so, nothing is charged, and another card pays', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerAtPaymentStepOverApi(page, server.url, db, email('declined-again', viewport));
    await fillCard(page, '4000 0000 0000 0341');
    await bookAndSeeDashboard(page);
    expect((await transit(id)).Result).toBe('Failed');

    await page.goto(`${server.url}/dashboard/payment/${id}`);
    await page.getByTestId('payment-due').waitFor();
    await fillCard(page, '4000 0000 0000 0341');
    await page.getByRole('button', { name: /^Save card and pay \$/ }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Your payment was declined');
    expect(await alert.textContent()).toContain('Your card was declined.');
    expect(await alert.textContent()).toContain('Nothing was charged. Please try another card.');
    // The alert has the focus, and the card number is empty for another card.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    expect((await staffPayments(id)).Captured).toBe(0);
    await noSeriousViolations(page, 'payment input page, declined');
    await page.screenshot({ path: `${ARTIFACTS}/payment-input-declined-${viewport}.png`, fullPage: true });

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Save card and pay \$/ }).click();
    await page.waitForURL(new RegExp(`/dashboard/payment/${id}/success$`));
    await expect.poll(() => page.getByTestId('balance-now').textContent()).toBe('$0.00');
    expect(await page.getByTestId('paid-with').textContent()).toBe('Visa ending 4242');
    await context.close();
  }, 240_000);
});
