import { Worker } from 'node:worker_threads';
import type { QueryAnswer, ThreadReply, ThreadRequest, WireError } from './pglite-thread-protocol';

/**
 * What the app uses of an embedded database: statements, several statements at once (pg-boss), the
 * notifications of LISTEN, and closing. PGlite itself has all of it; so has PgliteThread below.
 */
export interface EmbeddedPostgres {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
  onNotification(callback: (channel: string, payload: string) => void): () => void;
  close(): Promise<void>;
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Set by the build (esbuild `define`) to the bundle's worker file, relative to the project root; null in a bundle
 * without one, and undeclared when running from source. (The build rewrites `import.meta.url` to this source
 * file's address, scripts/build-bundles.ts, as built-cluster.ts does.)
 */
declare const RELOMOVE_PGLITE_WORKER: string | null | undefined;

/** The worker's file: the bundle's JavaScript, or the TypeScript source beside this file (Node strips its types). */
function workerFile(): URL {
  return typeof RELOMOVE_PGLITE_WORKER === 'string'
    ? new URL(`../../${RELOMOVE_PGLITE_WORKER}`, import.meta.url)
    : new URL('./pglite-thread-worker.ts', import.meta.url);
}

function errorOf(wire: WireError): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  error.name = wire.name;
  return error;
}

/**
 * Issue 28, reserve under load: a PGlite database owned by a worker thread of its own
 * (pglite-thread-worker.ts). PGlite runs PostgreSQL as WebAssembly on the thread that calls it; on the
 * server's thread, every statement of every booking stopped the routing, validation and pricing of every
 * other request while it ran, and the second core stayed idle. Here the statements run on the worker while
 * the server's thread goes on; they still run one at a time, in the order sent (the dialect relies on that order:
 * it sends statements without waiting for earlier answers, and holds the session for a transaction,
 * pglite-dialect.ts).
 *
 * Queries sent before the database is open wait for it, as PGlite's own do. If the thread dies, every
 * waiting and later statement fails with the reason.
 */
export class PgliteThread implements EmbeddedPostgres {
  /** Settles once the database is open (or failed to open). */
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(channel: string, payload: string) => void>();
  private nextId = 1;
  private lostWith: Error | null = null;
  private closing: Promise<void> | undefined;
  private settleReady: { resolve: () => void; reject: (error: Error) => void } | undefined;

  /** `loadDataDirFile`: a tarball's file, read by the worker (the build's fresh cluster, built-cluster.ts). */
  constructor(source: { dataDir?: string; loadDataDir?: Blob; loadDataDirFile?: string }) {
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.settleReady = { resolve, reject };
    });
    // Awaited by the database's opening; a failure is reported there, not as an unhandled rejection.
    this.waitReady.catch(() => undefined);
    this.worker = new Worker(workerFile());
    this.worker.on('message', (reply: ThreadReply) => this.receive(reply));
    this.worker.on('error', (error) => this.lose(error));
    this.worker.on('exit', (code) =>
      this.lose(new Error(`the embedded database's thread stopped (exit code ${code})`)),
    );
    const snapshot = source.loadDataDir?.arrayBuffer() ?? Promise.resolve(undefined);
    snapshot.then(
      (buffer) => {
        const open: ThreadRequest = {
          op: 'open',
          dataDir: source.dataDir,
          snapshot: buffer,
          snapshotFile: source.loadDataDirFile,
        };
        this.worker.postMessage(open, buffer === undefined ? [] : [buffer]);
      },
      (error: unknown) => this.lose(error instanceof Error ? error : new Error(String(error))),
    );
  }

  query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.send({ op: 'query', id: this.nextId++, sql, params }) as Promise<QueryAnswer & { rows: R[] }>;
  }

  exec(sql: string): Promise<{ rows: unknown[] }[]> {
    return this.send({ op: 'exec', id: this.nextId++, sql }) as Promise<{ rows: unknown[] }[]>;
  }

  onNotification(callback: (channel: string, payload: string) => void): () => void {
    this.listeners.add(callback);
    return () => {
      this.listeners.delete(callback);
    };
  }

  /** Closes the database, then ends the thread. Idempotent. */
  close(): Promise<void> {
    this.closing ??= (
      this.lostWith === null ? this.send({ op: 'close', id: this.nextId++ }) : Promise.resolve()
    ).then(
      () => this.end(),
      async (error: unknown) => {
        await this.end();
        throw error;
      },
    );
    return this.closing;
  }

  private async end(): Promise<void> {
    this.lostWith ??= new Error('the embedded database is closed');
    await this.worker.terminate();
  }

  private send(request: Exclude<ThreadRequest, { op: 'open' }>): Promise<unknown> {
    if (this.lostWith !== null) return Promise.reject(this.lostWith);
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  private receive(reply: ThreadReply): void {
    switch (reply.kind) {
      case 'opened':
        this.settleReady?.resolve();
        return;
      case 'failed':
        this.lose(errorOf(reply.error));
        return;
      case 'notification':
        for (const listener of [...this.listeners]) listener(reply.channel, reply.payload);
        return;
      case 'answer':
      case 'refused': {
        const waiting = this.pending.get(reply.id);
        if (waiting === undefined) return;
        this.pending.delete(reply.id);
        if (reply.kind === 'answer') waiting.resolve(reply.result);
        else waiting.reject(errorOf(reply.error));
        return;
      }
      default: {
        const unhandled: never = reply;
        throw new RangeError(`Unknown reply: ${JSON.stringify(unhandled)}`);
      }
    }
  }

  /** The thread is gone or the database could not open: everything waiting, and everything after, fails. */
  private lose(error: Error): void {
    this.lostWith ??= error;
    this.settleReady?.reject(error);
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
