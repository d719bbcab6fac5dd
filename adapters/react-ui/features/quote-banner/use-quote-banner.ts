import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { type QuoteBanner, quoteBanner } from '../../../../domain/quote/quote-banner';
import { QuoteBannerState } from '../../../../domain/quote/quote-state';
import { isOnRoute, Route } from '../../../../domain/quote/routes';
import { useApi } from '../../app/api-context';
import { readStoredQuote } from '../../app/quote-storage';
import { useNoQuoteResponseArm } from '../quote-form/use-no-quote-response-arm';

/**
 * The quote view's TanStack Query key (features/quote-view/use-quote-view.ts `quoteQueryKey`), written
 * again here so the banner, which is in the main bundle, does not pull the quote view's chunk in; a
 * test checks both stay equal. The banner and the quote view share the cached quote.
 */
export const bannerQuoteKey = (token: string) => ['quote', token] as const;

/**
 * §2 quote banner: the visitor's stored quote (app/quote-storage.ts) loaded with GET quotes/view, its
 * banner decided by the domain (quoteBanner). No banner on the quote view itself, which shows it all.
 */
export function useQuoteBanner(): QuoteBanner {
  const api = useApi();
  const location = useLocation();
  // Read on every render (a navigation re-renders the layout), so a newly stored quote shows at once.
  const token = readStoredQuote()?.QuoteIdEncrypted ?? '';
  const hidden = isOnRoute(location.pathname, Route.quoteView);
  const query = useQuery({
    queryKey: bannerQuoteKey(token),
    queryFn: () => api.viewQuote(token),
    enabled: token !== '' && !hidden,
  });
  const quote = !hidden && token !== '' && query.data?.ok ? query.data.value : null;
  // §2 the manual banner's title depends on the no-quote-response arm: asked only for a manual quote.
  const manual = quoteBanner(quote).state === QuoteBannerState.Manual;
  const inNoQuoteResponseTest = useNoQuoteResponseArm(manual);
  if (hidden || token === '') return { state: QuoteBannerState.none };
  return quoteBanner(quote, { inNoQuoteResponseTest });
}
