import { ContainerModule } from 'inversify';
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
export const referenceModule = new ContainerModule((options) => {
  options
    .bind(SearchCities)
    .toResolvedValue(
      (cities: CityDirectory, aliases: CityAliases | undefined) => new SearchCities(cities, aliases),
      // Issue 15: bound where the database holds confirmed places (the server).
      [CityDirectory, { serviceIdentifier: CityAliases, optional: true }],
    )
    .inSingletonScope();
  options
    .bind(ViewServiceCenter)
    .toResolvedValue(
      (stations: ServiceCenterDirectory) => new ViewServiceCenter(stations),
      [ServiceCenterDirectory],
    )
    .inSingletonScope();
  options
    .bind(FindServiceCentersNear)
    .toResolvedValue(
      (cities: CityDirectory, stations: ServiceCenterDirectory) =>
        new FindServiceCentersNear(cities, stations),
      [CityDirectory, ServiceCenterDirectory],
    )
    .inSingletonScope();
  options
    .bind(FindServiceCentersNearPoint)
    .toResolvedValue(
      (cities: CityDirectory, stations: ServiceCenterDirectory) =>
        new FindServiceCentersNearPoint(cities, stations),
      [CityDirectory, ServiceCenterDirectory],
    )
    .inSingletonScope();
  options
    .bind(ListServiceCenters)
    .toResolvedValue(
      (stations: ServiceCenterDirectory) => new ListServiceCenters(stations),
      [ServiceCenterDirectory],
    )
    .inSingletonScope();
  options
    .bind(ViewFinancingTerms)
    .toResolvedValue((source: FinancingTermsSource) => new ViewFinancingTerms(source), [FinancingTermsSource])
    .inSingletonScope();
});
