/**
 * Issue 12, the rules over a move's payments ledger (architecture.md convention 13): totals and balances are
 * sums of rows, never a stored running total, and a row that would break an invariant is refused before it
 * is written (`canAppend`). The rows are in the order they were appended.
 *
 * The invariants:
 * - every amount is a positive whole number of cents (a Failure may be 0: a declined $0 card verification);
 * - every row belongs to one move, and every idempotency key appears once;
 * - a Capture names an earlier Authorization (by its processor reference), of the same method, not voided,
 *   not expired at the capture's time, captured at most once and for at most the authorized amount (the
 *   rest of the hold is released by the capture);
 * - a Void names an earlier Authorization of the same method that is neither captured nor voided, and
 *   releases all of it (its amount is the authorization's);
 * - a Refund names an earlier Capture of the same method, and the refunds of a capture never exceed it;
 * - a Failure carries its card result.
 */
import { err, ok, type Result } from 'neverthrow';
import { type Cents, cents, formatUsd, nonNegative } from '../money/money';
import { enumOf, type ValueOf } from '../shared/enum';
import { PaymentMethod } from './enums';
import { type LedgerEntry, LedgerEntryKind, moveRows } from './ledger-entry';

export const LedgerProblemKind = enumOf(
  'InvalidAmount',
  'OtherMove',
  'DuplicateIdempotencyKey',
  'DuplicateReference',
  'CaptureWithoutAuthorization',
  'CaptureExceedsAuthorization',
  'DuplicateCapture',
  'AuthorizationClosed',
  'AuthorizationExpired',
  'VoidWithoutAuthorization',
  'VoidAmountMismatch',
  'RefundWithoutCapture',
  'RefundExceedsCapture',
  'MethodMismatch',
  'FailureWithoutResult',
);
export type LedgerProblemKind = ValueOf<typeof LedgerProblemKind>;

/** Why a row cannot be appended, in words staff can read (`relomove payments reconcile`). */
export interface LedgerRefusal {
  readonly kind: LedgerProblemKind;
  readonly message: string;
}

/** A broken invariant found in a stored ledger: the refusal, and the row (position and key) that broke it. */
export interface LedgerProblem extends LedgerRefusal {
  readonly index: number;
  readonly idempotencyKey: string;
}

export interface LedgerTotals {
  /** Sum of the Authorization rows. */
  readonly authorized: Cents;
  /** Sum of the Capture rows. */
  readonly captured: Cents;
  /** Sum of the Refund rows. */
  readonly refunded: Cents;
  /** Sum of the Void rows: each releases the whole of an uncaptured authorization. */
  readonly voided: Cents;
  /** Sum of the Failure rows (what was asked for and not obtained). */
  readonly failed: Cents;
  /** captured - refunded: the money the move actually holds. */
  readonly netCaptured: Cents;
}

/** An authorization that can still be captured. */
export interface OpenAuthorization {
  readonly authorization: LedgerEntry;
  /** What a capture may take: the whole authorization (a capture closes it). */
  readonly capturable: Cents;
  readonly expiresAt: string | null;
}

/** A capture with something left to refund. */
export interface RefundableCapture {
  readonly capture: LedgerEntry;
  readonly refundable: Cents;
}

/** One refund row to write: which capture it gives back from, and how much. */
export interface PlannedRefund {
  readonly capture: LedgerEntry;
  readonly amount: Cents;
}

export type RefundPlanError = { kind: 'RefundExceedsCaptures'; message: string };

interface AuthorizationState {
  readonly entry: LedgerEntry;
  capture: LedgerEntry | null;
  void: LedgerEntry | null;
}

interface CaptureState {
  readonly entry: LedgerEntry;
  refunded: number;
}

/** The ledger folded row by row: what each new row is checked against. */
interface LedgerState {
  quoteId: number | null;
  readonly keys: Map<string, LedgerEntry>;
  readonly authorizations: Map<string, AuthorizationState>;
  readonly captures: Map<string, CaptureState>;
}

const emptyState = (): LedgerState => ({
  quoteId: null,
  keys: new Map(),
  authorizations: new Map(),
  captures: new Map(),
});

