import 'reflect-metadata';
import { hostname, userInfo } from 'node:os';
import { join } from 'node:path';
import { Container } from 'inversify';
import { errAsync, okAsync } from 'neverthrow';
import { AddUser } from '../../application/accounts/add-user';
import { ListUsers } from '../../application/accounts/list-users';
import { SeedDemoUsers } from '../../application/accounts/seed-demo-users';
import type { SignedInUser, Viewer } from '../../application/accounts/viewer';
import { applicationModules } from '../../application/application.module';
import { ReadOutbox } from '../../application/notifications/read-outbox';
import { ChargeMove } from '../../application/payments/charge-move';
import { ReconcilePayments } from '../../application/payments/reconcile-payments';
import { ViewMovePayments } from '../../application/payments/view-move-payments';
import { DecidePlaceMapping } from '../../application/place-mappings/decide-place-mapping';
import { ListPlaceMappings } from '../../application/place-mappings/list-place-mappings';
import { AffirmGateway } from '../../application/ports/affirm-gateway';
import { CalendarFileWriter } from '../../application/ports/calendar-file-writer';
import { BotCheckSettings, CaptchaVerifier } from '../../application/ports/captcha-verifier';
import { CityDirectory } from '../../application/ports/city-directory';
import { Clock } from '../../application/ports/clock';
import { InspectionForms } from '../../application/ports/inspection-forms';
import { JobQueue } from '../../application/ports/job-queue';
import { MessageLog } from '../../application/ports/message-log';
import { MessageRenderer } from '../../application/ports/message-renderer';
import { PasswordHasher } from '../../application/ports/password-hasher';
import { PaymentGateway } from '../../application/ports/payment-gateway';
import { PaymentLedger } from '../../application/ports/payment-ledger';
import { PayPalGateway } from '../../application/ports/paypal-gateway';
import { PlaceMappingStore } from '../../application/ports/place-mappings';
import { QuoteIdCipher } from '../../application/ports/quote-id-cipher';
import { QuoteRepository } from '../../application/ports/quote-repository';
import { QuoteTimestamps } from '../../application/ports/quote-timestamps';
import { RateCardChecker } from '../../application/ports/rate-card-checker';
import { RateCardSource } from '../../application/ports/rate-card-source';
import { RateCardVersions } from '../../application/ports/rate-card-versions';
import { ReferrerArrivals } from '../../application/ports/referrer-arrivals';
import { ReservationRepository } from '../../application/ports/reservation-repository';
import { ServiceCenterDirectory } from '../../application/ports/service-center-directory';
import { ShipmentEvents } from '../../application/ports/shipment-events';
import { SurveyStore } from '../../application/ports/survey-store';
import { UserRepository } from '../../application/ports/user-repository';
import { SeedDemoQuotes } from '../../application/quotes/seed-demo-quotes';
import { FindServiceCentersNear } from '../../application/reference/find-service-centers-near';
import { CountReferrerArrivals } from '../../application/referrals/count-referrer-arrivals';
import { SetDashboardType } from '../../application/reservations/set-dashboard-type';
import { RecordShipmentEvent } from '../../application/shipments/record-shipment-event';
import { SimulateShipment } from '../../application/shipments/simulate-shipment';
import { ViewShipment } from '../../application/shipments/view-shipment';
import { CompareRateCards } from '../../application/staff/compare-rate-cards';
import { ExplainQuote } from '../../application/staff/explain-quote';
import { LookupQuotes } from '../../application/staff/lookup-quotes';
import { PriceMove } from '../../application/staff/price-move';
import { RecomputeOpenQuotes } from '../../application/staff/recompute-open-quotes';
import { RecomputeQuote } from '../../application/staff/recompute-quote';
import { ReadSurveys } from '../../application/surveys/read-surveys';
import { writeEffects } from '../../application/write-effects';
import { Role } from '../../domain/accounts/enums';
import { sandboxAffirmWindowPath } from '../../domain/payment/affirm';
import { readConfig } from '../config/config';
import { quoteLinkKey } from '../config/secrets';
import { FetchStaffApi } from '../http/client/fetch-staff-api';
import { readCardNumber } from '../http/contract/card-number-reader';
import { IcsCalendarFile } from '../messages/ics-calendar-file';
import { ReactEmailRenderer } from '../messages/react-email-renderer';
import { backupDatabase, saveBackupStream } from '../persistence/backup';
import { restoreDatabase } from '../persistence/backup-restore';
import { type Database, type DatabaseConfig, openDatabase } from '../persistence/database';
import { migrateToLatest, schemaState } from '../persistence/migrate';
import { PgBossJobQueue } from '../persistence/pg-boss-job-queue';
import { PgInspectionForms } from '../persistence/pg-inspection-forms';
import { PgMessageLog } from '../persistence/pg-message-log';
import { PgPaymentLedger } from '../persistence/pg-payment-ledger';
import { PgPlaceMappings } from '../persistence/pg-place-mappings';
import { PgPlanRequests } from '../persistence/pg-plan-requests';
import { PgQuoteTimestamps } from '../persistence/pg-quote-timestamps';
import { PgReferrerArrivals } from '../persistence/pg-referrer-arrivals';
import { PgReservationRepository } from '../persistence/pg-reservation-repository';
import { PgShipmentEvents } from '../persistence/pg-shipment-events';
import { PgSurveyStore } from '../persistence/pg-survey-store';
import { PgUserRepository } from '../persistence/pg-user-repository';
import { CONTROL_FILE_NAME, readServerControl } from '../persistence/server-control-file';
import { quoteRepositoryFor } from '../persistence/single-writer-quote-repository';
import { rateCardChecker } from '../reference-data/rate-card-file';
import { loadReferenceData, referenceDataModule } from '../reference-data/reference-data.module';
import { SandboxAffirm, type SandboxAffirmTables } from '../sandbox/sandbox-affirm';
import { SandboxCardProcessor } from '../sandbox/sandbox-card-processor';
import { SandboxPayPal, type SandboxPayPalTables } from '../sandbox/sandbox-paypal';
import { AesQuoteIdCipher } from '../system/aes-quote-id-cipher';
import { ScryptPasswordHasher } from '../system/scrypt-password-hasher';
import { SystemClock } from '../system/system-clock';
import type {
  CliContext,
  DatabaseAdmin,
  ReferenceTools,
  RemoteSettings,
  StaffDesk,
  StoreTools,
} from './context';
import { inProcessStaffDesk } from './in-process-staff-desk';
import { CliFailure, type CliIo, ExitCode } from './io';
import { remoteStaffDesk } from './remote-staff-desk';
import { VitestPropertyRunner } from './vitest-property-runner';

