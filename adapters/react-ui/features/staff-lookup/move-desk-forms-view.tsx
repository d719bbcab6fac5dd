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
  /** A required choice (Milestone, Status), its id the field's name in lower case. */
  const choice = (field: 'Milestone' | 'Status', label: string, options: readonly string[]) => (
    <div className="field">
      <label htmlFor={`${id}-${field.toLowerCase()}`}>{label}</label>
      <select
        id={`${id}-${field.toLowerCase()}`}
        value={d[field]}
        onChange={(e) => event.set(field, e.target.value)}
        aria-describedby={errorId(field)}
        aria-invalid={errorsOf(field).length > 0 || undefined}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error(field)}
    </div>
  );
  /** One date of the window (Early, Late), described by the window's hint and its messages. */
  const windowDate = (field: 'Early' | 'Late', label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field.toLowerCase()}`}>{label}</label>
      <input
        id={`${id}-${field.toLowerCase()}`}
        type="date"
        value={d[field]}
        onChange={(e) => event.set(field, e.target.value)}
        aria-describedby={[`${id}-window-hint`, errorId('Window')].filter(Boolean).join(' ')}
      />
    </div>
  );
  return (
    <form onSubmit={event.onSubmit} noValidate>
      <div className="staff-lookup-grid">
        {choice('Milestone', ActionText.milestone, event.milestones)}
        {choice('Status', ActionText.status, event.statuses)}
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
            {windowDate('Early', ActionText.early)}
            {windowDate('Late', ActionText.late)}
            <p className="field-hint staff-lookup-wide" id={`${id}-window-hint`}>
              {ActionText.windowHint}
            </p>
            {error('Window')}
          </>
        ) : null}
      </div>
      <SubmitWithNote form={event} label={ActionText.record} busyLabel={ActionText.recording} primary />
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
        form={coupon}
        label={ActionText.addCoupon}
        busyLabel={ActionText.addingCoupon}
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
        form={dashboard}
        label={ActionText.dashboardSave}
        busyLabel={ActionText.dashboardSaving}
      />
    </form>
  );
}
