/**
 * The worker thread that owns an embedded database (pglite-thread.ts): PGlite's WebAssembly runs here, so the
 * server's own thread routes, validates and prices other requests meanwhile (issue 28, reserve under load).
 *
 * It answers the messages of pglite-thread.ts in the order they come: open (once, first), query, exec and
 * close, through prepared statements (pglite-prepared.ts); and it forwards every notification (LISTEN) as it is
 * heard. Node runs this file as it is (type
 * stripping, from source) or as the server bundle's `pglite-thread-worker.js`.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { APP_PARSERS, ARRAY_TYPES_SQL, type ArrayTypeRow, compactParserTable } from './pglite-parsers.ts';
import { PreparedPglite } from './pglite-prepared.ts';
import type { ThreadReply, ThreadRequest, WireError } from './pglite-thread-protocol.ts';

const port = parentPort;
if (port === null) throw new Error('pglite-thread-worker.ts runs only as a worker thread');

let opened: (pglite: PreparedPglite) => void = () => undefined;
let failedToOpen: (error: unknown) => void = () => undefined;
const ready = new Promise<PreparedPglite>((resolve, reject) => {
  opened = resolve;
  failedToOpen = reject;
});
// A failed open is answered to every later request; it is not an unhandled rejection of this thread.
ready.catch(() => undefined);

const reply = (message: ThreadReply) => port.postMessage(message);

/** What crosses back of an error: its message and its plain fields (code, detail, constraint, ...). */
function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { name: error.name, message: error.message, fields };
}

/**
 * The tarball to start from; a file that cannot be read (a bundle built without its cluster) starts from initdb,
 * as clusterSnapshot() does. (fs.openAsBlob was tried: it throws at once for a missing file, which failed a
 * test's server built without the cluster.)
 */
async function snapshotOf(request: Extract<ThreadRequest, { op: 'open' }>): Promise<Blob | undefined> {
  if (request.snapshot !== undefined) return new Blob([request.snapshot]);
  if (request.snapshotFile === undefined) return undefined;
  return readFile(request.snapshotFile).then(
    (bytes) => new Blob([bytes]),
    () => undefined,
  );
}

async function open(request: Extract<ThreadRequest, { op: 'open' }>): Promise<void> {
  try {
    const snapshot = await snapshotOf(request);
    const pglite = new PGlite({
      ...(request.dataDir === undefined ? {} : { dataDir: request.dataDir }),
      ...(snapshot === undefined ? {} : { loadDataDir: snapshot }),
      parsers: APP_PARSERS,
    });
    await pglite.waitReady;
    const arrays = await pglite.query<ArrayTypeRow>(ARRAY_TYPES_SQL);
    pglite.parsers = compactParserTable(arrays.rows, APP_PARSERS);
    pglite.onNotification((channel, payload) => reply({ kind: 'notification', channel, payload }));
    opened(new PreparedPglite(pglite));
    reply({ kind: 'opened' });
  } catch (error) {
    failedToOpen(error);
    reply({ kind: 'failed', error: wireError(error) });
  }
}

async function answer(request: Exclude<ThreadRequest, { op: 'open' }>): Promise<void> {
  try {
    const pglite = await ready;
    switch (request.op) {
      case 'query': {
        const result = await pglite.query(request.sql, request.params);
        reply({
          kind: 'answer',
          id: request.id,
          result: { rows: result.rows, affectedRows: result.affectedRows ?? 0 },
        });
        return;
      }
      case 'exec': {
        const results = await pglite.exec(request.sql);
        reply({ kind: 'answer', id: request.id, result: results.map((r) => ({ rows: r.rows })) });
        return;
      }
      case 'close':
        await pglite.close();
        reply({ kind: 'answer', id: request.id, result: null });
        return;
      default: {
        const unhandled: never = request;
        throw new RangeError(`Unknown request: ${JSON.stringify(unhandled)}`);
      }
    }
  } catch (error) {
    reply({ kind: 'refused', id: request.id, error: wireError(error) });
  }
}

port.on('message', (request: ThreadRequest) => {
  if (request.op === 'open') void open(request);
  else void answer(request);
});
