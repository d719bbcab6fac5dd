import { useLocation } from 'react-router';

/** The notice a page was sent with (`navigate(to, { state: { notice } })`), or null. */
export function noticeOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;
}

/**
 * Shows the notice a visitor was sent with, on whatever page they land: after the captcha check, after
 * an expired quote link. Announced politely (role=status).
 */
export function RouteNotice() {
  const state = useLocation().state;
  const notice = noticeOf(state);
  const details = detailsOf(state);
  return notice ? (
    <div className="container">
      <div className="notice notice-info" role="status" data-testid="route-notice">
        <p>{notice}</p>
        {details.length > 0 ? (
          <ul data-testid="route-notice-details">
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  ) : null;
}

/** Issue 27: the lines listed under the notice (`state.details`), e.g. each change a saved edit made. */
export function detailsOf(state: unknown): string[] {
  if (typeof state !== 'object' || state === null || !('details' in state) || !Array.isArray(state.details))
    return [];
  return state.details.filter((line): line is string => typeof line === 'string');
}
