// @vitest-environment happy-dom
import { cleanup, render as renderDom, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../../../domain/money/money';
import { CardBrand, DEFAULT_PAYMENT_STATUS, PaymentMethod } from '../../../../domain/payment/enums';
import { LedgerReason } from '../../../../domain/payment/ledger-entry';
import type { PaymentMethodEntry } from '../../../../domain/payment/types';
import { MoveStage, MoveStageText } from '../../../../domain/reservation/move-messages';
import type { MovePayments, PaymentLedgerRow } from '../../../http/client/relomove-api';
import {
  DashboardPayments,
  ledgerMethodText,
  PaymentDeclinedNotice,
  PaymentsText,
} from './dashboard-payments';

afterEach(cleanup);

/** The views link to routes, so they render inside a router. */
const render = (ui: ReactNode) => renderDom(<MemoryRouter>{ui}</MemoryRouter>);

const card = (lastFour: string, type: CardBrand = CardBrand.Visa): PaymentMethodEntry => ({
  Method: PaymentMethod.CreditCard,
  Status: DEFAULT_PAYMENT_STATUS,
  PaymentReferenceID: null,
  PaymentSubType: null,
  AffirmPaymentData: null,
  CreditCard: {
    expirationDate: '12/2030',
    name: 'Casey Demo',
    zip: '64105',
    lastFour,
    type,
    usage: 'Reservation',
    paymentProfileId: `card_token_${lastFour}`,
  },
});

const row = (over: Partial<PaymentLedgerRow>): PaymentLedgerRow => ({
  Id: 1,
  Kind: 'Capture',
  Amount: cents(100_000),
  Method: PaymentMethod.CreditCard,
  ProcessorReference: 'ch_1',
  RelatesTo: 'auth_1',
  Actor: 'system',
  At: '2026-12-20T15:00:00.000Z',
  Reason: LedgerReason.TransitCharge,
  CardResult: null,
  Message: null,
  ...over,
});

const payments = (over: Partial<MovePayments>): MovePayments => ({
  QuoteId: 1_000_001,
  TotalPrice: cents(100_000),
  Captured: cents(0),
  Refunded: cents(0),
  InvoiceAmountDue: cents(100_000),
  PaymentInfoRequired: false,
  TimeZone: 'America/Chicago',
  Ledger: [],
  Cancellation: null,
  ...over,
});

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe("the dashboard's payments view (issue 12)", () => {
  it('a price decrease after the Transit charge shows the charge and the refund as receipts, the refund negative, with its reason', () => {
    render(
      <DashboardPayments
        payments={payments({
          TotalPrice: cents(90_000),
          Captured: cents(100_000),
          Refunded: cents(10_000),
          InvoiceAmountDue: cents(0),
          Ledger: [
            row({ Id: 1, Kind: 'Authorization', Reason: LedgerReason.TransitCharge }),
            row({ Id: 2 }),
            row({
              Id: 3,
              Kind: 'Refund',
              Amount: cents(10_000),
              Actor: 'staff',
              Reason: LedgerReason.PriceDecrease,
            }),
          ],
        })}
        methods={[card('4242')]}
      />,
    );
    const rows = within(screen.getByTestId('receipts')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['Capture', 'Refund']);
    const refund = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(refund.slice(1)).toEqual(['Refund', '−$100.00', 'Visa ending 4242', LedgerReason.PriceDecrease]);
    expect(screen.getByTestId('payments-refunded').textContent).toBe('$100.00');
    expect(screen.getByTestId('payments-next').textContent).toBe(PaymentsText.paidInFull);
    expect(screen.queryByTestId('nothing-charged')).toBeNull();
  });

  it('issue 27 no stale promises: in transit, the charge "being made now" is said only until a charge is declined', () => {
    const declined = row({
      Id: 4,
      Kind: 'Failure',
      CardResult: 'CardDeclined',
      Message: 'Your card was declined.',
    });
    render(
      <DashboardPayments payments={payments({})} methods={[card('0341')]} stage={MoveStage.InTransit} />,
    );
    expect(screen.getByTestId('move-stage-note').textContent).toBe(MoveStageText.inTransit);
    cleanup();
    render(
      <DashboardPayments
        payments={payments({ PaymentInfoRequired: true, Ledger: [declined] })}
        methods={[card('0341')]}
        stage={MoveStage.InTransit}
      />,
    );
    expect(screen.queryByTestId('move-stage-note')).toBeNull();
  });

  it('a card row is the one card on file by brand and last four; with several cards on file it is just "Card"', () => {
    expect(ledgerMethodText(PaymentMethod.CreditCard, [card('0005', CardBrand.AmericanExpress)])).toBe(
      'American Express ending 0005',
    );
    expect(ledgerMethodText(PaymentMethod.CreditCard, [card('4242'), card('0341')])).toBe('Card');
    expect(ledgerMethodText(PaymentMethod.PayPal, [card('4242')])).toBe('PayPal');
    expect(ledgerMethodText(PaymentMethod.AffirmVCN, [])).toBe('Affirm');
  });

  it('never shows a card token or expiry; axe finds no WCAG 2.1 AA problem with a receipt and a declined notice', async () => {
    const declined = payments({
      PaymentInfoRequired: true,
      Ledger: [
        row({
          Id: 4,
          Kind: 'Failure',
          CardResult: 'CardDeclined',
          Message: 'Your card was declined.',
        }),
      ],
    });
    render(
      <>
        <PaymentDeclinedNotice payments={declined} methods={[card('0341')]} />
        <DashboardPayments
          payments={payments({ Captured: cents(100_000), InvoiceAmountDue: cents(0), Ledger: [row({})] })}
          methods={[card('0341')]}
        />
      </>,
    );
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain(PaymentsText.declined('$1,000.00', 'Visa ending 0341'));
    // The way forward is the payment input page (§1), with our phone as the other way.
    expect(within(notice).getByRole('link', { name: PaymentsText.payNow }).getAttribute('href')).toBe(
      '/dashboard/payment/1000001',
    );
    expect(
      within(notice)
        .getAllByRole('link')
        .some((a) => a.getAttribute('href')?.startsWith('tel:')),
    ).toBe(true);
    const page = document.body.textContent ?? '';
    expect(page).not.toContain('card_token_');
    expect(page).not.toContain('12/2030');
    expect(await axeViolations()).toEqual([]);
  });

  it('a balance after a charge (a price increase) offers "Pay balance" to the payment input page; none before any charge, none when paid, none beside a declined notice', () => {
    const increased = payments({
      TotalPrice: cents(110_000),
      Captured: cents(100_000),
      InvoiceAmountDue: cents(10_000),
      Ledger: [row({})],
    });
    const { unmount } = render(<DashboardPayments payments={increased} methods={[card('4242')]} />);
    expect(screen.getByRole('link', { name: PaymentsText.payBalance }).getAttribute('href')).toBe(
      '/dashboard/payment/1000001',
    );
    unmount();
    for (const shown of [
      payments({}),
      payments({ Captured: cents(100_000), InvoiceAmountDue: cents(0), Ledger: [row({})] }),
      payments({ ...increased, PaymentInfoRequired: true }),
    ]) {
      const view = render(<DashboardPayments payments={shown} methods={[card('4242')]} />);
      expect(screen.queryByTestId('pay-balance-link')).toBeNull();
      view.unmount();
    }
  });
});
