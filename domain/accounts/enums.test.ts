import { describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSION,
  isAdminUserId,
  LOGIN_STATUSES,
  LoginEvent,
  loginStatusAfter,
  REQUEST_STATUSES,
  ROLES,
} from './enums';

describe('account enumerations (§4, §6)', () => {
  it('lists login statuses, request statuses and roles (§4, §6)', () => {
    expect(LOGIN_STATUSES).toEqual(['not logged in', 'logging in', 'logged in']);
    expect(REQUEST_STATUSES).toEqual(['None', 'Pending', 'Ok', 'Error']);
    expect(ROLES).toEqual(['customer', 'agent', 'staff', 'admin']);
  });

  it('login goes logging in, then logged in, and is cleared on failure or logout (§4)', () => {
    expect(loginStatusAfter(LoginEvent.Submit)).toBe('logging in');
    expect(loginStatusAfter(LoginEvent.Success)).toBe('logged in');
    expect(loginStatusAfter(LoginEvent.Failure)).toBe('not logged in');
    expect(loginStatusAfter(LoginEvent.Logout)).toBe('not logged in');
  });

  it("an admin has a page-settings user id above 0 and the 'is-admin' hash (§6)", () => {
    expect(ADMIN_PERMISSION).toBe('is-admin');
    expect(isAdminUserId(1)).toBe(true);
    expect(isAdminUserId(0)).toBe(false);
    expect(isAdminUserId(-3)).toBe(false);
    expect(isAdminUserId(null)).toBe(false);
    expect(isAdminUserId(undefined)).toBe(false);
    expect(isAdminUserId(Number.NaN)).toBe(false);
  });
});
