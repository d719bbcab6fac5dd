/**
 * Issue 28, GET moves/{id}/stream: a booked move's changes as server-sent events, for the server and the
 * browser. No zod here: the dashboard reads the events with the small parser below.
 *
 * The stream (text/event-stream) sends:
 * - first `retry: <ms>` (how long the browser waits before it reconnects), then a `ready` event whose `id`
 *   is where the stream starts (the newest change, or the Last-Event-ID it resumed from);
 * - one `change` event per change, oldest first: `id` is the position to resume from (Last-Event-ID), and
 *   `data` is {"QuoteId", "ChangeId", "Kind", "RowId"} (ids only: the page reads the move again);
 * - a comment line (`: heartbeat`) every HEARTBEAT so proxies keep an idle stream open.
 */
import { MOVE_CHANGE_KINDS, type MoveChangeKind } from '../../../application/ports/move-changes';
import { jsonObjectOf } from '../../json-object';

export const MOVE_STREAM_PATH = '/api/moves/{id}/stream';

/** The event names of the stream. */
export const MoveStreamEvent = { ready: 'ready', change: 'change' } as const;

/** The `data` of a `change` event. */
export interface WireMoveChange {
  QuoteId: number;
  /** The change's own id (the `id` of its event is the resume position, which is never lower). */
  ChangeId: number;
  Kind: MoveChangeKind;
  /** The changed row's id in its table (the shipment event's, the ledger row's, the message's). */
  RowId: number;
}

/** The stream's address; `lastEventId` resumes after that change (a new EventSource cannot send the header). */
export function moveStreamHref(quoteId: number, lastEventId: string | null = null): string {
  const path = MOVE_STREAM_PATH.replace('{id}', String(quoteId));
  return lastEventId === null || lastEventId === ''
    ? path
    : `${path}?lastEventId=${encodeURIComponent(lastEventId)}`;
}

/** The `data` of a `change` event, or null when it is not one this contract describes. */
export function parseWireMoveChange(data: string): WireMoveChange | null {
  const v = jsonObjectOf(data);
  if (v === null) return null;
  const kind = MOVE_CHANGE_KINDS.find((k) => k === v.Kind);
  return kind !== undefined &&
    Number.isSafeInteger(v.QuoteId) &&
    Number.isSafeInteger(v.ChangeId) &&
    Number.isSafeInteger(v.RowId)
    ? { QuoteId: v.QuoteId as number, ChangeId: v.ChangeId as number, Kind: kind, RowId: v.RowId as number }
    : null;
}
