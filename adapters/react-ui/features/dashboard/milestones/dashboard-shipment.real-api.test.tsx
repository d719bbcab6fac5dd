// @vitest-environment relomove-page
import { randomUUID } from 'node:crypto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../../application/accounts/seed-demo-users';
import { bookedMove, type SendJson } from '../../../../../tests/fixtures/reservation';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../../http/client/fetch-relomove-api';
import { renderApp } from '../../../test-support/render-app';
import { whereNowText } from './milestone-text';
import { shipmentViewFromWire } from './shipment-view-model';

const [customer, staff] = DEMO_USERS;

describe('the dashboard follows the shipment as staff record events, against the real application behind msw (issue 13, §4 Dashboard)', () => {
  let real: RealApiMsw;
  let staffCookie: Record<string, string> = {};
  const api = () => new FetchRelomoveApi('');
  const send: SendJson = (method, path, body, headers) => real.api.json(method, path, body, headers);
  const asCustomer = () => ({ cookie: `relomove_session=${real.cookies().get('relomove_session')}` });

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');
    const signedIn = await api().login({ email: customer.email, password: customer.password });
    if (!signedIn.ok) throw new Error('the demo customer could not sign in');
    staffCookie = await real.api.signIn(staff.email, staff.password);
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  const record = (id: number, Milestone: string, Status: string) =>
    send(
      'POST',
      `/api/staff/shipments/${id}/events`,
      { Milestone, Status },
      {
        ...staffCookie,
        'idempotency-key': randomUUID(),
      },
    );

  /** The Overview's "where the move is now", as the server's shipment says it should read. */
  async function expectedWhereNow(id: number): Promise<string> {
    const read = await api().shipment(id);
    if (!read.ok) throw new Error(`no shipment: ${JSON.stringify(read.error)}`);
    return whereNowText(shipmentViewFromWire(read.value));
  }

  it('after booking, then after drop-off: the Overview says where the move is now, and the views follow the events', async () => {
    if (!customer) throw new Error('no demo customer');
    const move = await bookedMove(send, customer.email, asCustomer());

    renderApp('/dashboard', api());
    const where = await screen.findByTestId('shipment-where-now');
    expect(where.textContent).toBe(await expectedWhereNow(move.id));
    expect(where.textContent).toMatch(/has not started yet/);
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
