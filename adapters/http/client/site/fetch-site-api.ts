import type { FinancingTerms } from '../../../../domain/payment/financing-promo';
import type { ServiceCenterSummary, ServiceCentersNearResponse } from '../../contract/reference';
import type { ApiResult } from '../api-result';
import { readAbTest, readRecordedEvents } from '../checked-answers';
import { asSent, done, type FetchTransport, segment } from '../fetch-transport';
import type { CityResult, ServiceCenterDetail, SiteApi } from './site-api';

/** `SiteApi` over fetch: see FetchTransport for how each call is sent and its answer read. */
export function createFetchSiteApi(http: FetchTransport): SiteApi {
  return {
    searchCities(term: string, signal?: AbortSignal): Promise<ApiResult<CityResult[]>> {
      return http.call(
        {
          method: 'GET',
          path: '/code/city_search.php',
          query: { search: term },
          ...(signal ? { signal } : {}),
        },
        (s) => s.CitySearchResponse,
        (answer) => answer.cities,
      );
    },
    captchaChallenge(signInEmail?: string): Promise<ApiResult<Record<string, unknown>>> {
      return http.call(
        {
          method: 'GET',
          path: '/captcha/challenge',
          ...(signInEmail === undefined ? {} : { query: { email: signInEmail } }),
        },
        (s) => s.CaptchaChallengeResponse,
        (answer) => answer.challenge,
      );
    },
    verifyCaptcha(token: string, action: string): Promise<ApiResult<true>> {
      return http.call(
        { method: 'POST', path: '/ajax/recaptcha/verify', body: { token, action } },
        (s) => s.VerifiedCaptchaResponse,
        done,
      );
    },
    abTestVariant(name: string): Promise<ApiResult<string>> {
      return http.checkedCall(
        { method: 'GET', path: `/drupal_ab_test/${segment(name)}` },
        readAbTest,
        (answer) => answer.variant,
      );
    },
    financingTerms(): Promise<ApiResult<FinancingTerms>> {
      return http.get(
        '/financing/terms',
        (s) => s.FinancingTermsResponse,
        (answer, s) => s.fromWireFinancingTerms(answer),
      );
    },
    serviceCentersNear(zip: string, limit?: number): Promise<ApiResult<ServiceCentersNearResponse>> {
      return http.call(
        {
          method: 'GET',
          path: '/cities/service-centers/near',
          query: limit === undefined ? { zip } : { zip, limit: String(limit) },
        },
        (s) => s.ServiceCentersNearResponse,
        asSent,
      );
    },
    serviceCentersNearPoint(
      latitude: number,
      longitude: number,
      limit?: number,
    ): Promise<ApiResult<ServiceCentersNearResponse>> {
      const point = { latitude: String(latitude), longitude: String(longitude) };
      return http.call(
        {
          method: 'GET',
          path: '/cities/service-centers/near-point',
          query: limit === undefined ? point : { ...point, limit: String(limit) },
        },
        (s) => s.ServiceCentersNearResponse,
        asSent,
      );
    },
    serviceCenters(): Promise<ApiResult<ServiceCenterSummary[]>> {
      return http.get(
        '/cities/service-centers',
        (s) => s.ServiceCentersListResponse,
        (answer) => answer.serviceCenters,
      );
    },
    serviceCenterDetail(stationCode: string): Promise<ApiResult<ServiceCenterDetail>> {
      return http.get(
        `/cities/service-centers/${segment(stationCode)}/detail`,
        (s) => s.ServiceCenterDetailResponse,
        (answer) => answer.serviceCenterDetail,
      );
    },
    recordEvents(
      events: Parameters<SiteApi['recordEvents']>[0],
      options: { keepalive?: boolean } = {},
    ): Promise<ApiResult<number>> {
      return http.checkedCall(
        {
          method: 'POST',
          path: '/analytics/events',
          body: { events },
          keepalive: options.keepalive === true,
        },
        readRecordedEvents,
        (answer) => answer.stored,
      );
    },
    requestPlaceMapping(request: Parameters<SiteApi['requestPlaceMapping']>[0]) {
      return http.call(
        { method: 'POST', path: '/place-mappings', body: request },
        (s) => s.PlaceMappingResponse,
        (answer, s) => ({ created: answer.Created, mapping: s.placeMappingFromWire(answer.PlaceMapping) }),
      );
    },
    placeMapping(token: string) {
      return http.get(
        `/place-mappings/${segment(token)}`,
        (s) => s.ViewPlaceMappingResponse,
        (answer, s) => s.placeMappingFromWire(answer.PlaceMapping),
      );
    },
    recordReferrerArrival(referrer: Parameters<SiteApi['recordReferrerArrival']>[0], page: string) {
      return http.call(
        { method: 'POST', path: '/referrals/arrivals', body: { Referrer: referrer, Page: page } },
        (s) => s.ReferrerArrivalResponse,
        (answer) => ({ referrer: answer.Referrer, recorded: answer.Recorded }),
      );
    },
  };
}
