import { Role } from '../../domain/accounts/enums';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';

/** Who is asking: a signed-in user (from the session cookie) or nobody. */
export interface SignedInUser {
  userId: number;
  email: string;
  role: Role;
}
export type Viewer = SignedInUser | null;

/** Staff, agents and admins act for customers (§6); their powers are checked on the server. */
export function isStaff(viewer: Viewer): boolean {
  return (
    viewer !== null &&
    (viewer.role === Role.staff || viewer.role === Role.admin || viewer.role === Role.agent)
  );
}

/** A customer sees only their own quotes: the quote's contact email is theirs. */
export function owns(viewer: Viewer, quote: Quote): boolean {
  return viewer !== null && quoteLookupKey(quote).email === viewer.email.trim().toLowerCase();
}
