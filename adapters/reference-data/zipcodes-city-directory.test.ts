import { beforeAll, describe, expect, it } from 'vitest';
import type { CityRecord } from '../../application/ports/city-directory';
import { validateChosenLocation } from '../../domain/location/chosen-location';
import { normalizeSearchTerm, searchQueryFor } from '../../domain/location/search-term';
import { canadianPlaceName } from './canadian-place-names';
import { ZipcodesCityDirectory } from './zipcodes-city-directory';
import { searchKey } from './zipcodes-search-keys';
import type { ZipSource } from './zipcodes-source';

let directory: ZipcodesCityDirectory;

beforeAll(async () => {
  directory = (await ZipcodesCityDirectory.load())._unsafeUnwrap();
});

function place(record: CityRecord | undefined): string {
  return record ? `${record.CityName}, ${record.StateCode}` : 'nothing';
}

describe('ZipcodesCityDirectory: the data it holds', () => {
  it('indexes every US ZIP but military APO/FPO codes and every Canadian FSA but the reserved H0H', () => {
    expect(directory.size.zips).toBe(42_555 - 649 + 1_620 - 1);
    expect(directory.size.cities).toBeGreaterThan(30_000);
  });

  it('fills CountyName from GeoNames for a US ZIP and leaves it blank for a Canadian FSA (§3 City search result)', () => {
    expect(directory.byZip('64120')?.CountyName).toBe('Jackson');
    expect(directory.byZip('66101')?.CountyName).toBe('Wyandotte');
    expect(directory.byZip('M5V')?.CountyName).toBe('');
  });

  it('knows the five-digit county FIPS code of a US ZIP', () => {
    expect(directory.countyFips('64120')).toBe('29095');
    expect(directory.countyFips('90058')).toBe('06037');
    expect(directory.countyFips('M5V')).toBe('');
  });
});

describe('ZipcodesCityDirectory.search: §5 shortcuts', () => {
  it("'kcmo' gives Kansas City, MO first", () => {
    expect(place(directory.search('kcmo')[0])).toBe('Kansas City, MO');
  });

  it("'kck' gives Kansas City, KS first", () => {
    expect(place(directory.search('kck')[0])).toBe('Kansas City, KS');
  });

  it("'kc' gives Kansas City in both Missouri and Kansas", () => {
    expect(directory.search('kc').map(place).slice(0, 2)).toEqual(['Kansas City, MO', 'Kansas City, KS']);
  });

  it("'nyc' gives New York, NY first", () => {
    expect(place(directory.search('nyc')[0])).toBe('New York, NY');
  });

  it("'dc' gives Washington, DC first", () => {
    expect(place(directory.search('dc')[0])).toBe('Washington, DC');
  });

  it('answers the expanded shortcut text the domain sends (searchQueryFor)', () => {
    for (const [typed, expected] of [
      ['kcmo', 'Kansas City, MO'],
      ['kck', 'Kansas City, KS'],
      ['nyc', 'New York, NY'],
      ['dc', 'Washington, DC'],
    ] as const) {
      expect(place(directory.search(searchQueryFor(typed) ?? '')[0])).toBe(expected);
    }
  });
});

describe('ZipcodesCityDirectory.search: cities', () => {
  it("'denver' gives Denver, CO first (exact name, most ZIPs), one result per city and state", () => {
    const results = directory.search('denver');
    expect(place(results[0])).toBe('Denver, CO');
    expect(results.filter((r) => r.CityName === 'Denver' && r.StateCode === 'CO')).toHaveLength(1);
    expect(results[0]).toMatchObject({
      ZipLow: '80201',
      ZipHigh: '80299',
      CountyName: 'Denver',
      Country: 'US',
    });
  });

  it("'kansas' puts Kansas City, MO and KS near the top", () => {
    const top = directory.search('kansas').slice(0, 6).map(place);
    expect(top).toContain('Kansas City, MO');
    expect(top).toContain('Kansas City, KS');
  });

  it('reads a trailing state code or name: Kansas City MO, kansas city ks, denver co, toronto on', () => {
    expect(directory.search('Kansas City MO').map(place)).toEqual(['Kansas City, MO']);
    expect(place(directory.search('kansas city ks')[0])).toBe('Kansas City, KS');
    expect(place(directory.search('Kansas City Missouri')[0])).toBe('Kansas City, MO');
    expect(directory.search('denver co').map(place)).toEqual(['Denver, CO']);
    expect(place(directory.search('toronto on')[0])).toBe('Toronto, ON');
  });

  it('reads a state being typed: kansas city m', () => {
    expect(place(directory.search('kansas city m')[0])).toBe('Kansas City, MO');
  });

  it("finds 'New York' as typed and 'St Louis' as 'Saint Louis'", () => {
    expect(place(directory.search('New York')[0])).toBe('New York, NY');
    expect(place(directory.search('st louis')[0])).toBe('Saint Louis, MO');
  });

  it("'toronto' gives Toronto, ON (Country CA) first", () => {
    const [first] = directory.search('toronto');
    expect(first).toMatchObject({
      CityName: 'Toronto',
      StateCode: 'ON',
      StateName: 'Ontario',
      Country: 'CA',
    });
  });

  it('gives a city its ZIP range, a ZIP inside it and its full state name', () => {
    const [kc] = directory.search('kcmo');
    expect(kc).toMatchObject({
      StateName: 'Missouri',
      ZipLow: '64101',
      ZipHigh: '64999',
      CountyName: 'Jackson',
    });
    expect(Number(kc?.ZipCode)).toBeGreaterThanOrEqual(64101);
    expect(Number(kc?.ZipCode)).toBeLessThanOrEqual(64999);
    expect(kc?.Latitude).toBeCloseTo(39.1, 0);
    expect(kc?.Longitude).toBeCloseTo(-94.6, 0);
  });
});

