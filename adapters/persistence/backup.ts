/**
 * `relomove db backup` and `db restore`: a logical, table-by-table copy of every table in the
 * connection's schema, the same on PGlite and PostgreSQL (docs/cli.md "Backup and restore").
 *
 * The file is JSON lines:
 *   1. a header: format, version, when, from which kind of database, and the applied migrations;
 *   2. per table, parents before the tables that reference them: {"table", "columns", "rows": n},
 *      then n lines, each the database's own row_to_json() of one row (exact text of every value:
 *      timestamps keep their microseconds, ids their digits);
 *   3. the identity sequences ({"sequences": [...]}) so ids handed out before the backup are not reused;
 *   4. an end line with the row counts and the SHA-256 of every byte before it.
 * Backup reads one consistent snapshot (a repeatable-read, read-only transaction). Restore checks the
 * header before it touches anything, then empties and refills every table inside one transaction and
 * commits only when the end line's counts and checksum match: a refused, corrupt or truncated file
 * changes nothing. Row values are never printed (password hashes and session hashes are rows too).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type FileHandle, open, rename, rm } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { type Kysely, sql, type Transaction } from 'kysely';
import { errAsync, ResultAsync } from 'neverthrow';
import { messageOf } from './error-message';
import { schemaState } from './migrate';

export const BACKUP_FORMAT = 'relomove-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Rows read or written per statement: bounds memory with large tables (10,000s of quotes). */
const PAGE_ROWS = 500;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  /** 'pglite', 'pglite-memory' or 'postgres': informative only, a backup restores into either. */
  source: string;
  /** The applied migrations: the schema version. A restore needs exactly the same list. */
  migrations: string[];
}

/** One identity column's sequence, as setval() takes it back. */
export interface SequenceState {
  table: string;
  column: string;
  value: number;
  called: boolean;
}

export interface BackupSummary {
  file: string;
  /** The latest applied migration. */
  schema: string;
  /** Rows per table, in file order. */
  tables: Record<string, number>;
}

export type RestoreSummary = BackupSummary;

export type BackupError =
  | { kind: 'BackupFileExists'; message: string }
  | { kind: 'BackupFailed'; message: string }
  | { kind: 'BackupUnreadable'; message: string }
  | { kind: 'BackupRefused'; message: string }
  | { kind: 'RestoreFailed'; message: string };

interface TableInfo {
  name: string;
  columns: string[];
  /** The single-column primary key, for keyset paging; null otherwise (ordered by every column). */
  key: string | null;
}

// ---- backup ------------------------------------------------------------------------------------

/** What a backup holds, without where it went: the latest migration and the rows per table. */
export type BackupContents = Omit<BackupSummary, 'file'>;

/**
 * Where a backup's text goes, a chunk at a time (about WRITE_CHUNK characters each). Each write is awaited
 * before the next row is read, so a slow receiver (an HTTP client) slows the backup instead of filling memory.
 */
export type BackupSink = (chunk: string) => Promise<void>;

/**
 * Writes every table of the current schema to `file` (mode 0600: it holds password hashes), through a
 * temporary file renamed into place, so a failed backup never leaves a partial file behind.
 */
export function backupDatabase<S>(
  database: Kysely<S>,
  options: { file: string; source: string; now: string; overwrite: boolean },
): ResultAsync<BackupSummary, BackupError> {
  const db = database as Kysely<unknown>;
  const { file } = options;
  if (!options.overwrite && existsSync(file)) {
    return errAsync({
      kind: 'BackupFileExists',
      message: `${file} already exists; choose another file or add --force to replace it.`,
    });
  }
  return schemaState(db)
    .mapErr((e): BackupError => ({ kind: 'BackupFailed', message: e.message }))
    .andThen((state) =>
      ResultAsync.fromPromise(
        writeBackupFile(file, (sink) =>
          writeBackup(db, { source: options.source, now: options.now, migrations: state.applied }, sink),
        ),
        (error): BackupError => ({
          kind: 'BackupFailed',
          message: `The backup could not be written to ${options.file}: ${messageOf(error)}`,
        }),
      ),
    )
    .map((contents) => ({ file, ...contents }));
}

/**
 * Issue 26: a backup of a running server's database, streamed (GET /api/admin/backup): the same lines as
 * `backupDatabase` writes to a file, from one consistent snapshot, given to `sink` as they are read. On
 * PGlite the snapshot holds the one connection, so other requests wait until the last chunk is taken.
 */
