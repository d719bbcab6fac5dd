import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { createTransport, type Transporter } from 'nodemailer';
import type { Clock } from '../../application/ports/clock';
import type { EmailOutbox } from '../../application/ports/email-outbox';
import type { Mailer, MailerError, OutgoingEmail } from '../../application/ports/mailer';
import { INVALID_EMAIL_MESSAGE } from '../../domain/validation/messages';
import { isEmailAddress } from '../../domain/validation/text-rules';

/** The outbox's / logs' name for what this mailer sends. */
export const SMTP_TRANSPORT = 'smtp';

/** The sender when MAIL_FROM is not set (docs/decisions.md). */
export const DEFAULT_MAIL_FROM = 'Relomove <moves@relomove.com>';

/** Headers the transport writes itself; an `OutgoingEmail.headers` entry by these names is ignored. */
const OWN_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'date', 'message-id', 'content-type']);

/** What the mailer writes to the logs (pino's Logger fits). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What nodemailer's SMTP errors carry (code, the server's reply and its code, the command it answered). */
interface SmtpFailure {
  code?: string;
  response?: string;
  responseCode?: number;
  command?: string;
  message?: string;
  rejectedErrors?: SmtpFailure[];
}

/**
 * Real email over SMTP through nodemailer, used when SMTP_URL is set (docs/operations.md "Email and SMS
 * transports"); the sandbox outbox stays the default. One connection per message (no pool), with bounded
 * timeouts, so a stuck server fails the send instead of hanging it.
 *
 * Failures come back as MailerError, never as a throw: the server refusing the recipient for good (5xx to
 * RCPT TO) is a HardBounce with the server's reply as its `reason`; a 4xx reply, a refused or dropped connection or a
 * timeout is a TemporaryFailure (trying again later may work); any other refusal (authentication, the
 * message itself) is also a TemporaryFailure with the reason, since the address is not at fault
 * (docs/decisions.md). Logs never carry the address or the body.
 *
 * What the server accepted is also recorded in the outbox (transport 'smtp') when one is given, so that
 * staff read every email in one place and the per-quote limits that count the outbox still hold. A
 * failure to record after the server accepted the message is logged, not returned: the email is sent,
 * and an error would make a caller send it again.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly log: MailLog;
  private readonly record: { outbox: EmailOutbox; clock: Clock } | null;

  constructor(deps: {
    url: string;
    from?: string;
    log: MailLog;
    timeoutMs?: number;
    record?: { outbox: EmailOutbox; clock: Clock };
  }) {
    const timeout = deps.timeoutMs ?? 30_000;
    this.transport = createTransport({
      url: deps.url,
      connectionTimeout: Math.min(timeout, 10_000),
      greetingTimeout: Math.min(timeout, 10_000),
      socketTimeout: timeout,
    });
    this.from = deps.from ?? DEFAULT_MAIL_FROM;
    this.log = deps.log;
    this.record = deps.record ?? null;
  }

  send(email: OutgoingEmail): ResultAsync<{ messageId: string }, MailerError> {
    const to = email.to.trim();
    if (!isEmailAddress(to)) {
      return this.refused(email, { kind: 'InvalidRecipient', message: INVALID_EMAIL_MESSAGE });
    }
    const headers = Object.fromEntries(
      Object.entries(email.headers ?? {}).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())),
    );
    return ResultAsync.fromPromise(
      this.transport.sendMail({
        from: this.from,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers,
        // A notification keeps one Message-ID for its key, so a retried delivery is recognisably the same email.
        ...(email.messageKey
          ? { messageId: `<${email.messageKey.replace(/[^\w.:-]/g, '-')}@relomove.com>` }
          : {}),
        attachments: (email.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      }),
      (error) => mailerError(error as SmtpFailure),
    )
      .orElse((error) => this.refused(email, error))
      .andThen((info: { messageId: string }) => this.recorded({ ...email, to }, info.messageId));
  }

  private recorded(email: OutgoingEmail, messageId: string): ResultAsync<{ messageId: string }, MailerError> {
    const { sandboxNote: _note, ...message } = email;
    if (this.record === null) {
      this.log.info(
        { mailer: SMTP_TRANSPORT, quoteId: email.quoteId },
        'smtp mailer handed a message to the mail server',
      );
      return okAsync({ messageId });
    }
    return this.record.outbox
      .append(message, this.record.clock.now(), SMTP_TRANSPORT)
      .map((stored) => {
        this.log.info(
          { mailer: SMTP_TRANSPORT, quoteId: email.quoteId, outboxId: stored.id },
          'smtp mailer handed a message to the mail server',
        );
        return { messageId };
      })
      .orElse((error) => {
        this.log.warn(
          { mailer: SMTP_TRANSPORT, quoteId: email.quoteId, outcome: error.kind },
          'smtp mailer sent a message but could not record it in the outbox',
        );
        return okAsync<{ messageId: string }, MailerError>({ messageId });
      });
  }

  private refused(email: OutgoingEmail, error: MailerError) {
    this.log.warn(
      { mailer: SMTP_TRANSPORT, quoteId: email.quoteId, outcome: error.kind },
      'smtp mailer could not send a message',
    );
    return errAsync<{ messageId: string }, MailerError>(error);
  }
}

/** The customer's words (the sandbox mailer's too); the server's reply goes in `reason`. */
const HARD_BOUNCE_MESSAGE =
  'This address does not accept email (it bounced). Please check it and update your email.';
const TEMPORARY_FAILURE_MESSAGE = 'We could not send your email just now. Please try again in a few minutes.';

/** The server's own words (its reply, else the connection error), for `reason`. */
function reasonOf(failure: SmtpFailure): string {
  const reply = failure.response ?? failure.message ?? failure.code ?? 'no reason given';
  return reply.trim();
}

function mailerError(failure: SmtpFailure): MailerError {
  const rejected = failure.rejectedErrors?.[0] ?? failure;
  const code = rejected.responseCode ?? failure.responseCode;
  const atRecipient =
    failure.code === 'EENVELOPE' || (rejected.command ?? '').toUpperCase().startsWith('RCPT');
  if (code !== undefined && code >= 500 && atRecipient) {
    return { kind: 'HardBounce', message: HARD_BOUNCE_MESSAGE, reason: reasonOf(rejected) };
  }
  return { kind: 'TemporaryFailure', message: TEMPORARY_FAILURE_MESSAGE, reason: reasonOf(rejected) };
}
