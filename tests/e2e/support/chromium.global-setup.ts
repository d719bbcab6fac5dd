/**
 * vitest globalSetup of the browser tests (vitest.e2e.config.ts): one Chromium for the whole run, started
 * before the first file and stopped after the last. Each file connects to it (launchBrowser in browser.ts)
 * instead of starting a Chromium of its own: every test still gets a fresh context (its own cookies, storage
 * and cache), which is what isolates browser tests from each other. Starting Chromium once instead of once
 * per file saves a start (about 1 s of wall time and of CPU on the 2-core CI machine) per file
 * (docs/performance.md, "Suite time, 2026-11-26 (second cut)").
 */
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's WebSocket endpoint (playwright's BrowserServer). */
    chromiumEndpoint: string;
  }
}

let server: BrowserServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  project.provide('chromiumEndpoint', server.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await server?.close();
}
