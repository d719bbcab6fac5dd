/**
 * What the place-mapping use cases share (issue 29: no use case imports another's file): the staff error,
 * the storage error they answer, the not-found refusal and the job that emails a decided request.
 */
import { okAsync, type ResultAsync } from 'neverthrow';
import { ANSWERED_PLACE_MAPPING_STATUSES } from '../../domain/location/place-mapping';
import type { StaffReadError, StorageTrouble } from '../errors';
import { JobName, type JobQueue } from '../ports/job-queue';
import type { PlaceMapping } from '../ports/place-mappings';
import type { RepositoryError } from '../ports/quote-repository';

export type StaffPlaceMappingsError = StaffReadError;

/** No request has this id (staff) or link token (customer). */
export type PlaceMappingNotFound = { kind: 'PlaceMappingNotFound'; by: 'id' | 'token' };

/** A missing row, answered as storage trouble where the row was just read. */
export function storageError(e: RepositoryError): StorageTrouble {
  return e.kind === 'StorageUnavailable' ? e : { kind: 'StorageUnavailable', message: `not found: ${e.id}` };
}

/**
 * Schedules the email of a decided request (a job in the database, so the CLI's decisions are emailed by
 * the server's workers too, and a failure is retried). Nothing for a withdrawal or a pending request.
 */
export function scheduleAnswer(jobs: JobQueue, mapping: PlaceMapping): ResultAsync<void, RepositoryError> {
  if (!ANSWERED_PLACE_MAPPING_STATUSES.includes(mapping.status)) return okAsync(undefined);
  return jobs.schedule({
    name: JobName.AnswerPlaceRequest,
    key: `place-request:${mapping.id}`,
    data: { id: mapping.id },
    runAt: null,
  });
}
