import { Role } from '../../domain/accounts/enums';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';
import type { SignInRequired, StaffOnly } from '../errors';

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

/** Staff, agents and admins only (§6): null for them, else the refusal; the role is checked before anything is read. */
export function staffCheck(viewer: Viewer): SignInRequired | StaffOnly | null {
  if (viewer === null) return { kind: 'SignInRequired' };
  if (!isStaff(viewer)) return { kind: 'StaffOnly', message: STAFF_ONLY_MESSAGE };
  return null;
}

/** A customer sees only their own quotes: the quote's contact email is theirs. */
export function owns(viewer: Viewer, quote: Quote): boolean {
  return viewer !== null && quoteLookupKey(quote).email === viewer.email.trim().toLowerCase();
}
