// @vitest-environment relomove-page
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import { fromLocalDate } from '../../../../domain/calendar/iso-date';
import { formatUsd } from '../../../../domain/money/money';
import { DECLINE_MESSAGES } from '../../../../domain/payment/card-results';
import { LedgerReason } from '../../../../domain/payment/ledger-entry';
import { BannerText } from '../../../../domain/quote/quote-texts';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../tests/support/real-api-moves';
import { renderApp } from '../../test-support/render-app';
import { PaymentsText } from './dashboard-payments';

/** A card the SANDBOX processor saves ($0 verification approved) and declines when charged (payments.md). */
const DECLINES_WHEN_CHARGED = '4000 0000 0000 0341';

describe("the dashboard's payments against the real application behind msw (issue 12, §2 /dashboard)", () => {
  let real: RealApiMsw;
  let desk: DemoDesk;
  const api = () => desk.api();
  const book = (cardNumber: string) => desk.book(cardNumber);
  const transit = (quoteId: number) => desk.transit(quoteId);

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    desk = await demoDesk(real);
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  async function openDashboard() {
    renderApp('/dashboard', api());
    return screen.findByTestId('dashboard-payments');
  }

  it('before Transit: nothing is charged (the §2 sentence, exact), what will be charged and when, the total as the balance, no receipts', async () => {
    const quoteId = await book('4242 4242 4242 4242');
    const payments = await openDashboard();
    const total = await api().movePayments(quoteId);
    if (!total.ok) throw new Error('no payments');
    expect(within(payments).getByTestId('nothing-charged').textContent).toBe(
      "Nothing is charged until we're in transit with your loaded container.",
    );
    expect(BannerText.reservedDesktopNote).toBe(
      "Nothing is charged until we're in transit with your loaded container.",
    );
    const amount = formatUsd(total.value.TotalPrice);
    expect(screen.getByTestId('payments-next').textContent).toBe(
      PaymentsText.willCharge(amount, 'Visa ending 4242'),
    );
    expect(screen.getByTestId('payments-total').textContent).toBe(amount);
    expect(screen.getByTestId('payments-charged').textContent).toBe('$0.00');
    expect(screen.getByTestId('payments-balance').textContent).toBe(amount);
    expect(screen.getByTestId('no-receipts').textContent).toBe(PaymentsText.noReceipts);
    expect(screen.queryByTestId('payment-declined')).toBeNull();
  }, 60_000);

  it('after a staff Transit call: the receipt (date, amount, method as brand and last four, reason) and nothing left due', async () => {
    const quoteId = await book('4242 4242 4242 4242');
    expect((await transit(quoteId)).body.Result).toBe('Charged');
    const payments = await openDashboard();
    const answer = await api().movePayments(quoteId);
    if (!answer.ok) throw new Error('no payments');
    const capture = answer.value.Ledger.find((r) => r.Kind === 'Capture');
    if (!capture) throw new Error('no capture in the ledger');
    const amount = formatUsd(answer.value.TotalPrice);

    const receipts = within(payments).getByRole('table', { name: PaymentsText.receipts });
    const rows = within(receipts).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      formatMMDDYYYY(fromLocalDate(new Date(capture.At))),
      'Charge',
      amount,
      'Visa ending 4242',
      LedgerReason.TransitCharge,
    ]);
    expect(screen.getByTestId('payments-charged').textContent).toBe(amount);
    expect(screen.getByTestId('payments-balance').textContent).toBe('$0.00');
    expect(screen.getByTestId('payments-next').textContent).toBe(PaymentsText.paidInFull);
    expect(screen.queryByTestId('nothing-charged')).toBeNull();
    // The card is its brand and last four only: no token, no full number.
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/card_[A-Za-z0-9]/);
    expect(page).not.toContain('4242 4242');
  }, 60_000);

  it('after a decline at Transit (card 4000 0000 0000 0341): a notice that the charge was declined, what is due and the way forward', async () => {
    const quoteId = await book(DECLINES_WHEN_CHARGED);
    expect((await transit(quoteId)).body.Result).toBe('Failed');
    await openDashboard();
    const answer = await api().movePayments(quoteId);
    if (!answer.ok) throw new Error('no payments');
    expect(answer.value.PaymentInfoRequired).toBe(true);
    const due = formatUsd(answer.value.InvoiceAmountDue);

    const notice = screen.getByRole('alert');
    expect(notice).toBe(screen.getByTestId('payment-declined'));
    expect(notice.textContent).toContain(PaymentsText.declinedTitle);
    expect(notice.textContent).toContain(PaymentsText.declined(due, 'Visa ending 0341'));
    expect(notice.textContent).toContain(DECLINE_MESSAGES.generic_decline);
    // The way forward: the payment input page (§1), or our phone.
    expect(notice.textContent).toContain(PaymentsText.wayForward(due));
    expect(within(notice).getByRole('link', { name: PaymentsText.payNow }).getAttribute('href')).toBe(
      `/dashboard/payment/${quoteId}`,
    );
    expect(
      within(notice)
        .getAllByRole('link')
        .some((a) => a.getAttribute('href')?.startsWith('tel:')),
    ).toBe(true);
    expect(screen.getByTestId('payments-balance').textContent).toBe(due);
    expect(screen.getByTestId('payments-next').textContent).toBe(
      PaymentsText.dueNow(due, 'Visa ending 0341'),
    );
    expect(screen.getByTestId('no-receipts')).toBeTruthy();
    expect(screen.queryByTestId('nothing-charged')).toBeNull();
  }, 60_000);
});
