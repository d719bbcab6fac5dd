import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { referrerOfQuery } from '../../../domain/referrals/referrer-codes';
import { useApi } from './api-context';

/** This browser session's budget-flow referrer, once recognised (ours). */
export const REFERRER_SESSION_KEY = 'relomove.referrer';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * §5 budget-flow referrers (issue 15): a visitor who arrives with `?referrer=PACKRATWEB` or
 * `?utm_source=ZPPYSHWEB` (any case) is recognised, the referrer is kept for the browser session, and the
 * arrival is recorded on the server (POST referrals/arrivals; the server counts it once per visitor and day).
 * A page without such a query does nothing, so the landing page loads nothing more for everyone else.
 */
export function useReferrerArrival(): void {
  const api = useApi();
  const { search, pathname } = useLocation();
  useEffect(() => {
    const referrer = referrerOfQuery(new URLSearchParams(search));
    if (!referrer) return;
    const store = sessionStore();
    try {
      if (store?.getItem(REFERRER_SESSION_KEY) === referrer) return;
      store?.setItem(REFERRER_SESSION_KEY, referrer);
    } catch {
      // Storage blocked: the server still counts this visitor once a day.
    }
    void api.recordReferrerArrival(referrer, pathname);
  }, [api, search, pathname]);
}
