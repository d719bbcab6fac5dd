/**
 * The messages between the server's thread and the worker thread that owns an embedded database
 * (pglite-thread.ts and pglite-thread-worker.ts). Everything in them survives structured cloning.
 */

/** What the server's thread asks; `open` is sent once, before anything else is answered. */
export type ThreadRequest =
  | {
      op: 'open';
      dataDir: string | undefined;
      /** A dumpDataDir() tarball to start from: its bytes, or a file the worker reads itself (no copy here). */
      snapshot: ArrayBuffer | undefined;
      snapshotFile: string | undefined;
    }
  | { op: 'query'; id: number; sql: string; params: unknown[] }
  | { op: 'exec'; id: number; sql: string }
  | { op: 'close'; id: number };

/** An error as it crosses: a class does not survive cloning, so its plain fields travel beside the message. */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

/** One statement's answer. */
export interface QueryAnswer {
  rows: unknown[];
  affectedRows: number;
}

/** What the worker answers, and the notifications it hears. */
export type ThreadReply =
  | { kind: 'opened' }
  | { kind: 'failed'; error: WireError }
  | { kind: 'answer'; id: number; result: QueryAnswer | { rows: unknown[] }[] | null }
  | { kind: 'refused'; id: number; error: WireError }
  | { kind: 'notification'; channel: string; payload: string };
