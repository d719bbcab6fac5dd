import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { beforeEach, describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import {
  accountKey,
  addressKey,
  sessionExpiresAt,
  type ThrottlePolicy,
} from '../../domain/accounts/login-rules';
import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import type { CaptchaVerifier } from '../ports/captcha-verifier';
import type { Clock } from '../ports/clock';
import type { LoginThrottle, Reservation } from '../ports/login-throttle';
import type { PasswordHasher } from '../ports/password-hasher';
import type { NewSession, SessionStore, SessionUser } from '../ports/session-store';
import type {
  EmailTaken,
  NewUserAccount,
  StorageUnavailable,
  UserAccount,
  UserContact,
  UserRepository,
  UserSummary,
} from '../ports/user-repository';
import { CurrentContact } from './current-contact';
import { DEMO_USERS } from './demo-users';
import { Login, type LoginInput } from './login';
import { Logout } from './logout';
import { ResolveViewer } from './resolve-viewer';
import { SeedDemoUsers } from './seed-demo-users';
import { requiredSignInWork } from './sign-in-work';

// ---- in-memory ports -------------------------------------------------------------------------

const down: StorageUnavailable = { kind: 'StorageUnavailable', message: 'connection refused' };

class ManualClock implements Clock {
  public ms;

  constructor(ms = Date.parse('2026-11-21T15:00:00Z')) {
    this.ms = ms;
  }
  today(): IsoDate {
    return isoDate(new Date(this.ms).toISOString().slice(0, 10));
  }
  now(): string {
    return new Date(this.ms).toISOString();
  }
  nowMs(): number {
    return this.ms;
  }
  advanceMinutes(minutes: number): void {
    this.ms += minutes * 60_000;
  }
}

class MemoryUsers implements UserRepository {
  readonly rows: UserAccount[] = [];
  broken = false;
  /** Makes the next create answer EmailTaken, as when another server inserted the same email first. */
  raceOnCreate = false;
  findByEmail(email: string): ResultAsync<UserAccount | null, StorageUnavailable> {
    if (this.broken) return errAsync(down);
    return okAsync(this.rows.find((u) => u.email === email.trim().toLowerCase()) ?? null);
  }
  findById(id: number): ResultAsync<UserAccount | null, StorageUnavailable> {
    if (this.broken) return errAsync(down);
    return okAsync(this.rows.find((u) => u.id === id) ?? null);
  }
  create(user: NewUserAccount): ResultAsync<UserAccount, StorageUnavailable | EmailTaken> {
    if (this.broken) return errAsync(down);
    const email = user.email.toLowerCase();
    if (this.raceOnCreate || this.rows.some((u) => u.email === email)) {
      return errAsync({ kind: 'EmailTaken', email });
    }
    const row = { ...user, email, id: this.rows.length + 1 };
    this.rows.push(row);
    return okAsync(row);
  }
  list(): ResultAsync<UserSummary[], StorageUnavailable> {
    if (this.broken) return errAsync(down);
    return okAsync(
      this.rows.map((u) => ({ email: u.email, role: u.role, createdAt: '2026-11-21T15:00:00.000Z' })),
    );
  }
  update(id: number, contact: UserContact): ResultAsync<UserAccount | null, StorageUnavailable> {
    const row = this.rows.find((u) => u.id === id);
    if (row) Object.assign(row, contact);
    return okAsync(row ?? null);
  }
}

class MemorySessions implements SessionStore {
  readonly live = new Map<string, { userId: number; createdMs: number; expiresMs: number }>();
  private next = 0;
  /** The accounts the sessions belong to: a session of a deleted user finds nobody, as the database's join. */
  private readonly users: MemoryUsers;
  constructor(users: MemoryUsers) {
    this.users = users;
  }
  create(userId: number, nowMs: number): ResultAsync<NewSession, StorageUnavailable> {
    const token = `token-${++this.next}`;
    const expiresMs = sessionExpiresAt(nowMs, nowMs);
    this.live.set(token, { userId, createdMs: nowMs, expiresMs });
    return okAsync({ token, publicId: `public-${this.next}`, expiresAt: new Date(expiresMs).toISOString() });
  }
  findUser(token: string, nowMs: number): ResultAsync<SessionUser | null, StorageUnavailable> {
    const session = this.live.get(token);
    if (!session || session.expiresMs <= nowMs) return okAsync(null);
    session.expiresMs = sessionExpiresAt(session.createdMs, nowMs);
    const user = this.users.rows.find((u) => u.id === session.userId);
    return okAsync(user ? { id: user.id, email: user.email, role: user.role } : null);
  }
  delete(token: string): ResultAsync<void, StorageUnavailable> {
    this.live.delete(token);
    return okAsync(undefined);
  }
}

class MemoryThrottle implements LoginThrottle {
  readonly failures = new Map<string, number[]>();
  /** Atomic as the database's is: counts and records in one synchronous step. */
  reserve(
    key: string,
    policy: Readonly<ThrottlePolicy>,
    atMs: number,
  ): ResultAsync<Reservation, StorageUnavailable> {
    const recent = (this.failures.get(key) ?? []).filter((t) => t > atMs - policy.windowMs);
    if (recent.length >= policy.limit) return okAsync({ kind: 'refused', attemptsMs: recent });
    this.failures.set(key, [...(this.failures.get(key) ?? []), atMs]);
    return okAsync({ kind: 'reserved' });
  }
  recordFailure(key: string, atMs: number): ResultAsync<void, StorageUnavailable> {
    this.failures.set(key, [...(this.failures.get(key) ?? []), atMs]);
    return okAsync(undefined);
  }
  failuresSince(key: string, sinceMs: number): ResultAsync<number[], StorageUnavailable> {
    return okAsync((this.failures.get(key) ?? []).filter((t) => t > sinceMs));
  }
  clear(key: string): ResultAsync<void, StorageUnavailable> {
    this.failures.delete(key);
    return okAsync(undefined);
  }
}

/** A transparent stand-in for scrypt that counts its work. */
class CountingHasher implements PasswordHasher {
  verifications = 0;
  hash(password: string): ResultAsync<string, never> {
    return okAsync(`hashed(${password})`);
  }
  verify(password: string, encoded: string): ResultAsync<boolean, never> {
    this.verifications++;
    return okAsync(encoded === `hashed(${password})`);
  }
}

/** A solved challenge of the everyday work (1), and one of a given work. */
const SOLVED = 'solved';
const solvedWith = (work: number) => `solved:${work}`;
const workOf = (payload: string) =>
  payload === SOLVED ? 1 : Number(/^solved:(\d+)$/.exec(payload)?.[1] ?? 0);
const captcha: CaptchaVerifier = {
  challenge: (work = 1) => okAsync({ work }),
  verify: (payload, minimumWork = 1) =>
    payload === 'unreachable'
      ? errAsync({ kind: 'CaptchaUnavailable', message: 'x' })
      : okAsync(workOf(payload) >= Math.max(1, minimumWork)),
};

function world(options: { botChecks?: boolean } = {}) {
  const users = new MemoryUsers();
  const sessions = new MemorySessions(users);
  const throttle = new MemoryThrottle();
  const hasher = new CountingHasher();
  const clock = new ManualClock();
  const deps = { users, sessions, throttle, hasher, clock };
  const login = new Login({ ...deps, captcha, botChecks: { enabled: options.botChecks ?? false } });
  return { ...deps, login };
}

const pat: NewUserAccount = {
  email: 'pat@example.com',
  role: Role.customer,
  passwordHash: 'hashed(correct horse)',
  firstName: 'Pat',
  lastName: 'Mover',
  phoneNumber: '3125550199',
};

const attempt = (over: Partial<LoginInput> = {}): LoginInput => ({
  email: pat.email,
  password: 'correct horse',
  bot: { captcha: null, timing: null },
  clientAddress: '198.51.100.7',
  ...over,
});

// ---- Login -----------------------------------------------------------------------------------

describe('Login (§7 POST /user/login, §4 login status)', () => {
  let w: ReturnType<typeof world>;
  beforeEach(async () => {
    w = world();
    await w.users.create(pat);
  });

  it('opens a session for the right email and password and answers the user', async () => {
    const out = (await w.login.execute(attempt()))._unsafeUnwrap();
    expect(out.user.email).toBe(pat.email);
    expect(out.session.token).toBe('token-1');
    expect(w.sessions.live.get('token-1')?.userId).toBe(out.user.id);
  });

  it('a wrong password and an unknown email fail alike, each after verifying one hash, and each is recorded', async () => {
    const wrong = await w.login.execute(attempt({ password: 'wrong' }));
    const unknown = await w.login.execute(attempt({ email: 'nobody@example.com' }));
    expect(wrong._unsafeUnwrapErr()).toEqual({ kind: 'InvalidCredentials' });
    expect(unknown._unsafeUnwrapErr()).toEqual({ kind: 'InvalidCredentials' });
    expect(w.hasher.verifications).toBe(2);
    expect(w.throttle.failures.get(accountKey(pat.email))).toHaveLength(1);
    expect(w.throttle.failures.get(accountKey('nobody@example.com'))).toHaveLength(1);
    expect(w.throttle.failures.get(addressKey('198.51.100.7'))).toHaveLength(2);
    expect(w.sessions.live.size).toBe(0);
  });

  it('issue 9 finding 3: wrong guesses from anywhere never lock the owner out; after 5 the account asks for a proof of work, which the owner does and signs in', async () => {
    for (let i = 0; i < 5; i++) {
      await w.login.execute(attempt({ password: `guess ${i}`, clientAddress: `198.51.100.${i}` }));
      w.clock.advanceMinutes(2);
    }
    const verified = w.hasher.verifications;
    // The owner, elsewhere, with the right password but no proof of work: asked for one, not refused.
    const plain = await w.login.execute(attempt({ clientAddress: '203.0.113.9' }));
    expect(plain._unsafeUnwrapErr()).toEqual({ kind: 'RedirectToCaptcha' });
    expect(w.hasher.verifications).toBe(verified);
    const owner = await w.login.execute(
      attempt({ clientAddress: '203.0.113.9', bot: { captcha: solvedWith(2), timing: null } }),
    );
    expect(owner.isOk()).toBe(true);
    // The success forgets the account's failures: the next sign-in needs nothing extra again.
    expect((await w.login.execute(attempt({ clientAddress: '203.0.113.9' }))).isOk()).toBe(true);
  });

  it('issue 9 finding 3: guessing stays slow: each further failure doubles the work a guess must carry, up to 16 times the everyday check', async () => {
    const work = () => requiredSignInWork(w.throttle, pat.email, w.clock.nowMs());
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      seen.push((await work())._unsafeUnwrap());
      const need = seen.at(-1) ?? 0;
      const bot = { captcha: need === 0 ? null : solvedWith(need), timing: null };
      await w.login.execute(attempt({ password: `guess ${i}`, clientAddress: `198.51.100.${i}`, bot }));
    }
    expect(seen).toEqual([0, 0, 0, 0, 0, 2, 4, 8, 16, 16]);
    // Less work than asked is refused without looking at the password.
    const verified = w.hasher.verifications;
    const light = await w.login.execute(
      attempt({ password: 'guess', bot: { captcha: solvedWith(8), timing: null } }),
    );
    expect(light._unsafeUnwrapErr()).toEqual({ kind: 'RedirectToCaptcha' });
    expect(w.hasher.verifications).toBe(verified);
    // Failures older than 15 minutes stop counting.
    w.clock.advanceMinutes(15);
    expect((await work())._unsafeUnwrap()).toBe(0);
  });

  it('issue 9: of 60 simultaneous attempts from one address, at most 30 passwords are checked (reserved before checking)', async () => {
    const guesses = Array.from({ length: 60 }, (_, i) =>
      attempt({ email: `someone${i}@example.com`, password: `guess ${i}`, clientAddress: '192.0.2.60' }),
    );
    const answers = await Promise.all(guesses.map((g) => w.login.execute(g)));
    expect(w.hasher.verifications).toBe(30);
    expect(answers.filter((a) => a.isErr() && a.error.kind === 'TooManyAttempts')).toHaveLength(30);
  });

  it('issue 9: with the right password among 60 simultaneous attempts from one address, still at most 30 passwords are checked', async () => {
    const guesses = Array.from({ length: 60 }, (_, i) =>
      i === 45
        ? attempt({ clientAddress: '192.0.2.61' })
        : attempt({ email: `someone${i}@example.com`, password: `guess ${i}`, clientAddress: '192.0.2.61' }),
    );
    const answers = await Promise.all(guesses.map((g) => w.login.execute(g)));
    expect(w.hasher.verifications).toBe(30);
    expect(answers.filter((a) => a.isErr() && a.error.kind === 'TooManyAttempts')).toHaveLength(30);
  });

  it('4 failures still allow a 5th attempt, and a success forgets the account failures', async () => {
    for (let i = 0; i < 4; i++) await w.login.execute(attempt({ password: `guess ${i}` }));
    expect((await w.login.execute(attempt())).isOk()).toBe(true);
    expect(w.throttle.failures.has(accountKey(pat.email))).toBe(false);
    // The address counts every password checked, the right one too: it is not the account's to forgive.
    expect(w.throttle.failures.get(addressKey('198.51.100.7'))).toHaveLength(5);
  });

  it('the account key ignores the case and spaces of the typed email', async () => {
    for (let i = 0; i < 5; i++) {
      await w.login.execute(attempt({ email: i % 2 ? ' PAT@example.com ' : pat.email, password: 'x' }));
    }
    expect((await w.login.execute(attempt()))._unsafeUnwrapErr().kind).toBe('RedirectToCaptcha');
  });

  it('30 failures from one address within 15 minutes stop that address, whatever the email', async () => {
    for (let i = 0; i < 30; i++) {
      await w.login.execute(attempt({ email: `someone${i}@example.com`, clientAddress: '192.0.2.1' }));
    }
    const blocked = await w.login.execute(attempt({ clientAddress: '192.0.2.1' }));
    expect(blocked._unsafeUnwrapErr()).toEqual({ kind: 'TooManyAttempts', minutes: 15 });
    expect((await w.login.execute(attempt({ clientAddress: '192.0.2.2' }))).isOk()).toBe(true);
  });

  it('a storage failure is StorageUnavailable, not a wrong password', async () => {
    w.users.broken = true;
    expect((await w.login.execute(attempt()))._unsafeUnwrapErr().kind).toBe('StorageUnavailable');
  });

  describe('with bot checks on (§5; admins are not known before sign-in, so nobody is exempt)', () => {
    beforeEach(async () => {
      w = world({ botChecks: true });
      await w.users.create(pat);
    });
    const human = { fieldDurationsMs: [2000, 2500], totalMs: 9000 };

    it('needs a solved captcha and a human pace', async () => {
      expect((await w.login.execute(attempt({ bot: { captcha: SOLVED, timing: human } }))).isOk()).toBe(true);
    });

    it.each([
      ['no captcha', { captcha: null, timing: human }],
      ['a wrong captcha', { captcha: 'guess', timing: human }],
      ['a captcha service failure', { captcha: 'unreachable', timing: human }],
      ['no timing', { captcha: SOLVED, timing: null }],
      ['a too-fast form', { captcha: SOLVED, timing: { fieldDurationsMs: [100, 100], totalMs: 1500 } }],
    ])('%s sends to the captcha page and records no failure', async (_name, bot) => {
      const out = await w.login.execute(attempt({ bot }));
      expect(out._unsafeUnwrapErr()).toEqual({ kind: 'RedirectToCaptcha' });
      expect(w.throttle.failures.size).toBe(0);
      expect(w.hasher.verifications).toBe(0);
    });
  });
});

