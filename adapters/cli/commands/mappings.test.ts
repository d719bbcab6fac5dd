import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../application/accounts/demo-users';
import { ALIAS_FRESHNESS_MS } from '../../../application/place-mappings/keep-city-aliases-current';
import { STAFF_ONLY_MESSAGE } from '../../../domain/accounts/login-rules';
import { PlaceMappingMessage } from '../../../domain/location/place-mapping';
import { type CliRunner, cliRunner } from '../../../tests/support/cli-runner';
import { databasesUnderTest, warmUpDatabases } from '../../../tests/support/test-databases';
import { type TestServer, testServer } from '../../../tests/support/test-server';
import { MappingsCliText } from './mappings';
import { ReferralsCliText } from './referrals';

const customer = DEMO_USERS[0] as (typeof DEMO_USERS)[number];
const staff = DEMO_USERS[1] as (typeof DEMO_USERS)[number];

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'relomove mappings and relomove referrals on $name, in process and with --api (issue 15)',
  (underTest) => {
    let server: TestServer;
    let http: ReturnType<typeof serve>;
    let url: string;
    let cli: CliRunner;
    let staffToken: string;
    let customerToken: string;
    // Places of this run only (PostgreSQL keeps rows between runs).
    const tag = randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)
      .padEnd(6, 'x');
    const place = (name: string) => `${name} ${tag}`;
    const remote = (token = staffToken) => ['--api', url, '--token', token];
    const ask = async (PlaceName: string, EmailAddress = `pat.${tag}@example.com`) => {
      const sent = await server.json('POST', '/api/place-mappings', {
        PlaceName,
        NearCity: 'Denver',
        NearState: 'CO',
        NearZip: '80202',
        EmailAddress,
      });
      expect(sent.status).toBe(201);
    };
    const idOf = (out: string, name: string) =>
      Number(
        out
          .split('\n')
          .find((line) => line.includes(name))
          ?.trim()
          .split(/\s+/)[0],
      );
    const search = async (term: string) =>
      (
        await server.json<{ cities: Array<{ CityName: string }> }>(
          'GET',
          `/api/code/city_search.php?search=${encodeURIComponent(term)}`,
        )
      ).body.cities.map((c) => c.CityName);

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
      await ask(place('Eagle Nest Ranch'));
      await ask(place('Quiet Hollow'), `lee.${tag}@example.com`);
    }, 120_000);
    afterAll(async () => {
      await new Promise((resolve) => http?.close(resolve));
      await server?.close();
    });

    it('lists the waiting requests as a table (the queue, oldest first), with the nearest service center', async () => {
      const shown = await cli.run('mappings', '--limit', '200');
      expect(shown).toMatchObject({ code: 0, err: '' });
      const lines = shown.out.split('\n');
      expect(lines[0]).toMatch(/^Id\s+Status\s+Place\s+Near\s+Miles\s+Center\s+Email\s+Asked\s+Note$/);
      const row = lines.find((line) => line.includes(place('Eagle Nest Ranch')));
      expect(row).toMatch(/Pending\s+Eagle Nest Ranch \w+, CO\s+Denver, CO 80202\s+-\s+\w+ \d+ mi/);
      expect(shown.out.indexOf(place('Eagle Nest Ranch'))).toBeLessThan(
        shown.out.indexOf(place('Quiet Hollow')),
      );
    });

    it('confirm makes the city search find the place; reject needs a note; a decided request is refused (exit 1)', async () => {
      const listed = (await cli.run('mappings', '--limit', '200')).out;
      const eagle = idOf(listed, place('Eagle Nest Ranch'));
      const hollow = idOf(listed, place('Quiet Hollow'));
      expect(await search(place('Eagle Nest Ranch'))).toEqual([]);
      const confirmed = await cli.run('mappings', 'confirm', String(eagle));
      expect(confirmed).toMatchObject({ code: 0, err: '' });
      expect(confirmed.out).toContain(
        `Request ${eagle}: ${place('Eagle Nest Ranch')}, CO (near Denver, CO 80202) is Confirmed.`,
      );
      expect(confirmed.out).toContain(MappingsCliText.live);
      // The server is another instance of the CLI's database: it sees the decision within its window.
      server.clock.advance(ALIAS_FRESHNESS_MS);
      expect(await search(place('Eagle Nest Ranch'))).toEqual([place('Eagle Nest Ranch')]);

      expect(await cli.run('mappings', 'confirm', String(eagle))).toMatchObject({
        code: 1,
        err: 'Decision - This request was already decided: it is Confirmed',
      });
      expect(await cli.run('mappings', 'reject', String(hollow))).toMatchObject({
        code: 2,
        err: `Note - ${PlaceMappingMessage.noteForReject}`,
      });
      const rejected = await cli.run(
        'mappings',
        'reject',
        String(hollow),
        '--note',
        'Please call us',
        ...remote(),
      );
      expect(rejected).toMatchObject({ code: 0, err: '' });
      expect(rejected.out).toContain('is Rejected.');
      expect(await cli.run('mappings', 'confirm', '99999999', ...remote())).toMatchObject({
        code: 1,
        err: `id - ${PlaceMappingMessage.notFound}`,
      });
      const all = JSON.parse((await cli.run('mappings', '--status', 'all', '--limit', '200', '--json')).out);
      const mine = all.PlaceMappings.filter((m: { PlaceName: string }) => m.PlaceName.endsWith(tag));
      expect(mine.map((m: { Status: string; DecidedBy: string }) => m.Status).sort()).toEqual([
        'Confirmed',
        'Rejected',
      ]);
      const viaApi = JSON.parse(
        (await cli.run('mappings', '--status', 'all', '--limit', '200', '--json', ...remote())).out,
      );
      expect(viaApi).toEqual(all);
      const withdrawn = await cli.run('mappings', 'withdraw', String(eagle), '--note', 'Wrong city');
      expect(withdrawn.out).toContain(MappingsCliText.gone);
    });

    it('refuses bad options with exit 2 and customers with exit 1', async () => {
      expect(await cli.run('mappings', '--status', 'later')).toMatchObject({
        code: 2,
        err: MappingsCliText.statusUsage,
      });
      expect(await cli.run('mappings', '--limit', '0')).toMatchObject({
        code: 2,
        err: MappingsCliText.limitUsage,
      });
      expect(await cli.run('mappings', 'confirm', 'x1')).toMatchObject({
        code: 2,
        err: MappingsCliText.idUsage,
      });
      expect(await cli.run('referrals', '--since', 'yesterday')).toMatchObject({
        code: 2,
        err: ReferralsCliText.sinceUsage,
      });
      const refused = await cli.run('mappings', ...remote(customerToken));
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(STAFF_ONLY_MESSAGE);
    });

    it('relomove referrals counts the arrivals from each budget-flow referrer, in process and through --api', async () => {
      await server.json('POST', '/api/referrals/arrivals', { Referrer: 'ZPPYSHWEB', Page: '/moving-quote' });
      const shown = await cli.run('referrals', '--since', server.clock.today());
      expect(shown.code).toBe(0);
      expect(shown.out.split('\n')[0]).toMatch(/^Referrer\s+Arrivals\s+First\s+Last$/);
      expect(shown.out).toMatch(/PACKRATWEB\s+0\s+-\s+-/);
      expect(shown.out).toMatch(/ZPPYSHWEB\s+[1-9]/);
      const local = JSON.parse((await cli.run('referrals', '--json')).out);
      const viaApi = JSON.parse((await cli.run('referrals', '--json', ...remote())).out);
      expect(viaApi).toEqual(local);
      expect(local.Referrals.map((r: { Referrer: string }) => r.Referrer)).toEqual([
        'PACKRATWEB',
        'ZPPYSHWEB',
      ]);
    });
  },
);