describe('ZipcodesCityDirectory.search: ZIP and postal codes', () => {
  it("'10001' gives New York, NY with ZipCode 10001 and ZipLow = ZipHigh = ZipCode", () => {
    expect(directory.search('10001')).toEqual([
      expect.objectContaining({
        CityName: 'New York',
        StateCode: 'NY',
        ZipCode: '10001',
        ZipLow: '10001',
        ZipHigh: '10001',
      }),
    ]);
  });

  it("'9000' gives the ZIPs starting 9000, in order (Los Angeles area)", () => {
    const results = directory.search('9000');
    expect(results.map((r) => r.ZipCode)).toEqual([
      '90001',
      '90002',
      '90003',
      '90004',
      '90005',
      '90006',
      '90007',
      '90008',
      '90009',
    ]);
    expect(results.every((r) => r.CityName === 'Los Angeles' && r.StateCode === 'CA')).toBe(true);
  });

  it("'M5V' and 'M5V 3L9' give the Toronto FSA M5V", () => {
    for (const term of ['M5V', 'M5V 3L9', 'm5v3l9']) {
      expect(directory.search(term)).toEqual([
        expect.objectContaining({ CityName: 'Toronto', StateCode: 'ON', ZipCode: 'M5V', Country: 'CA' }),
      ]);
    }
  });
});

describe('ZipcodesCityDirectory.search: limits and misses', () => {
  it('returns [] for an unknown term and for an empty one', () => {
    expect(directory.search('xyzzyq')).toEqual([]);
    expect(directory.search('')).toEqual([]);
    expect(directory.search('99999')).toEqual([]);
  });

  it('honours the limit, 10 by default', () => {
    expect(directory.search('san')).toHaveLength(10);
    expect(directory.search('san', 3)).toHaveLength(3);
    expect(directory.search('100', 25)).toHaveLength(25);
    expect(directory.search('denver', 0)).toEqual([]);
  });

  it("gives only selectable locations (§5 'Please select a location': city, state, and a ZIP or a ZIP range)", () => {
    const terms = [
      'kcmo',
      'kc',
      'nyc',
      'dc',
      'denver',
      '10001',
      '9000',
      'toronto',
      'M5V',
      'mont',
      'san',
      'spring',
    ];
    for (const term of terms) {
      for (const result of directory.search(term)) {
        expect(validateChosenLocation(result).isOk(), `${term}: ${place(result)}`).toBe(true);
        expect(result.StateName, `${term}: ${place(result)}`).not.toBe('');
        expect(['US', 'CA']).toContain(result.Country);
        expect(Number.isFinite(result.Latitude) && Number.isFinite(result.Longitude)).toBe(true);
      }
    }
  });

  it('hands out copies: changing a result does not change the directory', () => {
    const [first] = directory.search('denver');
    if (first) first.CityName = 'Changed';
    expect(place(directory.search('denver')[0])).toBe('Denver, CO');
  });
});

describe('ZipcodesCityDirectory.byZip and byCity', () => {
  it('finds a US ZIP, a ZIP+4 by its first five digits, and a Canadian postal code by its FSA', () => {
    expect(place(directory.byZip('10001') ?? undefined)).toBe('New York, NY');
    expect(directory.byZip('10001-1234')?.ZipCode).toBe('10001');
    expect(directory.byZip(' 100011234 ')?.ZipCode).toBe('10001');
    expect(directory.byZip('m5v 3l9')).toMatchObject({ CityName: 'Toronto', ZipCode: 'M5V', Country: 'CA' });
  });

  it('gives null for an unknown or malformed code', () => {
    expect(directory.byZip('00000')).toBeNull();
    expect(directory.byZip('1000')).toBeNull();
    expect(directory.byZip('hello')).toBeNull();
    expect(directory.byZip('34001')).toBeNull();
  });

  it('finds a city by name and state code, case-insensitively', () => {
    expect(directory.byCity('kansas city', 'ks')).toMatchObject({
      CityName: 'Kansas City',
      StateCode: 'KS',
      ZipLow: '66101',
    });
    expect(directory.byCity('DENVER', 'CO')?.StateName).toBe('Colorado');
    expect(directory.byCity('New York City', 'NY')?.CityName).toBe('New York');
    expect(directory.byCity('Montreal', 'QC')).toMatchObject({ Country: 'CA', StateName: 'Quebec' });
    expect(directory.byCity('Denver', 'ZZ')).toBeNull();
    expect(directory.byCity('Nowhere Town', 'CO')).toBeNull();
  });
});

