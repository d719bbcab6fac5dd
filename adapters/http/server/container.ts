import 'reflect-metadata';
import { join } from 'node:path';
import { Container } from 'inversify';
import { sql } from 'kysely';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Logger } from 'pino';
import { applicationModules } from '../../../application/application.module';
import { BotCheckSettings, CaptchaVerifier } from '../../../application/ports/captcha-verifier';
import { Clock } from '../../../application/ports/clock';
import { QuoteIdCipher } from '../../../application/ports/quote-id-cipher';
import { QuoteRepository } from '../../../application/ports/quote-repository';
import { CreateQuote } from '../../../application/quotes/create-quote';
import { ViewQuote } from '../../../application/quotes/view-quote';
import { AltchaCaptchaVerifier } from '../../captcha/altcha-captcha-verifier';
import { type Database, openDatabase } from '../../persistence/database';
import { PgQuoteRepository } from '../../persistence/pg-quote-repository';
import {
  loadReferenceData,
  type ReferenceData,
  referenceDataModule,
} from '../../reference-data/reference-data.module';
import { AesQuoteIdCipher } from '../../system/aes-quote-id-cipher';
import { SystemClock } from '../../system/system-clock';
import { type App, createApp } from './app';
import type { ServerConfig } from './config';
import { registerDocs } from './routes/docs';
import { registerHealthRoutes } from './routes/health';
import { registerQuoteRoutes } from './routes/quotes';
import { quoteLinkKey } from './secrets';

export interface Server {
  app: App;
  database: Database;
  close(): Promise<void>;
}

export interface ServerParts {
  database: Database;
  reference: ReferenceData;
  logger: Logger;
  clock: Clock;
  quoteLinkKey: Buffer;
  botChecks: boolean;
  captcha?: CaptchaVerifier;
}

/** Wires the adapters to the use cases and the routes. Tests call this with their own database and clock. */
export function assembleServer(parts: ServerParts): Server {
  const container = new Container();
  container.bind<Clock>(Clock).toConstantValue(parts.clock);
  container.bind<QuoteRepository>(QuoteRepository).toConstantValue(new PgQuoteRepository(parts.database.db));
  container.bind<QuoteIdCipher>(QuoteIdCipher).toConstantValue(new AesQuoteIdCipher(parts.quoteLinkKey));
  container
    .bind<CaptchaVerifier>(CaptchaVerifier)
    .toConstantValue(parts.captcha ?? new AltchaCaptchaVerifier());
  container.bind<BotCheckSettings>(BotCheckSettings).toConstantValue({ enabled: parts.botChecks });
  container.load(referenceDataModule(parts.reference), ...applicationModules);

  const app = createApp({ logger: parts.logger });
  registerHealthRoutes(app, () =>
    sql`select 1`
      .execute(parts.database.db)
      .then(() => true)
      .catch(() => false),
  );
  registerQuoteRoutes(app, { createQuote: container.get(CreateQuote), viewQuote: container.get(ViewQuote) });
  registerDocs(app);
  return { app, database: parts.database, close: () => parts.database.close() };
}

export type StartupError = { kind: 'StartupFailed'; message: string };

/** The production wiring: the configured database, the reference data, the system clock. */
export function startServer(config: ServerConfig, logger: Logger): ResultAsync<Server, StartupError> {
  const clock = new SystemClock(config.businessTimeZone);
  const database = openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  ).mapErr((e) => ({ kind: 'StartupFailed' as const, message: `${e.kind}: ${e.message}` }));
  return database.andThen((db) =>
    loadReferenceData(Number(clock.today().slice(0, 4)))
      .mapErr((e) => ({ kind: 'StartupFailed' as const, message: `${e.source}: ${e.message}` }))
      .orElse((e) => closeThenFail<ReferenceData>(db, e))
      .andThen((reference) => {
        try {
          const key = quoteLinkKey(config.quoteLinkSecret, join(config.dataDir, 'secrets', 'quote-link.key'));
          return okAsync<Server, StartupError>(
            assembleServer({
              database: db,
              reference,
              logger,
              clock,
              quoteLinkKey: key,
              botChecks: config.botChecks,
            }),
          );
        } catch (e) {
          return closeThenFail<Server>(db, { kind: 'StartupFailed', message: (e as Error).message });
        }
      }),
  );
}

/** Closes the database before reporting a later startup failure, so the data folder is not left locked. */
function closeThenFail<T>(db: Database, error: StartupError): ResultAsync<T, StartupError> {
  return ResultAsync.fromSafePromise(db.close()).andThen(() => errAsync<T, StartupError>(error));
}
