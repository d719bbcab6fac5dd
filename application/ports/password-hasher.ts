import type { ResultAsync } from 'neverthrow';
import type { Token } from './token';

/** One-way password hashing with a random salt per password. */
export interface PasswordHasher {
  /** An encoded hash that carries its own parameters and salt. */
  hash(password: string): ResultAsync<string, never>;
  /** True only when `password` produced `encoded`; a malformed or tampered hash is simply false. */
  verify(password: string, encoded: string): ResultAsync<boolean, never>;
}
export const PasswordHasher: Token<PasswordHasher> = Symbol('PasswordHasher');
