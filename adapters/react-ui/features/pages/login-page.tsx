import { useId } from 'react';
import { Link } from 'react-router';
import { Route } from '../../../../domain/quote/routes';
import { InfoPage, PhoneLink } from './page-parts';
import { type LoginModel, useLogin } from './use-login';

/** /user/login (§2). */
export function LoginPage() {
  return <LoginView model={useLogin()} />;
}

function FieldMessages({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <p className="field-error" id={id}>
      {messages.join(' ')}
    </p>
  );
}

/** Email and password with their labels, each field's §5 messages under it, and a busy button. */
export function LoginView({ model }: { model: LoginModel }) {
  const id = useId();
  const { errors } = model;
  const emailError = `${id}-email-error`;
  const passwordError = `${id}-password-error`;
  return (
    <InfoPage title="Log in">
      <form className="card narrow login-form" onSubmit={model.submit} noValidate aria-busy={model.busy}>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            required
            value={model.email}
            aria-invalid={errors.email.length > 0 || undefined}
            aria-describedby={errors.email.length > 0 ? emailError : undefined}
            onChange={(e) => model.setEmail(e.target.value)}
          />
          <FieldMessages id={emailError} messages={errors.email} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={model.password}
            aria-invalid={errors.password.length > 0 || undefined}
            aria-describedby={errors.password.length > 0 ? passwordError : undefined}
            onChange={(e) => model.setPassword(e.target.value)}
          />
          <FieldMessages id={passwordError} messages={errors.password} />
        </div>
        <div role="alert" className="form-errors">
          {[...errors.email, ...errors.password, ...errors.form].length > 0 ? (
            <p className="field-error">
              {errors.form.length > 0 ? errors.form.join(' ') : 'Please check the highlighted fields.'}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button-primary" disabled={model.busy}>
          {model.busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p>
        No account yet? Accounts are made when you reserve a move.{' '}
        <Link to={Route.movingQuote}>Get a quote</Link> or call <PhoneLink />.
      </p>
    </InfoPage>
  );
}
