import { useId } from 'react';
import { DASHBOARD_TYPES } from '../../../../domain/reservation/enums';
import { FieldError } from '../pages/page-parts';
import { SubmitWithNote } from './move-desk-parts';
import { ActionText } from './staff-lookup-text';
import type { StaffMoveModel } from './use-staff-move';

/** The form that records a shipment event: milestone, what happened, a reason, and a window when scheduled. */
export function ShipmentEventForm({ event }: { event: StaffMoveModel['event'] }) {
  const id = useId();
  const d = event.draft;
  const errorsOf = (field: string) => event.errors.get(field) ?? [];
  const errorId = (field: string) => (errorsOf(field).length ? `${id}-${field}-error` : undefined);
  const error = (field: string) => <FieldError id={`${id}-${field}-error`} messages={errorsOf(field)} />;
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
        <FieldError id={`${id}-code-error`} messages={coupon.errors} />
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

/** §3 DashboardType: full, or one of the limited dashboards. */
export function DashboardTypeForm({ dashboard }: { dashboard: StaffMoveModel['dashboard'] }) {
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
