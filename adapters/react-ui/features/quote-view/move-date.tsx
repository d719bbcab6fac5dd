import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import { moveDateShiftMessage } from '../../../../domain/quote/move-date-window';
import { DeliveryStatement } from './guaranteed-options';
import { PriceStrip } from './price-strip';
import { MOVE_DATE_ASKED_PARAM, savedShiftOf } from './quote-dates';
import { UnsavedMark } from './unsaved-mark';
import type { QuoteViewModel } from './use-quote-view';

/**
 * Issue 4 "Dates": the move date, its free estimated delivery window (§9) and a date input to change it.
 * Issue 10: a date on a weekend or an origin holiday is never moved silently: before saving, the field
 * says which date it will become and why; after saving (or after the quote form's date was moved), the
 * section says which date it became. A date that cannot be saved says why here and next to Save.
 */
export function MoveDate({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const [params] = useSearchParams();
  const { draft, dates, quote } = model;
  // The date the customer last asked for that was moved: from the quote form (the link's parameter)
  // until they pick one here.
  const [asked, setAsked] = useState<string | null>(() => params.get(MOVE_DATE_ASKED_PARAM));
  const pending = dates.shift;
  useEffect(() => {
    if (pending) setAsked(pending.requested);
  }, [pending]);
  if (!draft) return null;
  const saved = !dates.changed && quote ? savedShiftOf(quote, asked) : null;
  const describedBy = [`${id}-hint`, `${id}-shift`, `${id}-error`].join(' ');
  return (
    <section className="move-date card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        Dates <UnsavedMark show={model.unsaved?.moveDate ?? false} />
      </h2>
      {saved ? (
        <p className="notice notice-info" data-testid="move-date-moved">
          {moveDateShiftMessage(saved)}
        </p>
      ) : null}
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
        <p id={`${id}-shift`} className="field-hint" aria-live="polite" data-testid="move-date-shift">
          {pending ? moveDateShiftMessage(pending, true) : ''}
        </p>
        <p id={`${id}-error`} className="field-error" aria-live="polite">
          {dates.problem ?? ''}
        </p>
      </div>
    </section>
  );
}
