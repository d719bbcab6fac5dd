import { type PGlite, types } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import type { Schema } from './schema';

type ParserTable = Record<number, types.Parser>;

/** The app's own parsers: dates stay 'YYYY-MM-DD' text, as with pg (database.ts); int8 is already a number. */
export const APP_PARSERS: ParserTable = { [types.DATE]: (value: string) => value };

/** PostgreSQL's first OID for objects made after initdb: types below it are built in, the same in every database. */
const FIRST_NORMAL_OBJECT_ID = 16384;

/** Each array type's element type: one row per element type that has an array type. */
export const ARRAY_TYPES_SQL = `
    select b.oid::int as element, b.typarray::int as array
      from pg_catalog.pg_type a join pg_catalog.pg_type b on b.oid = a.typelem
     where a.typcategory = 'A' group by b.oid, b.typarray`;

export interface ArrayTypeRow {
  element: number;
  array: number;
}

/**
 * Issue 28 (reserve under load): PGlite 0.4 copies its instance's parser table (`{...this.parsers}`) on every
 * query, and that table holds a parser for each of the ~300 built-in array types under its numeric OID, which
 * V8 copies one element at a time: about 0.45 ms of CPU per statement, more than the statement itself
 * (docs/performance.md, "Ninth session"). A value is parsed by the instance's table, else by PGlite's default
 * table (`types.parsers`); so the built-in array types' parsers, the same for every database, go to the
 * default table, and the instance keeps only what differs from it: `overrides` and the arrays of their types
 * (and of any type a migration made). Results are parsed exactly as before (pglite-parsers.test.ts).
 */
export async function compactParsers(
  pglite: PGlite,
  db: Kysely<Schema>,
  overrides: ParserTable,
): Promise<void> {
  // Through Kysely, whose dialect never sends it inside another caller's open transaction (pglite-dialect.ts).
  const arrays = await sql<ArrayTypeRow>`${sql.raw(ARRAY_TYPES_SQL)}`.execute(db);
  pglite.parsers = compactParserTable(arrays.rows, overrides);
}

/**
 * The instance's table for `overrides` and the array types in `arrays` (ARRAY_TYPES_SQL); the built-in array
 * types' parsers go to PGlite's default table. Also used by the worker thread that owns a database.
 */
export function compactParserTable(arrays: readonly ArrayTypeRow[], overrides: ParserTable): ParserTable {
  const defaults = types.parsers as ParserTable;
  const own: ParserTable = { ...overrides };
  for (const { element, array } of arrays) {
    const elementParser = overrides[element] ?? defaults[element] ?? ((value: string) => value);
    const parse: types.Parser = (value) => types.arrayParser(value, elementParser, array);
    if (overrides[element] !== undefined || element >= FIRST_NORMAL_OBJECT_ID) own[array] = parse;
    else defaults[array] ??= parse;
  }
  return own;
}
