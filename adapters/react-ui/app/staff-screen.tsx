import '../styles/staff.css';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { isStaff } from '../../../application/accounts/viewer';
import type { ApiResult } from '../../http/client/relomove-api';
import { useSession } from './session';

/* What the staff screens share: their reading (staff only), a failed reading's notice, their look. */

/**
 * A staff screen's reading (issue 14 "Staff view"): asked only for a signed-in staff member, agent or admin.
 * `gate` is 'loading' while the session or the first answer is on its way, and 'notFound' for anyone else
 * or when the API refuses the viewer (401, 403), so that the screen shows the site's not-found page and
 * never the data; null once the screen can show what it read (`answer`, undefined until then).
 */
export function useStaffQuery<T>(queryKey: QueryKey, queryFn: () => Promise<ApiResult<T>>) {
  const session = useSession();
  const staff =
    session.status === 'signedIn' &&
    isStaff({ userId: 0, email: session.contact.EmailAddress, role: session.role });
  const query = useQuery({ queryKey, queryFn, enabled: staff, retry: false });
  const answer = query.data;
  const refused =
    answer !== undefined &&
    !answer.ok &&
    answer.error.kind === 'Refused' &&
    [401, 403].includes(answer.error.status);
  const gate: 'loading' | 'notFound' | null =
    session.status === 'loading'
      ? 'loading'
      : !staff || refused
        ? 'notFound'
        : answer === undefined && query.isPending
          ? 'loading'
          : null;
  return { gate, query, answer };
}

/** A reading that failed: what happened (`text.unavailable`), announced, and a button to ask again. */
export function RetryNotice({
  text,
  onRetry,
}: {
  text: { readonly unavailable: string; readonly tryAgain: string };
  onRetry(): void;
}) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{text.unavailable}</p>
      <button type="button" className="button" onClick={onRetry}>
        {text.tryAgain}
      </button>
    </div>
  );
}
