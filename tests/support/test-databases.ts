/**
 * The databases every persistence test runs against (use with `describe.each(databasesUnderTest())`):
 * - PGlite in memory, always. It loads a snapshot of a freshly initialised cluster instead of running
 *   initdb: on a 2-core machine a cold PGlite start takes ~6.6 s, loading the snapshot ~0.8 s. The
 *   snapshot is made once per machine and kept in node_modules/.cache/relomove/, keyed by the PGlite
 *   version and the test clusters' settings (TEST_CLUSTER_SETTINGS: smaller shared buffers). A database
 *   opened to be migrated (the default) loads a second snapshot, of that cluster with every migration
 *   applied, keyed also by the migrations' source: the ~24 migrations took another
 *   0.25-1 s per database (docs/performance.md, "Suite time, 2026-11-26"). open() still runs the
 *   migrator, which finds the schema up to date; `open({ migrate: false })` still gets an empty cluster.
 * - PostgreSQL, when TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test). A migrated
 *   database (open()) is a database of its own (`t_<pid>_<random>`), copied from a migrated template made
 *   once per server and migrations; an empty one (fresh(), for the migrations' own tests) is a new schema
 *   of the same name reached through search_path. Both are dropped afterwards, so test files running in
 *   parallel never see each other's rows.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { Client } from 'pg';
import {
  type Database,
  type DatabaseConfig,
  type OpenOptions,
  openDatabase,
} from '../../adapters/persistence/database';
import { migrateToLatest } from '../../adapters/persistence/migrate';
import { migrations } from '../../adapters/persistence/migrations';
import { PgliteDialect } from '../../adapters/persistence/pglite-dialect';

export interface FreshDatabase {
  config: DatabaseConfig;
  /** Opens (and migrates, unless told not to) the fresh database; may be called more than once for PostgreSQL. */
  open(options?: OpenOptions): Promise<Database>;
  /** Removes what fresh() made. Close every Database opened from it first. */
  dispose(): Promise<void>;
}

export interface DatabaseUnderTest {
  name: 'PGlite' | 'PostgreSQL';
  fresh(): Promise<FreshDatabase>;
  /** A fresh, migrated database whose close() also disposes of it. */
  open(): Promise<Database>;
}

export const TEST_DATABASE_URL_VARIABLE = 'TEST_DATABASE_URL';

export function databasesUnderTest(): DatabaseUnderTest[] {
  const url = process.env[TEST_DATABASE_URL_VARIABLE];
  const pglite = underTest('PGlite', freshPglite);
  return url === undefined || url === ''
    ? [pglite]
    : [pglite, { ...underTest('PostgreSQL', () => freshPostgres(url)), open: () => openFromTemplate(url) }];
}

function underTest(name: DatabaseUnderTest['name'], fresh: () => Promise<FreshDatabase>): DatabaseUnderTest {
  return {
    name,
    fresh,
    open: async () => {
      const made = await fresh();
      const database = await made.open();
      return closingAlso(database, made.dispose);
    },
  };
}

/** `database`, whose close() also runs `dispose` after closing it. */
function closingAlso(database: Database, dispose: () => Promise<void>): Database {
  return {
    ...database,
    close: async () => {
      await database.close();
      await dispose();
    },
  };
}

/** Opens a config, turning an error into an exception (a failure to open is a broken test setup). */
export async function openOrThrow(config: DatabaseConfig, options?: OpenOptions): Promise<Database> {
  return (await openDatabase(config, options)).match(
    (database) => database,
    (error) => {
      throw new Error(`${error.kind}: ${error.message}`);
    },
  );
}

async function freshPglite(): Promise<FreshDatabase> {
  const config: DatabaseConfig = { kind: 'pglite-memory', snapshot: await pgliteSnapshot() };
  return {
    config,
    open: async (options) =>
      options?.migrate === false
        ? openOrThrow(config, options)
        : openOrThrow({ ...config, snapshot: await pgliteMigratedSnapshot() }, options),
    dispose: async () => undefined,
  };
}

async function freshPostgres(url: string): Promise<FreshDatabase> {
  const { schema, drop } = await throwawaySchema(url, 't');
  const config: DatabaseConfig = { kind: 'postgres', url, schema };
  return { config, open: (options) => openOrThrow(config, options), dispose: drop };
}

