import { type Kysely, sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import { Client } from 'pg';
import {
  MOVE_CHANGE_KINDS,
  type MoveChange,
  type MoveChangeKind,
  type MoveChangeSignal,
  type MoveChanges,
} from '../../application/ports/move-changes';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type { Database } from './database';
import { messageOf } from './error-message';
import type { Schema } from './schema';
import { storage } from './storage';

/**
 * Where notifications come from: `listen` starts hearing `channel` and answers how to stop. `onResync`
 * is called when notifications may have been lost (a dropped connection, listening again).
 */
export interface NotificationSource {
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync: () => void,
  ): Promise<() => Promise<void>>;
}

type Listener = (signal: MoveChangeSignal) => void;

/**
 * Issue 28: the move_changes table (migration 0033, written by triggers in the recording transaction) and
 * its NOTIFY channel. One LISTEN per process, opened by the first subscriber and kept until close(); each
 * notification ({"q": quote id, "c": change id}) goes to that move's subscribers in this process.
 */
export class PgMoveChanges implements MoveChanges {
  private readonly db: Kysely<Schema>;
  private readonly source: NotificationSource;
  private readonly listeners = new Map<number, Set<Listener>>();
  private listening: Promise<() => Promise<void>> | undefined;
  private closed = false;

  constructor(db: Kysely<Schema>, source: NotificationSource) {
    this.db = db;
    this.source = source;
  }

  after(quoteId: number, afterId: number, limit: number): ResultAsync<MoveChange[], RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('move_changes')
        .select(['id', 'quote_id', 'kind', 'row_id'])
        .where('quote_id', '=', quoteId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        quoteId: Number(row.quote_id),
        kind: kindOf(row.kind),
        rowId: Number(row.row_id),
      }));
    });
  }

  latest(quoteId: number): ResultAsync<number, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('move_changes')
        .select((eb) => eb.fn.max('id').as('latest'))
        .where('quote_id', '=', quoteId)
        .executeTakeFirst();
      return Number(row?.latest ?? 0);
    });
  }

  subscribe(quoteId: number, listener: Listener): ResultAsync<() => void, RepositoryError> {
    return storage(async () => {
      if (this.closed) throw new Error('the change feed is closed (the server is stopping)');
      await this.listen();
      const set = this.listeners.get(quoteId) ?? new Set<Listener>();
      set.add(listener);
      this.listeners.set(quoteId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && this.listeners.get(quoteId) === set) this.listeners.delete(quoteId);
      };
    });
  }

  /** Stops listening; subscribers hear nothing more. Idempotent. */
  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const listening = this.listening;
    this.listening = undefined;
    if (listening) await (await listening.catch(() => async () => undefined))().catch(() => undefined);
  }

  /** The LISTEN, started once; a failed start is tried again by the next subscriber. */
  private listen(): Promise<() => Promise<void>> {
    this.listening ??= (async () => {
      const row = await sql<{ channel: string }>`select move_changes_channel(current_schema()) as channel`
        .execute(this.db)
        .then((r) => r.rows[0]);
      if (!row) throw new Error('the change channel could not be named');
      return this.source.listen(
        row.channel,
        (payload) => this.dispatch(payload),
        () => this.resync(),
      );
    })().catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  private dispatch(payload: string): void {
    const parsed = parsePayload(payload);
    if (!parsed) return;
    for (const listener of [...(this.listeners.get(parsed.q) ?? [])]) {
      callSafely(listener, { kind: 'Changed', quoteId: parsed.q, changeId: parsed.c });
    }
  }

  private resync(): void {
    for (const set of [...this.listeners.values()]) {
      for (const listener of [...set]) callSafely(listener, { kind: 'Resync' });
    }
  }
}

