/**
 * vitest globalSetup of the browser tests (vitest.e2e.config.ts): the data folder a newcomer's first start
 * makes (PGlite database with every migration, the demo accounts, the secrets), made once per run by the real
 * server on an empty folder, then stopped. startServer() and startServerWithDatabase() (server.ts) give each
 * file a copy of it, so every file still starts from an empty database with the demo accounts, and the first
 * start on an empty folder is still run (here) — but once, not once per file: on the 2-core CI machine it
 * costs about 8 s of CPU (PGlite's initdb, the migrations, the demo passwords' hashes) where a copy costs
 * next to none (docs/performance.md, "Suite time, 2026-11-26 (second cut)").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a first start, stopped: copied for each server of the browser tests. */
    e2eDataFolder: string;
  }
}

let folder: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  folder = mkdtempSync(join(tmpdir(), 'relomove-e2e-first-start-'));
  const server = await startServerProcess({ DATA_DIR: folder });
  await server.stop();
  const { code, signal } = await server.exited;
  if (code !== 0)
    throw new Error(`the first start's server stopped with ${code ?? signal}: ${server.stderr()}`);
  project.provide('e2eDataFolder', folder);
}

export function teardown(): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
