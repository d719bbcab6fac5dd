import { ContainerModule } from 'inversify';
import { CityDirectory } from '../ports/city-directory';
import { Clock } from '../ports/clock';
import { JobQueue } from '../ports/job-queue';
import { Mailer, MailSettings } from '../ports/mailer';
import { MessageRenderer } from '../ports/message-renderer';
import { CityAliases, PlaceMappingStore } from '../ports/place-mappings';
import { ServiceCenterDirectory } from '../ports/service-center-directory';
import { AnswerPlaceRequest } from './answer-place-request';
import { DecidePlaceMapping } from './decide-place-mapping';
import { ListPlaceMappings } from './list-place-mappings';
import { RequestPlaceMapping } from './request-place-mapping';
import { ViewPlaceMapping } from './view-place-mapping';

/**
 * §1 the indirect mapping form and its review (issue 15). CityAliases is optional: the server binds it (its
 * city search learns confirmed places); elsewhere (the CLI) a decision simply has no search to refresh.
 * A decision schedules the customer's email as a job (JobQueue, bound by the server and the CLI), which the
 * server's worker sends with AnswerPlaceRequest.
 */
export const placeMappingsModule = new ContainerModule((options) => {
  const aliases = { serviceIdentifier: CityAliases, optional: true } as const;
  options
    .bind(RequestPlaceMapping)
    .toResolvedValue(
      (store: PlaceMappingStore, cities: CityDirectory, clock: Clock, current: CityAliases | undefined) =>
        new RequestPlaceMapping({ store, cities, clock, ...(current ? { aliases: current } : {}) }),
      [PlaceMappingStore, CityDirectory, Clock, aliases],
    )
    .inSingletonScope();
  options
    .bind(ViewPlaceMapping)
    .toResolvedValue(
      (store: PlaceMappingStore, cities: CityDirectory) => new ViewPlaceMapping({ store, cities }),
      [PlaceMappingStore, CityDirectory],
    )
    .inSingletonScope();
  options
    .bind(ListPlaceMappings)
    .toResolvedValue(
      (store: PlaceMappingStore, cities: CityDirectory, stations: ServiceCenterDirectory) =>
        new ListPlaceMappings({ store, cities, stations }),
      [PlaceMappingStore, CityDirectory, ServiceCenterDirectory],
    )
    .inSingletonScope();
  options
    .bind(DecidePlaceMapping)
    .toResolvedValue(
      (
        store: PlaceMappingStore,
        cities: CityDirectory,
        stations: ServiceCenterDirectory,
        clock: Clock,
        current: CityAliases | undefined,
        jobs: JobQueue | undefined,
      ) =>
        new DecidePlaceMapping({
          store,
          cities,
          stations,
          clock,
          ...(current ? { aliases: current } : {}),
          ...(jobs ? { jobs } : {}),
        }),
      [
        PlaceMappingStore,
        CityDirectory,
        ServiceCenterDirectory,
        Clock,
        aliases,
        { serviceIdentifier: JobQueue, optional: true },
      ],
    )
    .inSingletonScope();
  // Run by the server's job worker: it sends mail (the CLI only schedules).
  options
    .bind(AnswerPlaceRequest)
    .toResolvedValue(
      (store: PlaceMappingStore, mailer: Mailer, renderer: MessageRenderer, settings: MailSettings) =>
        new AnswerPlaceRequest({ store, mailer, renderer, settings }),
      [PlaceMappingStore, Mailer, MessageRenderer, MailSettings],
    )
    .inSingletonScope();
});
