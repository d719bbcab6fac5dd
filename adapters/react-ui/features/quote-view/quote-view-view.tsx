import './quote-view.css';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { formatUsd } from '../../../../domain/money/money';
import { LIABILITY_TIERS, type LiabilitySelected } from '../../../../domain/pricing/liability';
import { LineType } from '../../../../domain/pricing/price-lines';
import { storageDescription, storageFee } from '../../../../domain/pricing/storage';
import { EquipType } from '../../../../domain/quote/enums';
import { OverlayText } from '../../../../domain/quote/quote-state';
import { Route } from '../../../../domain/quote/routes';
import type { Location, PricingOption } from '../../../../domain/quote/types';
import { digitsOnly } from '../../../../domain/validation/digits';
import { LoadingOverlay } from '../../app/loading-overlay';
import { PhoneLink } from '../../app/phone-link';
import { formatWindowDays } from './quote-dates';
import { CouponText, deliveryLabel, equipmentLabel, optionPrice, parentOptions } from './quote-pricing';
import type { QuoteViewModel } from './use-quote-view';

const place = (l: Location) => `${l.City}, ${l.State} ${l.ZIP}`.trim();

function OptionChoice({ option, model }: { option: PricingOption; model: QuoteViewModel }) {
  const { draft } = model;
  if (!draft) return null;
  const checked = draft.optionValue === option.value;
  return (
    <label className="option-card" data-checked={checked}>
      <input
        type="radio"
        name="SelectedOption"
        value={option.value}
        checked={checked}
        onChange={() => model.change({ optionValue: option.value })}
      />
      <span className="option-body">
        <span className="option-title">
          {equipmentLabel(
            option,
            option.EquipType === EquipType.Trailer ? draft.linearFeet : option.LinearFeet,
          )}
        </span>
        <span className="option-price">{formatUsd(optionPrice(option, draft))}</span>
        <span className="option-meta">{deliveryLabel(option)}</span>
        <span className="option-meta">
          {option.CarrierTransitTime} business {option.CarrierTransitTime === 1 ? 'day' : 'days'} in transit
        </span>
      </span>
    </label>
  );
}

function TrailerStepper({ model, perFoot }: { model: QuoteViewModel; perFoot: PricingOption }) {
  const id = useId();
  const feet = model.draft?.linearFeet ?? 0;
  return (
    <fieldset className="stepper" aria-describedby={`${id}-hint`}>
      <legend className="stepper-label">Trailer length</legend>
      <button
        type="button"
        className="button stepper-button"
        aria-label="One foot shorter"
        disabled={feet <= model.minimumFeet}
        onClick={() => model.change({ linearFeet: feet - 1 })}
      >
        −
      </button>
      <output className="stepper-value" aria-live="polite">
        {feet} ft
      </output>
      <button
        type="button"
        className="button stepper-button"
        aria-label="One foot longer"
        disabled={feet >= model.maximumFeet}
        onClick={() => model.change({ linearFeet: feet + 1 })}
      >
        +
      </button>
      <span id={`${id}-hint`} className="field-hint">
        {formatUsd(perFoot.PerFootPrice)} per foot, from {model.minimumFeet} to {model.maximumFeet} feet
      </span>
    </fieldset>
  );
}

