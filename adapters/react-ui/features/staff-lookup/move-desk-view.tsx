import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import { activePaymentMethod } from '../../../../domain/payment/payment-methods';
import { changeMovePath } from '../../../../domain/quote/routes';
import { isCancelled } from '../../../../domain/reservation/cancellation';
import { DASHBOARD_TYPES } from '../../../../domain/reservation/enums';
import { checklistLabel } from '../../../../domain/shipment/inspection-form';
import type {
  BookedMove,
  MoveInspection,
  MovePayments,
  StaffShipment,
} from '../../../http/client/relomove-api';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { STATUS_TEXT } from '../dashboard/milestones/milestone-text';
import { paymentMethodText } from '../dashboard/payment-method-text';
import { localMessageTime } from '../staff-outbox/local-time';
import { PriceLinesTable } from './quote-explanation-view';
import { ActionText, InspectionDeskText, MoveText, SOURCE_TEXT } from './staff-lookup-text';
import type { ActionNote, Part, StaffMoveModel } from './use-staff-move';

const C = MoveText.columns;
const mdy = (date: string | null | undefined) => (date ? formatMMDDYYYY(date as IsoDate) : MoveText.none);
const when = (iso: string) => <time dateTime={iso}>{localMessageTime(iso, true)}</time>;

