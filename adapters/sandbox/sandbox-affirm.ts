import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
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
import type { Cents } from '../../domain/money/money';
import {
  AFFIRM_AUTHORIZATION_MS,
  type AffirmCheckoutNotFound,
  type AffirmDecisionRefused,
  type AffirmFinalizeRefused,
  type AffirmHandOverRefused,
  type AffirmOpenRefused,
  type AffirmVirtualCard,
  type AffirmWindowDecision,
  cancelAffirmLoan,
  checkAffirmAmount,
  checkAffirmReturnUrl,
  decideAffirmApplication,
  finalizeAffirmLoan,
  handOverAffirmCard,
} from '../../domain/payment/affirm';
import type { CardNumberReader } from '../../domain/payment/card-check';
import { AffirmApplicationState, AffirmCancellationState } from '../../domain/payment/enums';
import { checkoutOf, factsOf, isFlow, isoOf, notFound } from './sandbox-affirm-checkout-view';
import type { CheckoutRow, SandboxAffirmTables, WritableRow } from './sandbox-affirm-tables';
import { newVirtualCard } from './sandbox-affirm-virtual-card';

export type { SandboxAffirmTables } from './sandbox-affirm-tables';

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
      row ? okAsync(checkoutOf(row, this.clock.nowMs())) : errAsync(notFound()),
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
      const card = newVirtualCard(row, this.read, this.randomDigit);
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
      return rows.map((row) => checkoutOf(row, this.clock.nowMs()));
    });
  }

  /** The SANDBOX window: the checkout, for its owner only (null for anyone else or an unknown id). */
  windowOf(checkoutId: string, userId: number): ResultAsync<AffirmCheckout | null, AffirmGatewayUnavailable> {
    return this.io(async () => {
      const row = await this.row(checkoutId);
      return row && row.user_id === userId ? checkoutOf(row, this.clock.nowMs()) : null;
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
      return { value: checkoutOf(after, this.clock.nowMs()) };
    });
  }

  /**
   * Reads the checkout, lets `step` decide and write, and reads again to retry when another instance
   * changed the row between the read and the write. `ownerId` (when given) hides other users' checkouts.
   */
  private change<T, E>(
    checkoutId: string,
    ownerId: number | null,
    step: (row: CheckoutRow) => Promise<{ value: T } | { refused: E } | { conflict: true }>,
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
  private async write(row: CheckoutRow, changes: Partial<WritableRow>): Promise<boolean> {
    const updated = await this.db
      .updateTable('sandbox_affirm_checkouts')
      .set({ ...changes, version: row.version + 1 })
      .where('checkout_id', '=', row.checkout_id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    return updated.numUpdatedRows === 1n;
  }

  private async row(checkoutId: string): Promise<CheckoutRow | undefined> {
    return this.db
      .selectFrom('sandbox_affirm_checkouts')
      .selectAll()
      .where('checkout_id', '=', checkoutId)
      .executeTakeFirst();
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
