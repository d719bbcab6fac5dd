import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { loginHref } from '../../../domain/accounts/eyebrow';
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
export function useOwnMovePage(): { quoteId: number | null; session: Session; signedIn: boolean } {
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
