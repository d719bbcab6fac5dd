import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, VIEWPORTS } from './tests/e2e/support/browser';
import { pickPlace } from './tests/e2e/support/page-checks';

const URL = process.env.URL ?? 'http://127.0.0.1:3901';
const vp = (process.env.VP ?? 'desktop') as keyof typeof VIEWPORTS;
const shot = (page: import('playwright-core').Page, name: string) =>
  page.screenshot({ path: `/work/shots/${vp}-${name}.png`, fullPage: true });

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
const context = await browser.newContext({ viewport: VIEWPORTS[vp] });
const page = await context.newPage();
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console error:', m.text());
});
try {
  await page.goto(URL);
  await pickPlace(page, 'Moving From', 'kcmo', /Kansas City, MO/);
  await pickPlace(page, 'Moving To', 'Denver', /Denver, CO/);
  await page.getByLabel('When?').selectOption({ label: 'Within 1 month' });
  await page.getByLabel('Size?').selectOption({ label: '3 bedroom' });
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await page.waitForURL(/quoteview/);
  await page.getByRole('link', { name: 'Reserve this move' }).waitFor();
  await shot(page, '01-quote');
  await page.getByRole('link', { name: 'Reserve this move' }).click();
  await page.getByText('Your Relomove account').waitFor();
  await shot(page, '02-account');
  const email = `newcomer${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Phone number').fill('816 555 0100');
  await page.getByLabel('Password', { exact: true }).fill('boxes-and-tape-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page
    .getByText(/6-digit code/)
    .first()
    .waitFor();
  await shot(page, '03-code');
  const { execSync } = await import('node:child_process');
  const body = execSync(
    `psql -h 127.0.0.1 -U postgres -d walk -At -c "select text_body from outbox_emails where to_address='${email}' order by id desc limit 1"`,
  ).toString();
  const code = /(\d{6})/.exec(body)?.[1] ?? '';
  console.log('code', code);
  await page.getByLabel(/code/i).first().fill(code);
  await page.getByRole('button', { name: /Confirm|Verify/ }).click();
  await page.getByRole('button', { name: 'Continue to schedule' }).waitFor({ timeout: 15000 });
  await shot(page, '04-location');
  console.log('url', page.url());
  await page.getByLabel('Street address').first().fill('1 Main St');
  await page.getByLabel('Yes, I know the address').check();
  await page.getByLabel('Street address').nth(1).fill('1600 Broadway');
  await shot(page, '04b-location-filled');
  await page.getByRole('button', { name: 'Continue to schedule' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).waitFor({ timeout: 15000 });
  await shot(page, '05-schedule');
  await page
    .getByRole('radio', { name: /Two-hour window 08:00/ })
    .first()
    .check();
  await shot(page, '05b-schedule-window');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Card number').waitFor({ timeout: 15000 });
  await shot(page, '06-payment');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Name on card').fill('Casey Newcomer');
  const month = page.getByLabel('Expiration month');
  if ((await month.evaluate((e) => e.tagName)) === 'SELECT') await month.selectOption('12');
  else await month.fill('12');
  const year = page.getByLabel('Expiration year');
  if ((await year.evaluate((e) => e.tagName)) === 'SELECT') await year.selectOption('2030');
  else await year.fill('2030');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Billing ZIP code').fill('64105');
  await page.getByRole('button', { name: 'Book my move' }).click();
  await page
    .getByText(/declined/i)
    .first()
    .waitFor({ timeout: 15000 });
  await shot(page, '07-declined');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Book my move' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 20000 });
  await page.getByText('Your move is booked').waitFor({ timeout: 15000 });
  await shot(page, '08-dashboard');
  await page.getByRole('tab', { name: 'Summary' }).click();
  await shot(page, '09-summary');
  console.log('url', page.url());
} catch (e) {
  console.log('FAILED', e);
  await shot(page, 'failed');
} finally {
  await browser.close();
}