export function streamBackup<S>(
  database: Kysely<S>,
  options: { source: string; now: string },
  sink: BackupSink,
): ResultAsync<BackupContents, BackupError> {
  const db = database as Kysely<unknown>;
  return schemaState(db)
    .mapErr((e): BackupError => ({ kind: 'BackupFailed', message: e.message }))
    .andThen((state) =>
      ResultAsync.fromPromise(
        writeBackup(db, { ...options, migrations: state.applied }, sink),
        (error): BackupError => ({
          kind: 'BackupFailed',
          message: `The backup could not be read: ${withoutValues(messageOf(error))}`,
        }),
      ),
    );
}

/**
 * Issue 26: a backup that arrives as a stream of text (from a server's GET /api/admin/backup) saved to
 * `file` as `backupDatabase` saves one, mode 0600 through a temporary file, and kept only when it is whole:
 * a relomove backup header first, and an end line whose row counts and checksum match what came before it.
 * A transfer cut short leaves no file.
 */
export function saveBackupStream(
  chunks: AsyncIterable<Uint8Array | string>,
  options: { file: string; overwrite: boolean },
): ResultAsync<BackupSummary, BackupError> {
  const { file } = options;
  if (!options.overwrite && existsSync(file)) {
    return errAsync({
      kind: 'BackupFileExists',
      message: `${file} already exists; choose another file or add --force to replace it.`,
    });
  }
  return ResultAsync.fromPromise(
    writeBackupFile(file, (sink) => checkedCopy(chunks, sink)),
    (error): BackupError =>
      error instanceof Refusal
        ? { kind: 'BackupRefused', message: `${error.message} Nothing was written to ${file}.` }
        : {
            kind: 'BackupFailed',
            message: `The backup could not be written to ${file}: ${messageOf(error)}`,
          },
  ).map((contents) => ({ file, ...contents }));
}

/** Copies a streamed backup to `sink` line by line, checking it as restore does; answers what it holds. */
async function checkedCopy(
  chunks: AsyncIterable<Uint8Array | string>,
  sink: BackupSink,
): Promise<BackupContents> {
  const damaged = () => new Refusal('The backup is damaged: a line is not a JSON object.');
  const decoder = new StringDecoder('utf8');
  const hash = createHash('sha256');
  const out = chunkedWriter(sink);
  let text = '';
  let header: BackupHeader | null = null;
  let end: Record<string, unknown> | null = null;
  const counts: Record<string, number> = {};
  const take = async (line: string) => {
    if (end !== null) throw new Refusal('The backup has text after its end line.');
    await out.write(line);
    if (header === null) {
      header = parseHeader(line, 'The streamed backup');
      hash.update(`${line}\n`);
      return;
    }
    if (line.startsWith('{"end":')) {
      end = parseObject(line, damaged);
      return;
    }
    if (line.startsWith('{"table":')) {
      const section = parseObject(line, damaged);
      if (typeof section.table === 'string' && typeof section.rows === 'number')
        counts[section.table] = section.rows;
    }
    hash.update(`${line}\n`);
  };
  for await (const chunk of chunks) {
    text += typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk));
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n')) {
      await take(text.slice(0, at));
      text = text.slice(at + 1);
    }
  }
  text += decoder.end();
  if (text !== '') await take(text);
  await out.flush();
  const found = header as BackupHeader | null;
  if (found === null) throw new Refusal('The server sent no backup.');
  if (end === null) throw new Refusal('The backup ends before its end line, so it is incomplete.');
  checkEnd(end, counts, hash.digest('hex'), (why) => new Refusal(`The backup is damaged (${why}).`));
  return { schema: found.migrations.at(-1) ?? '(none)', tables: counts };
}

/** Characters gathered before one write to the sink. */
const WRITE_CHUNK = 256 * 1024;

/** Lines gathered into chunks of about WRITE_CHUNK characters for a sink. */
function chunkedWriter(sink: BackupSink): { write(line: string): Promise<void>; flush(): Promise<void> } {
  let pending: string[] = [];
  let pendingLength = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    pendingLength = 0;
    await sink(chunk);
  };
  return {
    async write(line) {
      const text = `${line}\n`;
      pending.push(text);
      pendingLength += text.length;
      if (pendingLength >= WRITE_CHUNK) await flush();
    },
    flush,
  };
}

