import { okAsync, type ResultAsync } from 'neverthrow';
import type { SessionStore } from '../ports/session-store';
import type { StorageUnavailable } from '../ports/user-repository';
import { UseCase } from '../use-case';

/** /user/logout (§2, §4 "cleared on failure or logout"): ends the session; fine when none is open. */
export class Logout extends UseCase<{ sessions: SessionStore }> {
  execute(input: { token: string | null }): ResultAsync<void, StorageUnavailable> {
    return input.token ? this.deps.sessions.delete(input.token) : okAsync(undefined);
  }
}
