import type { Server as NodeServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../tests/support/test-databases';
import { type TestServer, testServer } from '../../../tests/support/test-server';
import { SECURITY_HEADERS } from './app';
import { createNodeListener } from './node-listener';

const [pglite] = databasesUnderTest();

/** The server as main.ts runs it: kept answers first, then the app, on a real socket. */
describe('city search over a real socket: a kept answer equals the app answer (issue 3 city search, §7)', () => {
  let api: TestServer;
  let http: NodeServer;
  let base = '';
  let appAnswers = 0;

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always under test');
    api = await testServer(pglite);
    // main.ts's listener, counting the requests the kept answers leave to the app.
    http = createNodeListener({
      app: api.server.app,
      serveKept: (req, res) => {
        const kept = api.server.serveKept(req, res);
        if (!kept) appAnswers += 1;
        return kept;
      },
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await api?.close();
  });

  it('answers a repeated query from memory with the same body, status and headers, and a fresh request id', async () => {
    const first = await fetch(`${base}/api/code/city_search.php?search=kcmo`);
    const second = await fetch(`${base}/api/code/city_search.php?search=kcmo`, {
      headers: { 'x-request-id': 'desk-42' },
    });
    expect(appAnswers).toBe(1);
    expect(second.status).toBe(200);
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect(JSON.parse(body).cities[0]).toMatchObject({ CityName: 'Kansas City', StateCode: 'MO' });
    for (const name of ['content-type', 'cache-control', ...SECURITY_HEADERS.map(([n]) => n.toLowerCase())]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get('x-request-id')).toBe('desk-42');
    expect(first.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
  });

  it('sends a bad query and a new query to the app every time (only 200 answers are kept)', async () => {
    const before = appAnswers;
    const bad = await fetch(`${base}/api/code/city_search.php?search=${'x'.repeat(300)}`);
    const again = await fetch(`${base}/api/code/city_search.php?search=${'x'.repeat(300)}`);
    expect([bad.status, again.status]).toEqual([400, 400]);
    expect(appAnswers - before).toBe(2);
    await fetch(`${base}/api/code/city_search.php?search=denver`);
    expect(appAnswers - before).toBe(3);
  });
});
