import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quarantineStanding } from '../../domain/shipment/readiness-quarantine';
import { JsonSpongyMothQuarantine } from './json-spongy-moth-quarantine';
import { loadZipSource } from './zipcodes-source';

describe('the spongy moth quarantine list (issue 15, data/spongy-moth-quarantine.json, 7 CFR 301.45-3)', () => {
  const area = () => JsonSpongyMothQuarantine.load()._unsafeUnwrap().area();

  it('is dated, names its source, and holds whole states and the counties of partly quarantined ones', () => {
    const a = area();
    expect(a.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.source).toContain('7 CFR 301.45');
    expect(a.states.get('NY')?.whole).toBe(true);
    expect(a.states.get('OH')?.whole).toBe(false);
    expect(quarantineStanding(a, { state: 'OH', fips: '39035' })).toMatchObject({
      kind: 'County',
      county: 'Cuyahoga County',
    });
  });

  it('each county is the one the city index (GeoNames) knows by that FIPS code, so quotes carry codes it lists', async () => {
    const source = (await loadZipSource())._unsafeUnwrap();
    const names = new Map<string, string>();
    for (const county of source.counties.values()) if (county.fips) names.set(county.fips, county.name);
    const base = (name: string) => name.replace(/^City of /, '').replace(/ County$/, '');
    const mismatched = [...area().counties.values()].filter((c) => {
      const known = names.get(c.fips);
      return known === undefined || !known.replace(' (city)', '').includes(base(c.name));
    });
    expect(mismatched).toEqual([]);
  }, 60_000);

  it('reports a malformed file instead of throwing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quarantine-'));
    const bad = (name: string, body: unknown) => {
      writeFileSync(join(dir, name), JSON.stringify(body));
      return JsonSpongyMothQuarantine.load(join(dir, name));
    };
    const file = {
      version: '2026-11-26',
      source: 'USDA APHIS, 7 CFR 301.45-3',
      sourceUrl: 'https://www.ecfr.gov/',
      description: '',
      states: [
        { code: 'OH', name: 'Ohio', whole: false, counties: [{ fips: '39035', name: 'Cuyahoga County' }] },
      ],
    };
    expect(bad('good.json', file).isOk()).toBe(true);
    expect(bad('whole.json', { ...file, states: [{ ...file.states[0], whole: true }] }).isErr()).toBe(true);
    expect(
      bad('fips.json', {
        ...file,
        states: [{ ...file.states[0], counties: [{ fips: '17031', name: 'Cook County' }] }],
      })._unsafeUnwrapErr().kind,
    ).toBe('ReferenceDataUnavailable');
    expect(JsonSpongyMothQuarantine.load(join(dir, 'missing.json')).isErr()).toBe(true);
  });
});
