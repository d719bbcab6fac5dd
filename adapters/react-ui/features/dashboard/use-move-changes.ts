import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MoveChangeKind } from '../../../../application/ports/move-changes';
import type { MoveFollowing } from '../../../http/client/event-source-move-changes';
import { useApi } from '../../app/api-context';
import { messageLogQueryKey } from './message-log/use-message-log';
import { deliveryAppointmentQueryKey, movePaymentsQueryKey, shipmentQueryKey } from './use-dashboard';

/** How often the page reads the move again while it has no stream (refused, or no EventSource). */
export const POLL_MS = 15_000;
/** How long changes are gathered before the page reads them (a backlog arrives as many events at once). */
const BATCH_MS = 50;

/** What the page says, politely, when the move changed and the page shows it (ours; issue 28). */
export const MoveChangesText = {
  ShipmentEvent: 'Your move has a new update. The milestones below are up to date.',
  Charge: 'A payment on your move was recorded. Your payments below are up to date.',
  Message: 'We sent you a message about your move. See Messages we sent you below.',
} as const satisfies Record<MoveChangeKind, string>;

/** The queries of a booked move each kind of change touches. */
export function queriesTouchedBy(kind: MoveChangeKind, quoteId: number): QueryKey[] {
  switch (kind) {
    case 'ShipmentEvent':
      return [shipmentQueryKey(quoteId), deliveryAppointmentQueryKey(quoteId)];
    case 'Charge':
      return [movePaymentsQueryKey(quoteId)];
    case 'Message':
      return [messageLogQueryKey(quoteId)];
    default: {
      const unhandled: never = kind;
      throw new RangeError(`Unknown move change: ${String(unhandled)}`);
    }
  }
}

const KINDS: readonly MoveChangeKind[] = ['ShipmentEvent', 'Charge', 'Message'];

/** Reads again what `kinds` touch; answers once the page shows it. */
function readAgain(client: QueryClient, quoteId: number, kinds: readonly MoveChangeKind[]): Promise<void> {
  const keys = kinds.flatMap((kind) => queriesTouchedBy(kind, quoteId));
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

export interface MoveChangesModel {
  /** 'live' while the stream is open; 'polling' while the page reads the move every POLL_MS instead. */
  mode: 'connecting' | 'live' | 'polling';
  /** The last change announced (for a polite live region), '' before the first; `count` tells repeats apart. */
  announcement: { text: string; count: number };
}

/**
 * Issue 28, a dashboard that updates itself: follows the booked move shown (GET moves/{id}/stream) and, on
 * each change recorded on any instance (those arriving together, once), reads again what it touches (TanStack Query invalidation: the same
 * GETs, so what shows is derived the same way), then says so politely. Each time the stream opens (first,
 * or after the browser reconnected) everything is read again, since something may have changed meanwhile.
 * When the stream is refused, or the browser cannot follow, the page polls every POLL_MS until it opens.
 * Nothing here moves the focus.
 */
export function useMoveChanges(quoteId: number | null): MoveChangesModel {
  const api = useApi();
  const client = useQueryClient();
  const [mode, setMode] = useState<MoveChangesModel['mode']>('connecting');
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  useEffect(() => {
    if (quoteId === null) return;
    let stopped = false;
    let following: MoveFollowing | null = null;
    // Changes that arrive together (a resumed stream's backlog) are read and said once.
    let waiting = new Set<MoveChangeKind>();
    let flush: ReturnType<typeof setTimeout> | null = null;
    const readWaiting = () => {
      flush = null;
      const kinds = KINDS.filter((kind) => waiting.has(kind));
      waiting = new Set();
      void readAgain(client, quoteId, kinds).then(() => {
        const text = kinds.map((kind) => MoveChangesText[kind]).join(' ');
        if (!stopped) setAnnouncement((a) => ({ text, count: a.count + 1 }));
      });
    };
    setMode('connecting');
    void api
      .followMove(quoteId, {
        change(change) {
          waiting.add(change.Kind);
          flush ??= setTimeout(readWaiting, BATCH_MS);
        },
        open() {
          setMode('live');
          void readAgain(client, quoteId, KINDS);
        },
        refused() {
          setMode('polling');
        },
      })
      .then(
        (result) => {
          if (!result.ok) {
            if (!stopped) setMode('polling');
            return;
          }
          if (stopped) result.value.close();
          else following = result.value;
        },
        () => {
          if (!stopped) setMode('polling');
        },
      );
    return () => {
      stopped = true;
      if (flush !== null) clearTimeout(flush);
      following?.close();
    };
  }, [api, client, quoteId]);

  useEffect(() => {
    if (quoteId === null || mode !== 'polling') return;
    const timer = setInterval(() => void readAgain(client, quoteId, KINDS), POLL_MS);
    return () => clearInterval(timer);
  }, [client, quoteId, mode]);

  return { mode, announcement };
}
