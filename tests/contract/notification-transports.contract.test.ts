import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IcsCalendarFile } from '../../adapters/messages/ics-calendar-file';
import { ReactEmailRenderer } from '../../adapters/messages/react-email-renderer';
import { PgEmailOutbox } from '../../adapters/persistence/pg-email-outbox';
import { PgSmsOutbox } from '../../adapters/persistence/pg-sms-outbox';
import { SandboxMailer } from '../../adapters/sandbox/sandbox-mailer';
import { SandboxSms } from '../../adapters/sandbox/sandbox-sms';
import { SmtpMailer } from '../../adapters/system/smtp-mailer';
import type { CalendarEvent } from '../../application/ports/calendar-file-writer';
import type { MessageContent } from '../../domain/notifications/message-content';
import { quoteForm } from '../fixtures/quote-form';
import { freePort } from '../support/free-port';
import { parseIcs } from '../support/icalendar';
import { TestClock } from '../support/test-clock';
import { type DatabaseUnderTest, databasesUnderTest, warmUpDatabases } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

type Database = Awaited<ReturnType<DatabaseUnderTest['open']>>;

const silent = { info: () => {}, warn: () => {} };

beforeAll(warmUpDatabases, 120_000);

/** A local SMTP server in the test process (smtp-server), keeping each message it accepts. */
async function localSmtp(): Promise<{
  url: string;
  received: Array<{ to: string[]; raw: Buffer }>;
  close(): Promise<void>;
}> {
  const received: Array<{ to: string[]; raw: Buffer }> = [];
  const port = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

describe('issue 14: a templated email with its calendar file and one-click unsubscribe arrives whole over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof localSmtp>>;
  beforeAll(async () => {
    smtp = await localSmtp();
  });
  afterAll(() => smtp.close());

  const content: MessageContent = {
    kind: 'DeliveryReminder',
    category: 'schedule',
    subject: 'Your ReloCube arrives tomorrow, Friday, Dec 4',
    preheader: 'Between 8:00 a.m. and 10:00 a.m.',
    heading: 'Your delivery is tomorrow',
    paragraphs: ['Please make sure the driver can reach the spot you chose.'],
    facts: [
      { label: 'Delivery', value: 'Friday, Dec 4, 8:00 a.m. to 10:00 a.m.' },
      { label: 'Address', value: '1200 Larimer St, Denver, CO 80202' },
    ],
    money: [{ label: 'Due at delivery', amount: '$1,234.56', strong: true }],
    actions: [
      { label: 'Manage your move', url: 'https://www.relomove.com/dashboard?move=1000123' },
      { label: 'Change the window', url: 'https://www.relomove.com/dashboard/delivery/1000123' },
    ],
    sms: 'Relomove: your ReloCube arrives tomorrow 8-10 a.m.',
    reference: 'Reference number 1000123',
  };
  const unsubscribeUrl = 'https://www.relomove.com/unsubscribe?token=v1.abc123.sig';
  const preferencesUrl = 'https://www.relomove.com/dashboard/messages';
  const event: CalendarEvent = {
    milestone: 'Delivery',
    uid: '1000123-Delivery@relomove',
    sequence: 3,
    status: 'CONFIRMED',
    summary: 'ReloCube delivery',
    description: 'Reference number 1000123',
    span: {
      kind: 'timed',
      startMs: Date.parse('2026-12-04T14:00:00Z'),
      endMs: Date.parse('2026-12-04T16:00:00Z'),
    },
  };

  it('HTML and text parts from the templates, the text/calendar attachment with its UID and SEQUENCE, and the List-Unsubscribe headers (RFC 8058)', async () => {
    const rendered = (
      await new ReactEmailRenderer().email(content, { unsubscribeUrl, preferencesUrl })
    )._unsafeUnwrap();
    const ics = new IcsCalendarFile().write([event], 'Relomove move 1000123');
    const mailer = new SmtpMailer({ url: smtp.url, log: silent });
    const sent = await mailer.send({
      to: 'robin@example.com',
      ...rendered,
      quoteId: 1000123,
      attachments: [
        {
          filename: 'relomove-1000123-Delivery.ics',
          contentType: 'text/calendar; method=PUBLISH',
          content: ics,
        },
      ],
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(sent.isOk()).toBe(true);

    const delivered = smtp.received.find((m) => m.to.includes('robin@example.com'));
    expect(delivered).toBeDefined();
    const parsed = await simpleParser(delivered?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe(content.subject);

    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(html).toContain('<h1');
    expect(html).toContain('Friday, Dec 4, 8:00 a.m. to 10:00 a.m.');
    expect(html).toContain('$1,234.56');
    expect(html).toContain('href="https://www.relomove.com/dashboard?move=1000123"');
    expect(html).toContain(`href="${unsubscribeUrl}"`);
    expect(html).toContain(`href="${preferencesUrl}"`);

    const text = parsed.text ?? '';
    expect(text).toContain('Delivery: Friday, Dec 4, 8:00 a.m. to 10:00 a.m.');
    expect(text).toContain('$1,234.56');
    expect(text).toContain('Manage your move: https://www.relomove.com/dashboard?move=1000123');
    expect(text).toContain('Change the window: https://www.relomove.com/dashboard/delivery/1000123');
    expect(text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    expect(text).toContain('Reference number 1000123');

    expect(parsed.attachments).toHaveLength(1);
    const [calendar] = parsed.attachments;
    expect(calendar?.contentType).toBe('text/calendar');
    expect(calendar?.filename).toBe('relomove-1000123-Delivery.ics');
    const [vevent] = parseIcs(calendar?.content.toString('utf8') ?? '');
    expect(vevent?.UID).toBe('1000123-Delivery@relomove');
    expect(vevent?.SEQUENCE).toBe('3');
    expect(vevent?.DTSTART).toBe('20261204T140000Z');

    // The header lines as a mail client reads them: the head of the message, folded lines unfolded (RFC 5322).
    const raw = delivered?.raw.toString('utf8') ?? '';
    const headerLines = raw
      .slice(0, raw.indexOf('\r\n\r\n'))
      .replace(/\r\n(?=[ \t])/g, '')
      .split('\r\n');
    expect(headerLines).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(headerLines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // mailparser reads List-Unsubscribe as the list's address.
    expect(parsed.headers.get('list')).toMatchObject({ unsubscribe: { url: unsubscribeUrl } });
  });
});

describe.each(databasesUnderTest())('Email and SMS transports on $name (issue 14)', (underTest) => {
  describe('the outboxes live in the database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await underTest.open();
    }, 120_000);
    afterAll(() => database.close());

    it('issue 14: a text the sandbox SMS sender delivers is in outbox_sms, read back through another outbox object', async () => {
      const sms = new SandboxSms({
        outbox: new PgSmsOutbox(database.db),
        clock: new TestClock(),
        log: silent,
      });
      const sent = await sms.send({
        to: '3125550142',
        body: 'Relomove: delivery Fri Dec 4, 8-10 a.m.',
        quoteId: null,
      });
      expect(sent.isOk()).toBe(true);
      const rows = (await new PgSmsOutbox(database.db).recent(5, '+13125550142'))._unsafeUnwrap();
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          quoteId: null,
          to: '+13125550142',
          from: '+15005550006',
          body: 'Relomove: delivery Fri Dec 4, 8-10 a.m.',
          segments: 1,
          transport: 'sandbox',
          sentAt: '2026-11-21T15:00:00.000Z',
        },
      ]);
      expect(`${sent._unsafeUnwrap().messageId}`).toBe(`sandbox-sms-${rows[0]?.id}`);
    });

    it('issue 14: a refused text (+15005550009 cannot receive SMS) leaves nothing in outbox_sms', async () => {
      const sms = new SandboxSms({
        outbox: new PgSmsOutbox(database.db),
        clock: new TestClock(),
        log: silent,
      });
      const sent = await sms.send({ to: '+15005550009', body: 'hello', quoteId: null });
      expect(sent._unsafeUnwrapErr().kind).toBe('CannotReceiveSms');
      expect((await new PgSmsOutbox(database.db).recent(5, '+15005550009'))._unsafeUnwrap()).toEqual([]);
    });

    it('issue 14: outbox_sms itself refuses a number that is not E.164 and a body over 1600 characters', async () => {
      const outbox = new PgSmsOutbox(database.db);
      const row = { quoteId: null, from: '+15005550006', body: 'hi', segments: 1 };
      const at = '2026-11-21T15:00:00.000Z';
      expect((await outbox.append({ ...row, to: '3125550142' }, at, 'sandbox')).isErr()).toBe(true);
      expect(
        (await outbox.append({ ...row, to: '+13125550142', body: 'a'.repeat(1601) }, at, 'sandbox')).isErr(),
      ).toBe(true);
    });

    it('issue 14: the sandbox mailer keeps the .ics attachment and the List-Unsubscribe headers in outbox_emails', async () => {
      const outbox = new PgEmailOutbox(database.db);
      const mailer = new SandboxMailer({ outbox, clock: new TestClock(), log: silent });
      const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
      const headers = {
        'List-Unsubscribe': '<https://www.relomove.com/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      const attachments = [{ filename: 'delivery.ics', contentType: 'text/calendar', content: ics }];
      const base = { subject: 'S', text: 't', html: '<p>t</p>', quoteId: null };
      await mailer.send({ ...base, to: 'pat@example.com', attachments, headers });
      await mailer.send({ ...base, to: 'sam@example.com' });

      const [withParts] = (await outbox.recent(1, 'pat@example.com'))._unsafeUnwrap();
      expect(withParts?.attachments).toEqual(attachments);
      expect(withParts?.headers).toEqual(headers);
      const [plain] = (await outbox.recent(1, 'sam@example.com'))._unsafeUnwrap();
      expect(plain).not.toHaveProperty('attachments');
      expect(plain).not.toHaveProperty('headers');
    });
  });

  describe('with SMTP_URL set, the server sends email over SMTP', () => {
    let smtp: Awaited<ReturnType<typeof localSmtp>>;
    let server: TestServer;

    beforeAll(async () => {
      smtp = await localSmtp();
      server = await testServer(underTest, {
        smtp: { url: smtp.url, from: 'Relomove Moves <moves@relomove.com>' },
      });
    }, 120_000);
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    it('issue 14, §7 notifications/send-quote-email: the quote email reaches the SMTP server from MAIL_FROM and is recorded in the outbox as smtp', async () => {
      const added = await server.json<{ quote: { QuoteId: number; QuoteIdEncrypted: string } }>(
        'POST',
        '/api/quotes/add',
        quoteForm({ EmailAddress: 'lee@example.com' }),
      );
      expect(added.status).toBe(200);
      const quote = added.body.quote;
      const { status, body } = await server.json(
        'GET',
        `/api/notifications/send-quote-email?id=${quote.QuoteIdEncrypted}`,
      );
      expect(status).toBe(200);
      expect(body).toEqual({ success: true });

      const delivered = smtp.received.find((m) => m.to.includes('lee@example.com'));
      const parsed = await simpleParser(delivered?.raw ?? Buffer.alloc(0));
      expect(parsed.subject).toBe(`Your Relomove quote ${quote.QuoteId}`);
      expect(parsed.from?.text).toBe('"Relomove Moves" <moves@relomove.com>');
      expect(parsed.text).toContain('/moving-quotes/quoteview');
      expect(parsed.html).toContain('/moving-quotes/quoteview');

      const rows = await server.server.database.db
        .selectFrom('outbox_emails')
        .select(['to_address', 'transport', 'quote_id'])
        .where('quote_id', '=', quote.QuoteId)
        .execute();
      expect(rows).toEqual([{ to_address: 'lee@example.com', transport: 'smtp', quote_id: quote.QuoteId }]);
    });
  });
});
