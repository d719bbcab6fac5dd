// @vitest-environment relomove-page

import { randomUUID } from 'node:crypto';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../application/accounts/demo-users';
import { bookedMove } from '../../../../tests/fixtures/reservation';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../tests/support/real-api-moves';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';
import { LookupText, MoveText, QuoteText } from './staff-lookup-text';

const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');

const money = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('issue 27 "One total per screen": /jojo/lookup for a booked move with a paid delivery window', () => {
  let real: RealApiMsw;
  let desk: DemoDesk;
  let id: number;
  let rate: number;

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    desk = await demoDesk(real);
    const mine = desk.asCustomer();
    // A door-to-door move booked with a paid two-hour drop-off window (the fixture's), then into Transit.
    ({ id } = await bookedMove(desk.send, customer.email, mine, { selectOption: 'Relocube-DD' }));
    for (const Milestone of ['DropOff', 'CustomerLoading', 'OriginPickup']) {
      const recorded = await desk.send(
        'POST',
        `/api/staff/shipments/${id}/events`,
        { Milestone, Status: 'Completed' },
        { ...desk.staffCookie, 'idempotency-key': randomUUID() },
      );
      expect(recorded.status).toBe(200);
    }
    const offered = await desk.send<{ DeliveryAppointment: { Dates: string[]; TwoHourRate: number } }>(
      'GET',
      `/api/appointments/delivery/${id}`,
      undefined,
      mine,
    );
    rate = offered.body.DeliveryAppointment.TwoHourRate;
    const booked = await desk.send<{ Fee: { Result: string } }>(
      'POST',
      '/api/appointments/delivery',
      {
        QuoteId: id,
        Date: offered.body.DeliveryAppointment.Dates[0],
        AppointmentWindow: 'TwoHourWindow',
        EarlyTime: '1000',
        LateTime: '1200',
      },
      { ...mine, 'idempotency-key': randomUUID() },
    );
    expect(booked.body.Fee.Result).toBe('Charged');
    real.clearCookies();
    expect((await new FetchRelomoveApi('').login({ email: staff.email, password: staff.password })).ok).toBe(
      true,
    );
  }, 120_000);
  afterAll(() => real?.close());

  it('the lookup row, the quote’s price lines, the booked price lines and the ledger show one total; the delivery window is its own named line and ledger reason', async () => {
    renderApp(`/jojo/lookup?search=${id}`, new FetchRelomoveApi(''));
    const move = await screen.findByRole('region', { name: MoveText.heading(id) }, { timeout: 10_000 });
    const reservation = screen.getByRole('region', { name: MoveText.reservation });
    const booked = await within(reservation).findByRole('table', { name: MoveText.priceCaption });
    const total = money(within(booked).getByTestId('stored-total').textContent);

    // Every paid choice is a priced line with its own name, and the lines sum to the total shown.
    const amounts = within(booked)
      .getAllByRole('row')
      .filter((r) => r.closest('tbody'))
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent ?? '')
      .filter((a) => a.startsWith('$') || a.startsWith('-$'))
      .map((a) => (a.startsWith('-') ? -money(a) : money(a)));
    expect(Math.round(amounts.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));
    const windowLine = within(booked).getByText(
      /^Delivery window \d\d\/\d\d\/\d{4}, 10:00 AM-12:00 PM [A-Z]+T /,
    );
    expect(windowLine.closest('tr')?.textContent).toContain(`$${rate.toFixed(2)}`);
    expect(
      within(booked).getByText(
        /^Guaranteed Spot Appointment: \d{1,2}:\d\d( [AP]M)?-\d{1,2}:\d\d [AP]M [A-Z]{2,3}$/,
      ),
    ).toBeTruthy();

    // The lookup row and the quote's own price lines list the same total.
    const row = within(screen.getByRole('table', { name: LookupText.resultsCaption }))
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(String(id)));
    expect(row?.textContent).toContain(`$${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const panel = screen.getByRole('region', { name: QuoteText.heading(id) });
    const explained = within(panel).getAllByTestId('stored-total')[0];
    expect(money(explained?.textContent)).toBe(total);

    // The ledger measures against the same total, and names the window's fee.
    const ledger = within(move).getByRole('region', { name: MoveText.ledger });
    const fact = await within(ledger).findByText(MoveText.totalPrice);
    expect(money(fact.closest('div')?.querySelector('dd')?.textContent)).toBe(total);
    const captured = within(ledger).getByText(MoveText.captured).closest('div')?.querySelector('dd');
    expect(money(captured?.textContent)).toBe(total);
    expect(within(ledger).getAllByText('Delivery window fee').length).toBeGreaterThan(0);
    expect(within(ledger).queryByText('Price change: the difference charged')).toBeNull();
    cleanup();
  }, 60_000);
});
