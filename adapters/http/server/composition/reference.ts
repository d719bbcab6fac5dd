import { IssueSignInChallenge } from '../../../../application/accounts/issue-sign-in-challenge';
import { IssueCaptchaChallenge } from '../../../../application/bot-check/issue-captcha-challenge';
import { VerifyCaptcha } from '../../../../application/bot-check/verify-captcha';
import { AssignTestVariant } from '../../../../application/experiments/assign-test-variant';
import { ComputeMovementDates } from '../../../../application/move-planning/compute-movement-dates';
import { GetStorageChargeSchedule } from '../../../../application/move-planning/get-storage-charge-schedule';
import { ListExpediteOptions } from '../../../../application/move-planning/list-expedite-options';
import { ListPricesByDate } from '../../../../application/move-planning/list-prices-by-date';
import { FindServiceCentersNear } from '../../../../application/reference/find-service-centers-near';
import { FindServiceCentersNearPoint } from '../../../../application/reference/find-service-centers-near-point';
import { ListServiceCenters } from '../../../../application/reference/list-service-centers';
import { SearchCities } from '../../../../application/reference/search-cities';
import { ViewFinancingTerms } from '../../../../application/reference/view-financing-terms';
import { ViewServiceCenter } from '../../../../application/reference/view-service-center';
import { registerCaptchaRoutes } from '../routes/captcha';
import { registerExperimentRoutes } from '../routes/experiments';
import { registerFinancingRoutes } from '../routes/financing';
import { registerMovePlanningRoutes } from '../routes/move-planning';
import { registerReferenceRoutes } from '../routes/reference';
import type { EndpointGroup } from './group';

/**
 * Reference data (§7 city search, service centers and the locator, the §1 financing promo's terms),
 * planning a quoted move (movement dates, expedite options, storage-charge schedules), the §7 A/B tests
 * and the captcha endpoints.
 * Binds nothing of its own: the reference data is bound by the composition root, and the quote
 * repository, quote-link cipher and captcha verifier by the quotes group.
 */
export const referenceGroup: EndpointGroup = {
  name: 'reference',
  bind() {},
  routes(app, container, parts) {
    registerReferenceRoutes(app, {
      ...(parts.answers ? { answers: parts.answers } : {}),
      searchCities: container.get(SearchCities),
      viewServiceCenter: container.get(ViewServiceCenter),
      findServiceCentersNear: container.get(FindServiceCentersNear),
      findServiceCentersNearPoint: container.get(FindServiceCentersNearPoint),
      listServiceCenters: container.get(ListServiceCenters),
    });
    registerFinancingRoutes(app, { viewFinancingTerms: container.get(ViewFinancingTerms) });
    registerMovePlanningRoutes(app, {
      computeMovementDates: container.get(ComputeMovementDates),
      listExpediteOptions: container.get(ListExpediteOptions),
      listPricesByDate: container.get(ListPricesByDate),
      getStorageChargeSchedule: container.get(GetStorageChargeSchedule),
    });
    registerExperimentRoutes(app, { assignTestVariant: container.get(AssignTestVariant) });
    registerCaptchaRoutes(app, {
      issueCaptchaChallenge: container.get(IssueCaptchaChallenge),
      issueSignInChallenge: container.get(IssueSignInChallenge),
      verifyCaptcha: container.get(VerifyCaptcha),
    });
  },
};
