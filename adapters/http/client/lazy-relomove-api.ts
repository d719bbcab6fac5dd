import type { ApiResult, RelomoveApi } from './relomove-api';

/**
 * A RelomoveApi whose real adapter (FetchRelomoveApi, with one method per §7 endpoint) is loaded on the
 * first call, or by `preload` once the page is idle, so that the client stays off the landing page's
 * JavaScript budget (issue 4) however many endpoints the product grows. Calls made meanwhile wait for it.
 *
 * Like every RelomoveApi it never throws: when the adapter cannot load (a chunk the network lost), the call
 * answers Unavailable and the next call tries the load again.
 */
export function lazyRelomoveApi(load: () => Promise<RelomoveApi>): {
  api: RelomoveApi;
  preload: () => Promise<void>;
} {
  let loading: Promise<RelomoveApi> | undefined;
  const adapter = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const unavailable: ApiResult<never> = {
    ok: false,
    error: { kind: 'Unavailable', message: 'The page could not load what it needs. Check your connection.' },
  };
  const api = new Proxy({} as RelomoveApi, {
    get(_target, name) {
      // Not a method of the API: keeps the object from looking like a promise (`then`) or an iterable.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        adapter().then(
          (real) => (real[name as keyof RelomoveApi] as (...a: unknown[]) => Promise<unknown>)(...args),
          () => unavailable,
        );
    },
  });
  return {
    api,
    preload: () =>
      adapter().then(
        () => undefined,
        () => undefined,
      ),
  };
}
