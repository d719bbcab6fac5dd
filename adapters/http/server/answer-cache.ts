import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AccessLog } from './access-log';
import { type AppEnv, cacheable, requestIdFrom, SECURITY_HEADERS } from './app';

/**
 * Issue 15: what the kept answers also derive from, besides the request line and the release: the city
 * search's confirmed places (the indirect mapping form), a shared database value with a generation.
 */
export interface AnswerGeneration {
  /** The generation held, when checked within its freshness window; null when it must be checked again. */
  known(): number | null;
  /** Checks it when the window has passed; the generation held. */
  current(): Promise<number | null>;
}

export interface AnswerCacheOptions {
  /** Most answers kept (least recently used go first). */
  max: number;
  /** The Cache-Control header a kept answer carries, as the route sets it. */
  cacheControl: string;
  /** Which 200 answers may be kept (default all): e.g. not an empty city search answer (issue 15). */
  keep?: (body: string) => boolean;
}

/** Path and query as the request line has them: Node's own URL when running on Node, else from the Fetch URL. */
function requestTarget(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const incoming = (c.env as { incoming?: { url?: string } } | undefined)?.incoming;
  if (incoming?.url) return incoming.url;
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The 200 answers of read-only routes whose answer depends only on the request line (city search over
 * the in-memory index, which changes only with a new release). A repeated request is answered from memory,
 * before validation and the use case run again: the same path and query always passed the same validation
 * and got the same answer. Misses and non-200 answers go through the route as usual; only 200 answers are
 * kept. Typeahead traffic repeats the same few thousand prefixes, so a small cache serves most requests
 * (docs/performance.md).
 *
 * Several instances (issue 9): each keeps its own answers, and that is safe. An answer is derived from
 * the request line, the read-only city index that ships with the release and (issue 15) the places staff
 * confirmed, which live in the shared database and change rarely: answers are kept per generation of those
 * (followGeneration), so once an instance has checked the database (at most a freshness window after a
 * decision) it answers as every other does; a miss on one instance only costs a search. `keep` leaves out
 * what must not be kept (an empty city search answer: the very one a newly confirmed place changes).
 *
 * Two doors to the same answers: `middleware()` inside the app (it fills the cache, and answers hits in
 * tests and anywhere the app runs without Node), and `serveOnNode()`, which main.ts puts in front of the
 * app so a hit is written straight onto Node's response with the same headers and access line as the app
 * would give it, without building a Fetch request and response.
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, string>;

  private readonly options: AnswerCacheOptions;

  private generation: AnswerGeneration | null = null;

  constructor(options: AnswerCacheOptions) {
    this.options = options;
    this.answers = new LRUCache({ max: options.max });
  }

  /**
   * Issue 15: answers are kept per generation of the confirmed places, so a place confirmed on any instance
   * is answered by every instance once it has checked the database (within its freshness window); the Node
   * fast path answers only while the generation is known to be current, else the app checks it first.
   */
  followGeneration(generation: AnswerGeneration): void {
    this.generation = generation;
  }

  private keyOf(generation: number | null, target: string): string {
    return this.generation ? `${generation ?? '-'} ${target}` : target;
  }

  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (c.req.method !== 'GET') return next();
      const key = this.keyOf(this.generation ? await this.generation.current() : null, requestTarget(c));
      const hit = this.answers.get(key);
      if (hit !== undefined) {
        cacheable(c, this.options.cacheControl);
        return c.body(hit, 200, { 'Content-Type': 'application/json' });
      }
      await next();
      if (c.res.status !== 200) return;
      const body = await c.res.clone().text();
      if (this.options.keep?.(body) ?? true) this.answers.set(key, body);
    };
  }

  /** Answers a kept GET on Node's response, with the app's headers and access line; false when there is none. */
  serveOnNode(req: IncomingMessage, res: ServerResponse, accessLog: AccessLog): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const generation = this.generation?.known() ?? null;
    if (this.generation && generation === null) return false;
    const hit = this.answers.get(this.keyOf(generation, req.url));
    if (hit === undefined) return false;
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const reqId = requestIdFrom(Array.isArray(given) ? given.join(', ') : given);
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    res.setHeader('X-Request-Id', reqId);
    res.setHeader('Cache-Control', this.options.cacheControl);
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Content-Length', Buffer.byteLength(hit));
    res.statusCode = 200;
    res.end(hit);
    const at = req.url.indexOf('?');
    accessLog({
      reqId,
      method: 'GET',
      path: at < 0 ? req.url : req.url.slice(0, at),
      status: 200,
      ms: Math.round(performance.now() - started),
    });
    return true;
  }
}
