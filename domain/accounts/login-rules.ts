/**
 * Sign-in rules (§4 login status, §6 roles, issue 3 "Accounts", issue 9 finding 3): the messages a sign-in
 * can answer, how many failed attempts an address may make before a pause, the proof of work an account
 * under attack asks for, and how long a session lives. The specification
 * shows none of these; the choices are ours and listed in docs/decisions.md.
 */

/** Wrong email or wrong password: one message for both, so an answer never reveals whether an account exists. */
export const INVALID_CREDENTIALS_MESSAGE = 'The email or password is incorrect';

/** The bot check of the sign-in form failed (no solved captcha, or a form filled in too fast). */
export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the check that you are not a robot';

/** A call that needs a signed-in user was made without a valid session. */
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in';

/** A signed-in user without the staff role asked for a staff tool. */
export const STAFF_ONLY_MESSAGE = 'Only staff can use the lookup tool';

/**
 * Issue 26 (ours): a signed-in user who is not an admin asked for the accounts or a backup of the whole
 * database, which hold every customer's data and every password hash.
 */
export const ADMIN_ONLY_MESSAGE =
  'Only an admin (or the operator of the server machine) can manage accounts and backups';

/** How many failed sign-ins a key may have within a sliding window before it must wait (per address). */
export interface ThrottlePolicy {
  limit: number;
  windowMs: number;
}

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/**
 * Per account (the email typed, whether or not an account has it): a soft lockout (issue 9 finding 3).
 * Failed sign-ins never shut the owner out; instead, once an account has `freeFailures` failures within
 * the window, every further sign-in to it must carry a solved proof of work, whose work doubles with each
 * further failure up to `maxWork` times the everyday bot check's. Whoever tries pays it per attempt: the
 * owner once, a guesser on every guess.
 */
export interface ProofOfWorkPolicy {
  freeFailures: number;
  windowMs: number;
  maxWork: number;
}

/** 5 free failures in 15 minutes; then work 2, 4, 8, and 16 from the 8th failure on. */
export const ACCOUNT_PROOF_OF_WORK: Readonly<ProofOfWorkPolicy> = Object.freeze({
  freeFailures: 5,
  windowMs: FIFTEEN_MINUTES_MS,
  maxWork: 16,
});

/**
 * The proof of work a sign-in to an account must carry, given its failures within the window: 0 for
 * none (the everyday bot check alone, when it is on), else how many times the everyday check's work.
 */
export function signInWork(
  failures: number,
  policy: Readonly<ProofOfWorkPolicy> = ACCOUNT_PROOF_OF_WORK,
): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxWork, 2 ** (failures - policy.freeFailures + 1));
}

/** Per client address: 30 failures in 15 minutes, across any number of emails. */
export const ADDRESS_THROTTLE: Readonly<ThrottlePolicy> = Object.freeze({
  limit: 30,
  windowMs: FIFTEEN_MINUTES_MS,
});

/**
 * Whole minutes to wait before another attempt is allowed, or null when one is allowed now.
 * `failuresMs` are the times of recent failures (any order). With `limit` or more failures inside the
 * window, the next attempt is allowed once enough of them have left it for the count to drop below
 * the limit; the wait is rounded up to a whole minute, and is at least 1.
 */
export function minutesToWait(
  failuresMs: readonly number[],
  nowMs: number,
  policy: Readonly<ThrottlePolicy>,
): number | null {
  const start = nowMs - policy.windowMs;
  const recent = failuresMs.filter((t) => t > start && t <= nowMs).sort((a, b) => a - b);
  if (recent.length < policy.limit) return null;
  // The count drops below the limit when the failure `limit` places from the newest leaves the window.
  const deciding = recent[recent.length - policy.limit] ?? nowMs;
  const waitMs = deciding + policy.windowMs - nowMs;
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

/** The answer to a throttled sign-in. */
export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A session ends after 14 days without use... */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** ...and 30 days after sign-in, however much it is used. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most once an hour, so reading it is not a write every request. */
export const SESSION_REFRESH_STEP_MS = 60 * 60 * 1000;

/** When a session used at `nowMs` expires: 14 idle days from now, never past 30 days from its start. */
export function sessionExpiresAt(createdMs: number, nowMs: number): number {
  return Math.min(nowMs + SESSION_IDLE_MS, createdMs + SESSION_MAX_MS);
}

/** Whether a use at `nowMs` should push the stored expiry forward (by more than the refresh step). */
export function shouldExtendSession(createdMs: number, expiresMs: number, nowMs: number): boolean {
  return sessionExpiresAt(createdMs, nowMs) - expiresMs > SESSION_REFRESH_STEP_MS;
}

/** The throttle keys: the account by its typed email, and the client by its address. */
export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;
