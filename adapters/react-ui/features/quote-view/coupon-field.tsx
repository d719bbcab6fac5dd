import { type FormEvent, useId, useState } from 'react';
import { CouponText } from './quote-pricing';
import { UnsavedMark } from './unsaved-mark';
import type { QuoteViewModel } from './use-quote-view';

/**
 * Issue 4 "Options: ... a coupon field" (§4 Coupons): the customer's one coupon. Apply checks the code with
 * the domain's coupon rules and puts its Discount line in the breakdown at once; Remove takes it out; Save
 * changes sends the code (never an amount). The domain's messages are announced (aria-live).
 */
export function CouponField({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const { coupon } = model;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Issue 27: a refused code stays as typed, beside the message, so it can be corrected.
    if (model.applyCoupon(typed)) setTyped('');
  };
  const error = coupon.status?.tone === 'error';
  return (
    <form className="field coupon-field" onSubmit={onSubmit} noValidate data-state={error ? 'error' : 'none'}>
      <label htmlFor={`${id}-code`}>{CouponText.label}</label>
      <UnsavedMark show={model.unsaved?.coupon ?? false} />
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
