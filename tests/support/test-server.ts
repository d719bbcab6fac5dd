import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { ServerParts } from '../../adapters/http/server/composition/group';
import { assembleServer, type Server } from '../../adapters/http/server/container';
import type { OperatorAccess } from '../../adapters/http/server/operator-access';
import type { Database } from '../../adapters/persistence/database';
import type { JobPolicy } from '../../adapters/persistence/pg-boss-job-queue';
import { PgUserRepository } from '../../adapters/persistence/pg-user-repository';
import { loadReferenceData, type ReferenceData } from '../../adapters/reference-data/reference-data.module';
import { type ScryptParameters, ScryptPasswordHasher } from '../../adapters/system/scrypt-password-hasher';
import { AddUser } from '../../application/accounts/add-user';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import type { CaptchaVerifier } from '../../application/ports/captcha-verifier';
import { type ConformanceWatch, watchConformance } from './openapi-conformance';
import { TestClock } from './test-clock';
import type { DatabaseUnderTest } from './test-databases';
import { TEST_SCRYPT } from './test-password-hashing';
import { TEST_TODAY } from './test-today';

let reference: Promise<ReferenceData> | undefined;

/** The reference data (city index, stations, rate cards), loaded once per test process. */
export function referenceData(): Promise<ReferenceData> {
  if (!reference)
    reference = (async () => (await loadReferenceData(Number(TEST_TODAY.slice(0, 4))))._unsafeUnwrap())();
  return reference;
}

export interface TestServer {
  server: Server;
  clock: TestClock;
  /**
   * Every answer of this app (through request/json, app.request, app.fetch, a real socket or msw) is
   * checked against its own /api/openapi.json (issue 9 finding 8, tests/support/openapi-conformance.ts).
   */
  conformance: ConformanceWatch;
  /** Sends a request through the real app (routing, validation, use cases, database), in process. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The same, parsing the JSON answer. */
  json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }>;
  /** Signs in through POST /api/user/login: the session cookie header for later requests (throws if refused). */
  signIn(email: string, password: string): Promise<Record<string, string>>;
  /**
   * The sessions most money and move tests need: the demo customer (`mine`), the demo staff member
   * (`staffs`) and another customer made for the test (`theirs`, to show 404 for someone else's move).
   * Needs `demoUsers`.
   */
  demoSessions(other: { email: string; password: string }): Promise<DemoSessions>;
  close(): Promise<void>;
}

export interface DemoSessions {
  mine: Record<string, string>;
  staffs: Record<string, string>;
  theirs: Record<string, string>;
}

export interface TestServerOptions {
  botChecks?: boolean;
  dataDir?: string;
  demoUsers?: boolean;
  /** Seed the demo customer's quotes at start, as `npm start` does (needs demoUsers). */
  demoQuotes?: boolean;
  captcha?: CaptchaVerifier;
  clock?: TestClock;
  /** The key of QuoteIdEncrypted links (default: a random one), to share it with a CLI in the same test. */
  quoteLinkKey?: Buffer;
  /** Where the server's log lines go (default: nowhere), for tests that read the logs. */
  logger?: pino.Logger;
  /** Send email over SMTP (SMTP_URL, MAIL_FROM) instead of the sandbox outbox (issue 14). */
  smtp?: { url: string; from: string | null };
  /** How jobs are polled and retried (default: TEST_JOB_POLICY, quick). */
  jobPolicy?: JobPolicy;
  /** Run job workers (default true). */
  jobWorkers?: boolean;
  /** An open database to serve (a second instance on the same PostgreSQL schema); closed with the server. */
  database?: Database;
  /** Issue 28: the move stream's heartbeat, maximum age or reconnect delay (default: production's). */
  moveStream?: ServerParts['moveStream'];
  /** Issue 26: the operator token of an embedded server's control file (none by default). */
  operator?: OperatorAccess;
  /**
   * scrypt's cost for the server's password hashes (default TEST_SCRYPT); the accounts suite passes
   * 'production' (DEFAULT_SCRYPT, as `npm start` runs) to check the hashes the site really stores.
   */
  passwordHashing?: 'production' | Readonly<ScryptParameters>;
}

/** Jobs for tests: the production rules, with short polls and delays so a test waits seconds, not minutes. */
export const TEST_JOB_POLICY: JobPolicy = {
  retryLimit: 5,
  retryDelaySeconds: 1,
  retryDelayMaxSeconds: 4,
  expireInSeconds: 5,
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
};

/** A fresh, migrated database of the given kind behind the real server wiring, with a test clock. */
export async function testServer(
  database: DatabaseUnderTest,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const db = options.database ?? (await database.open());
  const clock = options.clock ?? new TestClock();
  const server = await assembleServer({
    database: db,
    reference: await referenceData(),
    logger: options.logger ?? pino({ level: 'silent' }),
    clock,
    quoteLinkKey: options.quoteLinkKey ?? randomBytes(32),
    botChecks: options.botChecks ?? false,
    dataDir: options.dataDir ?? null,
    demoUsers: options.demoUsers ?? false,
    demoQuotes: options.demoQuotes ?? false,
    ...(options.captcha ? { captcha: options.captcha } : {}),
    ...(options.smtp ? { smtp: options.smtp } : {}),
    jobPolicy: options.jobPolicy ?? TEST_JOB_POLICY,
    jobWorkers: options.jobWorkers ?? true,
    ...(options.moveStream ? { moveStream: options.moveStream } : {}),
    ...(options.operator ? { operator: options.operator } : {}),
    ...(options.passwordHashing === 'production'
      ? {}
      : { passwordHashing: options.passwordHashing ?? TEST_SCRYPT }),
  });
  const conformance = watchConformance(server.app);
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(
      server.app.request(path, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
    );
  async function signIn(email: string, password: string): Promise<Record<string, string>> {
    const response = await request('POST', '/api/user/login', { email, password });
    const token = /relomove_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (!token) throw new Error(`${email} could not sign in (${response.status})`);
    return { cookie: `relomove_session=${token}` };
  }
  return {
    server,
    clock,
    conformance,
    request,
    async json(method, path, body, headers) {
      const response = await request(method, path, body, headers);
      return { status: response.status, body: await response.json(), headers: response.headers };
    },
    signIn,
    async demoSessions(other) {
      const [customer, staff] = DEMO_USERS;
      if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');
      const added = await new AddUser({
        users: new PgUserRepository(server.database.db),
        hasher: new ScryptPasswordHasher(TEST_SCRYPT),
        clock,
      }).execute({ ...other, role: 'customer' });
      if (added.isErr()) throw new Error(`the second customer ${other.email} could not be added`);
      return {
        mine: await signIn(customer.email, customer.password),
        staffs: await signIn(staff.email, staff.password),
        theirs: await signIn(other.email, other.password),
      };
    },
    async close() {
      await server.close();
      // A problem a caller swallowed (a client that turned the rejection into its own error) still fails.
      if (conformance.problems.length > 0) {
        throw new Error(`OpenAPI conformance (issue 9 finding 8):\n${conformance.problems.join('\n')}`);
      }
    },
  };
}
