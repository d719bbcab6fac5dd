import { randomInt, randomUUID } from 'node:crypto';
import type { ColumnType, Kysely, Selectable } from 'kysely';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type {
  AffirmCancellation,
  AffirmCheckout,
  AffirmCheckoutOpened,
  AffirmFinalization,
  AffirmGateway,
  AffirmGatewayUnavailable,
  AffirmRecordFilter,
  AffirmSandboxWindow,
  OpenAffirmCheckout,
} from '../../application/ports/affirm-gateway';
import type { Clock } from '../../application/ports/clock';
import { type Cents, cents } from '../../domain/money/money';
import {
  AFFIRM_AUTHORIZATION_MS,
  AFFIRM_MESSAGES,
  type AffirmCheckoutApplicationState,
  type AffirmCheckoutFacts,
  type AffirmCheckoutNotFound,
  type AffirmDecisionRefused,
  type AffirmFinalizeRefused,
  type AffirmFlow,
  type AffirmHandOverRefused,
  type AffirmOpenRefused,
  type AffirmVirtualCard,
  type AffirmWindowDecision,
  affirmExpiresAtMs,
  affirmFinalizeOutcome,
  affirmLoanStatus,
  cancelAffirmLoan,
  checkAffirmAmount,
  checkAffirmReturnUrl,
  decideAffirmApplication,
  finalizeAffirmLoan,
  handOverAffirmCard,
} from '../../domain/payment/affirm';
import type { CardNumberReader } from '../../domain/payment/card-check';
import {
  AffirmApplicationState,
  AffirmCancellationState,
  CardBrand,
  PaymentFlowType,
} from '../../domain/payment/enums';
import { SANDBOX_TEST_NUMBERS } from './sandbox-card-processor';

/**
 * The SANDBOX Affirm's own table (migration 0015-sandbox-affirm). Declared here rather than in
 * persistence/schema.ts because a sandbox adapter does not import the persistence adapter (the dependency
 * rule); the composition hands it the same Kysely instance (`db.withTables<SandboxAffirmTables>()`).
 */
export type SandboxAffirmTables = {
  sandbox_affirm_checkouts: {
    checkout_id: string;
    quote_id: number;
    user_id: number;
    flow: string;
    amount_cents: number;
    return_url: string;
    application_state: string;
    /** Raised by every change: each change is a compare-and-set on it. */
    version: number;
    opened_at: ColumnType<Date, string, never>;
    decided_at: ColumnType<Date | null, string | null, string | null>;
    approved_at: ColumnType<Date | null, string | null, string | null>;
    approved_cents: number | null;
    checkout_token: string | null;
    card_id: string | null;
    card_expiration_month: string | null;
    card_expiration_year: string | null;
    card_cardholder_name: string | null;
    card_billing_zip: string | null;
    /** Set with card_handed_over_at, from the number made at the handover; the number itself is never kept. */
    card_last_four: string | null;
    card_handed_over_at: ColumnType<Date | null, string | null, string | null>;
    cancelled_at: ColumnType<Date | null, string | null, string | null>;
    captured_cents: number | null;
    finalized_at: ColumnType<Date | null, string | null, string | null>;
  };
};

type Row = Selectable<SandboxAffirmTables['sandbox_affirm_checkouts']>;

/** The name on every SANDBOX virtual card (the card processor needs one; a real VCN carries Affirm's). */
export const SANDBOX_AFFIRM_CARDHOLDER = 'Affirm Sandbox Cardholder';
/** The billing ZIP of every SANDBOX virtual card. */
export const SANDBOX_AFFIRM_BILLING_ZIP = '94108';

/** How many times a change is tried again when another instance changed the checkout meanwhile. */
const CHANGE_ATTEMPTS = 8;

export interface SandboxAffirmOptions {
  db: Kysely<SandboxAffirmTables>;
  clock: Clock;
  /** Checks each virtual card number as the card processor will (card-validator's reading). */
  readCardNumber: CardNumberReader;
  /** The application window's address of a checkout (the route's `sandboxAffirmWindowPath`). */
  windowUrl: (checkoutId: string) => string;
  /** A new id with a prefix (default: the prefix, '_' and a random UUID without dashes). */
  newId?: (prefix: 'chk' | 'ctk' | 'vcn') => string;
  /** A random digit 0-9 (default: node:crypto's randomInt). */
  randomDigit?: () => number;
}