/**
 * A fresh, migrated PostgreSQL database (DatabaseUnderTest.open): a database of its own on the server of `url`,
 * copied from a migrated template (postgresTemplate), its tables in `public`. Copying took 0.2 s where making a
 * schema and running the 33 migrations in it took 0.6-1.1 s of this process and the server (docs/performance.md,
 * "Sixteenth session"). fresh() still makes an empty schema, for the tests of the migrations themselves.
 */
async function openFromTemplate(url: string): Promise<Database> {
  const template = await postgresTemplate(url);
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database ${name} template ${template}`);
  const drop = () => admin(url, `drop database if exists ${name} with (force)`);
  try {
    // Finds the schema up to date with two reads (migrate.ts).
    return closingAlso(await openOrThrow({ kind: 'postgres', url: urlWithDatabase(url, name) }), drop);
  } catch (error) {
    await drop();
    throw error;
  }
}

/** `url` naming the database `name` instead of its own. */
function urlWithDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on the server of `url` with every migration applied, made once per server and
 * migrations (its name carries a digest of their source, as the PGlite snapshot's does): under an advisory
 * lock, so that test workers starting together make it once, and built under another name then renamed, so
 * that a run killed halfway never leaves a half-migrated template.
 */
function postgresTemplate(url: string): Promise<string> {
  let made = templates.get(url);
  if (made === undefined) {
    made = makeTemplate(url);
    templates.set(url, made);
  }
  return made;
}

async function makeTemplate(url: string): Promise<string> {
  const name = `relomove_test_template_${migrationsDigest()}`;
  const building = `${name}_building`;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const migrated = await openOrThrow({ kind: 'postgres', url: urlWithDatabase(url, building) });
      await migrated.close();
      await client.query(`alter database ${building} rename to ${name}`);
      await dropOlderTemplates(client, name);
    }
    return name;
  } finally {
    await client.end();
  }
}

/**
 * Drops the templates of earlier migrations, so that they do not pile up on a machine's server run after run. Not
 * forced: a template in use (a run of an older checkout copying it now) stays, and goes with a later new template.
 */
async function dropOlderTemplates(client: Client, current: string): Promise<void> {
  const older = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like 'relomove\\_test\\_template\\_%' and datname <> $1
        and datname not like '%\\_building'`,
    [current],
  );
  for (const { datname } of older.rows) {
    await client.query(`drop database if exists "${datname}"`).catch(() => undefined);
  }
}

/** A new, empty schema on the PostgreSQL of `url`, for one test or run. */
export interface ThrowawaySchema {
  schema: string;
  /** DATABASE_URL for a server process with every table in this schema (libpq `options`, as an operator writes it). */
  databaseUrl: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/**
 * Makes a schema `<prefix>_<pid>_<random>` on the PostgreSQL of `url` (trust auth on these machines), so
 * that test files and processes running side by side never see each other's rows.
 */
export async function throwawaySchema(url: string, prefix: string): Promise<ThrowawaySchema> {
  const schema = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(url, `create schema ${schema}`);
  return {
    schema,
    databaseUrl: urlWithSchema(url, schema),
    // The job queue keeps its tables in `<schema>_jobs` (adapters/persistence/pg-boss-job-queue.ts).
    drop: () =>
      admin(url, `drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`),
  };
}

/** DATABASE_URL for `url` with every table in `schema` (`?options=-c search_path=...`). */
export function urlWithSchema(url: string, schema: string): string {
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return `${url}${url.includes('?') ? '&' : '?'}options=${options}`;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Makes (or loads) the PGlite snapshot. Call it from a `beforeAll` with a long timeout: on a fresh
 * machine the first PGlite start takes several seconds, longer than vitest's default test timeout.
 */
export async function warmUpDatabases(): Promise<void> {
  const url = process.env[TEST_DATABASE_URL_VARIABLE];
  await Promise.all([pgliteMigratedSnapshot(), url ? postgresTemplate(url) : undefined]);
}

let snapshot: Promise<Blob> | undefined;

/** A dumpDataDir() tarball of a freshly initialised PGlite cluster, cached on disk across runs. */
export function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= loadOrMakeSnapshot();
  return snapshot;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function pgliteVersion(): string {
  const pglitePackage = join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }).version;
}

/**
 * Settings of the test clusters (postgresql.auto.conf, kept in the snapshots): 16 MB of shared buffers, not
 * initdb's 128 MB. PGlite zeroes its shared buffers on every start, so a test database opened from a snapshot
 * took 1.0-2.9 s, and 0.6-1.8 s with 16 MB, side by side on one machine (docs/performance.md, "Sixteenth
 * session"); 117 were opened in one run of the shared-modules project. A test database holds a few hundred rows.
 */
