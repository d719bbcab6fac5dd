import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_THROTTLE, type ThrottlePolicy } from '../../domain/accounts/login-rules';
import { MAX_SIGN_UP_CODE_ATTEMPTS, SIGN_UP_CODE_LIFETIME_MS } from '../../domain/accounts/sign-up-rules';
import { TestClock } from '../../tests/support/test-clock';
import type { LoginThrottle, Reservation } from '../ports/login-throttle';
import type { Mailer, MailerError, OutgoingEmail } from '../ports/mailer';
import type { MessageClaim, MessageLog, SendResult } from '../ports/message-log';
import type { PasswordHasher } from '../ports/password-hasher';
import type { NewSession, SessionStore } from '../ports/session-store';
import type { SignUpCodes } from '../ports/sign-up-codes';
import type { PendingSignUp, SignUpStore } from '../ports/sign-up-store';
import type {
  EmailTaken,
  NewUserAccount,
  StorageUnavailable,
  UserAccount,
  UserContact,
  UserRepository,
  UserSummary,
} from '../ports/user-repository';
import { RegisterCustomer, type RegisterCustomerInput } from './register-customer';
import { UpdateMyContact } from './update-my-contact';
import { VerifySignUp } from './verify-sign-up';

class MemoryUsers implements UserRepository {
  readonly rows: UserAccount[] = [];
  findByEmail(email: string): ResultAsync<UserAccount | null, StorageUnavailable> {
    return okAsync(this.rows.find((u) => u.email === email.trim().toLowerCase()) ?? null);
  }
  findById(id: number): ResultAsync<UserAccount | null, StorageUnavailable> {
    return okAsync(this.rows.find((u) => u.id === id) ?? null);
  }
  create(user: NewUserAccount): ResultAsync<UserAccount, StorageUnavailable | EmailTaken> {
    if (this.rows.some((u) => u.email === user.email))
      return errAsync({ kind: 'EmailTaken', email: user.email });
    const row = { ...user, id: this.rows.length + 1 };
    this.rows.push(row);
    return okAsync(row);
  }
  list(): ResultAsync<UserSummary[], StorageUnavailable> {
    return okAsync([]);
  }
  update(id: number, contact: UserContact): ResultAsync<UserAccount | null, StorageUnavailable> {
    const row = this.rows.find((u) => u.id === id);
    if (row) Object.assign(row, contact);
    return okAsync(row ?? null);
  }
}

class MemorySignUps implements SignUpStore {
  readonly rows = new Map<string, PendingSignUp>();
  save(pending: PendingSignUp): ResultAsync<void, StorageUnavailable> {
    this.rows.set(pending.email, { ...pending });
    return okAsync(undefined);
  }
  claimAttempt(
    email: string,
    nowMs: number,
    max: number,
  ): ResultAsync<PendingSignUp | null, StorageUnavailable> {
    const row = this.rows.get(email.trim().toLowerCase());
    if (!row || row.expiresMs <= nowMs || row.attempts >= max) return okAsync(null);
    const before = { ...row };
    row.attempts += 1;
    return okAsync(before);
  }
  delete(email: string): ResultAsync<void, StorageUnavailable> {
    this.rows.delete(email);
    return okAsync(undefined);
  }
}

class MemoryThrottle implements LoginThrottle {
  readonly attempts = new Map<string, number[]>();
  recordFailure(): ResultAsync<void, StorageUnavailable> {
    return okAsync(undefined);
  }
  failuresSince(): ResultAsync<number[], StorageUnavailable> {
    return okAsync([]);
  }
  clear(): ResultAsync<void, StorageUnavailable> {
    return okAsync(undefined);
  }
  reserve(
    key: string,
    policy: Readonly<ThrottlePolicy>,
    atMs: number,
  ): ResultAsync<Reservation, StorageUnavailable> {
    const recent = (this.attempts.get(key) ?? []).filter((t) => t > atMs - policy.windowMs);
    if (recent.length >= policy.limit) return okAsync({ kind: 'refused', attemptsMs: recent });
    this.attempts.set(key, [...recent, atMs]);
    return okAsync({ kind: 'reserved' });
  }
}

class RecordingMailer implements Mailer {
  readonly sent: OutgoingEmail[] = [];
  refuse: MailerError | null = null;
  send(email: OutgoingEmail): ResultAsync<{ messageId: string }, MailerError> {
    if (this.refuse) return errAsync(this.refuse);
    this.sent.push(email);
    return okAsync({ messageId: `m${this.sent.length}` });
  }
}

