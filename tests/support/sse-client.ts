/**
 * A server-sent events reader for node tests (issue 28): GETs a stream over real HTTP, as a browser's
 * EventSource would, and parses what arrives into events and comments. A test waits for what it expects
 * (`until`), never for a time.
 */
import { until } from './until';

export interface SseEvent {
  readonly event: string;
  readonly id: string | null;
  readonly data: string;
}

export interface SseStream {
  readonly status: number;
  readonly headers: Headers;
  /** The whole body of an answer that is not a stream (a refusal). */
  readonly refusal: string | null;
  readonly events: SseEvent[];
  readonly comments: string[];
  /** The `retry` values the server sent. */
  readonly retries: number[];
  /** True once the server ended the stream. */
  ended(): boolean;
  /** Waits until `done` holds on the events received (60 s at most), and answers them. */
  until(done: (events: readonly SseEvent[]) => boolean, what: string): Promise<SseEvent[]>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  let done = false;
  const streaming = /^text\/event-stream/.test(response.headers.get('content-type') ?? '');
  const refusal = streaming ? null : await response.text();
  if (streaming && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          buffer += value;
          for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            let id: string | null = null;
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
              else if (line.startsWith('retry: ')) retries.push(Number(line.slice(7)));
            }
            if (data.length > 0 || id !== null) events.push({ event, id, data: data.join('\n') });
          }
        }
      } catch {
        // Aborted by close().
      } finally {
        done = true;
      }
    })();
  } else {
    done = true;
  }
  return {
    status: response.status,
    headers: response.headers,
    refusal,
    events,
    comments,
    retries,
    ended: () => done,
    until: (check, what) =>
      until(
        () => events,
        (seen) => check(seen),
        what,
        { show: (seen) => seen },
      ).then((seen) => [...seen]),
    close: () => abort.abort(),
  };
}
