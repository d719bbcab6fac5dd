import { type Kysely, sql } from 'kysely';
import type { SequenceState } from './backup-format';

/** A table of the current schema as backup and restore see it. */
export interface TableInfo {
  name: string;
  columns: string[];
  /** The single-column primary key, for keyset paging; null otherwise (ordered by every column). */
  key: string | null;
}

/** Every table of the current schema (but the migration bookkeeping), parents before children. */
export async function tablesInOrder(db: Kysely<unknown>): Promise<TableInfo[]> {
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

export async function sequencesOf(db: Kysely<unknown>): Promise<SequenceState[]> {
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

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