const label = (entry: LedgerEntry) => `${entry.kind} ${entry.processorReference}`;
const usd = (amount: number) => (Number.isSafeInteger(amount) ? formatUsd(amount as Cents) : String(amount));

/** Every invariant the row would break if appended after `state`. */
function rowProblems(state: LedgerState, entry: LedgerEntry): LedgerRefusal[] {
  const problems: LedgerRefusal[] = [];
  const add = (kind: LedgerProblemKind, message: string) => problems.push({ kind, message });
  const zeroAllowed = entry.kind === LedgerEntryKind.Failure;
  if (!Number.isSafeInteger(entry.amount) || entry.amount < 0 || (entry.amount === 0 && !zeroAllowed)) {
    add(
      LedgerProblemKind.InvalidAmount,
      `${label(entry)}: the amount must be a ${zeroAllowed ? 'whole number of cents, 0 or more' : 'positive whole number of cents'}, got ${entry.amount}`,
    );
  }
  if (state.quoteId !== null && entry.quoteId !== state.quoteId) {
    add(
      LedgerProblemKind.OtherMove,
      `${label(entry)} belongs to move ${entry.quoteId}, not to move ${state.quoteId}`,
    );
  }
  const sameKey = state.keys.get(entry.idempotencyKey);
  if (sameKey) {
    add(
      LedgerProblemKind.DuplicateIdempotencyKey,
      `The idempotency key ${entry.idempotencyKey} is already in the ledger (${label(sameKey)})`,
    );
  }
  const sameMethod = (target: LedgerEntry) => {
    if (target.method !== entry.method) {
      add(
        LedgerProblemKind.MethodMismatch,
        `${label(entry)} is by ${entry.method}, but ${label(target)} is by ${target.method}`,
      );
    }
  };
  /** The earlier row this one names (relatesTo) among `rows`, by the same method; if none, a `missing` problem. */
  const related = <R extends { entry: LedgerEntry }>(
    rows: ReadonlyMap<string, R>,
    what: string,
    missing: LedgerProblemKind,
  ): R | undefined => {
    const row = entry.relatesTo === null ? undefined : rows.get(entry.relatesTo);
    if (!row) {
      add(
        missing,
        `${label(entry)} names ${what} ${entry.relatesTo ?? '(none)'}, which is not in the ledger before it`,
      );
    } else {
      sameMethod(row.entry);
    }
    return row;
  };
  switch (entry.kind) {
    case LedgerEntryKind.Authorization:
      if (state.authorizations.has(entry.processorReference)) {
        add(LedgerProblemKind.DuplicateReference, `${label(entry)} is already in the ledger`);
      }
      break;
    case LedgerEntryKind.Capture: {
      if (state.captures.has(entry.processorReference)) {
        add(LedgerProblemKind.DuplicateReference, `${label(entry)} is already in the ledger`);
      }
      const auth = related(
        state.authorizations,
        'authorization',
        LedgerProblemKind.CaptureWithoutAuthorization,
      );
      if (!auth) break;
      if (auth.capture) {
        add(
          LedgerProblemKind.DuplicateCapture,
          `${label(auth.entry)} was already captured (${auth.capture.processorReference}); an authorization is captured once`,
        );
      }
      if (auth.void) {
        add(
          LedgerProblemKind.AuthorizationClosed,
          `${label(auth.entry)} was voided (${auth.void.processorReference}); nothing can be captured from it`,
        );
      }
      if (entry.amount > auth.entry.amount) {
        add(
          LedgerProblemKind.CaptureExceedsAuthorization,
          `${label(entry)} takes ${usd(entry.amount)}, more than the ${usd(auth.entry.amount)} of ${label(auth.entry)}`,
        );
      }
      if (isExpiredAt(auth.entry, entry.at)) {
        add(
          LedgerProblemKind.AuthorizationExpired,
          `${label(auth.entry)} expired at ${auth.entry.expiresAt}; ${label(entry)} at ${entry.at} is too late`,
        );
      }
      break;
    }
    case LedgerEntryKind.Void: {
      const auth = related(state.authorizations, 'authorization', LedgerProblemKind.VoidWithoutAuthorization);
      if (!auth) break;
      if (auth.capture) {
        add(
          LedgerProblemKind.AuthorizationClosed,
          `${label(auth.entry)} was already captured (${auth.capture.processorReference}); a captured authorization cannot be voided`,
        );
      } else if (auth.void) {
        add(
          LedgerProblemKind.AuthorizationClosed,
          `${label(auth.entry)} was already voided (${auth.void.processorReference})`,
        );
      } else if (entry.amount !== auth.entry.amount) {
        add(
          LedgerProblemKind.VoidAmountMismatch,
          `${label(entry)} releases ${usd(entry.amount)}, but ${label(auth.entry)} holds ${usd(auth.entry.amount)}`,
        );
      }
      break;
    }
    case LedgerEntryKind.Refund: {
      const capture = related(state.captures, 'capture', LedgerProblemKind.RefundWithoutCapture);
      if (!capture) break;
      const left = capture.entry.amount - capture.refunded;
      if (entry.amount > left) {
        add(
          LedgerProblemKind.RefundExceedsCapture,
          `${label(entry)} gives back ${usd(entry.amount)}, more than the ${usd(Math.max(left, 0))} left to refund of ${label(capture.entry)}`,
        );
      }
      break;
    }
    case LedgerEntryKind.Failure:
      if (entry.failure === null) {
        add(LedgerProblemKind.FailureWithoutResult, `${label(entry)} has no card result`);
      }
      break;
  }
  return problems;
}

