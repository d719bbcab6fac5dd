import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompiledReference,
  compileReference,
  parseReference,
  readCompiledReference,
  serializeReference,
} from './compiled-reference';
import { JsonServiceCenterDirectory } from './json-service-center-directory';
import { ZipcodesCityDirectory } from './zipcodes-city-directory';
import { buildCityIndex } from './zipcodes-city-index';

let derived: ZipcodesCityDirectory;
let compiled: CompiledReference;
let fromFile: ZipcodesCityDirectory;
let dir: string;

beforeAll(async () => {
  derived = (await ZipcodesCityDirectory.load())._unsafeUnwrap();
  compiled = (await compileReference(['US', 'CA|ON', 'CA|QC'], [2026, 2027, 2028]))._unsafeUnwrap();
  dir = mkdtempSync(join(tmpdir(), 'relomove-reference-'));
  const file = join(dir, 'reference.json');
  writeFileSync(file, serializeReference(compiled));
  fromFile = ZipcodesCityDirectory.fromIndex((await readCompiledReference(file))._unsafeUnwrap().cities);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('compiled reference data (issue 9: derived at build time, read at start)', () => {
  it('the city index read back from the compiled file holds every ZIP and city the packages give, field for field', () => {
    expect(fromFile.size).toEqual(derived.size);
    for (const code of compiled.cities.zips.code) {
      expect(fromFile.byZip(code)).toEqual(derived.byZip(code));
      expect(fromFile.countyFips(code)).toBe(derived.countyFips(code));
    }
  });

  it('a missing coordinate (NaN, written as null) comes back as NaN', () => {
    const index = buildCityIndex({
      zips: [
        { zip: '66001', latitude: 39.1, longitude: -94.6, city: 'Springfield', state: 'KS', country: 'US' },
      ],
      counties: new Map(),
    });
    // The build fills missing coordinates today; the file format still keeps an unknown one unknown.
    index.zips.latitude[0] = Number.NaN;
    const parsed = parseReference(serializeReference({ ...compiled, cities: index }));
    if (typeof parsed === 'string') throw new Error(parsed);
    expect(ZipcodesCityDirectory.fromIndex(parsed.cities).byZip('66001')).toMatchObject({
      Latitude: Number.NaN,
      Longitude: -94.6,
    });
  });

  it('§5 city search, byCity and ZIP search answer the same from the compiled file as from the packages', () => {
    const terms = new Set([
      'kcmo',
      'kc',
      'nyc',
      'st louis',
      'saint l',
      'ft worth',
      'kansas city m',
      '641',
      'm5v',
    ]);
    const { cities } = compiled.cities;
    for (let row = 0; row < cities.name.length; row += 5) {
      const city = cities.name[row] ?? '';
      const state = cities.state[row] ?? '';
      terms.add(city).add(city.slice(0, 3)).add(`${city} ${state}`);
      expect(fromFile.byCity(city, state)).toEqual(derived.byCity(city, state));
    }
    for (const term of terms) expect(fromFile.search(term), term).toEqual(derived.search(term));
  });

  it('the service centers get the same holidays from the compiled table as computed, and a year the table lacks is computed', async () => {
    for (const fromYear of [2026, 2027]) {
      const computed = (await JsonServiceCenterDirectory.load({ fromYear }))._unsafeUnwrap();
      const fromTable = (
        await JsonServiceCenterDirectory.load({ fromYear, holidays: compiled.holidays })
      )._unsafeUnwrap();
      expect(fromTable.all()).toEqual(computed.all());
    }
  });

  it('a damaged or foreign file is refused with its name and the command that rebuilds it', async () => {
    const file = join(dir, 'damaged.json');
    writeFileSync(file, '{"format": 0}');
    const refused = (await readCompiledReference(file))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ kind: 'ReferenceDataUnavailable', source: file });
    expect(refused.message).toContain('npm run build');
    expect(parseReference('not json')).toMatch(/^not JSON/);
    const missing = (await readCompiledReference(join(dir, 'missing.json')))._unsafeUnwrapErr();
    expect(missing.message).toMatch(/ENOENT.*; run npm run build$/);
    const damaged = JSON.parse(serializeReference(compiled));
    damaged.cities.keys = [];
    expect(parseReference(JSON.stringify(damaged))).toMatch(/damaged/);
  });
});