/** Issue 4 "Dates": the move date, its free estimated delivery window (§9) and a date input to change it. */
function MoveDate({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const { draft, dates } = model;
  if (!draft) return null;
  const describedBy = [`${id}-hint`, `${id}-error`].join(' ');
  return (
    <section className="move-date card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Dates</h2>
      {dates.window ? (
        <p data-testid="delivery-window">
          Free estimated delivery: <strong>{formatWindowDays(dates.window)}</strong> (
          {formatMMDDYYYY(dates.window.DeliveryDate)} - {formatMMDDYYYY(dates.window.DeliveryDateMax)})
        </p>
      ) : null}
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

/** 'Tue' from 'Tuesday, Dec 8'. */
const shortWeekday = (date: IsoDate) => formatWeekdayMonDay(date).slice(0, 3);
/** 'Dec 8' from 'Tuesday, Dec 8'. */
const monthDay = (date: IsoDate) => formatWeekdayMonDay(date).replace(/^[^,]*, /, '');

/**
 * Issue 4 "a price-by-date strip for nearby move dates": one button per nearby date with the total on
 * that date; the cheapest marked, the saved date aria-current, the chosen one aria-pressed; a fully
 * booked date disabled with its reason. Choosing a date sets the draft's move date, as the date field does.
 * The list scrolls sideways inside its own box on a narrow screen; the page never does.
 */
function PriceStrip({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const { days, status } = model.strip;
  if (status === 'failed' || (status === 'ready' && days.length === 0)) return null;
  return (
    <div className="price-strip">
      <h3 id={`${id}-title`} className="price-strip-title">
        Prices on nearby dates
      </h3>
      {status === 'loading' ? (
        <p className="field-hint" role="status">
          Checking prices on nearby dates…
        </p>
      ) : (
        <ul className="price-strip-list" aria-labelledby={`${id}-title`}>
          {days.map((day) => (
            <li key={day.date}>
              <button
                type="button"
                className="price-strip-day"
                data-cheapest={day.cheapest}
                data-chosen={day.chosen}
                aria-pressed={day.chosen}
                aria-current={day.saved ? 'date' : undefined}
                aria-label={day.label}
                aria-describedby={day.available ? undefined : `${id}-${day.date}-reason`}
                disabled={!day.available}
                onClick={() => model.change({ moveDate: day.date })}
              >
                <span className="price-strip-weekday">{shortWeekday(day.date)}</span>
                <span className="price-strip-date">{monthDay(day.date)}</span>
                <span className="price-strip-price">{day.available ? formatUsd(day.total) : 'Full'}</span>
                {day.cheapest ? <span className="price-strip-badge">Lowest</span> : null}
                {day.saved ? <span className="price-strip-badge price-strip-current">Current</span> : null}
              </button>
              {day.available ? null : (
                <span id={`${id}-${day.date}-reason`} className="price-strip-reason">
                  {day.reason}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="field-hint">
        Totals include your current choices. Other options are re-priced for a new date when you save.
      </p>
    </div>
  );
}

/**
 * Issue 4 "Options": the selected option's guaranteed (expedited) deliveries (§3, §4, §9): the free
 * estimated window or a guaranteed choice '+$fee - Guaranteed N Business Days' (the fee joins the
 * breakdown as 'Expedite Shipping'); choosing the free window is the §4 reset.
 */
function GuaranteedOptions({ model }: { model: QuoteViewModel }) {
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
      <legend>Need it there sooner? Guaranteed delivery</legend>
      <label className="choice-row" data-checked={chosen === null}>
        <input
          type="radio"
          name={`${id}-delivery`}
          checked={chosen === null}
          onChange={() => model.chooseGuaranteed(null)}
        />
        <span>
          <span className="option-title">Free estimated delivery</span>{' '}
          {dates.window ? <span className="option-meta">{formatWindowDays(dates.window)}</span> : null}
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

/** §4 destination storage for the selected option: its charge per 30 days, added to the breakdown. */
function StorageChoice({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const { draft, storage } = model;
  if (!draft || !storage) return null;
  const fee = storageFee(storage.charge, storage.quantity, storage.noChargeDays);
  const perPeriod = formatUsd(fee);
  return (
    <div className="field storage-choice">
      <label className="choice-row" data-checked={draft.storage}>
        <input
          type="checkbox"
          name="AddStorage"
          checked={draft.storage}
          aria-describedby={`${id}-hint`}
          onChange={(event) => model.change({ storage: event.target.checked })}
        />
        <span>
          <span className="option-title">Store it at the destination service center</span>{' '}
          <span className="option-meta">
            {storage.noChargeDays > 0
              ? storageDescription(storage.equip, storage.noChargeDays)
              : `${perPeriod} per 30 days`}
          </span>
        </span>
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {storageDescription(storage.equip, storage.noChargeDays)}: {perPeriod}
        {storage.quantity > 1 ? ` for ${storage.quantity} ${storage.equip}s` : ''}, shown in your price.
      </p>
    </div>
  );
}

/**
 * Issue 4 "Options: ... a coupon field" (§4 Coupons): the customer's one coupon. Apply checks the code with
 * the domain's coupon rules and puts its Discount line in the breakdown at once; Remove takes it out; Save
 * changes sends the code (never an amount). The domain's messages are announced (aria-live).
 */
function CouponField({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const { coupon } = model;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    model.applyCoupon(typed);
    setTyped('');
  };
  const error = coupon.status?.tone === 'error';
  return (
    <form className="field coupon-field" onSubmit={onSubmit} noValidate data-state={error ? 'error' : 'none'}>
      <label htmlFor={`${id}-code`}>{CouponText.label}</label>
      {coupon.code !== '' ? (
        <p className="coupon-applied" data-testid="coupon-applied">
          <span>
            Applied: <strong>{coupon.description ?? coupon.code}</strong>
          </span>{' '}
          <button
            type="button"
            className="button"
            aria-label={`${CouponText.remove} coupon ${coupon.code}`}
            onClick={model.removeCoupon}
          >
            {CouponText.remove}
          </button>
        </p>
      ) : null}
      <div className="coupon-row">
        <input
          id={`${id}-code`}
          type="text"
          name="CouponCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          value={typed}
          aria-invalid={error}
          aria-describedby={`${id}-status`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button">
          {CouponText.apply}
        </button>
      </div>
      <p
        id={`${id}-status`}
        className={error ? 'field-error' : 'field-hint'}
        aria-live="polite"
        data-testid="coupon-status"
      >
        {coupon.status?.text ?? ''}
      </p>
    </form>
  );
}

function SendQuote({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const { send } = model;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.sendQuote(email);
  };
  return (
    <section className="send-quote" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Keep this quote</h2>
      {send.status === 'needsEmail' ? (
        <form onSubmit={onSubmit} noValidate>
          <p>Please provide your email so we can send your quote.</p>
          <div className="field" data-state={send.error ? 'error' : 'none'}>
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={send.error !== null}
              aria-describedby={`${id}-email-error`}
              onChange={(event) => setEmail(event.target.value)}
            />
            <p id={`${id}-email-error`} className="field-error" aria-live="polite">
              {send.error ?? ''}
            </p>
          </div>
          <button type="submit" className="button">
            Send quote
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button"
          disabled={send.status === 'sending'}
          onClick={() => void model.sendQuote()}
        >
          Send quote
        </button>
      )}
      <p className="send-status" role="status">
        {send.status === 'sending' ? 'Sending your quote…' : null}
        {send.status === 'sent' ? 'Your quote is on its way to your inbox.' : null}
        {send.status === 'failed' ? send.text : null}
      </p>
    </section>
  );
}

/** §2 quote view: what the hook gives, rendered. */
export function QuoteViewView({ model }: { model: QuoteViewModel }) {
  const id = useId();
  if (model.loading) return <LoadingOverlay title={OverlayText.retrieving} fact={model.fact} />;
  if (model.unavailable) {
    return (
      <div className="container page">
        <h1>We could not load your quote</h1>
        <p>Our quote service did not answer. Your quote is saved; please try again in a moment.</p>
        <p>
          <button type="button" className="button button-primary" onClick={model.retry}>
            Try again
          </button>{' '}
          or call <PhoneLink />.
        </p>
      </div>
    );
  }
  const { quote, draft, price } = model;
  if (!quote || !draft) return null;
  const options = parentOptions(model.pricedQuote ?? quote);
  const trailers = options.filter((o) => o.EquipType === EquipType.Trailer);
  const cubes = options.filter((o) => o.EquipType === EquipType.Relocube);
  const selected = options.find((o) => o.value === draft.optionValue);

  return (
    <div className="container page quote-view">
      <h1>Your moving quote</h1>
      <dl className="quote-summary">
        <div>
          <dt>Route</dt>
          <dd>
            {place(quote.Details.Origin)} <span aria-hidden="true">→</span>
            <span className="visually-hidden"> to </span> {place(quote.Details.Destination)}
          </dd>
        </div>
        <div>
          <dt>Move date</dt>
          <dd>{formatMMDDYYYY(quote.Details.MoveDate)}</dd>
        </div>
        <div>
          <dt>Reference number</dt>
          <dd>{digitsOnly(quote.QuoteId)}</dd>
        </div>
      </dl>

      <div aria-live="polite" className="notice-region">
        {model.notice ? (
          <div className={`notice notice-${model.notice.tone}`}>
            <p>{model.notice.text}</p>
            {model.notice.details ? (
              <ul>
                {model.notice.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="quote-layout">
        <div className="quote-choices">
          <fieldset className="options">
            <legend>Choose your equipment</legend>
            <div className="option-columns">
              {trailers.length > 0 ? (
                <div className="option-column">
                  <h2 className="option-heading">Trailer</h2>
                  {trailers.map((o) => (
                    <OptionChoice key={o.value} option={o} model={model} />
                  ))}
                </div>
              ) : null}
              {cubes.length > 0 ? (
                <div className="option-column">
                  <h2 className="option-heading">ReloCube</h2>
                  {cubes.map((o) => (
                    <OptionChoice key={o.value} option={o} model={model} />
                  ))}
                </div>
              ) : null}
            </div>
          </fieldset>

          <GuaranteedOptions model={model} />

          {selected?.EquipType === EquipType.Trailer ? (
            <TrailerStepper model={model} perFoot={selected} />
          ) : null}

          <MoveDate model={model} />

          <StorageChoice model={model} />

          <CouponField model={model} />

          <div className="field">
            <label htmlFor={`${id}-liability`}>Liability coverage</label>
            <select
              id={`${id}-liability`}
              value={draft.liability}
              onChange={(event) =>
                model.change({ liability: Number(event.target.value) as LiabilitySelected })
              }
            >
              {LIABILITY_TIERS.map((tier) => (
                <option key={tier.selected} value={tier.selected}>
                  {tier.label}
                </option>
              ))}
            </select>
          </div>
        </div>

        <section className="price-breakdown card" aria-labelledby={`${id}-price`}>
          <h2 id={`${id}-price`}>Price breakdown</h2>
          {price ? (
            <table>
              <tbody>
                {price.lines.map((line) => (
                  <tr key={`${line.type}-${line.label}`} data-line={line.type}>
                    <th scope="row" colSpan={line.type === LineType.Description ? 2 : 1}>
                      {line.label}
                    </th>
                    {line.amount === null ? null : <td>{formatUsd(line.amount)}</td>}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td aria-live="polite" data-testid="quote-total">
                    {formatUsd(price.breakdown.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
          ) : (
            <p>Choose an option to see its price.</p>
          )}
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={!model.dirty || model.saving}
              onClick={model.save}
            >
              {model.saving ? 'Saving…' : 'Save changes'}
            </button>
          </div>
        </section>
      </div>

      <SendQuote model={model} />
      <p>
        Want to start over? <Link to={Route.movingQuote}>Get a new quote</Link>.
      </p>
    </div>
  );
}
