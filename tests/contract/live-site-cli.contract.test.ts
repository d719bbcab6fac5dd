/**
 * Issue 26 "Every staff command works while the site runs", done when: "With `npm start` running, staff
 * advance a booked move from the terminal with the README's commands, with and without `--api`, and the
 * customer's dashboard follows."
 *
 * The server runs as `npm start` runs it: its bundle (`node dist/server/main.js`, built here from the
 * sources of this checkout so it is never stale) on a throwaway DATA_DIR (embedded PGlite, demo accounts)
 * and a free port. The staff commands of docs/cli.md run through the `relomove` program, with `--api URL
 * --token T` and without it; without it, the CLI reads DATA_DIR's control file and goes through the same
 * server with its operator token, as RELOMOVE_OPERATOR. A few run as real `relomove` processes (the CLI's
 * bundle) too. One server and one booked move keep it quick.
 *
 * The server's clock starts at the suite's TEST_NOW (SANDBOX_CLOCK, issue 25), and so do the CLI processes'.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliContext, storeSettingsFromEnv, terminalOperator } from '../../adapters/cli/container';
import type { CliContext } from '../../adapters/cli/context';
import type { CliIo } from '../../adapters/cli/io';
import { runCli } from '../../adapters/cli/program';
import type { MovePaymentsResponse } from '../../adapters/http/contract/move-payments';
import type { ShipmentResponse } from '../../adapters/http/contract/shipments';
import { CONTROL_FILE_NAME, readServerControl } from '../../adapters/persistence/server-control-file';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { addDays } from '../../domain/calendar/business-days';
import { BUNDLES, buildBundle, compileReferenceData } from '../../scripts/build-bundles';
import { bookedMove, type SendJson } from '../fixtures/reservation';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { TEST_NOW, TEST_TODAY } from '../support/test-today';
import { until } from '../support/until';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const customer = DEMO_USERS[0] as (typeof DEMO_USERS)[number];
const staff = DEMO_USERS[1] as (typeof DEMO_USERS)[number];
const OPERATOR = 'night-desk@relomove.test';
const ADMIN = { email: 'live-admin@example.com', password: 'Harbour willow engine 27!' };

interface Run {
  code: number | null;
  out: string;
  err: string;
}

describe('every staff command while the embedded server runs (issue 26)', () => {
  const cache = join(ROOT, 'node_modules', '.cache', 'relomove');
  let bundles = '';
  let dataDir = '';
  let server: ServerProcess;
  let ctx: CliContext;
  let stdin = '';
  let staffToken = '';
  let adminToken = '';
  let mine: Record<string, string> = {};
  let moveId = 0;
  const out: string[] = [];
  const err: string[] = [];

  /** `relomove <argv>` through the program, in this process (the control file and --api as a person has them). */
  async function relomove(...argv: string[]): Promise<Run> {
    out.length = 0;
    err.length = 0;
    const code = await runCli(argv, ctx);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const withApi = (token = staffToken) => ['--api', server.url, '--token', token];
  /**
   * The same command with and without --api: the same output, --json included, and exit code (a quote's
   * link token is encrypted afresh, with a random IV, at every answer).
   */
  async function both(...argv: string[]): Promise<Run> {
    const local = await relomove(...argv);
    const remote = await relomove(...argv, ...withApi());
    const tokensOut = (run: Run) => ({ ...run, out: run.out.replace(/[A-Za-z0-9_-]{40,}/g, '<link token>') });
    expect(tokensOut(remote), argv.join(' ')).toEqual(tokensOut(local));
    return local;
  }

  /** `relomove <argv>` as its own process (the CLI's bundle), on this machine's DATA_DIR, as OPERATOR. */
  function relomoveProcess(...argv: string[]): Promise<Run> {
    const { DATABASE_URL: _, RELOMOVE_API: _api, RELOMOVE_TOKEN: _token, ...env } = process.env;
    return new Promise((done, fail) => {
      const child = spawn(process.execPath, [join(bundles, 'cli', 'main.js'), ...argv], {
        cwd: ROOT,
        env: {
          ...env,
          SANDBOX_CLOCK: TEST_NOW,
          DATA_DIR: dataDir,
          RELOMOVE_OPERATOR: OPERATOR,
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
      });
      child.on('error', fail);
      child.on('close', (code) => done({ code, out: stdout.trimEnd(), err: stderr.trimEnd() }));
    });
  }

  const send: SendJson = async (method, path, body, headers = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  };
  /** What the customer's dashboard reads: GET /api/shipments/{id} with their own session. */
  const customerShipment = async () => {
    const answer = await send<ShipmentResponse>('GET', `/api/shipments/${moveId}`, undefined, mine);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const captures = async () => {
    const answer = await send<MovePaymentsResponse>('GET', `/api/moves/${moveId}/payments`, undefined, mine);
    return answer.body.Ledger.filter((row) => row.Kind === 'Capture');
  };

  beforeAll(async () => {
    mkdirSync(cache, { recursive: true });
    bundles = mkdtempSync(join(cache, 'live-site-'));
    // As `npm run build` makes them (the server's with its embedded database's worker).
    const [, ...mains] = await Promise.all([
      compileReferenceData(bundles),
      ...BUNDLES.map((target) => buildBundle(target, bundles)),
    ]);
    const serverMain = mains[BUNDLES.findIndex((target) => target.name === 'server')];
    if (serverMain === undefined) throw new Error('no server bundle');
    dataDir = mkdtempSync(join(tmpdir(), 'relomove-live-site-'));
    const { DATABASE_URL: _, ...env } = process.env;
    server = await startServerProcess({ ...(env as Record<string, string>), DATA_DIR: dataDir }, [
      serverMain,
    ]);
    // The control file is written once the server listens.
    await until(
      () => readServerControl(dataDir),
      (control) => control !== null,
      'the control file',
    );

    const io: CliIo = {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      color: false,
      readStdin: async () => stdin,
    };
    ctx = cliContext(io, {
      ...storeSettingsFromEnv({ DATA_DIR: dataDir, SANDBOX_CLOCK: TEST_NOW }),
      operator: terminalOperator({ RELOMOVE_OPERATOR: OPERATOR }),
    });

    stdin = `${staff.password}\n`;
    const login = await relomove('login', '--api', server.url, '--email', staff.email, '--password-stdin');
    expect(login.code, login.err).toBe(0);
    staffToken = login.out;
    // An admin account, made without --api through the running server (the operator may), then signed in.
    stdin = `${ADMIN.password}\n`;
    const added = await relomove('user', 'add', ADMIN.email, '--role', 'admin', '--password-stdin');
    expect(added, added.err).toMatchObject({ code: 0, out: `Added admin account ${ADMIN.email}.` });
    adminToken = (await relomove('login', '--api', server.url, '--email', ADMIN.email, '--password-stdin'))
      .out;

    const signedIn = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    const session = /relomove_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    mine = { cookie: `relomove_session=${session}` };
    // A ReloCube door to door, 45 days after the suite's today, where the server's clock starts.
    const firstMoveDate = addDays(TEST_TODAY, 45);
    moveId = (await bookedMove(send, customer.email, mine, { firstMoveDate, selectOption: 'Relocube-DD' }))
      .id;
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    if (bundles) rmSync(bundles, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('advances the booked move through every milestone with `relomove shipment event`, with and without --api; the customer’s GET /api/shipments/{id} follows each at once; one capture, at Transit', async () => {
    const ref = String(moveId);
    const start = await customerShipment();
    expect(start.Staff).toBeNull();
    const milestones = start.Milestones.filter((m) => m.Status !== 'Disabled').map((m) => m.Milestone);
    expect(milestones).toContain('Transit');
    expect(await captures()).toEqual([]);

    for (const [i, milestone] of milestones.entries()) {
      // Every other milestone through --api as the staff member, the rest through the control file.
      const remote = i % 2 === 0;
      const run = await relomove(
        'shipment',
        'event',
        ref,
        milestone,
        'Completed',
        ...(remote ? withApi() : []),
      );
      expect(run.code, `${milestone}: ${run.err}`).toBe(0);
      expect(run.out).toMatch(new RegExp(`^Move ${moveId}: ${milestone} Completed recorded`));
      // The customer's dashboard has it as soon as the command returns.
      const seen = await customerShipment();
      expect(seen.Milestones.find((m) => m.Milestone === milestone)?.Status, milestone).toBe('Complete');
      expect(seen.Staff).toBeNull();
      const transitStarted = seen.ShipmentState !== 'NonShipped';
      expect((await captures()).length, `captures after ${milestone}`).toBe(transitStarted ? 1 : 0);
    }
    expect((await customerShipment()).NextMilestone).toBeNull();
    expect(await captures()).toHaveLength(1);

    // Who recorded each: the staff member through --api, the operator through the control file.
    const shown = JSON.parse((await both('shipment', 'show', ref, '--json')).out) as ShipmentResponse;
    expect(shown.Staff?.Events.map((e) => e.RecordedBy)).toEqual(
      milestones.map((_, i) => (i % 2 === 0 ? staff.email : OPERATOR)),
    );
    expect((await both('move', 'transit', ref)).out).toBe(
      `Move ${moveId}: nothing is due; nothing was charged.`,
    );
    expect((await both('payments', 'reconcile')).code).toBe(0);
  });

  it('runs every other staff command of docs/cli.md with and without --api, printing the same', async () => {
    const ref = String(moveId);
    for (const argv of [
      ['shipment', 'show', ref],
      ['shipment', 'simulate', ref],
      ['shipment', 'simulate', ref, '--json'],
      ['payments', ref],
      ['payments', ref, '--json'],
      ['payments', 'reconcile', '--json'],
      ['move', 'transit', ref, '--json'],
      ['quote', 'lookup', customer.email],
      ['quote', 'lookup', ref, '--json'],
      ['quote', 'recompute', '--all'],
      ['quote', 'recompute', '--all', '--json'],
      ['price', '--from', '10001', '--to', 'Los Angeles, CA', '--size', '2 bedroom'],
      ['centers', 'list', '--state', 'TX'],
      ['centers', 'near', '80202', '--limit', '3'],
      ['surveys', '--json'],
      ['mappings', '--status', 'all'],
      ['referrals', '--json'],
    ])
      expect((await both(...argv)).code, argv.join(' ')).toBe(0);

    // The move's messages go out meanwhile (the server's job workers): read both ways until they stand still.
    for (const argv of [
      ['outbox', '--to', customer.email],
      ['outbox', '--ref', ref, '--json'],
    ])
      await until(
        async () => [await relomove(...argv), await relomove(...argv, ...withApi())] as const,
        ([local, remote]) => local.code === 0 && JSON.stringify(local) === JSON.stringify(remote),
        `${argv.join(' ')} read the same both ways`,
      );

    // Refusals and bad input read the same too.
    expect((await both('shipment', 'event', ref, 'Teleport', 'Started')).code).toBe(2);
    expect((await both('shipment', 'event', '999999999', 'DropOff', 'Completed')).err).toBe(
      'ref - No booked move has the reference 999999999',
    );
    expect((await both('mappings', 'confirm', '999999')).code).toBe(1);

    // The dashboard type, through each way in turn; the customer's move says so at once.
    const limited = await relomove('shipment', 'dashboard', ref, 'reconsignment-limited', ...withApi());
    expect(limited.out).toMatch(/the dashboard is now reconsignment-limited/);
    const move = await send<{ DashboardType: string | null }>('GET', `/api/moves/${moveId}`, undefined, mine);
    expect(move.body.DashboardType).toBe('reconsignment-limited');
    expect((await relomove('shipment', 'dashboard', ref, 'full')).out).toMatch(/the dashboard is now full/);

    // Accounts and a backup: the operator (no --api) and an admin token (--api) may; a staff token may not.
    const users = await relomove('user', 'list', '--json');
    expect(await relomove('user', 'list', '--json', ...withApi(adminToken))).toEqual(users);
    expect((await relomove('user', 'list', ...withApi())).code).toBe(1);
    stdin = 'Maple courier window 83?';
    expect(
      (
        await relomove(
          'user',
          'add',
          'live-desk@example.com',
          '--role',
          'staff',
          '--password-stdin',
          ...withApi(adminToken),
        )
      ).code,
    ).toBe(0);
    const local = JSON.parse((await relomove('db', 'backup', join(dataDir, 'local.jsonl'), '--json')).out);
    const remote = JSON.parse(
      (await relomove('db', 'backup', join(dataDir, 'remote.jsonl'), '--json', ...withApi(adminToken))).out,
    );
    expect(Object.keys(remote.tables)).toEqual(Object.keys(local.tables));
    expect(remote.tables.users).toBe(local.tables.users);
    expect(remote.tables.shipment_events).toBe(local.tables.shipment_events);
  });

  it('a real `relomove` process on the server’s machine goes through it without a sign-in; `db restore` says the server must stop (exit 2)', async () => {
    const shown = await relomoveProcess('shipment', 'show', String(moveId), '--json');
    expect(shown.code, shown.err).toBe(0);
    expect(JSON.parse(shown.out)).toEqual(
      JSON.parse((await relomove('shipment', 'show', String(moveId), '--json')).out),
    );
    const users = await relomoveProcess('user', 'list');
    expect(users.code, users.err).toBe(0);
    expect(users.out).toContain(ADMIN.email);

    const restore = await relomoveProcess('db', 'restore', join(dataDir, 'local.jsonl'), '--yes');
    expect(restore).toEqual({
      code: 2,
      out: '',
      err: `relomove db restore needs the server stopped: the server at ${server.url} holds the data folder; stop it, then run the restore again.`,
    });
  });

  it('a clean stop removes the control file; the CLI then opens the data folder in process', async () => {
    await server.stop();
    expect(existsSync(join(dataDir, CONTROL_FILE_NAME))).toBe(false);
    const after = await relomove('payments', String(moveId), '--json');
    expect(after.code, after.err).toBe(0);
    expect(
      (JSON.parse(after.out) as MovePaymentsResponse).Ledger.filter((r) => r.Kind === 'Capture'),
    ).toHaveLength(1);
  });
});
