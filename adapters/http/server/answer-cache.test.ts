import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';
import type { AppEnv } from './app';

function app() {
  const calls: string[] = [];
  const hono = new Hono<AppEnv>();
  hono.use('/search', new AnswerCache({ max: 2, cacheControl: 'public, max-age=60' }).middleware());
  hono.get('/search', (c) => {
    const term = c.req.query('search') ?? '';
    calls.push(term);
    if (term === 'bad') return c.json({ success: false, errors: ['search - bad'] }, 400);
    return c.json({ success: true, term });
  });
  return { hono, calls };
}

describe('answerCache: a repeated query of a read-only route is answered from memory (issue 3 city search)', () => {
  it('answers a repeated query string with the same body, status and headers without running the route again', async () => {
    const { hono, calls } = app();
    const first = await hono.request('/search?search=denv');
    const second = await hono.request('/search?search=denv');
    expect(await second.text()).toBe(await first.text());
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(second.headers.get('cache-control')).toBe('public, max-age=60');
    expect(calls).toEqual(['denv']);
  });

  it('keeps only 200 answers: a refused query runs the route every time', async () => {
    const { hono, calls } = app();
    expect((await hono.request('/search?search=bad')).status).toBe(400);
    expect((await hono.request('/search?search=bad')).status).toBe(400);
    expect(calls).toEqual(['bad', 'bad']);
  });

  it('keys on the whole query string and forgets the least recently used beyond its size', async () => {
    const { hono, calls } = app();
    for (const q of ['a1', 'a2', 'a1', 'a3', 'a2']) await hono.request(`/search?search=${q}`);
    // a1 and a2 are kept; a3 pushes out a2 (a1 was used more recently), so a2 runs again.
    expect(calls).toEqual(['a1', 'a2', 'a3', 'a2']);
  });
});

describe('answerCache with a generation (issue 15: places confirmed in the shared database)', () => {
  it('keeps answers per generation, leaves out what `keep` refuses, and the Node door waits while the generation is unknown', async () => {
    const calls: string[] = [];
    let generation: number | null = 1;
    let known = true;
    const cache = new AnswerCache({
      max: 10,
      cacheControl: 'public, max-age=60',
      keep: (body) => !body.includes('"found":false'),
    });
    cache.followGeneration({
      known: () => (known ? generation : null),
      current: async () => generation,
    });
    const hono = new Hono<AppEnv>();
    hono.use('/search', cache.middleware());
    hono.get('/search', (c) => {
      const term = c.req.query('search') ?? '';
      calls.push(term);
      return c.json({ success: true, found: term !== 'none' });
    });
    for (const q of ['a', 'a', 'none', 'none']) await hono.request(`/search?search=${q}`);
    expect(calls).toEqual(['a', 'none', 'none']);
    generation = 2;
    await hono.request('/search?search=a');
    expect(calls).toEqual(['a', 'none', 'none', 'a']);
    known = false;
    const res = { setHeader: () => undefined, end: () => undefined } as never;
    expect(
      cache.serveOnNode(
        { method: 'GET', url: '/search?search=a', headers: {} } as never,
        res,
        () => undefined,
      ),
    ).toBe(false);
  });
});
