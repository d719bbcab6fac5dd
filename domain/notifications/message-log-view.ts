/**
 * Issue 14, the dashboard's message log in words: what was sent, when and by which channel ("We texted
 * you at 6:02 p.m."), and a notice for a channel whose last message failed for good ("Your phone number
 * can't receive texts" and what to do).
 */
import type { Channel } from './message-kinds';

/** A log row as the customer's dashboard reads it. */
export interface MessageLogRow {
  readonly channel: Channel;
  readonly state: 'sending' | 'sent' | 'failed' | 'skipped';
  readonly summary: string;
  readonly reason: string | null;
  /** ISO-8601: when it was sent, or when it was last tried. */
  readonly at: string;
}

/** 'We emailed you' / 'We texted you' / the reason it was not sent. */
export function logLine(row: MessageLogRow): string {
  if (row.state === 'sent') return row.channel === 'email' ? 'We emailed you' : 'We texted you';
  if (row.state === 'failed') return row.channel === 'email' ? 'Email not delivered' : 'Text not delivered';
  if (row.state === 'sending') return row.channel === 'email' ? 'Sending the email' : 'Sending the text';
  return row.channel === 'email' ? 'Email not sent' : 'Text not sent';
}

/** A channel that needs the customer's attention: its last message (newest first) failed for good. */
export interface ChannelNotice {
  readonly channel: Channel;
  readonly message: string;
}

/**
 * The notices of a log (rows newest first): for each channel whose newest sent-or-failed row failed,
 * the reason the transport gave (it says what to update).
 */
export function channelNotices(rows: readonly MessageLogRow[]): ChannelNotice[] {
  const notices: ChannelNotice[] = [];
  for (const channel of ['email', 'sms'] as const) {
    const last = rows.find((r) => r.channel === channel && (r.state === 'sent' || r.state === 'failed'));
    if (last?.state === 'failed') {
      const fallback =
        channel === 'email'
          ? 'Our emails to you are not being delivered. Please check your email address.'
          : "Your phone number can't receive texts. Please update it.";
      notices.push({ channel, message: last.reason ?? fallback });
    }
  }
  return notices;
}
