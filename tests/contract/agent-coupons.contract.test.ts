/**
 * Issue 15 (§1 "Agents can enter coupons on a reservation", §6 "Agent: may enter coupons"), over HTTP on every
 * database under test: the staff lookup page's coupon form sends §7 POST moves/coupons {QuoteId, Coupon}, the
 * endpoint agents already had (no new power was added for the page). An agent's or an admin's coupon on a
 * customer's reservation is agent-entered and stacks with the customer's own; a staff member without the
 * agent role cannot enter one on someone else's reservation (404, as for any reservation not theirs); the
 * total is recomputed on the server either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { Role } from '../../domain/accounts/enums';
import { bookedMove } from '../fixtures/reservation';
import { addTestUser } from '../support/add-test-user';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');
const AGENT = { email: 'agent@relomove.test', password: 'coupon-desk-2026', role: Role.agent };
const ADMIN = { email: 'admin@relomove.test', password: 'keys-to-the-depot-2026', role: Role.admin };

type Coupons = {
  success: true;
  coupons: { Coupons: Array<{ Code: string; Amount: number; Source?: string }> };
};
type Reservation = { reservation: { Details: { Reservation: { TotalPrice: number } } } };

describe.each(databasesUnderTest())('agent coupons on a reservation on $name (issue 15, §6)', (database) => {
  let api: TestServer;
  const as: Record<'customer' | 'staff' | 'agent' | 'admin', Record<string, string>> = {
    customer: {},
    staff: {},
    agent: {},
    admin: {},
  };

  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true });
    await addTestUser(api, AGENT);
    await addTestUser(api, ADMIN);
    as.customer = await api.signIn(customer.email, customer.password);
    as.staff = await api.signIn(staff.email, staff.password);
    as.agent = await api.signIn(AGENT.email, AGENT.password);
    as.admin = await api.signIn(ADMIN.email, ADMIN.password);
  }, 120_000);
  afterAll(() => api?.close());

  const coupon = (QuoteId: number, Coupon: string, headers: Record<string, string>) =>
    api.json<Coupons>('POST', '/api/moves/coupons', { QuoteId, Coupon }, headers);
  const total = async (id: number) =>
    (await api.json<Reservation>('GET', `/api/moves/${id}`, undefined, as.staff)).body.reservation.Details
      .Reservation.TotalPrice;

  it("an agent's and an admin's coupons are agent-entered and stack with the customer's own; the total is recomputed", async () => {
    const { id } = await bookedMove((m, p, b, h) => api.json(m, p, b, h), customer.email, as.customer);
    const before = await total(id);

    const mine = await coupon(id, 'DITY10', as.customer);
    expect(mine.status).toBe(200);
    const byAgent = await coupon(id, 'usa100', as.agent);
    expect(byAgent.status).toBe(200);
    expect(byAgent.body.coupons.Coupons.map((c) => [c.Code, c.Source])).toEqual([
      ['DITY10', 'UserEntered'],
      ['USA100', 'AgentEntered'],
    ]);
    const after = await total(id);
    expect(after).toBeLessThan(before);

    const history = await api.json<{ history: Array<{ changedBy: string | null; reason: string | null }> }>(
      'GET',
      `/api/staff/quotes/${id}`,
      undefined,
      as.staff,
    );
    expect(history.body.history[0]).toMatchObject({ changedBy: AGENT.email, reason: 'Coupon USA100' });

    const byAdmin = await coupon(id, 'DITY10', as.admin);
    expect(byAdmin.status).toBe(200);
    expect(
      byAdmin.body.coupons.Coupons.filter((c) => c.Source === 'AgentEntered').map((c) => c.Code),
    ).toEqual(['USA100', 'DITY10']);
  }, 60_000);

  it('staff without the agent role cannot enter a coupon on a customer’s reservation: 404, nothing changed', async () => {
    const { id } = await bookedMove((m, p, b, h) => api.json(m, p, b, h), customer.email, as.customer);
    const before = await total(id);
    const refused = await coupon(id, 'USA100', as.staff);
    expect(refused.status).toBe(404);
    expect(await total(id)).toBe(before);
  }, 60_000);
});
