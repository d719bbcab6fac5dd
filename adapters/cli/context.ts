import type { ResultAsync } from 'neverthrow';
import type { AddUser, AddUserInput, AddUserOutput } from '../../application/accounts/add-user';
import type { ListUsers } from '../../application/accounts/list-users';
import type { SeedDemoUsers } from '../../application/accounts/seed-demo-users';
import type { Viewer } from '../../application/accounts/viewer';
import type { ReadOutbox, ReadOutboxError } from '../../application/notifications/read-outbox';
import type { ChargeMove } from '../../application/payments/charge-move';
import type { ReconcilePayments, ReconcileReport } from '../../application/payments/reconcile-payments';
import type { ViewMovePayments } from '../../application/payments/view-move-payments';
import type {
  DecidePlaceMapping,
  DecidePlaceMappingError,
} from '../../application/place-mappings/decide-place-mapping';
import type { ListPlaceMappings } from '../../application/place-mappings/list-place-mappings';
import type { StaffPlaceMappingsError } from '../../application/place-mappings/place-mapping-support';
import type { CityDirectory } from '../../application/ports/city-directory';
import type { Clock } from '../../application/ports/clock';
import type { PasswordHasher } from '../../application/ports/password-hasher';
import type { QuoteIdCipher } from '../../application/ports/quote-id-cipher';
import type { QuoteRepository } from '../../application/ports/quote-repository';
import type { RateCardChecker } from '../../application/ports/rate-card-checker';
import type { RateCardSource } from '../../application/ports/rate-card-source';
import type { RateCardVersions } from '../../application/ports/rate-card-versions';
import type { ServiceCenterDirectory } from '../../application/ports/service-center-directory';
import type {
  EmailTaken,
  StorageUnavailable,
  UserRepository,
  UserSummary,
} from '../../application/ports/user-repository';
import type { SeedDemoQuotes } from '../../application/quotes/seed-demo-quotes';
import type { CitySearchResult } from '../../application/reference/city-search-result';
import type {
  FindServiceCentersNear,
  ZipNotFound,
} from '../../application/reference/find-service-centers-near';
import type { CountReferrerArrivals } from '../../application/referrals/count-referrer-arrivals';
import type { SetDashboardType } from '../../application/reservations/set-dashboard-type';
import type { RecordShipmentEvent } from '../../application/shipments/record-shipment-event';
import type { SimulateShipment } from '../../application/shipments/simulate-shipment';
import type { ViewShipment } from '../../application/shipments/view-shipment';
import type { CompareRateCards } from '../../application/staff/compare-rate-cards';
import type { ExplainQuote, ExplainQuoteError, QuoteExplained } from '../../application/staff/explain-quote';
import type { LookupError, LookupOutput, LookupQuotes } from '../../application/staff/lookup-quotes';
import type {
  PricedMove,
  PriceMove,
  PriceMoveError,
  PriceMoveInput,
} from '../../application/staff/price-move';
import type {
  RecomputeOpenQuotes,
  RecomputeOpenQuotesError,
  RecomputeOpenQuotesOutput,
} from '../../application/staff/recompute-open-quotes';
import type {
  RecomputeQuote,
  RecomputeQuoteError,
  RecomputeQuoteInput,
  RecomputeQuoteOutput,
} from '../../application/staff/recompute-quote';
import type { ReadSurveys, ReadSurveysError, SurveyReport } from '../../application/surveys/read-surveys';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { PlaceMappingDecision, PlaceMappingStatus } from '../../domain/location/place-mapping';
import type { StationDetail } from '../../domain/quote/types';
import type { ReferrerCount } from '../../domain/referrals/referrers';
import type { DashboardType } from '../../domain/reservation/enums';
import type { OutboxListing } from '../http/client/relomove-api';
import type { StaffApi } from '../http/client/staff-api';
import type { HttpFailure } from '../http/contract/error-status';
import type { MovePaymentsResponse, TransitChargeResponse } from '../http/contract/move-payments';
import type { StaffPlaceMappingRow } from '../http/contract/place-mappings';
import type { DashboardTypeSetResponse } from '../http/contract/reservations';
import type {
  RecordShipmentEventResponse,
  ShipmentEventRequest,
  ShipmentResponse,
  SimulateShipmentResponse,
} from '../http/contract/shipments';
import type { CliIo } from './io';
import type { PropertyRunner } from './property-runner';

