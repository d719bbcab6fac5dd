import { okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../ports/clock';
import type { SessionStore } from '../ports/session-store';
import type { StorageUnavailable, UserRepository } from '../ports/user-repository';
import { UseCase } from '../use-case';
import type { Viewer } from './viewer';

/**
 * Who is asking (§6): the user of a live session token, or nobody. Using a session pushes its idle
 * limit forward (SessionStore). A token whose user no longer exists is nobody.
 */
export class ResolveViewer extends UseCase<{ sessions: SessionStore; users: UserRepository; clock: Clock }> {
  execute(input: { token: string | null }): ResultAsync<Viewer, StorageUnavailable> {
    if (!input.token) return okAsync(null);
    return this.deps.sessions
      .findUser(input.token, this.deps.clock.nowMs())
      .andThen((userId) =>
        userId === null
          ? okAsync<Viewer, StorageUnavailable>(null)
          : this.deps.users
              .findById(userId)
              .map((user): Viewer => (user ? { userId: user.id, email: user.email, role: user.role } : null)),
      );
  }
}
