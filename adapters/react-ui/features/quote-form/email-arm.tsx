/**
 * §2, §5 the mobile quote-form email arm, loaded only on a phone (use-email-arm.ts), so the landing page's
 * first paint carries none of it (issue 4 JavaScript budget): the visitor's sticky variant from the
 * server, the domain's rule for who sees Email, its §5 messages, and the field itself.
 */
import { AbTest } from '../../../../domain/experiments/ab-tests';
import { type FormDevice, mobileQuoteFormEmailApplies } from '../../../../domain/experiments/test-arms';
import { shortFormEmailErrors } from '../../../../domain/quote/short-form-email';
import type { RelomoveApi } from '../../../http/client/relomove-api';

/** The §5 check of the short form's Email, present only in the arm that shows it. */
export interface EmailRules {
  errors(value: string): string[];
  /** The signed-in customer's email (GET contacts/me), which the field starts with; null when signed out. */
  signedIn: string | null;
}

/**
 * GET drupal_ab_test/mobile-quote-form-email-test (§7); the rules when this visitor's form asks for Email, with
 * the signed-in customer's own email (GET contacts/me, the eyebrow's question), so they are not asked it.
 */
export async function emailArmFor(api: RelomoveApi, device: FormDevice): Promise<EmailRules | null> {
  // A failed sign-in question only leaves the field empty.
  const [answer, me] = await Promise.all([
    api.abTestVariant(AbTest.mobileQuoteFormEmail),
    api.me().catch(() => null),
  ]);
  return mobileQuoteFormEmailApplies(answer.ok ? answer.value : null, device)
    ? {
        errors: shortFormEmailErrors,
        signedIn: me?.ok && me.value.loggedin ? me.value.ContactGet.EmailAddress : null,
      }
    : null;
}

/** The part of the quote form's model (use-quote-form.ts QuoteFormModel) that the Email field uses. */
export interface EmailFieldModel {
  email: { value: string; errors: string[] | null };
  setEmail(value: string): void;
  validateEmail(): void;
  emailRef(element: HTMLInputElement | null): void;
}

/** §2 Email (the mobile A/B arm only), with the §5 messages from the domain. */
export function EmailField({ id, model }: { id: string; model: EmailFieldModel }) {
  const errors = model.email.errors ?? [];
  return (
    <div
      className="field"
      data-state={errors.length > 0 ? 'error' : model.email.errors?.length === 0 ? 'valid' : 'none'}
    >
      <label htmlFor={id}>Email</label>
      <input
        ref={model.emailRef}
        id={id}
        name="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={model.email.value}
        aria-invalid={errors.length > 0}
        aria-describedby={`${id}-error`}
        onChange={(event) => model.setEmail(event.target.value)}
        onBlur={() => {
          if (model.email.value.trim() !== '') model.validateEmail();
        }}
      />
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {errors.join(' ')}
      </p>
    </div>
  );
}
