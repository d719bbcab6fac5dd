import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { loginHref } from '../../../domain/accounts/eyebrow';
import type { ApiResult } from '../../http/client/relomove-api';
import { type Session, useSession } from './session';

/** The QuoteId of a page's path ('/dashboard/<tool>/{QuoteId}…'), or null when it is not one. */
export function quoteIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A page about one of the signed-in customer's moves (the delivery, pickup, payment and survey tools): the
 * QuoteId of its path and who is signed in. A visitor who is not signed in goes to the login page and comes
 * back here.
 */
export interface OwnMovePage {
  readonly quoteId: number | null;
  readonly session: Session;
  readonly signedIn: boolean;
}

export function useOwnMovePage(): OwnMovePage {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const quoteId = quoteIdOf(useParams().quoteId);
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (session.status === 'signedOut') navigate(loginHref(here), { replace: true });
  }, [session.status, navigate, here]);
  return { quoteId, session, signedIn: session.status === 'signedIn' };
}

/**
 * A read of the page's move, sent once a customer is signed in and the path names a move. By default it is
 * read again on every visit (the server's truth when the page opens); `everyVisit` false leaves a fresh
 * cached answer be.
 */
export function useOwnMoveQuery<T>(
  page: OwnMovePage,
  queryKey: QueryKey,
  read: (quoteId: number) => Promise<ApiResult<T>>,
  everyVisit = true,
) {
  return useQuery({
    queryKey,
    queryFn: () => read(page.quoteId as number),
    enabled: page.signedIn && page.quoteId !== null,
    refetchOnMount: everyVisit ? 'always' : true,
  });
}

/** Whether a read was refused with 404: the move is not the signed-in customer's (or there is none). */
export const refusedNotFound = (answer: ApiResult<unknown> | undefined): boolean =>
  answer !== undefined && !answer.ok && answer.error.kind === 'Refused' && answer.error.status === 404;
