import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageClaim } from '../../application/ports/message-log';
import { exampleQuote } from '../../domain/quote/example-quote';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgMessageLog } from './pg-message-log';
import { PgQuoteRepository } from './pg-quote-repository';

const AT = '2026-11-26T15:00:00.000Z';

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'the message log on $name (issue 14, once per message and channel)',
  (underTest) => {
    let database: Database;
    let second: Database;
    let quoteId: number;
    const claim = (messageKey: string, overrides: Partial<MessageClaim> = {}): MessageClaim => ({
      quoteId,
      messageKey,
      kind: 'DropOffReminder',
      category: 'schedule',
      channel: 'email',
      recipient: 'Dana@Example.com',
      summary: 'Reminder: your drop-off is tomorrow',
      dueAt: AT,
      at: AT,
      ...overrides,
    });

    beforeAll(async () => {
      database = await underTest.open();
      second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
      quoteId = (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap().QuoteId;
    }, 120_000);
    afterAll(async () => {
      if (second !== database) await second.close();
      await database.close();
    });

    it('a message is claimed once: after it is sent, claiming it again finds it sent', async () => {
      const log = new PgMessageLog(database.db);
      expect((await log.claim(claim('k1')))._unsafeUnwrap()).toEqual({ kind: 'Claimed', attempts: 1 });
      const sent = (
        await log.finish('k1', 'email', { state: 'sent', transport: 'email', providerMessageId: 'm-1' }, AT)
      )._unsafeUnwrap();
      expect(sent).toMatchObject({ state: 'sent', sentAt: AT, providerMessageId: 'm-1', reason: null });
      const again = (await log.claim(claim('k1')))._unsafeUnwrap();
      expect(again.kind).toBe('Ended');
    });

    it('an attempt that did not finish (a crash) is claimed again, counting the attempts', async () => {
      const log = new PgMessageLog(database.db);
      await log.claim(claim('k2'));
      expect((await log.claim(claim('k2')))._unsafeUnwrap()).toEqual({ kind: 'Claimed', attempts: 2 });
    });

    it('email and text of one message are separate rows; a failure keeps its reason for the dashboard', async () => {
      const log = new PgMessageLog(database.db);
      await log.claim(claim('k3'));
      await log.claim(claim('k3', { channel: 'sms', recipient: '5005550009', summary: 'Relomove reminder' }));
      await log.finish(
        'k3',
        'sms',
        { state: 'failed', reason: "Your phone number can't receive texts." },
        AT,
      );
      const rows = (await log.forMove(quoteId, 10))._unsafeUnwrap().filter((r) => r.messageKey === 'k3');
      expect(rows.map((r) => [r.channel, r.state, r.reason])).toEqual([
        ['sms', 'failed', "Your phone number can't receive texts."],
        ['email', 'sending', null],
      ]);
    });

    it('a skip is recorded once and never overwrites a sent message', async () => {
      const log = new PgMessageLog(database.db);
      await log.claim(claim('k4'));
      await log.finish('k4', 'email', { state: 'sent', transport: 'email', providerMessageId: 'm-4' }, AT);
      await log.skip(claim('k4'), 'The customer turned this category off');
      await log.skip(claim('k5'), 'The customer turned this category off');
      const rows = (await log.forMove(quoteId, 50))._unsafeUnwrap();
      expect(rows.find((r) => r.messageKey === 'k4')?.state).toBe('sent');
      expect(rows.find((r) => r.messageKey === 'k5')).toMatchObject({ state: 'skipped', attempts: 0 });
      expect((await log.handledKeys(quoteId))._unsafeUnwrap().has('k5')).toBe(true);
    });

    it('staff read the newest rows by recipient, case-insensitively', async () => {
      const log = new PgMessageLog(database.db);
      const rows = (await log.recent({ recipient: 'dana@example.com', limit: 100 }))._unsafeUnwrap();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.recipient.toLowerCase() === 'dana@example.com')).toBe(true);
      expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    });

    it('two instances claiming one message at once: exactly one gets it', async () => {
      const logs = [new PgMessageLog(database.db), new PgMessageLog(second.db)];
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) => logs[i % 2]?.claim(claim('race')) ?? Promise.reject()),
      );
      // Every claim of a message still 'sending' is answered Claimed (a retry after a crash); the attempts
      // count each one, so exactly one claim saw attempt 1.
      const firsts = outcomes
        .map((o) => o._unsafeUnwrap())
        .filter((o) => o.kind === 'Claimed' && o.attempts === 1);
      expect(firsts).toHaveLength(1);
    });
  },
);
