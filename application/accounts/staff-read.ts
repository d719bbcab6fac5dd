import { errAsync, type ResultAsync } from 'neverthrow';
import { type StaffReadError, storageTrouble } from '../errors';
import type { RepositoryError } from '../ports/quote-repository';
import { staffCheck, type Viewer } from './viewer';

/**
 * A staff tool that reads one store (the outbox, the surveys): staffCheck first, so nothing is read for
 * anyone else, then the read, its store error answered as storage trouble naming `what`.
 */
export function staffRead<T>(
  viewer: Viewer,
  what: string,
  read: () => ResultAsync<T, RepositoryError>,
): ResultAsync<T, StaffReadError> {
  const refused = staffCheck(viewer);
  if (refused) return errAsync(refused);
  return read().mapErr(storageTrouble(what));
}
