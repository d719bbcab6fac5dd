import { okAsync, type ResultAsync } from 'neverthrow';
import type { StationDetail } from '../../domain/quote/types';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { UseCase } from '../use-case';

/**
 * Every service center (issue 15, the §1 locator's map and its list of all centers), in the directory's
 * stable order.
 */
export class ListServiceCenters extends UseCase<{ stations: ServiceCenterDirectory }> {
  execute(): ResultAsync<StationDetail[], never> {
    return okAsync(this.deps.stations.all());
  }
}
