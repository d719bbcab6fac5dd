// @vitest-environment relomove-page
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AFFIRM_WINDOW_MESSAGE_TYPE } from '../../../../../domain/payment/affirm';
import { PAYPAL_ISSUE_MESSAGES } from '../../../../../domain/payment/paypal';
import type { ReservationDraft } from '../../../../../domain/reservation/draft';
import { readyToReserve, type SendJson } from '../../../../../tests/fixtures/reservation';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../../http/client/fetch-relomove-api';
import { AnalyticsProvider, InMemoryAnalytics } from '../../../app/analytics';
import { ApiProvider } from '../../../app/api-context';
import type { ReservePaymentEntry } from '../use-reservation';
import { PaymentStep, type PaymentStepExtras } from './payment-step';
import { PAYMENT_TEXT } from './payment-text';

const EMAIL = 'demo@relomove.test';
type Ready = Awaited<ReturnType<typeof readyToReserve>>;

describe('booking with PayPal or Affirm on the payment step, against the real application behind msw (issue 12)', () => {
  let real: RealApiMsw;
  const api = () => new FetchRelomoveApi('');

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    const signedIn = await api().login({ email: EMAIL, password: 'moving-day-2026' });
    if (!signedIn.ok) throw new Error('the demo customer could not sign in');
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  const session = () => ({ cookie: `relomove_session=${real.cookies().get('relomove_session') ?? ''}` });
  const send: SendJson = (method, path, body, headers) =>
    real.api.json(method, path, body, { ...session(), ...headers });
  /** A quote of the demo customer with both steps saved: ready for §4 Reserve. */
  const ready = () => readyToReserve(send, EMAIL, session(), { cardToken: 'unused' });
  /** A button of a SANDBOX page (PayPal's Approve, Affirm's window), pressed by the signed-in customer. */
  const press = (path: string, form: string) =>
    real.api.request('POST', path, form, {
      ...session(),
      'content-type': 'application/x-www-form-urlencoded',
    });

  function renderStep(r: Ready, extras: PaymentStepExtras = {}) {
    const analytics = new InMemoryAnalytics();
    const reserved: ReservePaymentEntry[] = [];
    const onBook = vi.fn(async (entry: ReservePaymentEntry) => {
      const answer = await api().reserveMove(
        r.quote.QuoteId,
        { ...r.body, Details: { PaymentMethods: [entry] } },
        crypto.randomUUID(),
      );
      if (!answer.ok) {
        const line = answer.error.kind === 'Refused' ? answer.error.errors.join(' ') : 'unavailable';
        throw new Error(line.replace(/^PaymentMethods - /, ''));
      }
      reserved.push(entry);
    });
    const draft: ReservationDraft = {
      QuoteId: r.quote.QuoteId,
      AllowedStep: 'Y' as ReservationDraft['AllowedStep'],
      Location: null,
      Schedule: null,
      Payment: null,
      UpdatedAt: '2026-11-21T15:00:00.000Z',
    };
    render(
      <ApiProvider api={api()}>
        <AnalyticsProvider analytics={analytics}>
          <QueryClientProvider client={new QueryClient()}>
            <PaymentStep
              quote={r.quote}
              draft={draft}
              answers={null}
              onChange={() => undefined}
              onComplete={async () => undefined}
              busy={false}
              onBook={onBook}
              search=""
              {...extras}
            />
          </QueryClientProvider>
        </AnalyticsProvider>
      </ApiProvider>,
    );
    return { onBook, reserved, analytics };
  }

  const choose = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));

  it('PayPal: Continue goes to the SANDBOX approval page; back with the approved order, "PayPal approved" and Book reserves once with {Method: PayPal, PaymentReferenceID}', async () => {
    const r = await ready();
    const navigateTo = vi.fn();
    renderStep(r, { navigateTo });
    choose(/PayPal/);
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_TEXT.paypalGo }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    const approveUrl = String(navigateTo.mock.calls[0]?.[0]);
    const orderId = new URL(approveUrl, 'http://x').searchParams.get('token') ?? '';
    expect(approveUrl).toBe(`/api/sandbox/paypal/checkoutnow?token=${orderId}`);
    const approved = await press(
      `/api/sandbox/paypal/orders/${orderId}/approve`,
      'fundingSource=SANDBOX_PAYPAL_BALANCE',
    );
    expect(approved.status).toBe(303);
    const back = approved.headers.get('location') ?? '';
    cleanup();

    const { onBook, reserved } = renderStep(r, { search: back.slice(back.indexOf('?')) });
    expect(screen.getByRole('status').textContent).toContain(PAYMENT_TEXT.paypalApproved);
    const book = screen.getByRole('button', { name: PAYMENT_TEXT.book });
    fireEvent.click(book);
    fireEvent.click(book);
    await waitFor(() => expect(reserved).toHaveLength(1));
    expect(onBook).toHaveBeenCalledTimes(1);
    expect(reserved[0]).toEqual({ Method: 'PayPal', PaymentReferenceID: orderId });
  });

  it('PayPal: an order the buyer did not approve is refused with the customer’s words (402 PaymentError), and another method can be chosen', async () => {
    const r = await ready();
    const order = await api().createPayPalOrder(r.quote.QuoteId, crypto.randomUUID());
    if (!order.ok) throw new Error('no order');
    const { analytics } = renderStep(r, {
      search: `?provider=paypal&token=${order.value.orderId}&PayerID=NOTAPPROVED`,
    });
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_TEXT.book }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PAYPAL_ISSUE_MESSAGES.ORDER_NOT_APPROVED);
    expect(analytics.events.map((e) => e.name)).toContain('reservation_payment_error');
    choose(/Card/);
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('Affirm: a pop-up the browser blocks is §4 PopupBlocker, explained, logged (affirm_popups_disabled), with the way forward in this window (AffirmVCN)', async () => {
    const r = await ready();
    const navigateTo = vi.fn();
    const openWindow = vi.fn(() => null);
    const { analytics } = renderStep(r, { navigateTo, openWindow });
    choose(/Affirm/);
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_TEXT.affirmGo }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PAYMENT_TEXT.affirmBlockedTitle);
    expect(alert.textContent).toContain('Allow pop-ups for this site');
    expect(analytics.events.map((e) => e.name)).toContain('affirm_popups_disabled');
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_TEXT.affirmThisWindow }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    expect(String(navigateTo.mock.calls[0]?.[0])).toMatch(/^\/api\/sandbox\/affirm\/checkouts\/[\w-]+$/);
  });

  it('Affirm (pop-up, AffirmLite): approved in the SANDBOX window, the pop-up’s message shows "Affirm approved $X", and Book reserves with the ReservePaymentMethod given', async () => {
    const r = await ready();
    const fake = { closed: false, close: vi.fn(), location: { href: '' } };
    const { reserved } = renderStep(r, { openWindow: () => fake as unknown as Window });
    choose(/Affirm/);
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_TEXT.affirmGo }));
    await screen.findByText(PAYMENT_TEXT.affirmWaiting);
    const checkoutId = fake.location.href.split('/').pop() ?? '';
    expect((await press(`/api/sandbox/affirm/checkouts/${checkoutId}`, 'decision=approve')).status).toBe(303);

    // A message from another window is ignored; the pop-up's own is read.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: AFFIRM_WINDOW_MESSAGE_TYPE, checkoutId, state: 'Success' },
          origin: window.location.origin,
        }),
      );
    });
    expect(screen.getByText(PAYMENT_TEXT.affirmWaiting)).toBeTruthy();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: AFFIRM_WINDOW_MESSAGE_TYPE, checkoutId, state: 'Success' },
          origin: window.location.origin,
          source: fake as unknown as Window,
        }),
      );
    });
    const status = await screen.findByText(/^Affirm approved \$/);
    expect(status.textContent).toMatch(/^Affirm approved \$[\d,]+\.\d\d$/);
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_TEXT.book }));
    await waitFor(() => expect(reserved).toHaveLength(1));
    expect(reserved[0]).toMatchObject({
      Method: 'AffirmLite',
      PaymentReferenceID: checkoutId,
      CreditCard: { paymentProfileId: expect.any(String) },
    });
  });

  it('issue 27: an approved Affirm loan survives a reload: the payment step shows "Affirm approved $X" with Affirm chosen, never "Apply with Affirm" again, until the loan is cancelled', async () => {
    const r = await ready();
    const opened = await api().openAffirmCheckout(r.quote.QuoteId, 'AffirmLite', crypto.randomUUID());
    if (!opened.ok) throw new Error('no checkout');
    const { checkoutId } = opened.value;
    await press(`/api/sandbox/affirm/checkouts/${checkoutId}`, 'decision=approve');

    // A reload: the page has no return address, only the reservation.
    const { reserved } = renderStep(r);
    expect((await screen.findByText(/^Affirm approved \$[\d,]+\.\d\d$/)).textContent).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Affirm/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: PAYMENT_TEXT.affirmGo })).toBeNull();
    cleanup();

    // Cancelled, it is no longer shown: the customer may apply again.
    expect((await api().cancelAffirmLoan(checkoutId)).ok).toBe(true);
    renderStep(r);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Card/ })).toBeTruthy());
    const answer = await api().affirmApproval(r.quote.QuoteId);
    expect(answer.ok && answer.value).toBeNull();
    choose(/Affirm/);
    expect(screen.getByRole('button', { name: PAYMENT_TEXT.affirmGo })).toBeTruthy();
    expect(screen.queryByText(/^Affirm approved/)).toBeNull();
    expect(reserved).toHaveLength(0);
  });

  it('Affirm: back from the window closed before finishing (HasNotApplied) says so and offers to apply again', async () => {
    const r = await ready();
    const opened = await api().openAffirmCheckout(r.quote.QuoteId, 'AffirmVCN', crypto.randomUUID());
    if (!opened.ok) throw new Error('no checkout');
    await press(`/api/sandbox/affirm/checkouts/${opened.value.checkoutId}`, 'decision=close');
    renderStep(r, { search: `?provider=affirm&checkout_id=${opened.value.checkoutId}` });
    expect((await screen.findByRole('alert')).textContent).toContain(PAYMENT_TEXT.affirmNotApplied);
    expect(screen.getByRole('button', { name: PAYMENT_TEXT.affirmAgain })).toBeTruthy();
  });

  it('§2 cancel-loan modal: an approved loan not booked yet is cancelled only after the customer confirms (§7 affirm/cancel, HasCancelled)', async () => {
    const r = await ready();
    const opened = await api().openAffirmCheckout(r.quote.QuoteId, 'AffirmVCN', crypto.randomUUID());
    if (!opened.ok) throw new Error('no checkout');
    const { checkoutId } = opened.value;
    await press(`/api/sandbox/affirm/checkouts/${checkoutId}`, 'decision=approve');
    renderStep(r, { search: `?provider=affirm&checkout_id=${checkoutId}` });
    await screen.findByText(/^Affirm approved \$/);

    fireEvent.click(screen.getByRole('button', { name: PAYMENT_TEXT.cancelLoan }));
    let dialog = screen.getByRole('dialog', { name: PAYMENT_TEXT.cancelTitle });
    expect(document.activeElement?.textContent).toBe(PAYMENT_TEXT.cancelKeep);
    fireEvent.click(within(dialog).getByRole('button', { name: PAYMENT_TEXT.cancelKeep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const still = await api().affirmCheckout(r.quote.QuoteId, checkoutId);
    expect(still.ok && still.value.CancellationState).toBe('HasNotCancelled');

    fireEvent.click(screen.getByRole('button', { name: PAYMENT_TEXT.cancelLoan }));
    dialog = screen.getByRole('dialog', { name: PAYMENT_TEXT.cancelTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: PAYMENT_TEXT.cancelConfirm }));
    expect((await screen.findByText(PAYMENT_TEXT.affirmCancelled)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('dialog')).toBeNull();
    const after = await api().affirmCheckout(r.quote.QuoteId, checkoutId);
    expect(after.ok && after.value.CancellationState).toBe('HasCancelled');
  });
});
