import { useId } from 'react';
import { formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import { formatUsd } from '../../../../domain/money/money';
import { PriceLineText } from '../../../../domain/pricing/price-lines';
import { perCubePrice } from '../../../../domain/quote/edit-quote';
import { EquipType } from '../../../../domain/quote/enums';
import type { PricingOption } from '../../../../domain/quote/types';
import { deliveryLabel, equipmentLabel, optionPrice, sizedOption } from './quote-pricing';
import { UnsavedMark } from './unsaved-mark';
import type { QuoteViewModel } from './use-quote-view';

/** One column of the equipment choice: its heading and its options' cards; nothing when it has none. */
export function OptionColumn({
  heading,
  options,
  model,
}: {
  heading: string;
  options: readonly PricingOption[];
  model: QuoteViewModel;
}) {
  if (options.length === 0) return null;
  return (
    <div className="option-column">
      <h2 className="option-heading">{heading}</h2>
      {options.map((o) => (
        <OptionChoice key={o.value} option={o} model={model} />
      ))}
    </div>
  );
}

export function OptionChoice({ option, model }: { option: PricingOption; model: QuoteViewModel }) {
  const { draft } = model;
  if (!draft) return null;
  const checked = draft.optionValue === option.value;
  // Issue 10: the selected card says 'Guaranteed delivery by ...' once a guaranteed choice is made.
  const guaranteedBy = checked && model.delivery?.kind === 'guaranteed' ? model.delivery.by : null;
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
            sizedOption(option, draft),
            option.EquipType === EquipType.Trailer ? draft.linearFeet : option.LinearFeet,
          )}
        </span>
        <span className="option-price">{formatUsd(optionPrice(option, draft))}</span>
        <span className="option-meta">{deliveryLabel(option)}</span>
        <span className="option-meta">
          {guaranteedBy
            ? `${PriceLineText.guaranteedDeliveryPrefix} ${formatWeekdayMonDay(guaranteedBy)}`
            : `${option.CarrierTransitTime} business ${option.CarrierTransitTime === 1 ? 'day' : 'days'} in transit`}
        </span>
      </span>
    </label>
  );
}

/** One of the stepper's two buttons (its sign is the content; `label` names it). */
function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: string;
}) {
  return (
    <button
      type="button"
      className="button stepper-button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A − value + stepper (issue 4 trailer length; issue 10 ReloCube count). */
export function Stepper({
  legend,
  value,
  min,
  max,
  less,
  more,
  hint,
  unsaved,
  onChange,
}: {
  legend: string;
  value: string;
  min: boolean;
  max: boolean;
  less: string;
  more: string;
  hint: string;
  unsaved: boolean;
  onChange: (step: 1 | -1) => void;
}) {
  const id = useId();
  return (
    <fieldset className="stepper" aria-describedby={`${id}-hint`}>
      <legend className="stepper-label">
        {legend} <UnsavedMark show={unsaved} />
      </legend>
      <StepButton label={less} disabled={min} onClick={() => onChange(-1)}>
        −
      </StepButton>
      <output className="stepper-value" aria-live="polite">
        {value}
      </output>
      <StepButton label={more} disabled={max} onClick={() => onChange(1)}>
        +
      </StepButton>
      <span id={`${id}-hint`} className="field-hint">
        {hint}
      </span>
    </fieldset>
  );
}

export function TrailerStepper({ model, perFoot }: { model: QuoteViewModel; perFoot: PricingOption }) {
  const feet = model.draft?.linearFeet ?? 0;
  return (
    <Stepper
      legend="Trailer length"
      value={`${feet} ft`}
      min={feet <= model.minimumFeet}
      max={feet >= model.maximumFeet}
      less="One foot shorter"
      more="One foot longer"
      hint={`${formatUsd(perFoot.PerFootPrice)} per foot, from ${model.minimumFeet} to ${model.maximumFeet} feet`}
      unsaved={model.unsaved?.linearFeet ?? false}
      onChange={(step) => model.change({ linearFeet: feet + step })}
    />
  );
}

/** Issue 10: the number of ReloCubes (§3 EquipQuantity, saved as NumCubes), at the option's per-cube price. */
export function CubeStepper({ model, perCube }: { model: QuoteViewModel; perCube: PricingOption }) {
  const cubes = model.draft?.cubes ?? 1;
  return (
    <Stepper
      legend="Number of ReloCubes"
      value={`${cubes} ReloCube${cubes === 1 ? '' : 's'}`}
      min={cubes <= 1}
      max={cubes >= model.maximumCubes}
      less="One ReloCube fewer"
      more="One ReloCube more"
      hint={`${formatUsd(perCubePrice(perCube))} per ReloCube, from 1 to ${model.maximumCubes}`}
      unsaved={model.unsaved?.cubes ?? false}
      onChange={(step) => model.change({ cubes: cubes + step })}
    />
  );
}

/** §9 house sizes: a chosen size below what the house size needs, said plainly. */
export function SizeWarning({ model }: { model: QuoteViewModel }) {
  return model.sizeWarning ? (
    <p className="size-warning" role="status" data-testid="size-warning">
      {model.sizeWarning}
    </p>
  ) : null;
}
