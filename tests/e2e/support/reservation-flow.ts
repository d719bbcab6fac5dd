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

/** What the newcomer changes on the quote view before reserving (the quote's own choice otherwise). */
export interface MoveChoices {
  /**
   * The ReloCube option card with these ends, as the card says them ('Terminal to Terminal'); the location
   * step then asks for a service center at each Terminal end (the nearest one, already chosen, is kept).
   */
  readonly relocubes?: `${'Door' | 'Terminal'} to ${'Door' | 'Terminal'}`;
  /** Ticks "Store it at the destination service center". */
  readonly storage?: boolean;
  /** Where the move starts, as typed and as the suggestion reads (Kansas City, MO unless told). */
  readonly from?: { readonly typed: string; readonly option: RegExp; readonly zip: string };
  /** Where the move goes, as typed and as the suggestion reads (Denver, CO unless told), and its ZIP. */
  readonly to?: { readonly typed: string; readonly option: RegExp; readonly zip: string };
  /** The drop-off window to choose, by its words ('One-hour window 9:00-10:00 AM CT'); the first offered unless told. */
  readonly window?: RegExp;
}

/**
 * From the landing page to the reservation's location step as a newcomer signing up with `email`: the quote
 * (with `choices` made and saved on the quote view), Reserve this move and a new account.
 */
export async function newcomerToLocationStep(
  page: Page,
  base: string,
  db: pg.Client,
  email: string,
  choices: MoveChoices = {},
): Promise<void> {
  await page.goto(base);
  await pickPlace(
    page,
    'Moving From',
    choices.from?.typed ?? 'kcmo',
    choices.from?.option ?? /Kansas City, MO/,
  );
  await pickPlace(page, 'Moving To', choices.to?.typed ?? 'Denver', choices.to?.option ?? /Denver, CO/);
  await page.getByLabel('When?').selectOption({ label: 'Within 1 month' });
  await page.getByLabel('Size?').selectOption({ label: '3 bedroom' });
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await page.waitForURL(/\/moving-quotes\/quoteview\?qId=/);
  if (choices.relocubes || choices.storage) {
    if (choices.relocubes) {
      const card = page
        .locator('.option-card')
        .filter({ hasText: /ReloCubes?/ })
        .filter({ hasText: choices.relocubes });
      await card.getByRole('radio').check();
    }
    if (choices.storage) {
      await page.getByRole('checkbox', { name: /Store it at the destination service center/ }).check();
    }
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Saved: "Reserve this move" is a link again (a button that asks to save first while changes are unsaved).
    await expect.poll(() => page.getByRole('link', { name: 'Reserve this move' }).count()).toBe(1);
  }
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
}

/**
 * From the landing page to the reservation's schedule step ("Dates") as a newcomer signing up with `email`: a
 * Kansas City, MO (or `choices.from`) to Denver, CO (or `choices.to`) quote (with `choices` made and saved on the
 * quote view), an account, and the addresses with their ZIPs (or the service centers).
 */
export async function newcomerToScheduleStep(
  page: Page,
  base: string,
  db: pg.Client,
  email: string,
  choices: MoveChoices = {},
): Promise<void> {
  await newcomerToLocationStep(page, base, db, email, choices);
  const [originEnd, destinationEnd] = (choices.relocubes ?? 'Door to Door').split(' to ');
  // Issue 27: each address with its ZIP (a quote made from a city has none until the customer gives it).
  if (originEnd === 'Door') {
    await page.getByLabel('Street address').first().fill('1 Main St');
    await page
      .getByLabel('ZIP code')
      .first()
      .fill(choices.from?.zip ?? '64105');
  } else await keepServiceCenter(page, 'Choose your origin service center');
  if (destinationEnd === 'Door') {
    await page.getByLabel('Yes, I know the address').check();
    await page.getByLabel('Street address').last().fill('1600 Broadway');
    await page
      .getByLabel('ZIP code')
      .last()
      .fill(choices.to?.zip ?? '80202');
  } else await keepServiceCenter(page, 'Choose your destination service center');
  await page.getByRole('button', { name: 'Continue to schedule' }).click();
  await page.waitForURL(/\/reservation\/\d+\/schedule/);
}

/**
 * From the landing page to the payment step as a newcomer signing up with `email`: a Kansas City, MO (or
 * `choices.from`) to Denver, CO (or `choices.to`) quote (with `choices` made and saved on the quote view), an account, the
 * addresses (or the service centers) and the first drop-off window offered. Answers the move's id (the quote id in
 * /reservation/{id}/payment).
 */
export async function newcomerToPaymentStep(
  page: Page,
  base: string,
  db: pg.Client,
  email: string,
  choices: MoveChoices = {},
): Promise<number> {
  await newcomerToScheduleStep(page, base, db, email, choices);

  // The first window still offered (a booked-out one is not shown, and earlier tests book windows).
  const windows = page.getByTestId('appointment-window');
  await (choices.window ? windows.filter({ hasText: choices.window }) : windows)
    .first()
    .getByRole('radio')
    .check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/reservation\/\d+\/payment/);
  await expect.poll(() => page.getByRole('button', { name: 'Book my move' }).count()).toBeGreaterThan(0);
  const id = Number(/\/reservation\/(\d+)\/payment/.exec(page.url())?.[1]);
  expect(Number.isInteger(id)).toBe(true);
  return id;
}

/** The service center already chosen in the location step's list `legend` (the nearest), or else the first. */
async function keepServiceCenter(page: Page, legend: string): Promise<void> {
  const centers = page.getByRole('group', { name: legend }).getByRole('radio');
  await expect.poll(() => centers.count()).toBeGreaterThan(0);
  if ((await page.getByRole('group', { name: legend }).getByRole('radio', { checked: true }).count()) === 0) {
    await centers.first().check();
  }
}

/** The sandbox's card that is approved now and charged at Transit. */
export const APPROVED_CARD = '4242 4242 4242 4242';

/**
 * The booking most browser tests start from: a newcomer signing up with `email` books a move
 * (newcomerToPaymentStep with `choices`), pays by card (`choices.card`, else APPROVED_CARD) and sees it on
 * /dashboard. Answers the move's id.
 */
export async function newcomerBooksMove(
  page: Page,
  base: string,
  db: pg.Client,
  email: string,
  choices: MoveChoices & { readonly card?: string } = {},
): Promise<number> {
  const id = await newcomerToPaymentStep(page, base, db, email, choices);
  await fillCard(page, choices.card ?? APPROVED_CARD);
  await bookAndSeeDashboard(page);
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
