import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Role } from '../../domain/accounts/enums';
import { type NewAccountInput, validateNewAccount } from '../../domain/accounts/new-account-rules';
import type { ValidationFailure } from '../../domain/validation/field-messages';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { EmailTaken, StorageUnavailable, UserRepository } from '../ports/user-repository';
import { UseCase } from '../use-case';

export type AddUserInput = NewAccountInput;

export interface AddUserOutput {
  email: string;
  role: Role;
  createdAt: string;
}

export type AddUserError = ValidationFailure | EmailTaken | StorageUnavailable;

/**
 * Creates an account for staff tooling (`relomove user add`, issue 5): validates it
 * (domain/accounts/new-account-rules), refuses an email already in use, and stores only the
 * PasswordHasher's hash. The answer never carries the password or its hash.
 */
export class AddUser extends UseCase<{ users: UserRepository; hasher: PasswordHasher; clock: Clock }> {
  execute(input: AddUserInput): ResultAsync<AddUserOutput, AddUserError> {
    const { users, hasher, clock } = this.deps;
    const valid = validateNewAccount(input);
    if (valid.isErr()) return errAsync(valid.error);
    const { email, role, password } = valid.value;
    return users
      .findByEmail(email)
      .andThen((existing) =>
        existing
          ? errAsync<void, EmailTaken>({ kind: 'EmailTaken', email })
          : okAsync<void, EmailTaken>(undefined),
      )
      .andThen(() => hasher.hash(password))
      .andThen((passwordHash) => {
        const createdAt = clock.now();
        return users
          .create({ email, role, passwordHash, firstName: '', lastName: '', phoneNumber: '' }, createdAt)
          .map((user) => ({ email: user.email, role: user.role, createdAt }));
      });
  }
}