/** Adds a row to the fold (whether or not it broke an invariant, so later rows are judged as written). */
function applyRow(state: LedgerState, entry: LedgerEntry): void {
  if (state.quoteId === null) state.quoteId = entry.quoteId;
  if (!state.keys.has(entry.idempotencyKey)) state.keys.set(entry.idempotencyKey, entry);
  switch (entry.kind) {
    case LedgerEntryKind.Authorization:
      if (!state.authorizations.has(entry.processorReference)) {
        state.authorizations.set(entry.processorReference, { entry, capture: null, void: null });
      }
      break;
    case LedgerEntryKind.Capture: {
      const auth = entry.relatesTo === null ? undefined : state.authorizations.get(entry.relatesTo);
      if (auth && !auth.capture) auth.capture = entry;
      if (!state.captures.has(entry.processorReference)) {
        state.captures.set(entry.processorReference, { entry, refunded: 0 });
      }
      break;
    }
    case LedgerEntryKind.Void: {
      const auth = entry.relatesTo === null ? undefined : state.authorizations.get(entry.relatesTo);
      if (auth && !auth.void) auth.void = entry;
      break;
    }
    case LedgerEntryKind.Refund: {
      const capture = entry.relatesTo === null ? undefined : state.captures.get(entry.relatesTo);
      if (capture) capture.refunded += entry.amount;
      break;
    }
    case LedgerEntryKind.Failure:
      break;
  }
}

function fold(entries: readonly LedgerEntry[]): LedgerState {
  const state = emptyState();
  for (const entry of entries) applyRow(state, entry);
  return state;
}

/** True when the authorization has an expiry and `instant` (ISO-8601) is at or after it. */
function isExpiredAt(authorization: LedgerEntry, instant: string): boolean {
  if (!authorization.expiresAt) return false;
  return Date.parse(instant) >= Date.parse(authorization.expiresAt);
}

/** The sums of a ledger by kind, and the net captured (captured - refunded). */
export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  const by: Record<LedgerEntry['kind'], number> = {
    Authorization: 0,
    Capture: 0,
    Refund: 0,
    Void: 0,
    Failure: 0,
  };
  for (const entry of entries) by[entry.kind] += entry.amount;
  return {
    authorized: cents(by.Authorization),
    captured: cents(by.Capture),
    refunded: cents(by.Refund),
    voided: cents(by.Void),
    failed: cents(by.Failure),
    netCaptured: cents(by.Capture - by.Refund),
  };
}

/**
 * The authorizations that can still be captured at `nowIso` (an ISO-8601 instant from the injected clock):
 * neither captured nor voided, and not expired. In ledger order.
 */
export function openAuthorizations(entries: readonly LedgerEntry[], nowIso: string): OpenAuthorization[] {
  return [...fold(entries).authorizations.values()]
    .filter((a) => a.capture === null && a.void === null && !isExpiredAt(a.entry, nowIso))
    .map((a) => ({
      authorization: a.entry,
      capturable: a.entry.amount,
      expiresAt: a.entry.expiresAt ?? null,
    }));
}

