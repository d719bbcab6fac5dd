import { useId } from 'react';
import { BannerText } from '../../../../domain/quote/quote-texts';
import { QuoteForm } from './quote-form';

/**
 * §1 the default banner ('Get instant quote' / 'No credit cards, no fees, no hassles' / 'Get a quote') with
 * the short form in its banner layout (§2): a compact row on wide screens; on a phone just the button,
 * which goes straight to the form URL. Used on the help pages (FAQ, search), where a visitor reading about
 * moves can start a quote without leaving.
 */
export function QuoteFormBanner({ remember }: { remember?: boolean | undefined }) {
  const id = useId();
  return (
    <section className="instant-quote-banner" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{BannerText.landingTitle}</h2>
      <p className="instant-quote-banner-subtitle">{BannerText.landingSubtitle}</p>
      <QuoteForm layout="banner" remember={remember} />
    </section>
  );
}
