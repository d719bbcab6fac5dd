import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { err, errAsync, ok, type Result, ResultAsync } from 'neverthrow';
import { Pool, TypeOverrides } from 'pg';
import { builtClusterFile, clusterSnapshot } from './built-cluster';
import { acquireDataDirLock } from './data-dir-lock';
import { messageOf } from './error-message';
import { keepQuotesOf, keptQuotesOf } from './kept-quotes';
import { type MigrationError, migrateToLatest } from './migrate';
import { PgliteDialect } from './pglite-dialect';
import { APP_PARSERS, compactParsers } from './pglite-parsers';
import { PreparedPglite } from './pglite-prepared';
import { type EmbeddedPostgres, PgliteThread } from './pglite-thread';
import type { Schema } from './schema';

/**
 * Where the data lives: PGlite (PostgreSQL compiled to WebAssembly, in-process) in a data folder by
 * default, PGlite in memory for tests and demos, or a PostgreSQL server when DATABASE_URL is set.
 * The same migrations and queries run on all three.
 */
export type DatabaseConfig =
  /**
   * `snapshot` (see below) seeds a folder that holds no database yet; an existing database is never replaced.
   * `thread`: the database runs on a worker thread of its own (pglite-thread.ts), so that the statements do
   * not stop the caller's thread; the server's data folder does (PGLITE_THREAD, default on).
   */
  | { kind: 'pglite'; dataDir: string; snapshot?: Blob; thread?: boolean }
  /** `snapshot` is a `dumpDataDir()` tarball: loading one skips PGlite's multi-second initdb. */
  | { kind: 'pglite-memory'; snapshot?: Blob }
  /** `schema` (default: the server's search_path) puts every table in that existing schema. */
  | { kind: 'postgres'; url: string; schema?: string };

export type DatabaseKind = DatabaseConfig['kind'];

/** The database a configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function configuredDatabase(settings: {
  databaseUrl: string | null;
  dataDir: string;
  /** PGLITE_THREAD: PGlite on a worker thread of its own (default true). */
  pgliteThread?: boolean;
}): DatabaseConfig {
  return settings.databaseUrl
    ? { kind: 'postgres', url: settings.databaseUrl }
    : { kind: 'pglite', dataDir: join(settings.dataDir, 'pglite'), thread: settings.pgliteThread ?? true };
}

export type DatabaseError =
  | { kind: 'DataDirLocked'; message: string }
  | { kind: 'DataDirUnusable'; message: string }
  | { kind: 'InvalidDatabaseUrl'; message: string }
  | { kind: 'DatabaseUnreachable'; message: string }
  | MigrationError;

/**
 * How the job queue (pg-boss, pg-boss-job-queue.ts) reaches the same database: through PGlite's one
 * connection, or its own small pool to the PostgreSQL server with its tables in a schema of their own.
 */
export type JobStoreAccess =
  | {
      kind: 'pglite';
      pglite: EmbeddedPostgres;
      /** Runs a block of statements with PGlite's session held, so that no other caller's statement lands in it. */
      exclusive: <T>(block: () => Promise<T>) => Promise<T>;
    }
  | { kind: 'postgres'; url: string; schema: string | undefined };

export interface Database {
  kind: DatabaseKind;
  db: Kysely<Schema>;
  jobStore: JobStoreAccess;
  /**
   * Whether the database answers now (GET /api/health): a query goes through and, for a PGlite data folder, the
   * folder still holds its database (removed while the server ran, every table read or write fails, while a
   * query that reads no table still answers).
   */
  answers(): Promise<boolean>;
  /** Closes the connection(s) and frees the data folder. Required: an open PGlite keeps Node alive. Idempotent. */
  close(): Promise<void>;
}

/** Whether a trivial query goes through on `db`. */
const queryGoesThrough = (db: Kysely<Schema>): Promise<boolean> =>
  sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false);

export interface OpenOptions {
  /** Run the migrations before answering (default true). */
  migrate?: boolean;
  /** Errors of idle pooled PostgreSQL connections (e.g. the server restarted); without it they are ignored. */
  onBackgroundError?: (error: Error) => void;
}

