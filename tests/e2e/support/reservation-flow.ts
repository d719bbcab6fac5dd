import type pg from 'pg';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SANDBOX_AFFIRM_TEXT } from '../../../adapters/http/server/routes/sandbox-affirm';
import { pickPlace } from './page-checks';

/**
 * The reservation steps a newcomer takes before paying (issue 11, as tests/e2e/reservation.e2e.test.ts
 * walks them with its own checks in between): the landing-page quote, Reserve this move, a new account
 * (the code from the sandbox mailer's outbox), the location step and the schedule step with the first
 * drop-off window offered. For browser tests of what comes after (issue 12 payments).
 */

export const NEWCOMER_PASSWORD = 'boxes-and-tape-2026';

/** The 6-digit sign-up code last emailed to `to`, read from the outbox the server writes. */
export async function emailedCode(db: pg.Client, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const rows = await db.query<{ text_body: string }>(
        'select text_body from outbox_emails where to_address = $1 order by id desc limit 1',
        [to],
      );
      code = /\b(\d{6})\b/.exec(rows.rows[0]?.text_body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Types a card into the payment step's card form, as a person would. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Name on card').fill('Casey Newcomer');
  await page.getByLabel('Expiration month').fill('12');
  await page.getByLabel('Expiration year').fill('2030');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Billing ZIP code').fill('64105');
}

/**
 * From the landing page to the payment step as a newcomer signing up with `email`: a Kansas City, MO to
 * Denver, CO quote, an account, the addresses and the first drop-off window offered. Answers the move's id (the
 * quote id in /reservation/{id}/payment).
 */
export async function newcomerToPaymentStep(
  page: Page,
  base: string,
  db: pg.Client,
  email: string,
): Promise<number> {
  await page.goto(base);
  await pickPlace(page, 'Moving From', 'kcmo', /Kansas City, MO/);
  await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
  await page.getByLabel('When?').selectOption({ label: 'Within 1 month' });
  await page.getByLabel('Size?').selectOption({ label: '3 bedroom' });
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);
  await page.getByRole('link', { name: 'Reserve this move' }).click();

  await expect.poll(() => page.getByRole('heading', { name: 'Your Relomove account' }).count()).toBe(1);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Phone number').fill('(816) 555-0100');
  await page.getByLabel('Password', { exact: true }).fill(NEWCOMER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Code').fill(await emailedCode(db, email));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  await expect.poll(() => page.getByRole('button', { name: 'Continue to schedule' }).count()).toBe(1);
  await page.getByLabel('Street address').first().fill('1 Main St');
  await page.getByLabel('Yes, I know the address').check();
  await page.getByLabel('Street address').nth(1).fill('1600 Broadway');
  await page.getByRole('button', { name: 'Continue to schedule' }).click();
  await page.waitForURL(/\/reservation\/\d+\/schedule/);

  // The first window still offered (a booked-out one is not shown, and earlier tests book windows).
  await page.getByTestId('appointment-window').first().getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/reservation\/\d+\/payment/);
  await expect.poll(() => page.getByRole('button', { name: 'Book my move' }).count()).toBeGreaterThan(0);
  const id = Number(/\/reservation\/(\d+)\/payment/.exec(page.url())?.[1]);
  expect(Number.isInteger(id)).toBe(true);
  return id;
}

/**
 * Presses Book my move and waits for the booked move on /dashboard; a newcomer's first visit shows the
 * welcome popup (issue 13, once per customer), which they close as a person would.
 */
export async function bookAndSeeDashboard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Book my move' }).click();
  await page.waitForURL(/\/dashboard$/);
  await expect.poll(() => page.getByText('Your move is booked').count()).toBe(1);
  await closeWelcomeIfShown(page);
}

/** Closes the dashboard's welcome popup when it shows (read once the move shows: they render together). */
export async function closeWelcomeIfShown(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Welcome to your move dashboard' });
  if ((await dialog.count()) > 0) await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/** Whether the signed-in customer's move `id` is booked (GET /api/contacts/me/links, with the page's session). */
export async function isBooked(page: Page, id: number): Promise<boolean> {
  const answer = await page.request.get(new URL('/api/contacts/me/links', page.url()).href);
  expect(answer.status()).toBe(200);
  const links = (await answer.json()) as { ContactQuoteRetrieve: { QuoteId: number; Reserved: boolean }[] };
  return links.ContactQuoteRetrieve.some((q) => q.QuoteId === id && q.Reserved);
}

/**
 * Presses "Approve my loan" in the Affirm SANDBOX pop-up, which tells the payment step and closes itself; the
 * close is listened for before the press, since it can come before the press's own wait ends.
 */
export async function approveInPopup(popup: Page): Promise<void> {
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: SANDBOX_AFFIRM_TEXT.approve }).click();
  await closed;
}
