import type { Kysely } from 'kysely';
import type { Clock } from '../../application/ports/clock';
import type { AuthorizationStatus } from '../../application/ports/payment-gateway';
import { type Cents, cents } from '../../domain/money/money';
import type { CardNumberReader } from '../../domain/payment/card-check';
import type { SandboxCardTables } from './sandbox-card-tables';

/** What every part of the SANDBOX card processor works with: its database, clock, card reader and reference makers. */
export interface SandboxCardContext {
  readonly db: Kysely<SandboxCardTables>;
  readonly clock: Clock;
  readonly read: CardNumberReader;
  readonly newToken: () => string;
  readonly newReference: (prefix: string) => string;
}

/** payments.md: "Keys are kept for at least 24 hours." */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/** Thrown inside the transaction to roll it back when another request took the key first. */
export class KeyTakenMeanwhile extends Error {}

/** A stored status read against the clock: a held authorization past its expiry is expired. */
export function statusOf(stored: string, expiresAt: Date, nowMs: number): AuthorizationStatus {
  if (stored === 'captured' || stored === 'voided') return stored;
  if (stored !== 'held') throw new Error(`unknown authorization status '${stored}'`);
  return nowMs >= expiresAt.getTime() ? 'expired' : 'held';
}

/** A bigint column or a sum (numeric: a string in pg and PGlite) as cents; anything else is a bug. */
export function centsOf(value: number | string | bigint): Cents {
  return cents(Number(value));
}

export function isoOf(ms: number): string {
  return new Date(ms).toISOString();
}
