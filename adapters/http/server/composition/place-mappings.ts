import { binderFor } from '../../../../application/bind-use-case';
import { AnswerPlaceRequest } from '../../../../application/place-mappings/answer-place-request';
import { DecidePlaceMapping } from '../../../../application/place-mappings/decide-place-mapping';
import { KeepCityAliasesCurrent } from '../../../../application/place-mappings/keep-city-aliases-current';
import { ListPlaceMappings } from '../../../../application/place-mappings/list-place-mappings';
import { RequestPlaceMapping } from '../../../../application/place-mappings/request-place-mapping';
import { ViewPlaceMapping } from '../../../../application/place-mappings/view-place-mapping';
import { Clock } from '../../../../application/ports/clock';
import { JobName, type JobOutcome } from '../../../../application/ports/job-queue';
import { CityAliases, CityAliasIndex, PlaceMappingStore } from '../../../../application/ports/place-mappings';
import { ReferrerArrivals } from '../../../../application/ports/referrer-arrivals';
import { CountReferrerArrivals } from '../../../../application/referrals/count-referrer-arrivals';
import { RecordReferrerArrival } from '../../../../application/referrals/record-referrer-arrival';
import { PgBossJobQueue } from '../../../persistence/pg-boss-job-queue';
import { PgPlaceMappings } from '../../../persistence/pg-place-mappings';
import { PgReferrerArrivals } from '../../../persistence/pg-referrer-arrivals';
import { registerPlaceMappingRoutes } from '../routes/place-mappings';
import type { EndpointGroup } from './group';

/**
 * Issue 15: §1 the indirect mapping form (requests in place_mappings, staff's review) and the §5 budget-flow
 * referrers (arrivals in referrer_arrivals). Binds CityAliases, which keeps this instance's city search (the
 * reference group's SearchCities, the quotes group's CreateQuote and the kept answers) current with the
 * places confirmed in the shared database.
 */
export const placeMappingsGroup: EndpointGroup = {
  name: 'place-mappings',
  bind(container, parts) {
    container
      .bind<PlaceMappingStore>(PlaceMappingStore)
      .toConstantValue(new PgPlaceMappings(parts.database.db));
    container
      .bind<ReferrerArrivals>(ReferrerArrivals)
      .toConstantValue(new PgReferrerArrivals(parts.database.db));
    binderFor(container)(
      CityAliases,
      { store: PlaceMappingStore, index: CityAliasIndex, clock: Clock },
      (deps) => new KeepCityAliasesCurrent(deps),
    );
  },
  async start(container, parts) {
    if (parts.jobWorkers === false) return;
    // The customer's email of a decision (scheduled by DecidePlaceMapping here or in the CLI).
    const answer = container.get(AnswerPlaceRequest);
    const jobs = container.get(PgBossJobQueue);
    const log = parts.logger.child({ jobs: 'place-requests' });
    jobs
      .work(JobName.AnswerPlaceRequest, async (data): Promise<JobOutcome> => {
        const id = typeof data.id === 'number' && Number.isInteger(data.id) && data.id > 0 ? data.id : null;
        if (id === null) return { kind: 'Permanent', message: 'answer-place-request job without an id' };
        return (await answer.execute({ id })).unwrapOr<JobOutcome>({ kind: 'Retry', message: 'unreachable' });
      })
      .catch((error: unknown) =>
        log.error(
          { fault: error instanceof Error ? error.message : String(error) },
          'the place request worker did not start',
        ),
      );
  },
  routes(app, container, parts) {
    parts.answers?.followGeneration(container.get<CityAliases>(CityAliases));
    registerPlaceMappingRoutes(app, {
      requestPlaceMapping: container.get(RequestPlaceMapping),
      viewPlaceMapping: container.get(ViewPlaceMapping),
      listPlaceMappings: container.get(ListPlaceMappings),
      decidePlaceMapping: container.get(DecidePlaceMapping),
      recordReferrerArrival: container.get(RecordReferrerArrival),
      countReferrerArrivals: container.get(CountReferrerArrivals),
    });
  },
};
