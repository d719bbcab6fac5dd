import './quote-banner.css';
import { DEFAULT_PHONE, telHref } from '../../app/site';
import { QuoteBannerView } from './quote-banner-view';
import { useQuoteBanner } from './use-quote-banner';

/**
 * §2 quote banner. The manual banner's phone is the default {phone}; the per-mobile/desktop override of
 * page settings does not exist yet.
 */
export function QuoteBanner() {
  return (
    <QuoteBannerView banner={useQuoteBanner()} phone={DEFAULT_PHONE} phoneHref={telHref(DEFAULT_PHONE)} />
  );
}
