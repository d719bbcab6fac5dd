/**
 * Issue 9, "Durability, shown in CI": the real server process is killed with SIGKILL while quotes are
 * being sent, restarted on the same data, and every quote it acknowledged must still be there, whole and
 * unchanged. Runs on embedded PGlite (a data folder) always and on PostgreSQL when TEST_DATABASE_URL is
 * set (a fresh schema reached through DATABASE_URL's search_path).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toWireQuote } from '../../adapters/http/contract/quote';
import { LOCK_FILE_NAME } from '../../adapters/persistence/data-dir-lock';
import type { Database } from '../../adapters/persistence/database';
import { addDays } from '../../domain/calendar/business-days';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';
import { quoteForm } from '../fixtures/quote-form';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { openOrThrow, TEST_DATABASE_URL_VARIABLE, throwawaySchema } from '../support/test-databases';
import { TEST_TODAY } from '../support/test-today';

/** The acknowledged answer of POST quotes/add, as the customer received it. */
interface WireQuoteAnswer {
  QuoteId: number;
  QuoteIdEncrypted: string;
  [field: string]: unknown;
}

interface StoreUnderTest {
  name: 'PGlite' | 'PostgreSQL';
  /** The environment that points the server at this store. */
  env: Record<string, string>;
  /** The store opened directly, without the server (which must be stopped first for PGlite). */
  open(): Promise<Database>;
  /** The PGlite data folder, whose lock file the killed process leaves behind; null for PostgreSQL. */
  lockFile: string | null;
  dispose(): Promise<void>;
}

function pgliteFolder(): StoreUnderTest {
  const dataDir = mkdtempSync(join(tmpdir(), 'relomove-durability-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: () => openOrThrow({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }, { migrate: false }),
    lockFile: join(dataDir, 'pglite', LOCK_FILE_NAME),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresSchema(url: string): Promise<StoreUnderTest> {
  const { schema, databaseUrl, drop } = await throwawaySchema(url, 't_durability');
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl, QUOTE_LINK_SECRET: randomBytes(32).toString('hex') },
    open: () => openOrThrow({ kind: 'postgres', url, schema }, { migrate: false }),
    lockFile: null,
    dispose: drop,
  };
}

const stores: Array<{ name: string; make: () => Promise<StoreUnderTest> }> = [
  { name: 'PGlite', make: async () => pgliteFolder() },
];
const postgresUrl = process.env[TEST_DATABASE_URL_VARIABLE];
if (postgresUrl) stores.push({ name: 'PostgreSQL', make: () => postgresSchema(postgresUrl) });

/** A move date 45 days after the suite's today, where the server's clock starts (issue 25). */
const moveDate = addDays(TEST_TODAY, 45);

const SENDERS = 6;
/** The server is killed when this many quotes have been acknowledged, with the other senders' requests in flight. */
const KILL_AT = 40;

describe.each(stores)('Durability across a SIGKILL of the server, on $name (issue 9)', ({ make }) => {
  const running: ServerProcess[] = [];
  let store: StoreUnderTest | undefined;
  afterEach(async () => {
    for (const server of running.splice(0)) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await store?.dispose();
  });

  it('every quote acknowledged before the kill is stored whole and unchanged after a restart on the same data', async () => {
    store = await make();
    const first = await startServerProcess({ ...store.env, BOT_CHECKS: 'off', DEMO_USERS: 'off' });
    running.push(first);

    const acknowledged: WireQuoteAnswer[] = [];
    let killed = false;
    let inFlight = 0;
    let inFlightAtKill = -1;
    const send = async (sender: number): Promise<void> => {
      for (let n = 0; !killed; n++) {
        inFlight++;
        try {
          const response = await fetch(`${first.url}/api/quotes/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            // A different email on every request, so none is a §4 Dupe: each one is priced and stored.
            body: JSON.stringify(
              quoteForm({ EmailAddress: `durable-${sender}-${n}@example.com`, MoveDate: moveDate }),
            ),
          });
          const body = (await response.json()) as { quote: WireQuoteAnswer | null };
          if (response.status === 200 && typeof body.quote?.QuoteId === 'number') {
            // The whole answer arrived: the server said this quote is stored.
            acknowledged.push(body.quote);
            if (acknowledged.length === KILL_AT) {
              inFlightAtKill = inFlight - 1;
              killed = true;
              first.child.kill('SIGKILL');
            }
          } else if (!killed) {
            throw new Error(`quotes/add answered ${response.status}: ${JSON.stringify(body)}`);
          }
        } catch (error) {
          // After the kill a request fails (reset, refused, cut short): it was never acknowledged.
          if (!killed) throw error;
          return;
        } finally {
          inFlight--;
        }
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, (_, sender) => send(sender)));
    // The killed process is reaped before anything touches its data.
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    running.splice(running.indexOf(first), 1);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AT);
    // The dead process left its PGlite lock behind; the restart must take it over.
    if (store.lockFile) expect(existsSync(store.lockFile)).toBe(true);

    const second = await startServerProcess({ ...store.env, BOT_CHECKS: 'off', DEMO_USERS: 'off' });
    running.push(second);
    for (const quote of acknowledged) {
      const response = await fetch(`${second.url}/api/quotes/view/${quote.QuoteIdEncrypted}`);
      expect(response.status, `acknowledged quote ${quote.QuoteId}`).toBe(200);
      const viewed = ((await response.json()) as { quote: WireQuoteAnswer }).quote;
      // Field by field the same quote; only the link token differs (a fresh random IV per answer).
      expect({ ...viewed, QuoteIdEncrypted: quote.QuoteIdEncrypted }).toEqual(quote);
    }
    // The restarted server takes new quotes, with an id no acknowledged quote has.
    const after = await fetch(`${second.url}/api/quotes/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quoteForm({ EmailAddress: 'after-restart@example.com', MoveDate: moveDate })),
    });
    const added = ((await after.json()) as { quote: WireQuoteAnswer | null }).quote;
    expect(after.status).toBe(200);
    expect(added?.QuoteId).toEqual(expect.any(Number));
    const ackedIds = new Set(acknowledged.map((q) => q.QuoteId));
    expect(ackedIds.size).toBe(acknowledged.length);
    expect(ackedIds.has(added?.QuoteId ?? -1)).toBe(false);
    await second.stop();
    running.splice(running.indexOf(second), 1);

    // The rows themselves: no half-written quote, every acknowledged one present and equal to its answer.
    const database = await store.open();
    try {
      const rows = await database.db
        .selectFrom('quotes')
        .select(['id', 'revision', 'email', 'origin_zip', 'destination_zip', 'move_date', 'document'])
        .orderBy('id')
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length + 1);
      const byId = new Map<number, Quote>();
      for (const row of rows) {
        const document = JSON.parse(row.document as string) as Quote;
        expect(document.QuoteId).toBe(row.id);
        expect(document.Revision).toBe(row.revision);
        expect(quoteLookupKey(document)).toEqual({
          email: row.email,
          originZip: row.origin_zip,
          destinationZip: row.destination_zip,
          moveDate: row.move_date,
        });
        byId.set(row.id, document);
      }
      for (const quote of acknowledged) {
        const stored = byId.get(quote.QuoteId);
        expect(stored).toBeDefined();
        const wire = toWireQuote({ ...(stored as Quote), QuoteIdEncrypted: quote.QuoteIdEncrypted });
        expect(JSON.parse(JSON.stringify(wire))).toEqual(quote);
      }
    } finally {
      await database.close();
    }
  }, 300_000);
});
