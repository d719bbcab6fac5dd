import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../tests/support/test-clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type {
  EmailTaken,
  NewUserAccount,
  StorageUnavailable,
  UserAccount,
  UserContact,
  UserRepository,
  UserSummary,
} from '../ports/user-repository';
import { AddUser } from './add-user';

class MemoryUsers implements UserRepository {
  readonly rows: (UserAccount & { createdAt: string })[] = [];
  broken = false;
  findByEmail(email: string): ResultAsync<UserAccount | null, StorageUnavailable> {
    if (this.broken) return errAsync({ kind: 'StorageUnavailable', message: 'connection refused' });
    return okAsync(this.rows.find((u) => u.email === email.toLowerCase()) ?? null);
  }
  findById(id: number): ResultAsync<UserAccount | null, StorageUnavailable> {
    return okAsync(this.rows.find((u) => u.id === id) ?? null);
  }
  create(user: NewUserAccount, createdAt: string): ResultAsync<UserAccount, StorageUnavailable | EmailTaken> {
    if (this.rows.some((u) => u.email === user.email))
      return errAsync({ kind: 'EmailTaken', email: user.email });
    const row = { ...user, id: this.rows.length + 1, createdAt };
    this.rows.push(row);
    return okAsync(row);
  }
  list(): ResultAsync<UserSummary[], StorageUnavailable> {
    return okAsync(this.rows.map(({ email, role, createdAt }) => ({ email, role, createdAt })));
  }
  update(id: number, contact: UserContact): ResultAsync<UserAccount | null, StorageUnavailable> {
    const row = this.rows.find((u) => u.id === id);
    if (row) Object.assign(row, contact);
    return okAsync(row ?? null);
  }
}

/** Reversible on purpose, so the test can see which password was hashed. */
const hasher: PasswordHasher = {
  hash: (password) => okAsync(`hashed:${password}`),
  verify: (password, encoded) => okAsync(encoded === `hashed:${password}`),
};

function world() {
  const users = new MemoryUsers();
  const addUser = new AddUser({ users, hasher, clock: new TestClock('2026-11-21T15:00:00.000Z') });
  return { users, addUser };
}

describe('AddUser (issue 5 `relomove user add`, §6 roles)', () => {
  it('stores a lower-cased email, the role and only the hash of the password, dated by the clock', async () => {
    const { users, addUser } = world();
    const added = await addUser.execute({
      email: 'Desk@Relomove.test',
      role: 'staff',
      password: 'counter-shift-2027',
    });
    expect(added._unsafeUnwrap()).toEqual({
      email: 'desk@relomove.test',
      role: 'staff',
      createdAt: '2026-11-21T15:00:00.000Z',
    });
    expect(users.rows).toHaveLength(1);
    expect(users.rows[0]?.passwordHash).toBe('hashed:counter-shift-2027');
    expect(JSON.stringify(added)).not.toContain('counter-shift-2027');
  });

  it('refuses an email already in use, whatever its case, and changes nothing', async () => {
    const { users, addUser } = world();
    await addUser.execute({ email: 'desk@relomove.test', role: 'staff', password: 'counter-shift-2027' });
    const again = await addUser.execute({
      email: 'DESK@relomove.test',
      role: 'admin',
      password: 'another-secret-9',
    });
    expect(again._unsafeUnwrapErr()).toEqual({ kind: 'EmailTaken', email: 'desk@relomove.test' });
    expect(users.rows.map((u) => u.role)).toEqual(['staff']);
  });

  it('refuses malformed input with every field error and stores nothing', async () => {
    const { users, addUser } = world();
    const refused = await addUser.execute({ email: 'nope', role: 'boss', password: 'short' });
    expect(refused._unsafeUnwrapErr()).toEqual({
      kind: 'ValidationFailed',
      errors: [
        { field: 'email', message: 'Value is not a valid email address' },
        { field: 'role', message: 'Value must be one of customer, agent, staff, admin' },
        { field: 'password', message: 'This field should be at least 12 characters long' },
      ],
    });
    expect(users.rows).toEqual([]);
  });

  it('answers StorageUnavailable when the store is down', async () => {
    const { users, addUser } = world();
    users.broken = true;
    const failed = await addUser.execute({
      email: 'a@relomove.test',
      role: 'agent',
      password: 'coupon-desk-2027',
    });
    expect(failed._unsafeUnwrapErr().kind).toBe('StorageUnavailable');
  });
});
