/** `npm start`: the /api server on http://localhost:3000 (PORT), with embedded PostgreSQL unless DATABASE_URL. */
import pino from 'pino';
import { readConfig } from '../../config/config';
import { pinoAccessLog } from './access-log';
import { startServer } from './container';
import { createNodeListener } from './node-listener';

const config = readConfig(process.env);
if (config.isErr()) {
  for (const line of config.error) process.stderr.write(`Configuration error: ${line}\n`);
  process.exit(2);
}
const settings = config.value;
// Buffered, asynchronous writes: a synchronous write per request line costs more than a city search.
// The buffer is flushed on shutdown; on a crash the last few lines may be lost (docs/operations.md).
const base = { service: 'relomove' };
const destination = pino.destination({ sync: false, minLength: 4096 });
const logger = pino({ level: settings.logLevel, base }, destination);

// The one line every request writes goes straight to the same stream, in pino's format (access-log.ts).
const started = await startServer(settings, logger, pinoAccessLog(logger, destination, base));
if (started.isErr()) {
  logger.fatal({ reason: started.error.message }, 'the server could not start');
  logger.flush();
  process.exit(1);
}
const server = started.value;
const http = createNodeListener(server);
http.listen(settings.port, settings.host, () => {
  logger.info(
    {
      url: `http://localhost:${settings.port}`,
      database: settings.databaseUrl ? 'postgresql' : `pglite (${settings.dataDir}/pglite)`,
      botChecks: settings.botChecks ? 'on' : 'off',
    },
    'Relomove is listening',
  );
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  http.close();
  await server.close();
  logger.flush();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