/** The message log's rows as claims and their ends (only what sign-up writes). */
class RecordingLog implements MessageLog {
  readonly rows: Array<MessageClaim & { end?: SendResult }> = [];
  claim(claim: MessageClaim) {
    this.rows.push({ ...claim });
    return okAsync({ kind: 'Claimed' as const, attempts: 1 });
  }
  finish(messageKey: string, _channel: string, result: SendResult) {
    const row = this.rows.find((r) => r.messageKey === messageKey);
    if (row) row.end = result;
    return okAsync({} as never);
  }
  skip() {
    return okAsync(undefined);
  }
  handledKeys() {
    return okAsync(new Set<string>());
  }
  forMove() {
    return okAsync([]);
  }
  recent() {
    return okAsync([]);
  }
}

/** Codes handed out in order; the "hash" is reversible so a test can see which code is stored. */
class ScriptedCodes implements SignUpCodes {
  next = ['111111', '222222', '333333'];
  issue() {
    const code = this.next.shift() ?? '999999';
    return { code, hash: `h:${code}` };
  }
  matches(code: string, hash: string) {
    return hash === `h:${code}`;
  }
}

const hashed: string[] = [];
const hasher: PasswordHasher = {
  hash: (password) => {
    hashed.push(password);
    return okAsync(`hashed:${password}`);
  },
  verify: (password, encoded) => okAsync(encoded === `hashed:${password}`),
};

const sessions: SessionStore = {
  create: (userId, nowMs): ResultAsync<NewSession, StorageUnavailable> =>
    okAsync({
      token: `token-${userId}`,
      publicId: `public-${userId}`,
      expiresAt: new Date(nowMs).toISOString(),
    }),
  findUser: () => okAsync(null),
  delete: () => okAsync(undefined),
};

function world() {
  hashed.length = 0;
  const users = new MemoryUsers();
  const signUps = new MemorySignUps();
  const throttle = new MemoryThrottle();
  const mailer = new RecordingMailer();
  const codes = new ScriptedCodes();
  const clock = new TestClock('2026-11-25T12:00:00.000Z');
  const settings = { siteUrl: 'https://relomove.test/' };
  const log = new RecordingLog();
  const register = new RegisterCustomer({
    users,
    signUps,
    codes,
    hasher,
    throttle,
    mailer,
    settings,
    clock,
    log,
  });
  const verify = new VerifySignUp({ users, signUps, codes, sessions, throttle, clock });
  return { users, signUps, throttle, mailer, clock, register, verify, log };
}

const form = (more: Partial<RegisterCustomerInput> = {}): RegisterCustomerInput => ({
  EmailAddress: 'dana@relomove.test',
  FirstName: 'Dana',
  LastName: 'Mover',
  PhoneNumber: '816-555-0100',
  Password: 'boxes-and-tape-2026',
  quoteId: 42,
  clientAddress: '203.0.113.9',
  ...more,
});

