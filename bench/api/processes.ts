/**
 * The processes a benchmark starts (bench:api, bench:journey): the server under test, the bare node:http
 * baseline, an empty Hono route, and the throwaway PostgreSQL schema. Ports are picked free at start (fixed
 * ports collided with other work on the shared machine).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  configuredDatabase,
  type DatabaseConfig,
  describeUrl,
  openDatabase,
} from '../../adapters/persistence/database';
import { PgUserRepository } from '../../adapters/persistence/pg-user-repository';
import { ScryptPasswordHasher } from '../../adapters/system/scrypt-password-hasher';
import { SystemClock } from '../../adapters/system/system-clock';
import { AddUser } from '../../application/accounts/add-user';
import { freePort } from '../../tests/support/free-port';
import { type ThrowawaySchema, throwawaySchema } from '../../tests/support/test-databases';

export { configuredDatabase, describeUrl, freePort };

/** `BENCH_SERVER_ARGS`: extra node flags for the server under test (for example `--cpu-prof`). */
export const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);

/**
 * The server's settings in every benchmark: bot checks off, no demo users, access log at info, and the
 * packages in their production form, as the built server has them (scripts/build-bundles.ts defines NODE_ENV).
 */
export const SERVER_ENV = {
  BOT_CHECKS: 'off',
  DEMO_USERS: 'off',
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
};

export function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  stdout: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'inherit'] });
}

/** The server under test from the sources (as `npm run bench:api` always measured it). */
export function startServer(env: Record<string, string>, stdout: 'ignore' | 'pipe' = 'ignore'): ChildProcess {
  return start(
    process.execPath,
    [...SERVER_NODE_ARGS, '--import', 'tsx', 'adapters/http/server/main.ts'],
    { ...SERVER_ENV, ...env },
    stdout,
  );
}

/** A node:http route that does no work: the baseline of every ratio. */
export function startBare(port: number): ChildProcess {
  return start(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => { s.writeHead(200, {'content-type': 'application/json'}); s.end('{"success":true}'); }).listen(${port}, '127.0.0.1')`,
    ],
    {},
  );
}

/** The framework's own ceiling, for context: an empty Hono route on @hono/node-server, no middleware. */
export function startHono(port: number): ChildProcess {
  return start(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { Hono } from 'hono'; import { serve } from '@hono/node-server';
       const app = new Hono(); app.get('/', (c) => c.json({ success: true }));
       serve({ fetch: app.fetch, port: ${port}, hostname: '127.0.0.1' });`,
    ],
    {},
  );
}

/** Polls until `url` answers 200; fails at once if the process that should answer has exited. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  // A loaded shared machine can take a minute to start a server; three minutes at most.
  for (let attempt = 0; attempt < 1800; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the process for ${url} exited (code ${child.exitCode}, signal ${child.signalCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

/** A fresh schema on the PostgreSQL server for this run, or why there is none. */
export async function postgresSchema(prefix = 'bench'): Promise<ThrowawaySchema | { skipped: string }> {
  try {
    return await throwawaySchema(POSTGRES_URL, prefix);
  } catch (error) {
    return { skipped: `cannot reach ${describeUrl(POSTGRES_URL)}: ${(error as Error).message}` };
  }
}

/** Migrates the database and adds customer accounts, before a server opens it (no demo users in production). */
export async function addCustomers(
  config: DatabaseConfig,
  customers: readonly { email: string; password: string }[],
): Promise<void> {
  const database = (await openDatabase(config))._unsafeUnwrap();
  try {
    const addUser = new AddUser({
      users: new PgUserRepository(database.db),
      hasher: new ScryptPasswordHasher(),
      clock: new SystemClock(),
    });
    for (const customer of customers) {
      const added = await addUser.execute({ ...customer, role: 'customer' });
      if (added.isErr()) throw new Error(`${customer.email} could not be added: ${added.error.kind}`);
    }
  } finally {
    await database.close();
  }
}
