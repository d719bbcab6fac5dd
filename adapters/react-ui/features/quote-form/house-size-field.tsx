import { HOUSE_SIZES } from '../../../../domain/quote/house-sizes';

/** The §9 house sizes as the 'Size?' field of the quote form and of the manual quote's size question. */
export function HouseSizeField(props: {
  id: string;
  value: string;
  onChange: (label: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>Size?</label>
      <select
        id={props.id}
        name="MovingOutOf"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      >
        {HOUSE_SIZES.map((size) => (
          <option key={size.label} value={size.label}>
            {size.label}
          </option>
        ))}
      </select>
    </div>
  );
}
