import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Route } from '../../../../domain/quote/routes';
import { useApi } from '../../app/api-context';
import { InfoPage, PhoneLink } from './page-parts';

/** /user/login (§2, §7 POST user/login): email and password; a failure shows the server's message. */
export function LoginPage() {
  const api = useApi();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await api.login({ email: email.trim(), password });
    setBusy(false);
    if (answer.ok) {
      // The dashboard screen is not built yet (issue 4 remainder); home shows the visitor's quote.
      navigate('/');
      return;
    }
    setError(
      answer.error.kind === 'Refused'
        ? answer.error.errors.map((line) => line.replace(/^[\w.]+ - /, '')).join(' ')
        : 'We could not reach the sign-in service. Please try again.',
    );
  };

  return (
    <InfoPage title="Log in">
      <form className="card narrow login-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <p className="field-error" role="alert">
          {error ?? ''}
        </p>
        <button type="submit" className="button button-primary" disabled={busy}>
          Log in
        </button>
      </form>
      <p>
        No account yet? Accounts are made when you reserve a move.{' '}
        <Link to={Route.movingQuote}>Get a quote</Link> or call <PhoneLink />.
      </p>
    </InfoPage>
  );
}