/** The CLI never verifies a captcha: its commands are staff tools, run without a form. */
const noCaptcha: CaptchaVerifier = {
  challenge: () => errAsync({ kind: 'CaptchaUnavailable', message: 'The CLI has no captcha' }),
  verify: () => okAsync(false),
};

/**
 * The CLI runs the migrations it needs and no more (issue 5): a store command on a database that lacks
 * some of this release's migrations applies exactly those (the ones its queries need) and says so on
 * stderr; a newer schema (applied by a newer release) is accepted as it is and never touched.
 */
async function ensureSchema(opened: Database, io: CliIo, label: string): Promise<void> {
  const state = await schemaState(opened.db).match(
    (s) => s,
    (e) => {
      throw new CliFailure(e.message, ExitCode.Refused);
    },
  );
  if (state.pending.length === 0) return;
  const report = await migrateToLatest(opened.db).match(
    (r) => r,
    (e) => {
      throw new CliFailure(
        `The database schema could not be brought up to date: ${e.message}`,
        ExitCode.Refused,
      );
    },
  );
  io.err(
    `Applied ${report.applied.length} migration(s) this relomove needs to ${label}: ${report.applied.join(', ')}`,
  );
}

/** Where the CLI's data is: the same settings as the server's (DATA_DIR, DATABASE_URL, QUOTE_LINK_SECRET). */
export interface CliStoreSettings {
  database: DatabaseConfig | (() => Promise<Database>);
  /** The key of QuoteIdEncrypted links; a function so it is read (or made) only when the database is used. */
  quoteLinkKey: () => Buffer;
  /** For messages: where the data is. */
  label: string;
  /** Who is at the terminal (default: terminalOperator()). */
  operator?: Viewer;
  /** The clock of the configuration (SANDBOX_CLOCK, BUSINESS_TIME_ZONE), as the server's; else the real one. */
  clock?: Clock;
  /**
   * Issue 26: the embedded server that holds the data folder now, from DATA_DIR's control file (its URL,
   * operator token and the file's path), or null; absent with PostgreSQL, where the CLI works in process.
   */
  localServer?: () => { url: string; token: string; file: string } | null;
}

