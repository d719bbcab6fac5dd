import { ResultAsync } from 'neverthrow';
import { type Cents, formatUsd } from '../../domain/money/money';
import { PaymentMethod } from '../../domain/payment/enums';
import {
  LedgerEntryKind as Kind,
  type LedgerEntryKind,
  LedgerReason,
} from '../../domain/payment/ledger-entry';
import type { PaymentGateway, PaymentGatewayUnavailable } from '../ports/payment-gateway';
import type { PaymentLedger, StoredLedgerEntry } from '../ports/payment-ledger';
import type { PayPalGateway } from '../ports/paypal-gateway';
import type { RepositoryError } from '../ports/quote-repository';
import { UseCase } from '../use-case';

/** Which processor keeps the records of a method's rows. */
export type Processor = 'card processor' | 'PayPal';

/** One money movement as a processor's own books show it. */
interface Movement {
  processor: Processor;
  kind: Exclude<LedgerEntryKind, 'Failure'>;
  reference: string;
  amount: Cents;
  quoteId: number | null;
}

/** A difference between the ledger and a processor's books. */
export interface ReconcileDifference {
  processor: Processor;
  kind: LedgerEntryKind;
  reference: string;
  quoteId: number | null;
  message: string;
}

export interface ReconcileReport {
  /** Ledger rows that move money (Failure rows record what did not happen and are not compared). */
  rowsChecked: number;
  /** Processor records compared. */
  recordsChecked: number;
  differences: ReconcileDifference[];
}

const PAGE = 1000;
const processorOf = (method: PaymentMethod): Processor =>
  method === PaymentMethod.PayPal ? 'PayPal' : 'card processor';
const keyOf = (processor: Processor, kind: string, reference: string) => `${processor}|${kind}|${reference}`;

/**
 * Issue 12 `relomove payments reconcile`: every ledger row that moved money must be in its processor's own
 * books with the same amount, and every authorization, capture, refund and void in those books must have
 * its ledger row. A record without a row is what a crash between the processor's answer and the ledger
 * write leaves until the charge runs again; a row without a record, or an amount that differs, must never
 * happen. PayPal voids are named by their authorization's id, as PayPal names them.
 */
export class ReconcilePayments extends UseCase<{
  ledger: PaymentLedger;
  cards: PaymentGateway;
  paypal: PayPalGateway;
}> {
  execute(): ResultAsync<ReconcileReport, RepositoryError | PaymentGatewayUnavailable> {
    return ResultAsync.combine([this.allRows(), this.movements()]).map(([rows, movements]) =>
      reconcile(rows, movements),
    );
  }

  private allRows(): ResultAsync<StoredLedgerEntry[], RepositoryError> {
    const collect = (
      afterId: number,
      acc: StoredLedgerEntry[],
    ): ResultAsync<StoredLedgerEntry[], RepositoryError> =>
      this.deps.ledger.page(afterId, PAGE).andThen((page) => {
        const all = [...acc, ...page];
        const last = page.at(-1);
        return page.length < PAGE || !last
          ? ResultAsync.fromSafePromise(Promise.resolve(all))
          : collect(last.id, all);
      });
    return collect(0, []);
  }

  private movements(): ResultAsync<Movement[], PaymentGatewayUnavailable> {
    return ResultAsync.combine([this.deps.cards.records(), this.deps.paypal.records()]).map(
      ([cards, paypal]) => [
        ...cards.map(
          (r): Movement => ({
            processor: 'card processor',
            kind: r.kind,
            reference: r.reference,
            amount: r.amount,
            quoteId: null,
          }),
        ),
        ...paypal.authorizations.map((r) => onPayPal(Kind.Authorization, r.authorizationId, r)),
        ...paypal.captures.map((r) => onPayPal(Kind.Capture, r.captureId, r)),
        // PayPal names a void by its authorization's id.
        ...paypal.voids.map((r) => onPayPal(Kind.Void, r.authorizationId, r)),
        ...paypal.refunds.map((r) => onPayPal(Kind.Refund, r.refundId, r)),
      ],
    );
  }
}

/** A PayPal record as a movement. */
function onPayPal(
  kind: Movement['kind'],
  reference: string,
  record: { amount: Cents; quoteId: number },
): Movement {
  return { processor: 'PayPal', kind, reference, amount: record.amount, quoteId: record.quoteId };
}

/** The comparison itself, pure: rows against movements, by processor, kind and reference. */
export function reconcile(
  rows: readonly StoredLedgerEntry[],
  movements: readonly Movement[],
): ReconcileReport {
  const differences: ReconcileDifference[] = [];
  const booked = new Map(movements.map((m) => [keyOf(m.processor, m.kind, m.reference), m]));
  const seen = new Set<string>();
  // A Failure moved nothing; a Void of a hold that had already expired records the release on our side only
  // (the processor let it lapse, so its books have no void).
  const moving = rows.filter(
    (r) =>
      r.kind !== Kind.Failure && !(r.kind === Kind.Void && r.reason === LedgerReason.AuthorizationExpired),
  );
  for (const row of moving) {
    const processor = processorOf(row.method);
    const key = keyOf(processor, row.kind, row.processorReference);
    seen.add(key);
    const record = booked.get(key);
    const base = { processor, kind: row.kind, reference: row.processorReference, quoteId: row.quoteId };
    if (!record) {
      differences.push({
        ...base,
        message: `ledger row ${row.id} (${row.kind} ${formatUsd(row.amount)} on move ${row.quoteId}) is not in the ${processor}'s records`,
      });
    } else if (record.amount !== row.amount) {
      differences.push({
        ...base,
        message: `ledger row ${row.id} says ${formatUsd(row.amount)}; the ${processor} says ${formatUsd(record.amount)}`,
      });
    }
  }
  for (const movement of movements) {
    if (seen.has(keyOf(movement.processor, movement.kind, movement.reference))) continue;
    differences.push({
      processor: movement.processor,
      kind: movement.kind,
      reference: movement.reference,
      quoteId: movement.quoteId,
      message: `the ${movement.processor}'s ${movement.kind} ${movement.reference} of ${formatUsd(movement.amount)} has no ledger row`,
    });
  }
  return { rowsChecked: moving.length, recordsChecked: movements.length, differences };
}
