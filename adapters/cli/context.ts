import type { CityDirectory } from '../../application/ports/city-directory';
import type { Clock } from '../../application/ports/clock';
import type { PasswordHasher } from '../../application/ports/password-hasher';
import type { QuoteIdCipher } from '../../application/ports/quote-id-cipher';
import type { QuoteRepository } from '../../application/ports/quote-repository';
import type { RateCardSource } from '../../application/ports/rate-card-source';
import type { ServiceCenterDirectory } from '../../application/ports/service-center-directory';
import type { UserRepository } from '../../application/ports/user-repository';
import type { FindServiceCentersNear } from '../../application/reference/find-service-centers-near';
import type { LookupQuotes } from '../../application/staff/lookup-quotes';
import type { PriceMove } from '../../application/staff/price-move';
import type { CliIo } from './io';

/** What needs only the reference data (cities, service centers, rate cards): no database is opened. */
export interface ReferenceTools {
  priceMove: PriceMove;
  findCentersNear: FindServiceCentersNear;
  stations: ServiceCenterDirectory;
  cities: CityDirectory;
  rateCards: RateCardSource;
}

/** What works on the stored quotes and accounts: the database, opened on first use. */
export interface StoreTools extends ReferenceTools {
  /** 'PGlite in ./data/pglite' or 'PostgreSQL (DATABASE_URL)', for messages. */
  databaseLabel: string;
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  users: UserRepository;
  hasher: PasswordHasher;
  lookupQuotes: LookupQuotes;
}

/**
 * Everything a command may use, made on first use: loading reference data takes a moment and opening
 * the database takes its lock, so `relomove price` never touches the database. Both reject with a
 * CliFailure that says what to do (for example, that the server holds the PGlite data folder).
 */
export interface CliContext {
  io: CliIo;
  clock: Clock;
  reference(): Promise<ReferenceTools>;
  store(): Promise<StoreTools>;
  /** Closes what was opened. runCli calls it once, after the command. */
  close(): Promise<void>;
}
