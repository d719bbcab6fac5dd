/**
 * Issue 15 over HTTP, on every database under test: §1 the indirect mapping form (a customer maps a place
 * the city search does not know to a nearby city; staff confirm it; the city search and POST quotes/add then
 * find the place, on this instance at once and on a second instance sharing the database within the
 * freshness window), its refusals as 'field - message' lines, its access rules (the review is staff only; a
 * request is read by its link token alone), and the §5 budget-flow referrers' arrivals and counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { ALIAS_FRESHNESS_MS } from '../../application/place-mappings/keep-city-aliases-current';
import { PlaceMappingMessage } from '../../domain/location/place-mapping';
import { quoteForm } from '../fixtures/quote-form';
import { databasesUnderTest, secondPool } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staffUser] = DEMO_USERS;
if (!customer || !staffUser) throw new Error('the demo users are a customer and a staff member');

type Cities = { cities: Array<{ CityName: string; StateCode: string; ZipCode: string }> };
const form = (over: Record<string, unknown> = {}) => ({
  PlaceName: 'Eagle Nest Ranch',
  NearCity: 'Denver',
  NearState: 'CO',
  NearZip: '80202',
  MilesAway: 12,
  EmailAddress: 'pat@example.com',
  Note: 'Past the grain elevator on County Road 4',
  ...over,
});

describe.each(databasesUnderTest())(
  'the indirect mapping form and budget-flow referrers on $name (issue 15)',
  (underTest) => {
    let api: TestServer;
    let second: TestServer;
    let staffs: Record<string, string>;
    let mine: Record<string, string>;
    beforeAll(async () => {
      api = await testServer(underTest, { demoUsers: true });
      // A second instance on the same database (PostgreSQL: its own pool; PGlite: the one in-process database).
      const shared =
        underTest.name === 'PostgreSQL' ? await secondPool(api.server.database) : api.server.database;
      second = await testServer(underTest, { database: shared, clock: api.clock });
      staffs = await api.signIn(staffUser.email, staffUser.password);
      mine = await api.signIn(customer.email, customer.password);
    }, 120_000);
    afterAll(async () => {
      if (underTest.name === 'PostgreSQL') await second?.close();
      await api?.close();
    });

    const search = (on: TestServer, term: string) =>
      on.json<Cities>('GET', `/api/code/city_search.php?search=${encodeURIComponent(term)}`);
    const labels = (answer: { body: Cities }) =>
      answer.body.cities.map((c) => `${c.CityName}, ${c.StateCode} ${c.ZipCode}`);

    it('a place the search does not know is requested, confirmed by staff, then found by the search and priced by POST quotes/add, on both instances', async () => {
      const before = await search(api, 'Eagle Nest Ranch');
      expect(before.body.cities).toEqual([]);
      expect(before.headers.get('cache-control')).toBe('no-store');
      expect((await search(second, 'Eagle Nest Ranch')).body.cities).toEqual([]);
      const byName = quoteForm({
        FromZip: '',
        FromCity: 'Eagle Nest Ranch',
        FromState: 'CO',
        FromCountry: 'US',
      });
      const invalid = await second.json<{ createQuoteResponse: { reasonInvalid: string } }>(
        'POST',
        '/api/quotes/add',
        byName,
      );
      expect(invalid.body.createQuoteResponse.reasonInvalid).toBe('InvalidCityOrigin');

      const sent = await api.json<{
        Created: boolean;
        PlaceMapping: { Token: string; Status: string; Near: unknown };
      }>('POST', '/api/place-mappings', form({ Source: 'InvalidCityOrigin' }));
      expect(sent.status).toBe(201);
      expect(sent.body.Created).toBe(true);
      expect(sent.body.PlaceMapping).toMatchObject({
        Status: 'Pending',
        Near: { CityName: 'Denver', StateCode: 'CO', ZipCode: '80202' },
      });
      expect(JSON.stringify(sent.body)).not.toContain('pat@example.com');
      const again = await api.json<{ Created: boolean; PlaceMapping: { Token: string } }>(
        'POST',
        '/api/place-mappings',
        form({ PlaceName: 'eagle nest ranch' }),
      );
      expect(again.status).toBe(200);
      expect(again.body.PlaceMapping.Token).toBe(sent.body.PlaceMapping.Token);

      const queue = await api.json<{
        PlaceMappings: Array<{
          Id: number;
          PlaceName: string;
          EmailAddress: string;
          Source: string;
          NearestServiceCenter: { Miles: number } | null;
        }>;
      }>('GET', '/api/staff/place-mappings', undefined, staffs);
      expect(queue.status).toBe(200);
      const row = queue.body.PlaceMappings.find((m) => m.PlaceName === 'Eagle Nest Ranch');
      expect(row).toMatchObject({ EmailAddress: 'pat@example.com', Source: 'InvalidCityOrigin' });
      expect(row?.NearestServiceCenter?.Miles).toBeGreaterThanOrEqual(0);

      const confirmed = await api.json<{ PlaceMapping: { Status: string; DecidedBy: string } }>(
        'POST',
        `/api/staff/place-mappings/${row?.Id}/decision`,
        { Decision: 'Confirm' },
        staffs,
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.PlaceMapping).toMatchObject({ Status: 'Confirmed', DecidedBy: staffUser.email });

      // This instance at once; the second one once its freshness window has passed.
      expect(labels(await search(api, 'Eagle Nest Ranch'))).toEqual(['Eagle Nest Ranch, CO 80202']);
      expect(labels(await search(api, 'eagle nest ranch co'))).toEqual(['Eagle Nest Ranch, CO 80202']);
      api.clock.advance(ALIAS_FRESHNESS_MS);
      expect(labels(await search(second, 'Eagle Nest Ranch'))).toEqual(['Eagle Nest Ranch, CO 80202']);
      const priced = await second.json<{
        createQuoteResponse: { result: string };
        quote: { Details: { Origin: { City: string; ZIP: string } } };
      }>('POST', '/api/quotes/add', { ...byName, EmailAddress: 'lee@example.com' });
      expect(priced.body.createQuoteResponse.result).toBe('Auto');
      // Issue 27: priced at the mapped place, but a quote made from a name keeps no ZIP the customer never typed.
      expect(priced.body.quote.Details.Origin).toMatchObject({ City: 'Denver', ZIP: '' });

      const status = await api.json<{
        PlaceMapping: { Status: string; Place: { CityName: string; ZipCode: string } };
      }>('GET', `/api/place-mappings/${sent.body.PlaceMapping.Token}`);
      expect(status.body.PlaceMapping).toMatchObject({
        Status: 'Confirmed',
        Place: { CityName: 'Eagle Nest Ranch', ZipCode: '80202' },
      });
      expect(status.headers.get('cache-control')).toBe('no-store');

      // Withdrawn: gone from both instances' search.
      const withdrawn = await second.json(
        'POST',
        `/api/staff/place-mappings/${row?.Id}/decision`,
        { Decision: 'Withdraw', Note: 'Mapped to the wrong city' },
        await second.signIn(staffUser.email, staffUser.password),
      );
      expect(withdrawn.status).toBe(200);
      api.clock.advance(ALIAS_FRESHNESS_MS);
      expect((await search(api, 'Eagle Nest Ranch')).body.cities).toEqual([]);
      expect((await search(second, 'Eagle Nest Ranch')).body.cities).toEqual([]);
    });

    it('staff’s answer reaches the customer once, by a job on either instance: a rejection emails the note and the request’s status link', async () => {
      const sent = await api.json<{ PlaceMapping: { Token: string } }>(
        'POST',
        '/api/place-mappings',
        form({ PlaceName: 'Hidden Valley Farm', EmailAddress: 'sam@example.com' }),
      );
      expect(sent.status).toBe(201);
      const queue = await api.json<{ PlaceMappings: Array<{ Id: number; PlaceName: string }> }>(
        'GET',
        '/api/staff/place-mappings',
        undefined,
        staffs,
      );
      const id = queue.body.PlaceMappings.find((m) => m.PlaceName === 'Hidden Valley Farm')?.Id;
      const rejected = await api.json(
        'POST',
        `/api/staff/place-mappings/${id}/decision`,
        { Decision: 'Reject', Note: 'We could not find this farm on a map' },
        staffs,
      );
      expect(rejected.status).toBe(200);
      const emails = () =>
        api.server.database.db
          .selectFrom('outbox_emails')
          .select(['to_address', 'subject', 'text_body'])
          .where('message_key', '=', `place-request:${id}:Rejected`)
          .execute();
      await expect.poll(async () => (await emails()).length, { timeout: 30_000 }).toBe(1);
      const [email] = await emails();
      expect(email?.to_address).toBe('sam@example.com');
      expect(email?.subject).toBe('About your request to add Hidden Valley Farm, CO');
      expect(email?.text_body).toContain('We could not find this farm on a map');
      expect(email?.text_body).toContain(`/moving-quotes/indirect-mapping/${sent.body.PlaceMapping.Token}`);
    });

    it("refuses bad requests and decisions with 'field - message' lines, never a 5xx", async () => {
      const bad = await api.json<{ errors: string[] }>(
        'POST',
        '/api/place-mappings',
        form({ PlaceName: 'Denver', EmailAddress: 'x' }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(['EmailAddress - Value is not a valid email address']);
      const known = await api.json<{ errors: string[] }>(
        'POST',
        '/api/place-mappings',
        form({ PlaceName: 'Denver' }),
      );
      expect(known.body.errors).toEqual([`PlaceName - ${PlaceMappingMessage.alreadyKnown('Denver, CO')}`]);
      const near = await api.json<{ errors: string[] }>(
        'POST',
        '/api/place-mappings',
        form({ NearZip: '00001', NearCity: 'Atlantis' }),
      );
      expect(near.body.errors).toEqual([`NearZip - ${PlaceMappingMessage.chooseNear}`]);
      const shape = await api.json<{ errors: string[] }>('POST', '/api/place-mappings', {
        PlaceName: 7,
        Extra: 1,
      });
      expect(shape.status).toBe(400);
      expect(shape.body.errors).toEqual(
        expect.arrayContaining(['PlaceName - Value must be a string', 'Extra - Unknown field']),
      );

      for (let i = 0; i < 5; i++)
        expect(
          (
            await api.json(
              'POST',
              '/api/place-mappings',
              form({ PlaceName: `Hollow ${'abcde'[i]}`, EmailAddress: 'busy@example.com' }),
            )
          ).status,
        ).toBe(201);
      const many = await api.json<{ errors: string[] }>(
        'POST',
        '/api/place-mappings',
        form({ PlaceName: 'Hollow f', EmailAddress: 'busy@example.com' }),
      );
      expect(many.status).toBe(429);
      expect(many.body.errors).toEqual([`EmailAddress - ${PlaceMappingMessage.tooMany}`]);

      const sent = await api.json<{ PlaceMapping: { Token: string } }>(
        'POST',
        '/api/place-mappings',
        form({ PlaceName: 'Quiet Hollow Farm', EmailAddress: 'dee@example.com' }),
      );
      const queue = await api.json<{ PlaceMappings: Array<{ Id: number; PlaceName: string }> }>(
        'GET',
        '/api/staff/place-mappings?status=Pending&limit=200',
        undefined,
        staffs,
      );
      const id = queue.body.PlaceMappings.find((m) => m.PlaceName === 'Quiet Hollow Farm')?.Id;
      const decide = (body: unknown, path = `/api/staff/place-mappings/${id}/decision`) =>
        api.json<{ errors: string[] }>('POST', path, body, staffs);
      expect((await decide({ Decision: 'Reject' })).body.errors).toEqual([
        `Note - ${PlaceMappingMessage.noteForReject}`,
      ]);
      expect((await decide({ Decision: 'Maybe' })).status).toBe(400);
      expect(
        (await decide({ Decision: 'Confirm' }, '/api/staff/place-mappings/999999/decision')).body.errors,
      ).toEqual([`id - ${PlaceMappingMessage.notFound}`]);
      expect((await decide({ Decision: 'Confirm' }, '/api/staff/place-mappings/abc/decision')).status).toBe(
        400,
      );
      expect(
        (
          await decide({
            Decision: 'Reject',
            Note: 'We could not find this place; call us and we will help.',
          })
        ).status,
      ).toBe(200);
      const twice = await decide({ Decision: 'Confirm' });
      expect(twice.status).toBe(409);
      expect(twice.body.errors).toEqual(['Decision - This request was already decided: it is Rejected']);
      const rejected = await api.json<{
        PlaceMapping: { Status: string; DecisionNote: string; Place: null };
      }>('GET', `/api/place-mappings/${sent.body.PlaceMapping.Token}`);
      expect(rejected.body.PlaceMapping).toMatchObject({
        Status: 'Rejected',
        DecisionNote: 'We could not find this place; call us and we will help.',
        Place: null,
      });
      expect(
        (await api.json('GET', `/api/staff/place-mappings?status=Later&limit=0`, undefined, staffs)).status,
      ).toBe(400);
    });

    it('the review is for staff only (401 nobody, 403 a customer, before the body is read); a request is found only by its own link', async () => {
      expect((await api.json('GET', '/api/staff/place-mappings')).status).toBe(401);
      expect((await api.json('GET', '/api/staff/place-mappings', undefined, mine)).status).toBe(403);
      expect((await api.json('POST', '/api/staff/place-mappings/1/decision', 'not json', mine)).status).toBe(
        403,
      );
      expect((await api.json('GET', '/api/staff/referrals', undefined, mine)).status).toBe(403);
      const unknown = await api.json<{ errors: string[] }>('GET', `/api/place-mappings/${'A'.repeat(22)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors).toEqual([`token - ${PlaceMappingMessage.tokenNotFound}`]);
      expect((await api.json('GET', '/api/place-mappings/1')).status).toBe(404);
    });

    it('§5: an arrival from PACKRATWEB or ZPPYSHWEB is recorded once per visitor and day, and staff count them', async () => {
      const first = await api.request('POST', '/api/referrals/arrivals', {
        Referrer: 'packratweb',
        Page: '/moving-quote',
      });
      expect(await first.json()).toEqual({ success: true, Referrer: 'PACKRATWEB', Recorded: true });
      const visitor = { cookie: (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
      const repeat = await api.json(
        'POST',
        '/api/referrals/arrivals',
        { Referrer: 'PACKRATWEB', Page: '/' },
        visitor,
      );
      expect(repeat.body).toEqual({ success: true, Referrer: 'PACKRATWEB', Recorded: false });
      expect(
        (await api.json('POST', '/api/referrals/arrivals', { Referrer: 'ZPPYSHWEB', Page: '/' })).body
          .Recorded,
      ).toBe(true);
      const unknown = await api.json<{ errors: string[] }>('POST', '/api/referrals/arrivals', {
        Referrer: 'EVILWEB',
        Page: '/',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual(['Referrer - Value must be one of "PACKRATWEB", "ZPPYSHWEB"']);
      const counted = await api.json<{ Referrals: Array<{ Referrer: string; Arrivals: number }> }>(
        'GET',
        `/api/staff/referrals?since=${api.clock.today()}`,
        undefined,
        staffs,
      );
      expect(counted.body.Referrals.map((r) => [r.Referrer, r.Arrivals])).toEqual([
        ['PACKRATWEB', 1],
        ['ZPPYSHWEB', 1],
      ]);
      expect((await api.json('GET', '/api/staff/referrals?since=yesterday', undefined, staffs)).status).toBe(
        400,
      );
    });
  },
);
