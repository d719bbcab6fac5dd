import type { Kysely } from 'kysely';
import type { Clock } from '../../application/ports/clock';
import type { SandboxPayPalTables } from './sandbox-paypal-tables';

/** What every part of the SANDBOX PayPal works with: its database, clock, approval page and id maker. */
export interface SandboxPayPalContext {
  readonly db: Kysely<SandboxPayPalTables>;
  readonly clock: Clock;
  readonly approvePageUrl: string;
  readonly newId: (length: number) => string;
}