/** How long to wait for a PostgreSQL connection before reporting the server unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;

const PG_INT8 = 20;
const PG_DATE = 1082;

export function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): ResultAsync<Database, DatabaseError> {
  const opening = beginOpening(config, options);
  return opening.isErr() ? errAsync(opening.error) : opening.value.ready;
}

/**
 * A database while it opens: `database` already takes queries (PGlite and the pool hold them until the
 * connection is up), and `ready` settles once it is open and migrated, as openDatabase does. The server
 * wires its routes meanwhile instead of after (issue 9, start time). On failure `ready` has closed it.
 */
export interface OpeningDatabase {
  database: Database;
  ready: ResultAsync<Database, DatabaseError>;
}

export function beginOpening(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Result<OpeningDatabase, DatabaseError> {
  return connect(config, options).map(({ database, connected }) => {
    const opened = connected.map(() => database);
    const migrated =
      options.migrate === false
        ? opened
        : opened.andThen(() => migrateToLatest(database.db).map(() => database));
    return {
      database,
      ready: migrated.orElse((error) =>
        ResultAsync.fromSafePromise(database.close().catch(() => undefined)).andThen(() => errAsync(error)),
      ),
    };
  });
}

/** A database object at once, and when its connection is up. */
interface Connecting {
  database: Database;
  connected: ResultAsync<void, DatabaseError>;
}

function connect(config: DatabaseConfig, options: OpenOptions): Result<Connecting, DatabaseError> {
  switch (config.kind) {
    case 'pglite':
      return openPgliteDir(config.dataDir, config.snapshot, config.thread === true);
    case 'pglite-memory':
      return startPglite(
        'pglite-memory',
        config.snapshot === undefined ? {} : { loadDataDir: config.snapshot },
        'in memory',
        () => undefined,
        false,
      );
    case 'postgres':
      return openPostgres(config.url, config.schema, options);
    default: {
      const unhandled: never = config;
      throw new RangeError(`Unknown database kind: ${JSON.stringify(unhandled)}`);
    }
  }
}

function openPgliteDir(
  dataDir: string,
  snapshot: Blob | undefined,
  thread: boolean,
): Result<Connecting, DatabaseError> {
  const dir = resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    return err({
      kind: 'DataDirUnusable',
      message: `Cannot create the data folder ${dir}: ${messageOf(error)}`,
    });
  }
  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(dir);
  } catch (error) {
    return err({
      kind: 'DataDirUnusable',
      message: `Cannot write a lock file in the data folder ${dir}: ${messageOf(error)}`,
    });
  }
  if (!lock.ok) {
    const holder =
      lock.holder === null ? 'another process' : `process ${lock.holder.pid} on ${lock.holder.hostname}`;
    return err({
      kind: 'DataDirLocked',
      message:
        `The data folder ${dir} is in use by ${holder}; only one process can open it. ` +
        `Stop that process, or choose another folder. If no such process runs, delete ${lock.lockFile}.`,
    });
  }
  const { release } = lock;
  const isNew = !existsSync(join(dir, 'PG_VERSION'));
  // A new folder: the given snapshot, else the build's fresh cluster file (issue 26: no initdb, a third of its
  // memory), read by whichever thread runs the database.
  const clusterFile = isNew && snapshot === undefined ? builtClusterFile() : null;
  const source = {
    dataDir: dir,
    ...(isNew && snapshot !== undefined ? { loadDataDir: snapshot } : {}),
    ...(clusterFile === null ? {} : { loadDataDirFile: clusterFile }),
  };
  const started = startPglite('pglite', source, dir, release, thread, dir);
  if (started.isErr()) release();
  return started;
}

/**
 * Starts PGlite, on this thread or on a worker thread of its own (it opens in the background; queries wait
 * for it), and wraps it in Kysely. `loadDataDirFile`: a tarball to start from, read by the thread that runs
 * the database (a worker's 40 MB are then not copied through this thread).
 */