function PartOf<T>({ part, children }: { part: Part<T>; children: (value: T) => ReactNode }) {
  if (part.kind === 'loading') return <p role="status">{MoveText.loading}</p>;
  if (part.kind === 'unavailable') {
    return (
      <div className="notice notice-error" role="alert">
        <p>{part.message ?? MoveText.unavailable}</p>
        <button type="button" className="button" onClick={part.onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(part.value)}</>;
}

function Note({ note }: { note: ActionNote }) {
  if (!note) return null;
  return (
    <p
      className={`staff-lookup-note staff-lookup-note-${note.tone}`}
      role={note.tone === 'error' ? 'alert' : 'status'}
    >
      {note.text}
    </p>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="staff-lookup-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The booked move's reservation: dates, contact, payment method, coupons and its booked price lines. */
export function ReservationView({ move }: { move: BookedMove }) {
  const q = move.quote;
  const r = q.Details.Reservation;
  const cancelled = isCancelled(q);
  const method = activePaymentMethod(r?.PaymentMethods ?? []) ?? undefined;
  const contact = r ? [`${r.Contact.FirstName} ${r.Contact.LastName}`.trim(), r.Contact.EmailAddress] : [];
  return (
    <>
      <dl className="staff-lookup-facts">
        <Fact term={MoveText.reservation}>
          <span className={`staff-lookup-badge staff-lookup-badge-${cancelled ? 'cancelled' : 'reserved'}`}>
            {cancelled ? MoveText.cancelled : MoveText.booked}
          </span>
        </Fact>
        <Fact term={MoveText.flag}>{q.Details.WebReservationFlag}</Fact>
        {r?.ReservedAt ? <Fact term={MoveText.bookedAt}>{when(r.ReservedAt)}</Fact> : null}
        <Fact term={MoveText.dropOff}>{mdy(q.Details.SpotDate)}</Fact>
        <Fact term={MoveText.pickup}>{mdy(r?.PickupDate ?? q.Details.PickupDate)}</Fact>
        <Fact term={MoveText.contact}>
          <span className="staff-lookup-wrap">{contact.filter(Boolean).join(' · ') || MoveText.none}</span>
        </Fact>
        {r?.SMSPhoneNumber ? <Fact term={MoveText.sms}>{r.SMSPhoneNumber}</Fact> : null}
        <Fact term={MoveText.payment}>{paymentMethodText(method)}</Fact>
        <Fact term={MoveText.dashboard}>{r?.DashboardType ?? MoveText.fullDashboard}</Fact>
      </dl>
      <h4>{MoveText.coupons}</h4>
      {(r?.Coupons ?? []).length === 0 ? (
        <p>{MoveText.noCoupons}</p>
      ) : (
        <ul className="staff-lookup-coupons">
          {(r?.Coupons ?? []).map((c) => (
            <li key={c.Code}>
              <strong>{c.Code}</strong> {c.Description ? `· ${c.Description}` : ''} ·{' '}
              {c.FreeStorageDays > 0 ? `${c.FreeStorageDays} free storage days` : formatUsd(c.Amount)}{' '}
              <span className="staff-lookup-muted">
                ({MoveText.couponBy[c.Source ?? 'UserEntered'] ?? c.Source})
              </span>
            </li>
          ))}
        </ul>
      )}
      <PriceLinesTable lines={move.lines} total={move.total} caption={MoveText.priceCaption} />
    </>
  );
}

/** The move's payments ledger (issue 12): balances from the ledger, then every row. */
export function LedgerView({ payments }: { payments: MovePayments }) {
  const sums: Array<[string, Cents]> = [
    [MoveText.totalPrice, payments.TotalPrice],
    [MoveText.captured, payments.Captured],
    [MoveText.refunded, payments.Refunded],
    [MoveText.due, payments.InvoiceAmountDue],
  ];
  return (
    <>
      <dl className="staff-lookup-facts staff-lookup-sums">
        {sums.map(([term, amount]) => (
          <Fact key={term} term={term}>
            {formatUsd(amount)}
          </Fact>
        ))}
      </dl>
      {payments.Ledger.length === 0 ? (
        <p>{MoveText.noLedger}</p>
      ) : (
        <table className="staff-lookup-table">
          <caption className="visually-hidden">{MoveText.ledgerCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{C.when}</th>
              <th scope="col">{C.kind}</th>
              <th scope="col" className="staff-lookup-money">
                {C.amount}
              </th>
              <th scope="col">{C.method}</th>
              <th scope="col">{C.who}</th>
              <th scope="col">{C.why}</th>
            </tr>
          </thead>
          <tbody>
            {payments.Ledger.map((row) => (
              <tr key={row.Id} data-kind={row.Kind}>
                <td data-label={C.when}>{when(row.At)}</td>
                <td data-label={C.kind}>{row.Kind}</td>
                <td data-label={C.amount} className="staff-lookup-money">
                  {formatUsd(row.Amount)}
                </td>
                <td data-label={C.method}>{row.Method}</td>
                <td data-label={C.who}>{row.Actor}</td>
                <td data-label={C.why}>
                  {row.Reason}
                  {row.Message ? ` · ${row.CardResult ?? ''} ${row.Message}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The shipment (issue 13) as staff see it: state, milestones with their dates, and every event. */
export function ShipmentDeskView({ shipment }: { shipment: StaffShipment }) {
  const staff = shipment.Staff;
  const events = staff?.Events ?? shipment.Milestones.flatMap((m) => m.Events);
  return (
    <>
      <dl className="staff-lookup-facts">
        <Fact term={MoveText.shipmentState}>{shipment.ShipmentState}</Fact>
        <Fact term={MoveText.active}>{shipment.ActiveMilestone ?? MoveText.none}</Fact>
        <Fact term={MoveText.next}>{shipment.NextMilestone ?? MoveText.none}</Fact>
        {shipment.PendingReason ? <Fact term={MoveText.pending}>{shipment.PendingReason}</Fact> : null}
        {staff ? (
          <Fact term={MoveText.carrier}>
            {staff.Carrier || MoveText.none}
            {staff.Pronumber ? ` · ${MoveText.pronumber} ${staff.Pronumber}` : ''}
          </Fact>
        ) : null}
      </dl>
      <table className="staff-lookup-table">
        <caption className="visually-hidden">{MoveText.milestonesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.milestone}</th>
            <th scope="col">{C.state}</th>
            <th scope="col">{C.dates}</th>
          </tr>
        </thead>
        <tbody>
          {shipment.Milestones.filter((m) => m.Status !== 'Disabled').map((m) => (
            <tr key={m.Milestone} data-state={m.Status}>
              <td data-label={C.milestone}>{m.Milestone}</td>
              <td data-label={C.state}>
                {STATUS_TEXT[m.Status]}
                {m.Exception ? ` · ${m.Exception.Status}: ${m.Exception.Reason}` : ''}
              </td>
              <td data-label={C.dates}>
                {m.DateType} {m.StatusDate.Early ? mdy(m.StatusDate.Early) : ''}
                {m.StatusDate.Late && m.StatusDate.Late !== m.StatusDate.Early
                  ? ` - ${mdy(m.StatusDate.Late)}`
                  : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {events.length === 0 ? (
        <p>{MoveText.noEvents}</p>
      ) : (
        <table className="staff-lookup-table">
          <caption className="visually-hidden">{MoveText.eventsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{C.when}</th>
              <th scope="col">{C.milestone}</th>
              <th scope="col">{C.status}</th>
              <th scope="col">{C.reason}</th>
              <th scope="col">{C.source}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.Id}>
                <td data-label={C.when}>{when(e.OccurredAt)}</td>
                <td data-label={C.milestone}>{e.Milestone}</td>
                <td data-label={C.status}>
                  {e.Status}
                  {e.Window ? ` ${mdy(e.Window.Early)} - ${mdy(e.Window.Late)}` : ''}
                </td>
                <td data-label={C.reason}>{e.Reason ?? MoveText.none}</td>
                <td data-label={C.source} className="staff-lookup-wrap">
                  {SOURCE_TEXT[e.Source]}
                  {'RecordedBy' in e && e.RecordedBy ? ` · ${e.RecordedBy}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {staff && staff.IgnoredEvents.length > 0 ? (
        <>
          <h4>{MoveText.ignored}</h4>
          <ul>
            {staff.IgnoredEvents.map((i) => (
              <li key={i.Id}>{i.Message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The form that records a shipment event: milestone, what happened, a reason, and a window when scheduled. */
export function ShipmentEventForm({ event }: { event: StaffMoveModel['event'] }) {
  const id = useId();
  const d = event.draft;
  const errorsOf = (field: string) => event.errors.get(field) ?? [];
  const errorId = (field: string) => (errorsOf(field).length ? `${id}-${field}-error` : undefined);
  const error = (field: string) =>
    errorsOf(field).length ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {errorsOf(field).join(' ')}
      </p>
    ) : null;
  const showWindow = d.Status === 'Scheduled' || d.Status === 'Delayed';
  return (
    <form onSubmit={event.onSubmit} noValidate>
      <div className="staff-lookup-grid">
        <div className="field">
          <label htmlFor={`${id}-milestone`}>{ActionText.milestone}</label>
          <select
            id={`${id}-milestone`}
            value={d.Milestone}
            onChange={(e) => event.set('Milestone', e.target.value)}
            aria-describedby={errorId('Milestone')}
            aria-invalid={errorsOf('Milestone').length > 0 || undefined}
          >
            <option value="">Choose…</option>
            {event.milestones.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
          {error('Milestone')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>{ActionText.status}</label>
          <select
            id={`${id}-status`}
            value={d.Status}
            onChange={(e) => event.set('Status', e.target.value)}
            aria-describedby={errorId('Status')}
            aria-invalid={errorsOf('Status').length > 0 || undefined}
          >
            <option value="">Choose…</option>
            {event.statuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {error('Status')}
        </div>
        <div className="field staff-lookup-wide" data-state={errorsOf('Reason').length ? 'error' : undefined}>
          <label htmlFor={`${id}-reason`}>{ActionText.reason}</label>
          <input
            id={`${id}-reason`}
            type="text"
            maxLength={500}
            value={d.Reason}
            onChange={(e) => event.set('Reason', e.target.value)}
            aria-describedby={[`${id}-reason-hint`, errorId('Reason')].filter(Boolean).join(' ')}
            aria-invalid={errorsOf('Reason').length > 0 || undefined}
            aria-required={event.needsReason || undefined}
          />
          <p className="field-hint" id={`${id}-reason-hint`}>
            {ActionText.reasonHint}
          </p>
          {error('Reason')}
        </div>
        {showWindow ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-early`}>{ActionText.early}</label>
              <input
                id={`${id}-early`}
                type="date"
                value={d.Early}
                onChange={(e) => event.set('Early', e.target.value)}
                aria-describedby={[`${id}-window-hint`, errorId('Window')].filter(Boolean).join(' ')}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-late`}>{ActionText.late}</label>
              <input
                id={`${id}-late`}
                type="date"
                value={d.Late}
                onChange={(e) => event.set('Late', e.target.value)}
                aria-describedby={[`${id}-window-hint`, errorId('Window')].filter(Boolean).join(' ')}
              />
            </div>
            <p className="field-hint staff-lookup-wide" id={`${id}-window-hint`}>
              {ActionText.windowHint}
            </p>
            {error('Window')}
          </>
        ) : null}
      </div>
      <SubmitWithNote
        busy={event.busy}
        label={ActionText.record}
        busyLabel={ActionText.recording}
        note={event.note}
        primary
      />
    </form>
  );
}

/** §6 agents: an agent-entered coupon on the reservation (POST moves/coupons). */
export function AgentCouponForm({ coupon }: { coupon: StaffMoveModel['coupon'] }) {
  const id = useId();
  if (!coupon.allowed) return <p>{ActionText.couponOnlyAgents}</p>;
  return (
    <form onSubmit={coupon.onSubmit} noValidate className="staff-lookup-inline-form">
      <p>{ActionText.couponIntro}</p>
      <div className="field" data-state={coupon.errors.length ? 'error' : undefined}>
        <label htmlFor={`${id}-code`}>{ActionText.couponCode}</label>
        <input
          id={`${id}-code`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={50}
          value={coupon.code}
          onChange={(e) => coupon.setCode(e.target.value)}
          aria-describedby={coupon.errors.length ? `${id}-code-error` : undefined}
          aria-invalid={coupon.errors.length > 0 || undefined}
        />
        {coupon.errors.length ? (
          <p className="field-error" id={`${id}-code-error`}>
            {coupon.errors.join(' ')}
          </p>
        ) : null}
      </div>
      <SubmitWithNote
        busy={coupon.busy}
        label={ActionText.addCoupon}
        busyLabel={ActionText.addingCoupon}
        note={coupon.note}
        primary
      />
    </form>
  );
}

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
        <ConfirmDialog
          title={ActionText.cancelTitle}
          keepLabel={ActionText.keepReservation}
          confirmLabel={ActionText.cancelButton}
          busyLabel={ActionText.cancelling}
          busy={c.busy}
          problem={c.problem}
          onConfirm={c.onConfirm}
          onClose={c.onCancel}
        >
          <p>{ActionText.cancelBody(preview.Fee, preview.Charge, preview.Refund)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/**
 * A booked move for staff (issue 15): the reservation, the payments ledger, the shipment and its events, and
 * the staff actions the server has (a shipment event, the sandbox feed, the Transit charge, cancelling the
 * reservation, an agent coupon).
 */
/** A staff form's submit button (its busy words while sending) and the note of what the server answered. */
function SubmitWithNote(props: {
  busy: boolean;
  label: string;
  busyLabel: string;
  note: ActionNote;
  primary?: boolean;
}) {
  return (
    <>
      <div className="form-actions">
        <button
          type="submit"
          className={props.primary ? 'button button-primary' : 'button'}
          disabled={props.busy}
        >
          {props.busy ? props.busyLabel : props.label}
        </button>
      </div>
      <Note note={props.note} />
    </>
  );
}

/** Issue 15: the move's insect inspection form as staff read it: its §4 state, and the signed checklist. */
export function InspectionDeskView({ inspection }: { inspection: MoveInspection }) {
  const form = inspection.Form;
  // A county of a partly quarantined state is named; a state wholly in the area needs no more words.
  const county = inspection.Area.CountyName;
  const where = county ? [county, inspection.Area.StateName].filter(Boolean).join(', ') : '';
  return (
    <dl className="staff-lookup-facts">
      <Fact term={InspectionDeskText.state}>{inspection.InspectionFormState}</Fact>
      <Fact term={InspectionDeskText.origin}>
        {inspection.Origin.City}, {inspection.Origin.State}
        {where ? ` (${where})` : ''}
      </Fact>
      {inspection.Deadline && !form ? (
        <Fact term={InspectionDeskText.deadline}>{formatMMDDYYYY(inspection.Deadline as IsoDate)}</Fact>
      ) : null}
      {form ? (
        <>
          <Fact term={InspectionDeskText.signed}>
            {InspectionDeskText.signedBy(form.SignerName, formatMMDDYYYY(form.DateSigned as IsoDate))}
          </Fact>
          <Fact term={InspectionDeskText.items}>
            {form.NoOutdoorItems ? (
              InspectionDeskText.noOutdoorItems
            ) : (
              <ul className="staff-lookup-list">
                {form.ItemsChecked.map((id) => (
                  <li key={id}>{checklistLabel(id)}</li>
                ))}
              </ul>
            )}
          </Fact>
        </>
      ) : null}
    </dl>
  );
}

/** §3 DashboardType: full, or one of the limited dashboards. */
function DashboardTypeForm({ dashboard }: { dashboard: StaffMoveModel['dashboard'] }) {
  const id = useId();
  return (
    <form onSubmit={dashboard.onSubmit} noValidate className="staff-lookup-inline-form">
      <p>{ActionText.dashboardIntro}</p>
      <div className="field">
        <label htmlFor={id}>{ActionText.dashboardLabel}</label>
        <select id={id} value={dashboard.value} onChange={(e) => dashboard.set(e.target.value)}>
          <option value="">{ActionText.dashboardFull}</option>
          {DASHBOARD_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <SubmitWithNote
        busy={dashboard.busy}
        label={ActionText.dashboardSave}
        busyLabel={ActionText.dashboardSaving}
        note={dashboard.note}
      />
    </form>
  );
}

export function MoveDeskView({ model, headingId }: { model: StaffMoveModel; headingId: string }) {
  const due = model.payments.kind === 'ready' ? model.payments.value.InvoiceAmountDue : null;
  return (
    <>
      <h2 id={headingId}>{MoveText.heading(model.quoteId)}</h2>
      <section className="staff-lookup-part" aria-labelledby={`${headingId}-reservation`}>
        <h3 id={`${headingId}-reservation`}>{MoveText.reservation}</h3>
        <PartOf part={model.reservation}>{(move) => <ReservationView move={move} />}</PartOf>
      </section>
      <section className="staff-lookup-part" aria-labelledby={`${headingId}-ledger`}>
        <h3 id={`${headingId}-ledger`}>{MoveText.ledger}</h3>
        <PartOf part={model.payments}>{(payments) => <LedgerView payments={payments} />}</PartOf>
      </section>
      <section className="staff-lookup-part" aria-labelledby={`${headingId}-shipment`}>
        <h3 id={`${headingId}-shipment`}>{MoveText.shipment}</h3>
        <PartOf part={model.shipment}>{(shipment) => <ShipmentDeskView shipment={shipment} />}</PartOf>
      </section>
      <section className="staff-lookup-part" aria-labelledby={`${headingId}-inspection`}>
        <h3 id={`${headingId}-inspection`}>{InspectionDeskText.heading}</h3>
        <PartOf part={model.inspection}>
          {(inspection) => <InspectionDeskView inspection={inspection} />}
        </PartOf>
      </section>
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
          {model.feed.nextDueAt ? (
            <p className="staff-lookup-muted">
              {ActionText.nextDue(localMessageTime(model.feed.nextDueAt, true))}
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
            <ConfirmDialog
              title={ActionText.transitConfirmTitle}
              keepLabel={ActionText.keep}
              confirmLabel={ActionText.transit}
              busyLabel={ActionText.transiting}
              busy={model.transit.busy}
              problem={model.transit.problem}
              onConfirm={model.transit.onConfirm}
              onClose={model.transit.onCancel}
            >
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
    </>
  );
}
