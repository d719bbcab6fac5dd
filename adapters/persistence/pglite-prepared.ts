/**
 * Issue 28, reserve under load: PGlite with PostgreSQL's prepared statements. PGlite's own `query` parses and
 * plans every statement again and makes six calls into its WebAssembly for it (parse, describe, bind, describe,
 * execute, sync): about 0.4 ms of its thread for an indexed read, most of a booking's cost on PGlite
 * (docs/performance.md, "Twenty-first session"). Here the first run of a statement's text prepares it under a name
 * (Parse and Describe, one call: its parameter types and its row description are kept); every later run sends
 * Bind, Execute and Sync in one call, with no parse, and reads the rows with the kept row description.
 *
 * What is saved is the parse, the analysis and five of the six calls; each run is still planned with its own values
 * (`plan_cache_mode = force_custom_plan`), so a statement is planned exactly as PGlite's own `query` planned it.
 *
 * Everything sent goes in the order it was asked for, one at a time (the dialect relies on that order:
 * pglite-dialect.ts). At most `kept` statements stay prepared; the least recently used is closed (with the next
 * message) when another is prepared. Values are written and read by PGlite's own serializers and parsers (by
 * type), exactly as its `query` does.
 *
 * A prepared statement can go stale: a table it reads changed its columns (PostgreSQL: "cached plan must not
 * change result type"), or something deallocated it. Then it is forgotten, and prepared again and run once more
 * when no transaction is open (the failed run did nothing); in a transaction the error is the caller's, as with any
 * failed statement, and the next run prepares it afresh.
 */
import { type messages, type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { EmbeddedPostgres } from './pglite-thread';

/** How many statements stay prepared: the app's own hot statements are far fewer. */
export const PREPARED_STATEMENTS_KEPT = 256;

/** Each run planned with its parameters' values (see the constructor). */
const CUSTOM_PLANS = 'set plan_cache_mode = force_custom_plan';

/** SQLSTATEs of a prepared statement gone stale (feature_not_supported: a changed result type; invalid name). */
const STALE_STATEMENT = new Set(['0A000', '26000']);

interface Prepared {
  readonly name: string;
  readonly parameterTypes: readonly number[];
  /** Absent for a statement that returns no rows (NoData). */
  readonly rows: messages.RowDescriptionMessage | undefined;
}

export interface Answer<R> {
  rows: R[];
  affectedRows: number;
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** PostgreSQL's own errors carry a SQLSTATE `code`; PGlite's wrapper errors (closed, not ready) do not. */
function isStale(error: unknown): boolean {
  return error instanceof Error && 'code' in error && STALE_STATEMENT.has(String(error.code));
}

/** The statement's text on the error, as PGlite's `query` puts it there. */
function withQuery(error: unknown, sql: string): unknown {
  if (error instanceof Error && 'code' in error) Object.assign(error, { query: sql });
  return error;
}

export class PreparedPglite implements EmbeddedPostgres {
  /** The database itself, for what only PGlite does (its parser table, dumpDataDir); not for statements. */
  readonly database: PGlite;
  private readonly kept: number;
  /** By statement text, least recently used first (a Map keeps insertion order; a run moves its entry last). */
  private readonly statements = new Map<string, Prepared>();
  /** Names evicted from `statements`, closed with the next message sent. */
  private closing: string[] = [];
  private nextName = 1;
  private turn: Promise<unknown>;

  constructor(database: PGlite, kept: number = PREPARED_STATEMENTS_KEPT) {
    this.database = database;
    this.kept = kept;
    // Statements asked for before the database is open wait for it, as PGlite's own do. Then every run of a
    // prepared statement is planned with its own values, as PGlite's unnamed statements were: PostgreSQL's
    // generic plan (its default from a statement's sixth run) cannot use what a value implies, and an ON CONFLICT
    // on a partial unique index (`where status = $n`) then finds no index to arbitrate on.
    this.turn = database.waitReady.then(() => database.exec(CUSTOM_PLANS)).catch(() => undefined);
  }

  /** How many statements are prepared now (for tests). */
  get preparedCount(): number {
    return this.statements.size;
  }

  query<R>(sql: string, params: unknown[] = []): Promise<Answer<R>> {
    // Inside PGlite's own lock too: the protocol calls below do not take it themselves (its `exec` does).
    return this.inTurn(() => this.database.runExclusive(() => this.run<R>(sql, params)));
  }

  exec(sql: string): Promise<{ rows: unknown[] }[]> {
    return this.inTurn(() => this.database.exec(sql));
  }

  onNotification(callback: (channel: string, payload: string) => void): () => void {
    return this.database.onNotification(callback);
  }

  close(): Promise<void> {
    return this.inTurn(() => this.database.close());
  }

  /** One thing at a time, in the order asked. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const mine = this.turn.then(work);
    this.turn = mine.catch(() => undefined);
    return mine;
  }

  private async run<R>(sql: string, params: unknown[]): Promise<Answer<R>> {
    const known = this.statements.get(sql);
    if (known !== undefined) {
      this.statements.delete(sql);
      this.statements.set(sql, known);
    }
    const statement = known ?? (await this.prepare(sql));
    try {
      return await this.execute<R>(statement, params);
    } catch (error) {
      if (!isStale(error)) throw withQuery(error, sql);
      this.forget(sql, statement);
      if (this.database.isInTransaction()) throw withQuery(error, sql);
      return this.execute<R>(await this.prepare(sql), params).catch((again: unknown) => {
        throw withQuery(again, sql);
      });
    }
  }

  /** Parse under a new name and Describe, in one call; the least recently used statement beyond `kept` is closed. */
  private async prepare(sql: string): Promise<Prepared> {
    const name = `relomove_${this.nextName++}`;
    let answer: messages.BackendMessage[];
    try {
      answer = await this.send([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
      ]);
    } catch (error) {
      throw withQuery(error, sql);
    }
    const parameters = answer.find(
      (message): message is messages.ParameterDescriptionMessage => message.name === 'parameterDescription',
    );
    const rows = answer.find(
      (message): message is messages.RowDescriptionMessage => message.name === 'rowDescription',
    );
    const prepared: Prepared = { name, parameterTypes: parameters?.dataTypeIDs ?? [], rows };
    this.statements.set(sql, prepared);
    for (const [oldest, statement] of this.statements) {
      if (this.statements.size <= this.kept) break;
      this.forget(oldest, statement);
    }
    return prepared;
  }

  /** Bind, Execute and Sync in one call; the rows are read with the kept row description. */
  private async execute<R>(statement: Prepared, params: unknown[]): Promise<Answer<R>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = this.database.serializers[statement.parameterTypes[i] ?? 0];
      return serialize === undefined ? String(value) : serialize(value);
    });
    const answer = await this.send([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
    ]);
    const [result] = parse.parseResults(
      statement.rows === undefined ? answer : [statement.rows, ...answer],
      this.database.parsers,
    );
    return { rows: (result?.rows ?? []) as R[], affectedRows: result?.affectedRows ?? 0 };
  }

  private forget(sql: string, statement: Prepared): void {
    if (this.statements.get(sql) === statement) this.statements.delete(sql);
    this.closing.push(statement.name);
  }

  /** `parts`, after the Close of every statement let go, then Sync: one call into PGlite's WebAssembly. */
  private send(parts: readonly Uint8Array[]): Promise<messages.BackendMessage[]> {
    const closes = this.closing.map((name) => protocol.serialize.close({ type: 'S', name }));
    this.closing = [];
    return this.database.execProtocolStream(joined([...closes, ...parts, protocol.serialize.sync()]));
  }
}
