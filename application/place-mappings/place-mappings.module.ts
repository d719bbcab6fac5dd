import { bindingModule, optional } from '../bind-use-case';
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
export const placeMappingsModule = bindingModule((bind) => {
  bind(RequestPlaceMapping, {
    store: PlaceMappingStore,
    cities: CityDirectory,
    clock: Clock,
    aliases: optional(CityAliases),
  });
  bind(ViewPlaceMapping, { store: PlaceMappingStore, cities: CityDirectory });
  bind(ListPlaceMappings, {
    store: PlaceMappingStore,
    cities: CityDirectory,
    stations: ServiceCenterDirectory,
  });
  bind(DecidePlaceMapping, {
    store: PlaceMappingStore,
    cities: CityDirectory,
    stations: ServiceCenterDirectory,
    clock: Clock,
    aliases: optional(CityAliases),
    jobs: optional(JobQueue),
  });
  // Run by the server's job worker: it sends mail (the CLI only schedules).
  bind(AnswerPlaceRequest, {
    store: PlaceMappingStore,
    mailer: Mailer,
    renderer: MessageRenderer,
    settings: MailSettings,
  });
});
