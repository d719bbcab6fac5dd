import type { ResultAsync } from 'neverthrow';
import type { StorageUnavailable, UserRepository, UserSummary } from '../ports/user-repository';

/**
 * Every account, oldest first, as staff tooling lists them (`relomove user list`, issue 5; GET
 * /api/admin/users, issue 26): email, role and when it was made, never a password or its hash.
 */
export class ListUsers {
  private readonly deps: { users: UserRepository };

  constructor(deps: { users: UserRepository }) {
    this.deps = deps;
  }

  execute(): ResultAsync<UserSummary[], StorageUnavailable> {
    return this.deps.users.list();
  }
}
