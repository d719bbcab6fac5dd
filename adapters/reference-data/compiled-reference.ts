/**
 * Reference data derived at build time (issue 9, start time): the city index (buildCityIndex) and the
 * holiday table of the years around the build (holidayTable). Deriving them at start took most of the
 * start's time: parsing 10 MB of package tables, sorting and grouping 44,000 ZIPs, and loading the holiday
 * library with its time-zone data. The build writes them once as JSON beside the bundles
 * (scripts/build-bundles.ts), and the built server and CLI read that file instead.
 *
 * Running from source (tsx, tests) there is no compiled file and everything is derived as before. Both
 * paths make the directory from the same CityIndex and the holidays with the same function, so they
 * answer the same (compiled-reference.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { isRecord } from '../../domain/shared/is-record';
import { type ReferenceDataError, referenceDataUnavailable } from './reference-data-error';
import { type CalendarKey, type HolidayTable, holidayTable } from './station-holidays';
import { buildCityIndex, type CityIndex } from './zipcodes-city-index';
import { loadZipSource } from './zipcodes-source';

/** Changes whenever the file's layout does. */
export const COMPILED_REFERENCE_FORMAT = 2;

export interface CompiledReference {
  format: typeof COMPILED_REFERENCE_FORMAT;
  cities: CityIndex;
  holidays: HolidayTable;
}

/**
 * Set by the build (esbuild `define`, scripts/build-bundles.ts) to the compiled file's path relative to
 * the project root; undeclared when running from source.
 */
declare const RELOMOVE_COMPILED_REFERENCE: string | undefined;

/** The compiled file of this build, or null when running from source. */
export function builtReferenceFile(): string | null {
  return typeof RELOMOVE_COMPILED_REFERENCE === 'string'
    ? fileURLToPath(new URL(`../../${RELOMOVE_COMPILED_REFERENCE}`, import.meta.url))
    : null;
}

/** Derives everything the file holds: the city index, and the holidays of `calendars` in `years`. */
export function compileReference(
  calendars: Iterable<CalendarKey>,
  years: Iterable<number>,
): ResultAsync<CompiledReference, ReferenceDataError> {
  return loadZipSource().andThen((source) =>
    ResultAsync.fromPromise(holidayTable(calendars, years), (cause) =>
      referenceDataUnavailable('date-holidays', cause),
    ).map(
      (holidays): CompiledReference => ({
        format: COMPILED_REFERENCE_FORMAT,
        cities: buildCityIndex(source),
        holidays,
      }),
    ),
  );
}

/**
 * The file's text: JSON, with each typed array written as the base64 of its bytes (little-endian, as on
 * every machine Node runs on here), which reads back exactly (NaN included) and far faster than numbers.
 */
export function serializeReference(reference: CompiledReference): string {
  const { counties, cities, zips, keys, keyCities } = reference.cities;
  return JSON.stringify({
    format: reference.format,
    holidays: reference.holidays,
    cities: {
      counties,
      cities: {
        name: cities.name,
        state: cities.state,
        first: bytesOf(cities.first),
        central: bytesOf(cities.central),
        last: bytesOf(cities.last),
        zipCount: bytesOf(cities.zipCount),
        county: bytesOf(cities.county),
        latitude: bytesOf(cities.latitude),
        longitude: bytesOf(cities.longitude),
      },
      zips: {
        code: zips.code,
        city: bytesOf(zips.city),
        county: bytesOf(zips.county),
        latitude: bytesOf(zips.latitude),
        longitude: bytesOf(zips.longitude),
        names: zips.names,
      },
      keys,
      keyCities: bytesOf(keyCities),
    },
  });
}

/** Reads the compiled file; a missing, foreign or damaged file is an error that names it. */
export function readCompiledReference(file: string): ResultAsync<CompiledReference, ReferenceDataError> {
  const rebuild = (why: string) => referenceDataUnavailable(file, new Error(`${why}; run npm run build`));
  return ResultAsync.fromPromise(readFile(file, 'utf8'), (cause) => rebuild(messageOf(cause))).andThen(
    (text) => {
      const parsed = parseReference(text);
      return typeof parsed === 'string' ? errAsync(rebuild(parsed)) : okAsync(parsed);
    },
  );
}

/** The reference in `text`, or why it is not one. Checks the layout and every table's length. */
export function parseReference(text: string): CompiledReference | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  if (!isRecord(value) || value.format !== COMPILED_REFERENCE_FORMAT)
    return `not a compiled reference of format ${COMPILED_REFERENCE_FORMAT}`;
  const { cities: index, holidays } = value;
  if (!isRecord(index) || !isRecord(holidays)) return 'the city index or the holiday table is missing';
  const { counties, cities, zips, keys, keyCities } = index;
  if (!isRecord(counties) || !isRecord(cities) || !isRecord(zips))
    return 'a table of the city index is missing';
  const cityCount = Array.isArray(cities.name) ? cities.name.length : -1;
  const zipCount = Array.isArray(zips.code) ? zips.code.length : -1;
  const keyCount = Array.isArray(keys) ? keys.length : -1;
  const decoded = {
    counties: { name: strings(counties.name, -1), fips: strings(counties.fips, -1) },
    cities: {
      name: strings(cities.name, cityCount),
      state: strings(cities.state, cityCount),
      first: int32s(cities.first, cityCount),
      central: int32s(cities.central, cityCount),
      last: int32s(cities.last, cityCount),
      zipCount: int32s(cities.zipCount, cityCount),
      county: int32s(cities.county, cityCount),
      latitude: float64s(cities.latitude, cityCount),
      longitude: float64s(cities.longitude, cityCount),
    },
    zips: {
      code: strings(zips.code, zipCount),
      city: int32s(zips.city, zipCount),
      county: int32s(zips.county, zipCount),
      latitude: float64s(zips.latitude, zipCount),
      longitude: float64s(zips.longitude, zipCount),
      names: isRecord(zips.names) ? (zips.names as Record<string, string>) : null,
    },
    keys: strings(keys, keyCount),
    keyCities: int32s(keyCities, keyCount),
  };
  const tables = [decoded.counties, decoded.cities, decoded.zips, decoded];
  if (tables.some((table) => Object.values(table).some((column) => column === null)))
    return 'a table of the city index is damaged';
  return {
    format: COMPILED_REFERENCE_FORMAT,
    cities: decoded as unknown as CityIndex,
    holidays: holidays as unknown as HolidayTable,
  };
}

function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

function bytesOf(array: Int32Array | Float64Array): string {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
}

/** The bytes of a base64 column in their own buffer (so a typed array can view them aligned). */
function bytesFrom(value: unknown, width: number, length: number): ArrayBuffer | null {
  if (typeof value !== 'string') return null;
  const bytes = Buffer.from(value, 'base64');
  if (bytes.byteLength !== width * length) return null;
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

function int32s(value: unknown, length: number): Int32Array | null {
  const buffer = bytesFrom(value, 4, length);
  return buffer && new Int32Array(buffer);
}

function float64s(value: unknown, length: number): Float64Array | null {
  const buffer = bytesFrom(value, 8, length);
  return buffer && new Float64Array(buffer);
}

/** An array of strings (of `length` entries unless -1). */
function strings(value: unknown, length: number): string[] | null {
  if (!Array.isArray(value) || (length >= 0 && value.length !== length)) return null;
  return value.every((item) => typeof item === 'string') ? (value as string[]) : null;
}