/** What needs only the reference data (cities, service centers, rate cards): no database is opened. */
export interface ReferenceTools {
  priceMove: PriceMove;
  findCentersNear: FindServiceCentersNear;
  stations: ServiceCenterDirectory;
  cities: CityDirectory;
  rateCards: RateCardSource;
  /** Every published rate card (effective dates), the server's rate-file check, and the sample-lane comparison. */
  rateCardVersions: RateCardVersions;
  rateCardChecker: RateCardChecker;
  compareRateCards: CompareRateCards;
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
  explainQuote: ExplainQuote;
  recomputeQuote: RecomputeQuote;
  recomputeOpenQuotes: RecomputeOpenQuotes;
  /**
   * Who is at the terminal, as the use cases see them: a staff member named by RELOMOVE_OPERATOR, or the
   * operating-system user and host. Whoever can run the CLI in process can read the database anyway.
   */
  operator: Viewer;
  addUser: AddUser;
  listUsers: ListUsers;
  /** Issue 12: a move's ledger, the Transit charge and the reconcile of every ledger with its processor. */
  viewMovePayments: ViewMovePayments;
  chargeMove: ChargeMove;
  reconcilePayments: ReconcilePayments;
  /** Issue 13: a move's shipment, staff recording its events, and the SANDBOX carrier feed. */
  viewShipment: ViewShipment;
  recordShipmentEvent: RecordShipmentEvent;
  simulateShipment: SimulateShipment;
  /** Issue 13: staff limit a move's dashboard (§3 DashboardType). */
  setDashboardType: SetDashboardType;
  /** Issue 14: the outbox (the message log of every move). */
  readOutbox: ReadOutbox;
  /** Issue 15: the post-delivery survey answers and their summary. */
  readSurveys: ReadSurveys;
  /** Issue 15: the indirect mapping requests and their review, and the budget-flow referrer counts. */
  listPlaceMappings: ListPlaceMappings;
  decidePlaceMapping: DecidePlaceMapping;
  countReferrerArrivals: CountReferrerArrivals;
  seedDemoUsers: SeedDemoUsers;
  seedDemoQuotes: SeedDemoQuotes;
}

/** Where the schema stands: applied migrations, those this relomove would add, those it does not know. */
export interface SchemaStatus {
  applied: string[];
  pending: string[];
  unknown: string[];
}

/** What a backup holds or a restore put back: rows per table, and the schema version. */
export interface DataSetSummary {
  file: string;
  /** The latest applied migration. */
  schema: string;
  tables: Record<string, number>;
}

/** A refusal or failure of a database operation, in one sentence that never quotes row values. */
export interface DatabaseAdminError {
  kind: string;
  message: string;
}

/**
 * The database as a whole, for `relomove db` (issue 5): its schema and a logical backup. Opened
 * without the schema check of store(), so that `db migrate` can bring an old schema up to date.
 * Implemented in adapters/persistence, bound in container.ts.
 */
export interface DatabaseAdmin {
  databaseLabel: string;
  /** 'pglite' (a data folder), 'pglite-memory' or 'postgres' (a shared server). */
  databaseKind: string;
  schema(): ResultAsync<SchemaStatus, DatabaseAdminError>;
  migrate(): ResultAsync<{ applied: string[]; schema: string }, DatabaseAdminError>;
  backup(file: string, options: { overwrite: boolean }): ResultAsync<DataSetSummary, DatabaseAdminError>;
  restore(file: string): ResultAsync<DataSetSummary, DatabaseAdminError>;
}

