import { type AddressObject, simpleParser } from 'mailparser';
import { errAsync, okAsync } from 'neverthrow';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailOutbox, OutboxEmail } from '../../application/ports/email-outbox';
import type { OutgoingEmail } from '../../application/ports/mailer';
import { freePort } from '../../tests/support/free-port';
import { TestClock } from '../../tests/support/test-clock';
import { SmtpMailer } from './smtp-mailer';

/** A real SMTP server in the test process: it keeps every message it accepts, raw, with its envelope. */
const received: Array<{ from: string; to: string[]; raw: Buffer }> = [];
let server: SMTPServer;
let port: number;

const silentLog = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  port = await freePort();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('busy@')) {
        callback(Object.assign(new Error('4.2.1 Mailbox busy, try again later'), { responseCode: 450 }));
        return;
      }
      if (address.address.startsWith('nobody@')) {
        const refusal = Object.assign(new Error('5.1.1 <nobody@example.com>: Recipient address rejected'), {
          responseCode: 550,
        });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Relomove//Notifications//EN',
  'BEGIN:VEVENT',
  'UID:delivery-1042@relomove.com',
  'SEQUENCE:2',
  'DTSTART;VALUE=DATE:20261204',
  'SUMMARY:ReloCube delivery',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const UNSUBSCRIBE = 'https://www.relomove.com/unsubscribe?token=abc.def';

const email = (to: string): OutgoingEmail => ({
  to,
  subject: 'Your delivery is on Friday, December 4',
  text: 'Your ReloCube arrives Friday, December 4, between 8 and 10 a.m.',
  html: '<p>Your ReloCube arrives <strong>Friday, December 4</strong>, between 8 and 10 a.m.</p>',
  quoteId: 1042,
  attachments: [{ filename: 'delivery.ics', contentType: 'text/calendar; method=PUBLISH', content: ICS }],
  headers: {
    'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
});

const firstAddress = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field[0] : field)?.value[0]?.address;

describe('SmtpMailer (issue 14 transports: real email over SMTP when SMTP_URL is set)', () => {
  it('issue 14: a message arrives whole at a real SMTP server: From/To/Subject, HTML and text parts, the .ics attachment, List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Relomove <moves@relomove.com>',
      log: silentLog,
    });
    const sent = await mailer.send(email(' pat@example.com '));
    expect(sent.isOk()).toBe(true);

    const delivered = received.find((m) => m.to.includes('pat@example.com'));
    expect(delivered?.from).toBe('moves@relomove.com');
    const parsed = await simpleParser(delivered?.raw ?? Buffer.alloc(0));
    expect(firstAddress(parsed.from)).toBe('moves@relomove.com');
    expect(firstAddress(parsed.to)).toBe('pat@example.com');
    expect(parsed.subject).toBe('Your delivery is on Friday, December 4');
    expect(parsed.messageId).toBe(sent._unsafeUnwrap().messageId);
    expect(parsed.text?.trim()).toBe('Your ReloCube arrives Friday, December 4, between 8 and 10 a.m.');
    expect(parsed.html).toContain('<strong>Friday, December 4</strong>');

    expect(parsed.attachments).toHaveLength(1);
    const ics = parsed.attachments[0];
    expect(ics?.filename).toBe('delivery.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content.toString('utf8')).toBe(ICS);

    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      `List-Unsubscribe: <${UNSUBSCRIBE}>`,
    );
  });

  it('issue 14: the server refusing the recipient (550) is a HardBounce (the customer wording) with the server reply as its reason, not a throw', async () => {
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, log: silentLog });
    const sent = await mailer.send(email('nobody@example.com'));
    expect(sent.isErr()).toBe(true);
    const error = sent._unsafeUnwrapErr();
    expect(error).toEqual({
      kind: 'HardBounce',
      message: 'This address does not accept email (it bounced). Please check it and update your email.',
      reason: expect.stringContaining('550 5.1.1 <nobody@example.com>: Recipient address rejected'),
    });
    expect(received.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('issue 14: a 4xx refusal of the recipient (try later) is a TemporaryFailure with the reason, not a bounce', async () => {
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, log: silentLog });
    const error = (await mailer.send(email('busy@example.com')))._unsafeUnwrapErr();
    expect(error.kind).toBe('TemporaryFailure');
    expect(error.reason).toContain('450 4.2.1 Mailbox busy');
  });

  it('issue 14: a mail server that is down (connection refused) is a TemporaryFailure, not a throw', async () => {
    const closedPort = await freePort();
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${closedPort}`, log: silentLog });
    const sent = await mailer.send(email('pat@example.com'));
    expect(sent.isErr()).toBe(true);
    expect(sent._unsafeUnwrapErr().kind).toBe('TemporaryFailure');
    expect(sent._unsafeUnwrapErr()).toEqual({
      kind: 'TemporaryFailure',
      message: 'We could not send your email just now. Please try again in a few minutes.',
      reason: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('issue 14: a malformed address is refused before any connection (InvalidRecipient)', async () => {
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, log: silentLog });
    const before = received.length;
    const sent = await mailer.send(email('not an address'));
    expect(sent._unsafeUnwrapErr().kind).toBe('InvalidRecipient');
    expect(received).toHaveLength(before);
  });

  it('issue 14: headers the transport owns (From, Subject) cannot be overridden through OutgoingEmail.headers', async () => {
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, log: silentLog });
    const sent = await mailer.send({
      ...email('sam@example.com'),
      headers: { From: 'evil@example.com', 'X-Relomove-Message': 'delivery-reminder' },
    });
    expect(sent.isOk()).toBe(true);
    const delivered = received.find((m) => m.to.includes('sam@example.com'));
    const parsed = await simpleParser(delivered?.raw ?? Buffer.alloc(0));
    expect(firstAddress(parsed.from)).toBe('moves@relomove.com');
    expect(parsed.headers.get('x-relomove-message')).toBe('delivery-reminder');
  });

  it('issue 14: a line break in a header value cannot add a header or a recipient (no header injection)', async () => {
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, log: silentLog });
    const sent = await mailer.send({
      ...email('ana@example.com'),
      headers: { 'X-Relomove-Message': 'reminder\r\nBcc: evil@example.com' },
    });
    expect(sent.isOk()).toBe(true);
    const delivered = received.find((m) => m.to.includes('ana@example.com'));
    expect(delivered?.to).toEqual(['ana@example.com']);
    const parsed = await simpleParser(delivered?.raw ?? Buffer.alloc(0));
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(received.some((m) => m.to.includes('evil@example.com'))).toBe(false);
  });

  it('issue 14: what the server accepted is recorded in the outbox as transport smtp (staff and support read what went out)', async () => {
    const stored: OutboxEmail[] = [];
    const outbox: EmailOutbox = {
      append: (message, sentAt, transport) => {
        const row = { ...message, id: stored.length + 1, sentAt, transport };
        stored.push(row);
        return okAsync(row);
      },
      recent: () => okAsync([...stored].reverse()),
    };
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      log: silentLog,
      record: { outbox, clock: new TestClock() },
    });
    expect((await mailer.send(email(' kim@example.com '))).isOk()).toBe(true);
    expect((await mailer.send(email('nobody@example.com'))).isErr()).toBe(true);
    expect(stored).toEqual([
      { ...email('kim@example.com'), id: 1, sentAt: '2026-11-21T15:00:00.000Z', transport: 'smtp' },
    ]);
  });

  it('issue 14: an outbox that cannot record after the server accepted the message still answers sent (no second send)', async () => {
    const outbox: EmailOutbox = {
      append: () => errAsync({ kind: 'StorageUnavailable', message: 'down' }),
      recent: () => okAsync([]),
    };
    const warnings: object[] = [];
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      log: { info: () => {}, warn: (details: object) => warnings.push(details) },
      record: { outbox, clock: new TestClock() },
    });
    expect((await mailer.send(email('lou@example.com'))).isOk()).toBe(true);
    expect(received.some((m) => m.to.includes('lou@example.com'))).toBe(true);
    expect(warnings).toEqual([{ mailer: 'smtp', quoteId: 1042, outcome: 'StorageUnavailable' }]);
  });
});
