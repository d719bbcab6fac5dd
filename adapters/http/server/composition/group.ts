import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Viewer } from '../../../../application/accounts/viewer';
import type { CaptchaVerifier } from '../../../../application/ports/captcha-verifier';
import type { Clock } from '../../../../application/ports/clock';
import type { Database } from '../../../persistence/database';
import type { JobPolicy } from '../../../persistence/pg-boss-job-queue';
import type { ReferenceData } from '../../../reference-data/reference-data.module';
import type { ScryptParameters } from '../../../system/scrypt-password-hasher';
import type { AccessLog } from '../access-log';
import type { AnswerCache } from '../answer-cache';
import type { App } from '../app';
import type { OperatorAccess } from '../operator-access';
import type { MoveStreamOptions } from '../routes/move-stream';

/** Everything the composition root hands to each endpoint group. */
export interface ServerParts {
  database: Database;
  reference: ReferenceData;
  logger: Logger;
  clock: Clock;
  quoteLinkKey: Buffer;
  botChecks: boolean;
  /** The data folder of the embedded default (outbox of the sandbox mailer, secrets), or null with DATABASE_URL. */
  dataDir: string | null;
  /** Seed the demo customer and staff accounts (embedded default only). */
  demoUsers: boolean;
  /** Also seed the demo customer's quotes (`npm start` on the embedded default; tests opt in). */
  demoQuotes?: boolean;
  /** The site's public address, for links in emails (PUBLIC_SITE_URL). */
  publicSiteUrl?: string;
  /** SMTP_URL and MAIL_FROM: real email over SMTP; absent or null, email goes to the sandbox outbox. */
  smtp?: { url: string; from: string | null } | null;
  captcha?: CaptchaVerifier;
  /** Where access lines go (default: through `logger`). */
  accessLog?: AccessLog;
  /** TRUST_PROXY: the proxies whose forwarding headers are believed, as `address/prefix` ranges (default none). */
  trustProxy?: readonly string[];
  /** The kept city search answers, shared by the app and the Node fast path (made by assembleServer). */
  answers?: AnswerCache;
  /** How jobs are retried and polled (issue 14; default DEFAULT_JOB_POLICY). Tests shorten the delays. */
  jobPolicy?: JobPolicy;
  /** Run job workers in this instance (default true); false only schedules jobs (a test that reads them). */
  jobWorkers?: boolean;
  /** Issue 28: the move stream's heartbeat, maximum age and reconnect delay (default routes/move-stream.ts). */
  moveStream?: Partial<MoveStreamOptions>;
  /**
   * Issue 26: the operator token the embedded server writes to DATA_DIR's control file, for the staff CLI
   * at the same machine (operator-access.ts); absent with PostgreSQL.
   */
  operator?: OperatorAccess;
  /**
   * scrypt's cost for the passwords this server hashes (default DEFAULT_SCRYPT, as `npm start` runs). Only the
   * tests whose subject is not passwords pass a cheaper one (tests/support/test-server.ts): a hash keeps its
   * own cost, so a sign-in checks it at the cost it was made with.
   */
  passwordHashing?: Readonly<ScryptParameters>;
}

/**
 * One area of the API, wired in two steps: `bind` puts its adapters behind their ports in the container;
 * `routes` registers its endpoints with use cases taken from the container. `start` (optional) runs
 * once after everything is bound, e.g. to seed demo data. `viewerResolver` (optional) gives the app its session lookup.
 */
export interface EndpointGroup {
  name: string;
  bind(container: Container, parts: ServerParts): void;
  routes(app: App, container: Container, parts: ServerParts): void;
  start?(container: Container, parts: ServerParts): Promise<void>;
  /** Runs when the server closes, before the database does (e.g. stopping job workers). */
  stop?(container: Container, parts: ServerParts): Promise<void>;
  /**
   * Who is signed in, from a request's Cookie header or its Authorization: Bearer header (the accounts
   * group provides it; the first one wins).
   */
  viewerResolver?(
    container: Container,
    parts: ServerParts,
  ): (cookieHeader: string | undefined, authorization?: string) => Promise<Viewer>;
}
