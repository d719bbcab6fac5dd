import { ContainerModule } from 'inversify';
import { Clock } from '../ports/clock';
import { ReferrerArrivals } from '../ports/referrer-arrivals';
import { CountReferrerArrivals } from './count-referrer-arrivals';
import { RecordReferrerArrival } from './record-referrer-arrival';

/** §5 budget-flow referrers (issue 15): an arrival recorded, and staff's counts. */
export const referralsModule = new ContainerModule((options) => {
  options
    .bind(RecordReferrerArrival)
    .toResolvedValue(
      (arrivals: ReferrerArrivals, clock: Clock) => new RecordReferrerArrival({ arrivals, clock }),
      [ReferrerArrivals, Clock],
    )
    .inSingletonScope();
  options
    .bind(CountReferrerArrivals)
    .toResolvedValue(
      (arrivals: ReferrerArrivals) => new CountReferrerArrivals({ arrivals }),
      [ReferrerArrivals],
    )
    .inSingletonScope();
});
