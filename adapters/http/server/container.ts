import 'reflect-metadata';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostname, userInfo } from 'node:os';
import { join } from 'node:path';
import { Container } from 'inversify';
import { errAsync, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { Logger } from 'pino';
import { applicationModules } from '../../../application/application.module';
import { Clock } from '../../../application/ports/clock';
import type { ServerConfig } from '../../config/config';
import { quoteLinkKey } from '../../config/secrets';
import {
  beginOpening,
  configuredDatabase,
  type Database,
  type DatabaseError,
  type OpeningDatabase,
} from '../../persistence/database';
import { newOperatorToken } from '../../persistence/server-control-file';
import { loadReferenceData, referenceDataModule } from '../../reference-data/reference-data.module';
import { SystemClock } from '../../system/system-clock';
import { type AccessLog, loggerAccessLog } from './access-log';
import { AnswerCache } from './answer-cache';
import { type App, createApp } from './app';
import { accountsGroup } from './composition/accounts';
import { analyticsGroup } from './composition/analytics';
import type { EndpointGroup, ServerParts } from './composition/group';
import { inspectionGroup } from './composition/inspection';
import { messagePreferencesGroup } from './composition/message-preferences';
import { moveStreamGroup } from './composition/move-stream';
import { notificationsGroup } from './composition/notifications';
import { paymentsGroup } from './composition/payments';
import { placeMappingsGroup } from './composition/place-mappings';
import { quoteChangesGroup } from './composition/quote-changes';
import { docsGroup, quotesGroup } from './composition/quotes';
import { referenceGroup } from './composition/reference';
import { reservationsGroup } from './composition/reservations';
import { scheduleGroup } from './composition/schedule';
import { shipmentsGroup } from './composition/shipments';
import { siteFilesGroup } from './composition/site-files';
import { staffGroup } from './composition/staff';
import { surveysGroup } from './composition/surveys';
import { uiGroup } from './composition/ui';
import { CITY_SEARCH_ANSWERS } from './routes/reference';
import { TrustedProxies } from './trusted-proxies';

export interface Server {
  app: App;
  /**
   * Answers a request from the kept city search answers straight on Node's response (same headers and
   * access line as the app), or returns false to let the app answer it. main.ts puts it in front of the app.
   */
  serveKept(req: IncomingMessage, res: ServerResponse): boolean;
  database: Database;
  /**
   * Issue 26: the operator token main.ts writes to DATA_DIR's control file (embedded server only), so the
   * staff CLI at this machine goes through this server; null with PostgreSQL.
   */
  operatorToken: string | null;
  close(): Promise<void>;
}

/** The endpoint groups, in order; each binds its adapters and registers its routes (composition/). */
export const ENDPOINT_GROUPS: readonly EndpointGroup[] = [
  quotesGroup,
  accountsGroup,
  referenceGroup,
  placeMappingsGroup,
  quoteChangesGroup,
  analyticsGroup,
  staffGroup,
  paymentsGroup,
  reservationsGroup,
  scheduleGroup,
  shipmentsGroup,
  moveStreamGroup,
  notificationsGroup,
  messagePreferencesGroup,
  surveysGroup,
  inspectionGroup,
  siteFilesGroup,
  uiGroup,
  docsGroup,
];

/** Wires the adapters to the use cases and the routes. Tests call this with their own database and clock. */
export async function assembleServer(given: ServerParts): Promise<Server> {
  const wired = wireServer(given);
  await wired.start();
  return wired.server;
}

/**
 * Binds every group and registers every route, without a query (a use case reaches the database only
 * when a request comes), so it can run while the database still opens; `start` then runs the groups'
 * start steps (seeding demo accounts), which need the database.
 */
function wireServer(given: ServerParts): { server: Server; start(): Promise<void> } {
  const answers = given.answers ?? new AnswerCache(CITY_SEARCH_ANSWERS);
  const parts: ServerParts = { ...given, answers };
  const container = new Container();
  container.bind<Clock>(Clock).toConstantValue(parts.clock);
  container.load(referenceDataModule(parts.reference), ...applicationModules);
  for (const group of ENDPOINT_GROUPS) group.bind(container, parts);

  const resolveViewer = ENDPOINT_GROUPS.find((g) => g.viewerResolver)?.viewerResolver?.(container, parts);
  const app = createApp({
    logger: parts.logger,
    resolveViewer,
    trustProxy: new TrustedProxies(parts.trustProxy ?? []),
    ...(parts.accessLog ? { accessLog: parts.accessLog } : {}),
    ...(parts.operator ? { operator: parts.operator } : {}),
  });
  for (const group of ENDPOINT_GROUPS) group.routes(app, container, parts);
  const accessLog = parts.accessLog ?? loggerAccessLog(parts.logger);
  return {
    server: {
      app,
      database: parts.database,
      operatorToken: parts.operator?.token ?? null,
      serveKept: (req, res) => answers.serveOnNode(req, res, accessLog),
      close: async () => {
        for (const group of ENDPOINT_GROUPS) await group.stop?.(container, parts).catch(() => undefined);
        await parts.database.close();
      },
    },
    async start() {
      for (const group of ENDPOINT_GROUPS) await group.start?.(container, parts);
    },
  };
}

export type StartupError = { kind: 'StartupFailed'; message: string };

/**
 * The production wiring: the configured database, the reference data, the system clock. The database
 * opens (or is already opening: main.ts starts it first) while the reference data loads and the routes
 * are wired; the groups' start steps run once it is open and migrated (issue 9, start time).
 */
export function startServer(
  config: ServerConfig,
  logger: Logger,
  accessLog?: AccessLog,
  opening: Result<OpeningDatabase, DatabaseError> = beginOpening(configuredDatabase(config)),
): ResultAsync<Server, StartupError> {
  if (opening.isErr()) return errAsync(startupFailed(opening.error));
  const { database, ready } = opening.value;
  const clock = new SystemClock(config.businessTimeZone, config.sandboxClockStart);
  return loadReferenceData(Number(clock.today().slice(0, 4)))
    .mapErr((e): StartupError => ({ kind: 'StartupFailed', message: `${e.source}: ${e.message}` }))
    .andThen((reference) => {
      try {
        const key = quoteLinkKey(config.quoteLinkSecret, join(config.dataDir, 'secrets', 'quote-link.key'));
        return okAsync(
          wireServer({
            database,
            reference,
            logger,
            clock,
            quoteLinkKey: key,
            botChecks: config.botChecks,
            dataDir: config.databaseUrl ? null : config.dataDir,
            demoUsers: config.demoUsers,
            demoQuotes: config.demoUsers,
            publicSiteUrl: config.publicSiteUrl,
            smtp: config.smtpUrl === null ? null : { url: config.smtpUrl, from: config.mailFrom },
            trustProxy: config.trustProxy,
            ...(accessLog ? { accessLog } : {}),
            // Issue 26: a fresh operator token at each start of the embedded server (none with PostgreSQL).
            ...(config.databaseUrl
              ? {}
              : { operator: { token: newOperatorToken(), fallbackName: serverUser() } }),
          }),
        );
      } catch (e) {
        return errAsync<never, StartupError>({ kind: 'StartupFailed', message: (e as Error).message });
      }
    })
    .orElse((error) => closeThenFail<ReturnType<typeof wireServer>>(database, error))
    .andThen((wired) =>
      ready
        .mapErr(startupFailed)
        .andThen(() => ResultAsync.fromSafePromise(wired.start()))
        .map(() => wired.server),
    );
}

/** The server's own user and machine, 'user@host', as the CLI names its operator without RELOMOVE_OPERATOR. */
function serverUser(): string {
  try {
    return `${userInfo().username}@${hostname()}`;
  } catch {
    return `operator@${hostname()}`;
  }
}

function startupFailed(error: DatabaseError): StartupError {
  return { kind: 'StartupFailed', message: `${error.kind}: ${error.message}` };
}

/** Closes the database before reporting a later startup failure, so the data folder is not left locked. */
function closeThenFail<T>(db: Database, error: StartupError): ResultAsync<T, StartupError> {
  return ResultAsync.fromSafePromise(db.close().catch(() => undefined)).andThen(() =>
    errAsync<T, StartupError>(error),
  );
}
