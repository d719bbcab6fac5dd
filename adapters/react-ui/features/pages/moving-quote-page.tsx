import { useLocation } from 'react-router';
import { BannerText } from '../../../../domain/quote/quote-state';
import { QuoteForm } from '../quote-form/quote-form';

function noticeOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;
}

/** /moving-quote (§2): the quote form; also where an expired or invalid quote id lands, with a notice. */
export function MovingQuotePage() {
  const notice = noticeOf(useLocation().state);
  return (
    <div className="container page">
      <h1>{BannerText.landingTitle}</h1>
      <p className="hero-subtitle">{BannerText.landingSubtitle}</p>
      {notice ? (
        <p className="notice notice-info" role="status">
          {notice}
        </p>
      ) : null}
      <div className="card narrow">
        <QuoteForm layout="vertical" />
      </div>
    </div>
  );
}
