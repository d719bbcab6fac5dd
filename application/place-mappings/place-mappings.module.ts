import { ContainerModule } from 'inversify';
import { CityDirectory } from '../ports/city-directory';
import { Clock } from '../ports/clock';
import { CityAliases, PlaceMappingStore } from '../ports/place-mappings';
import { ServiceCenterDirectory } from '../ports/service-center-directory';
import { DecidePlaceMapping } from './decide-place-mapping';
import { ListPlaceMappings } from './list-place-mappings';
import { RequestPlaceMapping } from './request-place-mapping';
import { ViewPlaceMapping } from './view-place-mapping';

/**
 * §1 the indirect mapping form and its review (issue 15). CityAliases is optional: the server binds it (its
 * city search learns confirmed places); elsewhere (the CLI) a decision simply has no search to refresh.
 */
export const placeMappingsModule = new ContainerModule((options) => {
  const aliases = { serviceIdentifier: CityAliases, optional: true } as const;
  options
    .bind(RequestPlaceMapping)
    .toResolvedValue(
      (store: PlaceMappingStore, cities: CityDirectory, clock: Clock, current: CityAliases | undefined) =>
        new RequestPlaceMapping({ store, cities, clock, ...(current ? { aliases: current } : {}) }),
      [PlaceMappingStore, CityDirectory, Clock, aliases],
    )
    .inSingletonScope();
  options
    .bind(ViewPlaceMapping)
    .toResolvedValue(
      (store: PlaceMappingStore, cities: CityDirectory) => new ViewPlaceMapping({ store, cities }),
      [PlaceMappingStore, CityDirectory],
    )
    .inSingletonScope();
  options
    .bind(ListPlaceMappings)
    .toResolvedValue(
      (store: PlaceMappingStore, cities: CityDirectory, stations: ServiceCenterDirectory) =>
        new ListPlaceMappings({ store, cities, stations }),
      [PlaceMappingStore, CityDirectory, ServiceCenterDirectory],
    )
    .inSingletonScope();
  options
    .bind(DecidePlaceMapping)
    .toResolvedValue(
      (
        store: PlaceMappingStore,
        cities: CityDirectory,
        stations: ServiceCenterDirectory,
        clock: Clock,
        current: CityAliases | undefined,
      ) =>
        new DecidePlaceMapping({
          store,
          cities,
          stations,
          clock,
          ...(current ? { aliases: current } : {}),
        }),
      [PlaceMappingStore, CityDirectory, ServiceCenterDirectory, Clock, aliases],
    )
    .inSingletonScope();
});
