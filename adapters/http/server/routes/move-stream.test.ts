import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../../application/accounts/demo-users';
import { bookedMove, type SendJson } from '../../../../tests/fixtures/reservation';
import { openSse, type SseEvent, type SseStream } from '../../../../tests/support/sse-client';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../../../tests/support/test-databases';
import { type DemoSessions, type TestServer, testServer } from '../../../../tests/support/test-server';
import { until } from '../../../../tests/support/until';
import { parseWireMoveChange, type WireMoveChange } from '../../contract/move-stream-paths';
import { createNodeListener } from '../node-listener';

const customer = DEMO_USERS[0] as (typeof DEMO_USERS)[number];

/** The server on a real socket, as a browser reaches it. */
async function listening(server: TestServer): Promise<{ url: string; http: HttpServer }> {
  const http = createNodeListener(server.server);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, http };
}

const changesIn = (events: readonly SseEvent[]): Array<WireMoveChange & { id: string | null }> =>
  events.flatMap((e) => {
    const change = e.event === 'change' ? parseWireMoveChange(e.data) : null;
    return change ? [{ ...change, id: e.id }] : [];
  });

const shipmentEvents = (events: readonly SseEvent[]) =>
  changesIn(events).filter((c) => c.Kind === 'ShipmentEvent');

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'GET moves/{id}/stream on $name (issue 28, a dashboard that updates itself)',
  (underTest) => {
    let server: TestServer;
    let base: string;
    let http: HttpServer;
    let sessions: DemoSessions;
    const open: SseStream[] = [];
    const send: SendJson = (method, path, body, headers) => server.json(method, path, body, headers);
    const stream = async (id: number, headers: Record<string, string>, query = '') => {
      const s = await openSse(`${base}/api/moves/${id}/stream${query}`, headers);
      open.push(s);
      return s;
    };
    /** Staff record a shipment event (what `relomove shipment event --api` sends), answering its row id. */
    const recordEvent = async (id: number, milestone: string, status: string, on = server) => {
      const answer = await on.json<{ event: { Id?: number } }>(
        'POST',
        `/api/staff/shipments/${id}/events`,
        { Milestone: milestone, Status: status },
        { ...sessions.staffs, 'idempotency-key': randomUUID() },
      );
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const ready = (s: SseStream) => s.until((e) => e.some((x) => x.event === 'ready'), 'the ready event');

    beforeAll(async () => {
      // Heartbeats every 20 ms, so a test sees them without waiting the real 15 s.
      server = await testServer(underTest, { demoUsers: true, moveStream: { heartbeatMs: 20 } });
      ({ url: base, http } = await listening(server));
      sessions = await server.demoSessions({
        email: 'stream-stranger@example.com',
        password: 'Lantern orchard 9!',
      });
    }, 120_000);
    let closed = false;
    afterAll(async () => {
      for (const s of open) s.close();
      http?.closeAllConnections();
      http?.close();
      if (!closed) await server?.close();
    });

    it('the owner receives each new shipment event of the move as it is recorded, without asking again; the stream is never cached or compressed', async () => {
      const { id } = await bookedMove(send, customer.email, sessions.mine, { selectOption: 'Relocube-DD' });
      const s = await stream(id, { ...sessions.mine, 'accept-encoding': 'gzip, deflate, br' });
      expect(s.status).toBe(200);
      expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(s.headers.get('cache-control')).toBe('no-store, no-transform');
      expect(s.headers.get('content-encoding')).toBeNull();
      expect(s.headers.get('x-accel-buffering')).toBe('no');
      const [first] = await ready(s);
      expect(first?.event).toBe('ready');
      expect(s.retries).toEqual([1000]);

      await recordEvent(id, 'DropOff', 'Started');
      const [started] = shipmentEvents(
        await s.until((e) => shipmentEvents(e).length === 1, 'the DropOff event'),
      );
      expect(started).toMatchObject({ QuoteId: id, Kind: 'ShipmentEvent' });
      // On to Transit, which charges the card (ChargeMove): a charge is a change too.
      await recordEvent(id, 'DropOff', 'Completed');
      await recordEvent(id, 'CustomerLoading', 'Completed');
      await recordEvent(id, 'OriginPickup', 'Completed');
      const seen = await s.until(
        (e) => shipmentEvents(e).length === 4 && changesIn(e).some((c) => c.Kind === 'Charge'),
        'four events and the Transit charge',
      );
      // Each change's id is where to resume: it never goes back.
      const ids = seen.map((e) => Number(e.id));
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      // The rows named are the move's own: its shipment events, and the ledger's rows of the charge.
      const db = server.server.database.db;
      const events = await db
        .selectFrom('shipment_events')
        .select('id')
        .where('quote_id', '=', id)
        .orderBy('id')
        .execute();
      expect(shipmentEvents(seen).map((c) => c.RowId)).toEqual(events.map((r) => Number(r.id)));
      const ledger = await db.selectFrom('payment_ledger').select('id').where('quote_id', '=', id).execute();
      const charges = changesIn(seen).filter((c) => c.Kind === 'Charge');
      expect(charges.every((c) => ledger.some((r) => Number(r.id) === c.RowId))).toBe(true);
      // The messages the move's events set off (issue 14) arrive too, as they are logged.
      const withMessage = await s.until(
        (e) => changesIn(e).some((c) => c.Kind === 'Message'),
        'a message about the move',
      );
      const logged = await db.selectFrom('message_log').select('id').where('quote_id', '=', id).execute();
      const messages = changesIn(withMessage).filter((c) => c.Kind === 'Message');
      expect(messages.every((c) => logged.some((r) => Number(r.id) === c.RowId))).toBe(true);
      expect(s.ended()).toBe(false);
    });

    it('staff follow any booked move; another customer gets 404 and nobody signed in 401, before anything is streamed', async () => {
      const { id } = await bookedMove(send, customer.email, sessions.mine, { selectOption: 'Relocube-DD' });
      const stranger = await stream(id, sessions.theirs);
      expect(stranger.status).toBe(404);
      expect(stranger.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(stranger.refusal ?? '')).toMatchObject({
        errors: ['id - No reservation matches this reference'],
      });
      const nobody = await stream(id, {});
      expect(nobody.status).toBe(401);
      const unknown = await stream(9_999_999, sessions.staffs);
      expect(unknown.status).toBe(404);

      const staff = await stream(id, sessions.staffs);
      expect(staff.status).toBe(200);
      await ready(staff);
      await recordEvent(id, 'DropOff', 'Started');
      await staff.until((e) => shipmentEvents(e).length === 1, 'the event, for staff');
    });

    it('Last-Event-ID: a stream that comes back gets the changes it missed first, from the header or from ?lastEventId=; a malformed one is refused', async () => {
      const { id } = await bookedMove(send, customer.email, sessions.mine, { selectOption: 'Relocube-DD' });
      const first = await stream(id, sessions.mine);
      const [hello] = await ready(first);
      await recordEvent(id, 'DropOff', 'Started');
      const seen = shipmentEvents(
        await first.until((e) => shipmentEvents(e).length === 1, 'the first event'),
      );
      first.close();
      const lastSeen = seen[0]?.id ?? '';

      // Recorded while the page was away.
      await recordEvent(id, 'DropOff', 'Completed');
      await recordEvent(id, 'CustomerLoading', 'Completed');

      const back = await stream(id, { ...sessions.mine, 'last-event-id': lastSeen });
      const missed = shipmentEvents(
        await back.until((e) => shipmentEvents(e).length === 2, 'the two missed events'),
      );
      expect(back.events[0]).toMatchObject({ event: 'ready', id: lastSeen });
      expect(missed.every((c) => c.ChangeId > Number(lastSeen))).toBe(true);

      // A new connection (after the stream was refused) says where it was in the query.
      const again = await stream(id, sessions.mine, `?lastEventId=${hello?.id}`);
      const all = shipmentEvents(
        await again.until((e) => shipmentEvents(e).length === 3, 'all three events'),
      );
      expect(all.map((c) => c.ChangeId)).toEqual([...seen, ...missed].map((c) => c.ChangeId));

      const malformed = await stream(id, { ...sessions.mine, 'last-event-id': 'yesterday' });
      expect(malformed.status).toBe(400);
      expect(JSON.parse(malformed.refusal ?? '').errors).toEqual([
        'last-event-id - Value must be the id of an event this stream sent',
      ]);
    });

    if (underTest.name === 'PostgreSQL') {
      it('a shipment event recorded on another instance reaches a stream open on this one', async () => {
        const other = await testServer(underTest, {
          demoUsers: true,
          database: await secondPool(server.server.database),
        });
        try {
          const { id } = await bookedMove(send, customer.email, sessions.mine, {
            selectOption: 'Relocube-DD',
          });
          const s = await stream(id, sessions.mine);
          await ready(s);
          const staffThere = await other.signIn(DEMO_USERS[1]?.email ?? '', DEMO_USERS[1]?.password ?? '');
          const answer = await other.json(
            'POST',
            `/api/staff/shipments/${id}/events`,
            { Milestone: 'DropOff', Status: 'Started' },
            { ...staffThere, 'idempotency-key': randomUUID() },
          );
          expect(answer.status).toBe(200);
          await s.until((e) => shipmentEvents(e).length === 1, 'the event recorded on the other instance');
        } finally {
          await other.close();
        }
      });
    }

    // Last: it stops the server.
    it('heartbeats keep a quiet stream open; a server that stops ends its streams cleanly and refuses new ones (503)', async () => {
      const { id } = await bookedMove(send, customer.email, sessions.mine, { selectOption: 'Relocube-DD' });
      const s = await stream(id, sessions.mine);
      await ready(s);
      await until(
        () => s.comments.length,
        (n) => n >= 2,
        'two heartbeats',
      );
      expect(new Set(s.comments)).toEqual(new Set(['heartbeat']));
      closed = true;
      const closing = server.close();
      await until(
        () => s.ended(),
        (ended) => ended,
        'the stream to end when the server stops',
      );
      await closing;
      const refused = await stream(id, sessions.mine);
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.refusal ?? '').errors).toEqual([
        'stream - This server is stopping; connect again',
      ]);
    });
  },
);
