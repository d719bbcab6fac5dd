/**
 * Issue 28: a booked move's changes in the browser, over GET moves/{id}/stream (server-sent events). The
 * browser's EventSource reconnects by itself after a dropped connection, sending Last-Event-ID; when the
 * server refuses the stream (an error status, a proxy's error page, storage down) the EventSource gives up,
 * and this follower says so (the page polls meanwhile) and opens a new one later, resuming with
 * `?lastEventId=`. Loaded with the dashboard only: nothing here is on the landing page.
 */
import {
  MoveStreamEvent,
  moveStreamHref,
  parseWireMoveChange,
  type WireMoveChange,
} from '../contract/move-stream-paths';

export interface MoveChangeListener {
  /** A change was recorded for the move (on any instance): read what it touches again. */
  change(change: WireMoveChange): void;
  /**
   * The stream is open, the first time or again after a reconnection: what was recorded while it was not
   * may not have been read, so read the move again.
   */
  open(): void;
  /** The server refused the stream: poll until `open` comes again. */
  refused(): void;
}

export interface MoveFollowing {
  close(): void;
}

/** The part of the browser's EventSource used here (a test gives its own). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface FollowOptions {
  /** The API root ('' or 'https://host'), as FetchRelomoveApi has it. */
  baseUrl?: string;
  /** How long to wait before a new stream after a refusal (default 30 s). */
  retryRefusedMs?: number;
  createEventSource?: (url: string) => EventSourceLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;
export const RETRY_REFUSED_MS = 30_000;

/** Follows the move until `close()`; null when this browser has no EventSource (the page polls). */
export function followMoveChanges(
  quoteId: number,
  listener: MoveChangeListener,
  options: FollowOptions = {},
): MoveFollowing | null {
  const create =
    options.createEventSource ??
    (typeof EventSource === 'function' ? (url: string) => new EventSource(url) : null);
  if (create === null) return null;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const retryMs = options.retryRefusedMs ?? RETRY_REFUSED_MS;
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  let lastEventId: string | null = null;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let closed = false;

  const connect = () => {
    timer = null;
    if (closed) return;
    const current = create(`${base}${moveStreamHref(quoteId, lastEventId)}`);
    source = current;
    const remember = (event: MessageEvent<string>) => {
      if (event.lastEventId !== '') lastEventId = event.lastEventId;
    };
    current.addEventListener(MoveStreamEvent.ready, remember);
    current.addEventListener(MoveStreamEvent.change, (event) => {
      remember(event);
      const change = parseWireMoveChange(event.data);
      if (change && !closed) listener.change(change);
    });
    current.onopen = () => {
      if (!closed) listener.open();
    };
    current.onerror = () => {
      // CONNECTING: the browser reconnects by itself (with Last-Event-ID). CLOSED: it gave up.
      if (closed || current.readyState !== CLOSED) return;
      current.close();
      source = null;
      listener.refused();
      timer = setTimer(connect, retryMs);
    };
  };
  connect();
  return {
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      source?.close();
      source = null;
    },
  };
}
