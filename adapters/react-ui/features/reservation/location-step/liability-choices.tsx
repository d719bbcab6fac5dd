import { useId } from 'react';
import {
  LIABILITY_TIERS,
  type LiabilitySelected,
  liabilityLabel,
} from '../../../../../domain/pricing/liability';
import { LocationText } from './location-text';

/**
 * §3 Liability coverage as radio rows, one per tier, the included one marked: shared by step W and the
 * dashboard's "Change my move" (issue 13). The caller gives the heading; `legend` names the group for
 * screen readers.
 */
export function LiabilityChoices({
  value,
  onChange,
  legend = LocationText.liability,
}: {
  value: LiabilitySelected;
  onChange(value: LiabilitySelected): void;
  legend?: string;
}) {
  const id = useId();
  return (
    <fieldset className="location-choices">
      <legend className="visually-hidden">{legend}</legend>
      {LIABILITY_TIERS.map((tier) => (
        <label key={tier.selected} className="choice-row" data-checked={value === tier.selected}>
          <input
            type="radio"
            name={`${id}-liability-tier`}
            value={tier.selected}
            checked={value === tier.selected}
            onChange={() => onChange(tier.selected)}
          />
          <span className="liability-label">
            {liabilityLabel(tier.selected)}
            {tier.fee === 0 ? <span className="option-meta">{LocationText.included}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
