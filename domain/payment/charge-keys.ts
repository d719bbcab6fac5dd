/**
 * Issue 12 and issue 29 "One charge engine": the idempotency keys of every money move, and the rows the
 * moves write. Exactly once rests on these keys, made from the move's state and never from the request: a
 * retry, a crash between the processor's answer and the ledger write, or two instances at once compute the
 * same keys for the same work; the processor (and PayPal, by its request id) answers a repeated key with its
 * first answer, and the ledger stores a key once. tests/property/charge-idempotency-keys.property.test.ts
 * holds them to their description byte for byte.
 */
import type { Cents } from '../money/money';
import { type LedgerActor, type LedgerEntry, LedgerEntryKind } from './ledger-entry';

/** The step of a charge a key names: the hold, the capture, or (for a refusal) the step refused. */
export type ChargeStep = 'authorize' | 'capture' | 'affirm';

/**
 * Which Failure rows under a key's base move a charge on to its next try. A card processor answers a key
 * again with its first answer, so a TechnicalError (safe to retry) needs a new key, while a decline must
 * stay answered (the same card declines again, and writes nothing). After PayPal's INSTRUMENT_DECLINED the
 * buyer approves the same order again with another funding source and PayPal replays a request id's first
 * answer, so every PayPal Failure moves on.
 */
export type NextTryRule = 'TechnicalError' | 'AnyFailure';

/** The try of `base` to make now: one more than the Failure rows under it that `rule` counts. */
export function nextTry(
  rows: readonly LedgerEntry[],
  base: string,
  rule: NextTryRule = 'TechnicalError',
): number {
  const counts = (r: LedgerEntry) =>
    rule === 'AnyFailure' ? r.kind === LedgerEntryKind.Failure : r.failure?.result === 'TechnicalError';
  return rows.filter((r) => counts(r) && r.idempotencyKey.startsWith(`${base}:`)).length + 1;
}

/** The key of the try to make now: `<base>:<try>`. */
export const attemptKey = (rows: readonly LedgerEntry[], base: string, rule?: NextTryRule): string =>
  `${base}:${nextTry(rows, base, rule)}`;

/** A step's key, as sent to the processor and written on its row: `<try key>:authorize|capture`. */
export const stepKey = (key: string, step: ChargeStep): string => `${key}:${step}`;

/** The key of a refused step's Failure row: `<try key>:<step>:failed`. */
export const failedStepKey = (key: string, step: ChargeStep): string => `${key}:${step}:failed`;

/** What a charge is made to: a saved card's token (a card, or an Affirm virtual card), or a PayPal order. */
export type ChargedInstrument = { readonly token: string } | { readonly orderId: string };

/**
 * The Transit charge's base, which a cancellation's fee and a balance payment share (the move's amount
 * due, whatever asks for it): `charge:<move>:<due>:<token>`, or `charge:<move>:<due>:paypal:<order>`.
 */
export function moveChargeKeyBase(quoteId: number, due: Cents, to: ChargedInstrument): string {
  return 'orderId' in to
    ? `charge:${quoteId}:${due}:paypal:${to.orderId}`
    : `charge:${quoteId}:${due}:${to.token}`;
}

/** An amount charged after booking (a price increase): `<prefix>:charge:<amount>:<token>`. */
export const amountChargeKeyBase = (keyPrefix: string, amount: Cents, token: string): string =>
  `${keyPrefix}:charge:${amount}:${token}`;

/** Storage period `k` of a move (issue 13): `storage:<move>:<k>:<amount>:<token>`. */
export const storageChargeKeyBase = (quoteId: number, k: number, amount: Cents, token: string): string =>
  `storage:${quoteId}:${k}:${amount}:${token}`;

/**
 * The Failure row's key of storage period `k` that the move's method cannot take (an Affirm loan, a PayPal
 * order, no method: `which` is its token, order or 'none'): written once per period and method.
 */
export const storageNeedsCardKey = (quoteId: number, k: number, amount: Cents, which: string): string =>
  `${storageChargeKeyBase(quoteId, k, amount, which)}:1:method:failed`;

/** A refund of `amount` from a capture: `<prefix>:refund:<capture>:<amount>` (then `:<try>`). */
export const refundKeyBase = (keyPrefix: string, captureReference: string, amount: Cents): string =>
  `${keyPrefix}:refund:${captureReference}:${amount}`;

/** A refused refund's Failure row: `<try key>:failed`. */
export const failedRefundKey = (key: string): string => `${key}:failed`;

/** The void of a hold: `<prefix>:void:<authorization>`. */
export const voidKey = (keyPrefix: string, authorizationReference: string): string =>
  `${keyPrefix}:void:${authorizationReference}`;

/** Who moves money for which move, and when: what every row of one money move shares. */
export interface LedgerRowContext {
  readonly quoteId: number;
  readonly actor: LedgerActor;
  /** ISO-8601 instant (the injected clock's now). */
  readonly at: string;
}

/** A ledger row of a money move: the context's move, actor and time, no reference, failure or expiry unless given. */
export function ledgerRow(
  context: LedgerRowContext,
  fields: Pick<LedgerEntry, 'kind' | 'amount' | 'method' | 'idempotencyKey' | 'reason'> &
    Partial<LedgerEntry>,
): LedgerEntry {
  return {
    quoteId: context.quoteId,
    processorReference: '',
    relatesTo: null,
    actor: context.actor,
    at: context.at,
    failure: null,
    expiresAt: null,
    ...fields,
  };
}
