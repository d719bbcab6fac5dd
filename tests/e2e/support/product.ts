import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServerProcess } from '../../support/server-process';
import { type ThrowawaySchema, throwawaySchema } from '../../support/test-databases';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

/** The browser and the real server of one test file: started before its tests, stopped after them. */
export interface ProductUnderTest {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** Registers the file's beforeAll/afterAll that connect to Chromium (launchBrowser) and start and stop the server. */
export function productUnderTest(): ProductUnderTest {
  const parts: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    parts.browser = await launchBrowser();
    parts.server = await startServer();
  });
  afterAll(async () => {
    await parts.server?.stop();
    await parts.browser?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is not started yet (use it inside a test)`);
    return value;
  };
  return {
    get server() {
      return started(parts.server, 'server');
    },
    get browser() {
      return started(parts.browser, 'browser');
    },
  };
}

/** '$3,138.59' -> 313859 and '-$100.00' -> -10000 (cents), read off the page as a person reads it. */
export const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

/** The product on a throwaway schema of the machine's PostgreSQL, with a client on it for the test's checks. */
export interface BookingProduct {
  readonly server: { url: string; stop(): Promise<void> };
  readonly browser: Browser;
  /** The server's database, to read what it stored (the emailed sign-up code, the ledger, a booking). */
  readonly db: pg.Client;
  /**
   * Where the server keeps its data (DATABASE_URL, QUOTE_LINK_SECRET), for a staff CLI run on the same data
   * (support/staff-cli.ts), as staff at the terminal of this deployment would have it.
   */
  readonly dataEnv: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/**
 * Starts what the booking and payment browser tests need: a throwaway schema named after the test, the real
 * server on it (built UI, bot checks off, a quote-link secret of its own), Chromium, and a database client.
 * `stop` undoes all of it; call it from afterAll even when the start failed halfway.
 */
export async function startBookingProduct(prefix: string): Promise<BookingProduct> {
  const postgres = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const started: Partial<{
    schema: ThrowawaySchema;
    server: BookingProduct['server'];
    browser: Browser;
    db: pg.Client;
  }> = {};
  const stop = async () => {
    await started.db?.end();
    await started.browser?.close();
    await started.server?.stop();
    await started.schema?.drop();
  };
  try {
    started.schema = await throwawaySchema(postgres, prefix);
    const dataEnv = {
      DATABASE_URL: started.schema.databaseUrl,
      QUOTE_LINK_SECRET: randomBytes(32).toString('hex'),
    };
    started.server = await startServerProcess({ ...dataEnv, BOT_CHECKS: 'off' });
    started.browser = await launchBrowser();
    started.db = new pg.Client({ connectionString: started.schema.databaseUrl });
    await started.db.connect();
    return { server: started.server, browser: started.browser, db: started.db, dataEnv, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