/**
 * A SANDBOX stand-in for Affirm (../shared/design/payments.md "Affirm"): a checkout opened for an amount,
 * an application window the customer approves, declines or closes (§4 Success, Failure, HasNotApplied),
 * an approved loan with a single-use virtual Visa card for the approved amount, then a cancellation or a
 * finalization (void with nothing captured, refund down to the capture), or an expiry after 30 days by the
 * injected clock. The rules are the domain's (domain/payment/affirm.ts); this keeps the state.
 *
 * Its state is one database row per checkout, shared by every instance. Every change reads the row, asks
 * the domain, and writes with a compare-and-set on the row's version, so two instances never decide,
 * cancel, finalize or hand over a checkout twice.
 *
 * The virtual card's number and security code are never stored, not even derivably: they are drawn at
 * random when the card is handed over, once (the compare-and-set of the handover), and only the last four
 * digits are kept. A number is a Luhn-valid 16-digit Visa that the card processor reads as Visa and that is
 * none of its test numbers, so the processor approves it.
 */
export class SandboxAffirm implements AffirmGateway, AffirmSandboxWindow {
  private readonly db: Kysely<SandboxAffirmTables>;
  private readonly clock: Clock;
  private readonly read: CardNumberReader;
  private readonly windowUrl: (checkoutId: string) => string;
  private readonly newId: (prefix: 'chk' | 'ctk' | 'vcn') => string;
  private readonly randomDigit: () => number;

  constructor(options: SandboxAffirmOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.read = options.readCardNumber;
    this.windowUrl = options.windowUrl;
    this.newId = options.newId ?? ((prefix) => `${prefix}_${randomUUID().replaceAll('-', '')}`);
    this.randomDigit = options.randomDigit ?? (() => randomInt(10));
  }

  openCheckout(
    input: OpenAffirmCheckout,
  ): ResultAsync<AffirmCheckoutOpened, AffirmOpenRefused | AffirmGatewayUnavailable> {
    const amount = checkAffirmAmount(input.amount);
    if (amount.isErr()) return errAsync(amount.error);
    const returnUrl = checkAffirmReturnUrl(input.returnUrl);
    if (returnUrl.isErr()) return errAsync(returnUrl.error);
    if (!isFlow(input.flow)) throw new TypeError(`not an Affirm flow: ${String(input.flow)}`);
    const checkoutId = this.newId('chk');
    return this.io(async () => {
      await this.db
        .insertInto('sandbox_affirm_checkouts')
        .values({
          checkout_id: checkoutId,
          quote_id: input.quoteId,
          user_id: input.userId,
          flow: input.flow,
          amount_cents: amount.value,
          return_url: returnUrl.value,
          application_state: AffirmApplicationState.Initial,
          version: 0,
          opened_at: this.clock.now(),
          decided_at: null,
          approved_at: null,
          approved_cents: null,
          checkout_token: null,
          card_id: null,
          card_expiration_month: null,
          card_expiration_year: null,
          card_cardholder_name: null,
          card_billing_zip: null,
          card_last_four: null,
          card_handed_over_at: null,
          cancelled_at: null,
          captured_cents: null,
          finalized_at: null,
        })
        .execute();
      return { checkoutId, windowUrl: this.windowUrl(checkoutId) };
    });
  }

  checkout(
    checkoutId: string,
  ): ResultAsync<AffirmCheckout, AffirmCheckoutNotFound | AffirmGatewayUnavailable> {
    return this.io(() => this.row(checkoutId)).andThen((row) =>
      row ? okAsync(this.view(row)) : errAsync(notFound()),
    );
  }

  takeVirtualCard(
    checkoutId: string,
  ): ResultAsync<
    AffirmVirtualCard,
    AffirmHandOverRefused | AffirmCheckoutNotFound | AffirmGatewayUnavailable
  > {
    return this.change<AffirmVirtualCard, AffirmHandOverRefused>(checkoutId, null, async (row) => {
      const nowMs = this.clock.nowMs();
      const allowed = handOverAffirmCard(factsOf(row), nowMs);
      if (allowed.isErr()) return { refused: allowed.error };
      const card = this.newVirtualCard(row);
      const written = await this.write(row, {
        card_handed_over_at: new Date(nowMs).toISOString(),
        card_last_four: card.number.slice(-4),
      });
      return written ? { value: card } : { conflict: true };
    });
  }

