import { errAsync, type ResultAsync } from 'neverthrow';
import {
  PLACE_MAPPINGS_DEFAULT_LIMIT,
  PLACE_MAPPINGS_MAX_LIMIT,
  type PlaceMappingStatus,
} from '../../domain/location/place-mapping';
import type { Viewer } from '../accounts/viewer';
import { staffCheck } from '../accounts/viewer';
import type { CityDirectory } from '../ports/city-directory';
import type { PlaceMappingStore } from '../ports/place-mappings';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { UseCase } from '../use-case';
import { type StaffPlaceMappingsError, storageError } from './place-mapping-support';
import { type StaffPlaceMapping, staffPlaceMapping } from './place-mapping-views';

export interface PlaceMappingsPage {
  mappings: StaffPlaceMapping[];
  /** The number asked for: as many rows as this means more may exist. */
  limit: number;
}

type ListPlaceMappingsDeps = {
  store: PlaceMappingStore;
  cities: CityDirectory;
  stations: ServiceCenterDirectory;
};

/**
 * The review list of the indirect mapping form (issue 15: /jojo/mappings, GET staff/place-mappings,
 * `relomove mappings`): the requests of one status (Pending, the queue, oldest first; others newest
 * decision first), each with the service center nearest its nearby city, so staff can see it is served.
 */
export class ListPlaceMappings extends UseCase<ListPlaceMappingsDeps> {
  execute(input: {
    viewer: Viewer;
    status: PlaceMappingStatus | null;
    limit?: number;
  }): ResultAsync<PlaceMappingsPage, StaffPlaceMappingsError> {
    const refused = staffCheck(input.viewer);
    if (refused) return errAsync(refused);
    const limit = Math.min(
      Math.max(1, input.limit ?? PLACE_MAPPINGS_DEFAULT_LIMIT),
      PLACE_MAPPINGS_MAX_LIMIT,
    );
    const { store, cities, stations } = this.deps;
    return store
      .list({ status: input.status, limit })
      .mapErr(storageError)
      .map((rows) => ({ mappings: rows.map((row) => staffPlaceMapping(row, cities, stations)), limit }));
  }
}