/**
 * A backup file written through a file handle opened (and awaited) before anything else, with plain awaited
 * writes: no write stream, so no 'error' event can fire with nobody listening (issue 9 finding 10: a stream
 * opened on a missing folder once emitted its ENOENT while the code awaited the database, and the process
 * died with a stack trace). Every failure is a rejected promise, and the partial file is removed.
 */
async function writeBackupFile(
  file: string,
  produce: (sink: BackupSink) => Promise<BackupContents>,
): Promise<BackupContents> {
  const partial = `${file}.${process.pid}.partial`;
  const out: FileHandle = await open(partial, 'wx', 0o600);
  try {
    const contents = await produce((chunk) => out.writeFile(chunk, 'utf8'));
    await out.sync();
    await out.close();
    await rename(partial, file);
    return contents;
  } catch (error) {
    await out.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Every line of the backup to `sink`, from one repeatable-read, read-only transaction: the header, each
 * table's section and rows, the sequences, and the end line with the row counts and the SHA-256 of every
 * byte before it.
 */
async function writeBackup(
  db: Kysely<unknown>,
  options: { source: string; now: string; migrations: string[] },
  sink: BackupSink,
): Promise<BackupContents> {
  const hash = createHash('sha256');
  const out = chunkedWriter(sink);
  const write = async (line: string) => {
    hash.update(`${line}\n`);
    await out.write(line);
  };
  const counts: Record<string, number> = {};
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt: options.now,
        source: options.source,
        migrations: options.migrations,
      };
      await write(JSON.stringify(header));
      for (const table of await tablesInOrder(trx)) {
        const count = await sql<{
          n: number;
        }>`select count(*)::int as n from ${sql.table(table.name)}`.execute(trx);
        const rows = count.rows[0]?.n ?? 0;
        await write(JSON.stringify({ table: table.name, columns: table.columns, rows }));
        let written = 0;
        for await (const page of pagesOf(trx, table)) {
          for (const row of page) await write(row);
          written += page.length;
        }
        if (written !== rows) throw new Error(`${table.name} changed while it was read`);
        counts[table.name] = rows;
      }
      await write(JSON.stringify({ sequences: await sequencesOf(trx) }));
    });
  await out.write(JSON.stringify({ end: true, tables: counts, sha256: hash.digest('hex') }));
  await out.flush();
  return { schema: options.migrations.at(-1) ?? '(none)', tables: counts };
}

/** The table's rows as row_to_json text, a page at a time, in primary-key order. */
async function* pagesOf(trx: Transaction<unknown>, table: TableInfo): AsyncGenerator<string[]> {
  const from = sql.table(table.name);
  if (table.key !== null) {
    const key = sql.ref(`t.${table.key}`);
    let last: unknown = null;
    for (;;) {
      const page = await sql<{ j: string; k: unknown }>`
        select row_to_json(t)::text as j, ${key} as k from ${from} as t
        where ${last === null ? sql`true` : sql`${key} > ${last}`}
        order by ${key} limit ${PAGE_ROWS}`.execute(trx);
      if (page.rows.length === 0) return;
      yield page.rows.map((r) => r.j);
      last = page.rows.at(-1)?.k ?? null;
      if (page.rows.length < PAGE_ROWS) return;
    }
  }
  const order = sql.join(table.columns.map((c) => sql.ref(`t.${c}`)));
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const page = await sql<{ j: string }>`
      select row_to_json(t)::text as j from ${from} as t
      order by ${order} limit ${PAGE_ROWS} offset ${offset}`.execute(trx);
    if (page.rows.length > 0) yield page.rows.map((r) => r.j);
    if (page.rows.length < PAGE_ROWS) return;
  }
}

