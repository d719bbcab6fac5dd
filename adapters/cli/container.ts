import 'reflect-metadata';
import { join } from 'node:path';
import { Container } from 'inversify';
import { applicationModules } from '../../application/application.module';
import { CityDirectory } from '../../application/ports/city-directory';
import { Clock } from '../../application/ports/clock';
import { PasswordHasher } from '../../application/ports/password-hasher';
import { QuoteIdCipher } from '../../application/ports/quote-id-cipher';
import { QuoteRepository } from '../../application/ports/quote-repository';
import { QuoteTimestamps } from '../../application/ports/quote-timestamps';
import { RateCardSource } from '../../application/ports/rate-card-source';
import { ServiceCenterDirectory } from '../../application/ports/service-center-directory';
import { UserRepository } from '../../application/ports/user-repository';
import { FindServiceCentersNear } from '../../application/reference/find-service-centers-near';
import { LookupQuotes } from '../../application/staff/lookup-quotes';
import { PriceMove } from '../../application/staff/price-move';
import { readConfig } from '../http/server/config';
import { quoteLinkKey } from '../http/server/secrets';
import { type Database, type DatabaseConfig, openDatabase } from '../persistence/database';
import { PgQuoteTimestamps } from '../persistence/pg-quote-timestamps';
import { PgUserRepository } from '../persistence/pg-user-repository';
import { quoteRepositoryFor } from '../persistence/single-writer-quote-repository';
import { loadReferenceData, referenceDataModule } from '../reference-data/reference-data.module';
import { AesQuoteIdCipher } from '../system/aes-quote-id-cipher';
import { ScryptPasswordHasher } from '../system/scrypt-password-hasher';
import { SystemClock } from '../system/system-clock';
import type { CliContext, ReferenceTools, StoreTools } from './context';
import { CliFailure, type CliIo, ExitCode } from './io';

/** Where the CLI's data is: the same settings as the server's (DATA_DIR, DATABASE_URL, QUOTE_LINK_SECRET). */
export interface CliStoreSettings {
  database: DatabaseConfig | (() => Promise<Database>);
  /** The key of QuoteIdEncrypted links; a function so it is read (or made) only when the database is used. */
  quoteLinkKey: () => Buffer;
  /** For messages: where the data is. */
  label: string;
}

/** The store settings from the environment, exactly as the server reads them (adapters/http/server/config.ts). */
export function storeSettingsFromEnv(env: Record<string, string | undefined>): CliStoreSettings {
  const config = readConfig(env);
  if (config.isErr()) {
    const lines = config.error.join('; ');
    const fail = () => {
      throw new CliFailure(`Configuration error: ${lines}`, ExitCode.Usage);
    };
    return {
      database: async () => fail() as never,
      quoteLinkKey: () => fail() as never,
      label: 'unconfigured',
    };
  }
  const c = config.value;
  const pgliteDir = join(c.dataDir, 'pglite');
  return {
    database: c.databaseUrl
      ? { kind: 'postgres', url: c.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDir },
    quoteLinkKey: () => quoteLinkKey(c.quoteLinkSecret, join(c.dataDir, 'secrets', 'quote-link.key')),
    label: c.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir}`,
  };
}

/**
 * The CLI's composition root: the reference data, the database and the application's use cases, each
 * made on first use. Tests pass their own clock and store settings.
 */
export function cliContext(io: CliIo, store: CliStoreSettings, clock: Clock = new SystemClock()): CliContext {
  let container: Promise<Container> | null = null;
  let stored: Promise<StoreTools> | null = null;
  let database: Database | null = null;

  const referenceContainer = (): Promise<Container> => {
    container ??= loadReferenceData(Number(clock.today().slice(0, 4))).match(
      (data) => {
        const c = new Container();
        c.bind<Clock>(Clock).toConstantValue(clock);
        c.load(referenceDataModule(data), ...applicationModules);
        return c;
      },
      (e) => {
        throw new CliFailure(
          `Reference data could not be loaded (${e.source}): ${e.message}`,
          ExitCode.Refused,
        );
      },
    );
    return container;
  };

  const referenceTools = (c: Container): ReferenceTools => ({
    priceMove: c.get(PriceMove),
    findCentersNear: c.get(FindServiceCentersNear),
    stations: c.get(ServiceCenterDirectory),
    cities: c.get(CityDirectory),
    rateCards: c.get(RateCardSource),
  });

  const openStore = async (): Promise<StoreTools> => {
    const c = await referenceContainer();
    const opened =
      typeof store.database === 'function'
        ? await store.database()
        : await openDatabase(store.database).match(
            (db) => db,
            (e) => {
              const hint =
                e.kind === 'DataDirLocked'
                  ? ' While the server runs on PGlite, it owns the data: use --api URL --token T, or stop the server first.'
                  : '';
              throw new CliFailure(`The database cannot be opened: ${e.message}${hint}`, ExitCode.Refused);
            },
          );
    database = opened;
    c.bind<QuoteRepository>(QuoteRepository).toConstantValue(quoteRepositoryFor(opened, () => clock.nowMs()));
    c.bind<QuoteTimestamps>(QuoteTimestamps).toConstantValue(new PgQuoteTimestamps(opened.db));
    c.bind<QuoteIdCipher>(QuoteIdCipher).toConstantValue(new AesQuoteIdCipher(store.quoteLinkKey()));
    c.bind<UserRepository>(UserRepository).toConstantValue(new PgUserRepository(opened.db));
    c.bind<PasswordHasher>(PasswordHasher).toConstantValue(new ScryptPasswordHasher());
    return {
      ...referenceTools(c),
      databaseLabel: store.label,
      quotes: c.get(QuoteRepository),
      cipher: c.get(QuoteIdCipher),
      users: c.get(UserRepository),
      hasher: c.get(PasswordHasher),
      lookupQuotes: c.get(LookupQuotes),
    };
  };

  return {
    io,
    clock,
    reference: async () => referenceTools(await referenceContainer()),
    store: () => {
      stored ??= openStore();
      return stored;
    },
    close: async () => {
      if (database && typeof store.database !== 'function') await database.close();
      database = null;
    },
  };
}