const TEST_CLUSTER_SETTINGS = ["alter system set shared_buffers = '16MB'"];

function loadOrMakeSnapshot(): Promise<Blob> {
  const settings = createHash('sha256').update(TEST_CLUSTER_SETTINGS.join(';')).digest('hex').slice(0, 8);
  return cachedTarball(`pglite-${pgliteVersion()}-snapshot-${settings}.tar`, async () => {
    const pglite = await PGlite.create();
    for (const setting of TEST_CLUSTER_SETTINGS) await pglite.exec(setting);
    await pglite.exec('checkpoint');
    return pglite;
  });
}

/** A digest of the source of the migrations and the migrator: a changed or added migration changes it. */
function migrationsDigest(): string {
  const source = createHash('sha256');
  const persistence = join(ROOT, 'adapters', 'persistence');
  const files = [
    join(persistence, 'migrate.ts'),
    ...readdirSync(join(persistence, 'migrations'))
      .sort()
      .map((name) => join(persistence, 'migrations', name)),
  ];
  for (const file of files) source.update(file.slice(ROOT.length)).update(readFileSync(file));
  return source.digest('hex').slice(0, 16);
}

let migratedSnapshot: Promise<Blob> | undefined;

/**
 * A dumpDataDir() tarball of the cluster of pgliteSnapshot() with every migration applied, cached on disk
 * under a digest of the PGlite version and the source of the migrations and the migrator: a changed or
 * added migration makes a new one.
 */
export function pgliteMigratedSnapshot(): Promise<Blob> {
  migratedSnapshot ??= (async () => {
    const digest = createHash('sha256')
      .update(pgliteVersion())
      .update(TEST_CLUSTER_SETTINGS.join(';'))
      .update(migrationsDigest())
      .digest('hex')
      .slice(0, 16);
    return cachedTarball(`pglite-${pgliteVersion()}-migrated-${digest}.tar`, async () => {
      const pglite = await PGlite.create({ loadDataDir: await pgliteSnapshot() });
      const db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite) });
      const migrated = await migrateToLatest(db);
      if (migrated.isErr()) {
        await pglite.close();
        throw new Error(migrated.error.message);
      }
      await pglite.exec('checkpoint');
      return pglite;
    });
  })();
  return migratedSnapshot;
}

/**
 * A snapshot held in memory, whose arrayBuffer() (all PGlite reads of a `loadDataDir`) is one copy of its bytes.
 * Node's Blob.arrayBuffer() reads a 42 MB Blob in small chunks and joins them: a quarter of the CPU of opening
 * a test database, after the smaller shared buffers (docs/performance.md, "Sixteenth session").
 */
class HeldSnapshot extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

/** The tarball in node_modules/.cache/relomove/`name`, or the dump of the PGlite `make` opens (then closed). */
async function cachedTarball(name: string, make: () => Promise<PGlite>): Promise<Blob> {
  const file = join(ROOT, 'node_modules', '.cache', 'relomove', name);
  try {
    return new HeldSnapshot(new Uint8Array(readFileSync(file)));
  } catch {
    // Not made yet on this machine: make it below.
  }
  const pglite = await make();
  try {
    const tarball = await pglite.dumpDataDir('none');
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    // Write then rename, so a parallel test worker never reads a half-written file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return new HeldSnapshot(bytes);
  } finally {
    await pglite.close();
  }
}

/**
 * A second connection pool to the PostgreSQL schema `database` uses, as a second instance of the server
 * would open (for the tests of what two instances on one database do at once).
 */
export async function secondPool(database: Database): Promise<Database> {
  const current = await sql<{ schema: string; database: string }>`
    select current_schema() as schema, current_database() as database`.execute(database.db);
  const url = urlWithDatabase(process.env[TEST_DATABASE_URL_VARIABLE] ?? '', current.rows[0]?.database ?? '');
  return openOrThrow({ kind: 'postgres', url, schema: current.rows[0]?.schema ?? '' }, { migrate: false });
}

/**
 * Undoes one migration on a database (its `down`), for tests of what a store command does on an older
 * schema. Names the migration as adapters/persistence/migrations/index.ts does.
 */
export async function undoMigration(database: Database, name: string): Promise<void> {
  const migration = migrations[name];
  if (!migration?.down) throw new Error(`no migration ${name} with a down step`);
  await migration.down(database.db);
}
