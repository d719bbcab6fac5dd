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
import { sequencesOf, type TableInfo, tablesInOrder } from './backup-catalog';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupContents,
  type BackupError,
  type BackupHeader,
  type BackupSummary,
  checkEnd,
  PAGE_ROWS,
  parseHeader,
  parseObject,
  Refusal,
  withoutValues,
} from './backup-format';
import { messageOf } from './error-message';
import { schemaState } from './migrate';

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
