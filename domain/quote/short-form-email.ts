/**
 * §5 the short form's Email (the mobile A/B arm, domain/experiments/test-arms.ts), on its own so that the
 * quote form's first paint does not carry it: only the arm that shows Email loads it.
 */
import { EMAIL_REQUIRED_MESSAGE, SHORT_FORM_EMAIL_MESSAGE } from '../validation/messages';
import { checkText, email, required } from '../validation/text-rules';

/**
 * Required ('Value is required'); a malformed address shows the short form's own message, 'Please provide a
 * valid email address' (§5 "Short form message"). Returns [] when valid.
 */
export function shortFormEmailErrors(value: string): string[] {
  return checkText(value, [required(EMAIL_REQUIRED_MESSAGE), email(SHORT_FORM_EMAIL_MESSAGE)]);
}
