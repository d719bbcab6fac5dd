/**
 * Issue 13, GET shipments/{id} through the HTTP client (FetchRelomoveApi over fetch, msw handing each
 * request to the real application): the owner reads what the server answers, with the staff block left
 * out, and anyone else is refused exactly as a move that does not exist (404).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRelomoveApi } from '../../adapters/http/client/fetch-relomove-api';
import type { ShipmentResponse } from '../../adapters/http/contract/shipments';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { bookedMove, type SendJson } from '../fixtures/reservation';
import { API_ORIGIN, type RealApiMsw, startRealApiMsw } from '../support/msw-real-api';

const [customer, staff] = DEMO_USERS;

describe('GET shipments/{id} through FetchRelomoveApi (issue 13, §7 GetMilestone)', () => {
  let real: RealApiMsw;
  const api = () => new FetchRelomoveApi(API_ORIGIN);
  const send: SendJson = (method, path, body, headers) => real.api.json(method, path, body, headers);
  let staffCookie: Record<string, string> = {};
  let customerCookie: Record<string, string> = {};

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');
    const signedIn = await api().login({ email: customer.email, password: customer.password });
    if (!signedIn.ok) throw new Error('the demo customer could not sign in');
    customerCookie = { cookie: `relomove_session=${real.cookies().get('relomove_session')}` };
    staffCookie = await real.api.signIn(staff.email, staff.password);
  }, 120_000);
  afterAll(() => real?.close());

  it("answers the server's shipment to its owner, milestone by milestone, without the staff block", async () => {
    if (!customer) throw new Error('no demo customer');
    const move = await bookedMove(send, customer.email, customerCookie);
    const dropOff = await real.api.json(
      'POST',
      `/api/staff/shipments/${move.id}/events`,
      { Milestone: 'DropOff', Status: 'Completed' },
      { ...staffCookie, 'idempotency-key': randomUUID() },
    );
    expect(dropOff.status).toBe(200);

    const read = await api().shipment(move.id);
    if (!read.ok) throw new Error(`shipment refused: ${JSON.stringify(read.error)}`);
    const wire = await real.api.json<ShipmentResponse>(
      'GET',
      `/api/shipments/${move.id}`,
      undefined,
      customerCookie,
    );
    const { success: _, Staff, ...expected } = wire.body;
    expect(Staff).toBeNull();
    expect(read.value).toEqual(expected);
    expect(read.value.Milestones.find((m) => m.Milestone === 'DropOff')).toMatchObject({
      Status: 'Complete',
      DateType: 'Complete',
    });
    expect(read.value.ActiveMilestone).toBe('CustomerLoading');
  });

  it('refuses a move that is not yours, or not booked, as not found (404)', async () => {
    const missing = await api().shipment(999_999_999);
    expect(missing).toMatchObject({ ok: false, error: { kind: 'Refused', status: 404 } });
  });
});
