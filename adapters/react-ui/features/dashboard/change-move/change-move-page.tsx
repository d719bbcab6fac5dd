import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { loginHref } from '../../../../../domain/accounts/eyebrow';
import { mayUseLookup } from '../../../../../domain/accounts/page-settings';
import { changeMovePath } from '../../../../../domain/quote/routes';
import { useApi } from '../../../app/api-context';
import { useSession } from '../../../app/session';
import { InfoPage } from '../../pages/page-parts';
import { reservationViewQueryKey } from '../use-dashboard';
import { ChangeMoveText } from './change-move-text';
import { ChangeMoveView } from './change-move-view';
import type { ChangeProblem } from './use-change-move';

/**
 * /dashboard/change/{QuoteId} (issue 13): the signed-in owner's booked move (GET moves/{id}, the
 * dashboard's own query, so a change seen here is seen there), then "Change my move". Signed out: the login
 * page, and back here. Staff, agents and admins open it from the staff lookup to change a customer's move.
 */
export function ChangeMovePage() {
  const api = useApi();
  const navigate = useNavigate();
  const session = useSession();
  const quoteId = Number(useParams().quoteId);
  const signedIn = session.status === 'signedIn';
  const [problem, setProblem] = useState<ChangeProblem | null>(null);
  useEffect(() => {
    if (session.status === 'signedOut') navigate(loginHref(changeMovePath(quoteId)), { replace: true });
  }, [session.status, navigate, quoteId]);
  const move = useQuery({
    queryKey: reservationViewQueryKey(quoteId),
    queryFn: () => api.viewReservation(quoteId),
    enabled: signedIn && Number.isSafeInteger(quoteId),
  });

  if (session.status !== 'signedIn' || move.isPending) {
    return (
      <InfoPage title={ChangeMoveText.title}>
        <p role="status">{ChangeMoveText.loading}</p>
      </InfoPage>
    );
  }
  if (!move.data?.ok) {
    const missing = move.data?.error.kind === 'Refused' && move.data.error.status === 404;
    return (
      <InfoPage title={ChangeMoveText.title}>
        <p role="alert">{missing ? ChangeMoveText.notFound : ChangeMoveText.failed}</p>
      </InfoPage>
    );
  }
  return (
    <ChangeMoveView
      move={move.data.value}
      problem={problem}
      onProblem={setProblem}
      staffDesk={mayUseLookup(session.role)}
    />
  );
}