/**
 * The authorizations neither captured nor voided, expired or not: what a cancellation must settle. An open
 * one is voided at the processor; an expired one was released by the processor already (which refuses to
 * void it), so its Void row records that, with the reason AuthorizationExpired. In ledger order.
 */
export function unsettledAuthorizations(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return [...fold(entries).authorizations.values()]
    .filter((a) => a.capture === null && a.void === null)
    .map((a) => a.entry);
}

/**
 * The holds a settlement (a cancellation) releases: the unsettled authorizations of every method that holds
 * money (a card, an Affirm virtual card, a PayPal order), each at its own processor.
 */
export function holdsToRelease(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return unsettledAuthorizations(entries.filter((r) => r.method !== PaymentMethod.NoPayment));
}

/**
 * What is still owed on a move: its total minus the net captured for it (storage charges are not part of
 * the price: moveRows), never below zero.
 */
export function balanceDue(totalPrice: Cents, entries: readonly LedgerEntry[]): Cents {
  return nonNegative(cents(totalPrice - ledgerTotals(moveRows(entries)).netCaptured));
}

/** What must be given back: the net captured for the move beyond its total (storage left out), never below zero. */
export function overpaid(totalPrice: Cents, entries: readonly LedgerEntry[]): Cents {
  return nonNegative(cents(ledgerTotals(moveRows(entries)).netCaptured - totalPrice));
}

/**
 * The captures for the move's price with something left to refund, in ledger order. Storage captures are
 * not among them: a price decrease or a cancellation never refunds storage.
 */
export function refundableCaptures(entries: readonly LedgerEntry[]): RefundableCapture[] {
  return [...fold(moveRows(entries)).captures.values()]
    .map((c) => ({ capture: c.entry, refundable: nonNegative(cents(c.entry.amount - c.refunded)) }))
    .filter((c) => c.refundable > 0);
}

/**
 * How to give back `amount` to the methods that paid: from the latest capture first, each refund at most
 * what is left of its capture. Refused when the captures hold less than `amount`. 0 plans nothing.
 */
export function refundPlan(
  entries: readonly LedgerEntry[],
  amount: Cents,
): Result<PlannedRefund[], RefundPlanError> {
  const captures = refundableCaptures(entries).reverse();
  const available = captures.reduce((s, c) => s + c.refundable, 0);
  if (amount > available) {
    return err({
      kind: 'RefundExceedsCaptures',
      message: `Cannot refund ${usd(amount)}: only ${usd(available)} was captured and not yet refunded`,
    });
  }
  const plan: PlannedRefund[] = [];
  let left: number = amount;
  for (const { capture, refundable } of captures) {
    if (left <= 0) break;
    const part = Math.min(left, refundable);
    plan.push({ capture, amount: cents(part) });
    left -= part;
  }
  return ok(plan);
}

/** The row written with this idempotency key, if any: a retry finds its first answer here. */
export function entryWithIdempotencyKey(
  entries: readonly LedgerEntry[],
  idempotencyKey: string,
): LedgerEntry | undefined {
  return entries.find((e) => e.idempotencyKey === idempotencyKey);
}

/** Every invariant a stored ledger breaks, row by row in order; empty for a valid ledger. */
export function ledgerProblems(entries: readonly LedgerEntry[]): LedgerProblem[] {
  const state = emptyState();
  const problems: LedgerProblem[] = [];
  entries.forEach((entry, index) => {
    for (const p of rowProblems(state, entry)) {
      problems.push({ ...p, index, idempotencyKey: entry.idempotencyKey });
    }
    applyRow(state, entry);
  });
  return problems;
}

/**
 * Whether `entry` may be appended to `entries`: the first invariant it would break, or ok. Use cases ask
 * this before writing a row, so a ledger built through it has no `ledgerProblems`.
 */
export function canAppend(entries: readonly LedgerEntry[], entry: LedgerEntry): Result<void, LedgerRefusal> {
  const [first] = rowProblems(fold(entries), entry);
  return first ? err(first) : ok(undefined);
}
