import { describe, expect, it } from 'vitest';
import type { WireMoveChange } from '../contract/move-stream-paths';
import { type EventSourceLike, followMoveChanges } from './event-source-move-changes';

/** An EventSource the test drives as a server and a browser would: open, events, errors. */
class ScriptedEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  opened(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(type: string, id: string, data: unknown): void {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  /** The connection dropped: the browser reconnects by itself (CONNECTING) or gave up (CLOSED). */
  failed(state: 0 | 2): void {
    this.readyState = state;
    this.onerror?.(new Event('error'));
  }
}

function follow() {
  const sources: ScriptedEventSource[] = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const heard: string[] = [];
  const changes: WireMoveChange[] = [];
  const following = followMoveChanges(
    1000123,
    {
      change: (c) => changes.push(c),
      open: () => heard.push('open'),
      refused: () => heard.push('refused'),
    },
    {
      baseUrl: 'https://relomove.test/',
      retryRefusedMs: 30_000,
      createEventSource: (url) => {
        const source = new ScriptedEventSource(url);
        sources.push(source);
        return source;
      },
      setTimer: (run, ms) => {
        const timer = { run, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    },
  );
  if (!following) throw new Error('a follower with an EventSource');
  const current = () => sources.at(-1) as ScriptedEventSource;
  return { following, sources, timers, heard, changes, current };
}

const change = (ChangeId: number, Kind: WireMoveChange['Kind'] = 'ShipmentEvent'): WireMoveChange => ({
  QuoteId: 1000123,
  ChangeId,
  Kind,
  RowId: ChangeId + 500,
});

describe('following a move in the browser (issue 28, GET moves/{id}/stream)', () => {
  it('opens the move stream, says when it is open, and passes on each change it understands', () => {
    const f = follow();
    expect(f.current().url).toBe('https://relomove.test/api/moves/1000123/stream');
    f.current().opened();
    f.current().send('ready', '7', {});
    f.current().send('change', '8', change(8));
    f.current().send('change', '9', { Kind: 'Weather', ChangeId: 9 });
    f.current().send('change', '10', change(10, 'Charge'));
    expect(f.heard).toEqual(['open']);
    expect(f.changes).toEqual([change(8), change(10, 'Charge')]);
  });

  it('a dropped connection is left to the browser, which reconnects with Last-Event-ID; each reopening is said', () => {
    const f = follow();
    f.current().opened();
    f.current().failed(0);
    expect(f.heard).toEqual(['open']);
    expect(f.sources).toHaveLength(1);
    f.current().opened();
    expect(f.heard).toEqual(['open', 'open']);
    expect(f.timers).toEqual([]);
  });

  it('a refused stream is said, and a new one is opened 30 s later from the last event seen (?lastEventId=)', () => {
    const f = follow();
    f.current().opened();
    f.current().send('ready', '7', {});
    f.current().send('change', '8', change(8));
    f.current().failed(2);
    expect(f.heard).toEqual(['open', 'refused']);
    expect(f.sources[0]?.closed).toBe(true);
    expect(f.timers.map((t) => t.ms)).toEqual([30_000]);
    f.timers[0]?.run();
    expect(f.current().url).toBe('https://relomove.test/api/moves/1000123/stream?lastEventId=8');
    f.current().opened();
    expect(f.heard).toEqual(['open', 'refused', 'open']);
  });

  it('close() closes the stream and the pending retry, and nothing is passed on after it', () => {
    const f = follow();
    f.current().failed(2);
    f.following.close();
    expect(f.timers[0]?.cleared).toBe(true);
    const again = follow();
    again.current().opened();
    again.following.close();
    expect(again.current().closed).toBe(true);
    again.current().send('change', '3', change(3));
    expect(again.changes).toEqual([]);
  });

  it('answers null where the browser has no EventSource (the page polls)', () => {
    const saved = globalThis.EventSource;
    try {
      Object.defineProperty(globalThis, 'EventSource', {
        value: undefined,
        configurable: true,
        writable: true,
      });
      expect(followMoveChanges(1, { change() {}, open() {}, refused() {} })).toBeNull();
    } finally {
      Object.defineProperty(globalThis, 'EventSource', { value: saved, configurable: true, writable: true });
    }
  });
});
