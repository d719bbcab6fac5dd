import { Navigate } from 'react-router';
import { pickupRequestedPath } from '../../../../domain/quote/routes';
import { SchedulingState } from '../../../../domain/shipment/enums';
import { equipmentWords } from '../dashboard/milestones/milestone-text';
import { SubmitButton } from '../pages/page-parts';
import {
  BackToDashboard,
  PickupCompleted,
  PickupPageFrame,
  PickupPromptToCall,
  PickupStates,
} from './pickup-page-parts';
import { PickupText } from './pickup-text';
import {
  type PickupMove,
  type PickupRequestModel,
  usePickupMove,
  usePickupRequest,
} from './use-pickup-request';

/** §1 pre-pickup tool page (issue 13), at '/dashboard/pickup/{QuoteId}'. */
export function PickupRequestPage() {
  const move = usePickupMove();
  return <PickupRequestView move={move} request={usePickupRequest(move)} />;
}

/**
 * The pre-pickup page by §4 Pickup/delivery scheduling state (the server's): ReadyToRequest lists the days
 * offered, each with what keeping the equipment until then costs (shown, not charged), and sends the one
 * chosen; PromptToCall says why and gives the phone number; Requested goes to the post-pickup page;
 * Completed says when the equipment was picked up.
 */
export function PickupRequestView({ move, request }: { move: PickupMove; request: PickupRequestModel }) {
  const shipment = move.shipment;
  const pickup = shipment?.pickup ?? null;
  if (!shipment || !pickup || move.quoteId === null) {
    return <PickupStates move={move} title={PickupText.requestTitle} />;
  }
  const { noun } = equipmentWords(shipment.shape);
  switch (pickup.state) {
    case SchedulingState.Requested:
      return <Navigate to={pickupRequestedPath(move.quoteId)} replace />;
    case SchedulingState.Completed:
      return <PickupCompleted pickupDate={pickup.pickupDate} />;
    case SchedulingState.PromptToCall:
      return <PickupPromptToCall message={pickup.message ?? PickupText.callTitle} />;
    case SchedulingState.ReadyToRequest:
      break;
  }
  return (
    <PickupPageFrame title={PickupText.requestTitle}>
      <p>{PickupText.lead(noun, pickup.loadingEnds)}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void request.submit();
        }}
      >
        <fieldset className="options" data-testid="pickup-days">
          <legend>{PickupText.legend}</legend>
          {pickup.dates.map((day) => (
            <label
              key={day.date}
              className="option-card"
              data-checked={request.chosen === day.date}
              data-date={day.date}
            >
              <input
                type="radio"
                name="PickupDate"
                value={day.date}
                checked={request.chosen === day.date}
                onChange={() => request.choose(day.date)}
              />
              <span className="option-body">
                <span className="option-title">{PickupText.dayLabel(day.date)}</span>
                <span className="option-meta" data-testid="pickup-day-cost">
                  {day.extraDays === 0
                    ? PickupText.included
                    : PickupText.extraCost(day.extraCost, day.extraDays)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {pickup.extraDayFee !== null && pickup.loadingEnds && pickup.dates.some((d) => d.extraDays > 0) ? (
          <p className="option-meta" data-testid="pickup-extra-days">
            {PickupText.extraDays(pickup.extraDayFee, pickup.loadingEnds, noun)}
          </p>
        ) : null}
        {request.problem ? (
          <p className="notice notice-error" role="alert" data-testid="pickup-problem">
            {request.problem}
          </p>
        ) : null}
        <div className="pickup-actions">
          <SubmitButton busy={request.sending} busyLabel={PickupText.sending}>
            {PickupText.submit}
          </SubmitButton>
          <BackToDashboard />
        </div>
      </form>
    </PickupPageFrame>
  );
}

export type { PickupMove };
