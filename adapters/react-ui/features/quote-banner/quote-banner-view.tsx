import { useEffect, useRef } from 'react';
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
  const aside = useRef<HTMLElement | null>(null);
  useBannerSpace(aside, banner.state);
  if (banner.state === QuoteBannerState.none) return null;
  return (
    <aside ref={aside} className="quote-banner" aria-label="Your quote" data-state={banner.state}>
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
            <BannerReference reference={banner.reference} />
          </p>
          <BannerButton button={banner.button} />
        </>
      );
    case QuoteBannerState.Manual:
      return (
        <>
          <p className="quote-banner-text">
            <strong>{banner.title}</strong>
            <BannerReference reference={banner.reference} />
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
          <BannerButton button={banner.button} />
        </>
      );
    default: {
      const unhandled: never = banner;
      return unhandled;
    }
  }
}

/** The quote's reference number, as the banner shows it. */
function BannerReference({ reference }: { reference: string }) {
  return (
    <span className="quote-banner-reference">
      Reference # <span data-testid="banner-reference">{reference}</span>
    </span>
  );
}

/** The banner's main button: the way to the quote's next page. */
function BannerButton({ button }: { button: { text: string; href: string } }) {
  return (
    <Link className="button button-primary" to={button.href}>
      {button.text}
    </Link>
  );
}

/**
 * Issue 10: the sticky banner never covers the focused control. Its height is kept in the page's
 * `--quote-banner-height`, which quote-banner.css turns into scroll padding at the edge the banner sticks to,
 * so the browser scrolls a focused field (and the one being filled in) clear of it.
 */
function useBannerSpace(element: { current: HTMLElement | null }, state: string) {
  useEffect(() => {
    const node = element.current;
    const root = document.documentElement;
    if (!node || state === QuoteBannerState.none) return;
    const measure = () => root.style.setProperty('--quote-banner-height', `${node.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--quote-banner-height');
    };
  }, [element, state]);
}
