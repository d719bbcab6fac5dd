import type { MiddlewareHandler } from 'hono';
import { isStaff, type Viewer } from '../../../application/accounts/viewer';
import { Role } from '../../../domain/accounts/enums';
import { ADMIN_ONLY_MESSAGE, STAFF_ONLY_MESSAGE } from '../../../domain/accounts/login-rules';
import { errorBody } from '../contract/common';
import { httpFailure } from '../contract/error-status';

/**
 * The staff-only endpoints (§6: staff, agents and admins), by path: everything under /api/staff/ and the
 * §7 lookup. A new staff or agent endpoint is put under /api/staff/ (or its path is added here) and is
 * refused to everyone else before its body is read (issue 9 finding 1).
 */
export const STAFF_ONLY_PATHS: readonly string[] = ['/api/staff/*', '/api/quotes/lookup'];

/**
 * Answers 401 (nobody signed in) or 403 (signed in without a staff role) before anything reads the
 * request: registered ahead of the body limit and of the routes' validators, so an anonymous caller or a
 * customer learns nothing about the schema, whatever body they send.
 */
export const requireStaff: MiddlewareHandler<{ Variables: { viewer: Viewer } }> = async (c, next) => {
  const viewer = c.get('viewer');
  if (isStaff(viewer)) return next();
  const failure = httpFailure(
    viewer === null ? { kind: 'SignInRequired' } : { kind: 'StaffOnly', message: STAFF_ONLY_MESSAGE },
  );
  return c.json(errorBody(failure.lines), failure.status as 401 | 403);
};

/**
 * Issue 26: the endpoints of the whole database (the accounts, a backup holding every password hash): an
 * admin account, or the operator token of the server's control file (operator-access.ts), refused to
 * everyone else before the body is read.
 */
export const ADMIN_ONLY_PATHS: readonly string[] = ['/api/admin/*'];

export const requireAdmin: MiddlewareHandler<{ Variables: { viewer: Viewer; operator: boolean } }> = async (
  c,
  next,
) => {
  const viewer = c.get('viewer');
  if (c.get('operator') || viewer?.role === Role.admin) return next();
  if (viewer === null) return c.json(errorBody(httpFailure({ kind: 'SignInRequired' }).lines), 401);
  return c.json(errorBody([`session - ${ADMIN_ONLY_MESSAGE}`]), 403);
};

/**
 * The endpoints only a signed-in customer (or staff) may call (issue 11: reservations, drafts, saved
 * cards), by path; GET moves/{id} is listed by method in SIGNED_IN_ROUTES. They answer 401 before the
 * body is read, like the staff-only ones.
 */
export const SIGNED_IN_PATHS: readonly string[] = [
  '/api/moves/:id/start',
  '/api/moves/:id/draft',
  '/api/moves/:id/draft/*',
  '/api/moves/:id/log-progress',
  '/api/moves/:id/contacts/sms',
  '/api/moves/:id/labor-referral',
  '/api/moves/:id/reserve',
  '/api/moves/:id/payments',
  '/api/moves/coupons',
  // Issue 12: paying for a booking with PayPal or Affirm, and §7 affirm/cancel.
  '/api/moves/:id/paypal/orders',
  '/api/moves/:id/affirm/checkouts',
  '/api/moves/:id/affirm/checkouts/*',
  '/api/affirm/cancel',
  '/api/moves/:id/payment-info',
  '/api/moves/:id/cancel',
  // Issue 13: the move's calendar files (.ics).
  '/api/moves/:id/calendar.ics',
  '/api/moves/:id/calendar/*',
  '/api/payments/pay',
  // Issue 13: §7 POST shipments/{qId}/{target}/pickup (the owner's pickup request).
  '/api/shipments/:id/:target/pickup',
  // Issue 13 delivery tool: the kind of a move's delivery appointment, and booking one.
  '/api/appointments/delivery',
  '/api/appointments/delivery/*',
  // Issue 14: the signed-in customer's message choices (the unsubscribe link's endpoints need no sign-in).
  '/api/notifications/preferences',
  // Issue 15: the owner's surveys and inspection form view (the inspection lookup needs no sign-in).
  '/api/surveys/post-delivery',
  '/api/surveys/post-delivery/*',
  '/api/surveys/covid',
  '/api/surveys/covid/*',
  '/api/moves/:id/inspection',
];

export const requireSignIn: MiddlewareHandler<{ Variables: { viewer: Viewer } }> = async (c, next) => {
  if (c.get('viewer') !== null) return next();
  const failure = httpFailure({ kind: 'SignInRequired' });
  return c.json(errorBody(failure.lines), 401);
};
