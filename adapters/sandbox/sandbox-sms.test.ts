import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { OutboxSms, SmsOutbox } from '../../application/ports/sms-outbox';
import type { OutgoingSms, SmsError } from '../../application/ports/sms-sender';
import { TestClock } from '../../tests/support/test-clock';
import { SANDBOX_SMS_FROM, SandboxSms } from './sandbox-sms';

const text = (to: string, extra: Partial<OutgoingSms> = {}): OutgoingSms => ({
  to,
  body: 'Relomove: your ReloCube arrives Fri Dec 4, 8-10 a.m.',
  quoteId: null,
  ...extra,
});

/**
 * An outbox in memory, standing in for PgSmsOutbox (outbox_sms): the database outbox, with the sandbox,
 * on PGlite (and PostgreSQL) is tested in tests/contract/notification-transports.contract.test.ts.
 */
function memoryOutbox(): SmsOutbox {
  const stored: OutboxSms[] = [];
  return {
    append: (sms, sentAt, transport) => {
      const row = { ...sms, id: stored.length + 1, sentAt, transport };
      stored.push(row);
      return okAsync(row);
    },
    recent: (limit, to) =>
      okAsync(
        [...stored]
          .reverse()
          .filter((r) => to === undefined || r.to === to)
          .slice(0, limit),
      ),
  };
}

describe('SandboxSms (the SMS provider test mode, issue 14)', () => {
  const outbox = memoryOutbox();
  const warnings: object[] = [];
  const log = { info: () => {}, warn: (details: object) => warnings.push(details) };

  const sender = (from?: string) =>
    new SandboxSms({ outbox, clock: new TestClock(), log, ...(from === undefined ? {} : { from }) });

  it('issue 14: from +15005550006 to a valid number, the text is delivered to the outbox, in E.164', async () => {
    const sent = await sender().send(text('3125550142', { quoteId: null }));
    const { messageId } = sent._unsafeUnwrap();
    const [stored] = (await outbox.recent(1, '+13125550142'))._unsafeUnwrap();
    expect(messageId).toBe(`sandbox-sms-${stored?.id}`);
    expect(stored).toEqual({
      id: stored?.id,
      quoteId: null,
      to: '+13125550142',
      from: SANDBOX_SMS_FROM,
      body: 'Relomove: your ReloCube arrives Fri Dec 4, 8-10 a.m.',
      segments: 1,
      transport: 'sandbox',
      sentAt: '2026-11-21T15:00:00.000Z',
    });
  });

  const senderCases: Array<[string, SmsError['kind'], boolean]> = [
    ['+15005550001', 'InvalidSender', true],
    ['+15005550007', 'SenderNotOwned', true],
    ['+15005550008', 'QueueFull', false],
  ];
  it.each(senderCases)(
    'issue 14 tracking.md: sender %s fails as %s (permanent: %s) and nothing is delivered',
    async (from, kind, permanent) => {
      const to = '+13125550150';
      const error = (await sender(from).send(text(to)))._unsafeUnwrapErr();
      expect(error.kind).toBe(kind);
      expect(error.permanent).toBe(permanent);
      expect(error.message).not.toBe('');
      expect((await outbox.recent(10, to))._unsafeUnwrap()).toEqual([]);
    },
  );

  it('issue 14: a sender number the test account does not own (any other number) is SenderNotOwned', async () => {
    const error = (await sender('+13125550100').send(text('+13125550151')))._unsafeUnwrapErr();
    expect(error).toMatchObject({ kind: 'SenderNotOwned', permanent: true });
  });

  const recipientCases: Array<[string, SmsError['kind'], string]> = [
    ['+15005550001', 'InvalidRecipient', "isn't a valid mobile number"],
    ['+15005550002', 'Unroutable', "can't reach your phone number"],
    ['+15005550003', 'RegionNotPermitted', "can't send texts to your phone number's country"],
    ['+15005550004', 'Blocked', 'has blocked our texts'],
    ['+15005550009', 'CannotReceiveSms', "Your phone number can't receive texts"],
  ];
  it.each(recipientCases)(
    'issue 14 tracking.md: recipient %s fails for good as %s, with a reason the dashboard can show',
    async (to, kind, reason) => {
      const error = (await sender().send(text(to)))._unsafeUnwrapErr();
      expect(error.kind).toBe(kind);
      expect(error.permanent).toBe(true);
      expect(error.message).toContain(reason);
      expect((await outbox.recent(10, to))._unsafeUnwrap()).toEqual([]);
    },
  );

  it('issue 14: the magic numbers work as the 10 digits the app stores too (5005550009 cannot receive SMS)', async () => {
    const error = (await sender().send(text('5005550009')))._unsafeUnwrapErr();
    expect(error.kind).toBe('CannotReceiveSms');
  });

  it('issue 14: a recipient that is not a phone number is InvalidRecipient (permanent)', async () => {
    for (const to of ['', '555-0199', 'pat@example.com', '+0000']) {
      const error = (await sender().send(text(to)))._unsafeUnwrapErr();
      expect(error, to).toMatchObject({ kind: 'InvalidRecipient', permanent: true });
    }
  });

  it('issue 14: an empty body or one over 1600 characters is refused; exactly 1600 is delivered in 11 segments', async () => {
    const to = '+13125550160';
    expect((await sender().send(text(to, { body: '  ' })))._unsafeUnwrapErr()).toMatchObject({
      kind: 'InvalidBody',
      permanent: true,
    });
    expect((await sender().send(text(to, { body: 'a'.repeat(1601) })))._unsafeUnwrapErr()).toMatchObject({
      kind: 'InvalidBody',
      permanent: true,
      message: 'The text message is longer than 1600 characters.',
    });
    expect((await sender().send(text(to, { body: 'a'.repeat(1600) }))).isOk()).toBe(true);
    const rows = (await outbox.recent(10, to))._unsafeUnwrap();
    expect(rows.map((r) => [r.body.length, r.segments])).toEqual([[1600, 11]]);
  });

  it('issue 14: 1600 characters are counted as characters, so 1600 emoji fit though they take 3200 code units', async () => {
    const to = '+13125550161';
    expect((await sender().send(text(to, { body: '🚚'.repeat(1600) }))).isOk()).toBe(true);
  });

  it('issue 14: refusals are logged without the number or the body', async () => {
    warnings.length = 0;
    await sender().send(text('+15005550004'));
    expect(warnings).toEqual([{ sms: 'sandbox', quoteId: null, outcome: 'Blocked', permanent: true }]);
    expect(JSON.stringify(warnings)).not.toContain('5005550004');
  });

  it('issue 14: an outbox that cannot record the text is a temporary StorageUnavailable', async () => {
    const broken: SmsOutbox = {
      append: () => errAsync({ kind: 'StorageUnavailable', message: 'connection lost' }),
      recent: () => okAsync([]),
    };
    const error = (
      await new SandboxSms({ outbox: broken, clock: new TestClock(), log }).send(text('+13125550170'))
    )._unsafeUnwrapErr();
    expect(error).toEqual({ kind: 'StorageUnavailable', permanent: false, message: 'connection lost' });
  });
});
