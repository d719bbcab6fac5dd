import { describe, expect, it } from 'vitest';
import { NEAR_MAX_LIMIT } from '../../../application/reference/find-service-centers-near';
import { cliRunner } from '../../../tests/support/cli-runner';
import { TestClock } from '../../../tests/support/test-clock';

const { run } = cliRunner({ clock: new TestClock('2026-11-21T15:00:00.000Z') });

describe('relomove centers list (issue 5; §1 service centers, §3 StationDetail)', () => {
  it('lists every service center in a table with its count', async () => {
    const { code, out } = await run('centers', 'list');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^Code\s+City\s+State\s+Country\s+Region\s+Address\s+ZIP\s+Phone$/);
    expect(out).toMatch(/DEN\s+Denver\s+CO\s+US\s+MT\s+/);
    expect(out).toMatch(/\n131 service centers\.$/);
  });

  it('filters by state (any case) and by country', async () => {
    const tx = await run('centers', 'list', '--state', 'tx');
    expect(tx.code).toBe(0);
    expect(tx.out).toContain('HOU   Houston');
    expect(tx.out).not.toContain('Denver');
    const ca = JSON.parse((await run('centers', 'list', '--country', 'CA', '--json')).out);
    expect(ca.serviceCenters.length).toBeGreaterThan(0);
    expect(ca.serviceCenters.every((s: { Country: string }) => s.Country === 'CA')).toBe(true);
  });

  it("answers --json with the §3 StationDetail fields (Holidays left out), the country code and the station's IANA time zone (issue 27)", async () => {
    const { out } = await run('centers', 'list', '--state', 'CO', '--json');
    const [first] = JSON.parse(out).serviceCenters;
    expect(Object.keys(first).sort()).toEqual(
      [
        'Address',
        'CityName',
        'CountryName',
        'Country',
        'CustomerServicePhoneNumber',
        'FIPSCode',
        'FaxNumber',
        'Latitude',
        'Longitude',
        'MailingAddress',
        'MailingCity',
        'MailingState',
        'MailingZip',
        'RegionCode',
        'Route',
        'ServiceDays',
        'StateCode',
        'StateName',
        'StationCode',
        'TimeZone',
        'ZipCode',
      ].sort(),
    );
  });

  it('answers a state with no service center with exit code 1, a malformed state or country with 2', async () => {
    expect(await run('centers', 'list', '--state', 'ZZ')).toMatchObject({
      code: 1,
      err: 'state - No service center is in state ZZ',
    });
    const bad = await run('centers', 'list', '--state', 'Texas');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('state - Value must be a 2-letter state or province code');
    expect((await run('centers', 'list', '--country', 'MX')).code).toBe(2);
  });

  it('has help with a description and an example', async () => {
    const { code, out } = await run('centers', 'list', '--help');
    expect(code).toBe(0);
    expect(out).toContain('List the service centers');
    expect(out).toContain('relomove centers list --state TX');
  });
});

describe('relomove centers near <zip> (issue 5; answers as GET /api/cities/service-centers/near)', () => {
  it('lists the nearest service centers, nearest first, with straight-line miles', async () => {
    const { code, out } = await run('centers', 'near', '80202', '--limit', '3');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe('Near Denver, CO 80202 (US)');
    expect(lines).toHaveLength(6);
    expect(lines[3]).toMatch(/^DEN\s+Denver\s+CO\s+.*\s+\d+$/);
  });

  it('answers --json in the route’s shape: origin (§3 City search result) and serviceCenters with miles and kilometres', async () => {
    const { code, out } = await run('centers', 'near', 'm5v 3l9', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual(['origin', 'serviceCenters']);
    expect(json.origin.Country).toBe('CA');
    expect(json.serviceCenters).toHaveLength(5);
    // The whole §3 StationDetail, then the distance in miles and kilometres (issue 15's locator shape).
    expect(Object.keys(json.serviceCenters[0])).toEqual(
      expect.arrayContaining([
        'StationCode',
        'CityName',
        'StateCode',
        'Address',
        'ZipCode',
        'CustomerServicePhoneNumber',
        'FaxNumber',
        'ServiceDays',
        'Holidays',
        'miles',
        'kilometers',
      ]),
    );
    const miles = json.serviceCenters.map((s: { miles: number }) => s.miles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it.each([
    [['centers', 'near', '8020x'], 'zip - Value must be a US ZIP or Canadian postal code'],
    [['centers', 'near', '802'], 'zip - Value must be a US ZIP or Canadian postal code'],
    [['centers', 'near', '80202', '--limit', '0'], 'limit - Value must be at least 1'],
    [
      ['centers', 'near', '80202', '--limit', String(NEAR_MAX_LIMIT + 1)],
      `limit - Value must be at most ${NEAR_MAX_LIMIT}`,
    ],
    [['centers', 'near', '80202', '--limit', 'many'], 'limit - Value must be numeric'],
  ])('answers a malformed %j with exit code 2 and the server’s 400 message', async (argv, message) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toBe(message);
  });

  it('answers a well-formed ZIP with no place with exit code 1 and the server’s 404 message', async () => {
    expect(await run('centers', 'near', '00000')).toMatchObject({
      code: 1,
      err: 'zip - No place has this ZIP or postal code',
    });
  });

  it('has help with a description and an example', async () => {
    const { code, out } = await run('centers', 'near', '--help');
    expect(code).toBe(0);
    expect(out).toContain('The service centers nearest a US ZIP or Canadian postal code');
    expect(out).toContain('relomove centers near 80202');
  });
});
