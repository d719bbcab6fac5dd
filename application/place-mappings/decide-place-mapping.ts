import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  DECISION_NOTE_MAX,
  decidePlaceMapping,
  type PlaceMappingDecision,
  PlaceMappingMessage,
} from '../../domain/location/place-mapping';
import { type ValidationFailure, validationFailed } from '../../domain/validation/field-messages';
import { maxLengthMessage } from '../../domain/validation/messages';
import type { Viewer } from '../accounts/viewer';
import { staffCheck } from '../accounts/viewer';
import type { CityDirectory } from '../ports/city-directory';
import type { Clock } from '../ports/clock';
import type { JobQueue } from '../ports/job-queue';
import type { CityAliases, PlaceMapping, PlaceMappingStore } from '../ports/place-mappings';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { UseCase } from '../use-case';
import {
  type PlaceMappingNotFound,
  type StaffPlaceMappingsError,
  scheduleAnswer,
  storageError,
} from './place-mapping-support';
import { type StaffPlaceMapping, staffPlaceMapping } from './place-mapping-views';

/** The decision does not apply to the request as it is now ('Decision - …', 409). */
export type PlaceMappingRefused = { kind: 'PlaceMappingRefused'; message: string };

export type DecidePlaceMappingError =
  | StaffPlaceMappingsError
  | PlaceMappingNotFound
  | PlaceMappingRefused
  | ValidationFailure;

const label = (m: Pick<PlaceMapping, 'placeName' | 'stateCode'>) => `${m.placeName}, ${m.stateCode}`;

type DecidePlaceMappingDeps = {
  store: PlaceMappingStore;
  cities: CityDirectory;
  stations: ServiceCenterDirectory;
  clock: Clock;
  aliases?: CityAliases;
  /** Where the customer's email of a confirmed or rejected request is scheduled (answer-place-request.ts). */
  jobs?: JobQueue;
};

/**
 * Staff confirm, reject or withdraw a request (issue 15). The domain's state machine decides what applies;
 * the store makes the change in one step (so two staff members cannot both decide one request, and a place
 * has at most one live alias). A decision on this instance refreshes its city search at once; every other
 * instance notices within its freshness window (KeepCityAliasesCurrent). A confirmed or rejected request is
 * emailed to the customer by a job (AnswerPlaceRequest), scheduled by the request that decided it (the store
 * lets one decision through).
 */
export class DecidePlaceMapping extends UseCase<DecidePlaceMappingDeps> {
  /**
   * Schedules the customer's email of the decision. The decision is saved already: a job that could not be
   * scheduled is not a reason to answer it as failed (the status page still tells the customer).
   */
  private tellCustomer(mapping: PlaceMapping): ResultAsync<void, never> {
    const jobs = this.deps.jobs;
    if (!jobs) return okAsync(undefined);
    return scheduleAnswer(jobs, mapping).orElse(() => okAsync<void, never>(undefined));
  }

  execute(input: {
    viewer: Viewer;
    id: number;
    decision: PlaceMappingDecision;
    note: string;
  }): ResultAsync<StaffPlaceMapping, DecidePlaceMappingError> {
    const refused = staffCheck(input.viewer);
    if (refused) return errAsync(refused);
    const viewer = input.viewer;
    const note = input.note.trim();
    if (note.length > DECISION_NOTE_MAX)
      return errAsync(validationFailed([{ field: 'Note', message: maxLengthMessage(DECISION_NOTE_MAX) }]));
    const { store, cities, stations, clock, aliases } = this.deps;
    return store
      .byId(input.id)
      .mapErr(storageError)
      .andThen((found): ResultAsync<StaffPlaceMapping, DecidePlaceMappingError> => {
        if (!found) return errAsync({ kind: 'PlaceMappingNotFound', by: 'id' });
        const next = decidePlaceMapping(found.status, input.decision, note);
        if (next.isErr()) {
          const problem = next.error;
          return errAsync(
            problem.field === 'Decision'
              ? { kind: 'PlaceMappingRefused', message: problem.message }
              : validationFailed([problem]),
          );
        }
        return store
          .decide(found.id, found.status, {
            status: next.value,
            at: clock.now(),
            by: viewer?.email ?? '',
            note,
          })
          .mapErr(storageError)
          .andThen((outcome): ResultAsync<StaffPlaceMapping, DecidePlaceMappingError> => {
            switch (outcome.kind) {
              case 'decided':
                aliases?.markStale();
                return this.tellCustomer(outcome.mapping).map(() =>
                  staffPlaceMapping(outcome.mapping, cities, stations),
                );
              case 'notFound':
                return errAsync({ kind: 'PlaceMappingNotFound', by: 'id' });
              case 'moved':
                return errAsync({
                  kind: 'PlaceMappingRefused',
                  message: PlaceMappingMessage.refused(outcome.mapping.status, input.decision),
                });
              case 'alreadyMapped':
                return errAsync({
                  kind: 'PlaceMappingRefused',
                  message: `${PlaceMappingMessage.alreadyMapped(label(outcome.live))} (request ${outcome.live.id})`,
                });
              default: {
                const never: never = outcome;
                return never;
              }
            }
          });
      });
  }
}
