// @vitest-environment relomove-page
import { randomUUID } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../application/accounts/demo-users';
import { readyToReserve, type SendJson } from '../../../../tests/fixtures/reservation';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';
import { DeliveryText } from './delivery-text';

const [customer, staff] = DEMO_USERS;
const DECLINES_WHEN_CHARGED = '4000 0000 0000 0341';

describe('the delivery tool against the real application behind msw (§1 delivery tool, §4, §7; issue 13)', () => {
  let real: RealApiMsw;
  let staffCookie: Record<string, string>;
  const api = () => new FetchRelomoveApi('');
  const send: SendJson = (method, path, body, headers) => real.api.json(method, path, body, headers);
  const asCustomer = () => ({ cookie: `relomove_session=${real.cookies().get('relomove_session')}` });

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');
    const signedIn = await api().login({ email: customer.email, password: customer.password });
    if (!signedIn.ok) throw new Error('the demo customer could not sign in');
    const staffSignIn = await real.api.request('POST', '/api/user/login', {
      email: staff.email,
      password: staff.password,
    });
    const session = /relomove_session=([^;]*)/.exec(staffSignIn.headers.get('set-cookie') ?? '')?.[1];
    if (!session) throw new Error('staff could not sign in');
    staffCookie = { cookie: `relomove_session=${session}` };
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  /** A door-to-door ReloCube move booked by the demo customer, advanced by staff into Transit (charged then). */
  async function inTransit(cardNumber?: string): Promise<number> {
    let cardToken: string | undefined;
    if (cardNumber) {
      const saved = await api().saveCard(
        {
          CardNumber: cardNumber,
          NameOnCard: 'Casey Demo',
          ExpirationMonth: '12',
          ExpirationYear: '2030',
          SecurityCode: '123',
          BillingZip: '64105',
        },
        randomUUID(),
      );
      if (!saved.ok) throw new Error('the card was not saved');
      cardToken = saved.value.PaymentProfileId;
    }
    const { quote, body } = await readyToReserve(send, customer?.email ?? '', asCustomer(), {
      selectOption: 'Relocube-DD',
      ...(cardToken ? { cardToken } : {}),
    });
    const reserved = await send('POST', `/api/moves/${quote.QuoteId}/reserve`, body, {
      ...asCustomer(),
      'idempotency-key': randomUUID(),
    });
    if (reserved.status !== 200) throw new Error(`reserve answered ${reserved.status}`);
    for (const Milestone of ['DropOff', 'CustomerLoading', 'OriginPickup']) {
      const recorded = await send(
        'POST',
        `/api/staff/shipments/${quote.QuoteId}/events`,
        { Milestone, Status: 'Completed' },
        { ...staffCookie, 'idempotency-key': randomUUID() },
      );
      if (recorded.status !== 200) throw new Error(`${Milestone} answered ${recorded.status}`);
    }
    return quote.QuoteId;
  }

  it('the dashboard banner leads to the tool; a two-hour window from the destination’s availability books, the success page shows it, and the shipment’s Delivery is Scheduled', async () => {
    const quoteId = await inTransit();
    const { here } = renderApp('/dashboard', api());
    const banner = await screen.findByTestId('delivery-banner', {}, { timeout: 20_000 });
    fireEvent.click(within(banner).getByRole('link', { name: DeliveryText.bannerButton }));
    await waitFor(() => expect(here()).toBe(`/dashboard/delivery/${quoteId}`));

    const windows = await screen.findAllByTestId('appointment-window', {}, { timeout: 20_000 });
    const twoHour = windows.find((w) => w.textContent?.startsWith('Two-hour window'));
    if (!twoHour) throw new Error('no two-hour window offered');
    fireEvent.click(within(twoHour).getByRole('radio'));
    expect((await screen.findByTestId('delivery-fee')).textContent).toMatch(/^The window fee of \$/);
    fireEvent.click(screen.getByRole('button', { name: DeliveryText.book }));

    await waitFor(() => expect(here()).toBe(`/dashboard/delivery/${quoteId}/success`), { timeout: 20_000 });
    const words = twoHour.querySelector('.option-title')?.textContent;
    expect((await screen.findByTestId('delivery-window')).textContent).toBe(words);
    expect(screen.getByTestId('delivery-fee-result').textContent).toMatch(/charged to your card$/);

    const now = await api().deliveryAppointment(quoteId);
    expect(now.ok && now.value.Kind).toBe('ScheduledAppointmentPending');
    const shipment = await api().shipment(quoteId);
    const delivery = shipment.ok ? shipment.value.Milestones.find((m) => m.Milestone === 'Delivery') : null;
    expect(delivery?.DateType).toBe('Scheduled');
    const payments = await api().movePayments(quoteId);
    expect(payments.ok && payments.value.InvoiceAmountDue).toBe(0);

    // A reload of the success page reads the booking from the server.
    cleanup();
    renderApp(`/dashboard/delivery/${quoteId}/success`, api());
    expect((await screen.findByTestId('delivery-window')).textContent).toContain(
      (words ?? '').replace('Two-hour window ', ''),
    );
  }, 90_000);

  it('a balance due: the tool prompts to pay first (the payment page) and to call, and the dashboard shows no banner', async () => {
    const quoteId = await inTransit(DECLINES_WHEN_CHARGED);
    renderApp(`/dashboard/delivery/${quoteId}`, api());
    const prompt = await screen.findByTestId('delivery-call', {}, { timeout: 20_000 });
    expect(prompt.dataset.reason).toBe('BalanceDue');
    expect(prompt.textContent).toMatch(/must be paid before delivery can be scheduled/);
    expect(within(prompt).getByRole('link', { name: DeliveryText.payBalance }).getAttribute('href')).toBe(
      `/dashboard/payment/${quoteId}`,
    );
    expect(within(prompt).getByRole('link', { name: /^1-/ })).toBeTruthy();
  }, 90_000);
});
