/**
 * Kysely on PGlite's one connection (issue 28, reserve under load). PGlite runs statements one at a time, in the
 * order they are sent (its own queue, or its thread's messages: pglite-thread.ts), so statements need not wait
 * for each other's answers: a statement outside a transaction is sent at once, behind whatever is already
 * queued, and a booking's reads no longer leave the database idle while their answers travel back. What must
 * not be interleaved is held: a transaction holds the session from its begin until its commit or rollback is
 * sent (not answered), and meanwhile every other caller's statement waits; so does a block that must run whole
 * (`exclusive`, pg-boss's statement blocks). Begin is sent with the transaction's first statement rather than
 * answered first, and commit lets the next caller in as it is sent: a transaction holds the session only for
 * the round trips its own statements need.
 *
 * The customers come first: while the session is held, work marked as background (the job queue's polling,
 * maintenance and handlers, background-work.ts) waits behind the requests waiting, and is served first once it
 * has waited BACKGROUND_MAX_WAIT_MS, so it is delayed under load but never starved (docs/performance.md, "Ninth
 * session"). When nothing holds the session, its statements queue like any other: PGlite runs one at a time,
 * and a request's statement waits at most for the few already sent.
 */
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { isBackgroundWork } from './background-work';
import type { EmbeddedPostgres } from './pglite-thread';

/** How long background work waits behind requests before it goes next (it is not starved under load). */
export const BACKGROUND_MAX_WAIT_MS = 250;

interface Waiter {
  readonly since: number;
  /** Run when the session is free: sends a statement, or makes its caller the holder. */
  readonly go: () => void;
}

/** One caller's use of the session (Kysely's connection): a statement, a transaction or a held block. */
class PgliteLease implements DatabaseConnection {
  /** The answer to the transaction's begin, sent unanswered with its first statement (see PgliteSession). */
  begun: Promise<unknown> | undefined;
  readonly background = isBackgroundWork();
  private readonly session: PgliteSession;

  constructor(session: PgliteSession) {
    this.session = session;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const answer = this.session.send<R>(this, compiled.sql, [...compiled.parameters]);
    await this.begunOrThrow(answer);
    const result = await answer;
    return result.affectedRows
      ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
      : { rows: result.rows };
  }

  /** Once per transaction: its begin's answer, read after its first statement was sent. */
  async begunOrThrow(next: Promise<unknown>): Promise<void> {
    const begun = this.begun;
    if (begun === undefined) return;
    this.begun = undefined;
    try {
      await begun;
    } catch (error) {
      next.catch(() => undefined);
      throw error;
    }
  }

  // biome-ignore lint/correctness/useYield: Kysely's interface; PGlite answers a query whole, never as a stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite answers whole results: streaming is not supported');
  }
}

/**
 * PGlite's one session, shared by every caller: who holds it (a transaction, a block, background work) and who
 * waits. Decisions to send are taken synchronously, so nothing is sent between a grant and what it grants.
 */
export class PgliteSession {
  private readonly pglite: EmbeddedPostgres;
  private readonly now: () => number;
  private holder: object | null = null;
  private readonly requests: Waiter[] = [];
  private readonly background: Waiter[] = [];

  constructor(pglite: EmbeddedPostgres, now: () => number) {
    this.pglite = pglite;
    this.now = now;
  }

  /**
   * A statement of `lease`: sent now unless another caller holds the session; else it waits for the holder to let
   * go, behind the requests already waiting when it is background work.
   */
  send<R>(lease: PgliteLease, sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }> {
    if (this.holder === null || this.holder === lease) return this.pglite.query<R>(sql, params);
    return new Promise((resolve, reject) =>
      (lease.background ? this.background : this.requests).push({
        since: this.now(),
        go: () => this.pglite.query<R>(sql, params).then(resolve, reject),
      }),
    );
  }

  /** Makes `holder` the session's holder, now or once the callers ahead of it are done. */
  hold(holder: object, background = isBackgroundWork()): Promise<void> {
    if (this.holder === holder) return Promise.resolve();
    if (this.holder === null) {
      this.holder = holder;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      (background ? this.background : this.requests).push({
        since: this.now(),
        go: () => {
          this.holder = holder;
          resolve();
        },
      }),
    );
  }

  /** `holder` lets go (a no-op for a caller that does not hold): the callers waiting go, in order, until one holds. */
  letGo(holder: object): void {
    if (this.holder !== holder) return;
    this.holder = null;
    while (this.holder === null) {
      const next = this.next();
      if (next === undefined) return;
      next.go();
    }
  }

  /** Runs `block` with the session held: nothing else is sent meanwhile (a block of statements that must run whole). */
  async exclusive<T>(block: () => Promise<T>): Promise<T> {
    const holder = {};
    await this.hold(holder);
    try {
      return await block();
    } finally {
      this.letGo(holder);
    }
  }

  /** Sends a statement of the holder's and lets the session go as it is sent (commit, rollback). */
  sendAndLetGo(lease: PgliteLease, sql: string): Promise<unknown> {
    const answer = this.send(lease, sql, []);
    this.letGo(lease);
    return answer;
  }

  /** The next waiter: background work that has waited long enough, else a request, else background work. */
  private next(): Waiter | undefined {
    const oldest = this.background[0];
    if (oldest !== undefined && this.now() - oldest.since >= BACKGROUND_MAX_WAIT_MS)
      return this.background.shift();
    return this.requests.shift() ?? this.background.shift();
  }

  close(): Promise<void> {
    return this.pglite.close();
  }
}

const leaseOf = (connection: DatabaseConnection): PgliteLease => {
  if (!(connection instanceof PgliteLease)) throw new TypeError('not a PGlite connection');
  return connection;
};

class PgliteDriver implements Driver {
  private readonly session: PgliteSession;

  constructor(session: PgliteSession) {
    this.session = session;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PgliteLease(this.session);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.session.letGo(leaseOf(connection));
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const lease = leaseOf(connection);
    await this.session.hold(lease, lease.background);
    const begin = settings.isolationLevel
      ? `start transaction isolation level ${settings.isolationLevel}`
      : 'begin';
    lease.begun = this.session.send(lease, begin, []);
    // Read by the transaction's first statement (or its end); a failure is reported there.
    lease.begun.catch(() => undefined);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(leaseOf(connection), 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(leaseOf(connection), 'rollback');
  }

  /** Commit or rollback: sent, the session let go at once (the next caller's statements queue behind it), then answered. */
  private async end(lease: PgliteLease, statement: 'commit' | 'rollback'): Promise<void> {
    const answer = this.session.sendAndLetGo(lease, statement);
    await lease.begunOrThrow(answer);
    await answer;
  }

  async destroy(): Promise<void> {
    await this.session.close();
  }
}

export class PgliteDialect implements Dialect {
  /** The session Kysely's statements go through; `exclusive` runs a block of statements whole (pg-boss's). */
  readonly session: PgliteSession;

  constructor(pglite: EmbeddedPostgres, now: () => number = () => performance.now()) {
    this.session = new PgliteSession(pglite, now);
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.session);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
