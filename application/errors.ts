/**
 * The application's shared errors (issue 29): refusals that use cases of every area return, kept here so
 * that no use case imports another's file for them. An expected failure is data (architecture.md 4).
 */
import type { STAFF_ONLY_MESSAGE } from '../domain/accounts/login-rules';
import type { RepositoryError } from './ports/quote-repository';

/** The request needs a signed-in user. */
export type SignInRequired = { kind: 'SignInRequired' };

/** A staff tool, refused to a customer or a visitor. */
export type StaffOnly = { kind: 'StaffOnly'; message: typeof STAFF_ONLY_MESSAGE };

/** The store could not answer (a RepositoryError other than a missing row). */
export type StorageTrouble = Extract<RepositoryError, { kind: 'StorageUnavailable' }>;

/** What a staff tool that reads the store answers besides its result: no session, not staff, or storage trouble. */
export type StaffReadError = SignInRequired | StaffOnly | StorageTrouble;

/** A store's error as a staff listing answers it: a missing row there (`<what>: NotFound <id>`) is storage trouble too. */
export function storageTrouble(what: string): (e: RepositoryError) => StorageTrouble {
  return (e) =>
    e.kind === 'StorageUnavailable'
      ? e
      : { kind: 'StorageUnavailable', message: `${what}: ${e.kind} ${e.id}` };
}
