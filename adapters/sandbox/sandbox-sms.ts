import { errAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock';
import type { SmsOutbox } from '../../application/ports/sms-outbox';
import type { OutgoingSms, SmsError, SmsSender } from '../../application/ports/sms-sender';
import { SMS_MAX_CHARACTERS, smsCharacters, smsSegments, toE164 } from '../../domain/notifications/sms-text';

/** The outbox's `transport` for what this sender delivered. */
export const SANDBOX_SMS_TRANSPORT = 'sandbox';

/** The sandbox's sending number that works (tracking.md "SMS sandbox"); the default sender. */
export const SANDBOX_SMS_FROM = '+15005550006';

/** What the sandbox writes to the logs (pino's Logger fits). */
export interface SmsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The test-mode sender numbers that fail, and how (tracking.md "SMS sandbox"). */
const SENDER_FAILURES: Record<string, SmsError> = {
  '+15005550001': {
    kind: 'InvalidSender',
    permanent: true,
    message: 'We could not send your text: our sending number is not valid. Our team has been told.',
  },
  '+15005550007': {
    kind: 'SenderNotOwned',
    permanent: true,
    message: 'We could not send your text: our sending number is not set up. Our team has been told.',
  },
  '+15005550008': {
    kind: 'QueueFull',
    permanent: false,
    message: 'We could not send your text just now. We will try again shortly.',
  },
};

/** The test-mode recipient numbers that fail, and how (tracking.md "SMS sandbox"). */
const RECIPIENT_FAILURES: Record<string, SmsError> = {
  '+15005550001': {
    kind: 'InvalidRecipient',
    permanent: true,
    message: "Your phone number isn't a valid mobile number. Please update it.",
  },
  '+15005550002': {
    kind: 'Unroutable',
    permanent: true,
    message: "We can't reach your phone number by text. Please update it.",
  },
  '+15005550003': {
    kind: 'RegionNotPermitted',
    permanent: true,
    message: "We can't send texts to your phone number's country. Please use a US or Canadian mobile number.",
  },
  '+15005550004': {
    kind: 'Blocked',
    permanent: true,
    message:
      'Your phone number has blocked our texts. Reply START to our number to allow them again, or turn texts off.',
  },
  '+15005550009': {
    kind: 'CannotReceiveSms',
    permanent: true,
    message: "Your phone number can't receive texts. Please update it with a mobile number.",
  },
};

const NOT_A_NUMBER: SmsError = {
  kind: 'InvalidRecipient',
  permanent: true,
  message: "Your phone number isn't a valid mobile number. Please update it.",
};

/**
 * The SANDBOX SMS sender: a local stand-in for an SMS provider, behaving like the provider's test mode
 * (tracking.md "SMS sandbox"). It sends and charges nothing. It checks the numbers (E.164; the 10 US
 * digits the app stores become +1 numbers) and the body (1 to 1600 characters), fails the magic sender
 * and recipient numbers with their reasons, and otherwise "delivers" by writing the text to the
 * `outbox_sms` table, shared by every instance. Logs name it 'sandbox' and never carry the number or body.
 */
export class SandboxSms implements SmsSender {
  private readonly deps: { outbox: SmsOutbox; clock: Clock; log: SmsLog; from?: string };

  constructor(deps: { outbox: SmsOutbox; clock: Clock; log: SmsLog; from?: string }) {
    this.deps = deps;
  }

  send(sms: OutgoingSms): ResultAsync<{ messageId: string }, SmsError> {
    const { outbox, clock, log } = this.deps;
    const refuse = (error: SmsError) => {
      log.warn(
        { sms: SANDBOX_SMS_TRANSPORT, quoteId: sms.quoteId, outcome: error.kind, permanent: error.permanent },
        'sandbox SMS sender refused a message',
      );
      return errAsync<{ messageId: string }, SmsError>(error);
    };
    const from = toE164(sms.from ?? this.deps.from ?? SANDBOX_SMS_FROM);
    if (from === null) return refuse(senderFailure('+15005550001'));
    if (from !== SANDBOX_SMS_FROM) return refuse(senderFailure(from));
    const to = toE164(sms.to);
    if (to === null) return refuse(NOT_A_NUMBER);
    const recipientFailure = RECIPIENT_FAILURES[to];
    if (recipientFailure) return refuse(recipientFailure);
    if (sms.body.trim() === '') {
      return refuse({ kind: 'InvalidBody', permanent: true, message: 'The text message is empty.' });
    }
    if (smsCharacters(sms.body) > SMS_MAX_CHARACTERS) {
      return refuse({
        kind: 'InvalidBody',
        permanent: true,
        message: `The text message is longer than ${SMS_MAX_CHARACTERS} characters.`,
      });
    }
    return outbox
      .append(
        {
          quoteId: sms.quoteId,
          to,
          from,
          body: sms.body,
          segments: smsSegments(sms.body),
          ...(sms.messageKey ? { messageKey: sms.messageKey } : {}),
        },
        clock.now(),
        SANDBOX_SMS_TRANSPORT,
      )
      .mapErr(
        (e): SmsError => ({
          kind: 'StorageUnavailable',
          permanent: false,
          message: e.kind === 'StorageUnavailable' ? e.message : 'the SMS outbox is unavailable',
        }),
      )
      .map((stored) => {
        log.info(
          {
            sms: SANDBOX_SMS_TRANSPORT,
            quoteId: sms.quoteId,
            outboxId: stored.id,
            segments: stored.segments,
          },
          'sandbox SMS sender delivered a text to the outbox (nothing is really sent)',
        );
        return { messageId: `${SANDBOX_SMS_TRANSPORT}-sms-${stored.id}` };
      });
  }
}

/**
 * A sender other than the test number that works: the magic failures as listed; any other number is not
 * one the test account owns (as the provider's test mode answers).
 */
function senderFailure(from: string): SmsError {
  return (
    SENDER_FAILURES[from] ?? {
      kind: 'SenderNotOwned',
      permanent: true,
      message: 'We could not send your text: our sending number is not set up. Our team has been told.',
    }
  );
}
