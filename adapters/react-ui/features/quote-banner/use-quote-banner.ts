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
 * The dashboard's shipment key (features/dashboard/use-dashboard.ts `shipmentQueryKey`), written again for the
 * same reason; a test checks both stay equal, so the banner and the dashboard share the loaded shipment.
 */
export const bannerShipmentKey = (quoteId: number | null) => ['shipment', quoteId] as const;

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
  const first = quoteBanner(quote).state;
  const manual = first === QuoteBannerState.Manual;
  const inNoQuoteResponseTest = useNoQuoteResponseArm(manual);
  // Issue 27: a booked move's banner tells delivered from charged by its shipment's state (GET shipments/{id},
  // owner and staff only: for anyone else it is not loaded and the quote alone decides).
  const reservedId = first === QuoteBannerState.Reserved && quote ? quote.QuoteId : null;
  const tracked = useQuery({
    queryKey: bannerShipmentKey(reservedId),
    queryFn: () => api.shipment(reservedId as number),
    enabled: reservedId !== null,
  });
  const shipment = reservedId !== null && tracked.data?.ok ? tracked.data.value.ShipmentState : null;
  if (hidden || token === '') return { state: QuoteBannerState.none };
  return quoteBanner(quote, { inNoQuoteResponseTest, shipment });
}
