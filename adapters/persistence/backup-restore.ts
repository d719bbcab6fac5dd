/**
 * `relomove db restore` (see backup.ts for the file): checks the header before it touches anything, then
 * empties and refills every table inside one transaction and commits only when the end line's counts and
 * checksum match: a refused, corrupt or truncated file changes nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { type Kysely, sql, type Transaction } from 'kysely';
import { errAsync, ResultAsync } from 'neverthrow';
import { quoteIdent, type TableInfo, tablesInOrder } from './backup-catalog';
import {
  type BackupError,
  checkEnd,
  PAGE_ROWS,
  parseHeader,
  parseObject,
  Refusal,
  type RestoreSummary,
  type SequenceState,
  withoutValues,
} from './backup-format';
import { messageOf } from './error-message';
import { schemaState } from './migrate';

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
