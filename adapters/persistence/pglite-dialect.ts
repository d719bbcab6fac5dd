/**
 * Kysely on PGlite's one connection, handed to one caller at a time (a transaction keeps it until it ends),
 * with the customers first (issue 28, reserve under load): work marked as background (the job queue's
 * polling, maintenance and handlers, background-work.ts) waits while requests are waiting, and is served
 * first once it has waited BACKGROUND_MAX_WAIT_MS, so it is delayed under load but never starved. With one
 * connection, every statement of a job run during a burst of bookings was a statement every booking in the
 * queue waited for (docs/performance.md, "Ninth session").
 */
import {
  CompiledQuery,
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
  readonly take: (connection: DatabaseConnection) => void;
}

class PgliteConnection implements DatabaseConnection {
  private readonly pglite: EmbeddedPostgres;

  constructor(pglite: EmbeddedPostgres) {
    this.pglite = pglite;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    return result.affectedRows
      ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
      : { rows: result.rows };
  }

  // biome-ignore lint/correctness/useYield: Kysely's interface; PGlite answers a query whole, never as a stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite answers whole results: streaming is not supported');
  }
}

class PgliteDriver implements Driver {
  private readonly pglite: EmbeddedPostgres;
  private readonly now: () => number;
  private readonly connection: PgliteConnection;
  private busy = false;
  private readonly requests: Waiter[] = [];
  private readonly background: Waiter[] = [];

  constructor(pglite: EmbeddedPostgres, now: () => number) {
    this.pglite = pglite;
    this.now = now;
    this.connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve(this.connection);
    }
    return new Promise((take) =>
      (isBackgroundWork() ? this.background : this.requests).push({ since: this.now(), take }),
    );
  }

  async releaseConnection(): Promise<void> {
    const next = this.next();
    if (next === undefined) this.busy = false;
    else next.take(this.connection);
  }

  /** The next waiter: background work that has waited long enough, else a request, else background work. */
  private next(): Waiter | undefined {
    const oldest = this.background[0];
    if (oldest !== undefined && this.now() - oldest.since >= BACKGROUND_MAX_WAIT_MS)
      return this.background.shift();
    return this.requests.shift() ?? this.background.shift();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(
      CompiledQuery.raw(
        settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin',
      ),
    );
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

export class PgliteDialect implements Dialect {
  private readonly pglite: EmbeddedPostgres;
  private readonly now: () => number;

  constructor(pglite: EmbeddedPostgres, now: () => number = () => performance.now()) {
    this.pglite = pglite;
    this.now = now;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pglite, this.now);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