// ---- Logout, ResolveViewer, CurrentContact ---------------------------------------------------

describe('Logout, ResolveViewer and CurrentContact (§4 "cleared on logout", §6, §7 contacts/me)', () => {
  let w: ReturnType<typeof world>;
  let token: string;
  let resolve: ResolveViewer;
  beforeEach(async () => {
    w = world();
    await w.users.create(pat);
    token = (await w.login.execute(attempt()))._unsafeUnwrap().session.token;
    resolve = new ResolveViewer({ sessions: w.sessions, clock: w.clock });
  });

  it('a live token resolves to its user; no token, an unknown token or a deleted user is nobody', async () => {
    expect((await resolve.execute({ token }))._unsafeUnwrap()).toEqual({
      userId: 1,
      email: pat.email,
      role: Role.customer,
    });
    expect((await resolve.execute({ token: null }))._unsafeUnwrap()).toBeNull();
    expect((await resolve.execute({ token: 'token-999' }))._unsafeUnwrap()).toBeNull();
    w.users.rows.length = 0;
    expect((await resolve.execute({ token }))._unsafeUnwrap()).toBeNull();
  });

  it('logout ends the session; logging out twice, or with no session, is fine', async () => {
    const logout = new Logout({ sessions: w.sessions });
    expect((await logout.execute({ token })).isOk()).toBe(true);
    expect((await resolve.execute({ token }))._unsafeUnwrap()).toBeNull();
    expect((await logout.execute({ token })).isOk()).toBe(true);
    expect((await logout.execute({ token: null })).isOk()).toBe(true);
  });

  it('an unused session ends after 14 days; a used one lives until 30 days after sign-in', async () => {
    const other = (await w.login.execute(attempt()))._unsafeUnwrap().session.token;
    const day = 24 * 60;
    const live = async (t: string) => (await resolve.execute({ token: t }))._unsafeUnwrap() !== null;
    w.clock.advanceMinutes(13 * day);
    expect(await live(token)).toBe(true);
    w.clock.advanceMinutes(2 * day);
    // Day 15: the other session was never used.
    expect(await live(other)).toBe(false);
    expect(await live(token)).toBe(true);
    w.clock.advanceMinutes(13 * day);
    expect(await live(token)).toBe(true);
    // Day 31: used 3 days ago, but past 30 days from sign-in.
    w.clock.advanceMinutes(3 * day);
    expect(await live(token)).toBe(false);
  });

  it("CurrentContact answers the signed-in user's ContactGet, and SignInRequired for nobody", async () => {
    const contact = new CurrentContact({ users: w.users });
    const viewer = (await resolve.execute({ token }))._unsafeUnwrap();
    expect((await contact.execute({ viewer }))._unsafeUnwrap()).toEqual({
      EmailAddress: pat.email,
      FirstName: 'Pat',
      LastName: 'Mover',
      PhoneNumber: '3125550199',
      Role: Role.customer,
    });
    expect((await contact.execute({ viewer: null }))._unsafeUnwrapErr()).toEqual({ kind: 'SignInRequired' });
    w.users.broken = true;
    expect((await contact.execute({ viewer }))._unsafeUnwrapErr().kind).toBe('StorageUnavailable');
  });
});

