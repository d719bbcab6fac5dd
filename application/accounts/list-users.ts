import type { ResultAsync } from 'neverthrow';
import type { StorageUnavailable, UserRepository, UserSummary } from '../ports/user-repository';
import { UseCase } from '../use-case';

/**
 * Every account, oldest first, as staff tooling lists them (`relomove user list`, issue 5; GET
 * /api/admin/users, issue 26): email, role and when it was made, never a password or its hash.
 */
export class ListUsers extends UseCase<{ users: UserRepository }> {
  execute(): ResultAsync<UserSummary[], StorageUnavailable> {
    return this.deps.users.list();
  }
}
