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
  const notice = noticeOf(useLocation().state);
  return notice ? (
    <div className="container">
      <p className="notice notice-info" role="status">
        {notice}
      </p>
    </div>
  ) : null;
}
