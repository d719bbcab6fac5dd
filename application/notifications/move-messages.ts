import { okAsync, ResultAsync } from 'neverthrow';
import type { MessageContent } from '../../domain/notifications/message-content';
import {
  Channel,
  channelsFor,
  DEFAULT_PREFERENCES,
  type MessagePreferences,
  SkipReason,
} from '../../domain/notifications/message-kinds';
import { moveMessageContent } from '../../domain/notifications/move-message-content';
import {
  customerTimeZone,
  isExpired,
  type PlannedMessage,
  planMoveMessages,
  quietUntil,
  storageNoticeJobWhat,
} from '../../domain/notifications/move-plan';
import {
  MESSAGE_SETTINGS_PATH,
  unsubscribeHeaders,
  unsubscribeLinks,
} from '../../domain/notifications/unsubscribe-headers';
import type { CalendarFileWriter } from '../ports/calendar-file-writer';
import type { Clock } from '../ports/clock';
import { JobName, type JobOutcome, type JobQueue } from '../ports/job-queue';
import type { Mailer, MailerError, OutgoingEmail } from '../ports/mailer';
import type { MessageClaim, MessageLog } from '../ports/message-log';
import type { MessagePreferencesStore } from '../ports/message-preferences-store';
import type { MessageRenderer } from '../ports/message-renderer';
import type { RepositoryError } from '../ports/quote-repository';
import type { SmsError, SmsSender } from '../ports/sms-sender';
import type { UnsubscribeTokens } from '../ports/unsubscribe-tokens';
import { UseCase } from '../use-case';
import { type GatheredMove, gatherMove, type MoveFactsDeps } from './move-facts';

export interface PlanMoveMessagesDeps extends MoveFactsDeps {
  jobs: JobQueue;
  log: MessageLog;
  clock: Clock;
}

/** What a plan did: the messages scheduled, and those already handled. */
export interface PlanOutcome {
  readonly scheduled: readonly string[];
  readonly handled: number;
}

/**
 * Issue 14, the plan-messages job: decides the move's messages (domain move-plan.ts) and schedules a
 * deliver-message job for each one not handled yet, at its due time, under its job key, so a reminder
 * whose date moved replaces the pending one. Reminders of milestones no longer dated are cancelled, and so
 * is the inspection reminder once the form is Received (issue 15).
 */
export class PlanMoveMessages extends UseCase<PlanMoveMessagesDeps> {
  execute(input: { quoteId: number }): ResultAsync<PlanOutcome, RepositoryError> {
    const { jobs, log, clock } = this.deps;
    return gatherMove(this.deps, input.quoteId).andThen((move) => {
      if (move === null) return okAsync<PlanOutcome, RepositoryError>({ scheduled: [], handled: 0 });
      const plan = planMoveMessages(move.facts, clock.now());
      return log.handledKeys(input.quoteId).andThen((handled) => {
        const due = plan.filter((m) => !handled.has(m.key));
        const reminderJobs = new Set(plan.map((m) => m.jobKey).filter((k) => k.includes(':reminder:')));
        const dropped = ['DropOff', 'OriginPickup', 'Delivery']
          .map((m) => `${input.quoteId}:reminder:${m}`)
          .filter((k) => !reminderJobs.has(k));
        // Issue 15: once the inspection form is in (or no longer needed), its pending reminder goes too.
        const inspection = `${input.quoteId}:inspection`;
        if (!plan.some((m) => m.jobKey === inspection)) dropped.push(inspection);
        // Issue 13: once storage ended (or nothing more is to be charged), its pending notice goes too.
        const storageNotice = `${input.quoteId}:${storageNoticeJobWhat}`;
        if (!plan.some((m) => m.jobKey === storageNotice)) dropped.push(storageNotice);
        return ResultAsync.combine([
          ...due.map((m) =>
            jobs.schedule({
              name: JobName.DeliverMessage,
              key: m.jobKey,
              data: { quoteId: input.quoteId, messageKey: m.key, channel: null, dueAt: m.dueAt },
              runAt: m.dueAt,
            }),
          ),
          ...dropped.map((key) => jobs.cancel(JobName.DeliverMessage, key)),
        ]).map(() => ({ scheduled: due.map((m) => m.key), handled: plan.length - due.length }));
      });
    });
  }
}

export interface DeliverMoveMessageDeps extends MoveFactsDeps {
  jobs: JobQueue;
  log: MessageLog;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  renderer: MessageRenderer;
  calendarFiles: CalendarFileWriter;
  preferences: MessagePreferencesStore;
  tokens: UnsubscribeTokens;
}

/** One channel's end, for the job's outcome. */
type ChannelOutcome = 'done' | { retry: string };

