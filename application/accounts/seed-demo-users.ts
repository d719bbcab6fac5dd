import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { Role } from '../../domain/accounts/enums';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { StorageUnavailable, UserRepository } from '../ports/user-repository';

/** A demo account of the embedded default, with its password in the clear so the README can print it. */
export interface DemoUser {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/** The demo customer and the demo staff member (embedded default only; never with DATABASE_URL). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'demo@relomove.test',
    password: 'moving-day-2026',
    role: Role.customer,
    firstName: 'Casey',
    lastName: 'Demo',
    phoneNumber: '3125550100',
  },
  {
    email: 'staff@relomove.test',
    password: 'lookup-desk-2026',
    role: Role.staff,
    firstName: 'Sam',
    lastName: 'Staff',
    phoneNumber: '3125550101',
  },
];

/**
 * Adds the demo accounts that are missing; an existing account (even with a changed password) is left
 * as it is, so running it again, or on two servers at once, changes nothing.
 */
export class SeedDemoUsers {
  private readonly deps: { users: UserRepository; hasher: PasswordHasher; clock: Clock };

  constructor(deps: { users: UserRepository; hasher: PasswordHasher; clock: Clock }) {
    this.deps = deps;
  }

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
