// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cents } from '../../../../domain/money/money';
import { CardBrand, DEFAULT_PAYMENT_STATUS, PaymentMethod } from '../../../../domain/payment/enums';
import { LedgerReason } from '../../../../domain/payment/ledger-entry';
import type { PaymentMethodEntry } from '../../../../domain/payment/types';
import type { Quote } from '../../../../domain/quote/types';
import { aQuote } from '../../../../tests/fixtures/quotes';
import type {
  ApiResult,
  BookedMove,
  MovePayments,
  PaymentLedgerRow,
  RelomoveApi,
} from '../../../http/client/relomove-api';
import type { WireSavedCard } from '../../../http/contract/payments';
import { fakeApi, renderApp } from '../../test-support/render-app';
import { SANDBOX_NOTICE } from '../card-entry/card-form';
import { PayText } from './payment-page-text';

afterEach(cleanup);

const ID = 1_000_001;
const INPUT = `/dashboard/payment/${ID}`;
const SUCCESS = `${INPUT}/success`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const card = (lastFour: string, Status = DEFAULT_PAYMENT_STATUS): PaymentMethodEntry => ({
  Method: PaymentMethod.CreditCard,
  Status,
  PaymentReferenceID: null,
  PaymentSubType: null,
  AffirmPaymentData: null,
  CreditCard: {
    expirationDate: '12/2030',
    name: 'Casey Demo',
    zip: '64105',
    lastFour,
    type: CardBrand.Visa,
    usage: 'Reservation',
    paymentProfileId: `card_token_${lastFour}`,
  },
});

function bookedMove(methods: PaymentMethodEntry[], Revision = 3): BookedMove {
  const base = aQuote();
  const quote = {
    ...base,
    QuoteId: ID,
    Revision,
    Details: {
      ...base.Details,
      Reserved: true,
      Reservation: { ...base.Details.Reservation, PaymentMethods: methods },
    },
  } as Quote;
  return {
    quote,
    lines: [],
    total: cents(100_000),
    editAllowed: true,
    editWindow: { allowed: true, cutoffAt: null, reason: null, message: '' },
  };
}

const row = (over: Partial<PaymentLedgerRow>): PaymentLedgerRow => ({
  Id: 1,
  Kind: 'Capture',
  Amount: cents(100_000),
  Method: PaymentMethod.CreditCard,
  ProcessorReference: 'ch_1',
  RelatesTo: 'auth_1',
  Actor: 'customer',
  At: '2026-12-20T15:00:00.000Z',
  Reason: LedgerReason.BalancePayment,
  CardResult: null,
  Message: null,
  ...over,
});

const DECLINED_ROW = row({
  Id: 2,
  Kind: 'Failure',
  Actor: 'system',
  Reason: LedgerReason.TransitCharge,
  CardResult: 'CardDeclined',
  Message: 'Your card was declined.',
});

