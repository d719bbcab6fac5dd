/**
 * Issue 12 "A retry, a crash halfway, or two instances doing it at once never charge twice. Prove it with a
 * test that kills the process between the processor's answer and the database write, then runs the charge
 * again." A child process runs ChargeMove on a booked move and is killed with SIGKILL right after the
 * SANDBOX card processor captured and before the ledger rows are written. The charge then runs again (as
 * staff would, POST staff/moves/{id}/transit): the processor still has one capture, the ledger gets exactly
 * one authorization and one capture with the processor's references, and the balance is zero. On PGlite
 * (a data folder the killed process held) and on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCardNumber } from '../../adapters/http/contract/card-number-reader';
import type { MovePaymentsResponse, TransitChargeResponse } from '../../adapters/http/contract/move-payments';
import type { DatabaseConfig } from '../../adapters/persistence/database';
import { SandboxCardProcessor } from '../../adapters/sandbox/sandbox-card-processor';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { readyToReserve, type SendJson } from '../fixtures/reservation';
import { TestClock } from '../support/test-clock';
import {
  type DatabaseUnderTest,
  openOrThrow,
  pgliteSnapshot,
  TEST_DATABASE_URL_VARIABLE,
  throwawaySchema,
  warmUpDatabases,
} from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];

/** A store that outlives one server: a PGlite data folder, or a PostgreSQL schema. */
interface Store {
  name: string;
  config: DatabaseConfig;
  dispose(): Promise<void>;
}

async function stores(): Promise<Store[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'relomove-crash-'));
  const list: Store[] = [
    {
      name: 'PGlite',
      config: { kind: 'pglite', dataDir: join(dataDir, 'pglite'), snapshot: await pgliteSnapshot() },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    },
  ];
  const url = process.env[TEST_DATABASE_URL_VARIABLE];
  if (url) {
    const schema = await throwawaySchema(url, 'crash');
    list.push({
      name: 'PostgreSQL',
      config: { kind: 'postgres', url, schema: schema.schema },
      dispose: schema.drop,
    });
  }
  return list;
}

/** The server on `store`, as a DatabaseUnderTest that opens the same store every time. */
function on(store: Store): DatabaseUnderTest {
  const open = () => openOrThrow(store.config);
  return {
    name: store.name === 'PGlite' ? 'PGlite' : 'PostgreSQL',
    open,
    fresh: async () => ({ config: store.config, open, dispose: async () => undefined }),
  };
}

/** Runs the child; resolves with how it ended. */
function runChild(
  store: Store,
  quoteId: number,
  now: string,
): Promise<{ signal: string | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/support/charge-crash-child.ts',
        JSON.stringify({ ...store.config, snapshot: undefined }),
        String(quoteId),
        now,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (_code, signal) => resolve({ signal, out }));
  });
}

beforeAll(warmUpDatabases, 120_000);

describe('a crash between the processor and the ledger never charges twice (issue 12)', () => {
  let list: Store[] = [];
  beforeAll(async () => {
    list = await stores();
  }, 120_000);
  afterAll(async () => {
    for (const store of list) await store.dispose();
  });

  it('on every store: killed after the capture, the charge runs again and finds the one capture', {
    timeout: 120_000,
  }, async () => {
    for (const store of list) {
      const clock = new TestClock();
      // Book a move, then stop the server (PGlite's folder can have one process at a time).
      let api: TestServer = await testServer(on(store), { demoUsers: true, clock });
      const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);
      const mine = await api.signIn(customer.email, customer.password);
      const ready = await readyToReserve(send, customer.email, mine);
      const id = ready.quote.QuoteId;
      const booked = await api.json('POST', `/api/moves/${id}/reserve`, ready.body, {
        ...mine,
        'idempotency-key': randomUUID(),
      });
      expect(booked.status, store.name).toBe(200);
      const before = await api.json<MovePaymentsResponse>(
        'GET',
        `/api/moves/${id}/payments`,
        undefined,
        mine,
      );
      const total = before.body.TotalPrice;
      await api.close();

      const child = await runChild(store, id, clock.now());
      expect(child, `${store.name}: the child was killed, not finished`).toEqual({
        signal: 'SIGKILL',
        out: '',
      });

      // The processor captured; the ledger heard nothing.
      api = await testServer(on(store), { demoUsers: true, clock });
      const processor = new SandboxCardProcessor({ db: api.server.database.db, clock, readCardNumber });
      const captured = async () =>
        (await processor.records({ kind: 'Capture' }))
          ._unsafeUnwrap()
          .filter((r) => r.amount * 1 === Math.round(total * 100));
      expect(await captured(), store.name).toHaveLength(1);
      const staffs = await api.signIn(staff.email, staff.password);
      const after = await api.json<MovePaymentsResponse>(
        'GET',
        `/api/staff/moves/${id}/payments`,
        undefined,
        staffs,
      );
      expect(after.body.Ledger, store.name).toEqual([]);

      // The charge runs again: one capture at the processor, one pair of rows, nothing due.
      const again = await api.json<TransitChargeResponse>(
        'POST',
        `/api/staff/moves/${id}/transit`,
        undefined,
        staffs,
      );
      expect(again.body, store.name).toMatchObject({ Result: 'Charged', Amount: total });
      expect(again.body.Payments.Ledger.map((r) => r.Kind)).toEqual(['Authorization', 'Capture']);
      const [capture] = await captured();
      expect(again.body.Payments.Ledger[1]?.ProcessorReference).toBe(capture?.reference);
      expect(await captured(), store.name).toHaveLength(1);
      expect(again.body.Payments.InvoiceAmountDue).toBe(0);
      await api.close();
    }
  });
});
