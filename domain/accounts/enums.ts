import { enumOf, type ValueOf } from '../shared/enum';
/**
 * §4 and §6 account enumerations: login status, request status and roles
 * (architecture.md, convention 8).
 */

/** §4 Login status: "not logged in, logging in, logged in; cleared on failure or logout". */
export const LoginStatus = {
  NotLoggedIn: 'not logged in',
  LoggingIn: 'logging in',
  LoggedIn: 'logged in',
} as const;
export type LoginStatus = ValueOf<typeof LoginStatus>;
export const LOGIN_STATUSES: readonly LoginStatus[] = Object.values(LoginStatus);

/** The events that move the login status. */
export const LoginEvent = enumOf('Submit', 'Success', 'Failure', 'Logout');
export type LoginEvent = ValueOf<typeof LoginEvent>;

/**
 * §4 Login status transitions: submitting sets 'logging in', success sets 'logged in', and the
 * status is cleared (back to 'not logged in') on failure or logout.
 */
export function loginStatusAfter(event: LoginEvent): LoginStatus {
  return LOGIN_STATUS_AFTER[event];
}
const LOGIN_STATUS_AFTER: Readonly<Record<LoginEvent, LoginStatus>> = {
  Submit: LoginStatus.LoggingIn,
  Success: LoginStatus.LoggedIn,
  Failure: LoginStatus.NotLoggedIn,
  Logout: LoginStatus.NotLoggedIn,
};

/** §4 Request status. */
export const RequestStatus = enumOf('None', 'Pending', 'Ok', 'Error');
export type RequestStatus = ValueOf<typeof RequestStatus>;
export const REQUEST_STATUSES: readonly RequestStatus[] = Object.values(RequestStatus);

/**
 * §6 Roles. A visitor is anonymous and has no role; a reservation holder is a customer with an
 * active reservation (a fact of the reservation, not a role).
 */
export const Role = enumOf('customer', 'agent', 'staff', 'admin');
export type Role = ValueOf<typeof Role>;
export const ROLES: readonly Role[] = Object.values(Role);

/** §6: the permissions hash that marks an admin. */
export const ADMIN_PERMISSION = 'is-admin';

/** §6 Admin: "page settings user id above 0". A missing user id (signed out) is not an admin. */
export function isAdminUserId(userId: number | null | undefined): boolean {
  return typeof userId === 'number' && Number.isFinite(userId) && userId > 0;
}
