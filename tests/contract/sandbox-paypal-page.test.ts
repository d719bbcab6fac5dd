import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, PAGE_CONTENT_SECURITY_POLICY } from '../../adapters/http/server/app';
import {
  registerSandboxPayPalPage,
  SANDBOX_PAYPAL_CSS_PATH,
} from '../../adapters/http/server/routes/sandbox-paypal';
import { SandboxPayPal, type SandboxPayPalTables } from '../../adapters/sandbox/sandbox-paypal';
import type { Viewer } from '../../application/accounts/viewer';
import { Role } from '../../domain/accounts/enums';
import { cents } from '../../domain/money/money';
import { PAYPAL_SANDBOX_BANNER } from '../../domain/payment/paypal';
import { TestClock } from '../support/test-clock';
import { type DatabaseUnderTest, databasesUnderTest, warmUpDatabases } from '../support/test-databases';

beforeAll(warmUpDatabases, 120_000);

/** Users 7 and 8, signed in by a test cookie `as=<id>`. */
async function viewerOf(cookie: string | undefined): Promise<Viewer> {
  const id = /(?:^|;\s*)as=(\d+)/.exec(cookie ?? '')?.[1];
  return id === undefined
    ? null
    : { userId: Number(id), email: `user${id}@example.com`, role: Role.customer };
}

const pglite = databasesUnderTest().find((d) => d.name === 'PGlite');

/**
 * The approval page (adapters/http/server/routes/sandbox-paypal.ts) on the app with its middleware and the
 * real SandboxPayPal on PGlite. Here rather than next to the route, because a route file's test may not
 * import the sandbox adapter (the dependency rule).
 */
