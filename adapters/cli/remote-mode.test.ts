import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import { quoteForm } from '../../tests/fixtures/quote-form';
import { type CliRunner, cliRunner } from '../../tests/support/cli-runner';
import { databasesUnderTest, warmUpDatabases } from '../../tests/support/test-databases';
import { type TestServer, testServer } from '../../tests/support/test-server';

beforeAll(warmUpDatabases, 120_000);

/** Every answer encrypts the quote id afresh (random IV), so two renders differ only in the link tokens. */
const sameBut = (text: string, tokens: readonly string[]) =>
  tokens.reduce((t, token) => t.replaceAll(token, '<link token>'), text);
const linkTokens = (text: string) => [...text.matchAll(/[A-Za-z0-9_-]{40,}/g)].map((m) => m[0]);
const normalized = (text: string) => sameBut(text, linkTokens(text));

describe.each(databasesUnderTest())(
  'relomove --api URL --token T against a running server on $name (issue 5 "Where it works → Remote")',
  (underTest) => {
    let server: TestServer;
    let http: ReturnType<typeof serve>;
    let url: string;
    let cli: CliRunner;
    let stdin = '';
    let staffToken = '';
    let reference: string;
    let linkToken: string;
    const staffEmail = `desk-${underTest.name.toLowerCase()}@example.com`;
    const customerEmail = `family-${underTest.name.toLowerCase()}@example.com`;
    const staffPassword = 'Quiet harbour lamp 42!';
    const customerPassword = 'Yellow kettle morning 7?';
    const remote = () => ['--api', url, '--token', staffToken];

    beforeAll(async () => {
      const key = randomBytes(32);
      server = await testServer(underTest, { quoteLinkKey: key });
      // The real HTTP server, on an ephemeral port of the loopback interface.
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
      const made = await server.json<{ quote: { QuoteId: number; QuoteIdEncrypted: string } }>(
        'POST',
        '/api/quotes/add',
        quoteForm({ EmailAddress: customerEmail }),
      );
      expect(made.status).toBe(200);
      reference = String(made.body.quote.QuoteId);
      linkToken = made.body.quote.QuoteIdEncrypted;
    }, 120_000);
    afterAll(async () => {
      await new Promise((resolve) => http?.close(resolve));
      await server?.close();
    });

    it('mints a staff token: `user add --role staff` in process, then `login --api` prints the session token once (issue 5)', async () => {
      stdin = `${staffPassword}\n`;
      const added = await cli.run('user', 'add', staffEmail, '--role', 'staff', '--password-stdin');
      expect(added.code).toBe(0);
      const login = await cli.run('login', '--api', url, '--email', staffEmail, '--password-stdin');
      expect(login.code).toBe(0);
      staffToken = login.out;
      expect(staffToken).toMatch(/^\S{20,}$/);
      expect(login.err).toBe(
        `Signed in to ${url} as ${staffEmail} (staff). Pass the token above with --token or RELOMOVE_TOKEN.`,
      );
      // The password is never echoed or printed.
      expect(`${login.out}\n${login.err}`).not.toContain(staffPassword);
      const me = await server.json('GET', '/api/contacts/me', undefined, {
        authorization: `Bearer ${staffToken}`,
      });
      expect(me.status).toBe(200);
    });

    it('`quote lookup <email>` through the server prints exactly what it prints in process (issue 5)', async () => {
      const local = await cli.run('quote', 'lookup', customerEmail);
      const viaApi = await cli.run('quote', 'lookup', customerEmail, ...remote());
      expect(local.code).toBe(0);
      expect(viaApi).toMatchObject({ code: 0, err: '' });
      expect(viaApi.out).toContain(`Quote ${reference} · revision 1 · state Quoted`);
      expect(normalized(viaApi.out)).toBe(normalized(local.out));

      const localJson = await cli.run('quote', 'lookup', reference, '--json');
      const remoteJson = await cli.run('quote', 'lookup', reference, '--json', ...remote());
      expect(remoteJson.code).toBe(0);
      expect(normalized(remoteJson.out)).toBe(normalized(localJson.out));
    });

    it('`price`, `centers list` and `centers near` through the server print what they print in process', async () => {
      const runs: string[][] = [
        ['price', '--from', '10001', '--to', 'Los Angeles, CA', '--size', '2 bedroom'],
        ['price', '--from', 'kcmo', '--to', '80202', '--feet', '15', '--date', '2027-03-01', '--json'],
        ['centers', 'list', '--state', 'TX'],
        ['centers', 'list', '--country', 'CA', '--json'],
        ['centers', 'near', '80202', '--limit', '3'],
        ['centers', 'near', 'M5V 3L9', '--json'],
      ];
      for (const argv of runs) {
        const local = await cli.run(...argv);
        const viaApi = await cli.run(...argv, ...remote());
        expect(local.code, argv.join(' ')).toBe(0);
        expect(viaApi, argv.join(' ')).toEqual(local);
      }
      // Refusals read the same too: a place that cannot be found, a ZIP with no place.
      for (const argv of [
        ['price', '--from', 'Nowhereville, ZZ', '--to', '90001', '--feet', '10'],
        ['centers', 'near', '00000'],
      ]) {
        const local = await cli.run(...argv);
        expect(local.code, argv.join(' ')).toBe(1);
        expect(await cli.run(...argv, ...remote()), argv.join(' ')).toEqual(local);
      }
    });

    it('`quote recompute <ref> --save` through the server stores the change, seen in GET /api/quotes/view/{id} (issue 5)', async () => {
      // A trailer length applies to a trailer (issue 27): the quote's ReloCube choice becomes a 15 ft trailer.
      const recompute = ['quote', 'recompute', reference, '--equip', 'trailer', '--feet', '15'];
      const local = await cli.run(...recompute);
      const preview = await cli.run(...recompute, ...remote());
      expect(preview.code).toBe(0);
      expect(preview).toEqual(local);
      expect(preview.out).toContain('Not saved (preview).');

      const saved = await cli.run(...recompute, '--save', '--reason', 'customer measured 15 ft', ...remote());
      expect(saved.code).toBe(0);
      expect(saved.out).toContain('Saved as revision 2.');
      const view = await server.json<{
        quote: { Revision: number; Details: { PricingOptions: { LinearFeet: number; value: string }[] } };
      }>('GET', `/api/quotes/view/${linkToken}`);
      expect(view.body.quote.Revision).toBe(2);
      expect(view.body.quote.Details.PricingOptions.find((o) => o.value === 'Trailer-DD')?.LinearFeet).toBe(
        15,
      );
      // Who and why are the token's staff member and the reason given.
      const looked = await cli.run('quote', 'lookup', reference);
      expect(looked.out).toMatch(new RegExp(`1 -> 2 .*${staffEmail}\\s+customer measured 15 ft`));

      // The §4 revision rule holds remotely as in process: a stale revision is refused, nothing changes.
      const stale = await cli.run(
        'quote',
        'recompute',
        reference,
        '--revision',
        '1',
        '--feet',
        '16',
        ...remote(),
      );
      expect(stale).toMatchObject({ code: 1, out: '' });
      expect(stale.err).toBe(
        'Not changed: NoRevisionMatch - the quote is at revision 2; look it up again and retry',
      );
    });

    it('refuses a customer: `login` will not mint a token for one, and a customer session token is refused (§6)', async () => {
      stdin = customerPassword;
      expect(
        (await cli.run('user', 'add', customerEmail, '--role', 'customer', '--password-stdin')).code,
      ).toBe(0);
      const login = await cli.run('login', '--api', url, '--email', customerEmail, '--password-stdin');
      expect(login).toMatchObject({ code: 1, out: '' });
      expect(login.err).toBe(
        `${customerEmail} is a customer account; only staff, agent and admin accounts can use --api.`,
      );
      // A customer's own session (signed in on the site) does not open the staff calls either.
      const signedIn = await server.json('POST', '/api/user/login', {
        email: customerEmail,
        password: customerPassword,
      });
      const customerToken =
        /relomove_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const refused = await cli.run('quote', 'lookup', reference, '--api', url, '--token', customerToken);
      expect(refused).toMatchObject({ code: 1, out: '' });
      expect(refused.err).toBe(
        `${STAFF_ONLY_MESSAGE}: the token's account is not a staff, agent or admin account.`,
      );
    });

    it('refuses a bad token and a wrong password in one sentence, exit 1', async () => {
      const bad = await cli.run('quote', 'lookup', reference, '--api', url, '--token', 'not-a-session');
      expect(bad).toMatchObject({ code: 1, out: '' });
      expect(bad.err).toBe(
        `The server at ${url} did not accept the token (unknown, signed out or expired); get a new one with \`relomove login --api ${url} --email you@example.com\`.`,
      );
      stdin = 'not the password at all';
      const wrong = await cli.run('login', '--api', url, '--email', staffEmail, '--password-stdin');
      expect(wrong).toEqual({ code: 1, out: '', err: 'email - The email or password is incorrect' });
    });

    it('says in one sentence, exit 1, when the server cannot be reached', async () => {
      const closed = await new Promise<number>((resolve) => {
        const probe = serve({ fetch: () => new Response(''), port: 0, hostname: '127.0.0.1' }, (info) =>
          probe.close(() => resolve(info.port)),
        );
      });
      const unreachable = `http://127.0.0.1:${closed}`;
      const run = await cli.run(
        'price',
        '--from',
        '10001',
        '--to',
        '90001',
        '--feet',
        '10',
        '--api',
        unreachable,
        '--token',
        't',
      );
      expect(run.code).toBe(1);
      expect(run.out).toBe('');
      expect(run.err).toMatch(
        new RegExp(
          `^The server at ${unreachable} could not be used: The server could not be reached: .+\\.$`,
        ),
      );
      expect(run.err.split('\n')).toHaveLength(1);
    });

    it('refuses --api for the in-process-only commands with exit 2, touching nothing (issue 5; docs/cli.md)', async () => {
      const cases: [string[], string][] = [
        [['db', 'restore', '/tmp/never-read.jsonl', '--yes'], 'relomove db restore'],
        [['db', 'migrate'], 'relomove db migrate'],
        [['db', 'seed'], 'relomove db seed'],
      ];
      for (const [argv, what] of cases) {
        const run = await cli.run(...argv, ...remote());
        expect(run, argv.join(' ')).toEqual({
          code: 2,
          out: '',
          err: `${what} works in-process only and cannot run through --api; run it without --api where the database is.`,
        });
      }
      const noToken = await cli.run('quote', 'lookup', reference, '--api', url);
      expect(noToken.code).toBe(2);
      expect(noToken.err).toContain('token - --api needs --token T (or RELOMOVE_TOKEN)');
      const badUrl = await cli.run('quote', 'lookup', reference, '--api', 'ftp://x', '--token', 't');
      expect(badUrl).toMatchObject({
        code: 2,
        err: 'api - Value must be an http or https URL, like http://localhost:3000',
      });
    });

    it('runs `rates` on this checkout whatever --api says, and says so', async () => {
      const run = await cli.run('rates', 'show', '--json', ...remote());
      expect(run.code).toBe(0);
      expect(run.err).toBe("relomove rates show runs on this checkout's files; --api is not used.");
      expect(JSON.parse(run.out)).toHaveProperty('version');
    });
  },
);