describe('RegisterCustomer (POST user/register, issue 11)', () => {
  let w: ReturnType<typeof world>;
  beforeEach(() => {
    w = world();
  });

  it('a new email: stores a pending sign-up (hashed password, contact, quote, 30 minutes) and emails its code', async () => {
    expect((await w.register.execute(form()))._unsafeUnwrap()).toEqual({ email: 'dana@relomove.test' });
    expect(w.signUps.rows.get('dana@relomove.test')).toEqual({
      email: 'dana@relomove.test',
      codeHash: 'h:111111',
      firstName: 'Dana',
      lastName: 'Mover',
      phoneNumber: '8165550100',
      passwordHash: 'hashed:boxes-and-tape-2026',
      quoteId: 42,
      expiresMs: w.clock.nowMs() + SIGN_UP_CODE_LIFETIME_MS,
      attempts: 0,
    });
    expect(w.mailer.sent).toHaveLength(1);
    expect(w.mailer.sent[0]).toMatchObject({
      to: 'dana@relomove.test',
      quoteId: null,
      sandboxNote: 'sign-up code 111111',
    });
    expect(w.mailer.sent[0]?.text).toContain('111111');
  });

  it('an email with an account: the same answer after the same password hash, a sign-in reminder and no code or pending sign-up', async () => {
    await w.users.create({
      ...form(),
      email: 'dana@relomove.test',
      role: 'customer',
      passwordHash: 'x',
      firstName: '',
      lastName: '',
      phoneNumber: '',
    });
    const known = await w.register.execute(form());
    const fresh = await w.register.execute(
      form({ EmailAddress: 'robin@relomove.test', clientAddress: '203.0.113.10' }),
    );
    expect(known._unsafeUnwrap()).toEqual({ email: 'dana@relomove.test' });
    expect(fresh._unsafeUnwrap()).toEqual({ email: 'robin@relomove.test' });
    expect(hashed).toEqual(['boxes-and-tape-2026', 'boxes-and-tape-2026']);
    expect(w.signUps.rows.has('dana@relomove.test')).toBe(false);
    const [reminder] = w.mailer.sent;
    expect(reminder?.subject).toBe('You already have a Relomove account');
    expect(reminder?.text).toContain('https://relomove.test/user/login');
    expect(reminder?.sandboxNote).toBeUndefined();
  });

  it('records each account email in the message log like every other message: kind, no move, sent or failed, never the code (issue 26 "Staff outbox")', async () => {
    await w.register.execute(form());
    await w.users.create({
      ...form(),
      email: 'robin@relomove.test',
      role: 'customer',
      passwordHash: 'x',
      firstName: '',
      lastName: '',
      phoneNumber: '',
    });
    await w.register.execute(form({ EmailAddress: 'robin@relomove.test', clientAddress: '203.0.113.11' }));
    w.mailer.refuse = { kind: 'HardBounce', message: 'This address does not accept email (it bounced).' };
    await w.register.execute(form({ EmailAddress: 'pat@relomove.test', clientAddress: '203.0.113.12' }));
    const at = w.clock.now();
    expect(w.log.rows).toEqual([
      expect.objectContaining({
        quoteId: null,
        kind: 'SignUpCode',
        channel: 'email',
        recipient: 'dana@relomove.test',
        summary: 'Your Relomove sign-up code (the code is not shown)',
        at,
        end: { state: 'sent', transport: 'email', providerMessageId: 'm1' },
      }),
      expect.objectContaining({
        quoteId: null,
        kind: 'AccountExists',
        recipient: 'robin@relomove.test',
        summary: 'You already have a Relomove account',
        end: { state: 'sent', transport: 'email', providerMessageId: 'm2' },
      }),
      expect.objectContaining({
        kind: 'SignUpCode',
        recipient: 'pat@relomove.test',
        end: { state: 'failed', reason: 'This address does not accept email (it bounced).' },
      }),
    ]);
    expect(JSON.stringify(w.log.rows)).not.toContain('111111');
  });

  it('refuses bad input before any work, as §5 lines under the wire names', async () => {
    const result = await w.register.execute(form({ PhoneNumber: '12', Password: 'short' }));
    expect(result._unsafeUnwrapErr()).toEqual({
      kind: 'ValidationFailed',
      errors: [
        { field: 'Password', message: 'This field should be at least 12 characters long' },
        { field: 'PhoneNumber', message: 'Please enter a 10-digit phone number' },
      ],
    });
    expect(hashed).toEqual([]);
    expect(w.mailer.sent).toEqual([]);
  });

  it('limits sign-ups per typed email (5 an hour) and per address, whether or not the email has an account', async () => {
    for (let i = 0; i < 5; i++)
      expect((await w.register.execute(form({ clientAddress: `a${i}` }))).isOk()).toBe(true);
    expect((await w.register.execute(form({ clientAddress: 'a9' })))._unsafeUnwrapErr()).toEqual({
      kind: 'TooManySignUps',
      minutes: 60,
    });
    for (let i = 0; i < ADDRESS_THROTTLE.limit; i++) {
      await w.register.execute(form({ EmailAddress: `x${i}@relomove.test`, clientAddress: 'one' }));
    }
    expect(
      (
        await w.register.execute(form({ EmailAddress: 'y@relomove.test', clientAddress: 'one' }))
      )._unsafeUnwrapErr(),
    ).toMatchObject({ kind: 'TooManySignUps' });
  });

  it('an address the mail service refuses is said so (it depends on the address only)', async () => {
    w.mailer.refuse = { kind: 'HardBounce', message: 'bounced' };
    expect((await w.register.execute(form()))._unsafeUnwrapErr()).toEqual({
      kind: 'SignUpMailRefused',
      message: 'bounced',
      temporary: false,
    });
  });
});

