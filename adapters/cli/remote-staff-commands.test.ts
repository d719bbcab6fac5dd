import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { Role } from '../../domain/accounts/enums';
import { ADMIN_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import { bookedMove, type SendJson } from '../../tests/fixtures/reservation';
import { type CliRunner, cliRunner } from '../../tests/support/cli-runner';
import { databasesUnderTest, warmUpDatabases } from '../../tests/support/test-databases';
import { type TestServer, testServer } from '../../tests/support/test-server';
import { until } from '../../tests/support/until';
import type { MovePaymentsResponse } from '../http/contract/move-payments';
import type { ShipmentResponse } from '../http/contract/shipments';
import { cliContext } from './container';
import { CliFailure, type CliIo, ExitCode } from './io';
import { runCli } from './program';

const customer = DEMO_USERS[0] as (typeof DEMO_USERS)[number];
const staff = DEMO_USERS[1] as (typeof DEMO_USERS)[number];

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'every staff command while the site runs, on $name (issue 26 "Every staff command works while the site runs")',
  (underTest) => {
    const operatorToken = randomBytes(32).toString('base64url');
    const adminEmail = `admin-${underTest.name.toLowerCase()}@example.com`;
    const adminPassword = 'Copper lantern river 91!';
    const dir = mkdtempSync(join(tmpdir(), 'relomove-remote-staff-'));
    let server: TestServer;
    let http: ReturnType<typeof serve>;
    let url: string;
    let key: Buffer;
    let cli: CliRunner;
    let stdin = '';
    let staffToken = '';
    let adminToken = '';
    let mine: Record<string, string>;
    const asStaff = () => ['--api', url, '--token', staffToken];
    const asAdmin = () => ['--api', url, '--token', adminToken];
    const send: SendJson = (method, path, body, headers) => server.json(method, path, body, headers);
    const booked = () => bookedMove(send, customer.email, mine, { selectOption: 'Relocube-DD' });
    const shipmentOf = async (id: number) =>
      (
        await server.json<ShipmentResponse>('GET', `/api/shipments/${id}`, undefined, {
          authorization: `Bearer ${staffToken}`,
        })
      ).body;

    beforeAll(async () => {
      key = randomBytes(32);
      server = await testServer(underTest, {
        demoUsers: true,
        quoteLinkKey: key,
        operator: { token: operatorToken, fallbackName: 'operator@server-host' },
      });
      http = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const listening = serve({ fetch: server.server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
          resolve(listening),
        );
      });
      url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      cli = cliRunner({
        database: server.server.database,
        quoteLinkKey: key,
        clock: server.clock,
        get stdin() {
          return stdin;
        },
      });
      mine = await server.signIn(customer.email, customer.password);
      stdin = `${staff.password}\n`;
      staffToken = (await cli.run('login', '--api', url, '--email', staff.email, '--password-stdin')).out;
      stdin = `${adminPassword}\n`;
      expect((await cli.run('user', 'add', adminEmail, '--role', 'admin', '--password-stdin')).code).toBe(0);
      adminToken = (await cli.run('login', '--api', url, '--email', adminEmail, '--password-stdin')).out;
      expect(staffToken).toMatch(/^\S{20,}$/);
      expect(adminToken).toMatch(/^\S{20,}$/);
    }, 120_000);
    afterAll(async () => {
      await new Promise((resolve) => http?.close(resolve));
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('shipment show|event|simulate|dashboard, move transit, payments, reconcile and outbox print through --api what they print in process, --json included; refusals read the same', async () => {
      const { id } = await booked();
      const ref = String(id);
      const same = async (...argv: string[]) => {
        const local = await cli.run(...argv);
        const viaApi = await cli.run(...argv, ...asStaff());
        expect(viaApi, argv.join(' ')).toEqual(local);
        return local;
      };
      expect((await same('shipment', 'show', ref)).out).toContain(
        'Shipment NonShipped; next to complete: DropOff.',
      );
      await same('shipment', 'show', ref, '--json');
      await same('payments', ref);
      await same('payments', ref, '--json');
      await same('shipment', 'simulate', ref);

      // Recorded through the server, as the token's staff member; the in-process view sees it at once.
      const dropOff = await cli.run('shipment', 'event', ref, 'DropOff', 'Completed', ...asStaff());
      expect(dropOff.code).toBe(0);
      expect(dropOff.out).toMatch(
        new RegExp(`^Move ${id}: DropOff Completed recorded \\(happened .+, pending\\)\\.$`, 'm'),
      );
      const shown = JSON.parse((await cli.run('shipment', 'show', ref, '--json')).out) as ShipmentResponse;
      expect(shown.Staff?.Events.map((e) => [e.Milestone, e.Status, e.RecordedBy])).toEqual([
        ['DropOff', 'Completed', staff.email],
      ]);

      // Refusals, bad input and an unknown move: the same line and exit code in both modes.
      expect((await same('shipment', 'event', ref, 'Delivery', 'Completed')).code).toBe(1);
      expect((await same('shipment', 'event', ref, 'Teleport', 'Started')).code).toBe(2);
      expect((await same('shipment', 'dashboard', ref, 'limited')).code).toBe(2);
      expect((await same('shipment', 'show', '999999999')).err).toBe(
        'ref - No booked move has the reference 999999999',
      );
      expect((await same('payments', '999999999')).code).toBe(1);
      expect((await same('move', 'transit', 'abc')).code).toBe(2);

      // Reaching Transit through the server charges the move once; the next charge finds nothing due.
      expect(
        (await cli.run('shipment', 'event', ref, 'CustomerLoading', 'Completed', ...asStaff())).code,
      ).toBe(0);
      const pickup = await cli.run(
        'shipment',
        'event',
        ref,
        'OriginPickup',
        'Completed',
        '--json',
        ...asStaff(),
      );
      expect(JSON.parse(pickup.out)).toMatchObject({ Outcome: 'Recorded', Charge: { Result: 'Charged' } });
      expect((await same('move', 'transit', ref)).out).toBe(
        `Move ${id}: nothing is due; nothing was charged.`,
      );
      await same('move', 'transit', ref, '--json');
      const ledger = JSON.parse((await same('payments', ref, '--json')).out) as MovePaymentsResponse;
      expect(ledger.Ledger.filter((r) => r.Kind === 'Capture')).toHaveLength(1);
      expect((await same('payments', 'reconcile')).out).toMatch(/they agree to the cent\.$/);
      await same('payments', 'reconcile', '--json');
      // The move's messages go out meanwhile (the job workers): read both ways until they stand still.
      const outbox = ['outbox', '--ref', ref, '--json'];
      await until(
        async () => [await cli.run(...outbox), await cli.run(...outbox, ...asStaff())] as const,
        ([local, viaApi]) => JSON.stringify(local) === JSON.stringify(viaApi),
        'the outbox read the same both ways',
      );

      const limited = await cli.run('shipment', 'dashboard', ref, 'reconsignment-limited', ...asStaff());
      expect(limited.out).toMatch(
        new RegExp(`^Move ${id}: the dashboard is now reconsignment-limited \\(revision \\d+\\)\\.$`, 'm'),
      );
      expect((await same('shipment', 'dashboard', ref, 'reconsignment-limited')).out).toContain(
        'the dashboard was already reconsignment-limited; nothing changed.',
      );
    });

    it('quote recompute --all through the server prints what it prints in process, with its progress from the server', async () => {
      const local = await cli.run('quote', 'recompute', '--all', '--json');
      const progress: Array<[number, number]> = [];
      cli.ctx.io.progress = (done, total) => progress.push([done, total]);
      cli.ctx.io.progressEnd = () => undefined;
      try {
        const viaApi = await cli.run('quote', 'recompute', '--all', '--json', ...asStaff());
        expect(viaApi).toEqual(local);
        const count = (JSON.parse(local.out) as { count: number }).count;
        expect(count).toBeGreaterThan(0);
        expect(progress.at(-1)).toEqual([count, count]);
      } finally {
        delete cli.ctx.io.progress;
        delete cli.ctx.io.progressEnd;
      }
      expect(await cli.run('quote', 'recompute', '--all', ...asStaff())).toEqual(
        await cli.run('quote', 'recompute', '--all'),
      );
      expect(await cli.run('quote', 'recompute', '--all', '--save', ...asStaff())).toMatchObject({
        code: 2,
        err: 'reason - Say why with --reason "..." when saving a change',
      });
    });

    it('user list|add and db backup go through an admin token; a staff token is refused in one line (exit 1)', async () => {
      expect(await cli.run('user', 'list', ...asStaff())).toEqual({
        code: 1,
        out: '',
        err: `${ADMIN_ONLY_MESSAGE}: the token's account is not an admin account.`,
      });
      expect(await cli.run('user', 'list', '--json', ...asAdmin())).toEqual(
        await cli.run('user', 'list', '--json'),
      );
      stdin = 'Violet orchard compass 55?';
      const added = await cli.run(
        'user',
        'add',
        'night-desk@example.com',
        '--role',
        'staff',
        '--password-stdin',
        ...asAdmin(),
      );
      expect(added).toEqual({ code: 0, out: 'Added staff account night-desk@example.com.', err: '' });
      expect((await cli.run('user', 'list', '--role', 'staff')).out).toContain('night-desk@example.com');
      const again = await cli.run(
        'user',
        'add',
        'NIGHT-desk@example.com',
        '--role',
        'staff',
        '--password-stdin',
        ...asAdmin(),
      );
      expect(again).toEqual(
        await cli.run('user', 'add', 'NIGHT-desk@example.com', '--role', 'staff', '--password-stdin'),
      );
      expect(again).toMatchObject({
        code: 1,
        err: 'An account with the email night-desk@example.com already exists.',
      });
      const weak = ['user', 'add', 'weak@example.com', '--role', 'staff', '--password', 'short'];
      expect(await cli.run(...weak, ...asAdmin())).toEqual(await cli.run(...weak));
      expect((await cli.run(...weak)).code).toBe(2);

      const file = join(dir, 'through-the-server.jsonl');
      expect((await cli.run('db', 'backup', file, ...asStaff())).code).toBe(1);
      const backup = await cli.run('db', 'backup', file, '--json', ...asAdmin());
      expect(backup.code).toBe(0);
      const summary = JSON.parse(backup.out) as { file: string; tables: Record<string, number> };
      expect(summary.file).toBe(file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const local = JSON.parse(
        (await cli.run('db', 'backup', join(dir, 'in-process.jsonl'), '--json')).out,
      ) as {
        tables: Record<string, number>;
      };
      expect(Object.keys(summary.tables)).toEqual(Object.keys(local.tables));
      expect(summary.tables.users).toBe(local.tables.users);
      expect((await cli.run('db', 'backup', file, ...asAdmin())).err).toBe(
        `${file} already exists; choose another file or add --force to replace it.`,
      );
    });

    it('without --api, through the embedded server of the control file: recorded as RELOMOVE_OPERATOR, nothing opened locally; restore says the server must stop; a stale token is refused', async () => {
      const { id } = await booked();
      const out: string[] = [];
      const err: string[] = [];
      const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), color: false };
      const controlFile = join(dir, 'relomove-server.json');
      const operatorCli =
        (token: string) =>
        async (...argv: string[]) => {
          out.length = 0;
          err.length = 0;
          const ctx = cliContext(
            io,
            {
              database: async () => {
                throw new CliFailure('The test opened the database', ExitCode.Refused);
              },
              quoteLinkKey: () => key,
              label: 'PGlite in test',
              operator: { userId: 0, email: 'night-shift@relomove.test', role: Role.staff },
              localServer: () => ({ url, token, file: controlFile }),
            },
            server.clock,
          );
          const code = await runCli(argv, ctx);
          return { code, out: out.join('\n'), err: err.join('\n') };
        };
      const run = operatorCli(operatorToken);
      const recorded = await run('shipment', 'event', String(id), 'DropOff', 'Completed');
      expect(recorded.code, recorded.err).toBe(0);
      const events = (await shipmentOf(id)).Staff?.Events ?? [];
      expect(events.map((e) => [e.Milestone, e.RecordedBy])).toEqual([
        ['DropOff', 'night-shift@relomove.test'],
      ]);
      expect((await run('shipment', 'show', String(id))).out).toBe(
        (await cli.run('shipment', 'show', String(id))).out,
      );
      expect((await run('user', 'list', '--json')).out).toBe((await cli.run('user', 'list', '--json')).out);
      expect(await run('db', 'restore', join(dir, 'in-process.jsonl'), '--yes')).toEqual({
        code: 2,
        out: '',
        err: `relomove db restore needs the server stopped: the server at ${url} holds the data folder; stop it, then run the restore again.`,
      });

      // The operator's name is believed only with the operator token: a staff session that sends one is
      // recorded as itself.
      const forged = await server.json(
        'POST',
        `/api/staff/shipments/${id}/events`,
        { Milestone: 'CustomerLoading', Status: 'Completed' },
        {
          authorization: `Bearer ${staffToken}`,
          'x-relomove-operator': 'someone-else@relomove.test',
          'idempotency-key': crypto.randomUUID(),
        },
      );
      expect(forged.status).toBe(200);
      expect(((await shipmentOf(id)).Staff?.Events ?? []).at(-1)?.RecordedBy).toBe(staff.email);

      const stale = await operatorCli(randomBytes(32).toString('base64url'))('shipment', 'show', String(id));
      expect(stale).toEqual({
        code: 1,
        out: '',
        err: `The server at ${url} did not accept the operator token of ${controlFile}; restart the server, or use --api URL --token T.`,
      });
    });
  },
);
