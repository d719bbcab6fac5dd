import { ResultAsync } from 'neverthrow';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import { messageOf } from './error-message';

/** Wraps one piece of database I/O of a store (a throw as it starts too): a failure becomes StorageUnavailable. */
export function storage<T>(work: () => Promise<T>): ResultAsync<T, StorageUnavailable> {
  return ResultAsync.fromPromise(
    Promise.resolve().then(work),
    (error): StorageUnavailable => ({ kind: 'StorageUnavailable', message: messageOf(error) }),
  );
}

/** Milliseconds since the epoch as the ISO-8601 text the timestamptz columns are written with. */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** A text[] as both drivers answer it (an array; its '{a,b}' text tolerated). */
export function arrayOf(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter((s) => s !== '');
}
