import { bindingModule } from '../bind-use-case';
import { Clock } from '../ports/clock';
import { ReferrerArrivals } from '../ports/referrer-arrivals';
import { CountReferrerArrivals } from './count-referrer-arrivals';
import { RecordReferrerArrival } from './record-referrer-arrival';

/** §5 budget-flow referrers (issue 15): an arrival recorded, and staff's counts. */
export const referralsModule = bindingModule((bind) => {
  bind(RecordReferrerArrival, { arrivals: ReferrerArrivals, clock: Clock });
  bind(CountReferrerArrivals, { arrivals: ReferrerArrivals });
});
