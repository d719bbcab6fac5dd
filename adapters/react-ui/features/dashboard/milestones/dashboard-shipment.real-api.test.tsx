// @vitest-environment relomove-page
import { randomUUID } from 'node:crypto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../../application/accounts/demo-users';
import { bookedMove } from '../../../../../tests/fixtures/reservation';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { type DemoDesk, demoDesk } from '../../../../../tests/support/real-api-moves';
import { renderApp } from '../../../test-support/render-app';
import { whereNowText } from './milestone-text';
import { shipmentViewFromWire, withBookedWindows } from './shipment-view-model';

const [customer] = DEMO_USERS;

describe('the dashboard follows the shipment as staff record events, against the real application behind msw (issue 13, §4 Dashboard)', () => {
  let real: RealApiMsw;
  let desk: DemoDesk;
  const api = () => desk.api();

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    desk = await demoDesk(real);
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  const record = (id: number, Milestone: string, Status: string) =>
    desk.send(
      'POST',
      `/api/staff/shipments/${id}/events`,
      { Milestone, Status },
      {
        ...desk.staffCookie,
        'idempotency-key': randomUUID(),
      },
    );

  /** The Overview's "where the move is now", as the server's shipment and the booked windows say it should read. */
  async function expectedWhereNow(id: number): Promise<string> {
    const [read, booked] = await Promise.all([api().shipment(id), api().viewReservation(id)]);
    if (!read.ok) throw new Error(`no shipment: ${JSON.stringify(read.error)}`);
    if (!booked.ok) throw new Error(`no reservation: ${JSON.stringify(booked.error)}`);
    return whereNowText(withBookedWindows(shipmentViewFromWire(read.value), booked.value.quote));
  }

  it('after booking, then after drop-off: the Overview says where the move is now (a drop-off with its window booked is scheduled), and the views follow the events', async () => {
    if (!customer) throw new Error('no demo customer');
    const move = await bookedMove(desk.send, customer.email, desk.asCustomer());

    renderApp('/dashboard', api());
    const where = await screen.findByTestId('shipment-where-now');
    expect(where.textContent).toBe(await expectedWhereNow(move.id));
    // The drop-off's two-hour window was booked for its day: it is scheduled, as its calendar file says (issue 27).
    expect(where.textContent).toMatch(/has not started yet: drop-off scheduled \d\d\/\d\d\/\d{4}/);
    // A milestone that applies has its own view (tab); one that does not is listed with its reason.
    expect(screen.getByRole('tab', { name: /Drop-off/ })).toBeTruthy();
    expect(screen.getByTestId('shipment-disabled').textContent).toMatch(/service center/i);
    cleanup();

    expect((await record(move.id, 'DropOff', 'Completed')).status).toBe(200);
    renderApp('/dashboard', api());
    const now = await screen.findByTestId('shipment-where-now');
    const expected = await expectedWhereNow(move.id);
    await waitFor(() => expect(now.textContent).toBe(expected));
    expect(expected).toMatch(/loading/);
  }, 90_000);
});
