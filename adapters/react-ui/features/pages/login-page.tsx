import { useId } from 'react';
import { Link } from 'react-router';
import { Route } from '../../../../domain/quote/routes';
import { InfoPage, PhoneLink } from './page-parts';
import { type LoginModel, useLogin } from './use-login';

/** /user/login (§2). */
export function LoginPage() {
  return <LoginView model={useLogin()} />;
}

/** One labelled input with its §5 messages under it, announced through aria-describedby. */
function LoginField(props: {
  id: string;
  label: string;
  name: 'email' | 'password';
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  messages: readonly string[];
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}) {
  const errorId = `${props.id}-error`;
  const invalid = props.messages.length > 0;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        required
        value={props.value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      />
      {invalid ? (
        <p className="field-error" id={errorId}>
          {props.messages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** Email and password with their labels, each field's §5 messages under it, and a busy button. */
export function LoginView({ model }: { model: LoginModel }) {
  const id = useId();
  const { errors } = model;
  return (
    <InfoPage title="Log in">
      <form className="card narrow login-form" onSubmit={model.submit} noValidate aria-busy={model.busy}>
        <LoginField
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={model.email}
          messages={errors.email}
          onChange={model.setEmail}
          onFocus={() => model.focused('email')}
          onBlur={() => model.blurred('email')}
        />
        <LoginField
          id={`${id}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={model.password}
          messages={errors.password}
          onChange={model.setPassword}
          onFocus={() => model.focused('password')}
          onBlur={() => model.blurred('password')}
        />
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
