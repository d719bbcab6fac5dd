import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { BUSINESS_TIME_ZONE as DEFAULT_BUSINESS_TIME_ZONE } from '../../domain/calendar/business-time-zone';
import { parseIsoDate } from '../../domain/calendar/iso-date';
import { parseTrustProxy } from './trust-proxy';

/**
 * Relomove's configuration, from the environment, checked once at start (docs/operations.md). The server
 * and the staff CLI read the same variables through this module, so both open the same database with the
 * same secrets. A bad value stops the process with a message naming the variable; nothing secret is
 * echoed back.
 */
const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** on | off. Default: on with DATABASE_URL (a real deployment), off for the embedded demo. */
  BOT_CHECKS: z.enum(['on', 'off']).optional(),
  /** 64 hex characters (32 bytes) for QuoteIdEncrypted. Required with DATABASE_URL. */
  QUOTE_LINK_SECRET: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  /**
   * on | off (default on). The embedded database (no DATABASE_URL) runs on a worker thread of its own, so its
   * statements do not stop the server's thread (issue 28). off runs it on the server's thread, for comparison.
   */
  PGLITE_THREAD: z.enum(['on', 'off']).default('on'),
  /** Seed the demo customer and staff accounts (embedded default only). */
  DEMO_USERS: z.enum(['on', 'off']).optional(),
  BUSINESS_TIME_ZONE: z.string().min(1).default(DEFAULT_BUSINESS_TIME_ZONE),
  /** The site's public address, for links in emails. Default: http://localhost:PORT. */
  PUBLIC_SITE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+(:\d+)?\/?$/, 'must be an http(s) origin such as https://www.relomove.com')
    .optional(),
  /**
   * Send real email over SMTP (issue 14), e.g. smtps://user:password@smtp.example.com:465. Default: none,
   * email goes to the sandbox outbox. Secret (it carries the password): never echoed back.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// address')
    .optional(),
  /** The sender of real email, e.g. 'Relomove <moves@relomove.com>' (default: that). */
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, "must be an address or 'Name <address>'")
    .optional(),
  /** Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed: addresses and CIDR ranges. Default: none. */
  TRUST_PROXY: z.string().optional(),
  /**
   * sandbox (default) | production. A production deployment refuses the settings that exist only for the
   * SANDBOX configuration (SANDBOX_CLOCK).
   */
  RELOMOVE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  /**
   * Issue 25, SANDBOX only: the instant the server's clock starts at ('2026-12-24T15:00:00Z', or a date alone
   * for 15:00 UTC that day); it runs on from there. For tests that must not depend on the day they run.
   */
  SANDBOX_CLOCK: z.string().optional(),
});

/** The start of a SANDBOX_CLOCK value: an instant with its offset, or a date alone (15:00 UTC). */
function sandboxClockStart(value: string): number | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = dateOnly ? `${value}T15:00:00Z` : value;
  const shaped = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(instant);
  const ms = Date.parse(instant);
  const real = shaped && !Number.isNaN(ms) && parseIsoDate(instant.slice(0, 10)).isOk();
  return real ? ms : null;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PGLITE_THREAD: the embedded database on a worker thread of its own. */
  pgliteThread: boolean;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  botChecks: boolean;
  quoteLinkSecret: string | null;
  demoUsers: boolean;
  businessTimeZone: string;
  publicSiteUrl: string;
  /** TRUST_PROXY as `address/prefix` ranges; empty trusts nobody. */
  trustProxy: string[];
  /** SMTP_URL: real email over SMTP, or null for the sandbox outbox (the default). */
  smtpUrl: string | null;
  /** MAIL_FROM, or null for the mailer's default sender. */
  mailFrom: string | null;
  /** RELOMOVE_ENV: 'production' refuses the SANDBOX-only settings. */
  environment: 'sandbox' | 'production';
  /** SANDBOX_CLOCK as ms since the epoch: where the clock starts; null for the machine's clock. */
  sandboxClockStart: number | null;
}

export function readConfig(env: Record<string, string | undefined>): Result<ServerConfig, string[]> {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    return err(parsed.error.issues.map((i) => `${i.path.join('.')} - ${i.message}`));
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.QUOTE_LINK_SECRET) {
    return err(['QUOTE_LINK_SECRET - is required with DATABASE_URL (64 hexadecimal characters)']);
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: e.BUSINESS_TIME_ZONE });
  } catch {
    return err([`BUSINESS_TIME_ZONE - '${e.BUSINESS_TIME_ZONE}' is not a time zone`]);
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy.isErr()) return err([`TRUST_PROXY - ${trustProxy.error}`]);
  let clockStart: number | null = null;
  if (e.SANDBOX_CLOCK !== undefined) {
    if (e.RELOMOVE_ENV === 'production') {
      return err([
        'SANDBOX_CLOCK - is accepted only by the SANDBOX configuration; a production server (RELOMOVE_ENV=production) always runs on the real clock',
      ]);
    }
    clockStart = sandboxClockStart(e.SANDBOX_CLOCK);
    if (clockStart === null) {
      return err([
        `SANDBOX_CLOCK - '${e.SANDBOX_CLOCK}' is not an instant such as 2026-12-24T15:00:00Z or a date such as 2026-12-24`,
      ]);
    }
  }
  const embedded = !e.DATABASE_URL;
  return ok({
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteThread: e.PGLITE_THREAD === 'on',
    logLevel: e.LOG_LEVEL,
    botChecks: e.BOT_CHECKS ? e.BOT_CHECKS === 'on' : !embedded,
    quoteLinkSecret: e.QUOTE_LINK_SECRET ?? null,
    demoUsers: e.DEMO_USERS ? e.DEMO_USERS === 'on' && embedded : embedded,
    businessTimeZone: e.BUSINESS_TIME_ZONE,
    publicSiteUrl: (e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: trustProxy.value,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? null,
    environment: e.RELOMOVE_ENV,
    sandboxClockStart: clockStart,
  });
}
