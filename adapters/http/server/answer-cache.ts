import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from './app';
import { responseHeader } from './app';

export interface AnswerCacheOptions {
  /** Most answers kept (least recently used go first). */
  max: number;
  /** The Cache-Control header a cached answer carries, as the route sets it. */
  cacheControl: string;
}

/** The raw query string of a request ('' when none), from Node's request line when there is one. */
function rawQuery(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

/**
 * Keeps the 200 answers of a read-only route whose answer depends only on its query string (city search
 * over the in-memory index, which changes only with a new release). A repeated query is answered from
 * memory, before validation and the use case run again: the same raw query string always passed the same
 * validation and got the same answer. Misses and non-200 answers go through the route as usual; only 200
 * answers are kept. Typeahead traffic repeats the same few thousand prefixes, so a small cache serves most
 * requests (docs/performance.md).
 */
export function answerCache(options: AnswerCacheOptions): MiddlewareHandler<AppEnv> {
  const answers = new LRUCache<string, string>({ max: options.max });
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const incoming = (c.env as { incoming?: { url?: string } } | undefined)?.incoming;
    const key = rawQuery(incoming?.url ?? c.req.url);
    const hit = answers.get(key);
    if (hit !== undefined) {
      responseHeader(c, 'Cache-Control', options.cacheControl);
      return c.body(hit, 200, { 'Content-Type': 'application/json' });
    }
    await next();
    if (c.res.status === 200) answers.set(key, await c.res.clone().text());
  };
}
