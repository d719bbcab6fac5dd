import { Link } from 'react-router';
import { changeMovePath } from '../../../../domain/quote/routes';
import { stationTimeText } from '../../../../domain/shipment/milestone-appointment';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { AgentCouponForm, DashboardTypeForm, ShipmentEventForm } from './move-desk-forms-view';
import { Note } from './move-desk-parts';
import { ActionText, CANCEL_DIALOG_TEXT, MoveText, TRANSIT_DIALOG_TEXT } from './staff-lookup-text';
import type { StaffMoveModel } from './use-staff-move';

/** Cancelling the reservation (issue 12, staff may): the fee previewed from the ledger, asked first. */
function CancelAction({ model }: { model: StaffMoveModel }) {
  const preview = model.payments.kind === 'ready' ? model.payments.value.Cancellation : null;
  const c = model.cancel;
  return (
    <div className="staff-lookup-action card">
      <h4>{ActionText.cancelHeading}</h4>
      <p>{ActionText.cancelIntro}</p>
      {preview === null ? (
        <p>{ActionText.alreadyCancelled}</p>
      ) : preview.Cancellable ? (
        <>
          <p>{preview.FeeDescription}</p>
          <button type="button" className="button" onClick={c.onAsk} disabled={c.busy}>
            {ActionText.cancelButton}
          </button>
        </>
      ) : (
        <p>
          {ActionText.notCancellable} {preview.Message}
        </p>
      )}
      <Note note={c.note} />
      {c.confirming && preview?.Cancellable ? (
        <ConfirmDialog text={CANCEL_DIALOG_TEXT} action={c}>
          <p>{ActionText.cancelBody(preview.Fee, preview.Charge, preview.Refund)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/**
 * The staff actions section of a booked move: a shipment event, the sandbox feed, the Transit charge, a change,
 * the dashboard type, cancelling the reservation and an agent coupon.
 */
export function MoveDeskActionsView({ model, headingId }: { model: StaffMoveModel; headingId: string }) {
  const due = model.payments.kind === 'ready' ? model.payments.value.InvoiceAmountDue : null;
  return (
    <section className="staff-lookup-part staff-lookup-actions" aria-labelledby={`${headingId}-actions`}>
      <h3 id={`${headingId}-actions`}>{ActionText.heading}</h3>
      <div className="staff-lookup-action card">
        <h4>{ActionText.eventHeading}</h4>
        {model.shipment.kind === 'ready' ? (
          <ShipmentEventForm event={model.event} />
        ) : (
          <p>{MoveText.unavailable}</p>
        )}
      </div>
      <div className="staff-lookup-action card">
        <h4>{ActionText.feedHeading}</h4>
        <p>{ActionText.feedIntro}</p>
        <button type="button" className="button" onClick={model.feed.onRun} disabled={model.feed.busy}>
          {model.feed.busy ? ActionText.feeding : ActionText.feed}
        </button>
        <Note note={model.feed.note} />
        {model.feed.nextDue ? (
          <p className="staff-lookup-muted">
            {ActionText.nextDue(stationTimeText(model.feed.nextDue.at, model.feed.nextDue.zone))}
          </p>
        ) : null}
      </div>
      <div className="staff-lookup-action card">
        <h4>{ActionText.transitHeading}</h4>
        <p>{ActionText.transitIntro}</p>
        <button
          type="button"
          className="button"
          onClick={model.transit.onAsk}
          disabled={model.transit.busy || due === null || due <= 0}
        >
          {ActionText.transit}
        </button>
        <Note note={model.transit.note} />
        {model.transit.confirming && due !== null ? (
          <ConfirmDialog text={TRANSIT_DIALOG_TEXT} action={model.transit}>
            <p>{ActionText.transitConfirmBody(due)}</p>
          </ConfirmDialog>
        ) : null}
      </div>
      <div className="staff-lookup-action card">
        <h4>{ActionText.changeHeading}</h4>
        <p>{ActionText.changeIntro}</p>
        <Link className="button" to={changeMovePath(model.quoteId)}>
          {ActionText.change}
        </Link>
      </div>
      <div className="staff-lookup-action card">
        <h4>{ActionText.dashboardHeading}</h4>
        <DashboardTypeForm dashboard={model.dashboard} />
      </div>
      <CancelAction model={model} />
      <div className="staff-lookup-action card">
        <h4>{ActionText.couponHeading}</h4>
        <AgentCouponForm coupon={model.coupon} />
      </div>
    </section>
  );
}
