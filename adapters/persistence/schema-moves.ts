import type { ColumnType, Generated } from 'kysely';

// Tables of the Schema (schema.ts): reservations, appointments, payments and shipments of booked moves.

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
