// @vitest-environment relomove-page
import { randomUUID } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../application/accounts/demo-users';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { bookedMove, type SendJson } from '../../../../tests/fixtures/reservation';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';

const [customer, staff] = DEMO_USERS;

describe('the pickup request, against the real application behind msw (issue 13, §1 pre/post-pickup pages, §7 POST shipments/{qId}/{target}/pickup)', () => {
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

  it('after drop-off the banner opens the pre-pickup page; the chosen day is recorded and the post-pickup page and the OriginPickup view show it', async () => {
    if (!customer) throw new Error('no demo customer');
    const move = await bookedMove(send, customer.email, asCustomer());
    const dropped = await send(
      'POST',
      `/api/staff/shipments/${move.id}/events`,
      { Milestone: 'DropOff', Status: 'Completed' },
      { ...staffCookie, 'idempotency-key': randomUUID() },
    );
    expect(dropped.status).toBe(200);

    const app = renderApp('/dashboard', api());
    const banner = await screen.findByTestId('pickup-banner');
    expect(banner.textContent).toMatch(
      /Your loading time ends on \d\d\/\d\d\/\d{4}\. Choose the day we pick up your/,
    );
    fireEvent.click(within(banner).getByRole('link', { name: 'Request your pickup' }));
    await waitFor(() => expect(app.here()).toBe(`/dashboard/pickup/${move.id}`));

    const days = await screen.findAllByRole('radio');
    const last = days[days.length - 1] as HTMLInputElement;
    const chosen = last.value as IsoDate;
    fireEvent.click(last);
    fireEvent.click(screen.getByRole('button', { name: 'Request pickup' }));
    await waitFor(() => expect(app.here()).toBe(`/dashboard/pickup/${move.id}/requested`));
    expect((await screen.findByTestId('pickup-requested')).textContent).toContain(
      `(${formatMMDDYYYY(chosen)})`,
    );

    const read = await api().shipment(move.id);
    if (!read.ok) throw new Error('no shipment');
    expect(read.value.Pickup).toMatchObject({ State: 'Requested', PickupDate: chosen });
    const pickup = read.value.Milestones.find((m) => m.Milestone === 'OriginPickup');
    expect(pickup).toMatchObject({ DateType: 'Scheduled', StatusDate: { Early: chosen, Late: chosen } });
    expect(pickup?.Events[0]?.Source).toBe('customer');
    cleanup();

    // The dashboard: no banner now; the pickup view shows the Scheduled day.
    renderApp('/dashboard', api());
    fireEvent.click(await screen.findByRole('tab', { name: /Pickup/ }));
    expect((await screen.findByTestId('milestone-dates')).textContent).toBe(
      `Scheduled ${formatMMDDYYYY(chosen)}`,
    );
    expect(screen.queryByTestId('pickup-banner')).toBeNull();
  }, 120_000);
});
