/**
 * The application's shared errors (issue 29): refusals that use cases of every area return, kept here so
 * that no use case imports another's file for them. An expected failure is data (architecture.md 4).
 */
import type { STAFF_ONLY_MESSAGE } from '../domain/accounts/login-rules';

/** The request needs a signed-in user. */
export type SignInRequired = { kind: 'SignInRequired' };

/** A staff tool, refused to a customer or a visitor. */
export type StaffOnly = { kind: 'StaffOnly'; message: typeof STAFF_ONLY_MESSAGE };
