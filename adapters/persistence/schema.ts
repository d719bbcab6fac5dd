import type { ColumnType, Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Both drivers are configured (database.ts) so that reads agree:
 * int8 comes back as a JS number, `date` as its 'YYYY-MM-DD' text, timestamptz as a Date and jsonb
 * parsed. Timestamps are written as ISO-8601 strings from the injected Clock.
 */
export interface Schema {
  quotes: QuotesTable;
  quote_changes: QuoteChangesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  outbox_emails: OutboxEmailsTable;
  quote_email_claims: QuoteEmailClaimsTable;
  outbox_sms: OutboxSmsTable;
  message_log: MessageLogTable;
  quote_queue: QuoteQueueTable;
  analytics_events: AnalyticsEventsTable;
  shared_secrets: SharedSecretsTable;
  captcha_spent: CaptchaSpentTable;
  reservation_drafts: ReservationDraftsTable;
  reservations: ReservationsTable;
  reserve_requests: ReserveRequestsTable;
  reservation_progress: ReservationProgressTable;
  sandbox_card_tokens: SandboxCardTokensTable;
  sandbox_card_requests: SandboxCardRequestsTable;
  sandbox_card_authorizations: SandboxCardAuthorizationsTable;
  sandbox_card_captures: SandboxCardCapturesTable;
  sandbox_card_refunds: SandboxCardRefundsTable;
  sandbox_card_voids: SandboxCardVoidsTable;
  sandbox_card_charge_requests: SandboxCardChargeRequestsTable;
  signup_codes: SignupCodesTable;
  appointment_bookings: AppointmentBookingsTable;
  payment_ledger: PaymentLedgerTable;
  payment_requests: PaymentRequestsTable;
  shipment_events: ShipmentEventsTable;
  calendar_entries: CalendarEntriesTable;
  message_preferences: MessagePreferencesTable;
  post_delivery_surveys: PostDeliverySurveysTable;
  covid_acknowledgements: CovidAcknowledgementsTable;
  inspection_forms: InspectionFormsTable;
  place_mappings: PlaceMappingsTable;
  referrer_arrivals: ReferrerArrivalsTable;
  move_changes: MoveChangesTable;
}

export interface QuotesTable {
  /** Identity starting at 1000001, so reference numbers look like real 7-digit numbers. */
  id: Generated<number>;
  revision: number;
  status: string;
  /** Lower-cased contact email. */
  email: string;
  origin_zip: string;
  destination_zip: string;
  move_date: string;
  /** The whole domain Quote, written as JSON text and read back parsed. */
  /** JSON text (migration 0004: text, not jsonb, since nothing queries inside it). */
  document: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, string, never>;
  updated_at: ColumnType<Date, string, string>;
  /** Issue 10 (migration 0008): the creator's opaque key (a hash of the visitor cookie), or null. */
  created_by: ColumnType<string | null, string | null | undefined, never>;
  /** Issue 11 (migration 0009): the account that reserves the quote, or null while nobody has. */
  owner_user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One audit row per accepted update. */
export interface QuoteChangesTable {
  id: Generated<number>;
  quote_id: number;
  from_revision: number;
  to_revision: number;
  changed_at: ColumnType<Date, string, never>;
  changed_by: string | null;
  reason: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  password_hash: string;
  /** One of domain/accounts Role: customer, agent, staff, admin (checked by the table). */
  role: string;
  /** §3 Contact of the user's own record (migration 0002). */
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  /** Digits only. */
  phone_number: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface SessionsTable {
  /** The hash of the random session token (the token itself is never stored). */
  id: string;
  /** A random id that grants nothing by itself (migration 0002). */
  public_id: string;
  user_id: number;
  /** Sign-in time, from the Clock; the absolute expiry counts from it. */
  created_at: ColumnType<Date, string, never>;
  /** Idle expiry, pushed forward as the session is used, never past created_at + 30 days. */
  expires_at: ColumnType<Date, string, string>;
}

export interface LoginAttemptsTable {
  /** Migration 0007: each reserved attempt has its own id (primary key). */
  id: Generated<number>;
  /** What is being throttled, e.g. an email or an IP address. */
  key: string;
  attempted_at: ColumnType<Date, string, never>;
}

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

/** The quote emails each quote was allowed in its last hour (issue 26 finding 1; migration 0034). */
export interface QuoteEmailClaimsTable {
  /** bigint: PostgreSQL answers it as text, PGlite as a number; read it with Number(). */
  id: Generated<number | string>;
  quote_id: number;
  claimed_at: ColumnType<Date, string, never>;
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

/** Call-back requests (§7 quotes/queue, our design; migration 0003). One open request per quote. */
export interface QuoteQueueTable {
  id: Generated<number>;
  quote_id: number;
  /** 10 digits. */
  phone_number: string;
  preferred_time: string | null;
  note: string;
  /** open, done or cancelled. */
  status: ColumnType<string, string | undefined, string>;
  requested_at: ColumnType<Date, string, never>;
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

/** Secrets every instance must share, generated once into the database (migration 0006). */
export interface SharedSecretsTable {
  /** e.g. 'captcha-hmac'. */
  name: string;
  value: string;
  created_at: ColumnType<Date, string, never>;
}

/** Spent proof-of-work challenges, by signature, kept until they expire (migration 0006). */
export interface CaptchaSpentTable {
  signature: string;
  expires_at: ColumnType<Date, string, never>;
}

/** Issue 11 (migration 0009): the server-side draft of a reservation, one per quote. */
export interface ReservationDraftsTable {
  quote_id: number;
  user_id: number;
  /** JSON text of domain/reservation/draft.ts ReservationDraft. */
  document: string;
  updated_at: ColumnType<Date, string, string>;
}

/** Issue 11 (migration 0009): one row per booked move; the date's capacity is counted from it. */
export interface ReservationsTable {
  quote_id: number;
  user_id: number;
  origin_station: string;
  spot_date: string;
  reserved_at: ColumnType<Date, string, never>;
  /** Migration 0019: when a cancellation gave the date's capacity back; null while it holds it. */
  released_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

/** Issue 11 (migration 0009): the answer of POST moves/{id}/reserve by the caller's idempotency key. */
export interface ReserveRequestsTable {
  user_id: number;
  idempotency_key: string;
  /** SHA-256 of the request body, so that a reused key with another request is refused. */
  request_hash: string;
  /** JSON text of the stored answer; null while the first request is still running. */
  answer: string | null;
  created_at: ColumnType<Date, string, never>;
}

/** Issue 11 (migration 0009): POST moves/{id}/log-progress entries (§7 fields), append-only. */
export interface ReservationProgressTable {
  id: Generated<number>;
  quote_id: number;
  user_id: number;
  section: string;
  revision: number;
  /** JSON text of the other §7 fields. */
  detail: string;
  logged_at: ColumnType<Date, string, never>;
}

/** The sandbox card processor's saved cards (migration 0010): never the number or the security code. */
export interface SandboxCardTokensTable {
  token: string;
  user_id: number;
  brand: string;
  last_four: string;
  expiration_date: string;
  name_on_card: string;
  billing_zip: string;
  /** What the card's test number does when charged later (migration 0013); default 'approve'. */
  charge_outcome: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, string, never>;
}

/** The sandbox card processor's idempotency keys (migration 0010): a keyed hash of each request, its first answer. */
export interface SandboxCardRequestsTable {
  user_id: number;
  idempotency_key: string;
  fingerprint: string;
  answer: string;
  created_at: ColumnType<Date, string, never>;
}

/**
 * The sandbox card processor's charges (issue 12, migration 0013): the same types as the adapter's
 * SandboxCardTables (adapters/sandbox/sandbox-card-processor.ts), which reads and writes them. Cents.
 */
export interface SandboxCardAuthorizationsTable {
  id: string;
  token: string;
  user_id: number;
  amount: number;
  off_session: boolean;
  status: string;
  expires_at: ColumnType<Date, string, never>;
  idempotency_key: string;
  created_at: ColumnType<Date, string, never>;
}
export interface SandboxCardCapturesTable {
  id: string;
  authorization_id: string;
  amount: number;
  released: number;
  idempotency_key: string;
  created_at: ColumnType<Date, string, never>;
}
export interface SandboxCardRefundsTable {
  id: string;
  capture_id: string;
  amount: number;
  idempotency_key: string;
  created_at: ColumnType<Date, string, never>;
}
export interface SandboxCardVoidsTable {
  id: string;
  authorization_id: string;
  amount: number;
  idempotency_key: string;
  created_at: ColumnType<Date, string, never>;
}
export interface SandboxCardChargeRequestsTable {
  idempotency_key: string;
  request: string;
  answer: string;
  created_at: ColumnType<Date, string, never>;
}

/** Sign-ups waiting for their emailed code (issue 11, migration 0012). */
export interface SignupCodesTable {
  /** Lower-cased. */
  email: string;
  /** A keyed hash of the code (SignUpCodes); the code itself is never stored. */
  code_hash: string;
  first_name: string;
  last_name: string;
  /** Digits only. */
  phone_number: string;
  /** The PasswordHasher's hash. */
  password_hash: string;
  quote_id: ColumnType<number | null, number | null, number | null>;
  expires_at: ColumnType<Date, string, string>;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, string, string>;
}

/** Appointment windows booked at a station, one per quote and end of the move (migration 0011). */
export interface AppointmentBookingsTable {
  id: Generated<number>;
  quote_id: number;
  station_code: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'origin' or 'destination'. */
  move_end: string;
  /** §3 AppointmentWindow. */
  appointment_window: string;
  /** 4 digits, colon removed (§3). */
  early_time: string;
  late_time: string;
  booked_at: ColumnType<Date, string, never>;
  /** Migration 0019: when a cancellation gave the window back; null while it holds it. */
  released_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

/** The payments ledger (migration 0016): append-only, one row per money event, amounts in cents. */
export interface PaymentLedgerTable {
  id: Generated<number>;
  quote_id: number;
  /** domain/payment/ledger-entry.ts LedgerEntryKind. */
  kind: string;
  /** bigint: PostgreSQL answers it as text, PGlite as a number; read it with Number(). */
  amount_cents: ColumnType<string | number, number, never>;
  /** §3 Method. */
  method: string;
  processor_reference: string;
  relates_to: string | null;
  idempotency_key: string;
  /** 'customer', 'staff' or 'system'. */
  actor: string;
  reason: string;
  /** §3/§8 card result of a Failure row. */
  failure_result: string | null;
  failure_message: string | null;
  /** When an Authorization row's hold ends. */
  expires_at: ColumnType<Date | null, string | null, never>;
  recorded_at: ColumnType<Date, string, never>;
}

/** Issue 12 (migration 0018): the first answer of POST payments/pay and POST moves/{id}/cancel by the caller's key. */
export interface PaymentRequestsTable {
  user_id: number;
  idempotency_key: string;
  /** 'pay' or 'cancel'. */
  operation: string;
  quote_id: number;
  /** SHA-256 of the request, so that a reused key with another request is refused. */
  request_hash: string;
  /** JSON text of the kept answer. */
  answer: string;
  created_at: ColumnType<Date, string, never>;
}

/**
 * Issue 13 (migration 0020): a move's shipment events, append-only, one row per event
 * (domain/shipment/shipment-event.ts). Instants are kept as written (their offset is the station's), so
 * occurred_at and recorded_at are text; the window's dates are `date`.
 */
export interface ShipmentEventsTable {
  id: Generated<number>;
  quote_id: number;
  milestone: string;
  status: string;
  reason: string | null;
  occurred_at: string;
  recorded_at: string;
  /** 'staff', 'carrier-sandbox' or 'system'. */
  source: string;
  location: string | null;
  window_early: string | null;
  window_late: string | null;
  raw_code: string | null;
  /** The staff member's email, 'carrier-sandbox' or 'system'. */
  recorded_by: string;
  idempotency_key: string;
}

/**
 * Issue 13 (migration 0023): the calendar file of each dated milestone of a move, its UID, SEQUENCE and
 * what it last said (domain/shipment/calendar-entry.ts).
 */
export interface CalendarEntriesTable {
  quote_id: number;
  milestone: string;
  uid: string;
  sequence: number;
  early: string;
  late: string;
  /** 'HHMM' in the station's local time, or null for an all-day event. */
  early_time: string | null;
  late_time: string | null;
  date_type: string;
  cancelled: boolean;
  written_at: string;
}

/** Issue 14 (migration 0029): what each customer chose to receive, by lower-cased email address. */
export interface MessagePreferencesTable {
  email: string;
  sms_enabled: boolean;
  /** The optional categories turned off ('survey', 'tips'), as a text[]. */
  opted_out: ColumnType<string[], string[], string[]>;
  updated_at: ColumnType<Date, string, string>;
}

/** Issue 15 (migration 0031): one post-delivery survey answer per move; ratings 1-5 (a step may be null). */
export interface PostDeliverySurveysTable {
  quote_id: number;
  overall_rating: number;
  drop_off_rating: number | null;
  pickup_rating: number | null;
  transit_rating: number | null;
  delivery_rating: number | null;
  recommend_score: number;
  comment: string;
  submitted_by: string;
  submitted_at: ColumnType<Date, string, string>;
  updated_at: ColumnType<Date, string, string>;
  revision: Generated<number>;
}

/** Issue 15 (migration 0031): one health-and-safety acknowledgement per move. */
export interface CovidAcknowledgementsTable {
  quote_id: number;
  household_well: boolean;
  masks_requested: boolean;
  contactless_handover: boolean;
  submitted_by: string;
  submitted_at: ColumnType<Date, string, string>;
  updated_at: ColumnType<Date, string, string>;
  revision: Generated<number>;
}

/** Issue 15: one signed spongy moth inspection form per booked move (migration 0030). */
export interface InspectionFormsTable {
  quote_id: number;
  /** The checklist's item ids, as a text[]. */
  items_checked: ColumnType<string[], string[], string[]>;
  no_outdoor_items: boolean;
  signer_name: string;
  /** 'YYYY-MM-DD' (both drivers read a date as its text). */
  date_signed: string;
  submitted_at: ColumnType<Date, string, string>;
  submitted_by: string;
}

/** Issue 15 (migration 0032): §1 indirect mapping requests and their review. */
export interface PlaceMappingsTable {
  id: Generated<number>;
  token: string;
  place_name: string;
  place_key: string;
  state_code: string;
  near_city: string;
  near_state: string;
  near_zip: string;
  miles_away: number | null;
  email: string;
  note: string;
  source: string;
  status: string;
  created_at: ColumnType<Date, string, never>;
  decided_at: ColumnType<Date | null, string | null | undefined, string | null>;
  decided_by: string | null;
  decision_note: string;
}

/** Issue 15 (migration 0032): §5 budget-flow referrer arrivals, one per visitor, referrer and day. */
export interface ReferrerArrivalsTable {
  id: Generated<number>;
  referrer: string;
  visitor_key: string;
  /** 'YYYY-MM-DD' (read back as its text, database.ts). */
  day: string;
  page: string;
  arrived_at: ColumnType<Date, string, never>;
}

/**
 * Issue 28 (migration 0033): one row per change a move's dashboard shows, written by triggers on
 * shipment_events, payment_ledger and message_log in the recording transaction. Appended, never edited.
 */
export interface MoveChangesTable {
  /** The stream's event id (Last-Event-ID): shared by every instance, increasing. */
  id: Generated<number>;
  quote_id: number;
  /** 'ShipmentEvent', 'Charge' or 'Message' (application/ports/move-changes.ts MoveChangeKind). */
  kind: string;
  /** The id of the shipment_events, payment_ledger or message_log row. */
  row_id: number;
}