describe('the PayPal SANDBOX approval page (issue 12)', () => {
  let database: Awaited<ReturnType<DatabaseUnderTest['open']>>;
  let paypal: SandboxPayPal;
  let app: ReturnType<typeof createApp>;
  let requests = 0;

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always under test');
    database = await pglite.open();
    paypal = new SandboxPayPal({
      db: database.db.withTables<SandboxPayPalTables>(),
      clock: new TestClock(),
    });
    app = createApp({ logger: pino({ level: 'silent' }), resolveViewer: viewerOf });
    registerSandboxPayPalPage(app, { approvals: paypal });
  }, 120_000);
  afterAll(() => database.close());

  async function newOrder(userId = 7) {
    return (
      await paypal.createOrder({
        quoteId: 1000123,
        userId,
        amount: cents(123_456),
        returnUrl: '/moving-quotes/payment?paypal=approved',
        cancelUrl: '/moving-quotes/payment',
        requestId: `page-${++requests}`,
      })
    )._unsafeUnwrap();
  }

  const asUser = (id: number) => ({ cookie: `as=${id}` });
  const post = (path: string, userId: number, body: Record<string, string> = {}, headers = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { ...asUser(userId), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body).toString(),
    });

  it("shows the order's owner the amount, the merchant and both sandbox funding sources, marked as the SANDBOX", async () => {
    const order = await newOrder();
    const res = await app.request(order.approveUrl, { headers: asUser(7) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe(PAGE_CONTENT_SECURITY_POLICY);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain(PAYPAL_SANDBOX_BANNER);
    expect(page).toContain('PayPal SANDBOX — no real PayPal account, nothing is charged');
    expect(page).toContain('$1,234.56 USD');
    expect(page).toContain('Relomove');
    expect(page).toContain('<label for="funding-source-0">Sandbox PayPal balance</label>');
    expect(page).toContain('<label for="funding-source-1">Sandbox Visa ending 0002</label>');
    expect(page).toContain('>Approve</button>');
    expect(page).toContain('>Cancel and return</button>');
    expect(page).toContain('<h1>');
    expect(page).toContain(`<link rel="stylesheet" href="${SANDBOX_PAYPAL_CSS_PATH}">`);
    // No inline script or style: the page policy allows none.
    expect(page).not.toMatch(/<script|<style|\sstyle=/i);
  });

  it('answers not-found to another user, to nobody signed in and to an unknown order', async () => {
    const order = await newOrder();
    for (const headers of [asUser(8), {}]) {
      const res = await app.request(order.approveUrl, { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Payment not found');
    }
    expect(
      (await app.request('/api/sandbox/paypal/checkoutnow?token=0000000000000000X', { headers: asUser(7) }))
        .status,
    ).toBe(404);
    expect(
      (await app.request('/api/sandbox/paypal/checkoutnow?token=<script>', { headers: asUser(7) })).status,
    ).toBe(404);
    // Another user cannot approve it either, and it stays CREATED.
    const approve = `/api/sandbox/paypal/orders/${order.orderId}/approve`;
    expect((await post(approve, 8, { fundingSource: 'SANDBOX_PAYPAL_BALANCE' })).status).toBe(404);
    expect((await paypal.getOrder(order.orderId))._unsafeUnwrap().status).toBe('CREATED');
  });

  it('approves with the chosen funding source and redirects (303) to the returnUrl with ?token={orderId}', async () => {
    const order = await newOrder();
    const res = await post(`/api/sandbox/paypal/orders/${order.orderId}/approve`, 7, {
      fundingSource: 'SANDBOX_VISA_0002',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '', 'http://relomove.test');
    expect(location.pathname).toBe('/moving-quotes/payment');
    expect(location.searchParams.get('paypal')).toBe('approved');
    expect(location.searchParams.get('token')).toBe(order.orderId);
    expect(location.searchParams.get('PayerID')).toMatch(/^[0-9A-Z]{13}$/);
    expect((await paypal.getOrder(order.orderId))._unsafeUnwrap()).toMatchObject({
      status: 'APPROVED',
      fundingSource: 'SANDBOX_VISA_0002',
    });
  });

  it('tells the buyer PayPal declined their card after INSTRUMENT_DECLINED, and offers the other source first', async () => {
    const order = await newOrder();
    await post(`/api/sandbox/paypal/orders/${order.orderId}/approve`, 7, {
      fundingSource: 'SANDBOX_VISA_0002',
    });
    expect((await paypal.authorizeOrder(order.orderId, `page-${++requests}`))._unsafeUnwrapErr().kind).toBe(
      'INSTRUMENT_DECLINED',
    );
    const page = await (await app.request(order.approveUrl, { headers: asUser(7) })).text();
    expect(page).toContain('role="alert">PayPal declined Sandbox Visa ending 0002.');
    expect(page).toMatch(/value="SANDBOX_PAYPAL_BALANCE" aria-describedby="funding-source-0-hint" checked/);
  });

  it('cancels back to the cancelUrl with ?token={orderId}, leaving the order CREATED', async () => {
    const order = await newOrder();
    const res = await post(`/api/sandbox/paypal/orders/${order.orderId}/cancel`, 7);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/moving-quotes/payment?token=${order.orderId}`);
    expect((await paypal.getOrder(order.orderId))._unsafeUnwrap().status).toBe('CREATED');
  });

  it('refuses a form posted from another site (Sec-Fetch-Site or Origin) with 403, approving nothing', async () => {
    const order = await newOrder();
    const approve = `/api/sandbox/paypal/orders/${order.orderId}/approve`;
    const body = { fundingSource: 'SANDBOX_PAYPAL_BALANCE' };
    expect((await post(approve, 7, body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(approve, 7, body, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await paypal.getOrder(order.orderId))._unsafeUnwrap().status).toBe('CREATED');
    const same = await post(approve, 7, body, {
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost',
    });
    expect(same.status).toBe(303);
  });

  it('answers 400 with the page again for a funding source that is not offered', async () => {
    const order = await newOrder();
    const res = await post(`/api/sandbox/paypal/orders/${order.orderId}/approve`, 7, {
      fundingSource: 'GOLD',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please choose how to pay.');
  });

  it('shows an authorized order as approved, with a link back, and no form', async () => {
    const order = await newOrder();
    await post(`/api/sandbox/paypal/orders/${order.orderId}/approve`, 7, {
      fundingSource: 'SANDBOX_PAYPAL_BALANCE',
    });
    await paypal.authorizeOrder(order.orderId, `page-${++requests}`);
    const page = await (await app.request(order.approveUrl, { headers: asUser(7) })).text();
    expect(page).toContain('Payment approved');
    expect(page).toContain('Return to Relomove');
    expect(page).not.toContain('<form');
    const again = await post(`/api/sandbox/paypal/orders/${order.orderId}/approve`, 7, {
      fundingSource: 'SANDBOX_VISA_0002',
    });
    expect(again.status).toBe(409);
  });

  it('serves its stylesheet as CSS from the same prefix', async () => {
    const res = await app.request(SANDBOX_PAYPAL_CSS_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/css');
    expect(await res.text()).toContain(':focus-visible');
  });
});
