import { createFetchAccountsApi } from './accounts/fetch-accounts-api';
import { FetchTransport } from './fetch-transport';
import { createFetchPaymentsApi } from './payments/fetch-payments-api';
import { createFetchQuotesApi } from './quotes/fetch-quotes-api';
import type { RelomoveApi } from './relomove-api';
import { createFetchReservationsApi } from './reservations/fetch-reservations-api';
import { createFetchShipmentsApi } from './shipments/fetch-shipments-api';
import { createFetchSiteApi } from './site/fetch-site-api';
import { createFetchStaffDeskApi } from './staff/fetch-staff-desk-api';

export { preloadAnswerSchemas } from './fetch-transport';

/**
 * `RelomoveApi` over fetch('/api/...') (issue 29): the area clients combined over one FetchTransport, so they
 * share its base URL, its fetch and its §9 page-session cache. See FetchTransport for how a call is read.
 *
 * `baseUrl` is '' in the browser (same origin) or the server's address; `fetchFn` is looked up on each call
 * by default, so a fetch replaced after construction (msw in tests) is the one used.
 */
export function createFetchRelomoveApi(baseUrl = '', fetchFn?: typeof fetch): RelomoveApi {
  const http = new FetchTransport(baseUrl, fetchFn);
  return {
    ...createFetchSiteApi(http),
    ...createFetchQuotesApi(http),
    ...createFetchReservationsApi(http),
    ...createFetchPaymentsApi(http),
    ...createFetchShipmentsApi(http),
    ...createFetchAccountsApi(http),
    ...createFetchStaffDeskApi(http),
  };
}

/** The combined client as a class, for the callers (tests) that construct it with `new`. */
export type FetchRelomoveApi = RelomoveApi;
export const FetchRelomoveApi = class {
  constructor(baseUrl = '', fetchFn?: typeof fetch) {
    Object.assign(this, createFetchRelomoveApi(baseUrl, fetchFn));
  }
} as new (
  baseUrl?: string,
  fetchFn?: typeof fetch,
) => RelomoveApi;
