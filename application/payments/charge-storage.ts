import { addDays } from 'date-fns';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { Role } from '../../domain/accounts/enums';
import { compareIsoDates, fromLocalDate, toLocalDate } from '../../domain/calendar/iso-date';
import type { Cents } from '../../domain/money/money';
import { storageChargeKeyBase, storageNeedsCardKey } from '../../domain/payment/charge-keys';
import { chargeableMethod } from '../../domain/payment/chargeable-method';
import { type StorageCharge, unpaidStorageCharges } from '../../domain/payment/charges-timeline';
import { CardResult, PaymentMethod } from '../../domain/payment/enums';
import { LedgerActor, LedgerEntryKind, LedgerReason } from '../../domain/payment/ledger-entry';
import type { Viewer } from '../accounts/viewer';
import { JobName, type JobQueue } from '../ports/job-queue';
import type { StoredLedgerEntry } from '../ports/payment-ledger';
import type { RateCardSource } from '../ports/rate-card-source';
import type { ShipmentEvents } from '../ports/shipment-events';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import { UseCase } from '../use-case';
import { type AmountCharge, executeCharge, HoldRow } from './charge-engine';
import type { LedgerMoveDeps, LedgerMoveError } from './ledger-moves';
import { moveStorageOf, stationToday, storageChargeMoment } from './move-storage';
import { scheduleStorageCharge, storageChargeJobKey } from './storage-charge-jobs';

/** The storage charge acts for the business, as staff would (it reads any booked move). */
const STORAGE_VIEWER: Viewer = { userId: 0, email: 'storage-charges@relomove.com', role: Role.staff };

/** After a charge the processor could not complete (TechnicalError, UnknownError), the next try is this much later. */
export const STORAGE_RETRY_MINUTES = 60;

/**
 * Why a storage period was not charged to a method that is not a card (docs/decisions.md 2026-11-26): an
 * Affirm loan's one-time virtual card and a PayPal order are each approved once, for the move's price.
 */
export const STORAGE_NEEDS_CARD_MESSAGE =
  'Storage charges need a card: your Affirm loan or PayPal payment covers the price of your move only. Add a card to pay for storage.';

/** One storage period the run tried: charged (now or by an earlier run with the same keys) or refused. */
export interface StoragePeriodOutcome {
  readonly charge: StorageCharge;
  readonly outcome: AmountCharge;
}

export interface ChargeStorageOutput {
  /** The periods tried now, in order; the run stops at the first refusal. */
  readonly periods: readonly StoragePeriodOutcome[];
  /** When the next run is scheduled (UTC ISO), or null when storage needs no more runs. */
  readonly nextRunAt: string | null;
}

export type ChargeStorageError = LedgerMoveError;

type ChargeStorageDeps = ReservationStores &
  LedgerMoveDeps & {
    events: ShipmentEvents;
    rateCards: RateCardSource;
    jobs: JobQueue;
  };

/**
 * Issue 13, storage periods after the first (§4 storage rules; domain/payment/charges-timeline.ts
 * storageCharges): charges every period that is due (its day has come at the destination station) and not
 * yet in the ledger, in order, to the move's card, off-session, then schedules the next run for the next
 * period's day at STORAGE_CHARGE_LOCAL_HOUR there (nothing once storage has ended and all is charged).
 *
 * Exactly once rests on keys, as for ChargeMove (the same card path, the one charge engine, charge-engine.ts, its hold written first): each
 * period's keys are `storage:<move>:<k>:<amount>:<token>:<try>:authorize|capture`, so a retry, a crash
 * between the processor's answer and the ledger write, or two instances at once end with one capture per
 * period. The ledger's storage captures are the periods charged (in order: a run stops at the first
 * refusal), so a period is never charged twice.
 *
 * A decline is a Failure row (reason StorageCharge): §3 PaymentInfoRequired follows and the planner sends
 * "payment declined"; the next run is the next day (a new card is then charged; the same card's key answers
 * its decline again and writes nothing). An Affirm loan or a PayPal order (or no method) cannot take
 * storage: a CardError Failure row with STORAGE_NEEDS_CARD_MESSAGE asks for a card. A charge the
 * processor could not complete is tried again STORAGE_RETRY_MINUTES later.
 */
