import './quote-view.css';
import { useId } from 'react';
import { Link } from 'react-router';
import { AbTest } from '../../../../domain/experiments/ab-tests';
import { LIABILITY_TIERS, type LiabilitySelected } from '../../../../domain/pricing/liability';
import { EquipType } from '../../../../domain/quote/enums';
import { OverlayText } from '../../../../domain/quote/quote-state';
import { Route } from '../../../../domain/quote/routes';
import { LoadingOverlay } from '../../app/loading-overlay';
import { PhoneLink } from '../../app/phone-link';
import { CouponField } from './coupon-field';
import { CubeStepper, OptionColumn, SizeWarning, TrailerStepper } from './equipment-choice';
import { FinancingPromo } from './financing-promo';
import { GuaranteedOptions } from './guaranteed-options';
import { LeaveDialog } from './leave-dialog';
import { MoveDate } from './move-date';
import { PriceBreakdown } from './price-breakdown';
import { parentOptions } from './quote-pricing';
import { QuoteSummary } from './quote-summary';
import { ReservePanel } from './reserve-panel';
import { SendQuotePanel } from './send-quote-panel';
import { StorageChoice } from './storage-choice';
import { UnsavedMark } from './unsaved-mark';
import type { QuoteViewModel } from './use-quote-view';

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
  const { quote, draft } = model;
  if (!quote || !draft) return null;
  const options = parentOptions(model.pricedQuote ?? quote);
  const trailers = options.filter((o) => o.EquipType === EquipType.Trailer);
  const cubes = options.filter((o) => o.EquipType === EquipType.Relocube);
  const selected = options.find((o) => o.value === draft.optionValue);

  return (
    <div className="container page quote-view">
      <h1>Your moving quote</h1>
      <QuoteSummary quote={quote} unsavedMoveDate={model.dates.effective} />

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
            <legend>
              Choose your equipment <UnsavedMark show={model.unsaved?.option ?? false} />
            </legend>
            <div className="option-columns">
              <OptionColumn heading="Trailer" options={trailers} model={model} />
              <OptionColumn heading="ReloCube" options={cubes} model={model} />
            </div>
          </fieldset>

          <GuaranteedOptions model={model} />

          {selected?.EquipType === EquipType.Trailer ? (
            <TrailerStepper model={model} perFoot={selected} />
          ) : null}
          {selected?.EquipType === EquipType.Relocube ? (
            <CubeStepper model={model} perCube={selected} />
          ) : null}
          <SizeWarning model={model} />

          <MoveDate model={model} />

          <StorageChoice model={model} />

          <CouponField model={model} />

          <div className="field">
            <label htmlFor={`${id}-liability`}>Liability coverage</label>
            <UnsavedMark show={model.unsaved?.liability ?? false} />
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

        <div className="quote-aside">
          <PriceBreakdown model={model} />
          <FinancingPromo
            test={AbTest.affirmQuoteResponsePromo}
            total={model.price?.breakdown.total ?? null}
          />
          <ReservePanel model={model} />
        </div>
      </div>

      <LeaveDialog blocker={model.blocker} />
      <SendQuotePanel model={model} />
      <p>
        Want to start over? <Link to={Route.movingQuote}>Get a new quote</Link>.
      </p>
    </div>
  );
}