/** What a transport answered: sent, failed for good, or worth trying again. */
type Sent =
  | { kind: 'sent'; providerMessageId: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'retry'; message: string };

/** A mailer's error: to retry when the mail service or the outbox may take it later, failed for good otherwise. */
function emailFailure(error: MailerError): Sent {
  return error.kind === 'TemporaryFailure' || error.kind === 'StorageUnavailable'
    ? { kind: 'retry', message: error.reason ?? error.message }
    : { kind: 'failed', reason: error.message };
}

/** An SMS sender's error: failed for good when the provider says so, to retry otherwise. */
function smsFailure(error: SmsError): Sent {
  return error.permanent
    ? { kind: 'failed', reason: error.message }
    : { kind: 'retry', message: error.message };
}

/** What became of one send: sent, with the provider's id, or its error as `failed` reads it (to retry, or failed). */
function sentOrNot<E>(
  sending: ResultAsync<{ messageId: string }, E>,
  failed: (error: E) => Sent,
): ResultAsync<Sent, never> {
  return sending
    .map((sent): Sent => ({ kind: 'sent', providerMessageId: sent.messageId }))
    .orElse((error) => okAsync<Sent, never>(failed(error)));
}

/**
 * Issue 14, the deliver-message job: sends one planned message by the customer's channels, once. It plans
 * the move again first: a message no longer planned (the move changed) or not yet due is not sent; one
 * more than MESSAGE_EXPIRY_HOURS late is dropped and logged. Each channel is claimed in the message log
 * before sending, so a retry or a second instance never sends it twice. A text in quiet hours is moved to
 * the next 8 a.m. (its own job), never dropped. A temporary failure asks the queue to retry; a permanent
 * one is logged and shown on the dashboard.
 */
export class DeliverMoveMessage extends UseCase<DeliverMoveMessageDeps> {
  execute(input: {
    quoteId: number;
    messageKey: string;
    channel: Channel | null;
  }): ResultAsync<JobOutcome, never> {
    const { clock } = this.deps;
    const outcome = gatherMove(this.deps, input.quoteId).andThen(
      (move): ResultAsync<JobOutcome, RepositoryError> => {
        if (move === null) return okAsync({ kind: 'Done' });
        const now = clock.now();
        const message = planMoveMessages(move.facts, now).find((m) => m.key === input.messageKey);
        if (message === undefined) return okAsync({ kind: 'Done' });
        if (Date.parse(message.dueAt) > clock.nowMs() + 60_000) return okAsync({ kind: 'Done' });
        return this.deps.preferences
          .get(move.facts.email)
          .orElse(() => okAsync<MessagePreferences, RepositoryError>(DEFAULT_PREFERENCES))
          .andThen((preferences) => this.send(move, message, preferences, input.channel));
      },
    );
    return outcome.orElse((error) =>
      okAsync<JobOutcome, never>({ kind: 'Retry', message: 'message' in error ? error.message : error.kind }),
    );
  }

  private send(
    move: GatheredMove,
    message: PlannedMessage,
    preferences: MessagePreferences,
    only: Channel | null,
  ): ResultAsync<JobOutcome, RepositoryError> {
    const { facts } = move;
    const now = this.deps.clock.now();
    const content = moveMessageContent(message, facts, {
      siteUrl: this.deps.settings.siteUrl,
      summaryRows: move.summaryRows,
      confirmation: move.confirmation,
    });
    const contact = { email: facts.email, smsOptIn: facts.smsOptIn, smsNumber: facts.smsNumber };
    const route = channelsFor(message.category, contact, preferences);
    const claimOf = (channel: Channel, recipient: string, summary: string): MessageClaim => ({
      quoteId: facts.quoteId,
      messageKey: message.key,
      kind: message.kind,
      category: message.category,
      channel,
      recipient,
      summary,
      dueAt: message.dueAt,
      at: now,
    });
    const recipientOf = (channel: Channel) => (channel === Channel.Email ? facts.email : facts.smsNumber);
    const summaryOf = (channel: Channel) => (channel === Channel.Email ? content.subject : content.sms);
    const wanted = (channel: Channel) => only === null || only === channel;
    if (isExpired(message, now)) {
      return ResultAsync.combine(
        [Channel.Email, Channel.Sms]
          .filter(wanted)
          .map((c) => this.deps.log.skip(claimOf(c, recipientOf(c), summaryOf(c)), SkipReason.TooLate)),
      ).map((): JobOutcome => ({ kind: 'Done' }));
    }
    const skips = route.skipped
      .filter((s) => wanted(s.channel))
      .map((s) =>
        this.deps.log.skip(claimOf(s.channel, recipientOf(s.channel), summaryOf(s.channel)), s.reason),
      );
    const sends = route.send
      .filter(wanted)
      .map((channel) =>
        channel === Channel.Email
          ? this.email(move, message, content, claimOf(channel, facts.email, content.subject))
          : this.text(move, message, content, claimOf(channel, facts.smsNumber, content.sms)),
      );
    return ResultAsync.combine([...skips.map((s) => s.map((): ChannelOutcome => 'done')), ...sends]).map(
      (outcomes): JobOutcome => {
        const retry = outcomes.find((o): o is { retry: string } => o !== 'done');
        return retry ? { kind: 'Retry', message: retry.retry } : { kind: 'Done' };
      },
    );
  }

