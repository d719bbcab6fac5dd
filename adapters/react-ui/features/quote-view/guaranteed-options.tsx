import { useId } from 'react';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import { PriceLineText } from '../../../../domain/pricing/price-lines';
import { formatWindowDays } from './quote-dates';
import { UnsavedMark } from './unsaved-mark';
import type { QuoteViewModel } from './use-quote-view';

/**
 * Issue 4 "Options": the selected option's guaranteed (expedited) deliveries (§3, §4, §9): the free
 * estimated window or a guaranteed choice '+$fee - Guaranteed N Business Days' (the fee joins the
 * breakdown as 'Expedite Shipping'); choosing the free window is the §4 reset.
 */
export function GuaranteedOptions({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const { draft, dates, guaranteed, guaranteedStatus } = model;
  if (!draft || guaranteedStatus === 'none') return null;
  if (guaranteedStatus !== 'ready' && guaranteed.length === 0) {
    return guaranteedStatus === 'loading' ? (
      <p className="field-hint" role="status">
        Checking guaranteed delivery options…
      </p>
    ) : null;
  }
  if (guaranteed.length === 0) return null;
  const chosen = draft.expedite.guaranteedOption;
  return (
    <fieldset className="guaranteed-options">
      <legend>
        Need it there sooner? Guaranteed delivery <UnsavedMark show={model.unsaved?.guaranteed ?? false} />
      </legend>
      <label className="choice-row" data-checked={chosen === null}>
        <input
          type="radio"
          name={`${id}-delivery`}
          checked={chosen === null}
          onChange={() => model.chooseGuaranteed(null)}
        />
        <span>
          <span className="option-title">{PriceLineText.estimatedDeliveryPrefix}</span>{' '}
          {dates.window && chosen === null ? (
            <span className="option-meta">{formatWindowDays(dates.window)}</span>
          ) : null}
        </span>
      </label>
      {guaranteed.map((choice) => (
        <label
          key={choice.value}
          className="choice-row"
          data-checked={chosen === choice.value}
          data-testid="guaranteed-option"
        >
          <input
            type="radio"
            name={`${id}-delivery`}
            value={choice.value}
            checked={chosen === choice.value}
            onChange={() => model.chooseGuaranteed(choice.value)}
          />
          <span>
            <span className="option-title">{choice.label}</span>{' '}
            <span className="option-meta">
              delivered by {formatWeekdayMonDay(choice.deliveryDate)} ({formatMMDDYYYY(choice.deliveryDate)})
            </span>
          </span>
        </label>
      ))}
      {dates.changed ? (
        <p className="field-hint">Guaranteed delivery dates follow your new move date when you save.</p>
      ) : null}
    </fieldset>
  );
}

/**
 * Issue 10: the delivery the draft includes, in one sentence: 'Guaranteed delivery by ...' once a
 * guaranteed choice is made, else the free estimated window (§9); never both.
 */
export function DeliveryStatement({ model }: { model: QuoteViewModel }) {
  const { delivery } = model;
  if (!delivery) return null;
  if (delivery.kind === 'guaranteed') {
    return (
      <p data-testid="delivery-window">
        {PriceLineText.guaranteedDeliveryPrefix} <strong>{formatWeekdayMonDay(delivery.by)}</strong> (
        {formatMMDDYYYY(delivery.by)})
      </p>
    );
  }
  const { window } = delivery;
  return (
    <p data-testid="delivery-window">
      {PriceLineText.estimatedDeliveryPrefix}: <strong>{formatWindowDays(window)}</strong> (
      {formatMMDDYYYY(window.DeliveryDate)} - {formatMMDDYYYY(window.DeliveryDateMax)})
    </p>
  );
}
