import { useId } from 'react';
import { PAYMENT_TEXT } from './payment-text';
import type { PaymentChoice } from './use-booking-payment';

const CHOICES: readonly { value: PaymentChoice; label: string; hint: string }[] = [
  { value: 'CreditCard', label: PAYMENT_TEXT.card, hint: PAYMENT_TEXT.cardHint },
  { value: 'PayPal', label: PAYMENT_TEXT.paypal, hint: PAYMENT_TEXT.paypalHint },
  { value: 'Affirm', label: PAYMENT_TEXT.affirm, hint: PAYMENT_TEXT.affirmHint },
];

/** The way to pay (issue 12): Card, PayPal or Affirm, as one radio group. */
export function MethodChoiceView(props: {
  choice: PaymentChoice;
  disabled: boolean;
  onChoose(choice: PaymentChoice): void;
}) {
  const id = useId();
  return (
    <fieldset className="payment-methods" disabled={props.disabled}>
      <legend>{PAYMENT_TEXT.chooseLegend}</legend>
      {CHOICES.map((c) => (
        <label
          key={c.value}
          className={`payment-method${props.choice === c.value ? ' is-chosen' : ''}`}
          htmlFor={`${id}-${c.value}`}
        >
          <input
            id={`${id}-${c.value}`}
            type="radio"
            name={`${id}-method`}
            value={c.value}
            checked={props.choice === c.value}
            onChange={() => props.onChoose(c.value)}
            aria-describedby={`${id}-${c.value}-hint`}
          />
          <span className="payment-method-name">{c.label}</span>
          <span className="payment-method-hint" id={`${id}-${c.value}-hint`}>
            {c.hint}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
