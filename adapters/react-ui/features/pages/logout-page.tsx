import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../app/api-context';
import { ME_QUERY_KEY } from '../../app/session';
import { InfoPage } from './page-parts';

/**
 * /user/logout (§2, §7 POST user/logout): signs out on arrival, reads the user again (['me']), and says
 * so. The server drops the session cookie whatever happens, so a failure still leaves the browser
 * signed out; we say the same and offer to try again.
 */
export function LogoutPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { mutate, status, data } = useMutation({
    mutationFn: () => api.logout(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
  // Once per visit: the ref outlives StrictMode's second effect run.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (status === 'idle' || status === 'pending') {
    return (
      <InfoPage title="Signing out">
        <p role="status">Signing you out…</p>
      </InfoPage>
    );
  }
  const failed = status === 'error' || (data !== undefined && !data.ok);
  return (
    <InfoPage title={failed ? 'Sign-out did not finish' : 'Signed out'}>
      <p role="status">
        {failed ? 'We could not reach the server to end your session.' : 'You are signed out.'}
      </p>
      <p>
        {failed ? (
          <button type="button" className="button" onClick={() => mutate()}>
            Try again
          </button>
        ) : null}{' '}
        <Link to="/">Go to the home page</Link>
      </p>
    </InfoPage>
  );
}
