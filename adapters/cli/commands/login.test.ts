import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_THRESHOLDS, TOO_FAST_MESSAGE } from '../../../domain/bot-check/too-fast';
import { cliRunner } from '../../../tests/support/cli-runner';
import { TestClock } from '../../../tests/support/test-clock';
import { databasesUnderTest } from '../../../tests/support/test-databases';
import { type TestServer, testServer } from '../../../tests/support/test-server';

const [pglite] = databasesUnderTest();
const email = 'desk-bots@example.com';
const password = 'Quiet harbour lamp 42!';

describe('relomove login against a server with bot checks on (issue 5 Remote; issue 3 bot checks cover login)', () => {
  let server: TestServer;
  let http: ReturnType<typeof serve>;
  let url = '';
  const clock = new TestClock();

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always under test');
    server = await testServer(pglite, { botChecks: true, clock });
    http = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const listening = serve({ fetch: server.server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(listening),
      );
    });
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const added = await cliRunner({ database: server.server.database, clock, stdin: `${password}\n` }).run(
      'user',
      'add',
      email,
      '--role',
      'staff',
      '--password-stdin',
    );
    expect(added.code).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await server?.close();
  });

  it('solves the proof of work and sends the prompt timing: a person typing at the prompt gets a token', async () => {
    // The person takes 9 seconds at the password prompt (the test clock stands for the terminal's time).
    const person = cliRunner({
      clock,
      readSecret: async () => {
        clock.advance(DEFAULT_BOT_THRESHOLDS.totalFormMs + 1_000);
        return password;
      },
    });
    const login = await person.run('login', '--api', url, '--email', email);
    expect(login.err).toContain(`Signed in to ${url} as ${email} (staff).`);
    expect(login.code).toBe(0);
    const me = await server.json('GET', '/api/contacts/me', undefined, {
      authorization: `Bearer ${login.out}`,
    });
    expect(me.status).toBe(200);
  }, 60_000);

  it('refuses a sign-in faster than the too-fast rule allows (a piped password), in one sentence, exit 1 (§5, §9)', async () => {
    const piped = cliRunner({ clock, stdin: `${password}\n` });
    const login = await piped.run('login', '--api', url, '--email', email, '--password-stdin');
    expect(login.code).toBe(1);
    expect(login.out).toBe('');
    expect(login.err).toContain(TOO_FAST_MESSAGE);
    expect(login.err).toContain('at least 8 seconds');
    expect(login.err).not.toContain(password);
  }, 60_000);
});

describe('relomove login to an account under attack (issue 9 finding 3: soft lockout)', () => {
  let server: TestServer;
  let http: ReturnType<typeof serve>;
  let url = '';
  const clock = new TestClock();
  const target = 'desk-attacked@example.com';

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always under test');
    server = await testServer(pglite, { botChecks: false, clock });
    http = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const listening = serve({ fetch: server.server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(listening),
      );
    });
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const added = await cliRunner({ database: server.server.database, clock, stdin: `${password}\n` }).run(
      'user',
      'add',
      target,
      '--role',
      'staff',
      '--password-stdin',
    );
    expect(added.code).toBe(0);
    // Someone guesses from 5 addresses: the account now asks every sign-in for a proof of work.
    for (let i = 0; i < 5; i++) {
      const guess = await server.json(
        'POST',
        '/api/user/login',
        { email: target, password: `guess ${i}` },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
      expect(guess.status).toBe(401);
    }
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await server?.close();
  });

  it('the owner still signs in: login solves the heavier proof of work the account asks for and prints a token', async () => {
    const owner = cliRunner({ clock, stdin: `${password}\n` });
    const login = await owner.run('login', '--api', url, '--email', target, '--password-stdin');
    expect(login.err).toContain(`Signed in to ${url} as ${target} (staff).`);
    expect(login.code).toBe(0);
    const me = await server.json('GET', '/api/contacts/me', undefined, {
      authorization: `Bearer ${login.out}`,
    });
    expect(me.status).toBe(200);
  }, 60_000);
});