/** The staff member at the terminal: RELOMOVE_OPERATOR (an email or name), else 'user@host'. */
export function terminalOperator(env: Record<string, string | undefined> = process.env): SignedInUser {
  const named = env.RELOMOVE_OPERATOR?.trim();
  return { userId: 0, email: named || `${userInfo().username}@${hostname()}`, role: Role.staff };
}

/** The store settings from the environment, exactly as the server reads them (adapters/config/config.ts). */
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
    clock: new SystemClock(c.businessTimeZone, c.sandboxClockStart),
    ...(c.databaseUrl
      ? {}
      : {
          localServer: () => {
            const control = readServerControl(c.dataDir);
            return control && { ...control, file: join(c.dataDir, CONTROL_FILE_NAME) };
          },
        }),
  };
}

/**
 * The CLI's composition root: the reference data, the database and the application's use cases, each
 * made on first use. Tests pass their own clock and store settings.
 */
export function cliContext(
  io: CliIo,
  store: CliStoreSettings,
  clock: Clock = store.clock ?? new SystemClock(),
): CliContext {
  let container: Promise<Container> | null = null;
  let stored: Promise<StoreTools> | null = null;
  let opening: Promise<Database> | null = null;
  let database: Database | null = null;

  const referenceContainer = (): Promise<Container> => {
    container ??= loadReferenceData(Number(clock.today().slice(0, 4))).match(
      (data) => {
        const c = new Container();
        c.bind<Clock>(Clock).toConstantValue(clock);
        c.load(referenceDataModule(data), ...applicationModules);
        c.bind<RateCardVersions>(RateCardVersions).toConstantValue(data.rateCards);
        c.bind<RateCardChecker>(RateCardChecker).toConstantValue(rateCardChecker);
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
    rateCardVersions: c.get(RateCardVersions),
    rateCardChecker: c.get(RateCardChecker),
    compareRateCards: c.get(CompareRateCards),
  });

  // Opened once, without migrating: store() applies what it needs (ensureSchema), `db migrate` is explicit.
  const openDb = (): Promise<Database> => {
    opening ??= (async () => {
      const opened =
        typeof store.database === 'function'
          ? await store.database()
          : await openDatabase(store.database, { migrate: false }).match(
              (db) => db,
              (e) => {
                const hint =
                  e.kind === 'DataDirLocked'
                    ? ' While a server runs on PGlite, it owns the data: the staff commands go through it when it wrote DATA_DIR/relomove-server.json; otherwise use --api URL --token T, or stop it first.'
                    : '';
                throw new CliFailure(`The database cannot be opened: ${e.message}${hint}`, ExitCode.Refused);
              },
            );
      database = opened;
      return opened;
    })();
    return opening;
  };

  const openStore = async (): Promise<StoreTools> => {
    const c = await referenceContainer();
    const opened = await openDb();
    await ensureSchema(opened, io, store.label);
    c.bind<QuoteRepository>(QuoteRepository).toConstantValue(quoteRepositoryFor(opened, () => clock.nowMs()));
    c.bind<QuoteTimestamps>(QuoteTimestamps).toConstantValue(new PgQuoteTimestamps(opened.db));
    c.bind<QuoteIdCipher>(QuoteIdCipher).toConstantValue(new AesQuoteIdCipher(store.quoteLinkKey()));
    c.bind<UserRepository>(UserRepository).toConstantValue(new PgUserRepository(opened.db));
    c.bind<PasswordHasher>(PasswordHasher).toConstantValue(new ScryptPasswordHasher());
    // Issue 14: what staff change here plans the move's messages as a job in the same database; the server's
    // workers send them (this process only schedules, and stops the queue on close).
    jobQueue ??= new PgBossJobQueue({ database: opened, clock });
    // Issue 15: a place request decided here is emailed by the server's workers (AnswerPlaceRequest).
    c.bind<JobQueue>(JobQueue).toConstantValue(jobQueue);
    // Issue 12: the booked moves, the payments ledger and the SANDBOX processors' books, on the same database.
    // Issue 29: what each write sets off, as the server wraps its stores (application/write-effects.ts).
    const effects = writeEffects(jobQueue, new PgPlanRequests(opened.db), clock);
    c.bind<ReservationRepository>(ReservationRepository).toConstantValue(
      effects.reservations(new PgReservationRepository(opened.db)),
    );
    c.bind<PaymentLedger>(PaymentLedger).toConstantValue(effects.ledger(new PgPaymentLedger(opened.db)));
    // Issue 13: the shipment events, on the same database (a Transit or Storage event runs the storage charge).
    c.bind<ShipmentEvents>(ShipmentEvents).toConstantValue(
      effects.shipmentEvents(new PgShipmentEvents(opened.db)),
    );
    // Issue 14: the email templates and the calendar files of messages, as the server binds them.
    c.bind<MessageRenderer>(MessageRenderer).toConstantValue(new ReactEmailRenderer());
    c.bind<CalendarFileWriter>(CalendarFileWriter).toConstantValue(new IcsCalendarFile());
    // Issue 14: the message log, for `relomove outbox`.
    c.bind<MessageLog>(MessageLog).toConstantValue(new PgMessageLog(opened.db));
    // Issue 15: the survey answers, for `relomove surveys`.
    c.bind<SurveyStore>(SurveyStore).toConstantValue(new PgSurveyStore(opened.db));
    // Issue 15: the signed inspection forms, which a move's messages read (the §4 state, the form's copy).
    c.bind<InspectionForms>(InspectionForms).toConstantValue(
      effects.inspectionForms(new PgInspectionForms(opened.db)),
    );
    // Issue 15: the indirect mapping requests and the budget-flow referrer arrivals, for `relomove mappings`
    // and `relomove referrals`. A decision here reaches the servers' city search within their freshness window.
    c.bind<PlaceMappingStore>(PlaceMappingStore).toConstantValue(new PgPlaceMappings(opened.db));
    c.bind<ReferrerArrivals>(ReferrerArrivals).toConstantValue(new PgReferrerArrivals(opened.db));
    c.bind<PaymentGateway>(PaymentGateway).toConstantValue(
      new SandboxCardProcessor({ db: opened.db, clock, readCardNumber }),
    );
    c.bind<PayPalGateway>(PayPalGateway).toConstantValue(
      new SandboxPayPal({ db: opened.db.withTables<SandboxPayPalTables>(), clock }),
    );
    c.bind<AffirmGateway>(AffirmGateway).toConstantValue(
      new SandboxAffirm({
        db: opened.db.withTables<SandboxAffirmTables>(),
        clock,
        readCardNumber,
        windowUrl: sandboxAffirmWindowPath,
      }),
    );
    // `db seed` creates quotes through CreateQuote as staff: no form, no captcha to verify.
    if (!c.isBound(BotCheckSettings))
      c.bind<BotCheckSettings>(BotCheckSettings).toConstantValue({ enabled: false });
    if (!c.isBound(CaptchaVerifier)) c.bind<CaptchaVerifier>(CaptchaVerifier).toConstantValue(noCaptcha);
    return {
      ...referenceTools(c),
      databaseLabel: store.label,
      quotes: c.get(QuoteRepository),
      cipher: c.get(QuoteIdCipher),
      users: c.get(UserRepository),
      hasher: c.get(PasswordHasher),
      lookupQuotes: c.get(LookupQuotes),
      explainQuote: c.get(ExplainQuote),
      recomputeQuote: c.get(RecomputeQuote),
      recomputeOpenQuotes: c.get(RecomputeOpenQuotes),
      operator: store.operator ?? terminalOperator(),
      addUser: c.get(AddUser),
      listUsers: c.get(ListUsers),
      viewMovePayments: c.get(ViewMovePayments),
      chargeMove: c.get(ChargeMove),
      reconcilePayments: c.get(ReconcilePayments),
      viewShipment: c.get(ViewShipment),
      recordShipmentEvent: c.get(RecordShipmentEvent),
      simulateShipment: c.get(SimulateShipment),
      setDashboardType: c.get(SetDashboardType),
      readOutbox: c.get(ReadOutbox),
      readSurveys: c.get(ReadSurveys),
      listPlaceMappings: c.get(ListPlaceMappings),
      decidePlaceMapping: c.get(DecidePlaceMapping),
      countReferrerArrivals: c.get(CountReferrerArrivals),
      seedDemoUsers: c.get(SeedDemoUsers),
      seedDemoQuotes: c.get(SeedDemoQuotes),
    };
  };

  const openAdmin = async (): Promise<DatabaseAdmin> => {
    const opened = await openDb();
    const { db } = opened;
    return {
      databaseLabel: store.label,
      databaseKind: opened.kind,
      schema: () => schemaState(db),
      migrate: () =>
        schemaState(db).andThen((before) =>
          before.unknown.length > 0
            ? errAsync({
                kind: 'SchemaNewer',
                message: `The database schema is newer than this relomove (it has ${before.unknown.join(', ')}); use a newer relomove.`,
              })
            : migrateToLatest(db).map(({ applied }) => ({
                applied,
                schema: [...before.applied, ...applied].at(-1) ?? '(none)',
              })),
        ),
      backup: (file, options) =>
        backupDatabase(db, { file, source: opened.kind, now: clock.now(), overwrite: options.overwrite }),
      restore: (file) => restoreDatabase(db, file),
    };
  };

  /** In remote mode nothing opens the local database (program.ts refuses local-only commands first). */
  const local = () => {
    if (ctx.remote)
      throw new CliFailure(
        `This command works in-process only; run it without --api (the server is ${ctx.remote.api}).`,
        ExitCode.Usage,
      );
  };
  let inProcessDesk: StaffDesk | null = null;
  /** The desk through a server: --api's, or the local one found through the control file. */
  const serverDesk = (settings: RemoteSettings, label: string): StaffDesk =>
    remoteStaffDesk(
      settings.api,
      ctx.staffApi({
        api: settings.api,
        token: settings.token,
        ...(settings.operator ? { operatorName: settings.operator.name } : {}),
      }),
      {
        label,
        saveBackup: (chunks, target) => saveBackupStream(chunks, target),
        ...(settings.operator ? { operator: { controlFile: settings.operator.controlFile } } : {}),
      },
    );
  let jobQueue: PgBossJobQueue | null = null;
  const ctx: CliContext = {
    io,
    clock,
    propertyRunner: new VitestPropertyRunner(),
    reference: async () => referenceTools(await referenceContainer()),
    store: async () => {
      local();
      stored ??= openStore();
      return stored;
    },
    admin: async () => {
      local();
      return openAdmin();
    },
    remote: null,
    // The composition root picks the desk: the server of --api; else the embedded server that holds the data
    // folder now (issue 26, DATA_DIR's control file); else the use cases in process.
    desk: async () => {
      inProcessDesk ??= inProcessStaffDesk(store.label, ctx.reference, ctx.store, ctx.admin);
      if (ctx.remote) return serverDesk(ctx.remote, ctx.remote.api);
      const local = ctx.localServer();
      if (local === null) return inProcessDesk;
      // What needs only this checkout's reference data (price, centers) stays in process.
      const { price, centersNear, centersList } = inProcessDesk;
      return {
        ...serverDesk(local, `${store.label}, through the server at ${local.api}`),
        price,
        centersNear,
        centersList,
      };
    },
    staffApi: (settings) =>
      new FetchStaffApi({
        baseUrl: settings.api,
        ...(settings.token !== undefined ? { token: settings.token } : {}),
        ...(settings.operatorName !== undefined ? { operator: settings.operatorName } : {}),
      }),
    localServer: () => {
      const found = store.localServer?.() ?? null;
      if (found === null) return null;
      return {
        api: found.url,
        token: found.token,
        operator: { name: store.operator?.email ?? terminalOperator().email, controlFile: found.file },
      };
    },
    close: async () => {
      await jobQueue?.stop();
      if (database && typeof store.database !== 'function') await database.close();
      database = null;
    },
  };
  return ctx;
}
