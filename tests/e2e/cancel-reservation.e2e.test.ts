/**
 * Issue 13 "Cancel the reservation, with the fee shown first" (issue 12 "Cancellation"), in real Chromium
 * against the real server at desktop and phone widths: a newcomer books a move with the 4242 card, opens
 * "Cancel reservation" on /dashboard, reads what cancelling today costs, confirms, and sees the move
 * cancelled with no more cancel action; the dashboard and GET /api/moves/{id}/payments agree. axe finds no
 * serious violation on the dialog or the cancelled dashboard.
 *
 * The move is booked over the HTTP API the screens use (support/booked-over-api.ts: booking is
 * reservation.e2e.test.ts's subject) with a drop-off date 17 days or more after the server's day (TEST_NOW), so
 * the fee seen here is the Free tier; the $50 and $150 tiers are covered on the test clock
 * (tests/contract/move-money.contract.test.ts, cancel-reservation.real-api.test.tsx).
 */

import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomerBookedOverApi } from './support/booked-over-api';
import { newContext, type VIEWPORTS } from './support/browser';
import { noHorizontalScroll, noSeriousViolations } from './support/page-checks';
import { type BookingProduct, cents, startBookingProduct } from './support/product';

const ARTIFACTS = 'test-artifacts/e2e';
mkdirSync(ARTIFACTS, { recursive: true });

let product: BookingProduct;
let server: BookingProduct['server'];
let browser: BookingProduct['browser'];
let db: BookingProduct['db'];

beforeAll(async () => {
  product = await startBookingProduct('e2e_cancel');
  ({ server, browser, db } = product);
});
afterAll(() => product?.stop());

interface Payments {
  TotalPrice: number;
  Captured: number;
  Refunded: number;
  InvoiceAmountDue: number;
  Cancellation: { Cancellable: boolean; Fee?: number; FeeDescription?: string } | null;
}

/** GET /api/moves/{id}/payments as the signed-in customer (the page's own session). */
async function myPayments(page: Page, id: number): Promise<Payments> {
  const answer = await page.request.get(`${server.url}/api/moves/${id}/payments`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Payments;
}

type Viewport = keyof typeof VIEWPORTS;
const BOTH: Viewport[] = ['desktop', 'phone'];

describe.each(BOTH)('cancelling a reservation from the dashboard on a %s (issue 13)', (viewport) => {
  it('books a move, sees the fee of cancelling today before confirming, cancels it, and the dashboard and GET payments agree', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const id = await newcomerBookedOverApi(
      page,
      server.url,
      db,
      `cancel-${viewport}-${Date.now()}@example.com`,
    );
    // The milestone tabs outgrow a phone: their strip scrolls, never the page.
    await page.getByTestId('shipment-overview').waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);

    // What the server says cancelling today costs, and the page says the same before anything is sent.
    const before = await myPayments(page, id);
    expect(before.Cancellation?.Cancellable).toBe(true);
    const description = before.Cancellation?.FeeDescription ?? '';
    const action = page.getByRole('button', { name: 'Cancel reservation' });
    await expect.poll(() => action.count()).toBe(1);
    await action.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your reservation?' });
    await expect.poll(() => dialog.count()).toBe(1);
    const fee = await dialog.getByTestId('cancel-fee').textContent();
    expect(fee).toBe(
      before.Cancellation?.Fee === 0
        ? `Cancelling today is free: ${description.slice(description.indexOf(': ') + 2)}`
        : `Cancelling today costs ${description}`,
    );
    expect(await dialog.getByTestId('cancel-money').textContent()).toBe('Nothing will be charged.');
    await noSeriousViolations(page, 'cancel dialog');
    await page.screenshot({ path: `${ARTIFACTS}/cancel-dialog-${viewport}.png`, fullPage: false });

    await dialog.getByRole('button', { name: 'Cancel my reservation' }).click();
    await expect.poll(() => page.getByTestId('reservation-cancelled').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Your reservation is cancelled' }).count()).toBe(1);
    expect(await page.getByTestId('cancelled-fee').textContent()).toBe(description);
    await expect.poll(() => action.count()).toBe(0);
    expect(await page.getByText('Your move is booked').count()).toBe(0);

    // After a reload, too, the page and the server agree: cancelled, the fee (none here) and the refunds.
    await page.reload();
    await expect.poll(() => page.getByTestId('cancelled-fee-charged').count()).toBe(1);
    const after = await myPayments(page, id);
    expect(after.Cancellation).toBeNull();
    expect(after.TotalPrice).toBe(before.Cancellation?.Fee);
    expect(cents(await page.getByTestId('cancelled-fee-charged').textContent())).toBe(
      Math.round(after.Captured * 100),
    );
    expect(cents(await page.getByTestId('cancelled-refunded').textContent())).toBe(
      Math.round(after.Refunded * 100),
    );
    expect(after.InvoiceAmountDue).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel reservation' }).count()).toBe(0);
    const reservation = await page.request.get(`${server.url}/api/moves/${id}`);
    expect(
      ((await reservation.json()) as { reservation: { Details: { WebReservationFlag: string } } }).reservation
        .Details.WebReservationFlag,
    ).toBe('Cancelled');
    await noSeriousViolations(page, 'dashboard, cancelled');
    await page.screenshot({ path: `${ARTIFACTS}/cancel-cancelled-${viewport}.png`, fullPage: true });
    await context.close();
  }, 240_000);
});
