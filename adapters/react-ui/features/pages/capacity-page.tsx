import { type FormEvent, useId } from 'react';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import { BannerText, OverlayText } from '../../../../domain/quote/quote-state';
import { LoadingOverlay } from '../../app/loading-overlay';
import { type CapacityReask, useCapacityReask } from '../quote-form/use-capacity-reask';
import { InfoPage, NewQuoteLink, PhoneLink, SubmitRow } from './page-parts';

export const CAPACITY_TITLE = 'That move date is fully booked';

/** /moving-quotes/capacity-constraints (§2, §4 step 4): the date is fully booked at the origin terminal. */
export function CapacityPage() {
  return <CapacityView model={useCapacityReask()} />;
}

export function CapacityView({ model }: { model: CapacityReask }) {
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };
  if (!model.request || !model.askedDate) {
    return (
      <InfoPage title={CAPACITY_TITLE}>
        <p>
          The service center nearest your origin has no equipment free on the date you asked for. A different
          move date usually works.
        </p>
        <p>
          <NewQuoteLink>Choose another date</NewQuoteLink>
        </p>
        <p>
          Need that date? Call us at <PhoneLink /> and we will look for options.
        </p>
      </InfoPage>
    );
  }
  const asked = formatWeekdayMonDay(model.askedDate);
  return (
    <InfoPage title={CAPACITY_TITLE}>
      {model.bookedAgain ? (
        <p className="notice notice-info" role="status">
          {asked} is fully booked too. Here are the next dates after it.
        </p>
      ) : null}
      <p>
        All our equipment at the service center nearest your origin (your origin terminal) is booked on{' '}
        <strong>{asked}</strong>. Moving a day or two later usually works: pick one of the next business days
        and we will quote your move again.
      </p>
      <form className="card narrow" onSubmit={onSubmit} noValidate aria-label="Choose another move date">
        <fieldset
          className="field choice-list"
          onFocus={model.focused}
          onBlur={model.blurred}
          aria-describedby={`${id}-hint`}
        >
          <legend>Choose another move date</legend>
          <p id={`${id}-hint`} className="field-hint">
            Your other answers stay the same.
          </p>
          {model.choices.map((date) => (
            <label key={date} className="choice">
              <input
                type="radio"
                name="MoveDate"
                value={date}
                checked={model.chosen === date}
                onChange={() => model.choose(date)}
              />{' '}
              {formatWeekdayMonDay(date)} <span className="muted">({formatMMDDYYYY(date)})</span>
            </label>
          ))}
        </fieldset>
        <SubmitRow
          label={BannerText.landingButton}
          disabled={model.sending || !model.chosen}
          failure={model.failure}
        />
        {model.sending ? <LoadingOverlay title={OverlayText.building} /> : null}
      </form>
      <p>
        Need that exact date? Call us at <PhoneLink /> and we will look for options.
      </p>
    </InfoPage>
  );
}