// ---- SeedDemoUsers ---------------------------------------------------------------------------

describe('SeedDemoUsers (embedded default only)', () => {
  it('creates the demo customer and staff member once; running it again changes nothing', async () => {
    const w = world();
    const seed = new SeedDemoUsers({ users: w.users, hasher: w.hasher, clock: w.clock });
    expect((await seed.execute())._unsafeUnwrap().created).toEqual(DEMO_USERS.map((u) => u.email));
    expect(w.users.rows.map((u) => u.role)).toEqual([Role.customer, Role.staff]);
    // Stored through the hasher, never as typed.
    expect(w.users.rows.map((u) => u.passwordHash)).toEqual(DEMO_USERS.map((u) => `hashed(${u.password})`));
    expect((await seed.execute())._unsafeUnwrap().created).toEqual([]);
    expect(w.users.rows).toHaveLength(2);
  });

  it('keeps an existing account as it is (a changed password stays changed)', async () => {
    const w = world();
    const staff = DEMO_USERS[1];
    if (!staff) throw new Error('two demo users');
    await w.users.create({ ...pat, email: staff.email, passwordHash: 'hashed(changed)' });
    const seed = new SeedDemoUsers({ users: w.users, hasher: w.hasher, clock: w.clock });
    await seed.execute();
    expect(w.users.rows.find((u) => u.email === staff.email)?.passwordHash).toBe('hashed(changed)');
  });

  it('another server seeding at the same moment (EmailTaken) is the same outcome; storage failure is reported', async () => {
    const w = world();
    const seed = new SeedDemoUsers({ users: w.users, hasher: w.hasher, clock: w.clock });
    w.users.raceOnCreate = true;
    expect((await seed.execute()).isOk()).toBe(true);
    w.users.broken = true;
    expect((await seed.execute())._unsafeUnwrapErr().kind).toBe('StorageUnavailable');
  });

  it('the demo users work with Login', async () => {
    const w = world();
    await new SeedDemoUsers({ users: w.users, hasher: w.hasher, clock: w.clock }).execute();
    for (const demo of DEMO_USERS) {
      const out = await w.login.execute(attempt({ email: demo.email, password: demo.password }));
      expect(out._unsafeUnwrap().user.role).toBe(demo.role);
    }
  });
});
