import { type ReactNode, useEffect, useId, useRef } from 'react';
import { formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import { zoneShortName } from '../../../../domain/calendar/time-zones';
import { formatUsd } from '../../../../domain/money/money';
import { CallReason, DeliveryAppointmentKind } from '../../../../domain/shipment';
import type { DeliveryAppointmentState } from '../../../http/client/relomove-api';
import { PhoneLink } from '../../app/phone-link';
import {
  DashboardLink,
  MovePageFrame,
  MovePageWait,
  PaymentPageLink,
  SubmitButton,
} from '../pages/page-parts';
import { AppointmentWindowPicker, slotValue } from '../reservation/schedule-step/appointment-window-picker';
import './delivery.css';
import { DeliveryText } from './delivery-text';
import { type DeliveryToolModel, useDeliveryTool } from './use-delivery-tool';

/** §1 delivery tool (issue 13), at '/dashboard/delivery/{QuoteId}': book a delivery day and window. */
export function DeliveryToolPage() {
  return <DeliveryToolView model={useDeliveryTool()} />;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MovePageFrame kind="delivery-page" title={title}>
      {children}
    </MovePageFrame>
  );
}

export function BackToDashboardLink({ primary = false }: { primary?: boolean }) {
  return <DashboardLink primary={primary}>{DeliveryText.back}</DashboardLink>;
}

/**
 * §1 prompt-to-call (issue 13): why the delivery cannot be booked online, and the phone number. A balance
 * due says so with the payments rule's words and links to the payment page first.
 */
export function DeliveryCallPrompt({ quoteId, state }: { quoteId: number; state: DeliveryAppointmentState }) {
  return (
    <div className="notice notice-info delivery-call" data-testid="delivery-call" data-reason={state.Reason}>
      <p>{state.Message}.</p>
      {state.Reason === CallReason.BalanceDue ? (
        <p>
          <PaymentPageLink quoteId={quoteId}>{DeliveryText.payBalance}</PaymentPageLink>
        </p>
      ) : null}
      <p>
        {DeliveryText.callToBook} <PhoneLink />.
      </p>
    </div>
  );
}

export function DeliveryToolView({ model }: { model: DeliveryToolModel }) {
  const id = useId();
  const problemRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (model.problem) problemRef.current?.focus();
  }, [model.problem]);

  if (model.loading || model.missing || model.quoteId === null || model.failed || !model.state) {
    return (
      <MovePageWait
        kind="delivery-page"
        title={DeliveryText.title}
        row="delivery-actions"
        text={DeliveryText}
        state={model.loading ? 'loading' : model.missing || model.quoteId === null ? 'missing' : 'failed'}
        onRetry={model.retry}
      />
    );
  }
  const { state, quoteId } = model;
  if (state.Kind !== DeliveryAppointmentKind.WebAppointment) {
    return (
      <Frame title={DeliveryText.title}>
        {state.Kind === DeliveryAppointmentKind.CallForAppointment ? (
          <DeliveryCallPrompt quoteId={quoteId} state={state} />
        ) : (
          <p className="notice notice-info" data-testid="delivery-state" data-kind={state.Kind}>
            {state.Message}.
          </p>
        )}
        <BackToDashboardLink />
      </Frame>
    );
  }
  const chosen = model.chosen;
  return (
    <Frame title={DeliveryText.title}>
      <form
        className="delivery-form"
        onSubmit={(e) => {
          e.preventDefault();
          model.book();
        }}
      >
        <fieldset className="delivery-dates">
          <legend>{DeliveryText.dateLegend}</legend>
          <p className="field-hint">{DeliveryText.dateHint}</p>
          <ul className="spot-date-grid">
            {state.Dates.map((date) => {
              const checked = model.date === date;
              return (
                <li key={date} data-bookable="true" data-checked={checked}>
                  <label>
                    <input
                      type="radio"
                      name={`${id}-date`}
                      value={date}
                      checked={checked}
                      onChange={() => model.chooseDate(date)}
                    />
                    <span className="spot-date-day">{formatWeekdayMonDay(date)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {model.windowsLoading ? (
          <p role="status">{DeliveryText.windowsLoading}</p>
        ) : model.windowsFailed ? (
          <p role="alert">{DeliveryText.windowsFailed}</p>
        ) : model.windows.length === 0 ? (
          <p role="alert">{DeliveryText.noWindows}</p>
        ) : (
          <AppointmentWindowPicker
            legend={DeliveryText.windowLegend}
            name={`${id}-window`}
            windows={model.windows}
            zone={zoneShortName(state.TimeZone)}
            chosen={chosen ? slotValue(chosen) : null}
            onChoose={model.choose}
          />
        )}
        {chosen && chosen.Rate > 0 ? (
          <p className="field-hint" data-testid="delivery-fee">
            {DeliveryText.fee(formatUsd(chosen.Rate))}
          </p>
        ) : null}
        {model.problem ? (
          <p className="field-error" role="alert" tabIndex={-1} ref={problemRef}>
            {model.problem}
          </p>
        ) : null}
        <div className="delivery-actions">
          <SubmitButton busy={model.busy} busyLabel={DeliveryText.booking}>
            {DeliveryText.book}
          </SubmitButton>
          <BackToDashboardLink />
        </div>
        <p className="field-hint">
          {DeliveryText.anotherDay} <PhoneLink />.
        </p>
      </form>
    </Frame>
  );
}
