import { type FormEvent, lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { MOVE_TIMING_CHOICES, type MoveTiming } from '../../../../domain/calendar/move-timing-choices';
import { PlaceMappingSource } from '../../../../domain/location/place-mapping-routes';
import { type QuoteFormLayout as Layout, ShortFormField } from '../../../../domain/quote/quote-form';
import { BannerText, OverlayText } from '../../../../domain/quote/quote-texts';
import type { CityResult } from '../../../http/client/relomove-api';
import { HouseSizeField } from './house-size-field';
import { LocationCombobox } from './location-combobox';

/** Issue 15: the quote form's offer to map a place it does not find (the indirect mapping form). */
const mapPlaceLink = (href: string, text: string) => <Link to={href}>{text}</Link>;

import { PREPOPULATED_HINT } from './prepopulated-marker';
import type { LocationKey, QuoteFormModel } from './use-quote-form';

/**
 * §2 form layouts (domain/quote/quote-form.ts): vertical (the /moving-quote page), horizontal (the landing
 * page: one row on wide screens, stacked on a phone) and banner (the compact form of the 'Get instant quote'
 * banner, QuoteFormBanner; on a phone it shows only the button, which goes to the form URL).
 */
export type QuoteFormLayout = Layout;

/** §2 Email: its own chunk, loaded with the arm that shows it (use-email-arm.ts), off the landing budget. */
const EmailField = lazy(() => import('./email-arm').then((m) => ({ default: m.EmailField })));

/**
 * 'We're building your quote' shows only once the visitor submits: its own chunk, fetched on the first focus
 * (when the proof of work starts too), so it is there by the time it is needed.
 */
const loadOverlay = () => import('../../app/loading-overlay');
const LoadingOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.LoadingOverlay })));

/** The `name` of a form control (the §3 field label), '' for anything else. */
function fieldName(target: EventTarget): string {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target.name : '';
}

/** §2 "Short quote form": Moving From, Moving To, When?, Size? and 'Get a quote'. */
export function QuoteFormView({ model, layout }: { model: QuoteFormModel; layout: QuoteFormLayout }) {
  const id = useId();
  const marked = [...model.prepopulated].join(' ');
  /** The combobox of one end (Moving From, Moving To): its text, search, messages and events. */
  const place = (end: LocationKey, field: ShortFormField) => ({
    text: model[end].text,
    search: model[end].search,
    errors: model[end].errors ?? [],
    valid: model[end].errors?.length === 0,
    onTextChange: (text: string) => model.setText(end, text),
    onSelect: (city: CityResult) => model.select(end, city),
    onCommit: () => model.commit(end),
    inputRef: model.inputRef(end),
    prefilled: model[end].chosen !== null || model.prepopulated.has(field),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <form
      className={`quote-form quote-form-${layout}`}
      onSubmit={onSubmit}
      onFocus={(event) => {
        void loadOverlay();
        model.fieldFocused(fieldName(event.target));
      }}
      onBlur={(event) => model.fieldBlurred(fieldName(event.target))}
      noValidate
      aria-label="Get a moving quote"
      // §2 the fields filled from saved state, marked (prepopulated.css) until submitted, with a hint.
      data-prepopulated={marked || undefined}
      aria-describedby={marked ? `${id}-pre` : undefined}
    >
      <LocationCombobox
        label="Moving From"
        name="MovingFrom"
        {...place('from', ShortFormField.MovingFrom)}
        mapPlace={{ invalidCitySource: PlaceMappingSource.InvalidCityOrigin, link: mapPlaceLink }}
      />
      <LocationCombobox
        label="Moving To"
        name="MovingTo"
        {...place('to', ShortFormField.MovingTo)}
        mapPlace={{ invalidCitySource: PlaceMappingSource.InvalidCityDestination, link: mapPlaceLink }}
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
      <HouseSizeField id={`${id}-size`} value={model.sizeLabel} onChange={model.setSizeLabel} />
      {model.email.shown ? (
        <Suspense fallback={null}>
          <EmailField id={`${id}-email`} model={model} />
        </Suspense>
      ) : null}
      {marked ? (
        <p id={`${id}-pre`} className="visually-hidden">
          {PREPOPULATED_HINT}
        </p>
      ) : null}
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
      {model.submitting ? (
        <Suspense fallback={null}>
          <LoadingOverlay title={OverlayText.building} />
        </Suspense>
      ) : null}
    </form>
  );
}