  cancelLoan(
    checkoutId: string,
  ): ResultAsync<AffirmCancellation, AffirmCheckoutNotFound | AffirmGatewayUnavailable> {
    return this.change<AffirmCancellation, never>(checkoutId, null, async (row) => {
      const nowMs = this.clock.nowMs();
      const decision = cancelAffirmLoan(factsOf(row), nowMs);
      if (decision.state === AffirmCancellationState.CancellationFailed) {
        return { value: { state: decision.state, reason: decision.reason, message: decision.message } };
      }
      if (!decision.changed) {
        return { value: { state: decision.state, cancelledAt: isoOf(row.cancelled_at) ?? this.clock.now() } };
      }
      const cancelledAt = new Date(nowMs).toISOString();
      const written = await this.write(row, { cancelled_at: cancelledAt });
      return written ? { value: { state: decision.state, cancelledAt } } : { conflict: true };
    });
  }

  finalize(
    checkoutId: string,
    capturedAmount: Cents,
  ): ResultAsync<
    AffirmFinalization,
    AffirmFinalizeRefused | AffirmCheckoutNotFound | AffirmGatewayUnavailable
  > {
    return this.change<AffirmFinalization, AffirmFinalizeRefused>(checkoutId, null, async (row) => {
      const nowMs = this.clock.nowMs();
      const decided = finalizeAffirmLoan(factsOf(row), capturedAmount, nowMs);
      if (decided.isErr()) return { refused: decided.error };
      const { outcome, approvedAmount, releasedAmount, changed } = decided.value;
      const answer = (finalizedAt: string): AffirmFinalization => ({
        checkoutId,
        outcome,
        approvedAmount,
        capturedAmount,
        releasedAmount,
        finalizedAt,
      });
      if (!changed) return { value: answer(isoOf(row.finalized_at) ?? this.clock.now()) };
      const finalizedAt = new Date(nowMs).toISOString();
      const written = await this.write(row, { captured_cents: capturedAmount, finalized_at: finalizedAt });
      return written ? { value: answer(finalizedAt) } : { conflict: true };
    });
  }

  records(filter: AffirmRecordFilter = {}): ResultAsync<readonly AffirmCheckout[], AffirmGatewayUnavailable> {
    return this.io(async () => {
      if (filter.checkoutIds !== undefined && filter.checkoutIds.length === 0) return [];
      let query = this.db.selectFrom('sandbox_affirm_checkouts').selectAll();
      if (filter.quoteId !== undefined) query = query.where('quote_id', '=', filter.quoteId);
      if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
      if (filter.checkoutIds !== undefined) query = query.where('checkout_id', 'in', [...filter.checkoutIds]);
      const rows = await query.orderBy('opened_at').orderBy('checkout_id').execute();
      return rows.map((row) => this.view(row));
    });
  }

  /** The SANDBOX window: the checkout, for its owner only (null for anyone else or an unknown id). */
  windowOf(checkoutId: string, userId: number): ResultAsync<AffirmCheckout | null, AffirmGatewayUnavailable> {
    return this.io(async () => {
      const row = await this.row(checkoutId);
      return row && row.user_id === userId ? this.view(row) : null;
    });
  }

  /** The SANDBOX window's buttons: approve (Success), decline (Failure) or close (HasNotApplied), for the owner. */
  decide(
    checkoutId: string,
    userId: number,
    decision: AffirmWindowDecision,
  ): ResultAsync<AffirmCheckout, AffirmDecisionRefused | AffirmCheckoutNotFound | AffirmGatewayUnavailable> {
    return this.change<AffirmCheckout, AffirmDecisionRefused>(checkoutId, userId, async (row) => {
      const nowMs = this.clock.nowMs();
      const next = decideAffirmApplication(factsOf(row), decision, nowMs);
      if (next.isErr()) return { refused: next.error };
      const decidedAt = new Date(nowMs).toISOString();
      const changes: Partial<WritableRow> = { application_state: next.value, decided_at: decidedAt };
      if (next.value === AffirmApplicationState.Success) {
        const expiry = new Date(nowMs + AFFIRM_AUTHORIZATION_MS);
        Object.assign(changes, {
          approved_at: decidedAt,
          approved_cents: row.amount_cents,
          checkout_token: this.newId('ctk'),
          card_id: this.newId('vcn'),
          // The card is good through the month its loan's authorization ends.
          card_expiration_month: String(expiry.getUTCMonth() + 1).padStart(2, '0'),
          card_expiration_year: String(expiry.getUTCFullYear()),
          card_cardholder_name: SANDBOX_AFFIRM_CARDHOLDER,
          card_billing_zip: SANDBOX_AFFIRM_BILLING_ZIP,
        } satisfies Partial<WritableRow>);
      }
      const written = await this.write(row, changes);
      if (!written) return { conflict: true };
      const after = await this.row(checkoutId);
      if (!after) throw new Error('the checkout vanished after it was decided');
      return { value: this.view(after) };
    });
  }

