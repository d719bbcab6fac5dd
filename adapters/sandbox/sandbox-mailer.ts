import { errAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock';
import type { EmailOutbox } from '../../application/ports/email-outbox';
import type { Mailer, MailerError, OutgoingEmail } from '../../application/ports/mailer';
import { INVALID_EMAIL_MESSAGE } from '../../domain/validation/messages';
import { isEmailAddress } from '../../domain/validation/text-rules';

/** Addresses at this reserved test domain hard-bounce: the address can never receive mail. */
export const SANDBOX_BOUNCE_DOMAIN = 'bounce.relomove.test';
/** Addresses at this reserved test domain fail for now: the service asks to try again later. */
export const SANDBOX_FAIL_DOMAIN = 'fail.relomove.test';
/** The outbox's `transport` for what this mailer delivered. */
export const SANDBOX_TRANSPORT = 'sandbox';

/** What the sandbox writes to the logs (pino's Logger fits). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const atDomain = (address: string, domain: string) => {
  const host = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
};

/**
 * The SANDBOX mailer: a local stand-in for an email service, behaving like such a service's test mode.
 * It sends no real email. It checks the address (domain `isEmailAddress`), refuses the reserved test
 * domains (bounce.relomove.test: hard bounce; fail.relomove.test: temporary failure) and otherwise
 * "delivers" by writing the message to the `outbox_emails` table, where tests and staff read it.
 * Logs name it 'sandbox' and never carry the address or the body; they carry the message's `sandboxNote`
 * when it has one (a sign-up code: the embedded default has no real inbox).
 */
export class SandboxMailer implements Mailer {
  private readonly deps: { outbox: EmailOutbox; clock: Clock; log: MailLog };

  constructor(deps: { outbox: EmailOutbox; clock: Clock; log: MailLog }) {
    this.deps = deps;
  }

  send(email: OutgoingEmail): ResultAsync<{ messageId: string }, MailerError> {
    const { outbox, clock, log } = this.deps;
    const refuse = (error: MailerError) => {
      log.warn(
        { mailer: SANDBOX_TRANSPORT, quoteId: email.quoteId, outcome: error.kind },
        'sandbox mailer refused a message',
      );
      return errAsync<{ messageId: string }, MailerError>(error);
    };
    const to = email.to.trim();
    if (!isEmailAddress(to)) return refuse({ kind: 'InvalidRecipient', message: INVALID_EMAIL_MESSAGE });
    if (atDomain(to, SANDBOX_BOUNCE_DOMAIN)) {
      return refuse({
        kind: 'HardBounce',
        message: 'This address does not accept email (it bounced). Please check it and update your email.',
      });
    }
    if (atDomain(to, SANDBOX_FAIL_DOMAIN)) {
      return refuse({
        kind: 'TemporaryFailure',
        message: 'We could not send your email just now. Please try again in a few minutes.',
      });
    }
    const { sandboxNote, ...message } = email;
    return outbox
      .append({ ...message, to }, clock.now(), SANDBOX_TRANSPORT)
      .mapErr(
        (e): MailerError => ({
          kind: 'StorageUnavailable',
          message: e.kind === 'StorageUnavailable' ? e.message : 'the outbox is unavailable',
        }),
      )
      .map((stored) => {
        log.info(
          {
            mailer: SANDBOX_TRANSPORT,
            quoteId: email.quoteId,
            outboxId: stored.id,
            ...(sandboxNote === undefined ? {} : { note: sandboxNote }),
          },
          'sandbox mailer delivered a message to the outbox (no real email is sent)',
        );
        return { messageId: `${SANDBOX_TRANSPORT}-${stored.id}` };
      });
  }
}
