import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

/** The browser and the real server of one test file: started before its tests, stopped after them. */
export interface ProductUnderTest {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** Registers the file's beforeAll/afterAll that start and stop Chromium and the built server. */
export function productUnderTest(): ProductUnderTest {
  const parts: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    parts.browser = await launchBrowser();
    parts.server = await startServer();
  });
  afterAll(async () => {
    await parts.server?.stop();
    await parts.browser?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is not started yet (use it inside a test)`);
    return value;
  };
  return {
    get server() {
      return started(parts.server, 'server');
    },
    get browser() {
      return started(parts.browser, 'browser');
    },
  };
}

/** '$3,138.59' -> 313859 and '-$100.00' -> -10000 (cents), read off the page as a person reads it. */
export const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
