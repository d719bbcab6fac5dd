/**
 * §5 Validation rules: the generic user-facing messages, written once (architecture.md, convention 8).
 * Templates keep the specification's placeholders ('{max}', '{min}') verbatim; the functions fill them.
 */

/** §5 Generic message template: 'The maximum length allowed is {max}'. */
export const MAX_LENGTH_TEMPLATE = 'The maximum length allowed is {max}';

/** §5 Quote form template: 'This field should be at least {min} characters long'. */
export const MIN_LENGTH_TEMPLATE = 'This field should be at least {min} characters long';

/** §5 Generic required message (Moving From, Moving To and other text fields). */
export const REQUIRED_MESSAGE = 'The value is required';

/** §5 Generic numeric message. */
export const NUMERIC_MESSAGE = 'Value must be numeric';

/** §5 Email: required message of the mobile-quote-form email field. */
export const EMAIL_REQUIRED_MESSAGE = 'Value is required';

/** §5 Email: format message of the mobile-quote-form email field. */
export const INVALID_EMAIL_MESSAGE = 'Value is not a valid email address';

/** §5 Email: the short form's own message. */
export const SHORT_FORM_EMAIL_MESSAGE = 'Please provide a valid email address';

/** §5 A chosen location lacks city name, state code or ZIP information. */
export const SELECT_LOCATION_MESSAGE = 'Please select a location';

/** §5 Server invalid-city reasons (both, origin, destination). */
export const INVALID_CITY_MESSAGE = 'Enter a valid City, State or ZIP';

/** §5 'The maximum length allowed is {max}' with the limit filled in. */
export function maxLengthMessage(max: number): string {
  return MAX_LENGTH_TEMPLATE.replace('{max}', String(max));
}

/** §5 'This field should be at least {min} characters long' with the limit filled in. */
export function minLengthMessage(min: number): string {
  return MIN_LENGTH_TEMPLATE.replace('{min}', String(min));
}
