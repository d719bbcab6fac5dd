import { type Selectable, sql } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  EmailTaken,
  NewUserAccount,
  StorageUnavailable,
  UserAccount,
  UserContact,
  UserRepository,
  UserSummary,
} from '../../application/ports/user-repository';
import { ROLES, type Role } from '../../domain/accounts/enums';
import { PgStore } from './pg-store';
import type { UsersTable } from './schema-accounts';
import { storage } from './storage';

/** The users table (migrations 0001 and 0002). Emails are stored lower-cased and unique. */
export class PgUserRepository extends PgStore implements UserRepository {
  findByEmail(email: string): ResultAsync<UserAccount | null, StorageUnavailable> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row === undefined ? null : toUser(row);
    });
  }

  findById(id: number): ResultAsync<UserAccount | null, StorageUnavailable> {
    if (!Number.isSafeInteger(id) || id < 1) return okAsync(null);
    return storage(async () => {
      const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row === undefined ? null : toUser(row);
    });
  }

  create(user: NewUserAccount, createdAt: string): ResultAsync<UserAccount, StorageUnavailable | EmailTaken> {
    const email = user.email.trim().toLowerCase();
    return storage(() =>
      this.db
        .insertInto('users')
        .values({
          email,
          password_hash: user.passwordHash,
          role: user.role,
          first_name: user.firstName,
          last_name: user.lastName,
          phone_number: user.phoneNumber,
          created_at: sql<string>`${createdAt}::timestamptz`,
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returningAll()
        .executeTakeFirst(),
    ).andThen((row) =>
      row === undefined
        ? errAsync<UserAccount, EmailTaken>({ kind: 'EmailTaken', email })
        : okAsync<UserAccount, EmailTaken>(toUser(row)),
    );
  }

  list(): ResultAsync<UserSummary[], StorageUnavailable> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('users')
        .select(['email', 'role', 'created_at'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        email: row.email,
        role: toRole(row.role),
        createdAt: new Date(row.created_at).toISOString(),
      }));
    });
  }

  update(id: number, contact: UserContact): ResultAsync<UserAccount | null, StorageUnavailable> {
    if (!Number.isSafeInteger(id) || id < 1) return okAsync(null);
    return storage(async () => {
      const row = await this.db
        .updateTable('users')
        .set({
          first_name: contact.firstName,
          last_name: contact.lastName,
          phone_number: contact.phoneNumber,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? null : toUser(row);
    });
  }
}

function toUser(row: Selectable<UsersTable>): UserAccount {
  return {
    id: row.id,
    email: row.email,
    role: toRole(row.role),
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
  };
}

/** The table's check constraint admits only the §6 roles; anything else would be a bug, so it fails loudly. */
export function toRole(role: string): Role {
  const known = ROLES.find((r) => r === role);
  if (known === undefined) throw new RangeError(`users.role holds an unknown role: ${role}`);
  return known;
}
