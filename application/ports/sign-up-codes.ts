import type { Token } from './token';
/**
 * Makes and checks the one-time sign-up codes (issue 11): random codes, stored only as a keyed hash, so
 * that a copy of the database does not give the codes away (a 6-digit code's plain hash is guessed at once).
 */
export interface SignUpCodes {
  /** A new random code (domain SIGN_UP_CODE_LENGTH digits) and its hash. */
  issue(): { code: string; hash: string };
  /** True only when `code` is the code of `hash`; compared in constant time. */
  matches(code: string, hash: string): boolean;
}
export const SignUpCodes: Token<SignUpCodes> = Symbol('SignUpCodes');
