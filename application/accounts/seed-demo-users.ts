import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { StorageUnavailable, UserRepository } from '../ports/user-repository';
import { UseCase } from '../use-case';
import { DEMO_USERS, type DemoUser } from './demo-users';

/**
 * Adds the demo accounts that are missing; an existing account (even with a changed password) is left
 * as it is, so running it again, or on two servers at once, changes nothing.
 */
export class SeedDemoUsers extends UseCase<{ users: UserRepository; hasher: PasswordHasher; clock: Clock }> {
  execute(
    input: { users?: readonly DemoUser[] } = {},
  ): ResultAsync<{ created: string[] }, StorageUnavailable> {
    let result: ResultAsync<string[], StorageUnavailable> = okAsync([]);
    for (const demo of input.users ?? DEMO_USERS) {
      result = result.andThen((created) =>
        this.seedOne(demo).map((added) => (added ? [...created, demo.email] : created)),
      );
    }
    return result.map((created) => ({ created }));
  }

  /** True when this call added the account. */
  private seedOne(demo: DemoUser): ResultAsync<boolean, StorageUnavailable> {
    const { users, hasher, clock } = this.deps;
    return users.findByEmail(demo.email).andThen((existing) => {
      if (existing) return okAsync<boolean, StorageUnavailable>(false);
      return (
        hasher
          .hash(demo.password)
          .andThen((passwordHash) =>
            users.create(
              {
                email: demo.email,
                role: demo.role,
                passwordHash,
                firstName: demo.firstName,
                lastName: demo.lastName,
                phoneNumber: demo.phoneNumber,
              },
              clock.now(),
            ),
          )
          .map(() => true)
          // Another server seeded it between our look and our insert: that is the same outcome.
          .orElse((e) => (e.kind === 'EmailTaken' ? okAsync(false) : errAsync(e)))
      );
    });
  }
}
