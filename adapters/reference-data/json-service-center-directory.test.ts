import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StationDetail } from '../../domain/quote/types';
import { buildServiceCenters, serviceCentersJson } from './generate-service-centers';
import { JsonServiceCenterDirectory, SERVICE_CENTERS_FILE } from './json-service-center-directory';
import { US_STATE_NAMES } from './places';
import { REGION_CODES } from './service-center-sites';
import { StationHolidays } from './station-holidays';
import { ZipcodesCityDirectory } from './zipcodes-city-directory';

let directory: JsonServiceCenterDirectory;
let stations: StationDetail[];

beforeAll(async () => {
  directory = (await JsonServiceCenterDirectory.load({ fromYear: 2026 }))._unsafeUnwrap();
  stations = directory.all();
});

const US_TERRITORIES = new Set(['AS', 'FM', 'GU', 'MH', 'MP', 'PR', 'PW', 'VI']);

describe('data/service-centers.json (§3 StationDetail)', () => {
  it('holds at least 100 stations in both countries', () => {
    expect(stations.length).toBeGreaterThanOrEqual(100);
    expect(new Set(stations.map((s) => s.CountryName))).toEqual(new Set(['United States', 'Canada']));
    expect(stations.filter((s) => s.CountryName === 'Canada').length).toBeGreaterThanOrEqual(12);
  });

  it('gives each station its own IANA time zone: the Florida panhandle Central, East Tennessee Eastern, El Paso Mountain, Regina without DST (issue 27)', () => {
    const zone = (code: string) => stations.find((s) => s.StationCode === code)?.TimeZone;
    expect(zone('PNS')).toBe('America/Chicago');
    expect(zone('TYS')).toBe('America/New_York');
    expect(zone('ELP')).toBe('America/Denver');
    expect(zone('PHX')).toBe('America/Phoenix');
    expect(zone('YQR')).toBe('America/Regina');
    expect(zone('YYT')).toBe('America/St_Johns');
    expect(zone('LAX') ?? zone('SFO') ?? 'America/Los_Angeles').toBe('America/Los_Angeles');
  });

  it('fills every StationDetail field', () => {
    for (const station of stations) {
      for (const [field, value] of Object.entries(station)) {
        const filled = Array.isArray(value)
          ? value.length > 0
          : typeof value === 'number' || String(value).trim() !== '';
        expect(filled, `${station.StationCode}.${field}`).toBe(true);
      }
      expect(Object.keys(station).sort()).toEqual(
        [
          'Address',
          'CityName',
          'CountryName',
          'CustomerServicePhoneNumber',
          'FIPSCode',
          'FaxNumber',
          'Holidays',
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
    }
  });

  it('gives each station a unique code and uses only the rate-card regions', () => {
    const codes = stations.map((s) => s.StationCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const station of stations) expect(REGION_CODES).toContain(station.RegionCode);
  });

  it('serves every state and DC', () => {
    const served = new Set(stations.map((s) => s.StateCode));
    for (const state of Object.keys(US_STATE_NAMES).filter((code) => !US_TERRITORIES.has(code))) {
      expect(served.has(state), state).toBe(true);
    }
  });

  it('uses fictional 555-01xx phone and fax numbers and five-digit county FIPS codes in the US', () => {
    for (const station of stations) {
      expect(station.CustomerServicePhoneNumber).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(station.FaxNumber).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      if (station.CountryName === 'United States') expect(station.FIPSCode).toMatch(/^\d{5}$/);
    }
  });

  it('is what the generator writes from the city directory (regenerate after editing the sites)', async () => {
    const cities = (await ZipcodesCityDirectory.load())._unsafeUnwrap();
    const file = await readFile(SERVICE_CENTERS_FILE, 'utf8');
    expect(serviceCentersJson(buildServiceCenters(cities))).toBe(file);
  });
});

describe('JsonServiceCenterDirectory holidays (§3 Holidays, computed with date-holidays)', () => {
  it('gives a US station the federal holidays, observed days included, for 2026-2028', () => {
    const holidays = directory.byStationCode('KCM')?.Holidays ?? [];
    expect(holidays).toContain('2026-12-25');
    expect(holidays).toContain('2026-07-03');
    expect(holidays).toContain('2028-11-23');
    expect(holidays).not.toContain('2029-01-01');
    expect(holidays).not.toContain('2026-02-14');
    expect([...holidays].sort()).toEqual(holidays);
  });

  it('gives a Canadian station the national and provincial statutory holidays', () => {
    const toronto = directory.byStationCode('YYZ')?.Holidays ?? [];
    expect(toronto).toContain('2026-07-01');
    expect(toronto).toContain('2026-12-26');
    const montreal = directory.byStationCode('YUL')?.Holidays ?? [];
    expect(montreal).toContain('2026-07-01');
    expect(montreal).toContain('2026-06-24');
    expect(toronto).not.toContain('2026-06-24');
  });

  it('starts from the injected year', async () => {
    const later = (await JsonServiceCenterDirectory.load({ fromYear: 2030 }))._unsafeUnwrap();
    const holidays = later.byStationCode('KCM')?.Holidays ?? [];
    expect(holidays[0]?.startsWith('2030')).toBe(true);
    expect(holidays).toContain('2032-12-24');
  });
});

describe('JsonServiceCenterDirectory lookups', () => {
  it('finds a station by code, case-insensitively', () => {
    expect(directory.byStationCode('kcm')?.CityName).toBe('Kansas City');
    expect(directory.byStationCode(' YYZ ')?.CountryName).toBe('Canada');
    expect(directory.byStationCode('ZZZ')).toBeNull();
  });

  it('near New York gives a New York/New Jersey station first', () => {
    const [nearest] = directory.near(40.7128, -74.006, 3);
    expect(['NY', 'NJ']).toContain(nearest?.station.StateCode);
    expect(nearest?.miles).toBeLessThan(20);
  });

  it('near() orders by distance and honours the limit', () => {
    const found = directory.near(39.0997, -94.5786, 5);
    expect(found).toHaveLength(5);
    expect(found.map((f) => f.miles)).toEqual([...found.map((f) => f.miles)].sort((a, b) => a - b));
    expect(found[0]?.station.StationCode).toBe('KCM');
  });

  it("near() with country 'CA' gives only Canadian stations", () => {
    const found = directory.near(47.6062, -122.3321, 5, 'CA');
    expect(found).toHaveLength(5);
    expect(found.every((f) => f.station.CountryName === 'Canada')).toBe(true);
    expect(['YYJ', 'YVR']).toContain(found[0]?.station.StationCode);
    expect(
      directory.near(43.65, -79.38, 3, 'US').every((f) => f.station.CountryName === 'United States'),
    ).toBe(true);
  });

  it('reports a missing or malformed file as ReferenceDataUnavailable', async () => {
    const missing = await JsonServiceCenterDirectory.load({
      fromYear: 2026,
      file: '/nonexistent/stations.json',
    });
    expect(missing._unsafeUnwrapErr().kind).toBe('ReferenceDataUnavailable');
    const holidays = await StationHolidays.create(2026, []);
    expect(() => JsonServiceCenterDirectory.fromStations([{ StationCode: 'X' }], holidays)).toThrow();
  });
});
