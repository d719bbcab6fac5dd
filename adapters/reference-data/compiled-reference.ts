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
import { errAsync, ResultAsync } from 'neverthrow';
import { type ReferenceDataError, referenceDataUnavailable } from './reference-data-error';
import { type CalendarKey, type HolidayTable, holidayTable } from './station-holidays';
import { buildCityIndex, type CityIndex } from './zipcodes-city-directory';
import { loadZipSource } from './zipcodes-source';

/** Changes whenever the file's layout does. */
export const COMPILED_REFERENCE_FORMAT = 1;

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

/** The file's text (a missing coordinate, NaN, is written as null). */
export function serializeReference(reference: CompiledReference): string {
  return JSON.stringify(reference);
}

/** Reads the compiled file; a missing, foreign or damaged file is an error that names it. */
export function readCompiledReference(file: string): ResultAsync<CompiledReference, ReferenceDataError> {
  return ResultAsync.fromPromise(readFile(file, 'utf8'), (cause) =>
    referenceDataUnavailable(file, cause),
  ).andThen((text) => {
    const parsed = parseReference(text);
    return typeof parsed === 'string'
      ? errAsync(referenceDataUnavailable(file, new Error(`${parsed}; run npm run build`)))
      : ResultAsync.fromSafePromise(Promise.resolve(parsed));
  });
}

/** The reference in `text`, or why it is not one. Checks the layout, not every value (the build wrote it). */
export function parseReference(text: string): CompiledReference | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  if (!isRecord(value) || value.format !== COMPILED_REFERENCE_FORMAT)
    return `not a compiled reference of format ${COMPILED_REFERENCE_FORMAT}`;
  const { cities, holidays } = value;
  if (!isRecord(cities) || !isRecord(cities.zips) || !isRecord(cities.cities) || !isRecord(holidays))
    return 'the city index or the holiday table is missing';
  const zips = columns(cities.zips, [
    'code',
    'city',
    'state',
    'county',
    'fips',
    'country',
    'latitude',
    'longitude',
  ]);
  const places = columns(cities.cities, [
    'first',
    'central',
    'last',
    'zipCount',
    'county',
    'latitude',
    'longitude',
  ]);
  if (zips === null || places === null) return 'a table of the city index is damaged';
  if (
    !Array.isArray(cities.keys) ||
    !Array.isArray(cities.keyCities) ||
    cities.keys.length !== cities.keyCities.length
  )
    return 'the search keys of the city index are damaged';
  for (const table of [zips, places])
    for (const name of ['latitude', 'longitude']) {
      const column = table[name] as Array<number | null>;
      for (let i = 0; i < column.length; i++) if (column[i] === null) column[i] = Number.NaN;
    }
  return value as unknown as CompiledReference;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The table when each named column is an array and all have one length, else null. */
function columns(table: Record<string, unknown>, names: readonly string[]): Record<string, unknown[]> | null {
  let length: number | null = null;
  for (const name of names) {
    const column = table[name];
    if (!Array.isArray(column) || (length !== null && column.length !== length)) return null;
    length = column.length;
  }
  return table as Record<string, unknown[]>;
}
