import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliRunner } from '../../../tests/support/cli-runner';
import { databasesUnderTest } from '../../../tests/support/test-databases';
import { type TestServer, testServer } from '../../../tests/support/test-server';

const [pglite] = databasesUnderTest();
const email = 'desk-logout@example.com';
const password = 'Quiet harbour lamp 42!';

describe('relomove logout --api URL --token T against the real server (issue 9 finding 2)', () => {
  let server: TestServer;
  let http: ReturnType<typeof serve>;
  let url = '';
  let stdin = '';
  const cli = () =>
    cliRunner({
      database: server.server.database,
      clock: server.clock,
      get stdin() {
        return stdin;
      },
    });
  const signIn = async () => {
    stdin = `${password}\n`;
    const login = await cli().run('login', '--api', url, '--email', email, '--password-stdin');
    expect(login.code).toBe(0);
    return login.out;
  };
  const me = (token: string) =>
    server.request('GET', '/api/contacts/me', undefined, { authorization: `Bearer ${token}` });

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always under test');
    server = await testServer(pglite);
    http = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const listening = serve({ fetch: server.server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(listening),
      );
    });
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    stdin = `${password}\n`;
    const added = await cli().run('user', 'add', email, '--role', 'staff', '--password-stdin');
    expect(added.code).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await server?.close();
  });

  it('ends the session of the token: exit 0, one line on stderr, and the token answers 401 afterwards', async () => {
    const token = await signIn();
    expect((await me(token)).status).toBe(200);
    const out = await cli().run('logout', '--api', url, '--token', token);
    expect(out).toEqual({ code: 0, out: '', err: `Signed out of ${url}: the token no longer works.` });
    expect((await me(token)).status).toBe(401);
  });

  it('takes the token from RELOMOVE_TOKEN as the other --api commands do', async () => {
    const token = await signIn();
    const saved = process.env.RELOMOVE_TOKEN;
    process.env.RELOMOVE_TOKEN = token;
    try {
      const out = await cli().run('logout', '--api', url);
      expect(out.code).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.RELOMOVE_TOKEN;
      else process.env.RELOMOVE_TOKEN = saved;
    }
    expect((await me(token)).status).toBe(401);
  });

  it('refuses a token that is no session (unknown, or already signed out) in one line, exit 1', async () => {
    const token = await signIn();
    expect((await cli().run('logout', '--api', url, '--token', token)).code).toBe(0);
    for (const stale of [token, 'not-a-session-token']) {
      const again = await cli().run('logout', '--api', url, '--token', stale);
      expect(again.code).toBe(1);
      expect(again.out).toBe('');
      expect(again.err).toBe(
        `The server at ${url} did not accept the token (unknown, signed out or expired); there is nothing to sign out.`,
      );
    }
  });

  it('needs --api and a token: a usage error (exit 2) without them', async () => {
    const noApi = await cli().run('logout');
    expect(noApi.code).toBe(2);
    expect(noApi.err).toBe('api - Give the server with --api URL (or RELOMOVE_API)');
    const noToken = await cli().run('logout', '--api', url);
    expect(noToken.code).toBe(2);
    expect(noToken.err).toContain('token - --api needs --token T (or RELOMOVE_TOKEN)');
  });

  it('says where it could not reach in one line, exit 1', async () => {
    const out = await cli().run('logout', '--api', 'http://127.0.0.1:9', '--token', 'whatever');
    expect(out.code).toBe(1);
    expect(out.err).toMatch(/^The server at http:\/\/127\.0\.0\.1:9 could not be used: /);
    expect(out.err.split('\n')).toHaveLength(1);
  });
});
