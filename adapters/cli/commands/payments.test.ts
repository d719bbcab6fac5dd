import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../application/accounts/demo-users';
import { endTimeZone } from '../../../domain/calendar/time-zones';
import { stationTimeText } from '../../../domain/shipment';
import { readyToReserve, SANDBOX_VISA, type SendJson } from '../../../tests/fixtures/reservation';
import { cliRunner } from '../../../tests/support/cli-runner';
import { databasesUnderTest, warmUpDatabases } from '../../../tests/support/test-databases';
import { type TestServer, testServer } from '../../../tests/support/test-server';
import type { MovePaymentsResponse } from '../../http/contract/move-payments';

const customer = DEMO_USERS[0] as (typeof DEMO_USERS)[number];
const staff = DEMO_USERS[1] as (typeof DEMO_USERS)[number];

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('relomove payments and move transit on $name (issue 12)', (underTest) => {
  let server: TestServer;
  let cli: ReturnType<typeof cliRunner>;
  let mine: Record<string, string>;
  let staffs: Record<string, string>;

  beforeAll(async () => {
    const key = randomBytes(32);
    server = await testServer(underTest, { demoUsers: true, quoteLinkKey: key });
    cli = cliRunner({ database: server.server.database, quoteLinkKey: key, clock: server.clock });
    mine = await server.signIn(customer.email, customer.password);
    staffs = await server.signIn(staff.email, staff.password);
  }, 120_000);
  afterAll(() => server?.close());

  const send: SendJson = (method, path, body, headers) => server.json(method, path, body, headers);

  /** A move of the demo customer, booked with a saved card of `number`: its id and the card's token. */
  async function booked(number = SANDBOX_VISA.CardNumber) {
    const saved = await server.json<{ Card: { PaymentProfileId: string } }>(
      'POST',
      '/api/payments/cards',
      { ...SANDBOX_VISA, CardNumber: number },
      { ...mine, 'idempotency-key': randomUUID() },
    );
    const token = saved.body.Card.PaymentProfileId;
    const ready = await readyToReserve(send, customer.email, mine, { cardToken: token });
    const reserved = await server.json('POST', `/api/moves/${ready.quote.QuoteId}/reserve`, ready.body, {
      ...mine,
      'idempotency-key': randomUUID(),
    });
    expect(reserved.status).toBe(200);
    return { id: ready.quote.QuoteId, token, quote: ready.quote };
  }

  it('move transit charges the amount due once; payments shows the ledger (times on the origin service center’s clock, naming the zone: issue 27) and a zero balance; --json is the API answer', async () => {
    const { id, quote } = await booked();
    const charged = await cli.run('move', 'transit', String(id));
    expect(charged.code).toBe(0);
    expect(charged.out).toMatch(
      new RegExp(`^Move ${id}: charged \\$[\\d,]+\\.\\d{2}\\. Balance due \\$0\\.00\\.$`),
    );
    const again = await cli.run('move', 'transit', String(id));
    expect(again.out).toBe(`Move ${id}: nothing is due; nothing was charged.`);
    const table = await cli.run('payments', String(id));
    expect(table.code).toBe(0);
    expect(table.out).toContain('Authorization');
    expect(table.out).toContain('Capture');
    expect(table.out).toMatch(/Balance due[\s\S]*\$0\.00/);
    const json = await cli.run('payments', String(id), '--json');
    const api = await server.json<MovePaymentsResponse>(
      'GET',
      `/api/staff/moves/${id}/payments`,
      undefined,
      staffs,
    );
    expect(JSON.parse(json.out)).toEqual(api.body);
    expect(api.body.TimeZone).toBe(endTimeZone(quote.Details.Origin));
    expect(api.body.Ledger.length).toBeGreaterThan(0);
    for (const row of api.body.Ledger)
      expect(table.out).toContain(stationTimeText(row.At, api.body.TimeZone));
  });

  it('move transit on a card that declines when charged exits 1 with the reason, and the ledger keeps the failure', async () => {
    const { id } = await booked('4000 0000 0000 0341');
    const declined = await cli.run('move', 'transit', String(id));
    expect(declined.code).toBe(1);
    expect(declined.err).toBe(`payment - Move ${id} was not charged: Your card was declined.`);
    expect(declined.out).toContain('The customer must add a payment method (PaymentInfoRequired).');
    const json = JSON.parse((await cli.run('payments', String(id), '--json')).out) as MovePaymentsResponse;
    expect(json).toMatchObject({ PaymentInfoRequired: true, Captured: 0 });
  });

  it('payments reconcile agrees to the cent after booking and charging (exit 0)', async () => {
    const { id } = await booked();
    expect((await cli.run('move', 'transit', String(id))).code).toBe(0);
    const clean = await cli.run('payments', 'reconcile');
    expect(clean.code).toBe(0);
    expect(clean.out).toMatch(
      /^Checked \d+ ledger row\(s\) against \d+ processor record\(s\): they agree to the cent\.$/,
    );
  });

  it('refuses a reference that is not a number (exit 2) and a move that is not booked (exit 1)', async () => {
    const bad = await cli.run('move', 'transit', 'abc');
    expect(bad).toMatchObject({ code: 2, err: 'ref - Value must be a move reference number, like 1042' });
    const none = await cli.run('payments', '999999999');
    expect(none).toMatchObject({ code: 1, err: 'ref - No booked move has the reference 999999999' });
  });
});
