import { useId } from 'react';
import {
  MIN_DISTINCT_PASSWORD_CHARACTERS,
  MIN_PASSWORD_LENGTH,
} from '../../../../../domain/accounts/new-account-rules';
import {
  SIGN_UP_CODE_LENGTH,
  SIGN_UP_CODE_LIFETIME_MS,
  SignUpField,
} from '../../../../../domain/accounts/sign-up-rules';
import { SubmitButton } from '../../pages/page-parts';
import { ContactFields, FormErrors, PasswordField, TextField } from './text-field';
import { type AccountStepModel, type AccountStepProps, useAccountStep } from './use-account-step';

/** What the sandbox mailer does with the code (the embedded default sends no real email). */
export const SANDBOX_MAIL_NOTE =
  "Sandbox mailer: the email is in the server's terminal and the outbox_emails table.";

const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters, with at least ${MIN_DISTINCT_PASSWORD_CHARACTERS} different ones, not containing your email's name.`;

/**
 * The reservation's account step (issue 11): shown by the reservation shell before step W when the visitor
 * is not signed in. Sign in, or create an account with the quote's email and confirm it with the emailed code.
 */
export function AccountStep(props: AccountStepProps) {
  return <AccountStepView model={useAccountStep(props)} />;
}

export function AccountStepView({ model }: { model: AccountStepModel }) {
  const id = useId();
  const messages = (field: string) => model.errors.byField.get(field) ?? [];
  /** A sign-in field's value, messages and events (its focus and blur are timed, as the step's fields are). */
  const signInField = (field: 'email' | 'password') => ({
    value: model.fields[field],
    messages: messages(field),
    onChange: (v: string) => model.set(field, v),
    onFocus: () => model.focused(field),
    onBlur: () => model.blurred(field),
  });
  return (
    <section className="card narrow account-step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your Relomove account</h2>
      <p>Reserving needs an account. Sign in, or create one with the email of your quote.</p>
      <div className="account-choice">
        <button
          type="button"
          className="button"
          aria-pressed={model.choice === 'create'}
          onClick={() => model.choose('create')}
        >
          Create your account
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={model.choice === 'signIn'}
          onClick={() => model.choose('signIn')}
        >
          Sign in
        </button>
      </div>

      {model.choice === 'signIn' ? (
        <form onSubmit={model.signIn} noValidate aria-busy={model.busy} aria-label="Sign in">
          <TextField
            id={`${id}-email`}
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            {...signInField('email')}
          />
          <PasswordField
            id={`${id}-password`}
            label="Password"
            name="password"
            autoComplete="current-password"
            {...signInField('password')}
            shown={model.passwordShown}
            onToggle={model.togglePassword}
          />
          <FormErrors errors={model.errors} />
          <SubmitButton busy={model.busy} busyLabel="Signing in…">
            Sign in and continue
          </SubmitButton>
        </form>
      ) : model.stage === 'details' ? (
        <form
          onSubmit={model.createAccount}
          noValidate
          aria-busy={model.busy}
          aria-label="Create your account"
        >
          <TextField
            id={`${id}-new-email`}
            label="Email"
            name={SignUpField.EmailAddress}
            type="email"
            autoComplete="email"
            value={model.emailFixed ? model.email : model.fields.NewEmail}
            readOnly={model.emailFixed}
            hint={
              model.emailFixed ? 'The email of your quote.' : 'We send your booking and its updates here.'
            }
            messages={messages(SignUpField.EmailAddress)}
            onChange={(v) => model.set('NewEmail', v)}
          />
          <ContactFields id={id} values={model.fields} messages={messages} onChange={model.set} />
          <PasswordField
            id={`${id}-new-password`}
            label="Password"
            name={SignUpField.Password}
            autoComplete="new-password"
            value={model.fields.Password}
            hint={PASSWORD_RULE}
            messages={messages(SignUpField.Password)}
            onChange={(v) => model.set('Password', v)}
            shown={model.passwordShown}
            onToggle={model.togglePassword}
          />
          <FormErrors errors={model.errors} />
          <SubmitButton busy={model.busy} busyLabel="Sending your code…">
            Create account
          </SubmitButton>
        </form>
      ) : (
        <form onSubmit={model.verifyCode} noValidate aria-busy={model.busy} aria-label="Confirm your email">
          <p role="status">
            We emailed a {SIGN_UP_CODE_LENGTH}-digit code to <strong>{model.email}</strong>. It works for{' '}
            {SIGN_UP_CODE_LIFETIME_MS / 60_000} minutes.
          </p>
          <p className="account-note">{SANDBOX_MAIL_NOTE}</p>
          <p className="field-hint">
            If this email already has a Relomove account, the email says so instead: choose Sign in.
          </p>
          <TextField
            id={`${id}-code`}
            label="Code"
            name={SignUpField.Code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={model.fields.Code}
            messages={messages(SignUpField.Code)}
            onChange={(v) => model.set('Code', v)}
          />
          <FormErrors errors={model.errors} />
          <p aria-live="polite">{model.notice}</p>
          <div className="form-actions">
            <SubmitButton busy={model.busy} busyLabel="Checking…">
              Confirm and continue
            </SubmitButton>
            <button type="button" className="button-link" disabled={model.busy} onClick={model.resendCode}>
              Send a new code
            </button>
            <button type="button" className="button-link" disabled={model.busy} onClick={model.editDetails}>
              Change my details
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
