import 'reflect-metadata';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Container } from 'inversify';
import { errAsync, ResultAsync } from 'neverthrow';
import type { Logger } from 'pino';
import { applicationModules } from '../../../application/application.module';
import { Clock } from '../../../application/ports/clock';
import type { ServerConfig } from '../../config/config';
import { quoteLinkKey } from '../../config/secrets';
import { type Database, openDatabase } from '../../persistence/database';
import { loadReferenceData, referenceDataModule } from '../../reference-data/reference-data.module';
import { SystemClock } from '../../system/system-clock';
import { type AccessLog, loggerAccessLog } from './access-log';
import { AnswerCache } from './answer-cache';
import { type App, createApp } from './app';
import { accountsGroup } from './composition/accounts';
import { analyticsGroup } from './composition/analytics';
import type { EndpointGroup, ServerParts } from './composition/group';
import { quoteChangesGroup } from './composition/quote-changes';
import { docsGroup, quotesGroup } from './composition/quotes';
import { referenceGroup } from './composition/reference';
import { staffGroup } from './composition/staff';
import { uiGroup } from './composition/ui';
import { CITY_SEARCH_ANSWERS } from './routes/reference';

export interface Server {
  app: App;
  /**
   * Answers a request from the kept city search answers straight on Node's response (same headers and
   * access line as the app), or returns false to let the app answer it. main.ts puts it in front of the app.
   */
  serveKept(req: IncomingMessage, res: ServerResponse): boolean;
  database: Database;
  close(): Promise<void>;
}

/** The endpoint groups, in order; each binds its adapters and registers its routes (composition/). */
export const ENDPOINT_GROUPS: readonly EndpointGroup[] = [
  quotesGroup,
  accountsGroup,
  referenceGroup,
  quoteChangesGroup,
  analyticsGroup,
  staffGroup,
  uiGroup,
  docsGroup,
];

/** Wires the adapters to the use cases and the routes. Tests call this with their own database and clock. */
export async function assembleServer(given: ServerParts): Promise<Server> {
  const answers = given.answers ?? new AnswerCache(CITY_SEARCH_ANSWERS);
  const parts: ServerParts = { ...given, answers };
  const container = new Container();
  container.bind<Clock>(Clock).toConstantValue(parts.clock);
  container.load(referenceDataModule(parts.reference), ...applicationModules);
  for (const group of ENDPOINT_GROUPS) group.bind(container, parts);
  for (const group of ENDPOINT_GROUPS) await group.start?.(container, parts);

  const resolveViewer = ENDPOINT_GROUPS.find((g) => g.viewerResolver)?.viewerResolver?.(container, parts);
  const app = createApp({
    logger: parts.logger,
    resolveViewer,
    ...(parts.accessLog ? { accessLog: parts.accessLog } : {}),
  });
  for (const group of ENDPOINT_GROUPS) group.routes(app, container, parts);
  const accessLog = parts.accessLog ?? loggerAccessLog(parts.logger);
  return {
    app,
    database: parts.database,
    serveKept: (req, res) => answers.serveOnNode(req, res, accessLog),
    close: () => parts.database.close(),
  };
}

export type StartupError = { kind: 'StartupFailed'; message: string };

/** The production wiring: the configured database, the reference data, the system clock. */
export function startServer(
  config: ServerConfig,
  logger: Logger,
  accessLog?: AccessLog,
): ResultAsync<Server, StartupError> {
  const clock = new SystemClock(config.businessTimeZone);
  const database = openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  ).mapErr((e) => ({ kind: 'StartupFailed' as const, message: `${e.kind}: ${e.message}` }));
  // Read at the same time as the database opens: PGlite waits on its files and compiles its WebAssembly
  // off the main thread meanwhile (issue 9, start time).
  const reference = loadReferenceData(Number(clock.today().slice(0, 4))).mapErr((e) => ({
    kind: 'StartupFailed' as const,
    message: `${e.source}: ${e.message}`,
  }));
  return ResultAsync.fromSafePromise(Promise.all([database, reference])).andThen(([opened, loaded]) => {
    if (opened.isErr()) return errAsync<Server, StartupError>(opened.error);
    const db = opened.value;
    if (loaded.isErr()) return closeThenFail<Server>(db, loaded.error);
    try {
      const key = quoteLinkKey(config.quoteLinkSecret, join(config.dataDir, 'secrets', 'quote-link.key'));
      return ResultAsync.fromSafePromise(
        assembleServer({
          database: db,
          reference: loaded.value,
          logger,
          clock,
          quoteLinkKey: key,
          botChecks: config.botChecks,
          dataDir: config.databaseUrl ? null : config.dataDir,
          demoUsers: config.demoUsers,
          publicSiteUrl: config.publicSiteUrl,
          ...(accessLog ? { accessLog } : {}),
        }),
      );
    } catch (e) {
      return closeThenFail<Server>(db, { kind: 'StartupFailed', message: (e as Error).message });
    }
  });
}

/** Closes the database before reporting a later startup failure, so the data folder is not left locked. */
function closeThenFail<T>(db: Database, error: StartupError): ResultAsync<T, StartupError> {
  return ResultAsync.fromSafePromise(db.close()).andThen(() => errAsync<T, StartupError>(error));
}
