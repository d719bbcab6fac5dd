import './card-entry.css';
import { useId } from 'react';
import type { CardField } from '../../../../domain/payment/card-check';
import type { CardBrand } from '../../../../domain/payment/enums';
import { FieldError } from '../pages/page-parts';
import type { CardEntryModel } from './use-card-entry';

/** The sandbox notice: the processor is a stand-in, and the card that it approves. */
export const SANDBOX_NOTICE = 'Sandbox card processor: use test card 4242 4242 4242 4242';

/** The SANDBOX card processor named where a card is typed (a note, "Sandbox" in bold). */
export function SandboxCardNotice() {
  return (
    <p className="sandbox-notice" role="note">
      <strong>Sandbox</strong> {SANDBOX_NOTICE.replace(/^Sandbox /, '')}
    </p>
  );
}

/** The brand as the form shows it beside the number. */
const BRAND_LABEL: Readonly<Record<CardBrand, string>> = {
  AmericanExpress: 'American Express',
  Discover: 'Discover',
  MasterCard: 'MasterCard',
  Visa: 'Visa',
  Unspecified: '',
};

interface FieldSpec {
  field: CardField;
  label: string;
  autoComplete: string;
  inputMode: 'numeric' | 'text';
  maxLength: number;
  placeholder?: string;
}

const FIELDS: readonly FieldSpec[] = [
  {
    field: 'CardNumber',
    label: 'Card number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    maxLength: 23,
  },
  { field: 'NameOnCard', label: 'Name on card', autoComplete: 'cc-name', inputMode: 'text', maxLength: 100 },
  {
    field: 'ExpirationMonth',
    label: 'Expiration month',
    autoComplete: 'cc-exp-month',
    inputMode: 'numeric',
    maxLength: 2,
    placeholder: 'MM',
  },
  {
    field: 'ExpirationYear',
    label: 'Expiration year',
    autoComplete: 'cc-exp-year',
    inputMode: 'numeric',
    maxLength: 4,
    placeholder: 'YYYY',
  },
  {
    field: 'SecurityCode',
    label: 'Security code',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    maxLength: 4,
  },
  {
    field: 'BillingZip',
    label: 'Billing ZIP code',
    autoComplete: 'postal-code',
    inputMode: 'text',
    maxLength: 10,
  },
];

/**
 * The card form (issue 11, payment step Y; issue 12, the payment input page): number (spaced, brand shown), name, expiry month and year,
 * security code, billing ZIP, with the browser's card autocomplete names and each field's §5 messages under
 * it (aria-describedby, aria-invalid).
 */
export function CardFormView({ model }: { model: CardEntryModel }) {
  const id = useId();
  const brand = BRAND_LABEL[model.brand];
  return (
    <fieldset className="card-form" disabled={model.busy}>
      <legend>Card details</legend>
      {FIELDS.map((spec) => {
        const inputId = `${id}-${spec.field}`;
        const errorId = `${inputId}-error`;
        const hintId = `${inputId}-brand`;
        const messages = model.errors[spec.field];
        const invalid = messages.length > 0;
        const described = [spec.field === 'CardNumber' && brand ? hintId : '', invalid ? errorId : '']
          .filter(Boolean)
          .join(' ');
        return (
          <div className={`field card-field card-field-${spec.field}`} key={spec.field}>
            <label htmlFor={inputId}>{spec.label}</label>
            <input
              id={inputId}
              name={spec.field}
              type="text"
              inputMode={spec.inputMode}
              autoComplete={spec.autoComplete}
              maxLength={spec.maxLength}
              placeholder={spec.placeholder}
              required
              value={model.form[spec.field]}
              aria-invalid={invalid || undefined}
              aria-describedby={described || undefined}
              onChange={(e) => model.change(spec.field, e.target.value)}
              onBlur={() => model.leave(spec.field)}
            />
            {spec.field === 'CardNumber' && brand ? (
              <p className="card-brand" id={hintId}>
                {brand}
              </p>
            ) : null}
            <FieldError id={errorId} messages={messages} />
          </div>
        );
      })}
    </fieldset>
  );
}
