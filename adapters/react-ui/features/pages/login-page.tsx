import { useId } from 'react';
import { Link } from 'react-router';
import { Route } from '../../../../domain/quote/routes';
import { FieldError, InfoPage, PhoneLink, SubmitButton } from './page-parts';
import { type LoginModel, useLogin } from './use-login';

/** /user/login (§2). */
export function LoginPage() {
  return <LoginView model={useLogin()} />;
}

/** The two fields, by their wire names. */
const LOGIN_FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/** One labelled input with its §5 messages under it, announced through aria-describedby. */
function LoginField({
  id,
  field,
  model,
}: {
  id: string;
  field: (typeof LOGIN_FIELDS)[number];
  model: LoginModel;
}) {
  const inputId = `${id}-${field.name}`;
  const errorId = `${inputId}-error`;
  const messages = model.errors[field.name];
  const invalid = messages.length > 0;
  const set = field.name === 'email' ? model.setEmail : model.setPassword;
  return (
    <div className="field">
      <label htmlFor={inputId}>{field.label}</label>
      <input
        id={inputId}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        required
        value={model[field.name]}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => set(e.target.value)}
        onFocus={() => model.focused(field.name)}
        onBlur={() => model.blurred(field.name)}
      />
      <FieldError id={errorId} messages={messages} />
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
        {LOGIN_FIELDS.map((field) => (
          <LoginField key={field.name} id={id} field={field} model={model} />
        ))}
        <div role="alert" className="form-errors">
          {[...errors.email, ...errors.password, ...errors.form].length > 0 ? (
            <p className="field-error">
              {errors.form.length > 0 ? errors.form.join(' ') : 'Please check the highlighted fields.'}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={model.busy} busyLabel="Logging in…">
          Log in
        </SubmitButton>
      </form>
      <p>
        No account yet? Accounts are made when you reserve a move.{' '}
        <Link to={Route.movingQuote}>Get a quote</Link> or call <PhoneLink />.
      </p>
    </InfoPage>
  );
}