/** The change feed of an open database: PGlite's own notifications, or a PostgreSQL connection of its own. */
export function moveChangesOf(database: Database, onBackgroundError?: (error: Error) => void): PgMoveChanges {
  const store = database.jobStore;
  const source =
    store.kind === 'pglite'
      ? pgliteNotifications(store.pglite, database.db)
      : postgresNotifications(store.url, store.schema, onBackgroundError);
  return new PgMoveChanges(database.db, source);
}

/**
 * PGlite (one connection): notifications arrive with the answer to whatever query runs after the commit.
 * LISTEN goes through Kysely, whose dialect never sends a statement inside another caller's open transaction
 * (pglite-dialect.ts; PGlite's own listen() would run it there). `pglite` needs only onNotification,
 * which PGliteWorker has too.
 */
export function pgliteNotifications(
  pglite: { onNotification(callback: (channel: string, payload: string) => void): () => void },
  db: Kysely<Schema>,
): NotificationSource {
  return {
    async listen(channel, onPayload) {
      const off = pglite.onNotification((heard, payload) => {
        if (heard === channel) onPayload(payload);
      });
      try {
        await sql`listen ${sql.id(channel)}`.execute(db);
      } catch (error) {
        off();
        throw error;
      }
      return async () => {
        off();
        await sql`unlisten ${sql.id(channel)}`.execute(db).catch(() => undefined);
      };
    },
  };
}

/** The first wait before listening again after a lost connection, and the longest. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * PostgreSQL: one client of its own (a pooled connection cannot keep a LISTEN), on the same search_path.
 * A lost connection is opened again (waiting longer each time, up to 10 s) and, once it listens again,
 * `onResync` tells subscribers to read what they may have missed.
 */
export function postgresNotifications(
  url: string,
  schema: string | undefined,
  onBackgroundError?: (error: Error) => void,
): NotificationSource {
  return {
    listen(channel, onPayload, onResync) {
      let client: Client | undefined;
      let stopped = false;
      let wait = RECONNECT_FIRST_MS;
      let timer: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const next = new Client({
          connectionString: url,
          application_name: 'relomove-changes',
          ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
        });
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        next.on('error', (error) => {
          onBackgroundError?.(error);
          lost(next);
        });
        next.on('end', () => lost(next));
        client = next;
        await next.connect();
        await next.query(`listen ${quoteIdentifier(channel)}`);
        wait = RECONNECT_FIRST_MS;
      };
      const lost = (which: Client) => {
        if (stopped || client !== which) return;
        client = undefined;
        which.removeAllListeners('end');
        void which.end().catch(() => undefined);
        timer = setTimeout(retry, wait);
        timer.unref();
        wait = Math.min(wait * 2, RECONNECT_MAX_MS);
      };
      const retry = () => {
        timer = undefined;
        if (stopped) return;
        connect().then(onResync, (error: unknown) => {
          onBackgroundError?.(error instanceof Error ? error : new Error(messageOf(error)));
          if (client) lost(client);
        });
      };
      return connect().then(
        () => async () => {
          stopped = true;
          if (timer) clearTimeout(timer);
          const last = client;
          client = undefined;
          await last?.end().catch(() => undefined);
        },
        async (error: unknown) => {
          stopped = true;
          await client?.end().catch(() => undefined);
          throw error;
        },
      );
    },
  };
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

function parsePayload(payload: string): { q: number; c: number } | null {
  try {
    const value = JSON.parse(payload) as { q?: unknown; c?: unknown };
    return Number.isSafeInteger(value.q) && Number.isSafeInteger(value.c)
      ? { q: value.q as number, c: value.c as number }
      : null;
  } catch {
    return null;
  }
}

function kindOf(kind: string): MoveChangeKind {
  const known = MOVE_CHANGE_KINDS.find((k) => k === kind);
  if (!known) throw new Error(`an unknown move change kind in move_changes: ${kind}`);
  return known;
}

function callSafely(listener: Listener, signal: MoveChangeSignal): void {
  try {
    listener(signal);
  } catch {
    // A subscriber's fault is its own; the others still hear the change.
  }
}
