import type { z } from 'zod';
import type { PlaceMappingView } from '../../../../application/place-mappings/place-mapping-views';
import type { FinancingTerms } from '../../../../domain/payment/financing-promo';
import type { BudgetFlowReferrer } from '../../../../domain/referrals/referrers';
import type { AnalyticsEventBody } from '../../contract/analytics';
import type { PlaceMappingRequestBody } from '../../contract/place-mappings';
import type {
  CitySearchResult,
  ServiceCenterDetailResponse,
  ServiceCenterSummary,
  ServiceCentersNearResponse,
} from '../../contract/reference';
import type { ApiResult } from '../api-result';

/** One city of GET code/city_search.php's answer (§7). */
export type CityResult = z.output<typeof CitySearchResult>;
/** §3 StationDetail as GET /cities/service-centers/{id}/detail answers it (issue 15's detail page). */
export type ServiceCenterDetail = z.output<typeof ServiceCenterDetailResponse>['serviceCenterDetail'];

export interface SiteApi {
  /** GET code/city_search.php (§7): cancels nothing itself; pass a signal to cancel the previous search. */
  searchCities(term: string, signal?: AbortSignal): Promise<ApiResult<CityResult[]>>;
  /**
   * GET captcha/challenge: the proof-of-work challenge to solve before POST quotes/add when bot checks are
   * on. With `signInEmail`, the one a sign-in to that email needs now (its work rises after repeated
   * failed sign-ins, issue 9 finding 3).
   */
  captchaChallenge(signInEmail?: string): Promise<ApiResult<Record<string, unknown>>>;
  /**
   * POST ajax/recaptcha/verify (§7, reads success): a solved proof of work, spent once. A refused token
   * answers 200 with success false, which comes back as Refused with status 200.
   */
  verifyCaptcha(token: string, action: string): Promise<ApiResult<true>>;
  /** GET drupal_ab_test/{name} (§7): the visitor's sticky variant. */
  abTestVariant(name: string): Promise<ApiResult<string>>;
  /**
   * GET financing/terms (issue 12, our design): the §1 financing promo's EXAMPLE APR and term table, in
   * cents, for the domain's `asLowAs`. Public and cacheable.
   */
  financingTerms(): Promise<ApiResult<FinancingTerms>>;
  /** GET cities/service-centers/near (the locator). */
  serviceCentersNear(zip: string, limit?: number): Promise<ApiResult<ServiceCentersNearResponse>>;
  /** GET cities/service-centers/near-point (issue 15, the locator's "Use my location"): a point, rounded by the caller. */
  serviceCentersNearPoint(
    latitude: number,
    longitude: number,
    limit?: number,
  ): Promise<ApiResult<ServiceCentersNearResponse>>;
  /** GET cities/service-centers (issue 15): every center, for the locator's map and its list of all centers. */
  serviceCenters(): Promise<ApiResult<ServiceCenterSummary[]>>;
  /** GET /cities/service-centers/{id}/detail (§7 reads serviceCenterDetail): one center's §3 StationDetail. */
  serviceCenterDetail(stationCode: string): Promise<ApiResult<ServiceCenterDetail>>;
  /**
   * POST analytics/events (§8, §9): 1 to 50 events; answers how many were stored. `keepalive` lets the
   * request outlive the page (sent on pagehide).
   */
  recordEvents(
    events: readonly z.input<typeof AnalyticsEventBody>[],
    options?: { keepalive?: boolean },
  ): Promise<ApiResult<number>>;
  /**
   * Issue 15, §1 the indirect mapping form: POST place-mappings. `created` is false when the same address
   * already had this place waiting. Refused 400 'field - message', 429 when the address has too many waiting.
   */
  requestPlaceMapping(
    request: PlaceMappingRequestBody,
  ): Promise<ApiResult<{ created: boolean; mapping: PlaceMappingView }>>;
  /** Issue 15: one request's status by its link token (GET place-mappings/{token}); Refused 404 otherwise. */
  placeMapping(token: string): Promise<ApiResult<PlaceMappingView>>;
  /** §5 budget-flow referrers (issue 15): this visitor arrived from PACKRATWEB or ZPPYSHWEB. */
  recordReferrerArrival(
    referrer: BudgetFlowReferrer,
    page: string,
  ): Promise<ApiResult<{ referrer: BudgetFlowReferrer; recorded: boolean }>>;
}