describe('VerifySignUp (POST user/register/verify, issue 11)', () => {
  let w: ReturnType<typeof world>;
  beforeEach(async () => {
    w = world();
    await w.register.execute(form());
  });
  const attempt = (code: string, email = 'dana@relomove.test') =>
    w.verify.execute({ email, code, clientAddress: '198.51.100.1' });

  it('the right code makes the customer account with the stored hash and contact, forgets the sign-up and opens a session', async () => {
    const out = (await attempt('111 111'))._unsafeUnwrap();
    expect(out.user).toEqual({
      id: 1,
      email: 'dana@relomove.test',
      role: 'customer',
      passwordHash: 'hashed:boxes-and-tape-2026',
      firstName: 'Dana',
      lastName: 'Mover',
      phoneNumber: '8165550100',
    });
    expect(out.session.token).toBe('token-1');
    expect(out.quoteId).toBe(42);
    expect(w.signUps.rows.size).toBe(0);
    expect((await attempt('111111'))._unsafeUnwrapErr()).toEqual({ kind: 'WrongSignUpCode' });
  });

  it(`after ${MAX_SIGN_UP_CODE_ATTEMPTS} wrong tries even the right code is refused; a malformed code is simply wrong`, async () => {
    expect((await attempt('12ab56'))._unsafeUnwrapErr()).toEqual({ kind: 'WrongSignUpCode' });
    for (let i = 0; i < MAX_SIGN_UP_CODE_ATTEMPTS; i++) {
      expect((await attempt('000000'))._unsafeUnwrapErr()).toEqual({ kind: 'WrongSignUpCode' });
    }
    expect((await attempt('111111'))._unsafeUnwrapErr()).toEqual({ kind: 'WrongSignUpCode' });
    expect(w.users.rows).toEqual([]);
  });

  it('an expired code is refused; an email whose account exists meanwhile is refused and its sign-up forgotten', async () => {
    w.clock.advance(SIGN_UP_CODE_LIFETIME_MS);
    expect((await attempt('111111'))._unsafeUnwrapErr()).toEqual({ kind: 'WrongSignUpCode' });

    await w.register.execute(form({ clientAddress: 'again' }));
    await w.users.create({
      email: 'dana@relomove.test',
      role: 'customer',
      passwordHash: 'other',
      firstName: '',
      lastName: '',
      phoneNumber: '',
    });
    expect((await attempt('222222'))._unsafeUnwrapErr()).toEqual({ kind: 'WrongSignUpCode' });
    expect(w.signUps.rows.size).toBe(0);
  });

  it('counts each try against the address as a sign-in does (30 per 15 minutes)', async () => {
    for (let i = 0; i < ADDRESS_THROTTLE.limit; i++) await attempt('000000', `n${i}@relomove.test`);
    expect((await attempt('111111'))._unsafeUnwrapErr()).toMatchObject({ kind: 'TooManySignUps' });
  });
});

describe('UpdateMyContact (POST contacts/me, §7)', () => {
  it('changes only the viewer’s own record; signed out is SignInRequired; bad input is §5 lines', async () => {
    const users = new MemoryUsers();
    const mine = (
      await users.create({
        email: 'a@relomove.test',
        role: 'customer',
        passwordHash: 'h',
        firstName: 'A',
        lastName: 'A',
        phoneNumber: '',
      })
    )._unsafeUnwrap();
    const theirs = (
      await users.create({
        email: 'b@relomove.test',
        role: 'customer',
        passwordHash: 'h',
        firstName: 'B',
        lastName: 'B',
        phoneNumber: '',
      })
    )._unsafeUnwrap();
    const update = new UpdateMyContact({ users });
    const contact = { FirstName: 'Ann', LastName: 'Lee', PhoneNumber: '913 555 0199' };
    expect((await update.execute({ viewer: null, contact }))._unsafeUnwrapErr()).toEqual({
      kind: 'SignInRequired',
    });
    const viewer = { userId: mine.id, email: mine.email, role: mine.role };
    expect((await update.execute({ viewer, contact }))._unsafeUnwrap()).toEqual({
      EmailAddress: 'a@relomove.test',
      FirstName: 'Ann',
      LastName: 'Lee',
      PhoneNumber: '9135550199',
      Role: 'customer',
    });
    expect(users.rows.find((u) => u.id === theirs.id)).toMatchObject({
      firstName: 'B',
      lastName: 'B',
      phoneNumber: '',
    });
    expect(
      (await update.execute({ viewer, contact: { ...contact, LastName: '' } }))._unsafeUnwrapErr(),
    ).toEqual({
      kind: 'ValidationFailed',
      errors: [{ field: 'LastName', message: 'The value is required' }],
    });
  });
});
