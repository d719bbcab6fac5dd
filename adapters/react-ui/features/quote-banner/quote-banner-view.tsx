import { Link } from 'react-router';
import type { QuoteBanner } from '../../../../domain/quote/quote-banner';
import { QuoteBannerState } from '../../../../domain/quote/quote-state';

/**
 * §2 quote banner states: none, Quoted, Manual, Reserved. It sticks to the top, and to the bottom at
 * mobile width (quote-banner.css, the media query of domain bannerEdge).
 */
export function QuoteBannerView({
  banner,
  phone,
  phoneHref,
}: {
  banner: QuoteBanner;
  phone: string;
  phoneHref: string;
}) {
  if (banner.state === QuoteBannerState.none) return null;
  return (
    <aside className="quote-banner" aria-label="Your quote" data-state={banner.state}>
      <div className="container quote-banner-inner">{content(banner, phone, phoneHref)}</div>
    </aside>
  );
}

function content(banner: Exclude<QuoteBanner, { state: 'none' }>, phone: string, phoneHref: string) {
  switch (banner.state) {
    case QuoteBannerState.Quoted:
      return (
        <>
          <p className="quote-banner-text">
            <span className="quote-banner-route">
              {banner.origin} <span aria-hidden="true">→</span>
              <span className="visually-hidden"> to </span> {banner.destination}
            </span>
            {banner.equipment ? <span className="quote-banner-equipment">{banner.equipment}</span> : null}
            <span className="quote-banner-reference">
              Reference # <span data-testid="banner-reference">{banner.reference}</span>
            </span>
          </p>
          <Link className="button button-primary" to={banner.button.href}>
            {banner.button.text}
          </Link>
        </>
      );
    case QuoteBannerState.Manual:
      return (
        <>
          <p className="quote-banner-text">
            <strong>{banner.title}</strong>
            <span className="quote-banner-reference">
              Reference # <span data-testid="banner-reference">{banner.reference}</span>
            </span>
            {banner.emailPrompt ? <span>{banner.emailPrompt}</span> : null}
          </p>
          <a className="button button-primary" href={phoneHref}>
            <span className="visually-hidden">Call us at </span>
            {phone}
          </a>
        </>
      );
    case QuoteBannerState.Reserved:
      return (
        <>
          <p className="quote-banner-text">
            <strong>{banner.title}</strong>
            <span className="quote-banner-desktop-only">{banner.desktopNote}</span>
          </p>
          <Link className="button button-primary" to={banner.button.href}>
            {banner.button.text}
          </Link>
        </>
      );
    default: {
      const unhandled: never = banner;
      return unhandled;
    }
  }
}
