// @vitest-environment relomove-page
import { randomUUID } from 'node:crypto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../../application/accounts/demo-users';
import { bookedMove, type SendJson } from '../../../../../tests/fixtures/reservation';
import { parseIcs } from '../../../../../tests/support/icalendar';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../../http/client/fetch-relomove-api';
import { renderApp } from '../../../test-support/render-app';
import { addToCalendarLabel, MoveScheduleText } from './move-schedule-view';

const [customer, staff] = DEMO_USERS;

describe('/dashboard/move-schedule/ against the real application behind msw (issue 13, §2)', () => {
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

  it('shows the booked schedule with a calendar link per dated step; the link downloads its event, and a staff schedule moves its SEQUENCE on', async () => {
    if (!customer) throw new Error('no demo customer');
    const move = await bookedMove(send, customer.email, asCustomer());

    renderApp('/dashboard/move-schedule/', api());
    const steps = await screen.findByTestId('move-schedule-steps');
    expect(within(steps).getAllByRole('listitem').length).toBeGreaterThan(3);
    const link = screen.getByRole('link', { name: addToCalendarLabel('OriginPickup') });
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe(`/api/moves/${move.id}/calendar/OriginPickup.ics`);
    expect(screen.getByRole('link', { name: MoveScheduleText.addAll })).toBeTruthy();

    const download = async () => {
      const answer = await fetch(href);
      expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
      const [event] = parseIcs(await answer.text());
      return event;
    };
    const first = await download();
    expect(first).toMatchObject({
      UID: `${move.id}-OriginPickup@relomove`,
      SEQUENCE: '0',
      STATUS: 'TENTATIVE',
    });
    expect((await download())?.SEQUENCE).toBe('0');

    const day = first?.['DTSTART;VALUE=DATE']?.replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
    const scheduled = await send(
      'POST',
      `/api/staff/shipments/${move.id}/events`,
      { Milestone: 'OriginPickup', Status: 'Scheduled', Window: { Early: day, Late: day } },
      { ...staffCookie, 'idempotency-key': randomUUID() },
    );
    expect(scheduled.status).toBe(200);
    cleanup();
    renderApp('/dashboard/move-schedule/', api());
    await waitFor(() =>
      expect(
        within(screen.getByTestId('move-schedule-steps'))
          .getAllByTestId('move-schedule-dates')
          .map((d) => d.textContent),
      ).toContain(`Scheduled ${day?.slice(5, 7)}/${day?.slice(8, 10)}/${day?.slice(0, 4)}`),
    );
    expect(await download()).toMatchObject({ UID: first?.UID, SEQUENCE: '1', STATUS: 'CONFIRMED' });
  }, 90_000);
});
