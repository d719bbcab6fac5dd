import { ContainerModule } from 'inversify';
import { CityDirectory } from '../ports/city-directory';
import { Clock } from '../ports/clock';
import { RateCardSource } from '../ports/rate-card-source';
import { ServiceCenterDirectory } from '../ports/service-center-directory';
import { PriceMove } from './price-move';

/** The staff use cases. The composition roots bind the ports to adapters and load the modules they need. */
export const staffModule = new ContainerModule((options) => {
  options
    .bind(PriceMove)
    .toResolvedValue(
      (cities: CityDirectory, stations: ServiceCenterDirectory, rateCards: RateCardSource, clock: Clock) =>
        new PriceMove(cities, stations, rateCards, clock),
      [CityDirectory, ServiceCenterDirectory, RateCardSource, Clock],
    )
    .inSingletonScope();
});
