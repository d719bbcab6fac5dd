// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../../../domain/money/money';
import { DECLINE_MESSAGES } from '../../../../domain/payment/card-results';
import { LedgerReason } from '../../../../domain/payment/ledger-entry';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../tests/support/real-api-moves';
import { renderApp } from '../../test-support/render-app';
import { PaymentsText } from '../dashboard/dashboard-payments';
import { PayText } from './payment-page-text';

/** SANDBOX test numbers (payments.md, sandbox-card-test-numbers.ts): saved at $0, then charged as named. */
const GOOD = '4242 4242 4242 4242';
const DECLINES_WHEN_CHARGED = '4000 0000 0000 0341';
const PROCESSING_ERROR_WHEN_CHARGED = '4000 0000 0000 0416';

describe('the payment input and success pages against the real application behind msw (§1, issue 12)', () => {
  let real: RealApiMsw;
  let desk: DemoDesk;
  const api = () => desk.api();
  /** Books a move for the demo customer with a card saved from `cardNumber`, and sends it to Transit. */
  async function bookAndTransit(cardNumber: string): Promise<number> {
    const quoteId = await desk.book(cardNumber);
    await desk.transit(quoteId);
    return quoteId;
  }

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    desk = await demoDesk(real);
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  function typeCard(number: string) {
    const form = screen.getByRole('form', { name: PayText.newCardTitle });
    const fields: Array<[string, string]> = [
      ['Card number', number],
      ['Name on card', 'Casey Demo'],
      ['Expiration month', '12'],
      ['Expiration year', '2030'],
      ['Security code', '123'],
      ['Billing ZIP code', '64105'],
    ];
    for (const [label, value] of fields) {
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    }
    return form;
  }

  it('declined at Transit: the dashboard notice leads to the payment input page; a new card (4242) pays the balance and the success page (and a reload of it) shows the charge', async () => {
    const quoteId = await bookAndTransit(DECLINES_WHEN_CHARGED);
    const before = await api().movePayments(quoteId);
    if (!before.ok) throw new Error('no payments');
    expect(before.value.PaymentInfoRequired).toBe(true);
    const due = formatUsd(before.value.InvoiceAmountDue);

    const { here } = renderApp('/dashboard', api());
    const notice = await screen.findByTestId('payment-declined');
    fireEvent.click(within(notice).getByRole('link', { name: PaymentsText.payNow }));
    await waitFor(() => expect(here()).toBe(`/dashboard/payment/${quoteId}`));
    expect((await screen.findByTestId('payment-due')).textContent).toBe(due);
    expect(screen.getByTestId('payment-why').textContent).toContain(DECLINE_MESSAGES.generic_decline);
    expect(screen.getByTestId('payment-on-file').textContent).toBe('Visa ending 0341');

    fireEvent.submit(typeCard(GOOD));
    await waitFor(() => expect(here()).toBe(`/dashboard/payment/${quoteId}/success`), { timeout: 20_000 });
    expect((await screen.findByTestId('paid-amount')).textContent).toBe(due);
    expect(screen.getByTestId('paid-with').textContent).toBe('Visa ending 4242');
    expect(screen.getByTestId('balance-now').textContent).toBe('$0.00');

    const after = await api().movePayments(quoteId);
    if (!after.ok) throw new Error('no payments');
    expect(after.value.PaymentInfoRequired).toBe(false);
    expect(after.value.InvoiceAmountDue).toBe(0);
    const captures = after.value.Ledger.filter((r) => r.Kind === 'Capture');
    expect(captures.map((r) => r.Reason)).toEqual([LedgerReason.BalancePayment]);

    // A reload of the success page: the same, read from the server.
    cleanup();
    renderApp(`/dashboard/payment/${quoteId}/success`, api());
    expect((await screen.findByTestId('paid-amount')).textContent).toBe(due);
    expect(screen.getByTestId('paid-with').textContent).toBe('Visa ending 4242');
    expect(document.body.textContent).not.toMatch(/card_[A-Za-z0-9]/);
  }, 90_000);

  it('a new card declined when charged (0341) is said so on the page, nothing is charged, and another card pays', async () => {
    const quoteId = await bookAndTransit(DECLINES_WHEN_CHARGED);
    const { here } = renderApp(`/dashboard/payment/${quoteId}`, api());
    await screen.findByTestId('payment-due');
    fireEvent.submit(typeCard(DECLINES_WHEN_CHARGED));
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain(PayText.declinedTitle);
    expect(alert.textContent).toContain(DECLINE_MESSAGES.generic_decline);
    const still = await api().movePayments(quoteId);
    expect(still.ok && still.value.Captured).toBe(0);

    fireEvent.submit(typeCard(GOOD));
    await waitFor(() => expect(here()).toBe(`/dashboard/payment/${quoteId}/success`), { timeout: 20_000 });
    expect((await screen.findByTestId('balance-now')).textContent).toBe('$0.00');
  }, 90_000);

  it('a processing error when charged (0416) may be tried again with the same card, which is now on file', async () => {
    const quoteId = await bookAndTransit(DECLINES_WHEN_CHARGED);
    renderApp(`/dashboard/payment/${quoteId}`, api());
    await screen.findByTestId('payment-due');
    fireEvent.submit(typeCard(PROCESSING_ERROR_WHEN_CHARGED));
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain(PayText.technicalTitle);
    expect(alert.textContent).toContain(PayText.technicalWay);
    expect((await screen.findByTestId('pay-on-file')).textContent).toContain('Visa ending 0416');
  }, 90_000);
});