/** Every table of the current schema (but the migration bookkeeping), parents before children. */
async function tablesInOrder(db: Kysely<unknown>): Promise<TableInfo[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.table_name not like 'kysely\\_migration%'
    order by c.table_name, c.ordinal_position`.execute(db);
  const keys = await sql<{ table_name: string; column_name: string }>`
    select k.table_name, k.column_name from information_schema.table_constraints tc
    join information_schema.key_column_usage k
      on k.constraint_schema = tc.constraint_schema and k.constraint_name = tc.constraint_name
    where tc.table_schema = current_schema() and tc.constraint_type = 'PRIMARY KEY'`.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    select ch.relname as child, pa.relname as parent from pg_constraint c
    join pg_class ch on ch.oid = c.conrelid
    join pg_class pa on pa.oid = c.confrelid
    join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = current_schema()`.execute(db);

  const tables = new Map<string, TableInfo>();
  for (const { table_name, column_name } of columns.rows) {
    const table = tables.get(table_name) ?? { name: table_name, columns: [], key: null };
    table.columns.push(column_name);
    tables.set(table_name, table);
  }
  const keyColumns = new Map<string, string[]>();
  for (const { table_name, column_name } of keys.rows) {
    keyColumns.set(table_name, [...(keyColumns.get(table_name) ?? []), column_name]);
  }
  for (const [name, key] of keyColumns) {
    const table = tables.get(name);
    if (table && key.length === 1) table.key = key[0] ?? null;
  }
  // Parents first (a depth-first topological order; names sorted so the order is stable).
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const { parent } of references.rows.filter((r) => r.child === name && r.parent !== name).sort()) {
      visit(parent, path);
    }
    const table = tables.get(name);
    if (table) ordered.push(table);
    placed.add(name);
  };
  for (const name of [...tables.keys()].sort()) visit(name, new Set());
  return ordered;
}

