import type { Role } from '../../domain/accounts/enums';

/** §3 Contact, the user's own contact record (GET contacts/me reads ContactGet), plus the role. */
export interface ContactGet {
  EmailAddress: string;
  FirstName: string;
  LastName: string;
  /** Digits only (§5). */
  PhoneNumber: string;
  Role: Role;
}
