import type {
  CaptchaSpentTable,
  LoginAttemptsTable,
  SessionsTable,
  SharedSecretsTable,
  SignupCodesTable,
  UsersTable,
} from './schema-accounts';
import type {
  CovidAcknowledgementsTable,
  InspectionFormsTable,
  PlaceMappingsTable,
  PostDeliverySurveysTable,
  ReferrerArrivalsTable,
} from './schema-after-move';
import type {
  AnalyticsEventsTable,
  MessageLogTable,
  MessagePreferencesTable,
  OutboxEmailsTable,
  OutboxSmsTable,
  PlanRequestsTable,
} from './schema-messages';
import type {
  AppointmentBookingsTable,
  CalendarEntriesTable,
  PaymentLedgerTable,
  PaymentRequestsTable,
  ReservationDraftsTable,
  ReservationProgressTable,
  ReservationsTable,
  ReserveRequestsTable,
  ShipmentEventsTable,
} from './schema-moves';
import type {
  MoveChangesTable,
  QuoteChangesTable,
  QuoteEmailClaimsTable,
  QuoteQueueTable,
  QuotesTable,
} from './schema-quotes';
import type {
  SandboxCardAuthorizationsTable,
  SandboxCardCapturesTable,
  SandboxCardChargeRequestsTable,
  SandboxCardRefundsTable,
  SandboxCardRequestsTable,
  SandboxCardTokensTable,
  SandboxCardVoidsTable,
} from './schema-sandbox-cards';

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
  plan_requests: PlanRequestsTable;
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