async function sequencesOf(db: Kysely<unknown>): Promise<SequenceState[]> {
  const identities = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'
    order by table_name, column_name`.execute(db);
  const states: SequenceState[] = [];
  for (const { table_name, column_name } of identities.rows) {
    const found = await sql<{ seq: string | null }>`
      select pg_get_serial_sequence(${quoteIdent(table_name)}, ${column_name}) as seq`.execute(db);
    const seq = found.rows[0]?.seq;
    if (!seq) continue;
    // The name comes from the catalog, already quoted and qualified.
    const state = await sql<{ value: number | string; called: boolean }>`
      select last_value as value, is_called as called from ${sql.raw(seq)}`.execute(db);
    const row = state.rows[0];
    if (row)
      states.push({ table: table_name, column: column_name, value: Number(row.value), called: row.called });
  }
  return states;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

// ---- restore -----------------------------------------------------------------------------------

/** A refusal found while reading the file: the transaction rolls back and the message is shown. */
class Refusal extends Error {}

/**
 * Replaces every row of every table with the backup's, in one transaction. Refused, with nothing
 * changed: a file that is not a relomove backup, one from another schema version (newer or older),
 * one that is corrupt or truncated (the end line's counts and checksum), or one naming other tables
 * or columns than this database has.
 */
export function restoreDatabase<S>(
  database: Kysely<S>,
  file: string,
): ResultAsync<RestoreSummary, BackupError> {
  const db = database as Kysely<unknown>;
  if (!existsSync(file)) {
    return errAsync({ kind: 'BackupUnreadable', message: `${file} does not exist.` });
  }
  return schemaState(db)
    .mapErr((e): BackupError => ({ kind: 'RestoreFailed', message: e.message }))
    .andThen((state) =>
      ResultAsync.fromPromise(readAndRestore(db, file, state.applied), (error): BackupError => {
        if (error instanceof Refusal) return { kind: 'BackupRefused', message: error.message };
        if (error instanceof Unreadable) return { kind: 'BackupUnreadable', message: error.message };
        return {
          kind: 'RestoreFailed',
          message: `The backup could not be restored, and nothing was changed: ${withoutValues(messageOf(error))}`,
        };
      }),
    );
}

/** The backup file could not be read (not a refusal of its contents). */
class Unreadable extends Error {}

/** Bytes read from the file at a time. */
const READ_CHUNK = 256 * 1024;

/**
 * The lines of an open file, read with plain awaited reads (no read stream or readline, so a read error
 * such as EIO or EISDIR is a rejected promise of `next()`, never an 'error' event). A trailing '\r' is
 * dropped, as readline's crlfDelay did.
 */
function linesOf(handle: FileHandle, file: string): { next(): Promise<string | null> } {
  const decoder = new StringDecoder('utf8');
  const buffer = Buffer.alloc(READ_CHUNK);
  let text = '';
  let ended = false;
  const line = (raw: string) => (raw.endsWith('\r') ? raw.slice(0, -1) : raw);
  return {
    async next() {
      for (;;) {
        const at = text.indexOf('\n');
        if (at !== -1) {
          const found = text.slice(0, at);
          text = text.slice(at + 1);
          return line(found);
        }
        if (ended) {
          if (text === '') return null;
          const last = text;
          text = '';
          return line(last);
        }
        let read: number;
        try {
          ({ bytesRead: read } = await handle.read(buffer, 0, buffer.length, null));
        } catch (error) {
          throw new Unreadable(`${file} cannot be read (${messageOf(error)}); nothing was restored.`);
        }
        if (read === 0) {
          ended = true;
          text += decoder.end();
        } else {
          text += decoder.write(buffer.subarray(0, read));
        }
      }
    },
  };
}

async function readAndRestore(db: Kysely<unknown>, file: string, applied: string[]): Promise<RestoreSummary> {
  let input: FileHandle;
  try {
    input = await open(file, 'r');
  } catch (error) {
    throw new Unreadable(`${file} cannot be read (${messageOf(error)}); nothing was restored.`);
  }
  const lines = linesOf(input, file);
  const hash = createHash('sha256');
  let lineNumber = 0;
  const next = async (): Promise<string | null> => {
    const read = await lines.next();
    if (read === null) return null;
    lineNumber += 1;
    return read;
  };
  const corrupt = (why: string) =>
    new Refusal(`${file} is damaged (line ${lineNumber}: ${why}); nothing was restored.`);
  try {
    const first = await next();
    const header = parseHeader(first, file);
    checkSchema(header.migrations, applied);
    hash.update(`${first}\n`);

    const tables = await tablesInOrder(db);
    const byName = new Map(tables.map((t) => [t.name, t]));
    const counts: Record<string, number> = {};
    await db.transaction().execute(async (trx) => {
      await sql`truncate table ${sql.join(tables.map((t) => sql.table(t.name)))}`.execute(trx);
      // The rows go back as they were: no trigger adds to them (issue 28: the move_changes triggers would
      // write a second change for each restored row, with ids the restored sequences hand out again).
      // Enabled again below, in the same transaction; a refused restore rolls both back.
      await setUserTriggers(trx, tables, 'disable');
      for (;;) {
        const line = await next();
        if (line === null) throw corrupt('the file ends before its end line, so it is incomplete');
        const item = parseObject(line, corrupt);
        if ('end' in item) {
          checkEnd(item, counts, hash.digest('hex'), corrupt);
          if ((await next()) !== null) throw corrupt('text after the end line');
          break;
        }
        hash.update(`${line}\n`);
        if ('sequences' in item) {
          await restoreSequences(trx, item.sequences, byName, corrupt);
          continue;
        }
        const table = byName.get(typeof item.table === 'string' ? item.table : '');
        if (!table) throw corrupt(`a table this database does not have (${String(item.table)})`);
        if (table.name in counts) throw corrupt(`table ${table.name} appears twice`);
        if (JSON.stringify(item.columns) !== JSON.stringify(table.columns)) {
          throw corrupt(`the columns of ${table.name} differ from this database's`);
        }
        const rows = item.rows;
        if (typeof rows !== 'number' || !Number.isSafeInteger(rows) || rows < 0) {
          throw corrupt(`no row count for ${table.name}`);
        }
        let batch: string[] = [];
        for (let i = 0; i < rows; i += 1) {
          const row = await next();
          if (row === null) throw corrupt(`the file ends inside table ${table.name}, so it is incomplete`);
          parseObject(row, corrupt);
          hash.update(`${row}\n`);
          batch.push(row);
          if (batch.length === PAGE_ROWS) {
            await insertRows(trx, table.name, batch);
            batch = [];
          }
        }
        if (batch.length > 0) await insertRows(trx, table.name, batch);
        counts[table.name] = rows;
      }
      const missing = tables.filter((t) => !(t.name in counts)).map((t) => t.name);
      if (missing.length > 0) throw corrupt(`no rows section for ${missing.join(', ')}`);
      await setUserTriggers(trx, tables, 'enable');
    });
    return { file, schema: header.migrations.at(-1) ?? '(none)', tables: counts };
  } finally {
    await input.close().catch(() => undefined);
  }
}

