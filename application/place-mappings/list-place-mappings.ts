import { errAsync, type ResultAsync } from 'neverthrow';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import {
  PLACE_MAPPINGS_DEFAULT_LIMIT,
  PLACE_MAPPINGS_MAX_LIMIT,
  type PlaceMappingStatus,
} from '../../domain/location/place-mapping';
import type { SignInRequired } from '../accounts/current-contact';
import { isStaff, type Viewer } from '../accounts/viewer';
import type { CityDirectory } from '../ports/city-directory';
import type { PlaceMappingStore } from '../ports/place-mappings';
import type { RepositoryError } from '../ports/quote-repository';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import type { StaffOnly } from '../staff/lookup-quotes';
import { type StaffPlaceMapping, staffPlaceMapping } from './place-mapping-views';
import { storageError } from './request-place-mapping';

export type StaffPlaceMappingsError =
  | SignInRequired
  | StaffOnly
  | Extract<RepositoryError, { kind: 'StorageUnavailable' }>;

export interface PlaceMappingsPage {
  mappings: StaffPlaceMapping[];
  /** The number asked for: as many rows as this means more may exist. */
  limit: number;
}

/** Staff, agents and admins only (§6): the role is checked before anything is read. */
export function staffCheck(viewer: Viewer): SignInRequired | StaffOnly | null {
  if (viewer === null) return { kind: 'SignInRequired' };
  if (!isStaff(viewer)) return { kind: 'StaffOnly', message: STAFF_ONLY_MESSAGE };
  return null;
}

/**
 * The review list of the indirect mapping form (issue 15: /jojo/mappings, GET staff/place-mappings,
 * `relomove mappings`): the requests of one status (Pending, the queue, oldest first; others newest
 * decision first), each with the service center nearest its nearby city, so staff can see it is served.
 */
export class ListPlaceMappings {
  private readonly deps: {
    store: PlaceMappingStore;
    cities: CityDirectory;
    stations: ServiceCenterDirectory;
  };

  constructor(deps: ListPlaceMappings['deps']) {
    this.deps = deps;
  }

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
