import './cancel-reservation.css';
import { useEffect, useRef } from 'react';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import { fromLocalDate } from '../../../../domain/calendar/iso-date';
import { type Cents, formatUsd, sum } from '../../../../domain/money/money';
import { LedgerEntryKind, LedgerReason } from '../../../../domain/payment/ledger-entry';
import type { PaymentMethodEntry } from '../../../../domain/payment/types';
import type { Quote } from '../../../../domain/quote/types';
import { isCancelled } from '../../../../domain/reservation/cancellation';
import type { MovePayments } from '../../../http/client/relomove-api';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { PhoneLink } from '../../app/phone-link';
import { Fact } from '../pages/page-parts';
import { CANCEL_DIALOG_TEXT, CancelText } from './cancel-text';
import { paymentMethodText } from './payment-method-text';
import type { CancelProblem, CancelReservationModel } from './use-cancel-reservation';

export { CancelText };

/** The rule of a fee description ('$50.00: within 7 days of the drop-off date' -> 'within 7 days …'). */
const ruleOf = (description: string) => {
  const colon = description.indexOf(': ');
  return colon < 0 ? description : description.slice(colon + 2);
};

/** The amount of the ledger rows of one kind and reason. */
const amountOf = (payments: MovePayments, kind: string, reason: string): Cents =>
  sum(payments.Ledger.filter((r) => r.Kind === kind && r.Reason === reason).map((r) => r.Amount));

function Problem({ problem }: { problem: CancelProblem }) {
  return (
    <p>
      {problem.message}
      {problem.callUs ? (
        <>
          {' '}
          {CancelText.callUs}
          <PhoneLink />.
        </>
      ) : null}
    </p>
  );
}

/**
 * A cancelled move (§4 WebReservationFlag Cancelled): when, the fee and its rule, what of it was charged,
 * what the cancellation refunded, and what is still due if the fee's charge was declined.
 * Issue 27: right after the customer cancels (`justCancelled`), the notice is scrolled into view and its
 * heading takes the focus the closed dialog gave back (its button is gone); `onShown` then says so, so the
 * notice takes focus once and never when a cancelled move is merely opened.
 */
export function CancelledNotice({
  quote,
  payments,
  justCancelled = false,
  onShown,
}: {
  quote: Quote;
  payments: MovePayments | null | undefined;
  justCancelled?: boolean;
  onShown?(): void;
}) {
  const cancellation = quote.Details.Reservation?.Cancellation;
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    const node = heading.current;
    if (!justCancelled || !node) return;
    node.focus({ preventScroll: true });
    node.closest('section')?.scrollIntoView?.({ block: 'start' });
    onShown?.();
  }, [justCancelled, onShown]);
  return (
    <section className="notice notice-info dashboard-cancelled" data-testid="reservation-cancelled">
      <h2 ref={heading} tabIndex={-1} className="dashboard-cancelled-title">
        {CancelText.cancelledTitle}
      </h2>
      {cancellation ? (
        <>
          <p>{CancelText.cancelledOn(formatMMDDYYYY(fromLocalDate(new Date(cancellation.CancelledAt))))}</p>
          <dl className="dashboard-facts">
            <Fact term={CancelText.fee} testId="cancelled-fee">
              {cancellation.FeeDescription}
            </Fact>
            {payments ? (
              <>
                <Fact term={CancelText.feeCharged} testId="cancelled-fee-charged">
                  {formatUsd(amountOf(payments, LedgerEntryKind.Capture, LedgerReason.CancellationFee))}
                </Fact>
                <Fact term={CancelText.refunded} testId="cancelled-refunded">
                  {formatUsd(amountOf(payments, LedgerEntryKind.Refund, LedgerReason.Cancellation))}
                </Fact>
                {payments.InvoiceAmountDue > 0 ? (
                  <Fact term={CancelText.stillDue} testId="cancelled-still-due">
                    {formatUsd(payments.InvoiceAmountDue)}
                  </Fact>
                ) : null}
              </>
            ) : null}
          </dl>
        </>
      ) : null}
    </section>
  );
}

export interface CancelReservationProps {
  quote: Quote;
  /** GET moves/{id}/payments: its Cancellation is the fee shown first. Undefined while loading. */
  payments: MovePayments | null | undefined;
  model: CancelReservationModel;
}

/**
 * The dashboard's "Cancel reservation" (issue 13 "Cancel the reservation, with the fee shown first"): a
 * quiet action at the foot of the Overview that opens a confirmation with the fee of cancelling today (the
 * server's preview, the fee the cancel takes), what would be charged, refunded and released, then cancels.
 * After the drop-off date it is not offered: the page says why and gives the phone number. A cancelled
 * move shows nothing here (the CancelledNotice says what happened).
 */
export function CancelReservation({ quote, payments, model }: CancelReservationProps) {
  const preview = payments?.Cancellation;
  if (isCancelled(quote) || !preview) return null;
  if (!preview.Cancellable) {
    return (
      <section className="dashboard-end-action dashboard-cancel" data-testid="cancel-not-online">
        <p>
          {CancelText.notOnline(preview.Message)} {CancelText.callUs}
          <PhoneLink />.
        </p>
      </section>
    );
  }
  const methods: readonly PaymentMethodEntry[] = quote.Details.Reservation?.PaymentMethods ?? [];
  const fee = formatUsd(preview.Fee);
  const lines = [
    preview.Charge > 0 ? CancelText.charge(formatUsd(preview.Charge), paymentMethodText(methods[0])) : null,
    preview.Refund > 0 ? CancelText.refund(formatUsd(preview.Refund)) : null,
    preview.Release > 0 ? CancelText.release(formatUsd(preview.Release)) : null,
  ].filter((line): line is string => line !== null);
  return (
    <section className="dashboard-end-action dashboard-cancel" aria-labelledby="dashboard-cancel-title">
      <h3 id="dashboard-cancel-title">{CancelText.sectionTitle}</h3>
      <button
        type="button"
        className="button button-quiet-danger"
        onClick={model.openDialog}
        data-testid="cancel-reservation"
      >
        {CancelText.action}
      </button>
      {model.dialogOpen ? (
        <ConfirmDialog
          text={CANCEL_DIALOG_TEXT}
          action={{
            busy: model.cancelling,
            problem: model.problem ? <Problem problem={model.problem} /> : null,
            onConfirm: model.confirm,
            onClose: model.closeDialog,
          }}
        >
          <p className="dashboard-strong" data-testid="cancel-fee">
            {CancelText.feeToday(fee, preview.Fee === 0, ruleOf(preview.FeeDescription))}
          </p>
          <ul className="dashboard-cancel-money" data-testid="cancel-money">
            {(lines.length > 0 ? lines : [CancelText.nothingCharged]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{CancelText.consequence}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
