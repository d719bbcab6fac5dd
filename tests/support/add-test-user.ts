import { PgUserRepository } from '../../adapters/persistence/pg-user-repository';
import { ScryptPasswordHasher } from '../../adapters/system/scrypt-password-hasher';
import { AddUser } from '../../application/accounts/add-user';
import type { Role } from '../../domain/accounts/enums';
import { TEST_SCRYPT } from './test-password-hashing';
import type { TestServer } from './test-server';

/**
 * Adds an account with a role to a test server's database, as `relomove user add --role` does (issue 15:
 * an agent for the lookup page's coupon tests). Throws when it cannot be added.
 */
export async function addTestUser(
  api: TestServer,
  user: { email: string; password: string; role: Role },
): Promise<void> {
  const added = await new AddUser({
    users: new PgUserRepository(api.server.database.db),
    hasher: new ScryptPasswordHasher(TEST_SCRYPT),
    clock: api.clock,
  }).execute(user);
  if (added.isErr()) throw new Error(`${user.email} could not be added: ${added.error.kind}`);
}
