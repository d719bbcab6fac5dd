import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { EmailOutbox, OutboxEmail } from '../../application/ports/email-outbox';
import type { OutgoingEmail } from '../../application/ports/mailer';
import { TestClock } from '../../tests/support/test-clock';
import { SANDBOX_BOUNCE_DOMAIN, SANDBOX_FAIL_DOMAIN, SandboxMailer } from './sandbox-mailer';

function setup() {
  const stored: OutboxEmail[] = [];
  const logs: Array<{ level: string; details: object; message: string }> = [];
  const outbox: EmailOutbox = {
    append: (email, sentAt, transport) => {
      const row = { ...email, id: stored.length + 1, sentAt, transport };
      stored.push(row);
      return okAsync(row);
    },
    recent: () => okAsync([...stored].reverse()),
  };
  const log = {
    info: (details: object, message: string) => logs.push({ level: 'info', details, message }),
    warn: (details: object, message: string) => logs.push({ level: 'warn', details, message }),
  };
  return { stored, logs, mailer: new SandboxMailer({ outbox, clock: new TestClock(), log }) };
}

const email = (to: string): OutgoingEmail => ({
  to,
  subject: 'Your quote',
  text: 'hi',
  html: '<p>hi</p>',
  quoteId: 7,
});

describe('SandboxMailer (the local stand-in for an email service, in its test mode)', () => {
  it('delivers to the outbox with the send time and names itself sandbox in the logs', async () => {
    const { stored, logs, mailer } = setup();
    const sent = await mailer.send(email(' pat@example.com '));
    expect(sent._unsafeUnwrap()).toEqual({ messageId: 'sandbox-1' });
    expect(stored).toEqual([
      { ...email('pat@example.com'), id: 1, sentAt: '2026-11-21T15:00:00.000Z', transport: 'sandbox' },
    ]);
    expect(logs).toEqual([
      expect.objectContaining({ level: 'info', details: { mailer: 'sandbox', quoteId: 7, outboxId: 1 } }),
    ]);
    expect(JSON.stringify(logs)).not.toContain('pat@example.com');
  });

  it("prints a message's sandboxNote (a sign-up code, issue 11) in its log line, never the address, and stores no note", async () => {
    const { stored, logs, mailer } = setup();
    await mailer.send({ ...email('pat@example.com'), quoteId: null, sandboxNote: 'sign-up code 042117' });
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'info',
        details: { mailer: 'sandbox', quoteId: null, outboxId: 1, note: 'sign-up code 042117' },
      }),
    ]);
    expect(JSON.stringify(logs)).not.toContain('pat@example.com');
    expect(stored[0]).not.toHaveProperty('sandboxNote');
  });

  it('refuses a malformed address (§5 email rule) and stores nothing', async () => {
    const { stored, mailer } = setup();
    expect((await mailer.send(email('pat@')))._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidRecipient',
      message: 'Value is not a valid email address',
    });
    expect(stored).toEqual([]);
  });

  it(`hard-bounces addresses at ${SANDBOX_BOUNCE_DOMAIN} and its subdomains`, async () => {
    const { stored, mailer } = setup();
    for (const to of [`x@${SANDBOX_BOUNCE_DOMAIN}`, `x@MX.${SANDBOX_BOUNCE_DOMAIN.toUpperCase()}`]) {
      expect((await mailer.send(email(to)))._unsafeUnwrapErr().kind).toBe('HardBounce');
    }
    expect(stored).toEqual([]);
  });

  it(`fails for now for addresses at ${SANDBOX_FAIL_DOMAIN}`, async () => {
    const { stored, logs, mailer } = setup();
    expect((await mailer.send(email(`x@${SANDBOX_FAIL_DOMAIN}`)))._unsafeUnwrapErr().kind).toBe(
      'TemporaryFailure',
    );
    expect(stored).toEqual([]);
    expect(logs[0]).toEqual(
      expect.objectContaining({
        level: 'warn',
        details: { mailer: 'sandbox', quoteId: 7, outcome: 'TemporaryFailure' },
      }),
    );
  });
});
