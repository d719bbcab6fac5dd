/** The backup file's format (see backup.ts): its header and lines, and the checks both the backup copy and restore make. */

export const BACKUP_FORMAT = 'relomove-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Rows read or written per statement: bounds memory with large tables (10,000s of quotes). */
export const PAGE_ROWS = 500;

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

/** What a backup holds, without where it went: the latest migration and the rows per table. */
export type BackupContents = Omit<BackupSummary, 'file'>;

/** A refusal found while reading the file: the transaction rolls back and the message is shown. */
export class Refusal extends Error {}

export function parseHeader(line: string | null, file: string): BackupHeader {
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

export function parseObject(line: string, corrupt: (why: string) => Refusal): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw corrupt('not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw corrupt('not a JSON object');
  return value as Record<string, unknown>;
}

export function checkEnd(
  end: Record<string, unknown>,
  counts: Record<string, number>,
  digest: string,
  corrupt: (why: string) => Refusal,
): void {
  if (end.sha256 !== digest) throw corrupt('the checksum does not match the contents');
  if (JSON.stringify(end.tables) !== JSON.stringify(counts)) throw corrupt('the row counts do not match');
}

/** A database message without the value it quotes ('invalid input syntax for type x: "..."'). */
export function withoutValues(message: string): string {
  return message.replace(/:\s*".*$/s, '');
}