describe('Canadian FSA place names', () => {
  it('reduces zipcodes descriptions to the municipality', () => {
    expect(canadianPlaceName('T2E', 'Calgary Northeast')).toBe('Calgary');
    expect(canadianPlaceName('M5V', 'Downtown Toronto (cn Tower / King And Spadina)')).toBe('Toronto');
    expect(canadianPlaceName('M2N', 'Willowdale South')).toBe('Willowdale');
    expect(canadianPlaceName('S4S', 'Regina South Saskatchewan Provincial Government')).toBe('Regina');
    expect(canadianPlaceName('H9A', 'Dollard-des- Ormeaux Northwest')).toBe('Dollard-des-Ormeaux');
    expect(canadianPlaceName('T0H', 'Remote Northeast (fitzgerald)')).toBe('Remote Northeast');
  });

  it('repairs accents lost upstream', () => {
    expect(canadianPlaceName('H1P', 'Saint-l\uFFFDonard North')).toBe('Saint-Léonard');
    expect(canadianPlaceName('G9A', 'Trois-rivi\uFFFDres Central')).toBe('Trois-Rivières');
    expect(canadianPlaceName('H3S', 'C\uFFFDte-des-neiges North')).toBe('Côte-des-Neiges');
  });

  it('finds an accented place by its unaccented spelling', () => {
    expect(place(directory.search('trois rivieres')[0])).toBe('Trois-Rivières, QC');
    expect(place(directory.search('Trois-Rivières')[0])).toBe('Trois-Rivières, QC');
  });
});

describe('searchKey', () => {
  it('equals the domain normalisation (§5), lowercased, including its fast ASCII path', () => {
    const samples = [
      'Kansas City',
      'Kansas City, MO',
      '  New   York  ',
      'St. Louis',
      "Coeur d'Alene",
      'Winston-Salem',
      'At&t',
      'Montréal',
      'Trois-Rivières',
      'A'.repeat(60),
      `${'Word '.repeat(10)}End`,
      'tab\there',
      '',
    ];
    for (const sample of samples)
      expect(searchKey(sample), sample).toBe(normalizeSearchTerm(sample).toLowerCase());
  });
});

describe('ZipcodesCityDirectory.fromSource', () => {
  const source: ZipSource = {
    zips: [
      { zip: '66001', latitude: 39.1, longitude: -94.6, city: 'Springfield', state: 'KS', country: 'US' },
      { zip: '66002', latitude: 39.2, longitude: -94.7, city: 'Springfield', state: 'KS', country: 'US' },
      { zip: '65801', latitude: 37.2, longitude: -93.3, city: 'Springfield', state: 'MO', country: 'US' },
      { zip: '34001', latitude: 0, longitude: 0, city: 'Apo', state: 'AA', country: 'US' },
      {
        zip: 'K0K',
        latitude: null,
        longitude: 44.05,
        city: 'Quinte Shores',
        state: 'Ontario',
        country: 'CA',
      },
      {
        zip: 'K0L',
        latitude: 44.5,
        longitude: -78.0,
        city: 'Peterborough County',
        state: 'Ontario',
        country: 'CA',
      },
    ],
    counties: new Map([['66001', { name: 'Wyandotte', fips: '20209' }]]),
  };

  it('ranks equal names by ZIP count, then state, and leaves out military codes', () => {
    const small = ZipcodesCityDirectory.fromSource(source);
    expect(small.search('springfield').map((r) => `${r.StateCode} ${r.ZipLow}-${r.ZipHigh}`)).toEqual([
      'KS 66001-66002',
      'MO 65801-65801',
    ]);
    expect(small.byZip('34001')).toBeNull();
  });

  it('gives an FSA without coordinates those of its neighbours', () => {
    const small = ZipcodesCityDirectory.fromSource(source);
    expect(small.byZip('K0K')).toMatchObject({ Latitude: 44.5, Longitude: -78 });
  });
});

describe('ZipcodesCityDirectory.nearest: the place nearest a point (issue 15 "Use my location")', () => {
  it('finds the ZIP or FSA whose point is nearest, with its distance in miles', () => {
    const denver = directory.byZip('80202');
    if (!denver) throw new Error('80202 is a place');
    const found = directory.nearest(denver.Latitude, denver.Longitude);
    expect(found?.place.ZipCode).toBe('80202');
    expect(found?.miles).toBeCloseTo(0, 5);
    const ottawa = directory.nearest(45.42, -75.7);
    expect(ottawa?.place).toMatchObject({ StateCode: 'ON', Country: 'CA' });
    expect(ottawa?.miles).toBeLessThan(5);
  });

  it('answers a far-away point with its nearest place all the same, and how far it is', () => {
    const atSea = directory.nearest(30, -40);
    expect(atSea?.miles).toBeGreaterThan(500);
  });
});
