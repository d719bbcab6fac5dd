import type { ResultAsync } from 'neverthrow';
import {
  type ChannelNotice,
  channelNotices,
  type MessageLogRow,
} from '../../domain/notifications/message-log-view';
import type { Viewer } from '../accounts/viewer';
import type { MessageLog, MessageLogEntry } from '../ports/message-log';
import type { QuoteRepository } from '../ports/quote-repository';
import type { ReservationRepository } from '../ports/reservation-repository';
import { ownedQuote } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

/** How many of a move's messages the dashboard shows. */
export const MESSAGE_LOG_LIMIT = 50;

export interface MessageLogView {
  readonly rows: readonly (MessageLogRow & { readonly kind: string; readonly recipient: string })[];
  readonly notices: readonly ChannelNotice[];
}

function rowOf(entry: MessageLogEntry): MessageLogView['rows'][number] {
  return {
    channel: entry.channel,
    state: entry.state,
    summary: entry.summary,
    reason: entry.reason,
    at: entry.sentAt ?? entry.updatedAt,
    kind: entry.kind,
    recipient: entry.recipient,
  };
}

/**
 * Issue 14, the message log on the dashboard (GET moves/{id}/messages): what was sent about the move, when
 * and by which channel, newest first, with a notice for a channel that fails. The owner and staff only;
 * anyone else gets ReservationNotFound (404).
 */
export class ViewMessageLog extends UseCase<{
  quotes: QuoteRepository;
  reservations: ReservationRepository;
  log: MessageLog;
}> {
  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<MessageLogView, ReservationError> {
    return ownedQuote(this.deps, input.viewer, input.quoteId, true).andThen(() =>
      this.deps.log.forMove(input.quoteId, MESSAGE_LOG_LIMIT).map((entries) => {
        // What was not sent by choice or rule (no texts asked for, a category turned off, too late) is for
        // staff (relomove outbox); the customer sees what was sent, is being sent, or failed.
        const rows = entries.filter((e) => e.state !== 'skipped').map(rowOf);
        return { rows, notices: channelNotices(rows) };
      }),
    );
  }
}
