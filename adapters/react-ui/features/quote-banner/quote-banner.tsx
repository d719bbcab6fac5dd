import './quote-banner.css';
import { usePhone } from '../../app/page-settings';
import { QuoteBannerView } from './quote-banner-view';
import { useQuoteBanner } from './use-quote-banner';

/**
 * §2 quote banner. The manual banner's phone button is the default {phone} (§9), overridden per mobile
 * and desktop by the page settings (app/page-settings.ts).
 */
export function QuoteBanner() {
  const { phone, href } = usePhone();
  return <QuoteBannerView banner={useQuoteBanner()} phone={phone} phoneHref={href} />;
}
