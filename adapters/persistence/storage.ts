import { ResultAsync } from 'neverthrow';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import { messageOf } from './error-message';

/** Wraps one piece of database I/O of the account stores: a failure becomes StorageUnavailable. */
export function storage<T>(work: () => Promise<T>): ResultAsync<T, StorageUnavailable> {
  return ResultAsync.fromPromise(
    Promise.resolve().then(work),
    (error): StorageUnavailable => ({ kind: 'StorageUnavailable', message: messageOf(error) }),
  );
}

/** Milliseconds since the epoch as the ISO-8601 text the timestamptz columns are written with. */
export const iso = (ms: number): string => new Date(ms).toISOString();
