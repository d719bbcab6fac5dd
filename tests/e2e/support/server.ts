import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real product as a newcomer runs it (the built UI must exist: `npm run build:ui`), on a free port
 * with a throwaway data folder, so each test file starts from an empty database with the demo accounts.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'relomove-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'adapters/http/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${stderr}`))),
  );
  // Wait for readiness: poll the health endpoint until it answers (no fixed sleeps).
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await Promise.race([ready, exited]);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerWithDatabase extends RunningServer {
  /** The database goes away under the running server (closed, as when its disk or connection is lost). */
  loseDatabase(): Promise<void>;
}

/**
 * The real product's wiring (adapters/http/server/container.ts startServer, the same configuration as
 * `npm start`), run in this process so that a test can take its database away while it runs: nothing in
 * the product is switched or faked. City search, the UI and the A/B arms keep working from memory; storing
 * a quote fails, which the server answers with the §4 ServiceError result.
 */
export async function startServerWithDatabase(): Promise<ServerWithDatabase> {
  const [{ serve }, { default: pino }, { readConfig }, { startServer: startRelomove }] = await Promise.all([
    import('@hono/node-server'),
    import('pino'),
    import('../../../adapters/config/config'),
    import('../../../adapters/http/server/container'),
  ]);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'relomove-e2e-'));
  const config = readConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir })._unsafeUnwrap();
  const started = await startRelomove(config, pino({ level: 'silent' }));
  const server = started._unsafeUnwrap();
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: server.app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolve(listening),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    loseDatabase: () => server.database.close(),
    async stop() {
      await new Promise((resolve) => http.close(resolve));
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