function parseHeader(line: string | null, file: string): BackupHeader {
  const notOurs = new Refusal(`${file} is not a relomove backup; nothing was restored.`);
  if (line === null) throw notOurs;
  let header: unknown;
  try {
    header = JSON.parse(line);
  } catch {
    throw notOurs;
  }
  if (
    typeof header !== 'object' ||
    header === null ||
    !('format' in header) ||
    header.format !== BACKUP_FORMAT
  ) {
    throw notOurs;
  }
  if (!('version' in header) || header.version !== BACKUP_FORMAT_VERSION) {
    throw new Refusal(
      `${file} is a backup in format version ${String((header as { version?: unknown }).version)}, which this relomove cannot read (it reads version ${BACKUP_FORMAT_VERSION}); nothing was restored.`,
    );
  }
  const migrations = 'migrations' in header ? header.migrations : undefined;
  if (!Array.isArray(migrations) || !migrations.every((m) => typeof m === 'string')) throw notOurs;
  return header as BackupHeader;
}

/** A backup restores only into a database at exactly its schema version. */
function checkSchema(backup: readonly string[], database: readonly string[]): void {
  const newer = backup.filter((m) => !database.includes(m));
  if (newer.length > 0) {
    throw new Refusal(
      `The backup is from a newer schema version (${backup.at(-1)}) than this database (${database.at(-1) ?? 'no schema'}); run \`relomove db migrate\` (with a relomove release that knows ${newer.join(', ')}) first; nothing was restored.`,
    );
  }
  const older = database.filter((m) => !backup.includes(m));
  if (older.length > 0) {
    throw new Refusal(
      `The backup is from an older schema version (${backup.at(-1) ?? 'no schema'}) than this database (${database.at(-1)}); restore it into a database at that version, then run \`relomove db migrate\`; nothing was restored.`,
    );
  }
}

function parseObject(line: string, corrupt: (why: string) => Refusal): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw corrupt('not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw corrupt('not a JSON object');
  return value as Record<string, unknown>;
}

function checkEnd(
  end: Record<string, unknown>,
  counts: Record<string, number>,
  digest: string,
  corrupt: (why: string) => Refusal,
): void {
  if (end.sha256 !== digest) throw corrupt('the checksum does not match the contents');
  if (JSON.stringify(end.tables) !== JSON.stringify(counts)) throw corrupt('the row counts do not match');
}

/** Turns the tables' own triggers (not the foreign keys' checks) off or on again, inside the restore's transaction. */
async function setUserTriggers(
  trx: Transaction<unknown>,
  tables: readonly TableInfo[],
  to: 'disable' | 'enable',
): Promise<void> {
  for (const table of tables) {
    await sql`alter table ${sql.table(table.name)} ${sql.raw(to)} trigger user`.execute(trx);
  }
}

async function insertRows(trx: Transaction<unknown>, table: string, rows: readonly string[]): Promise<void> {
  const t = sql.table(table);
  await sql`insert into ${t} select * from json_populate_recordset(null::${t}, ${`[${rows.join(',')}]`}::json)`.execute(
    trx,
  );
}

async function restoreSequences(
  trx: Transaction<unknown>,
  sequences: unknown,
  tables: ReadonlyMap<string, TableInfo>,
  corrupt: (why: string) => Refusal,
): Promise<void> {
  if (!Array.isArray(sequences)) throw corrupt('the sequences line is not a list');
  for (const s of sequences as Partial<SequenceState>[]) {
    const table = typeof s.table === 'string' ? tables.get(s.table) : undefined;
    if (
      !table ||
      typeof s.column !== 'string' ||
      !table.columns.includes(s.column) ||
      typeof s.value !== 'number' ||
      !Number.isSafeInteger(s.value) ||
      typeof s.called !== 'boolean'
    ) {
      throw corrupt('a sequence entry is malformed');
    }
    const found = await sql<{ seq: string | null }>`
      select pg_get_serial_sequence(${quoteIdent(table.name)}, ${s.column}) as seq`.execute(trx);
    const seq = found.rows[0]?.seq;
    if (!seq) throw corrupt(`${table.name}.${s.column} has no sequence in this database`);
    // setval() alone is not undone by a rollback. RESTART gives the sequence new storage inside this
    // transaction (as TRUNCATE ... RESTART IDENTITY does), so the setval() after it rolls back too.
    await sql`alter sequence ${sql.raw(seq)} restart`.execute(trx);
    await sql`select setval(${seq}::regclass, ${s.value}, ${s.called})`.execute(trx);
  }
}

/** A database message without the value it quotes ('invalid input syntax for type x: "..."'). */
function withoutValues(message: string): string {
  return message.replace(/:\s*".*$/s, '');
}
