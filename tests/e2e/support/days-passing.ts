import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { type ServerProcess, startServerProcess } from '../../support/server-process';
import { type ThrowawaySchema, throwawaySchema } from '../../support/test-databases';
import { TEST_NOW } from '../../support/test-today';
import { launchBrowser } from './browser';
import { type CliResult, runCli } from './staff-cli';

/**
 * The product as days pass (issue 27 "follow a move"): a throwaway schema of the machine's PostgreSQL, the real
 * server on it and Chromium, where the test moves the sandbox clock on to a later instant (the server is
 * restarted on the same data with SANDBOX_CLOCK at that instant, as a deployment is after a night), so events
 * staff record on a later day happened before the server's now, as they do on a live site. The staff CLI runs
 * on the same data with the same clock. The session cookie is the host's (127.0.0.1, any port), so a signed-in
 * page stays signed in across restarts; `url` changes with each one.
 */
export interface DaysPassing {
  readonly browser: Browser;
  readonly db: pg.Client;
  /** The server's address now (it changes when the clock moves). */
  url(): string;
  /** The sandbox clock's instant now (ISO, UTC): where the server's clock started. */
  now(): string;
  /** Restarts the server with its clock at `instant` (never earlier than now). */
  moveClockTo(instant: string): Promise<void>;
  /** `relomove <args>` on the server's data, signed as staff, with the clock at now(). */
  cli(args: readonly string[]): Promise<CliResult>;
  stop(): Promise<void>;
}

export async function startDaysPassing(prefix: string): Promise<DaysPassing> {
  const postgres = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const parts: Partial<{ schema: ThrowawaySchema; server: ServerProcess; browser: Browser; db: pg.Client }> =
    {};
  let now = TEST_NOW;
  const stop = async () => {
    await parts.db?.end();
    await parts.browser?.close();
    await parts.server?.stop();
    await parts.schema?.drop();
  };
  try {
    parts.schema = await throwawaySchema(postgres, prefix);
    const dataEnv = {
      DATABASE_URL: parts.schema.databaseUrl,
      QUOTE_LINK_SECRET: randomBytes(32).toString('hex'),
    };
    // Its log is kept (stdout piped), so a start that fails says why.
    const start = () =>
      startServerProcess({ ...dataEnv, BOT_CHECKS: 'off', SANDBOX_CLOCK: now }, undefined, {
        stdout: 'pipe',
      }).catch((error: unknown) => {
        throw new Error(`the server did not start at ${now}: ${String(error)}`);
      });
    parts.server = await start();
    parts.browser = await launchBrowser();
    parts.db = new pg.Client({ connectionString: parts.schema.databaseUrl });
    await parts.db.connect();
    const { browser, db } = parts;
    return {
      browser,
      db,
      url: () => parts.server?.url ?? '',
      now: () => now,
      async moveClockTo(instant) {
        if (Date.parse(instant) < Date.parse(now))
          throw new Error(`the clock runs forward: ${instant} < ${now}`);
        now = new Date(instant).toISOString();
        await parts.server?.stop();
        parts.server = undefined;
        parts.server = await start();
      },
      cli: (args) => runCli({ ...dataEnv, SANDBOX_CLOCK: now }, args),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
