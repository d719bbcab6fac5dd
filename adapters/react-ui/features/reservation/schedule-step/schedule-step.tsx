import { useEffect, useState } from 'react';
import type { ExpediteOption } from '../../../../../domain/quote/types';
import type { ScheduleAnswers } from '../../../../../domain/reservation/draft';
import { ReservationLoadingMessage } from '../../../../../domain/reservation/enums';
import type { StepProps } from '../step-props';
import { ScheduleFields } from './schedule-fields';
import { useScheduleStep } from './use-schedule-step';

/**
 * Step X, schedule (§2 reservation-schedule; issue 11): the drop-off date (only bookable dates can be
 * chosen; the others say why), the pickup (live load or a loading day), the origin appointment window with
 * its price, guaranteed delivery and the delivery window. "Continue to payment" hands the answers on.
 */
export function ScheduleStep({
  quote,
  answers,
  onChange,
  onComplete,
  busy,
  onGuaranteedOffered,
}: StepProps<ScheduleAnswers> & {
  /** Issue 27: the guaranteed delivery options offered for the step's dates, for the shell's live price. */
  onGuaranteedOffered?(options: readonly ExpediteOption[]): void;
}) {
  const model = useScheduleStep(quote, answers);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = JSON.stringify(model.guaranteed);
  useEffect(() => {
    onGuaranteedOffered?.(JSON.parse(offered) as ExpediteOption[]);
  }, [offered, onGuaranteedOffered]);

  if (model.loading) {
    return (
      <p className="schedule-loading" role="status">
        {ReservationLoadingMessage.loadingSchedulingOptions}
      </p>
    );
  }
  if (!model.spotDates) {
    return <p role="alert">{model.spotDatesFailed ?? 'Drop-off dates are unavailable right now.'}</p>;
  }
  const submit = async () => {
    setProblem(null);
    try {
      await onComplete({
        ...answers,
        PickupDate: model.dates?.PickupDate ?? answers.PickupDate,
      });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <form
      className="schedule-step"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <ScheduleFields
        answers={answers}
        onChange={onChange}
        model={{ ...model, spotDates: model.spotDates }}
      />
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy || !model.spotBookable}>
        Continue to payment
      </button>
    </form>
  );
}