  /**
   * Reads the checkout, lets `step` decide and write, and reads again to retry when another instance
   * changed the row between the read and the write. `ownerId` (when given) hides other users' checkouts.
   */
  private change<T, E>(
    checkoutId: string,
    ownerId: number | null,
    step: (row: Row) => Promise<{ value: T } | { refused: E } | { conflict: true }>,
  ): ResultAsync<T, E | AffirmCheckoutNotFound | AffirmGatewayUnavailable> {
    return this.io(async (): Promise<{ value: T } | { refused: E | AffirmCheckoutNotFound }> => {
      for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
        const row = await this.row(checkoutId);
        if (!row || (ownerId !== null && row.user_id !== ownerId)) return { refused: notFound() };
        const outcome = await step(row);
        if (!('conflict' in outcome)) return outcome;
      }
      throw new Error(`the checkout kept changing under ${CHANGE_ATTEMPTS} attempts`);
    }).andThen((outcome) => ('value' in outcome ? okAsync(outcome.value) : errAsync(outcome.refused)));
  }

  /** Writes `changes` only if the row is still the version read; false when another instance changed it. */
  private async write(row: Row, changes: Partial<WritableRow>): Promise<boolean> {
    const updated = await this.db
      .updateTable('sandbox_affirm_checkouts')
      .set({ ...changes, version: row.version + 1 })
      .where('checkout_id', '=', row.checkout_id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    return updated.numUpdatedRows === 1n;
  }

  private async row(checkoutId: string): Promise<Row | undefined> {
    return this.db
      .selectFrom('sandbox_affirm_checkouts')
      .selectAll()
      .where('checkout_id', '=', checkoutId)
      .executeTakeFirst();
  }

  /**
   * The virtual card handed over now: a random Luhn-valid 16-digit Visa number that the card processor
   * reads as Visa and that is none of its test numbers, and a random 3-digit security code. Held in memory only.
   */
  private newVirtualCard(row: Row): AffirmVirtualCard {
    const loan = loanColumns(row);
    for (let attempt = 0; attempt < 100; attempt++) {
      let payload = '4';
      for (let i = 0; i < 14; i++) payload += String(this.randomDigit());
      const number = `${payload}${luhnCheckDigit(payload)}`;
      const reading = this.read(number);
      const accepted =
        reading.brand === CardBrand.Visa &&
        reading.passesLuhn &&
        reading.lengthFits &&
        SANDBOX_TEST_NUMBERS[number] === undefined;
      if (!accepted) continue;
      const securityCode = Array.from({ length: 3 }, () => String(this.randomDigit())).join('');
      return {
        cardId: loan.cardId,
        checkoutToken: loan.checkoutToken,
        approvedAmount: loan.approvedAmount,
        brand: CardBrand.Visa,
        number,
        securityCode,
        expirationMonth: loan.expirationMonth,
        expirationYear: loan.expirationYear,
        cardholderName: loan.cardholderName,
        billingZip: loan.billingZip,
      };
    }
    throw new Error('no acceptable virtual card number in 100 draws');
  }

  private view(row: Row): AffirmCheckout {
    const facts = factsOf(row);
    const nowMs = this.clock.nowMs();
    const common = {
      checkoutId: row.checkout_id,
      quoteId: row.quote_id,
      userId: row.user_id,
      flow: flowOf(row.flow),
      amount: cents(row.amount_cents),
      returnUrl: row.return_url,
      status: affirmLoanStatus(facts, nowMs),
      cancellation:
        row.cancelled_at === null
          ? AffirmCancellationState.HasNotCancelled
          : AffirmCancellationState.HasCancelled,
      openedAt: row.opened_at.toISOString(),
      decidedAt: isoOf(row.decided_at),
      expiresAt: new Date(affirmExpiresAtMs(facts)).toISOString(),
      cancelledAt: isoOf(row.cancelled_at),
    } as const;
    if (facts.application !== AffirmApplicationState.Success) {
      return { ...common, application: facts.application, loan: null };
    }
    const loan = loanColumns(row);
    const finalization =
      row.captured_cents === null || row.finalized_at === null
        ? null
        : {
            outcome: affirmFinalizeOutcome(loan.approvedAmount, cents(row.captured_cents)),
            capturedAmount: cents(row.captured_cents),
            releasedAmount: cents(loan.approvedAmount - row.captured_cents),
            finalizedAt: row.finalized_at.toISOString(),
          };
    return {
      ...common,
      application: AffirmApplicationState.Success,
      loan: {
        checkoutToken: loan.checkoutToken,
        approvedAmount: loan.approvedAmount,
        approvedAt: loan.approvedAt,
        virtualCard: {
          cardId: loan.cardId,
          brand: CardBrand.Visa,
          lastFour: row.card_last_four,
          expirationMonth: loan.expirationMonth,
          expirationYear: loan.expirationYear,
          cardholderName: loan.cardholderName,
          billingZip: loan.billingZip,
          handedOverAt: isoOf(row.card_handed_over_at),
        },
        finalization,
      },
    };
  }

  /** Wraps one piece of the sandbox's database I/O: a failure is AffirmGatewayUnavailable. */
  private io<T>(work: () => Promise<T>): ResultAsync<T, AffirmGatewayUnavailable> {
    return ResultAsync.fromPromise(
      Promise.resolve().then(work),
      (error): AffirmGatewayUnavailable => ({
        kind: 'AffirmGatewayUnavailable',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

type WritableRow = Omit<
  Row,
  'opened_at' | 'decided_at' | 'approved_at' | 'card_handed_over_at' | 'cancelled_at' | 'finalized_at'
> & {
  decided_at: string | null;
  approved_at: string | null;
  card_handed_over_at: string | null;
  cancelled_at: string | null;
  finalized_at: string | null;
};

function notFound(): AffirmCheckoutNotFound {
  return { kind: 'AffirmCheckoutNotFound', message: AFFIRM_MESSAGES.checkoutNotFound };
}

function isFlow(flow: unknown): flow is AffirmFlow {
  return flow === PaymentFlowType.AffirmVCN || flow === PaymentFlowType.AffirmLite;
}

function flowOf(stored: string): AffirmFlow {
  if (!isFlow(stored)) throw new Error(`a checkout with an unknown flow: ${stored}`);
  return stored;
}

const STORED_STATES: readonly AffirmCheckoutApplicationState[] = [
  AffirmApplicationState.Initial,
  AffirmApplicationState.HasNotApplied,
  AffirmApplicationState.Success,
  AffirmApplicationState.Failure,
];

function applicationOf(stored: string): AffirmCheckoutApplicationState {
  const state = STORED_STATES.find((s) => s === stored);
  if (state === undefined) throw new Error(`a checkout in an unknown state: ${stored}`);
  return state;
}

function isoOf(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

function factsOf(row: Row): AffirmCheckoutFacts {
  return {
    application: applicationOf(row.application_state),
    amount: cents(row.amount_cents),
    openedAtMs: row.opened_at.getTime(),
    approvedAtMs: row.approved_at === null ? null : row.approved_at.getTime(),
    approvedAmount: row.approved_cents === null ? null : cents(row.approved_cents),
    cancelledAtMs: row.cancelled_at === null ? null : row.cancelled_at.getTime(),
    capturedAmount: row.captured_cents === null ? null : cents(row.captured_cents),
    cardHandedOver: row.card_handed_over_at !== null,
  };
}

/** The columns of an approved loan (the table's checks guarantee them on Success). */
function loanColumns(row: Row) {
  const {
    approved_at,
    approved_cents,
    checkout_token,
    card_id,
    card_expiration_month,
    card_expiration_year,
    card_cardholder_name,
    card_billing_zip,
  } = row;
  if (
    approved_at === null ||
    approved_cents === null ||
    checkout_token === null ||
    card_id === null ||
    card_expiration_month === null ||
    card_expiration_year === null ||
    card_cardholder_name === null ||
    card_billing_zip === null
  ) {
    throw new Error(`the approved checkout ${row.checkout_id} lacks its loan's columns`);
  }
  return {
    approvedAt: approved_at.toISOString(),
    approvedAmount: cents(approved_cents),
    checkoutToken: checkout_token,
    cardId: card_id,
    expirationMonth: card_expiration_month,
    expirationYear: card_expiration_year,
    cardholderName: card_cardholder_name,
    billingZip: card_billing_zip,
  };
}

/** The Luhn (mod 10) check digit that completes `payload`. */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    // From the right, the payload's first digit is doubled (the check digit will take position 0).
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}