export class ChargeStorage extends UseCase<ChargeStorageDeps> {
  execute(input: { quoteId: number }): ResultAsync<ChargeStorageOutput, ChargeStorageError> {
    const { clock, events, ledger, rateCards } = this.deps;
    const none: ChargeStorageOutput = { periods: [], nextRunAt: null };
    return (
      ownedQuote(this.deps, STORAGE_VIEWER, input.quoteId, true)
        .map((owned) => owned as typeof owned | null)
        // A move gone or no longer booked has nothing to charge; only the store being down is an error.
        .orElse((error) =>
          error.kind === 'StorageUnavailable'
            ? errAsync<null, ChargeStorageError>(error)
            : okAsync<null, ChargeStorageError>(null),
        )
        .andThen((owned) => {
          const quote = owned?.quote;
          if (
            !owned ||
            !quote ||
            quote.Details.Reservation === null ||
            quote.Details.Reservation.Cancellation
          )
            return this.finish(input.quoteId, none);
          return ResultAsync.combine([events.events(input.quoteId), ledger.entries(input.quoteId)]).andThen(
            ([history, rows]) => {
              const card = rateCards.inForceOn(clock.today()).unwrapOr(null);
              const storage = moveStorageOf(quote, history, card);
              if (storage === null) return this.finish(input.quoteId, none);
              const today = stationToday(clock.now(), storage.timeZone);
              const unpaid = unpaidStorageCharges(storage.facts, today, rows);
              const due = unpaid.filter((c) => compareIsoDates(c.on, today) <= 0);
              const upcoming = unpaid.find((c) => compareIsoDates(c.on, today) > 0) ?? null;
              return this.chargeInOrder(quote, owned.userId, due, rows).andThen((periods) => {
                const refused = periods.find((p) => p.outcome.kind === 'Failed')?.outcome;
                const nextRunAt =
                  refused?.kind === 'Failed'
                    ? refused.retryable
                      ? new Date(clock.nowMs() + STORAGE_RETRY_MINUTES * 60_000).toISOString()
                      : storageChargeMoment(fromLocalDate(addDays(toLocalDate(today), 1)), storage.timeZone)
                    : upcoming
                      ? storageChargeMoment(upcoming.on, storage.timeZone)
                      : null;
                return this.finish(input.quoteId, { periods, nextRunAt });
              });
            },
          );
        })
    );
  }

  /** Schedules the next run (or drops a pending one when there is none) and answers `output`. */
  private finish(
    quoteId: number,
    output: ChargeStorageOutput,
  ): ResultAsync<ChargeStorageOutput, ChargeStorageError> {
    const { jobs } = this.deps;
    if (output.nextRunAt !== null)
      return scheduleStorageCharge(jobs, quoteId, output.nextRunAt).map(() => output);
    return jobs
      .cancel(JobName.ChargeStorage, storageChargeJobKey(quoteId))
      .orElse(() => okAsync(undefined))
      .map(() => output);
  }

  /** Charges the due periods one after the other, stopping at the first refusal. */
  private chargeInOrder(
    quote: Parameters<typeof chargeableMethod>[0],
    userId: number,
    due: readonly StorageCharge[],
    rows: readonly StoredLedgerEntry[],
  ): ResultAsync<StoragePeriodOutcome[], ChargeStorageError> {
    const done: StoragePeriodOutcome[] = [];
    const step = (
      index: number,
      seen: readonly StoredLedgerEntry[],
    ): ResultAsync<StoragePeriodOutcome[], ChargeStorageError> => {
      const charge = due[index];
      if (charge === undefined) return okAsync(done);
      return this.chargePeriod(quote, userId, charge, seen).andThen((outcome) => {
        done.push({ charge, outcome });
        if (outcome.kind === 'Failed') return okAsync(done);
        return step(index + 1, [...seen, ...outcome.rows]);
      });
    };
    return step(0, rows);
  }

  /** One period: to the move's card, or a Failure row asking for a card. */
  private chargePeriod(
    quote: Parameters<typeof chargeableMethod>[0],
    userId: number,
    charge: StorageCharge,
    rows: readonly StoredLedgerEntry[],
  ): ResultAsync<AmountCharge, ChargeStorageError> {
    const quoteId = quote.QuoteId;
    const context = { quoteId, userId, actor: LedgerActor.System };
    const method = chargeableMethod(quote);
    const reason = LedgerReason.StorageCharge;
    if (method !== null && method.method === PaymentMethod.CreditCard) {
      return executeCharge(this.deps, context, {
        to: method,
        amount: charge.amount,
        reason,
        rows,
        keyBase: storageChargeKeyBase(quoteId, charge.k, charge.amount, method.token),
        holdRow: HoldRow.BeforeCapture,
      });
    }
    const which = method === null ? 'none' : 'orderId' in method ? method.orderId : method.token;
    return this.needsCard(context, charge.amount, method?.method ?? PaymentMethod.NoPayment, which, charge.k);
  }

  /** The Failure row of a period the move's method cannot take (written once per period and method). */
  private needsCard(
    context: { quoteId: number; actor: LedgerActor },
    amount: Cents,
    method: PaymentMethod,
    which: string,
    k: number,
  ): ResultAsync<AmountCharge, ChargeStorageError> {
    const result = CardResult.CardError;
    return this.deps.ledger
      .append([
        {
          quoteId: context.quoteId,
          kind: LedgerEntryKind.Failure,
          amount,
          method,
          processorReference: '',
          relatesTo: null,
          idempotencyKey: storageNeedsCardKey(context.quoteId, k, amount, which),
          actor: context.actor,
          at: this.deps.clock.now(),
          reason: LedgerReason.StorageCharge,
          failure: { result, message: STORAGE_NEEDS_CARD_MESSAGE },
          expiresAt: null,
        },
      ])
      .map(
        (): AmountCharge => ({
          kind: 'Failed',
          amount,
          result,
          message: STORAGE_NEEDS_CARD_MESSAGE,
          retryable: false,
        }),
      );
  }
}
