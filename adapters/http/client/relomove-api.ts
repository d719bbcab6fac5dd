import type { AccountsApi } from './accounts/accounts-api';
import type { PaymentsApi } from './payments/payments-api';
import type { QuotesApi } from './quotes/quotes-api';
import type { ReservationsApi } from './reservations/reservations-api';
import type { ShipmentsApi } from './shipments/shipments-api';
import type { SiteApi } from './site/site-api';
import type { StaffDeskApi } from './staff/staff-desk-api';

/**
 * The /api as the browser (and the CLI's --api mode) sees it (issue 29: by area): every call answers a
 * Result-like value, never throws, and parses the answer with the same zod schemas the server validates
 * with. Quotes come back as domain Quotes (cents, not dollars). Each area is one interface and one fetch
 * implementation in its folder (quotes/QuotesApi and quotes/createFetchQuotesApi, ...);
 * `createFetchRelomoveApi` (./fetch-relomove-api) combines them over one FetchTransport.
 */
export type RelomoveApi = SiteApi &
  QuotesApi &
  ReservationsApi &
  PaymentsApi &
  ShipmentsApi &
  AccountsApi &
  StaffDeskApi;

// The areas' own types, for the callers that import them from here.
export type * from './accounts/accounts-api';
export type * from './api-result';
export type * from './payments/payments-api';
export type * from './quotes/quotes-api';
export type * from './reservations/reservations-api';
export type * from './shipments/shipments-api';
export type * from './site/site-api';
export type * from './staff/staff-desk-api';
