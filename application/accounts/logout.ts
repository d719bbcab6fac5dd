import { okAsync, type ResultAsync } from 'neverthrow';
import type { SessionStore } from '../ports/session-store';
import type { StorageUnavailable } from '../ports/user-repository';

/** /user/logout (§2, §4 "cleared on failure or logout"): ends the session; fine when none is open. */
export class Logout {
  constructor(private readonly deps: { sessions: SessionStore }) {}

  execute(input: { token: string | null }): ResultAsync<void, StorageUnavailable> {
    return input.token ? this.deps.sessions.delete(input.token) : okAsync(undefined);
  }
}
