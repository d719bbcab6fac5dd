import type { ResultAsync } from 'neverthrow';
import type { Role } from '../../domain/accounts/enums';
import type { Token } from './token';

/** The one storage failure of the account ports; the HTTP adapter answers 503. */
export type StorageUnavailable = { kind: 'StorageUnavailable'; message: string };

/** A user account: §3 "Login user: email and password", plus the user's own contact record. */
export interface UserAccount {
  id: number;
  /** Lower-cased; unique. */
  email: string;
  role: Role;
  /** The PasswordHasher's encoded hash; the password itself is never stored. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** Digits only (§5 "Phone stripped of non-digits"); '' when unknown. */
  phoneNumber: string;
}

export type NewUserAccount = Omit<UserAccount, 'id'>;

/** §3 Contact: the part of an account its owner may change. */
export type UserContact = Pick<UserAccount, 'firstName' | 'lastName' | 'phoneNumber'>;

export type EmailTaken = { kind: 'EmailTaken'; email: string };

/** An account as staff see it in a list: never its password hash. */
export interface UserSummary {
  email: string;
  role: Role;
  /** ISO-8601. */
  createdAt: string;
}

/** The users of the site: customers, agents, staff and admins (§6). */
export interface UserRepository {
  /** Case-insensitive; null when no account has this email. */
  findByEmail(email: string): ResultAsync<UserAccount | null, StorageUnavailable>;
  findById(id: number): ResultAsync<UserAccount | null, StorageUnavailable>;
  /** Adds an account; the email is stored lower-cased and must not be in use. */
  create(user: NewUserAccount, createdAt: string): ResultAsync<UserAccount, StorageUnavailable | EmailTaken>;
  /** Every account, oldest first (staff tools: `relomove user list`). */
  list(): ResultAsync<UserSummary[], StorageUnavailable>;
  /** Changes an account's own contact record (§7 POST contacts/me); null when no account has this id. */
  update(id: number, contact: UserContact): ResultAsync<UserAccount | null, StorageUnavailable>;
}
export const UserRepository: Token<UserRepository> = Symbol('UserRepository');
