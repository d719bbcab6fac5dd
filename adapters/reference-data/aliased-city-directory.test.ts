import { beforeAll, describe, expect, it } from 'vitest';
import type { CityRecord } from '../../application/ports/city-directory';
import type { PlaceAlias } from '../../application/ports/place-mappings';
import { AliasedCityDirectory } from './aliased-city-directory';
import { ZipcodesCityDirectory } from './zipcodes-city-directory';

let zips: ZipcodesCityDirectory;
beforeAll(async () => {
  zips = (await ZipcodesCityDirectory.load())._unsafeUnwrap();
});

const alias = (placeName: string, nearZip: string, state = 'CO'): PlaceAlias => ({
  placeName,
  placeKey: placeName.toLowerCase(),
  stateCode: state,
  nearCity: '',
  nearState: state,
  nearZip,
});
const label = (r: CityRecord) =>
  `${r.CityName}, ${r.StateCode} ${r.ZipLow === r.ZipHigh ? r.ZipCode : ''}`.trim();

describe('the city search with the places staff confirmed from the indirect mapping form (issue 15)', () => {
  it('finds a confirmed place by its name, with or without its state, as its name in its nearby city’s state and ZIP', () => {
    const cities = new AliasedCityDirectory(zips);
    expect(cities.search('eagle nest ranch')).toEqual([]);
    expect(cities.generation()).toBeNull();
    cities.learn(3, [alias('Eagle Nest Ranch', '80202')]);
    expect(cities.generation()).toBe(3);
    for (const term of [
      'eagle nest ranch',
      'Eagle Nest R',
      'eagle nest ranch co',
      'Eagle Nest Ranch Colorado',
    ])
      expect(cities.search(term).map(label), term).toContain('Eagle Nest Ranch, CO 80202');
    expect(cities.search('eagle nest ranch nm')).toEqual([]);
    const [found] = cities.search('eagle nest ranch');
    expect(found).toMatchObject({ ZipCode: '80202', ZipLow: '80202', ZipHigh: '80202', Country: 'US' });
    expect(found?.Latitude).toBeCloseTo(zips.byZip('80202')?.Latitude ?? 0);
  });

  it('real places named exactly as typed come first, then confirmed ones, within the limit', () => {
    const cities = new AliasedCityDirectory(zips);
    cities.learn(1, [alias('Eagle Ridge Farm', '80301')]);
    const eagle = cities.search('eagle', 10).map(label);
    expect(eagle).toHaveLength(10);
    expect(eagle[0]?.startsWith('Eagle, ')).toBe(true);
    expect(eagle).toContain('Eagle Ridge Farm, CO 80301');
    expect(cities.search('denver', 10).map(label)[0]).toBe('Denver, CO');
  });

  it('a place sent by name is the nearby city it is priced from; ZIPs and shortcuts are untouched', () => {
    const cities = new AliasedCityDirectory(zips);
    cities.learn(1, [alias('Eagle Nest Ranch', '80202')]);
    expect(cities.byCity('eagle nest ranch', 'co')).toMatchObject({ CityName: 'Denver', ZipCode: '80202' });
    expect(cities.byCity('Eagle Nest Ranch', 'NM')).toBeNull();
    expect(cities.byCity('Denver', 'CO')?.CityName).toBe('Denver');
    expect(cities.search('80202')).toEqual(zips.search('80202'));
    expect(cities.search('kcmo')).toEqual(zips.search('kcmo'));
  });

  it('learning replaces the aliases whole (a withdrawn one goes), and skips a nearby ZIP the data lacks', () => {
    const cities = new AliasedCityDirectory(zips);
    cities.learn(1, [alias('Eagle Nest Ranch', '80202'), alias('Lost Place', '00000')]);
    expect(cities.search('lost place')).toEqual([]);
    cities.learn(2, []);
    expect(cities.search('eagle nest ranch')).toEqual([]);
    expect(cities.byCity('Eagle Nest Ranch', 'CO')).toBeNull();
  });
});