  private email(
    move: GatheredMove,
    message: PlannedMessage,
    content: MessageContent,
    claim: MessageClaim,
  ): ResultAsync<ChannelOutcome, RepositoryError> {
    const { log, renderer, mailer, tokens, settings } = this.deps;
    return log.claim(claim).andThen((claimed): ResultAsync<ChannelOutcome, RepositoryError> => {
      if (claimed.kind === 'Ended') return okAsync('done');
      const site = settings.siteUrl.replace(/\/$/, '');
      const links = unsubscribeLinks(site, tokens.sign({ email: move.facts.email, topic: message.category }));
      return renderer
        .email(content, { unsubscribeUrl: links.page, preferencesUrl: `${site}${MESSAGE_SETTINGS_PATH}` })
        .mapErr((e): RepositoryError => ({ kind: 'StorageUnavailable', message: e.message }))
        .andThen((rendered) => {
          const attachment = this.calendarAttachment(move, message);
          const email: OutgoingEmail = {
            to: move.facts.email,
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            quoteId: move.facts.quoteId,
            messageKey: `${message.key}:email`,
            headers: unsubscribeHeaders(links.oneClick),
            ...(attachment ? { attachments: [attachment] } : {}),
          };
          return sentOrNot(mailer.send(email), emailFailure).andThen((sent) =>
            this.finish(message, Channel.Email, sent),
          );
        });
    });
  }

  private text(
    move: GatheredMove,
    message: PlannedMessage,
    content: MessageContent,
    claim: MessageClaim,
  ): ResultAsync<ChannelOutcome, RepositoryError> {
    const { log, clock, sms, jobs } = this.deps;
    const quiet = quietUntil(clock.now(), customerTimeZone(move.facts));
    if (quiet !== null) {
      return jobs
        .schedule({
          name: JobName.DeliverMessage,
          key: `${message.jobKey}:sms`,
          data: { quoteId: move.facts.quoteId, messageKey: message.key, channel: Channel.Sms, dueAt: quiet },
          runAt: quiet,
        })
        .map((): ChannelOutcome => 'done');
    }
    return log.claim(claim).andThen((claimed): ResultAsync<ChannelOutcome, RepositoryError> => {
      if (claimed.kind === 'Ended') return okAsync('done');
      const sending = sms.send({
        to: move.facts.smsNumber,
        body: content.sms,
        quoteId: move.facts.quoteId,
        messageKey: `${message.key}:sms`,
      });
      return sentOrNot(sending, smsFailure).andThen((sent) => this.finish(message, Channel.Sms, sent));
    });
  }

  /** Writes a channel's end in the log; a temporary failure leaves the row 'sending' and asks for a retry. */
  private finish(
    message: PlannedMessage,
    channel: Channel,
    sent: Sent,
  ): ResultAsync<ChannelOutcome, RepositoryError> {
    const at = this.deps.clock.now();
    switch (sent.kind) {
      case 'retry':
        return okAsync({ retry: sent.message });
      case 'failed':
        return this.deps.log
          .finish(message.key, channel, { state: 'failed', reason: sent.reason }, at)
          .map((): ChannelOutcome => 'done');
      case 'sent':
        return this.deps.log
          .finish(
            message.key,
            channel,
            { state: 'sent', transport: channel, providerMessageId: sent.providerMessageId },
            at,
          )
          .map((): ChannelOutcome => 'done');
    }
  }

  /** The message's calendar file: its milestone's event from the move's calendar (stable UID, SEQUENCE). */
  private calendarAttachment(move: GatheredMove, message: PlannedMessage) {
    if (message.calendarMilestone === null) return null;
    const event = move.calendar.find((e) => e.milestone === message.calendarMilestone);
    if (!event) return null;
    return {
      filename: `${message.calendarMilestone}.ics`,
      contentType: 'text/calendar; method=PUBLISH',
      content: this.deps.calendarFiles.write([event], `Relomove move ${move.facts.reference}`),
    };
  }
}
