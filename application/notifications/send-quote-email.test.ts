import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import { QUOTE_EMAIL_LIMIT, QUOTE_EMAIL_LIMIT_MESSAGE } from '../../domain/quote/quote-email';
import { aQuote } from '../../tests/fixtures/quotes';
import { FakeMessageRenderer } from '../../tests/support/fake-message-renderer';
import { InMemoryQuoteEmailAllowance } from '../../tests/support/in-memory-quote-email-allowance';
import { InMemoryQuoteRepository } from '../../tests/support/in-memory-quote-repository';
import { TestClock } from '../../tests/support/test-clock';
import type { Mailer, MailerError, OutgoingEmail } from '../ports/mailer';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import { SendQuoteEmail } from './send-quote-email';

const cipher: QuoteIdCipher = {
  encrypt: (id) => `tok-${id}`,
  decrypt: (token) =>
    /^tok-\d+$/.test(token) ? ok(Number(token.slice(4))) : err({ kind: 'InvalidQuoteToken' }),
};

function setup(refuse: MailerError | null = null, email = 'dana@example.com') {
  const quotes = new InMemoryQuoteRepository();
  quotes.put({
    ...aQuote({}, { MoveDate: isoDate('2026-12-08'), EmailAddress: email, ContactEmailAddress: '' }),
    QuoteId: 1000001,
    Revision: 1,
  });
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = {
    send: (message) => {
      if (refuse) return errAsync(refuse);
      sent.push(message);
      return okAsync({ messageId: 'm-1' });
    },
  };
  const clock = new TestClock();
  const renderer = new FakeMessageRenderer();
  const allowance = new InMemoryQuoteEmailAllowance();
  const useCase = new SendQuoteEmail({
    quotes,
    cipher,
    mailer,
    settings: { siteUrl: 'https://relomove.example' },
    clock,
    allowance,
    renderer,
  });
  return {
    sent,
    clock,
    renderer,
    allowance,
    run: () => useCase.execute({ reference: 'tok-1000001', viewer: null }),
  };
}

describe('SendQuoteEmail (§7 GET notifications/send-quote-email)', () => {
  it('sends the quote email to the quote with a link carrying the token and the send time', async () => {
    const { sent, clock, run } = setup();
    expect((await run())._unsafeUnwrap()).toEqual({ sent: true, messageId: 'm-1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'dana@example.com',
      quoteId: 1000001,
      subject: 'Your Relomove quote 1000001',
    });
    const link = `https://relomove.example/moving-quotes/quoteview?qId=tok-1000001&ts=${clock.nowMs()}`;
    expect(sent[0]?.text).toContain(link);
  });

  it('issue 14: the email is the quote email content rendered by the templates, with the link as its main action and the dashboard as its preferences link', async () => {
    const { sent, clock, renderer, run } = setup();
    await run();
    const link = `https://relomove.example/moving-quotes/quoteview?qId=tok-1000001&ts=${clock.nowMs()}`;
    expect(renderer.rendered).toHaveLength(1);
    const [{ content, footer }] = renderer.rendered as [(typeof renderer.rendered)[number]];
    expect(content).toMatchObject({ kind: 'QuoteEmail', category: 'booking' });
    expect(content.actions[0]?.url).toBe(link);
    expect(footer).toEqual({
      unsubscribeUrl: null,
      preferencesUrl: 'https://relomove.example/dashboard#message-settings',
    });
    expect(sent[0]?.html).toContain('Reference number 1000001');
  });

  it('reports EmailMissing for a quote without an email (§2 manual banner prompt)', async () => {
    const { sent, run } = setup(null, '');
    expect((await run())._unsafeUnwrapErr()).toEqual({ kind: 'EmailMissing' });
    expect(sent).toEqual([]);
  });

  it.each([
    { kind: 'InvalidRecipient', message: 'Value is not a valid email address' },
    { kind: 'HardBounce', message: 'bounced' },
    { kind: 'TemporaryFailure', message: 'later' },
  ] as const)(
    'answers the email service refusing with $kind as not sent, not as a failure',
    async (refusal) => {
      const { run } = setup(refusal);
      expect((await run())._unsafeUnwrap()).toEqual({ sent: false, refusal });
    },
  );

  it('reports a storage failure of the mailer as StorageUnavailable', async () => {
    const { run } = setup({ kind: 'StorageUnavailable', message: 'down' });
    expect((await run())._unsafeUnwrapErr()).toEqual({ kind: 'StorageUnavailable', message: 'down' });
  });

  it('sends one quote at most 5 times an hour, then answers that it is limited and sends nothing (our limit)', async () => {
    const { sent, run } = setup();
    for (let i = 0; i < QUOTE_EMAIL_LIMIT.emails; i++)
      expect((await run())._unsafeUnwrap()).toMatchObject({ sent: true });
    expect((await run())._unsafeUnwrap()).toEqual({
      sent: false,
      limited: { message: QUOTE_EMAIL_LIMIT_MESSAGE },
    });
    expect(sent).toHaveLength(QUOTE_EMAIL_LIMIT.emails);
  });

  it('issue 26 finding 1: an email the service refused, or a fault, gives its place in the hourly limit back', async () => {
    const refused = setup({ kind: 'HardBounce', message: 'no such mailbox' });
    expect((await refused.run())._unsafeUnwrap()).toMatchObject({ sent: false });
    expect(refused.allowance.taken).toBe(0);
    const failed = setup({ kind: 'StorageUnavailable', message: 'down' });
    expect((await failed.run()).isErr()).toBe(true);
    expect(failed.allowance.taken).toBe(0);
  });
});
