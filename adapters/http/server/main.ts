/** `npm start`: the /api server on http://localhost:3000 (PORT), with embedded PostgreSQL unless DATABASE_URL. */
import { writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../../config/config';
import { beginOpening, configuredDatabase, describeUrl } from '../../persistence/database';
import { writeServerControl } from '../../persistence/server-control-file';
import { createNodeListener } from './node-listener';
import { readyLine } from './ready-line';
import { openServerLog } from './server-log';

const config = readConfig(process.env);
if (config.isErr()) {
  for (const line of config.error) process.stderr.write(`Configuration error: ${line}\n`);
  process.exit(2);
}
const settings = config.value;
// The database first: opening PGlite is the longest step of a start, and much of it is waiting, during
// which the rest of the server loads (a separate chunk of the bundle), reads its reference data and wires
// its routes (container.ts). Issue 9, start time.
const opening = beginOpening(configuredDatabase(settings));
const { startServer } = await import('./container');
// Pretty lines on a terminal, JSON lines otherwise; start-up lines wait for the ready line (server-log.ts).
const log = await openServerLog(settings.logLevel, Boolean(process.stdout.isTTY));
const { logger } = log;

const started = await startServer(settings, logger, log.accessLog, opening);
if (started.isErr()) {
  log.release();
  logger.fatal({ reason: started.error.message }, 'the server could not start');
  log.flush();
  process.exit(1);
}
const server = started.value;
/** Issue 26: DATA_DIR's control file while the server listens (embedded server only), removed at a clean stop. */
let control: ReturnType<typeof writeServerControl> | null = null;
// The kept city search answers first, then the app; malformed and stalled requests answered in JSON.
const http = createNodeListener(server);
http.once('error', (error: NodeJS.ErrnoException) => {
  log.release();
  const reason =
    error.code === 'EADDRINUSE'
      ? `port ${settings.port} is in use by another program; stop it or set PORT`
      : error.message;
  logger.fatal({ reason }, 'the server could not listen');
  log.flush();
  void server.close().then(() => process.exit(1));
});
http.listen(settings.port, settings.host, () => {
  const { port } = http.address() as AddressInfo;
  // The first line a person sees, written at once (not through the log's buffer), then the held log lines.
  const line = readyLine({
    port,
    host: settings.host,
    pgliteDir: settings.databaseUrl ? null : `${settings.dataDir.replace(/\/+$/, '')}/pglite`,
    postgres: settings.databaseUrl ? describeUrl(settings.databaseUrl) : null,
    demoUsers: settings.demoUsers,
  });
  writeSync(1, `${line}\n`);
  log.release();
  if (server.operatorToken !== null) {
    try {
      control = writeServerControl(settings.dataDir, {
        url: `http://${loopbackHost(settings.host)}:${port}`,
        token: server.operatorToken,
        now: new Date(),
      });
    } catch (error) {
      logger.warn(
        { reason: (error as Error).message },
        'the control file for the staff CLI could not be written; relomove needs --api and a token',
      );
    }
  }
  logger.info(
    {
      url: `http://localhost:${port}`,
      database: settings.databaseUrl ? 'postgresql' : `pglite (${settings.dataDir}/pglite)`,
      botChecks: settings.botChecks ? 'on' : 'off',
      // Issue 25: a SANDBOX server whose clock was started elsewhere in time says so in its first line.
      ...(settings.sandboxClockStart === null
        ? {}
        : { sandboxClock: `started at ${new Date(settings.sandboxClockStart).toISOString()}` }),
    },
    'Relomove is listening',
  );
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  control?.remove();
  http.close();
  await server.close();
  log.flush();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

/** Where a CLI on this machine reaches a server listening on `host`: loopback for the wildcard addresses. */
function loopbackHost(host: string): string {
  if (host === '' || host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
