import { useId } from 'react';
import { formatUsd } from '../../../../domain/money/money';
import { EquipType } from '../../../../domain/quote/enums';
import type { PricingOption } from '../../../../domain/quote/types';
import { deliveryLabel, equipmentLabel, optionPrice } from './quote-pricing';
import type { QuoteViewModel } from './use-quote-view';

export function OptionChoice({ option, model }: { option: PricingOption; model: QuoteViewModel }) {
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

export function TrailerStepper({ model, perFoot }: { model: QuoteViewModel; perFoot: PricingOption }) {
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
