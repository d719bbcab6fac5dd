import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { StationDetail } from '../../domain/quote/types';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';

export type ServiceCenterNotFound = { kind: 'ServiceCenterNotFound'; code: string };

/** GET /cities/service-centers/{id}/detail (§7): a service center's §3 StationDetail by its StationCode (any case). */
export class ViewServiceCenter {
  private readonly stations: ServiceCenterDirectory;

  constructor(stations: ServiceCenterDirectory) {
    this.stations = stations;
  }

  execute(input: { stationCode: string }): ResultAsync<StationDetail, ServiceCenterNotFound> {
    const station = this.stations.byStationCode(input.stationCode);
    return station ? okAsync(station) : errAsync({ kind: 'ServiceCenterNotFound', code: input.stationCode });
  }
}
