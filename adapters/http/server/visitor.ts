import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './app';
import { isHttps } from './forwarded';

/** The visitor cookie: a random id that keeps a visitor in the same A/B and split-test arms (§7, §9). */
export const VISITOR_COOKIE = 'relomove_visitor';

/** One year, in seconds. */
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** What we issue: 22 base64url characters (128 random bits). Anything else in the cookie is replaced. */
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The visitor's id from the `relomove_visitor` cookie. A visitor without one (or with a malformed one)
 * gets a new random id, set on the response: HttpOnly, SameSite=Strict, Path=/, one year, Secure over
 * HTTPS. The id identifies a browser for bucketing only; it is not a credential.
 */
export function visitorIdOf(c: Context<AppEnv>): string {
  const current = getCookie(c, VISITOR_COOKIE);
  if (current !== undefined && VISITOR_ID.test(current)) return current;
  const id = randomBytes(16).toString('base64url');
  setCookie(c, VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE,
    secure: isHttps(c),
  });
  return id;
}

/**
 * Issue 10 "Quote privacy": the key a quote's creator is recorded with (quotes.created_by), a SHA-256 of
 * the visitor id, so the database never holds the cookie's value. A repeated quote request (§4 Dupe)
 * answers the existing quote only to the visitor with the same key.
 */
export function visitorKeyOf(c: Context<AppEnv>): string {
  return createHash('sha256').update(visitorIdOf(c)).digest('base64url');
}
