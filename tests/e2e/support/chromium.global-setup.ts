/**
 * vitest globalSetup of the browser tests (vitest.e2e.config.ts): one Chromium for the whole run, started
 * before the first file and stopped after the last. Each file connects to it (launchBrowser in browser.ts)
 * instead of starting a Chromium of its own: every test still gets a fresh context (its own cookies, storage
 * and cache), which is what isolates browser tests from each other. Starting Chromium once instead of once
 * per file saves a start (about 1 s of wall time and of CPU on the 2-core CI machine) per file
 * (docs/performance.md, "Suite time, 2026-11-26 (second cut)").
 *
 * The files reach it over the Chrome DevTools Protocol on a loopback port of its own (connectOverCDP), so each
 * file's Playwright talks to Chromium directly. Through Playwright's browser server (launchServer) every message
 * of every file, screenshots included, went through this main process, which spent 11 s of CPU relaying them
 * in one 80 s file (docs/performance.md, "Sixteenth session"). Chromium is launched as launchServer launched
 * it (Playwright's own switches, headless, the flags of browser.ts), with the port added.
 */
import { type Browser, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../support/free-port';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's DevTools endpoint (http://127.0.0.1:<port>), for chromium.connectOverCDP. */
    chromiumEndpoint: string;
  }
}

let browser: Browser | undefined;

export async function setup(project: TestProject): Promise<void> {
  const port = await freePort();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1'],
    headless: true,
  });
  project.provide('chromiumEndpoint', `http://127.0.0.1:${port}`);
}

export async function teardown(): Promise<void> {
  await browser?.close();
}
