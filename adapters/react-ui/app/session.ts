import { useQuery } from '@tanstack/react-query';
import { ROLES, type Role } from '../../../domain/accounts/enums';
import type { ContactsMeResponse } from '../../http/contract/accounts';
import { useApi } from './api-context';

/** The TanStack Query key of the signed-in user (§7 GET contacts/me); sign-in and sign-out invalidate it. */
export const ME_QUERY_KEY = ['me'] as const;

export type Session =
  /** Still asking the server. */
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; role: Role; contact: SignedInContact };

type SignedInContact = Extract<ContactsMeResponse, { loggedin: true }>['ContactGet'];

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/**
 * Who is signed in, from GET contacts/me: `loggedin: false`, a refusal or an unreachable server all count
 * as signed out. Not retried.
 */
export function useSession(): Session {
  const api = useApi();
  const query = useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => api.me(), retry: false });
  const answer = query.data;
  if (answer === undefined) return query.isError ? { status: 'signedOut' } : { status: 'loading' };
  if (!answer.ok || !answer.value.loggedin) return { status: 'signedOut' };
  const contact = answer.value.ContactGet;
  return isRole(contact.Role) ? { status: 'signedIn', role: contact.Role, contact } : { status: 'signedOut' };
}