const payments = (over: Partial<MovePayments>): MovePayments => ({
  QuoteId: ID,
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

const declined = () => payments({ PaymentInfoRequired: true, Ledger: [DECLINED_ROW] });
const paid = () =>
  payments({ Captured: cents(100_000), InvoiceAmountDue: cents(0), Ledger: [DECLINED_ROW, row({ Id: 3 })] });

const ok = <T,>(value: T): ApiResult<T> => ({ ok: true, value });
const refused = (status: number, reason: string, errors: string[]) =>
  ({ ok: false, error: { kind: 'Refused', status, reason, errors } }) as const;

const signedIn = vi.fn(async () =>
  ok({
    success: true as const,
    loggedin: true as const,
    ContactGet: {
      EmailAddress: 'casey@example.com',
      FirstName: 'Casey',
      LastName: 'Demo',
      PhoneNumber: '',
      Role: 'customer' as const,
    },
  }),
);

const savedCard = (lastFour: string): WireSavedCard => ({
  PaymentProfileId: `card_token_${lastFour}`,
  Type: CardBrand.Visa,
  LastFour: lastFour,
  ExpirationDate: '12/2030',
  NameOnCard: 'Casey Demo',
  BillingZip: '64105',
});

/**
 * A server in memory for one move: what GET moves/{id} and GET moves/{id}/payments answer now (the test
 * changes them as the calls it answers would), and each money call's answers in turn.
 */
function moneyApi(start: { move: BookedMove; payments: MovePayments }, overrides: Partial<RelomoveApi> = {}) {
  const state = { ...start };
  const api = fakeApi({
    me: signedIn,
    abTestVariant: vi.fn(async () => ok('NotInTest')),
    viewQuote: vi.fn(async () => refused(404, 'NotFound', ['id - No quote'])),
    viewReservation: vi.fn(async () => ok(state.move)),
    movePayments: vi.fn(async () => ok(state.payments)),
    saveCard: vi.fn(async () => ok(savedCard('4242'))),
    addPaymentInfo: vi.fn(async () => {
      state.move = bookedMove([card('4242'), card('0341', 'Inactive')], state.move.quote.Revision + 1);
      return ok({ quote: state.move.quote, payments: state.payments });
    }),
    payBalance: vi.fn(async () => {
      state.payments = paid();
      return ok({ Amount: cents(100_000), HasMadePaymentOnTool: true, payments: state.payments });
    }),
    ...overrides,
  });
  return { api, state };
}

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

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the payment input page (§1, issue 12: a new card after a decline at Transit)', () => {
  it('sends a visitor who is not signed in to the login page, to come back here', async () => {
    const api = fakeApi({
      me: vi.fn(async () => refused(401, 'NotSignedIn', ['session - Please sign in'])),
      abTestVariant: vi.fn(async () => ok('NotInTest')),
      viewQuote: vi.fn(async () => refused(404, 'NotFound', ['id - No quote'])),
    });
    const { here } = renderApp(INPUT, api);
    await waitFor(() => expect(here()).toBe(`/user/login?destination=${encodeURIComponent(INPUT)}`));
    expect(api.viewReservation).not.toHaveBeenCalled();
  });

  it('shows the move, what is due and why (the declined charge), the card on file and the SANDBOX card form; titled and accessible', async () => {
    const { api } = moneyApi({ move: bookedMove([card('0341')]), payments: declined() });
    renderApp(INPUT, api);
    await screen.findByRole('heading', { level: 1, name: PayText.title });
    expect(await screen.findByTestId('payment-reference')).toBeTruthy();
    expect(screen.getByTestId('payment-reference').textContent).toBe(String(ID));
    expect(screen.getByTestId('payment-due').textContent).toBe('$1,000.00');
    expect(screen.getByTestId('payment-why').textContent).toBe(
      PayText.declinedWhy('$1,000.00', 'Visa ending 0341', 'Your card was declined.'),
    );
    expect(screen.getByTestId('payment-on-file').textContent).toBe('Visa ending 0341');
    expect(screen.getByRole('note').textContent).toBe(SANDBOX_NOTICE);
    // A declined card on file cannot simply be charged again: only a new card.
    expect(screen.queryByTestId('pay-on-file')).toBeNull();
    expect(screen.getByRole('button', { name: PayText.payNewCard('$1,000.00') })).toBeTruthy();
    expect(document.title).toBe('Pay your balance | Relomove');
    expect(await axeViolations()).toEqual([]);
  });

  it('saves the new card, makes it the move’s method at the move’s Revision, pays with one key, and the success page shows the server’s receipt', async () => {
    const { api } = moneyApi({ move: bookedMove([card('0341')]), payments: declined() });
    const { here } = renderApp(INPUT, api);
    await screen.findByTestId('payment-due');
    fireEvent.submit(typeCard('4242 4242 4242 4242'));

    await waitFor(() => expect(here()).toBe(SUCCESS));
    const saveKey = vi.mocked(api.saveCard).mock.calls[0]?.[1];
    expect(saveKey).toMatch(UUID);
    expect(api.addPaymentInfo).toHaveBeenCalledWith(ID, 3, 'card_token_4242');
    const payKey = vi.mocked(api.payBalance).mock.calls[0]?.[1];
    expect(payKey).toMatch(UUID);
    expect(payKey).not.toBe(saveKey);

    await screen.findByRole('heading', { level: 1, name: PayText.successTitle });
    expect((await screen.findByTestId('paid-amount')).textContent).toBe('$1,000.00');
    expect(screen.getByTestId('paid-with').textContent).toBe('Visa ending 4242');
    expect(screen.getByTestId('paid-on').textContent).toMatch(/^12\/2[01]\/2026$/);
    expect(screen.getByTestId('balance-now').textContent).toBe('$0.00');
    expect(screen.getByRole('link', { name: PayText.back }).getAttribute('href')).toBe('/dashboard');
    // The focus starts at the success page's heading.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(document.title).toBe('Payment received | Relomove');
    expect(document.body.textContent).not.toContain('card_token_');
    expect(await axeViolations()).toEqual([]);
  });

  it('a WrongRevisionError reads the move again and adds the card once more at the new Revision', async () => {
    const { api, state } = moneyApi({ move: bookedMove([card('0341')]), payments: declined() });
    let first = true;
    vi.mocked(api.addPaymentInfo).mockImplementation(async (_id, Revision) => {
      if (first) {
        first = false;
        state.move = bookedMove([card('0341')], 7);
        return refused(409, 'WrongRevisionError (MyMove)', ['Revision - The quote has changed']);
      }
      expect(Revision).toBe(7);
      state.move = bookedMove([card('4242')], 8);
      return ok({ quote: state.move.quote, payments: state.payments });
    });
    const { here } = renderApp(INPUT, api);
    await screen.findByTestId('payment-due');
    fireEvent.submit(typeCard('4242 4242 4242 4242'));
    await waitFor(() => expect(here()).toBe(SUCCESS));
    expect(vi.mocked(api.addPaymentInfo).mock.calls.map((c) => c[1])).toEqual([3, 7]);
  });

  it('a new card declined when charged: the alert says so and takes the focus, the number is emptied, nothing else; another card pays with a new key', async () => {
    const { api, state } = moneyApi({ move: bookedMove([card('0341')]), payments: declined() });
    vi.mocked(api.payBalance).mockImplementationOnce(async () => {
      state.payments = declined();
      return refused(200, 'CardDeclined', [
        'payment - Your card was declined: it does not have enough funds.',
      ]);
    });
    const { here } = renderApp(INPUT, api);
    await screen.findByTestId('payment-due');
    fireEvent.submit(typeCard('4000 0000 0000 9961'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PayText.declinedTitle);
    expect(alert.textContent).toContain('Your card was declined: it does not have enough funds.');
    expect(alert.textContent).toContain(PayText.declinedWay);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Security code').value).toBe('');
    expect(here()).toBe(INPUT);

    fireEvent.submit(typeCard('4242 4242 4242 4242'));
    await waitFor(() => expect(here()).toBe(SUCCESS));
    const [first, second] = vi.mocked(api.payBalance).mock.calls.map((c) => c[1]);
    expect(first).not.toBe(second);
  });

  it('a TechnicalError may be tried again with the same card (now on file), without typing it again', async () => {
    const { api, state } = moneyApi({ move: bookedMove([card('0341')]), payments: declined() });
    vi.mocked(api.payBalance).mockImplementationOnce(async () => {
      state.payments = payments({ Ledger: [DECLINED_ROW] });
      return refused(200, 'TechnicalError', ['payment - The card processor had a technical problem.']);
    });
    const { here } = renderApp(INPUT, api);
    await screen.findByTestId('payment-due');
    fireEvent.submit(typeCard('4242 4242 4242 4242'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PayText.technicalTitle);
    expect(alert.textContent).toContain(PayText.technicalWay);

    const again = await screen.findByRole('button', {
      name: PayText.payOnFile('$1,000.00', 'Visa ending 4242'),
    });
    fireEvent.click(again);
    await waitFor(() => expect(here()).toBe(SUCCESS));
    expect(api.saveCard).toHaveBeenCalledTimes(1);
    expect(api.addPaymentInfo).toHaveBeenCalledTimes(1);
    const [first, second] = vi.mocked(api.payBalance).mock.calls.map((c) => c[1]);
    expect(first).not.toBe(second);
  });

  it('a payment that got no answer is tried again with the same Idempotency-Key, so it can never pay twice', async () => {
    const { api } = moneyApi({ move: bookedMove([card('4242')]), payments: payments({}) });
    vi.mocked(api.payBalance).mockImplementationOnce(async () => ({
      ok: false,
      error: { kind: 'Unavailable', message: 'network down' },
    }));
    const { here } = renderApp(INPUT, api);
    const onFile = await screen.findByRole('button', {
      name: PayText.payOnFile('$1,000.00', 'Visa ending 4242'),
    });
    fireEvent.click(onFile);
    expect((await screen.findByRole('alert')).textContent).toContain(PayText.technicalTitle);
    fireEvent.click(screen.getByRole('button', { name: PayText.payOnFile('$1,000.00', 'Visa ending 4242') }));
    await waitFor(() => expect(here()).toBe(SUCCESS));
    const [first, second] = vi.mocked(api.payBalance).mock.calls.map((c) => c[1]);
    expect(second).toBe(first);
  });

  it('a card the processor refuses to save is said so with its words; the move is not changed and nothing is paid', async () => {
    const { api } = moneyApi({ move: bookedMove([card('0341')]), payments: declined() });
    vi.mocked(api.saveCard).mockImplementationOnce(async () =>
      refused(200, 'CardDeclined', ['CardNumber - Your card was declined.']),
    );
    renderApp(INPUT, api);
    await screen.findByTestId('payment-due');
    fireEvent.submit(typeCard('4000 0000 0000 0002'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PayText.cardRefusedTitle);
    expect(alert.textContent).toContain('Your card was declined.');
    expect(api.addPaymentInfo).not.toHaveBeenCalled();
    expect(api.payBalance).not.toHaveBeenCalled();
  });

  it('a form with a field to fix sends nothing and puts the focus on that field', async () => {
    const { api } = moneyApi({ move: bookedMove([card('0341')]), payments: declined() });
    renderApp(INPUT, api);
    await screen.findByTestId('payment-due');
    fireEvent.submit(screen.getByRole('form', { name: PayText.newCardTitle }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Card number')));
    expect(api.saveCard).not.toHaveBeenCalled();
  });

  it('NothingDue (paid meanwhile) goes to the success page, which shows the last charge from the server', async () => {
    const { api, state } = moneyApi({ move: bookedMove([card('4242')]), payments: payments({}) });
    vi.mocked(api.payBalance).mockImplementationOnce(async () => {
      state.payments = paid();
      return refused(409, 'NothingDue', ['QuoteId - Nothing is due on this move: it is paid']);
    });
    const { here } = renderApp(INPUT, api);
    fireEvent.click(await screen.findByTestId('pay-on-file'));
    await waitFor(() => expect(here()).toBe(SUCCESS));
    expect((await screen.findByTestId('paid-amount')).textContent).toBe('$1,000.00');
  });

  it('with several cards on file the declined one is "your card", never a guess', async () => {
    const { api } = moneyApi({
      move: bookedMove([card('4242'), card('0341', 'Inactive')]),
      payments: declined(),
    });
    renderApp(INPUT, api);
    expect((await screen.findByTestId('payment-why')).textContent).toBe(
      PayText.declinedWhy('$1,000.00', 'your card', 'Your card was declined.'),
    );
  });

  it('a balance after a charge (a price increase) explains itself and can be paid with the card on file', async () => {
    const { api } = moneyApi({
      move: bookedMove([card('4242')]),
      payments: payments({
        TotalPrice: cents(110_000),
        Captured: cents(100_000),
        InvoiceAmountDue: cents(10_000),
        Ledger: [row({ Reason: LedgerReason.TransitCharge })],
      }),
    });
    renderApp(INPUT, api);
    expect((await screen.findByTestId('payment-why')).textContent).toBe(PayText.priceChangedWhy);
    expect(screen.getByTestId('payment-due').textContent).toBe('$100.00');
    expect(screen.getByTestId('pay-on-file').textContent).toBe(
      PayText.payOnFile('$100.00', 'Visa ending 4242'),
    );
    expect(screen.getByRole('heading', { level: 2, name: PayText.newCardOrTitle })).toBeTruthy();
  });

  it('says "nothing is due" when InvoiceAmountDue is 0, with no card form', async () => {
    const { api } = moneyApi({ move: bookedMove([card('4242')]), payments: paid() });
    renderApp(INPUT, api);
    expect((await screen.findByTestId('nothing-due')).textContent).toBe(PayText.nothingDue);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('link', { name: PayText.back }).getAttribute('href')).toBe('/dashboard');
  });

  it("another customer's move (404) is one we cannot find", async () => {
    const { api } = moneyApi({ move: bookedMove([]), payments: payments({}) });
    vi.mocked(api.viewReservation).mockImplementation(async () =>
      refused(404, 'ReservationNotFound', ['id - No reservation matches this reference']),
    );
    vi.mocked(api.movePayments).mockImplementation(async () =>
      refused(404, 'ReservationNotFound', ['id - No reservation matches this reference']),
    );
    renderApp(INPUT, api);
    expect((await screen.findByRole('alert')).textContent).toBe(PayText.missing);
  });
});

describe('the payment success page (§1, issue 12)', () => {
  it('opened directly (a reload) shows the last charge from GET moves/{id}/payments', async () => {
    const { api } = moneyApi({
      move: bookedMove([card('4242'), card('0341', 'Inactive')]),
      payments: paid(),
    });
    renderApp(SUCCESS, api);
    expect((await screen.findByTestId('paid-amount')).textContent).toBe('$1,000.00');
    expect(screen.getByTestId('paid-with').textContent).toBe('Visa ending 4242');
    expect(screen.getByTestId('balance-now').textContent).toBe('$0.00');
    expect(api.payBalance).not.toHaveBeenCalled();
  });

  it('with no charge in the ledger it says no payment was taken, and links to pay', async () => {
    const { api } = moneyApi({ move: bookedMove([card('0341')]), payments: declined() });
    renderApp(SUCCESS, api);
    expect((await screen.findByTestId('no-payment')).textContent).toBe(PayText.noPayment);
    expect(screen.getByRole('link', { name: PayText.payRest }).getAttribute('href')).toBe(INPUT);
  });
});
