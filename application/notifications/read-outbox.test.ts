import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import type { MessageLog, MessageLogEntry } from '../ports/message-log';
import { ReadOutbox } from './read-outbox';

const staff = { userId: 2, email: 'staff@relomove.test', role: Role.staff };
const agent = { userId: 3, email: 'agent@relomove.test', role: Role.agent };
const customer = { userId: 7, email: 'dana@example.com', role: Role.customer };

const entry: MessageLogEntry = {
  id: 9,
  quoteId: 1000123,
  messageKey: 'ReservationConfirmed:1000123:1',
  kind: 'ReservationConfirmed',
  category: 'booking',
  channel: 'email',
  state: 'sent',
  recipient: 'dana@example.com',
  summary: 'Your move is booked',
  reason: null,
  transport: 'sandbox',
  providerMessageId: 'm-1',
  dueAt: '2026-11-26T18:00:00.000Z',
  attempts: 1,
  createdAt: '2026-11-26T18:00:00.000Z',
  updatedAt: '2026-11-26T18:00:01.000Z',
  sentAt: '2026-11-26T18:00:01.000Z',
};

/** A log that records the filters it was asked for and answers one row. */
function fakeLog() {
  const asked: Parameters<MessageLog['recent']>[0][] = [];
  const log = {
    recent: (filter: Parameters<MessageLog['recent']>[0]) => {
      asked.push(filter);
      return okAsync([entry]);
    },
  } as unknown as MessageLog;
  return { log, asked };
}

describe('ReadOutbox (issue 14 "Staff view": staff read the outbox)', () => {
  it('staff and agents read the newest 50 rows of every move when no filter is given', async () => {
    const { log, asked } = fakeLog();
    const read = new ReadOutbox({ log });
    expect((await read.execute({ viewer: staff }))._unsafeUnwrap()).toEqual({ messages: [entry], limit: 50 });
    expect((await read.execute({ viewer: agent })).isOk()).toBe(true);
    expect(asked[0]).toEqual({ limit: 50 });
  });

  it('the role is checked first: a customer is StaffOnly and nobody signed in SignInRequired, and the log is not read', async () => {
    const { log, asked } = fakeLog();
    const read = new ReadOutbox({ log });
    expect((await read.execute({ viewer: customer }))._unsafeUnwrapErr()).toEqual({
      kind: 'StaffOnly',
      message: STAFF_ONLY_MESSAGE,
    });
    expect((await read.execute({ viewer: null }))._unsafeUnwrapErr()).toEqual({ kind: 'SignInRequired' });
    expect(asked).toEqual([]);
  });

  it('filters by recipient (an email in any case, a phone in any punctuation) and by move, and keeps the limit at most 500', async () => {
    const { log, asked } = fakeLog();
    const read = new ReadOutbox({ log });
    await read.execute({ viewer: staff, recipient: ' Dana@Example.com ', quoteId: 1000123, limit: 20 });
    await read.execute({ viewer: staff, recipient: '(816) 555-0199', limit: 9000 });
    await read.execute({ viewer: staff, recipient: '   ' });
    expect(asked).toEqual([
      { recipient: 'dana@example.com', quoteId: 1000123, limit: 20 },
      { recipient: '8165550199', limit: 500 },
      { limit: 50 },
    ]);
  });

  it('a storage failure is StorageUnavailable', async () => {
    const log = {
      recent: () => errAsync({ kind: 'StorageUnavailable', message: 'connection refused' }),
    } as unknown as MessageLog;
    const answer = await new ReadOutbox({ log }).execute({ viewer: staff });
    expect(answer._unsafeUnwrapErr()).toEqual({ kind: 'StorageUnavailable', message: 'connection refused' });
  });
});