/** What the locator shows of a service center (GET /api/cities/service-centers/near), and how far it is. */
export interface NearbyCenter {
  station: StationDetail;
  miles: number;
  kilometers: number;
}

/**
 * The staff tools the desk commands use (`quote lookup`, `quote recompute <ref>`, `price`, `centers`),
 * wherever they run (issue 5 "Where it works"): in process on the use cases (the default), or through
 * the HTTP client against a running server (`--api URL --token T`). Both answer the application's own
 * types (money in cents), so a command renders the same output either way and never branches on mode.
 * A remote desk rejects with a CliFailure (one sentence, exit 1) when the server cannot be reached or
 * refuses the token; the answers below are the use cases' own.
 */
export interface StaffDesk {
  /** Where it works: the database label, or the server's address. */
  label: string;
  lookup(search: string): ResultAsync<LookupOutput, LookupError>;
  explain(reference: string): ResultAsync<QuoteExplained, ExplainQuoteError>;
  recompute(
    input: Omit<RecomputeQuoteInput, 'viewer'>,
  ): ResultAsync<RecomputeQuoteOutput, RecomputeQuoteError>;
  price(input: PriceMoveInput): ResultAsync<PricedMove, PriceMoveError>;
  centersNear(query: {
    zip: string;
    limit: number;
  }): ResultAsync<{ origin: CitySearchResult; serviceCenters: NearbyCenter[] }, ZipNotFound>;
  centersList(): ResultAsync<StationDetail[], never>;
  /** Issue 14 `relomove outbox`: the newest messages, optionally to one recipient or about one move. */
  outbox(filter: {
    to?: string;
    quoteId?: number;
    limit?: number;
  }): ResultAsync<OutboxListing, ReadOutboxError>;
  /** Issue 15 `relomove surveys`: the post-delivery answers given or changed since a day (YYYY-MM-DD, UTC). */
  surveys(filter: { since?: string }): ResultAsync<SurveyReport, ReadSurveysError>;
  /** Issue 15 `relomove mappings`: the indirect mapping requests of one status (or all). */
  placeMappings(filter: {
    status: PlaceMappingStatus | null;
    limit?: number;
  }): ResultAsync<{ rows: StaffPlaceMappingRow[]; limit: number }, StaffPlaceMappingsError>;
  /** Issue 15 `relomove mappings confirm|reject|withdraw`. */
  decidePlaceMapping(input: {
    id: number;
    decision: PlaceMappingDecision;
    note: string;
  }): ResultAsync<StaffPlaceMappingRow, DecidePlaceMappingError>;
  /** Issue 15 `relomove referrals`: arrivals per §5 budget-flow referrer since a day (or ever). */
  referrals(since: IsoDate | null): ResultAsync<ReferrerCount[], StaffPlaceMappingsError>;

