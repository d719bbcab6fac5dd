import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { StationDetail } from '../../domain/quote/types';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { UseCase } from '../use-case';

export type ServiceCenterNotFound = { kind: 'ServiceCenterNotFound'; code: string };

/** GET /cities/service-centers/{id}/detail (§7): a service center's §3 StationDetail by its StationCode (any case). */
export class ViewServiceCenter extends UseCase<{ stations: ServiceCenterDirectory }> {
  execute(input: { stationCode: string }): ResultAsync<StationDetail, ServiceCenterNotFound> {
    const station = this.deps.stations.byStationCode(input.stationCode);
    return station ? okAsync(station) : errAsync({ kind: 'ServiceCenterNotFound', code: input.stationCode });
  }
}
