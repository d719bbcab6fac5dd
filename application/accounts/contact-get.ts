import { err, ok, type Result } from 'neverthrow';
import type { Role } from '../../domain/accounts/enums';
import type { SignInRequired } from '../errors';
import type { UserAccount } from '../ports/user-repository';

/** §3 Contact, the user's own contact record (GET contacts/me reads ContactGet), plus the role. */
export interface ContactGet {
  EmailAddress: string;
  FirstName: string;
  LastName: string;
  /** Digits only (§5). */
  PhoneNumber: string;
  Role: Role;
}

/** The signed-in user's contact record from their account; no account (any more) means SignInRequired. */
export function contactOf(user: UserAccount | null): Result<ContactGet, SignInRequired> {
  if (user === null) return err({ kind: 'SignInRequired' });
  return ok({
    EmailAddress: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    PhoneNumber: user.phoneNumber,
    Role: user.role,
  });
}
