import type { ColumnType, Generated } from 'kysely';

// Tables of the Schema (schema.ts): what was sent to customers, what they chose to receive, and the analytics events.

/** The sandbox mailer's outbox: every email it delivered (migration 0003). */
export interface OutboxEmailsTable {
  id: Generated<number>;
  quote_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Which mailer delivered it, e.g. 'sandbox'. */
  transport: string;
  sent_at: ColumnType<Date, string, never>;
  /** JSON text of the attachments (EmailAttachment[]), or null for none (migration 0027). */
  attachments: ColumnType<string | null, string | null | undefined, never>;
  /** JSON text of the extra headers (name -> value), or null for none (migration 0027). */
  headers: ColumnType<string | null, string | null | undefined, never>;
  /** The notification's message key (unique where set), or null for an email sent outside it (migration 0028). */
  message_key: ColumnType<string | null, string | null | undefined, never>;
}

/** Text messages the sandbox SMS sender delivered (issue 14; migration 0027). Numbers in E.164. */
export interface OutboxSmsTable {
  id: Generated<number>;
  quote_id: number | null;
  to_number: string;
  from_number: string;
  body: string;
  segments: number;
  /** Which sender delivered it, e.g. 'sandbox'. */
  transport: string;
  sent_at: ColumnType<Date, string, never>;
  /** The notification's message key (unique where set), or null (migration 0028). */
  message_key: ColumnType<string | null, string | null | undefined, never>;
}

/** Issue 28: the moves whose messages are to be planned soon, one row per move (migration 0036). */
export interface PlanRequestsTable {
  quote_id: number;
  requested_at: ColumnType<Date, string | undefined, never>;
}

/** Issue 14, what was sent to whom by which channel (migration 0028): one row per message key and channel. */
export interface MessageLogTable {
  id: Generated<number>;
  /** Null for an account email (the sign-up code), which is about no move (migration 0034). */
  quote_id: number | null;
  message_key: string;
  kind: string;
  category: string;
  channel: 'email' | 'sms';
  state: 'sending' | 'sent' | 'failed' | 'skipped';
  recipient: string;
  summary: string;
  reason: string | null;
  transport: string | null;
  provider_message_id: string | null;
  due_at: ColumnType<Date, string, string>;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, string, never>;
  updated_at: ColumnType<Date, string, string>;
  sent_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

/** Issue 14 (migration 0029): what each customer chose to receive, by lower-cased email address. */
export interface MessagePreferencesTable {
  email: string;
  sms_enabled: boolean;
  /** The optional categories turned off ('survey', 'tips'), as a text[]. */
  opted_out: ColumnType<string[], string[], string[]>;
  updated_at: ColumnType<Date, string, string>;
}

/** Analytics events (§8 error events, §9 tracking ids; migration 0005). Append-only. */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  /** The §9 tracking id, 4..10005. */
  event_id: number;
  name: string;
  /** Digits only; '' before there is a quote. */
  quote_reference: string;
  page: string;
  /** JSON text of the string-to-string detail, or null. */
  detail: string | null;
  /** The visitor cookie's id (adapters/http/server/visitor.ts). */
  visitor_id: string | null;
  received_at: ColumnType<Date, string, never>;
}
