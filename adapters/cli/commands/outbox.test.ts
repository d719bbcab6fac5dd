import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../application/accounts/demo-users';
import { STAFF_ONLY_MESSAGE } from '../../../domain/accounts/login-rules';
import { quoteForm } from '../../../tests/fixtures/quote-form';
import { type CliRunner, cliRunner } from '../../../tests/support/cli-runner';
import { logMessage } from '../../../tests/support/message-log-rows';
import { databasesUnderTest, warmUpDatabases } from '../../../tests/support/test-databases';
import { type TestServer, testServer } from '../../../tests/support/test-server';
import type { OutboxResponse } from '../../http/contract/outbox';
import { OutboxCliText, outboxTime } from './outbox';

const customer = DEMO_USERS[0] as (typeof DEMO_USERS)[number];
const staff = DEMO_USERS[1] as (typeof DEMO_USERS)[number];

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'relomove outbox on $name, in process and with --api (issue 14 "Staff view")',
  (underTest) => {
    let server: TestServer;
    let http: ReturnType<typeof serve>;
    let url: string;
    let cli: CliRunner;
    let staffToken: string;
    let customerToken: string;
    // Addresses and moves of this run only (PostgreSQL keeps rows between runs).
    const tag = randomUUID().slice(0, 8);
    const dana = `Dana.${tag}@Example.com`;
    const phone = `816555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    let move: number;
    let other: number;
    const remote = (token = staffToken) => ['--api', url, '--token', token];

    beforeAll(async () => {
      const key = randomBytes(32);
      server = await testServer(underTest, { demoUsers: true, quoteLinkKey: key });
      http = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const listening = serve({ fetch: server.server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
          resolve(listening),
        );
      });
      url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      cli = cliRunner({ database: server.server.database, quoteLinkKey: key, clock: server.clock });
      const token = (cookie: Record<string, string>) =>
        (cookie.cookie ?? '').replace(/^relomove_session=/, '');
      staffToken = token(await server.signIn(staff.email, staff.password));
      customerToken = token(await server.signIn(customer.email, customer.password));
      const quote = async (MoveDate: string) => {
        const made = await server.json<{ quote: { QuoteId: number } }>(
          'POST',
          '/api/quotes/add',
          quoteForm({ EmailAddress: dana, MoveDate }),
        );
        expect(made.status).toBe(200);
        return made.body.quote.QuoteId;
      };
      move = await quote('2026-12-08');
      other = await quote('2026-12-10');
      const db = server.server.database;
      await logMessage(db, {
        quoteId: move,
        channel: 'email',
        recipient: dana.toLowerCase(),
        summary: 'Your move is booked',
        at: '2026-11-20T15:00:00.000Z',
      });
      await logMessage(db, {
        quoteId: move,
        channel: 'sms',
        recipient: phone,
        summary: 'Relomove: your ReloCube arrives tomorrow, 8 a.m.-noon.',
        at: '2026-11-21T15:00:00.000Z',
        outcome: { state: 'failed', reason: "Your phone number can't receive texts. Please update it." },
        kind: 'DeliveryReminder',
        category: 'schedule',
      });
      await logMessage(db, {
        quoteId: other,
        channel: 'email',
        recipient: dana.toLowerCase(),
        summary: 'Your quote',
        at: '2026-11-22T15:00:00.000Z',
        kind: 'QuoteEmail',
      });
    }, 120_000);
    afterAll(async () => {
      await new Promise((resolve) => http?.close(resolve));
      await server?.close();
    });

    it('lists the newest messages first as a table: time, kind, channel, state, to, move, summary, reason', async () => {
      const shown = await cli.run('outbox', '--to', dana.toUpperCase());
      expect(shown).toMatchObject({ code: 0, err: '' });
      const lines = shown.out.split('\n');
      expect(lines[0]).toMatch(/^Time\s+Kind\s+Channel\s+State\s+To\s+Move\s+Summary\s+Reason$/);
      expect(lines.slice(2)).toHaveLength(2);
      expect(lines[2]).toContain(outboxTime('2026-11-22T15:00:00.000Z'));
      expect(lines[2]).toMatch(
        new RegExp(
          `QuoteEmail\\s+email\\s+sent\\s+${dana.toLowerCase().replace('.', '\\.')}\\s+${other}\\s+Your quote\\s+-$`,
        ),
      );
      expect(lines[3]).toContain('Your move is booked');
    });

    it('filters by a phone number typed with punctuation, and shows why a message failed', async () => {
      const typed = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
      const shown = await cli.run('outbox', '--to', typed);
      expect(shown.code).toBe(0);
      expect(shown.out).toMatch(/sms\s+failed\s+\d{10}/);
      expect(shown.out).toContain("Your phone number can't receive texts. Please update it.");
    });

    it('filters by move reference, limits, and says when older messages may match', async () => {
      const shown = await cli.run('outbox', '--ref', String(move), '--limit', '1');
      expect(shown.code).toBe(0);
      expect(shown.out).toContain('Relomove: your ReloCube arrives tomorrow');
      expect(shown.out).not.toContain('Your move is booked');
      expect(shown.out).toContain(OutboxCliText.more(1));
      const none = await cli.run('outbox', '--to', `nobody-${tag}@example.com`);
      expect(none).toMatchObject({ code: 0, out: OutboxCliText.none });
    });

    it('--json is the GET /api/staff/outbox answer without its success flag, in process and through --api', async () => {
      const local = await cli.run('outbox', '--ref', String(move), '--json');
      const viaApi = await cli.run('outbox', '--ref', String(move), '--json', ...remote());
      expect(local.code).toBe(0);
      expect(viaApi).toMatchObject({ code: 0, err: '' });
      const api = await server.json<OutboxResponse>('GET', `/api/staff/outbox?ref=${move}`, undefined, {
        authorization: `Bearer ${staffToken}`,
      });
      const { success: _, ...answer } = api.body;
      expect(JSON.parse(local.out)).toEqual(answer);
      expect(JSON.parse(viaApi.out)).toEqual(answer);
      expect(answer.Messages.map((m) => m.State)).toEqual(['failed', 'sent']);
    });

    it('lists the sign-up email too (kind SignUpCode, time, state sent, no move, never the code), in process and through --api (issue 26)', async () => {
      const newcomer = `newcomer.${tag}@relomove.test`;
      const signedUp = await server.request(
        'POST',
        '/api/user/register',
        {
          EmailAddress: newcomer,
          FirstName: 'Robin',
          LastName: 'Mover',
          PhoneNumber: '(816) 555-0100',
          Password: 'boxes-and-tape-2026',
        },
        { 'x-forwarded-for': '198.18.1.1' },
      );
      expect(signedUp.status).toBe(202);
      const local = await cli.run('outbox', '--to', newcomer);
      expect(local).toMatchObject({ code: 0, err: '' });
      const [, , row, ...more] = local.out.split('\n');
      expect(more).toEqual([]);
      expect(row).toMatch(
        new RegExp(
          `^${outboxTime(server.clock.now()).replace('+', '\\+')}\\s+SignUpCode\\s+email\\s+sent\\s+${newcomer.replaceAll('.', '\\.')}\\s+-\\s+Your Relomove sign-up code`,
        ),
      );
      // The address carries a random tag that may hold six digits; the code must not appear anywhere else.
      expect(local.out.replaceAll(newcomer, '')).not.toMatch(/\d{6}/);
      const viaApi = await cli.run('outbox', '--to', newcomer, '--json', ...remote());
      expect(viaApi).toMatchObject({ code: 0, err: '' });
      expect(JSON.parse(viaApi.out).Messages).toEqual([
        expect.objectContaining({
          QuoteId: null,
          Kind: 'SignUpCode',
          Channel: 'email',
          State: 'sent',
          Recipient: newcomer.toLowerCase(),
          Reason: null,
        }),
      ]);
    });

    it('prints the same table through --api as in process', async () => {
      const local = await cli.run('outbox', '--to', dana);
      const viaApi = await cli.run('outbox', '--to', dana, ...remote());
      expect(viaApi).toMatchObject({ code: 0, err: '' });
      expect(viaApi.out).toBe(local.out);
    });

    it('exits 2 with a field line for a bad reference or limit, before reading anything', async () => {
      expect(await cli.run('outbox', '--ref', 'abc')).toMatchObject({ code: 2, err: OutboxCliText.refUsage });
      expect(await cli.run('outbox', '--limit', '0')).toMatchObject({
        code: 2,
        err: OutboxCliText.limitUsage,
      });
      expect(await cli.run('outbox', '--limit', '501', ...remote())).toMatchObject({
        code: 2,
        err: OutboxCliText.limitUsage,
      });
    });

    it("exits 1 through --api with a customer's token: the server refuses anyone but staff", async () => {
      const refused = await cli.run('outbox', ...remote(customerToken));
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(STAFF_ONLY_MESSAGE);
    });
  },
);
