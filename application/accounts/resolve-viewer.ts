import { okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../ports/clock';
import type { SessionStore } from '../ports/session-store';
import type { StorageUnavailable } from '../ports/user-repository';
import { UseCase } from '../use-case';
import type { Viewer } from './viewer';

/**
 * Who is asking (§6): the user of a live session token, or nobody. Using a session pushes its idle
 * limit forward (SessionStore). A token whose user no longer exists is nobody. The session and its user are
 * one read (issue 28: it precedes every signed-in request).
 */
export class ResolveViewer extends UseCase<{ sessions: SessionStore; clock: Clock }> {
  execute(input: { token: string | null }): ResultAsync<Viewer, StorageUnavailable> {
    if (!input.token) return okAsync(null);
    return this.deps.sessions
      .findUser(input.token, this.deps.clock.nowMs())
      .map((user): Viewer => (user ? { userId: user.id, email: user.email, role: user.role } : null));
  }
}
