import { okAsync, type ResultAsync } from 'neverthrow';
import type { StationDetail } from '../../domain/quote/types';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';

/**
 * Every service center (issue 15, the §1 locator's map and its list of all centers), in the directory's
 * stable order.
 */
export class ListServiceCenters {
  private readonly stations: ServiceCenterDirectory;

  constructor(stations: ServiceCenterDirectory) {
    this.stations = stations;
  }

  execute(): ResultAsync<StationDetail[], never> {
    return okAsync(this.stations.all());
  }
}
