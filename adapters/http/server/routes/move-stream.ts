import { createRoute, z } from '@hono/zod-openapi';
import type { MoveChange } from '../../../../application/ports/move-changes';
import type { FollowMove } from '../../../../application/shipments/follow-move';
import { ErrorResponse, errorBody } from '../../contract/common';
import { httpFailure } from '../../contract/error-status';
import { MoveStreamHeaders, MoveStreamQuery } from '../../contract/move-stream';
import { MOVE_STREAM_PATH, MoveStreamEvent, type WireMoveChange } from '../../contract/move-stream-paths';
import { MoveParams } from '../../contract/reservations';
import type { App } from '../app';
import { json, signInRequired } from './openapi';
import { callerAndMove } from './request-parts';

/** How often a quiet stream sends a comment, well inside a proxy's idle timeout (haproxy's is 60 s here). */
export const HEARTBEAT_MS = 15_000;
/**
 * How long one stream lives before the server ends it; the browser reconnects at once with Last-Event-ID,
 * and who may follow the move is checked again (a session signed out or expired meanwhile ends there).
 */
export const STREAM_MAX_AGE_MS = 30 * 60_000;
/** How long the browser waits before it reconnects (the SSE `retry` field). */
export const RECONNECT_MS = 1_000;

export interface MoveStreamOptions {
  heartbeatMs: number;
  maxAgeMs: number;
  retryMs: number;
}

const DEFAULTS: MoveStreamOptions = {
  heartbeatMs: HEARTBEAT_MS,
  maxAgeMs: STREAM_MAX_AGE_MS,
  retryMs: RECONNECT_MS,
};

/**
 * The streams open in this process, so that a stopping server ends them (the browsers reconnect to another
 * instance) instead of waiting for them. Only who is connected here: nothing the product's answers depend on.
 */
export class OpenStreams {
  private readonly open = new Set<() => void>();
  private stopping = false;

  /** Adds a stream's `end`; false (and nothing added) once the server is stopping. */
  add(end: () => void): boolean {
    if (this.stopping) return false;
    this.open.add(end);
    return true;
  }
  remove(end: () => void): void {
    this.open.delete(end);
  }
  get size(): number {
    return this.open.size;
  }
  get closing(): boolean {
    return this.stopping;
  }
  /** Ends every open stream and refuses new ones. */
  closeAll(): void {
    this.stopping = true;
    for (const end of [...this.open]) end();
  }
}

const EVENT_STREAM = 'text/event-stream';

const followMoveRoute = createRoute({
  method: 'get',
  path: MOVE_STREAM_PATH,
  tags: ['Reservations'],
  summary:
    "Issue 28: a booked move's changes as server-sent events (a shipment event, a charge or a message recorded on any instance), for its owner and staff; anyone else 404 before anything is sent",
  request: { params: MoveParams, headers: MoveStreamHeaders, query: MoveStreamQuery },
  responses: {
    200: {
      content: { [EVENT_STREAM]: { schema: z.string() } },
      description: [
        'text/event-stream, never cached, compressed or buffered. First `retry: <ms>` and an `event: ready` whose',
        '`id` is where the stream starts; then one `event: change` per change, oldest first, with `id` (the',
        'position to resume from: send it as Last-Event-ID) and `data` {"QuoteId", "ChangeId", "Kind"',
        '(ShipmentEvent, Charge or Message), "RowId"}: ids only, read the move again (GET shipments/{id},',
        'moves/{id}/payments, moves/{id}/messages). A `: heartbeat` comment every 15 s. The server ends a stream',
        'after 30 minutes and when it stops; the browser reconnects by itself with Last-Event-ID.',
      ].join(' '),
    },
    400: json(
      ErrorResponse,
      "Bad input: 'last-event-id - Value must be the id of an event this stream sent'",
    ),
    ...signInRequired,
    404: json(
      ErrorResponse,
      "No booked move you may follow has this reference: 'id - No reservation matches this reference'",
    ),
    503: json(
      ErrorResponse,
      'Storage unavailable, or this instance is stopping (try again: another one answers)',
    ),
  },
});

/** One SSE message: `event`, `id` and one `data` line (JSON has no line breaks). */
function message(event: string, id: number, data: unknown): string {
  return `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

const wireChange = (change: MoveChange): WireMoveChange => ({
  QuoteId: change.quoteId,
  ChangeId: change.id,
  Kind: change.kind,
  RowId: change.rowId,
});

/**
 * GET moves/{id}/stream (issue 28). Who may follow is decided (FollowMove: owner or staff, else 404) before
 * the answer starts; then the stream gives each change FollowMove delivers, heartbeats, and ends on the
 * client's disconnect, a storage failure (the browser resumes), its maximum age, or the server stopping.
 */
export function registerMoveStreamRoutes(
  app: App,
  useCases: { followMove: FollowMove },
  streams: OpenStreams,
  given: Partial<MoveStreamOptions> = {},
): void {
  const options = { ...DEFAULTS, ...given };
  const encoder = new TextEncoder();

  app.openapi(followMoveRoute, async (c) => {
    if (streams.closing) {
      return c.json(errorBody(['stream - This server is stopping; connect again']), 503);
    }
    const lastEventId = c.req.valid('header')['last-event-id'] ?? c.req.valid('query').lastEventId;
    // What FollowMove delivers before the stream is open waits here (the ready event goes first).
    let pending: string[] | null = [];
    let send: (text: string) => void = (text) => pending?.push(text);
    let end: () => void = () => undefined;
    let failed = false;
    const followed = await useCases.followMove.execute({
      ...callerAndMove(c),
      lastEventId: lastEventId === undefined ? null : Number(lastEventId),
      deliver: (change, cursor) => send(message(MoveStreamEvent.change, cursor, wireChange(change))),
      fail: (error) => {
        const fault = error.kind === 'StorageUnavailable' ? error.message : error.kind;
        c.get('log').error({ fault }, 'a move stream could not read its changes');
        failed = true;
        end();
      },
    });
    if (followed.isErr()) {
      const failure = httpFailure(followed.error);
      if (followed.error.kind === 'StorageUnavailable')
        c.get('log').error({ fault: followed.error.message }, 'a move stream could not start');
      return c.json(errorBody(failure.lines, failure.reason), failure.status as 400 | 401 | 404 | 503);
    }
    const feed = followed.value;

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let closed = false;
        const timers: NodeJS.Timeout[] = [];
        end = () => {
          if (closed) return;
          closed = true;
          for (const timer of timers) clearTimeout(timer);
          feed.stop();
          streams.remove(end);
          try {
            controller.close();
          } catch {
            // Already cancelled by the client.
          }
        };
        send = (text) => {
          if (!closed) controller.enqueue(encoder.encode(text));
        };
        if (!streams.add(end)) {
          end();
          return;
        }
        send(`retry: ${options.retryMs}\n\n`);
        send(message(MoveStreamEvent.ready, feed.from, {}));
        for (const text of pending ?? []) send(text);
        pending = null;
        if (failed) {
          end();
          return;
        }
        timers.push(setInterval(() => send(': heartbeat\n\n'), options.heartbeatMs));
        timers.push(setTimeout(() => end(), options.maxAgeMs));
      },
      cancel() {
        end();
      },
    });
    return c.body(body, 200, {
      'Content-Type': `${EVENT_STREAM}; charset=utf-8`,
      // Never kept, never transformed (compressed) on the way, never buffered by a proxy (nginx reads this).
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    }) as never;
  });
}
