import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';
import { startServerProcess } from '../../support/server-process';
import { TEST_NOW } from '../../support/test-today';
import { provided } from './provided';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway data folder: a copy of the run's first start (support/data-folder.global-setup.ts), an empty
 * database with the demo accounts, or an empty folder when there is none (the server then makes it).
 */
function freshDataFolder(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'relomove-e2e-'));
  const firstStart = provided('e2eDataFolder');
  if (firstStart) cpSync(firstStart, dataDir, { recursive: true });
  return dataDir;
}

/**
 * The real product as a newcomer runs it (the built UI must exist: `npm run build:ui`), on a free port
 * with a throwaway data folder, so each test file starts from an empty database with the demo accounts.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = freshDataFolder();
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  return {
    url: server.url,
    async stop() {
      await server.stop();
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
  const dataDir = freshDataFolder();
  const config = readConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SANDBOX_CLOCK: TEST_NOW,
  })._unsafeUnwrap();
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
