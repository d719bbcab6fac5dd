import { bindingModule, optional } from '../bind-use-case';
import { CityDirectory } from '../ports/city-directory';
import { FinancingTermsSource } from '../ports/financing-terms-source';
import { CityAliases } from '../ports/place-mappings';
import { ServiceCenterDirectory } from '../ports/service-center-directory';
import { FindServiceCentersNear } from './find-service-centers-near';
import { FindServiceCentersNearPoint } from './find-service-centers-near-point';
import { ListServiceCenters } from './list-service-centers';
import { SearchCities } from './search-cities';
import { ViewFinancingTerms } from './view-financing-terms';
import { ViewServiceCenter } from './view-service-center';

/**
 * City search and the service-center locator (§5 location search, §7), and the §1 financing promo's term
 * table (issue 12), over the reference data.
 */
export const referenceModule = bindingModule((bind) => {
  // Issue 15: CityAliases is bound where the database holds confirmed places (the server).
  bind(SearchCities, [CityDirectory, optional(CityAliases)]);
  bind(ViewServiceCenter, { stations: ServiceCenterDirectory });
  bind(FindServiceCentersNear, { cities: CityDirectory, stations: ServiceCenterDirectory });
  bind(FindServiceCentersNearPoint, [CityDirectory, ServiceCenterDirectory]);
  bind(ListServiceCenters, { stations: ServiceCenterDirectory });
  bind(ViewFinancingTerms, { source: FinancingTermsSource });
});
