import { type FormEvent, useId } from 'react';
import { MOVE_TIMING_CHOICES, type MoveTiming } from '../../../../domain/calendar/move-timing';
import { HOUSE_SIZES } from '../../../../domain/quote/house-sizes';
import { BannerText, OverlayText } from '../../../../domain/quote/quote-texts';
import { LoadingOverlay } from '../../app/loading-overlay';
import { LocationCombobox } from './location-combobox';
import type { QuoteFormModel } from './use-quote-form';

/** §2 form layouts: vertical (the /moving-quote page) and horizontal (the landing banner). */
export type QuoteFormLayout = 'vertical' | 'horizontal';

/** The `name` of a form control (the §3 field label), '' for anything else. */
function fieldName(target: EventTarget): string {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target.name : '';
}

/** §2 "Short quote form": Moving From, Moving To, When?, Size? and 'Get a quote'. */
export function QuoteFormView({ model, layout }: { model: QuoteFormModel; layout: QuoteFormLayout }) {
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <form
      className={`quote-form quote-form-${layout}`}
      onSubmit={onSubmit}
      onFocus={(event) => model.fieldFocused(fieldName(event.target))}
      onBlur={(event) => model.fieldBlurred(fieldName(event.target))}
      noValidate
      aria-label="Get a moving quote"
    >
      <LocationCombobox
        label="Moving From"
        name="MovingFrom"
        text={model.from.text}
        search={model.from.search}
        errors={model.from.errors ?? []}
        valid={model.from.errors?.length === 0}
        onTextChange={(text) => model.setText('from', text)}
        onSelect={(city) => model.select('from', city)}
        onBlur={() => model.validate('from')}
        inputRef={model.inputRef('from')}
      />
      <LocationCombobox
        label="Moving To"
        name="MovingTo"
        text={model.to.text}
        search={model.to.search}
        errors={model.to.errors ?? []}
        valid={model.to.errors?.length === 0}
        onTextChange={(text) => model.setText('to', text)}
        onSelect={(city) => model.select('to', city)}
        onBlur={() => model.validate('to')}
        inputRef={model.inputRef('to')}
      />
      <div className="field">
        <label htmlFor={`${id}-when`}>When?</label>
        <select
          id={`${id}-when`}
          name="SpotDate"
          value={model.timing}
          onChange={(event) => model.setTiming(event.target.value as MoveTiming)}
        >
          {MOVE_TIMING_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-size`}>Size?</label>
        <select
          id={`${id}-size`}
          name="MovingOutOf"
          value={model.sizeLabel}
          onChange={(event) => model.setSizeLabel(event.target.value)}
        >
          {HOUSE_SIZES.map((size) => (
            <option key={size.label} value={size.label}>
              {size.label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={model.submitting}>
          {BannerText.landingButton}
        </button>
        {model.failure ? (
          <p className="form-failure" role="alert">
            {model.failure}
          </p>
        ) : null}
      </div>
      {model.submitting ? <LoadingOverlay title={OverlayText.building} /> : null}
    </form>
  );
}
