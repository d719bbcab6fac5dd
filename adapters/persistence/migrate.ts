import { type DatabaseIntrospector, type Kysely, Migrator, sql, type TableMetadata } from 'kysely';
import { ResultAsync } from 'neverthrow';
import { messageOf } from './error-message';
import { migrations } from './migrations/index';

export type MigrationError = { kind: 'MigrationFailed'; message: string };

/** What one run did: the names of the migrations it applied (empty when already up to date). */
export interface MigrationReport {
  applied: string[];
}

/**
 * Brings the schema up to date. Safe to run at every start and from several processes at once:
 * Kysely's PostgreSQL adapter holds a session advisory lock (pg_advisory_lock) around the run, and
 * applied migrations are recorded in `kysely_migration`, so a second run applies nothing.
 * The bookkeeping tables live in the connection's current schema (named explicitly: Kysely would
 * otherwise look for them in every schema and could mistake another schema's for ours).
 */
export function migrateToLatest<S>(db: Kysely<S>): ResultAsync<MigrationReport, MigrationError> {
  return ResultAsync.fromPromise(run(db as Kysely<unknown>), (error) => ({
    kind: 'MigrationFailed' as const,
    message: `Database migration failed: ${messageOf(error)}`,
  }));
}

async function run(db: Kysely<unknown>): Promise<MigrationReport> {
  const current = await sql<{ schema: string | null; recorded: boolean }>`
    select current_schema() as schema,
      to_regclass(quote_ident(current_schema()) || '.kysely_migration') is not null as recorded`.execute(db);
  const schema = current.rows[0]?.schema ?? undefined;
  if (schema === undefined) throw new Error('the connection has no current schema (check search_path)');
  // Nearly every start finds the schema up to date: one query shows it, without Kysely's migrator, which
  // first reads the whole catalog and takes its locks (most of a second on PGlite; issue 9).
  if (current.rows[0]?.recorded && sameNames(await appliedNames(db, schema), Object.keys(migrations)))
    return { applied: [] };
  const migrator = new Migrator({
    db: withOneSchemaIntrospection(db, schema),
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(failed === undefined ? messageOf(error) : `${failed}: ${messageOf(error)}`);
  }
  return { applied: (results ?? []).map((result) => result.migrationName) };
}

/**
 * `db` as Kysely's migrator should see it: its introspector reads the names of `schema`'s tables only.
 *
 * The migrator asks the introspector whether its bookkeeping tables exist, and PostgreSQL's introspector
 * reads every column of every table in every schema, calling pg_get_serial_sequence on each by name. When
 * another process drops a schema at that moment (two instances, or test files side by side, each in its
 * own schema), the call fails with 'schema "…" does not exist' or 'relation "…" does not exist', and so
 * did this migration (seen in CI, 2026-11-26). Reading pg_class and pg_namespace is safe under concurrent
 * drops. Everything else is `db`'s own (methods bound to it, since Kysely keeps private fields).
 */
function withOneSchemaIntrospection(db: Kysely<unknown>, schema: string): Kysely<unknown> {
  const getTables = async (): Promise<TableMetadata[]> => {
    const found = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'm')`.execute(db);
    return found.rows.map((row) => ({
      name: row.name,
      schema,
      isView: row.kind !== 'r' && row.kind !== 'p',
      columns: [],
    }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: async () =>
      (
        await sql<{ name: string }>`
          select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db)
      ).rows,
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The names of the migrations recorded in `schema`. */
async function appliedNames(db: Kysely<unknown>, schema: string): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')}`.execute(
    db,
  );
  return rows.rows.map((row) => row.name);
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/**
 * Where a database's schema stands against the migrations this code knows: `pending` ones it lacks,
 * and `unknown` ones a newer release applied (the schema is then newer than this code).
 */
export interface SchemaState {
  /** Applied migrations, in the order they ran (names sort in that order). */
  applied: string[];
  pending: string[];
  unknown: string[];
}

/** The migration this code's schema is at when up to date. */
export const LATEST_MIGRATION: string = Object.keys(migrations).at(-1) ?? '';

/** Reads the applied migrations (none on a database that was never migrated); changes nothing. */
export function schemaState<S>(db: Kysely<S>): ResultAsync<SchemaState, MigrationError> {
  return ResultAsync.fromPromise(readSchemaState(db as Kysely<unknown>), (error) => ({
    kind: 'MigrationFailed' as const,
    message: `The database schema could not be read: ${messageOf(error)}`,
  }));
}

async function readSchemaState(db: Kysely<unknown>): Promise<SchemaState> {
  const table = await sql<{ present: boolean }>`
    select exists (
      select 1 from information_schema.tables
      where table_schema = current_schema() and table_name = 'kysely_migration'
    ) as present`.execute(db);
  const applied = table.rows[0]?.present
    ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
        (row) => row.name,
      )
    : [];
  const known = Object.keys(migrations);
  return {
    applied,
    pending: known.filter((name) => !applied.includes(name)),
    unknown: applied.filter((name) => !known.includes(name)),
  };
}
