import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../application/accounts/demo-users';
import { STAFF_ONLY_MESSAGE } from '../../../domain/accounts/login-rules';
import { bookedMove, type SendJson } from '../../../tests/fixtures/reservation';
import { type CliRunner, cliRunner } from '../../../tests/support/cli-runner';
import { databasesUnderTest, warmUpDatabases } from '../../../tests/support/test-databases';
import { type TestServer, testServer } from '../../../tests/support/test-server';
import type { StaffSurveysResponse } from '../../http/contract/surveys';
import { outboxTime } from './outbox';
import { SurveysCliText } from './surveys';

const customer = DEMO_USERS[0] as (typeof DEMO_USERS)[number];
const staff = DEMO_USERS[1] as (typeof DEMO_USERS)[number];
const DELIVERED = ['DropOff', 'CustomerLoading', 'OriginPickup', 'Transit', 'Delivery'];
const DAY_MS = 86_400_000;

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'relomove surveys on $name, in process and with --api (issue 15)',
  (underTest) => {
    let server: TestServer;
    let http: ReturnType<typeof serve>;
    let url: string;
    let cli: CliRunner;
    let staffToken: string;
    let customerToken: string;
    let promoter: number;
    let detractor: number;
    let secondDay = '';
    let detractorAt = '';
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
      const mine = await server.signIn(customer.email, customer.password);
      const staffs = await server.signIn(staff.email, staff.password);
      const token = (cookie: Record<string, string>) =>
        (cookie.cookie ?? '').replace(/^relomove_session=/, '');
      staffToken = token(staffs);
      customerToken = token(mine);
      const send: SendJson = (method, path, body, headers) => server.json(method, path, body, headers);
      /** A move the customer booked and staff drove to Delivery Complete, then answered. */
      const answered = async (answers: Record<string, unknown>) => {
        const { id } = await bookedMove(send, customer.email, mine, { selectOption: 'Relocube-DD' });
        for (const Milestone of DELIVERED) {
          const recorded = await server.json(
            'POST',
            `/api/staff/shipments/${id}/events`,
            { Milestone, Status: 'Completed' },
            { ...staffs, 'idempotency-key': randomUUID() },
          );
          expect(recorded.status).toBe(200);
        }
        const sent = await server.json(
          'POST',
          '/api/surveys/post-delivery',
          { QuoteId: id, ...answers },
          mine,
        );
        expect(sent.status).toBe(200);
        return id;
      };
      promoter = await answered({
        OverallRating: 5,
        StepRatings: { DropOff: 4, Pickup: 5, Transit: 5, Delivery: 5 },
        RecommendScore: 10,
        Comment: 'Great crew,\nvery careful with the piano.',
      });
      server.clock.advance(2 * DAY_MS);
      secondDay = server.clock.today();
      detractorAt = server.clock.now();
      detractor = await answered({ OverallRating: 2, StepRatings: { Transit: 1 }, RecommendScore: 4 });
    }, 180_000);
    afterAll(async () => {
      await new Promise((resolve) => http?.close(resolve));
      await server?.close();
    });

    it('prints the answers, newest first, then the average scores and the NPS', async () => {
      const shown = await cli.run('surveys');
      expect(shown).toMatchObject({ code: 0, err: '' });
      const lines = shown.out.split('\n');
      expect(lines[0]).toBe(SurveysCliText.heading(2, undefined));
      expect(lines[2]).toMatch(
        /^Answered\s+Move\s+Customer\s+Overall\s+Drop-off\s+Pickup\s+Transit\s+Delivery\s+Recommend\s+Comment$/,
      );
      expect(lines[4]?.startsWith(outboxTime(detractorAt))).toBe(true);
      expect(lines[4]).toMatch(
        new RegExp(`\\s${detractor}\\s+${customer.email}\\s+2\\s+-\\s+-\\s+1\\s+-\\s+4\\s+-$`),
      );
      expect(lines[5]).toMatch(
        new RegExp(
          `\\s${promoter}\\s+${customer.email}\\s+5\\s+4\\s+5\\s+5\\s+5\\s+10\\s+Great crew, very careful with the piano\\.$`,
        ),
      );
      expect(shown.out).toContain('\nSummary\n');
      expect(shown.out).toMatch(/^ {2}Answers\s+2$/m);
      expect(shown.out).toMatch(/^ {2}Overall\s+3\.5 \/ 5 \(2 answers\)$/m);
      expect(shown.out).toMatch(/^ {2}Drop-off\s+4\.0 \/ 5 \(1 answer\)$/m);
      expect(shown.out).toMatch(/^ {2}Transit\s+3\.0 \/ 5 \(2 answers\)$/m);
      expect(shown.out).toMatch(/^ {2}Likely to recommend\s+7\.0 \/ 10 \(2 answers\)$/m);
      // One promoter (10) and one detractor (4) of two: 50% - 50%.
      expect(shown.out).toMatch(
        /^ {2}NPS \(% promoters 9-10 minus % detractors 0-6\)\s+0 \(1 promoter, 0 passives, 1 detractor\)$/m,
      );
    });

    it('--since keeps the answers given or changed on or after that day; none since says so', async () => {
      const since = await cli.run('surveys', '--since', secondDay);
      expect(since.code).toBe(0);
      expect(since.out.split('\n')[0]).toBe(SurveysCliText.heading(1, secondDay));
      expect(since.out).toContain(String(detractor));
      expect(since.out).not.toContain(`  ${promoter}  `);
      expect(since.out).toMatch(/NPS .*\s-100 \(0 promoters, 0 passives, 1 detractor\)$/m);
      const none = await cli.run('surveys', '--since', '2099-01-01');
      expect(none).toMatchObject({ code: 0, out: SurveysCliText.none('2099-01-01') });
    });

    it("refuses a --since that is not a date with 'since - message' and exit code 2, before reading anything", async () => {
      for (const bad of ['yesterday', '2026-02-30', '12/01/2026', '']) {
        const refused = await cli.run('surveys', '--since', bad);
        expect({ bad, code: refused.code, err: refused.err }).toEqual({
          bad,
          code: 2,
          err: 'since - Value must be a date as YYYY-MM-DD',
        });
        expect(refused.out).toBe('');
      }
    });

    it('--json prints the GET /api/staff/surveys answer; --api prints the same as in process', async () => {
      const json = await cli.run('surveys', '--since', secondDay, '--json');
      expect(json.code).toBe(0);
      const api = await server.json<StaffSurveysResponse>(
        'GET',
        `/api/staff/surveys?since=${secondDay}`,
        undefined,
        { authorization: `Bearer ${staffToken}` },
      );
      const { success: _, ...answer } = api.body;
      expect(JSON.parse(json.out)).toEqual(answer);
      expect(answer.Summary.Nps).toEqual({ Score: -100, Promoters: 0, Passives: 0, Detractors: 1, Count: 1 });

      const local = await cli.run('surveys');
      const viaApi = await cli.run(...remote(), 'surveys');
      expect(viaApi).toMatchObject({ code: 0, out: local.out });
      const remoteJson = await cli.run(...remote(), 'surveys', '--since', secondDay, '--json');
      expect(JSON.parse(remoteJson.out)).toEqual(answer);
    });

    it('through --api a customer token is refused (exit 1), and a bad --since is refused before the call', async () => {
      const refused = await cli.run(...remote(customerToken), 'surveys');
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(STAFF_ONLY_MESSAGE);
      const bad = await cli.run(...remote(), 'surveys', '--since', 'soon');
      expect(bad).toMatchObject({ code: 2, err: 'since - Value must be a date as YYYY-MM-DD' });
    });
  },
);