function startPglite(
  kind: 'pglite' | 'pglite-memory',
  source: { dataDir?: string; loadDataDir?: Blob; loadDataDirFile?: string },
  where: string,
  release: () => void,
  thread: boolean,
  /** The data folder, for a database kept in one. */
  folder?: string,
): Result<Connecting, DatabaseError> {
  const unusable = (error: unknown) => ({
    kind: 'DataDirUnusable' as const,
    message: `Cannot open the embedded database (PGlite, ${where}): ${messageOf(error)}`,
  });
  if (thread) {
    let owner: PgliteThread;
    try {
      owner = new PgliteThread(source);
    } catch (error) {
      return err(unusable(error));
    }
    // The worker compacts its parsers itself before it answers (pglite-thread-worker.ts).
    const database = fromPglite(kind, owner, release, folder);
    return ok({ database, connected: ResultAsync.fromPromise(owner.waitReady, unusable) });
  }
  let pglite: PGlite;
  try {
    const { loadDataDirFile, ...inProcess } = source;
    const seed = inProcess.loadDataDir ?? clusterSnapshot(loadDataDirFile ?? null);
    pglite = new PGlite({
      ...inProcess,
      ...(seed === undefined ? {} : { loadDataDir: seed }),
      parsers: APP_PARSERS,
    });
  } catch (error) {
    return err(unusable(error));
  }
  const database = fromPglite(kind, new PreparedPglite(pglite), release, folder);
  return ok({
    database,
    connected: ResultAsync.fromPromise(
      pglite.waitReady.then(() => compactParsers(pglite, database.db, APP_PARSERS)),
      unusable,
    ),
  });
}

function fromPglite(
  kind: 'pglite' | 'pglite-memory',
  pglite: EmbeddedPostgres,
  release: () => void,
  folder?: string,
): Database {
  // The dialect sends statements to PGlite's one session in order, and holds it for a transaction from its
  // begin to its commit (requests before background work), so transactions on one instance are serialised
  // (proved by the 50-way concurrent update test) while single statements queue without waiting for answers.
  const dialect = new PgliteDialect(pglite);
  const db = new Kysely<Schema>({ dialect });
  // One process owns a PGlite database, so the quotes it reads can be kept in memory (kept-quotes.ts).
  keepQuotesOf(db);
  return {
    kind,
    db,
    jobStore: { kind: 'pglite', pglite, exclusive: (block) => dialect.session.exclusive(block) },
    answers: async () =>
      (folder === undefined || existsSync(join(folder, 'PG_VERSION'))) && (await queryGoesThrough(db)),
    close: once(async () => {
      keptQuotesOf(db)?.clear();
      try {
        await db.destroy();
      } finally {
        release();
      }
    }),
  };
}

function openPostgres(
  url: string,
  schema: string | undefined,
  options: OpenOptions,
): Result<Connecting, DatabaseError> {
  const where = describeUrl(url);
  if (where === null) {
    return err({
      kind: 'InvalidDatabaseUrl',
      message: 'DATABASE_URL must look like postgres://user:password@host:5432/database',
    });
  }
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    return err({ kind: 'InvalidDatabaseUrl', message: `Invalid schema name: ${schema}` });
  }
  const typeOverrides = new TypeOverrides();
  typeOverrides.setTypeParser(PG_INT8, (value: string) => Number(value));
  typeOverrides.setTypeParser(PG_DATE, (value: string) => value);
  let pool: Pool;
  try {
    pool = new Pool({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: 'relomove',
      types: typeOverrides,
      ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
    });
  } catch (error) {
    return err({
      kind: 'InvalidDatabaseUrl',
      message: `DATABASE_URL is not usable: ${messageOf(error)}`,
    });
  }
  // An idle client's error is emitted on the pool; unhandled, it would crash the process.
  pool.on('error', (error) => options.onBackgroundError?.(error));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  const database: Database = {
    kind: 'postgres',
    db,
    jobStore: { kind: 'postgres', url, schema },
    answers: () => queryGoesThrough(db),
    close: once(() => db.destroy()),
  };
  const connected = ResultAsync.fromPromise(sql`select 1`.execute(db), (error) => ({
    kind: 'DatabaseUnreachable' as const,
    message: `Cannot reach the PostgreSQL server at ${where} (DATABASE_URL): ${messageOf(error)}`,
  })).map(() => undefined);
  return ok({ database, connected });
}

/** host:port/database, without the password, for messages and logs; null when not a postgres URL. */
export function describeUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') return null;
  const host = parsed.hostname === '' ? 'localhost' : parsed.hostname;
  return `${host}:${parsed.port === '' ? '5432' : parsed.port}${parsed.pathname}`;
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= action();
    return done;
  };
}
