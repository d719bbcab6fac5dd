import { inject, type ProvidedContext } from 'vitest';

/**
 * What the browser tests' globalSetup provided (vitest.e2e.config.ts), or undefined outside a vitest run:
 * bench/ui.bench.ts starts its server and Chromium with these helpers from a plain `tsx` process, where vitest's
 * inject() throws.
 */
export function provided<K extends keyof ProvidedContext & string>(key: K): ProvidedContext[K] | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}
