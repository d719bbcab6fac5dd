import { z } from 'zod';
import type { OutboxPage } from '../../../application/notifications/read-outbox';
import type { MessageLogEntry } from '../../../application/ports/message-log';
import {
  CHANNELS,
  type Channel,
  MESSAGE_CATEGORIES,
  MESSAGE_KINDS,
  type MessageCategory,
  type MessageKind,
} from '../../../domain/notifications/message-kinds';
import { OUTBOX_MAX_LIMIT } from '../../../domain/notifications/outbox-filter';
import { Text, listValues as values } from './common';
import { QueryInteger } from './reference';

/**
 * Issue 14 "Staff view": the outbox on the wire (GET staff/outbox, ours; the specification shows none).
 * Staff, agents and admins only. The CLI's --api mode and the /jojo/outbox page read it.
 */
export const OUTBOX_PATH = '/api/staff/outbox';

/** The longest recipient filter: an email address (RFC 5321). */
export const OUTBOX_TO_MAX = 254;

/**
 * ?to= an email address or phone number (any case, any punctuation); ?ref= a move's reference number;
 * ?limit= 1 to 500 (50 when left out). An empty `to` or `ref` filters nothing.
 */
export const OutboxQuery = z
  .object({
    to: Text(OUTBOX_TO_MAX).optional(),
    ref: z
      .string()
      .regex(/^\s*(\d{1,15})?\s*$/, 'Value must be a reference number (digits only)')
      .optional(),
    limit: QueryInteger(1, OUTBOX_MAX_LIMIT).optional(),
  })
  .strict();
export type OutboxQuery = z.input<typeof OutboxQuery>;

export const WireOutboxMessage = z.object({
  Id: z.number().int(),
  /** The move it is about; null for an account email (the sign-up code, issue 26). */
  QuoteId: z.number().int().nullable(),
  Kind: z.enum(values(MESSAGE_KINDS)),
  Category: z.enum(values(MESSAGE_CATEGORIES)),
  Channel: z.enum(values(CHANNELS)),
  State: z.enum(['sending', 'sent', 'failed', 'skipped']),
  /** The address or number it went (or would have gone) to. */
  Recipient: z.string(),
  /** The subject (email) or the text (SMS). */
  Summary: z.string(),
  /** Why it failed or was skipped; null when sent. */
  Reason: z.string().nullable(),
  /** 'smtp', 'sandbox'...; null until sent. */
  Transport: z.string().nullable(),
  Attempts: z.number().int(),
  /** ISO-8601: when it was sent, or when it was last tried. */
  At: z.string(),
  /** ISO-8601: when it was due. */
  DueAt: z.string(),
});
export type WireOutboxMessage = z.infer<typeof WireOutboxMessage>;

export const OutboxResponse = z.object({
  success: z.literal(true),
  /** Newest first. */
  Messages: z.array(WireOutboxMessage),
  /** The number of rows asked for: as many messages as this means older ones may exist. */
  Limit: z.number().int(),
});
export type OutboxResponse = z.infer<typeof OutboxResponse>;

/** One row as the outbox shows it, in process or from the wire. */
export interface OutboxRow {
  id: number;
  /** Null for an account email (issue 26). */
  quoteId: number | null;
  kind: MessageKind;
  category: MessageCategory;
  channel: Channel;
  state: MessageLogEntry['state'];
  recipient: string;
  summary: string;
  reason: string | null;
  transport: string | null;
  attempts: number;
  /** ISO-8601: when it was sent, or when it was last tried. */
  at: string;
  dueAt: string;
}

export function outboxRowOf(entry: MessageLogEntry): OutboxRow {
  return {
    id: entry.id,
    quoteId: entry.quoteId,
    kind: entry.kind,
    category: entry.category,
    channel: entry.channel,
    state: entry.state,
    recipient: entry.recipient,
    summary: entry.summary,
    reason: entry.reason,
    transport: entry.transport,
    attempts: entry.attempts,
    at: entry.sentAt ?? entry.updatedAt,
    dueAt: entry.dueAt,
  };
}

/** One outbox row in the wire's field names (the API's answer and the CLI's --json). */
export function toWireOutboxRow(r: OutboxRow): OutboxResponse['Messages'][number] {
  return {
    Id: r.id,
    QuoteId: r.quoteId,
    Kind: r.kind,
    Category: r.category,
    Channel: r.channel,
    State: r.state,
    Recipient: r.recipient,
    Summary: r.summary,
    Reason: r.reason,
    Transport: r.transport,
    Attempts: r.attempts,
    At: r.at,
    DueAt: r.dueAt,
  };
}

export function toWireOutbox(page: OutboxPage): OutboxResponse {
  return { success: true, Messages: page.messages.map(outboxRowOf).map(toWireOutboxRow), Limit: page.limit };
}

export function outboxFromWire(answer: OutboxResponse): { rows: OutboxRow[]; limit: number } {
  return {
    rows: answer.Messages.map((m) => ({
      id: m.Id,
      quoteId: m.QuoteId,
      kind: m.Kind,
      category: m.Category,
      channel: m.Channel,
      state: m.State,
      recipient: m.Recipient,
      summary: m.Summary,
      reason: m.Reason,
      transport: m.Transport,
      attempts: m.Attempts,
      at: m.At,
      dueAt: m.DueAt,
    })),
    limit: answer.Limit,
  };
}

/** The query string of a filter (empty values left out), for the clients. */
export function outboxQuery(filter: { to?: string; ref?: string; limit?: number }): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.to?.trim()) query.to = filter.to.trim();
  if (filter.ref?.trim()) query.ref = filter.ref.trim();
  if (filter.limit !== undefined) query.limit = String(filter.limit);
  return query;
}
