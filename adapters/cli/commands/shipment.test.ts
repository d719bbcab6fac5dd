import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../application/accounts/demo-users';
import { endTimeZone } from '../../../domain/calendar/time-zones';
import { stationTimeText } from '../../../domain/shipment';
import { bookedMove, type SendJson } from '../../../tests/fixtures/reservation';
import { cliRunner } from '../../../tests/support/cli-runner';
import { databasesUnderTest, warmUpDatabases } from '../../../tests/support/test-databases';
import { type TestServer, testServer } from '../../../tests/support/test-server';
import type { MovePaymentsResponse } from '../../http/contract/move-payments';
import type { ShipmentResponse } from '../../http/contract/shipments';

const customer = DEMO_USERS[0] as (typeof DEMO_USERS)[number];
const staff = DEMO_USERS[1] as (typeof DEMO_USERS)[number];

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'relomove shipment show|event|simulate on $name (issue 13)',
  (underTest) => {
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
    const booked = () => bookedMove(send, customer.email, mine, { selectOption: 'Relocube-DD' });

    it('shipment show lists the ten milestones with their state and dates; --json is the API answer staff get', async () => {
      const { id } = await booked();
      const shown = await cli.run('shipment', 'show', String(id));
      expect(shown.code).toBe(0);
      // The equipment in words: '2 ReloCubes', not the enum after a count ('2 ReloCube').
      expect(shown.out).toMatch(
        new RegExp(`^Move ${id}: Door to Door, (1 ReloCube|[02-9]\\d* ReloCubes)(,|$)`, 'm'),
      );
      expect(shown.out).toContain('Shipment NonShipped; next to complete: DropOff.');
      expect(shown.out).toMatch(/^DropOff\s+Future\s+\d{4}-\d{2}-\d{2}\s+Estimated/m);
      expect(shown.out).toMatch(
        /^TerminalLoading\s+Disabled\s+-\s+NotApplicable\s+-\s+Your ReloCubes are dropped off/m,
      );
      const json = await cli.run('shipment', 'show', String(id), '--json');
      const api = await server.json<ShipmentResponse>('GET', `/api/shipments/${id}`, undefined, staffs);
      expect(JSON.parse(json.out)).toEqual(api.body);
    });

    it('issue 27: after DropOff Completed ahead of the booked day, shipment show re-bases Loading on the day it happened', async () => {
      const { id } = await booked();
      const before = (await cli.run('shipment', 'show', String(id))).out;
      const booked1 = before.match(/^CustomerLoading\s+Future\s+(\d{4}-\d{2}-\d{2})/m)?.[1];
      expect((await cli.run('shipment', 'event', String(id), 'DropOff', 'Completed')).code).toBe(0);
      const shown = (await cli.run('shipment', 'show', String(id))).out;
      const done = shown.match(/^DropOff\s+Complete\s+(\d{4}-\d{2}-\d{2})/m)?.[1];
      const loading = shown.match(/^CustomerLoading\s+Active\s+(\d{4}-\d{2}-\d{2})/m)?.[1];
      expect(done).toBeDefined();
      expect(loading).toBe(done);
      expect(booked1 && done && booked1 > done).toBe(true);
    });

    it('shipment event records in order; an out-of-order event exits 1 with the domain message and records nothing; reaching Transit charges the card once', async () => {
      const { id, quote } = await booked();
      const first = await cli.run(
        'shipment',
        'event',
        String(id),
        'DropOff',
        'Completed',
        '--location',
        'Brooklyn, NY',
      );
      expect(first.code).toBe(0);
      expect(first.out).toMatch(
        new RegExp(`^Move ${id}: DropOff Completed recorded \\(happened .+, pending\\)\\.$`, 'm'),
      );
      expect(first.out).toContain(
        'Shipment NonShipped, CustomerLoading in progress; next to complete: CustomerLoading.',
      );
      // Issue 27: when it happened, on the origin service center's clock and naming the zone, as the desk says it.
      const shown = JSON.parse(
        (await cli.run('shipment', 'show', String(id), '--json')).out,
      ) as ShipmentResponse;
      const dropOff = shown.Staff?.Events[0];
      expect(shown.Staff?.TimeZones.Origin).toBe(endTimeZone(quote.Details.Origin));
      expect(first.out).toContain(
        `(happened ${stationTimeText(dropOff?.OccurredAt ?? '', shown.Staff?.TimeZones.Origin ?? '')}, pending)`,
      );
      const refused = await cli.run('shipment', 'event', String(id), 'Delivery', 'Completed');
      expect(refused).toMatchObject({
        code: 1,
        err: 'milestone - Delivery cannot be completed before CustomerLoading is complete',
      });
      expect((await cli.run('shipment', 'event', String(id), 'CustomerLoading', 'Completed')).code).toBe(0);
      const transit = await cli.run('shipment', 'event', String(id), 'OriginPickup', 'Completed');
      expect(transit.code).toBe(0);
      expect(transit.out).toMatch(/^Transit charge: \$[\d,]+\.\d{2} charged/m);
      const later = await cli.run(
        'shipment',
        'event',
        String(id),
        'Transit',
        'Delayed',
        '--reason',
        'Weather',
        '--json',
      );
      expect(JSON.parse(later.out)).toMatchObject({ Outcome: 'Recorded', Charge: { Result: 'NothingDue' } });
      const payments = await server.json<MovePaymentsResponse>(
        'GET',
        `/api/staff/moves/${id}/payments`,
        undefined,
        staffs,
      );
      expect(payments.body.Ledger.filter((r) => r.Kind === 'Capture')).toHaveLength(1);
      const json = JSON.parse(
        (await cli.run('shipment', 'show', String(id), '--json')).out,
      ) as ShipmentResponse;
      expect(json.Staff?.Events.map((e) => [e.Milestone, e.Status, e.Source])).toEqual([
        ['DropOff', 'Completed', 'staff'],
        ['CustomerLoading', 'Completed', 'staff'],
        ['OriginPickup', 'Completed', 'staff'],
        ['Transit', 'Delayed', 'staff'],
      ]);
    });

    it('shipment dashboard limits a move (§3 DashboardType, issue 13): the move says so, changes and the pickup request go offline, the shipment is not followed; full brings it back', async () => {
      const { id } = await booked();
      const limited = await cli.run('shipment', 'dashboard', String(id), 'non-carrier-limited');
      expect(limited.code).toBe(0);
      expect(limited.out).toMatch(
        new RegExp(`^Move ${id}: the dashboard is now non-carrier-limited \\(revision \\d+\\)\\.$`, 'm'),
      );
      expect(limited.out).toContain('Off online: Tracking, ChangeMove, PickupRequest, DeliveryTool.');
      const view = await server.json<{
        DashboardType: string | null;
        IsMyMoveEditAllowed: boolean;
        MyMoveEdit: { Reason: string | null };
      }>('GET', `/api/moves/${id}`, undefined, mine);
      expect(view.body).toMatchObject({
        DashboardType: 'non-carrier-limited',
        IsMyMoveEditAllowed: false,
        MyMoveEdit: { Reason: 'LimitedDashboard' },
      });
      const tracked = await server.json<ShipmentResponse>('GET', `/api/shipments/${id}`, undefined, mine);
      expect(tracked.body.ShipmentState).toBe('Unavailable');
      const again = await cli.run('shipment', 'dashboard', String(id), 'non-carrier-limited');
      expect(again.out).toContain('nothing changed');

      // Reconsigned: the customer can no longer cancel online (staff still can), and is told why.
      expect((await cli.run('shipment', 'dashboard', String(id), 'reconsignment-limited')).code).toBe(0);
      const payments = await server.json<MovePaymentsResponse>(
        'GET',
        `/api/moves/${id}/payments`,
        undefined,
        mine,
      );
      expect(payments.body.Cancellation).toMatchObject({ Cancellable: false });
      const fresh = await server.json<{ reservation: { Revision: number } }>(
        'GET',
        `/api/moves/${id}`,
        undefined,
        mine,
      );
      const cancel = await server.json(
        'POST',
        `/api/moves/${id}/cancel`,
        { Revision: fresh.body.reservation.Revision },
        {
          ...mine,
          'idempotency-key': randomUUID(),
        },
      );
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(409);

      const full = await cli.run('shipment', 'dashboard', String(id), 'full', '--json');
      expect(JSON.parse(full.out)).toMatchObject({ QuoteId: id, DashboardType: null, Changed: true });
      const back = await server.json<{ DashboardType: string | null; IsMyMoveEditAllowed: boolean }>(
        'GET',
        `/api/moves/${id}`,
        undefined,
        mine,
      );
      expect(back.body).toMatchObject({ DashboardType: null, IsMyMoveEditAllowed: true });

      expect(await cli.run('shipment', 'dashboard', String(id), 'limited')).toMatchObject({
        code: 2,
        err: 'type - Value must be one of reconsignment-limited, non-carrier-limited, full',
      });
      // Only staff: a customer's session is refused before the body is read.
      const notStaff = await server.json(
        'PUT',
        `/api/staff/moves/${id}/dashboard-type`,
        { DashboardType: null },
        mine,
      );
      expect(notStaff.status).toBe(403);
    });

    it('bad input answers field - message with exit code 2, a refusal or an unknown move exit 1, and nothing is recorded (issue 26)', async () => {
      const { id } = await booked();
      const cases: Array<[string[], number, RegExp]> = [
        [
          ['shipment', 'event', String(id), 'Teleport', 'Started'],
          2,
          /^milestone - Value must be one of "DropOff"/,
        ],
        [
          ['shipment', 'event', String(id), 'DropOff', 'Arrived'],
          2,
          /^status - Value must be one of "Started"/,
        ],
        [
          ['shipment', 'event', String(id), 'DropOff', 'Started', '--at', 'yesterday'],
          2,
          /^at - Value must be a date and time such as 2026-12-01T09:30:00-06:00$/,
        ],
        [
          ['shipment', 'event', 'abc', 'DropOff', 'Started'],
          2,
          /^ref - Value must be a move reference number/,
        ],
        [
          ['shipment', 'event', String(id), 'DropOff', 'Delayed'],
          1,
          /^milestone - A Delayed event needs a reason/,
        ],
        [['shipment', 'show', '999999999'], 1, /^ref - No booked move has the reference 999999999$/],
      ];
      for (const [argv, code, line] of cases) {
        const run = await cli.run(...argv);
        expect(run.code, argv.join(' ')).toBe(code);
        expect(run.err, argv.join(' ')).toMatch(line);
      }
      const json = JSON.parse(
        (await cli.run('shipment', 'show', String(id), '--json')).out,
      ) as ShipmentResponse;
      expect(json.Staff?.Events).toEqual([]);
    });

    it('shipment simulate says SANDBOX, records the due events on the clock (the next one on its service center’s clock, naming the zone: issue 27), and a second run records nothing new', async () => {
      const { id, quote } = await booked();
      const early = await cli.run('shipment', 'simulate', String(id));
      expect(early.code).toBe(0);
      expect(early.out).toContain(
        `SANDBOX carrier feed (no carrier sent these): recorded 0 event(s) for move ${id}.`,
      );
      expect(early.out).toContain(
        `The next sandbox event is due at ${stationTimeText(`${quote.Details.SpotDate}T15:00:00.000Z`, endTimeZone(quote.Details.Origin))}.`,
      );
      // Three days after the drop-off: the drop-off started and the first completions are due.
      server.clock.advance(
        Date.parse(`${quote.Details.SpotDate}T15:00:00Z`) + 3 * 86_400_000 - server.clock.nowMs(),
      );
      const first = await cli.run('shipment', 'simulate', String(id));
      expect(first.code).toBe(0);
      expect(first.out).toMatch(/recorded [1-9]\d* event\(s\)/);
      expect(first.out).toContain('SBX-PENDING');
      const again = await cli.run('shipment', 'simulate', String(id), '--json');
      expect(JSON.parse(again.out)).toMatchObject({ Sandbox: true, Recorded: [] });
    });
  },
);
