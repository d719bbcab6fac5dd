import { useId } from 'react';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import { DeliveryStatement } from './guaranteed-options';
import { PriceStrip } from './price-strip';
import { UnsavedMark } from './unsaved-mark';
import type { QuoteViewModel } from './use-quote-view';

/** Issue 4 "Dates": the move date, its free estimated delivery window (§9) and a date input to change it. */
export function MoveDate({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const { draft, dates } = model;
  if (!draft) return null;
  const describedBy = [`${id}-hint`, `${id}-error`].join(' ');
  return (
    <section className="move-date card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        Dates <UnsavedMark show={model.unsaved?.moveDate ?? false} />
      </h2>
      <DeliveryStatement model={model} />
      <PriceStrip model={model} />
      <div className="field" data-state={dates.problem ? 'error' : 'none'}>
        <label htmlFor={`${id}-date`}>Change your move date</label>
        <input
          id={`${id}-date`}
          type="date"
          name="MoveDate"
          min={dates.min}
          max={dates.max}
          value={draft.moveDate}
          aria-invalid={dates.problem !== null}
          aria-describedby={describedBy}
          onChange={(event) => model.change({ moveDate: event.target.value })}
        />
        <p id={`${id}-hint`} className="field-hint">
          {dates.changed && !dates.problem
            ? 'Prices and delivery dates are updated for the new date when you save.'
            : `From ${formatMMDDYYYY(dates.min)} to ${formatMMDDYYYY(dates.max)}.`}
        </p>
        <p id={`${id}-error`} className="field-error" aria-live="polite">
          {dates.problem ?? ''}
        </p>
      </div>
    </section>
  );
}
