import { describe, expect, it } from 'vitest';
import { lazyRelomoveApi } from './lazy-relomove-api';
import type { RelomoveApi } from './relomove-api';

const fakeApi = (calls: unknown[][]) =>
  ({
    viewQuote: (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ ok: true, value: `quote ${String(args[0])}` });
    },
  }) as unknown as RelomoveApi;

describe('lazyRelomoveApi (issue 4: the fetch client is off the landing page budget)', () => {
  it('loads the real adapter once, on the first call, and hands every call its arguments', async () => {
    const calls: unknown[][] = [];
    let loads = 0;
    const { api } = lazyRelomoveApi(() => {
      loads += 1;
      return Promise.resolve(fakeApi(calls));
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([api.viewQuote('ABC123'), api.viewQuote('XYZ789')]);
    expect(a).toEqual({ ok: true, value: 'quote ABC123' });
    expect(b).toEqual({ ok: true, value: 'quote XYZ789' });
    expect(calls).toEqual([['ABC123'], ['XYZ789']]);
    expect(loads).toBe(1);
  });

  it('answers Unavailable, never throws, when the adapter cannot load, and tries the load again on the next call', async () => {
    const calls: unknown[][] = [];
    let loads = 0;
    const { api, preload } = lazyRelomoveApi(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('chunk lost')) : Promise.resolve(fakeApi(calls));
    });
    const first = await api.viewQuote('ABC123');
    expect(first.ok).toBe(false);
    if (!first.ok) expect(first.error.kind).toBe('Unavailable');
    await expect(preload()).resolves.toBeUndefined();
    expect(await api.viewQuote('ABC123')).toEqual({ ok: true, value: 'quote ABC123' });
    expect(loads).toBe(2);
  });

  it('is not a promise: awaiting or resolving the api itself gives the api back, not a call', async () => {
    const { api } = lazyRelomoveApi(() => Promise.resolve(fakeApi([])));
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(api)).toBe(api);
  });
});
