import { BannerText } from '../../../../domain/quote/quote-texts';
import { QuoteForm } from '../quote-form/quote-form';

/** /moving-quote (§2): the quote form; also where an expired or invalid quote id lands (the layout shows its notice). */
export function MovingQuotePage() {
  return (
    <div className="container page">
      <h1>{BannerText.landingTitle}</h1>
      <p className="hero-subtitle">{BannerText.landingSubtitle}</p>
      <div className="card narrow">
        <QuoteForm layout="vertical" />
      </div>
    </div>
  );
}