  // Issue 26, "every staff command works while the site runs". A booked move's commands answer the staff
  // API's own answers (the contract's wire values: their --json is defined as that answer) and refuse with
  // what the server would answer (status, 'field - message' lines, reason): in process the use case's
  // result goes through the same toWire and httpFailure functions as the server's routes, so a command
  // prints the same in both modes by construction.
  /** `shipment show`: GET /api/shipments/{id} as staff see it. */
  shipment(quoteId: number): ResultAsync<ShipmentResponse, DeskRefusal>;
  /** `shipment event`: POST /api/staff/shipments/{id}/events (a fresh Idempotency-Key per run). */
  recordShipmentEvent(
    quoteId: number,
    event: ShipmentEventRequest,
  ): ResultAsync<RecordShipmentEventResponse, DeskRefusal>;
  /** `shipment simulate`: POST /api/staff/shipments/{id}/simulate. */
  simulateShipment(quoteId: number): ResultAsync<SimulateShipmentResponse, DeskRefusal>;
  /** `shipment dashboard`: PUT /api/staff/moves/{id}/dashboard-type (null: a full dashboard). */
  setDashboardType(
    quoteId: number,
    type: DashboardType | null,
  ): ResultAsync<DashboardTypeSetResponse, DeskRefusal>;
  /** `payments <ref>`: GET /api/staff/moves/{id}/payments. */
  movePayments(quoteId: number): ResultAsync<MovePaymentsResponse, DeskRefusal>;
  /** `move transit`: POST /api/staff/moves/{id}/transit. */
  chargeAtTransit(quoteId: number): ResultAsync<TransitChargeResponse, DeskRefusal>;
  /** `payments reconcile`: GET /api/staff/payments/reconcile. */
  reconcile(): ResultAsync<ReconcileReport, DeskRefusal>;
  /** `quote recompute --all`: every open quote re-priced, `onProgress` after each page. */
  recomputeAll(
    input: { since?: IsoDate; save: { reason: string } | null },
    onProgress: (done: number, total: number) => void,
  ): ResultAsync<RecomputeOpenQuotesOutput, RecomputeOpenQuotesError>;
  /** `user list`: every account, oldest first (through the server: admins or the operator). */
  users(): ResultAsync<UserSummary[], StorageUnavailable>;
  /** `user add`: a new account (through the server: admins or the operator). */
  addUser(input: AddUserInput): ResultAsync<AddUserOutput, AddAccountError>;
  /**
   * `db backup`: every table, from one consistent snapshot, to `file` (mode 0600, kept only when whole;
   * through the server: streamed from GET /api/admin/backup).
   */
  backup(file: string, options: { overwrite: boolean }): ResultAsync<DataSetSummary, DatabaseAdminError>;
}

/** A staff call refused, as the server answers it (in process: the use case's error through httpFailure). */
export type DeskRefusal = HttpFailure;

/** A new account refused: its 'field - message' lines, an email in use, or the database not answering. */
export type AddAccountError = { kind: 'InvalidAccount'; lines: string[] } | EmailTaken | StorageUnavailable;

/** A running server and the session token to reach it with (`--api URL --token T`). */
export interface RemoteSettings {
  api: string;
  token: string;
  /**
   * Issue 26: set when the server was found through DATA_DIR's control file (no --api): the token is its
   * operator token and this names who is at the terminal (RELOMOVE_OPERATOR, else user@host).
   */
  operator?: { name: string; controlFile: string };
}

/**
 * Everything a command may use, made on first use: loading reference data takes a moment and opening
 * the database takes its lock, so `relomove price` never touches the database. Both reject with a
 * CliFailure that says what to do (for example, that the server holds the PGlite data folder).
 */
export interface CliContext {
  io: CliIo;
  clock: Clock;
  /** Runs the fast-check properties of tests/property (`relomove fuzz pricing`); tests pass a fake. */
  propertyRunner: PropertyRunner;
  reference(): Promise<ReferenceTools>;
  store(): Promise<StoreTools>;
  /** The same database as store(), without its schema check (`relomove db`). */
  admin(): Promise<DatabaseAdmin>;
  /**
   * Where the desk commands run: null in process (the default), or the server of `--api URL --token T`,
   * set by the program from the global options before a command runs. While it is set, store() and
   * admin() refuse (exit 2): nothing opens the local database in remote mode.
   */
  remote: RemoteSettings | null;
  /** The staff desk: the use cases in process, or the server of `remote` (container.ts picks one). */
  desk(): Promise<StaffDesk>;
  /** The HTTP client of a server's staff calls (`relomove login`, the remote desk). */
  staffApi(settings: { api: string; token?: string; operatorName?: string }): StaffApi;
  /**
   * Issue 26: the embedded server that holds this machine's data folder now (DATA_DIR's control file), or
   * null: no server runs on it, or the data is on PostgreSQL (the CLI then works in process).
   */
  localServer(): RemoteSettings | null;
  /** Closes what was opened. runCli calls it once, after the command. */
  close(): Promise<void>;
}
