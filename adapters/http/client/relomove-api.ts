import type { z } from 'zod';
import type { MessageLogView } from '../../../application/notifications/view-message-log';
import type { PlaceMappingView } from '../../../application/place-mappings/place-mapping-views';
import type { QuoteExplained } from '../../../application/staff/explain-quote';
import type { LookupOutput } from '../../../application/staff/lookup-quotes';
import type { RecomputeQuoteOutput } from '../../../application/staff/recompute-quote';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import type { MoveDates } from '../../../domain/calendar/move-dates';
import type { PlaceMappingDecision, PlaceMappingStatus } from '../../../domain/location/place-mapping';
import type { Cents } from '../../../domain/money/money';
import type { MessagePreferences } from '../../../domain/notifications/message-kinds';
import type { MessageSwitches, UnsubscribeTopic } from '../../../domain/notifications/unsubscribe-rules';
import type { CardResult, PaymentMethod } from '../../../domain/payment/enums';
import type { FinancingTerms } from '../../../domain/payment/financing-promo';
import type { LedgerActor, LedgerEntryKind } from '../../../domain/payment/ledger-entry';
import type { EquipDescAbbr } from '../../../domain/pricing/expedite-options';
import type { PriceLine } from '../../../domain/pricing/price-lines';
import type { EditFailReason } from '../../../domain/quote/enums';
import type { DatePrice } from '../../../domain/quote/prices-by-date';
import type { Coupon, ExpediteOption, Quote } from '../../../domain/quote/types';
import type { BudgetFlowReferrer } from '../../../domain/referrals/referrers';
import type { AppointmentEnd, AppointmentSlot } from '../../../domain/reservation/appointment-windows';
import type { CancellationPreview } from '../../../domain/reservation/cancellation';
import type { LocationAnswers, ReservationDraft, ScheduleAnswers } from '../../../domain/reservation/draft';
import type { DashboardType } from '../../../domain/reservation/enums';
import type { InspectionDecision } from '../../../domain/shipment/inspection-form';
import type {
  ContactLinksResponse,
  ContactsMeResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  UpdateMeRequest,
  UpdateMeResponse,
  VerifySignUpRequest,
} from '../contract/accounts';
import type { AnalyticsEventBody } from '../contract/analytics';
import type { AffirmCheckoutResponse } from '../contract/booking-payments';
import type {
  DeliveryAppointmentState,
  DeliveryBooked,
  DeliveryWindowChoice,
} from '../contract/delivery-appointments';
import type { InspectionFormRequest, InspectionResponse } from '../contract/inspection';
import type { MoveEditBody } from '../contract/move-edit';
import type { CancelResponse } from '../contract/move-money';
import type { MovementDatesRequest, MovementDatesResponse } from '../contract/move-planning';
import type { OutboxRow } from '../contract/outbox';
import type { SaveCardRequest, WireSavedCard } from '../contract/payments';
import type { PlaceMappingRequestBody, StaffPlaceMappingRow } from '../contract/place-mappings';
import type { EditQuoteRequest } from '../contract/quote-changes';
import type { CreateQuoteRequest, CreateQuoteResponseBody } from '../contract/quotes';
import type {
  CitySearchResult,
  ServiceCenterDetailResponse,
  ServiceCenterSummary,
  ServiceCentersNearResponse,
} from '../contract/reference';
import type { LogProgressBody, ReserveBody } from '../contract/reservations';
import type { MoveDatesRequest, SpotDatesResponse } from '../contract/schedule';
import type { ShipmentEventRequest, ShipmentResponse, WireShipmentEvent } from '../contract/shipments';
import type { StaffRecomputeRequest } from '../contract/staff';
import type {
  CovidSurveyRequest,
  PostDeliverySurveyRequest,
  WireCovidSurvey,
  WirePostDeliverySurvey,
} from '../contract/surveys';
import type { MoveChangeListener, MoveFollowing } from './event-source-move-changes';

/** A reservation opened or resumed: the quote and its server-side draft. */
export interface OpenedReservation {
  quote: Quote;
  draft: ReservationDraft;
  /** §9 appointment fees in cents, for the live price. */
  rates: { OneHourRate: Cents; TwoHourRate: Cents };
}

/** A booked move as GET moves/{id} answers it. */
export interface BookedMove {
  quote: Quote;
  lines: PriceLine[];
  total: Cents;
  /** §3/§6 IsMyMoveEditAllowed (issue 13: until the cut-off). */
  editAllowed: boolean;
  /** Issue 13: the cut-off (ISO instant, null when unknown), why editing is off, and the customer's words. */
  editWindow: { allowed: boolean; cutoffAt: string | null; reason: string | null; message: string };
}

/**
 * §7 POST moves/edit/{id}'s answer (issue 13): previewed (saved false) or saved at Revision + 1, the old and
 * new price lines, the difference and how it is settled (cents), and the message ('Your edits have been
 * saved.' once saved).
 */
export interface MoveEdited {
  saved: boolean;
  message: string;
  quote: Quote;
  oldLines: PriceLine[];
  newLines: PriceLine[];
  oldTotal: Cents;
  newTotal: Cents;
  difference: Cents;
  changed: string[];
  settlement: { kind: string; amount: Cents; description: string };
  editWindow: BookedMove['editWindow'];
}

/** One row of a move's payments ledger as GET moves/{id}/payments answers it (amount in cents). */
export interface PaymentLedgerRow {
  Id: number;
  Kind: LedgerEntryKind;
  Amount: Cents;
  Method: PaymentMethod;
  ProcessorReference: string;
  RelatesTo: string | null;
  Actor: LedgerActor;
  /** ISO-8601 instant. */
  At: string;
  Reason: string;
  /** For a Failure: the §3 card result and the processor's message. */
  CardResult: CardResult | null;
  Message: string | null;
}

/**
 * A move's payments (issue 12, GET moves/{id}/payments): §3 TotalPrice, what was captured and refunded,
 * §3 InvoiceAmountDue and PaymentInfoRequired, all from the ledger; amounts in cents.
 */
export interface MovePayments {
  QuoteId: number;
  TotalPrice: Cents;
  Captured: Cents;
  Refunded: Cents;
  InvoiceAmountDue: Cents;
  PaymentInfoRequired: boolean;
  /** Oldest row first. */
  Ledger: PaymentLedgerRow[];
  /**
   * Issue 13: what cancelling today would cost and settle (the cancel takes exactly this fee), or why it
   * cannot be cancelled online; null once cancelled.
   */
  Cancellation: CancellationPreview | null;
}

/** GET moves/{id}/payments' Cancellation in cents (the domain's own preview). */
export type { CancellationPreview };

/**
 * The /api as the browser (and the CLI's --api mode) sees it: every call answers a Result-like value,
 * never throws, and parses the answer with the same zod schemas the server validates with. Quotes come
 * back as domain Quotes (cents, not dollars). `FetchRelomoveApi` implements it over fetch('/api/...').
 */
export type ApiFailure =
  /** The server answered with `success: false` (4xx lines in §5 'field - message' form, or a business refusal). */
  | {
      kind: 'Refused';
      status: number;
      errors: string[];
      reason?: string;
      /** §8 Messages and ModelErrors, when the answer carries them (reserve, moves/edit): the dashboard's error. */
      messages?: string[];
      modelErrors?: Array<{ type: string; message: string }>;
    }
  /** The network failed, the request was cancelled, or the answer did not match the contract. */
  | { kind: 'Unavailable'; message: string }
  | { kind: 'Cancelled' };

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiFailure };

export type CityResult = z.infer<typeof CitySearchResult>;

/** GET quotes/{id}/prices-by-date: one option's prices on the nearby move dates (cents). */
export interface PriceStrip {
  option: string;
  MoveDate: IsoDate;
  Revision: number;
  prices: DatePrice[];
}

/** §7 POST moves/{id}/expedite-options: EquipDescAbbr, Quantity, PickupDate, MoveDate, Revision (all required). */
export interface ExpediteOptionsQuery {
  EquipDescAbbr: EquipDescAbbr;
  Quantity: number;
  PickupDate: IsoDate;
  MoveDate: IsoDate;
  Revision: number;
}
export type CreateQuoteOutcome = z.infer<typeof CreateQuoteResponseBody>;

/** POST moves/movement-dates (§7): the quote (`id`), SpotDate and optional PickupDate, live load and same-day flags. */
export type MovementDatesQuery = z.input<typeof MovementDatesRequest>;
/** §7 movementDates, as ISO dates (§3 "A map of named movement dates comes back as ISO dates"). */
export type MovementDates = MovementDatesResponse['movementDates'];

/**
 * GET moves/storage-charges/schedules (§7; params not shown, ours): the equipment, how many, and the §9
 * split-test group to show ('NotInTest' for the chart with no free days; the visitor's own when left out).
 */
export interface StorageScheduleQuery {
  equip: 'ReloCube' | 'Trailer';
  quantity: number;
  group?: 'A' | 'B' | 'C' | 'D' | 'NotInTest';
}

/** §7 "chart has Charge, Duration, NewCharge" in cents (Duration in days), with the §9 group and free days. */
export interface StorageSchedule {
  group: 'A' | 'B' | 'C' | 'D' | 'NotInTest';
  FreeStorageDays: number;
  schedule: Array<{ Duration: number; Charge: Cents; NewCharge: Cents }>;
}

export interface RelomoveApi {
  /** GET code/city_search.php (§7): cancels nothing itself; pass a signal to cancel the previous search. */
  searchCities(term: string, signal?: AbortSignal): Promise<ApiResult<CityResult[]>>;
  /** POST quotes/add (§7). */
  addQuote(
    form: z.input<typeof CreateQuoteRequest>,
  ): Promise<ApiResult<{ outcome: CreateQuoteOutcome; quote: Quote | null }>>;
  /** GET quotes/view/{id} (§7) by link token or reference number. */
  viewQuote(reference: string): Promise<ApiResult<Quote>>;
  /** POST quotes/edit/{qId} (§7): the changed quote, or the fail reason with the stored one. */
  editQuote(
    reference: string,
    edit: z.input<typeof EditQuoteRequest>,
  ): Promise<ApiResult<{ failReason: string; message: string; quote: Quote | null }>>;
  /**
   * GET quotes/{id}/prices-by-date (issue 4 price-by-date strip, our design): the option's price on the
   * nearby move dates as saving each date would make it (`option`: a PricingOption value of the quote).
   */
  pricesByDate(reference: string, option: string): Promise<ApiResult<PriceStrip>>;
  /**
   * POST moves/{id}/expedite-options (§7, §4 Expedite options): the guaranteed choices, fees in cents;
   * cached per request for the page session (§9).
   */
  expediteOptions(reference: string, query: ExpediteOptionsQuery): Promise<ApiResult<ExpediteOption[]>>;
  /**
   * POST moves/movement-dates (§7). Like expediteOptions, its answers are cached per request for the
   * page session (§9): asking the same question again answers from the cache.
   */
  movementDates(query: MovementDatesQuery): Promise<ApiResult<MovementDates>>;
  /**
   * GET moves/storage-charges/schedules (§7, §9 storage-charge split tests): the destination storage chart
   * for 30, 60 and 90 days, Charge and NewCharge in cents (issue 13's charges timeline and storage meter).
   */
  storageChargeSchedule(query: StorageScheduleQuery): Promise<ApiResult<StorageSchedule>>;
  /** PUT quotes/{id}/contact (§7). */
  updateContact(reference: string, email: string): Promise<ApiResult<{ Status: string }>>;
  /** GET notifications/send-quote-email (§7). */
  sendQuoteEmail(reference: string): Promise<ApiResult<true>>;
  /**
   * GET captcha/challenge: the proof-of-work challenge to solve before POST quotes/add when bot checks are
   * on. With `signInEmail`, the one a sign-in to that email needs now (its work rises after repeated
   * failed sign-ins, issue 9 finding 3).
   */
  captchaChallenge(signInEmail?: string): Promise<ApiResult<Record<string, unknown>>>;
  /**
   * POST ajax/recaptcha/verify (§7, reads success): a solved proof of work, spent once. A refused token
   * answers 200 with success false, which comes back as Refused with status 200.
   */
  verifyCaptcha(token: string, action: string): Promise<ApiResult<true>>;
  /** GET drupal_ab_test/{name} (§7): the visitor's sticky variant. */
  abTestVariant(name: string): Promise<ApiResult<string>>;
  /**
   * GET financing/terms (issue 12, our design): the §1 financing promo's EXAMPLE APR and term table, in
   * cents, for the domain's `asLowAs`. Public and cacheable.
   */
  financingTerms(): Promise<ApiResult<FinancingTerms>>;
  /** GET cities/service-centers/near (the locator). */
  serviceCentersNear(zip: string, limit?: number): Promise<ApiResult<ServiceCentersNearResponse>>;
  /** GET cities/service-centers/near-point (issue 15, the locator's "Use my location"): a point, rounded by the caller. */
  serviceCentersNearPoint(
    latitude: number,
    longitude: number,
    limit?: number,
  ): Promise<ApiResult<ServiceCentersNearResponse>>;
  /** GET cities/service-centers (issue 15): every center, for the locator's map and its list of all centers. */
  serviceCenters(): Promise<ApiResult<ServiceCenterSummary[]>>;
  /** GET /cities/service-centers/{id}/detail (§7 reads serviceCenterDetail): one center's §3 StationDetail. */
  serviceCenterDetail(stationCode: string): Promise<ApiResult<ServiceCenterDetail>>;
  /** POST user/login, POST user/logout, GET contacts/me (§7). */
  login(credentials: z.input<typeof LoginRequest>): Promise<ApiResult<LoginResponse>>;
  logout(): Promise<ApiResult<true>>;
  me(): Promise<ApiResult<ContactsMeResponse>>;
  /**
   * POST analytics/events (§8, §9): 1 to 50 events; answers how many were stored. `keepalive` lets the
   * request outlive the page (sent on pagehide).
   */
  recordEvents(
    events: readonly z.input<typeof AnalyticsEventBody>[],
    options?: { keepalive?: boolean },
  ): Promise<ApiResult<number>>;
  /**
   * POST payments/cards (issue 11): saves the card at the (sandbox) processor after a $0 verification. One
   * idempotency key per attempt, the same across a double click or a retry. A processor's refusal comes back
   * as Refused with status 200 and the card result as `reason` (CardDeclined, CardError, TechnicalError,
   * UnknownError); a card that fails the card check as Refused 400, reason CardError, with field lines.
   */
  saveCard(card: SaveCardRequest, idempotencyKey: string): Promise<ApiResult<WireSavedCard>>;
  /**
   * POST user/register (issue 11): a customer sign-up; answers VerificationSent whether or not the email
   * has an account (a code, or a sign-in reminder, is emailed).
   */
  register(form: z.input<typeof RegisterRequest>): Promise<ApiResult<RegisterResponse>>;
  /** POST user/register/verify (issue 11): the emailed code; signs in as login does. */
  verifySignUp(form: z.input<typeof VerifySignUpRequest>): Promise<ApiResult<LoginResponse>>;
  /** POST contacts/me (§7): the signed-in user's own names and phone; answers the changed record. */
  updateMe(contact: z.input<typeof UpdateMeRequest>): Promise<ApiResult<UpdateMeResponse>>;
  /** GET contacts/me/links (§7): the signed-in customer's quotes, with whether each is reserved. */
  myLinks(): Promise<ApiResult<ContactLinksResponse>>;
  /**
   * POST moves/{id}/start (issue 11): start or resume the reservation of a quote made for the signed-in
   * customer's email; the quote becomes theirs. A quote that cannot be reserved is Refused 409 with the
   * block's reason (domain/reservation/reservation-entry RESERVATION_BLOCKS).
   */
  startReservation(quoteId: number, linkToken?: string): Promise<ApiResult<OpenedReservation>>;
  /** GET moves/{id}/draft (issue 11): the owner's draft and quote. */
  reservationDraft(quoteId: number): Promise<ApiResult<OpenedReservation>>;
  /** PUT moves/{id}/draft/{step} (issue 11): keeps a finished step W or X and opens the next. */
  saveReservationStep(
    quoteId: number,
    step: 'location' | 'schedule',
    answers: LocationAnswers | ScheduleAnswers,
  ): Promise<ApiResult<ReservationDraft>>;
  /** POST moves/{id}/log-progress (§7). */
  logReservationProgress(quoteId: number, fields: z.input<typeof LogProgressBody>): Promise<ApiResult<true>>;
  /** PUT moves/{id}/contacts/sms (§7): '' turns text messages off. */
  setSmsNumber(quoteId: number, SmsNumber: string): Promise<ApiResult<true>>;
  /** PUT moves/{id}/labor-referral (§7). */
  setLaborReferral(quoteId: number, laborRequested: boolean): Promise<ApiResult<true>>;
  /**
   * POST moves/{id}/reserve (§4, §7): books the move once per idempotency key; answers the reserved quote,
   * or Refused with the §8 error type as `reason` (e.g. 'WrongRevisionError (MyMove)').
   */
  reserveMove(
    quoteId: number,
    body: z.input<typeof ReserveBody>,
    idempotencyKey: string,
  ): Promise<ApiResult<Quote>>;
  /** GET moves/{id} (§7): the booked move with its price lines and total. */
  viewReservation(quoteId: number): Promise<ApiResult<BookedMove>>;
  /**
   * §7 POST moves/edit/{id} (issue 13): the reservation steps' forms plus Revision; Confirm false previews,
   * true saves. Refused with the §8 type as `reason` ('WrongRevisionError (MyMove)', 'EditNotAllowed
   * (MyMove)', 'SpotDateIsPast (MyMove)', 'QuoteIsIncomplete (MyMove)', InvalidCapacityUnserviceableDate,
   * AppointmentUnavailable) and the §5 lines; the first three reload the quote (§4).
   */
  editMove(quoteId: number, body: z.input<typeof MoveEditBody>): Promise<ApiResult<MoveEdited>>;
  /**
   * GET moves/{id}/payments (issue 12): the booked move's payments ledger and balances, for its owner (and
   * staff); anyone else is Refused 404.
   */
  movePayments(quoteId: number): Promise<ApiResult<MovePayments>>;
  /**
   * §7 POST moves/{id}/payment-info {Revision, PaymentInfo} (issue 12): a card saved with `saveCard` becomes
   * the move's active method at Revision + 1; nothing is charged. Refused 409 'WrongRevisionError (MyMove)'
   * or 402 'PaymentError (MyMove)' (reason), with the §5 line.
   */
  addPaymentInfo(
    quoteId: number,
    Revision: number,
    paymentProfileId: string,
  ): Promise<ApiResult<PaymentInfoAdded>>;
  /**
   * §7 POST payments/pay (issue 12): charges the balance due (computed by the server) to the active method,
   * once per idempotency key. A processor refusal is Refused with the §3 card result as `reason`
   * (CardDeclined, CardError, TechnicalError, UnknownError) and 'payment - message'; a paid move is Refused
   * 409 with reason NothingDue.
   */
  payBalance(quoteId: number, idempotencyKey: string): Promise<ApiResult<BalancePaid>>;
  /**
   * POST moves/{id}/cancel (issue 12): cancels the reservation with its fee; holds are voided and captures
   * above the fee refunded. Refused 409 'WrongRevisionError (MyMove)' or NotCancellableOnline.
   */
  cancelMove(quoteId: number, Revision: number, idempotencyKey: string): Promise<ApiResult<MoveCancelled>>;
  /**
   * GET shipments/{id} (§7 GetMilestone, issue 13): the booked move's shipment (its §4 state, pending state,
   * and the ten milestones with their dates and events) for its owner; anyone else is Refused 404.
   */
  shipment(quoteId: number): Promise<ApiResult<ShipmentStatus>>;
  /**
   * GET moves/{id}/messages (issue 14): what was sent about a booked move, newest first, and a notice for a
   * channel that fails; owner and staff. Anyone else is Refused 404, nobody signed in 401.
   */
  messageLog(quoteId: number): Promise<ApiResult<MessageLogView>>;
  /**
   * GET moves/{id}/stream (issue 28): follows a booked move's changes (shipment events, charges, messages)
   * as they are recorded on any instance, until `close()`. The browser reconnects by itself and resumes;
   * `listener.refused` says the server refused the stream (poll meanwhile; a new stream is tried later).
   * Unavailable where there is no EventSource (a page without it polls).
   */
  followMove(quoteId: number, listener: MoveChangeListener): Promise<ApiResult<MoveFollowing>>;
  /**
   * GET staff/outbox (issue 14 "Staff view"): the newest messages of every move, optionally to one
   * recipient (email or phone) or about one move (reference number). Staff only: Refused 401 when nobody
   * is signed in, 403 for a customer, 400 'field - message' for a bad filter.
   */
  outbox(filter: OutboxFilter): Promise<ApiResult<OutboxListing>>;
  /**
   * Issue 15, the staff lookup page: §7 POST quotes/lookup by reference number, email or link token. A search
   * that finds nothing is no refusal: it answers the §4 failReason UserError (or TechnicalError) with its
   * 'search - …' lines. Staff, agents and admins only: Refused 401 signed out, 403 for a customer.
   */
  lookupQuotes(search: string): Promise<ApiResult<LookupOutput>>;
  /** Issue 15: GET staff/quotes/{id}, a quote explained (state, price lines, change history); staff only. */
  explainQuote(reference: string): Promise<ApiResult<QuoteExplained>>;
  /**
   * Issue 15: POST staff/quotes/{id}/recompute, the same use case as `relomove quote recompute`: without
   * `save` a preview, with `save: {reason}` stored at Revision + 1. A §4 refusal (NoRevisionMatch,
   * QuoteReserved, …) is an answer ({ok: false}), not a failure; a bad change is Refused 400 with its lines.
   */
  recomputeQuote(reference: string, request: StaffRecomputeRequest): Promise<ApiResult<RecomputeAnswer>>;
  /** Issue 15: GET shipments/{id} as staff read it, with the Staff block (carrier details, every event). */
  staffShipment(quoteId: number): Promise<ApiResult<StaffShipment>>;
  /** Issue 15: POST staff/shipments/{id}/events, once per idempotency key (Refused 409 with the shipment's reason). */
  recordShipmentEvent(
    quoteId: number,
    event: ShipmentEventRequest,
    idempotencyKey: string,
  ): Promise<ApiResult<ShipmentEventRecorded>>;
  /** Issue 15: POST staff/shipments/{id}/simulate, the SANDBOX carrier feed's events due now. */
  simulateShipment(quoteId: number): Promise<ApiResult<ShipmentSimulated>>;
  /**
   * Issue 13/15, §3 DashboardType: PUT staff/moves/{id}/dashboard-type (as `relomove shipment dashboard`):
   * a limited dashboard, or null for the full one again; staff only.
   */
  setDashboardType(quoteId: number, type: DashboardType | null): Promise<ApiResult<DashboardTypeSet>>;
  /** Issue 15: POST staff/moves/{id}/transit, the charge of what is due at Transit (exactly once). */
  chargeAtTransit(quoteId: number): Promise<ApiResult<TransitCharged>>;
  /**
   * Issue 15, §6 agents: §7 POST moves/coupons {QuoteId, Coupon}. An agent's (or admin's) coupon is
   * agent-entered, on any reservation; the answer is the reservation's coupons (cents).
   */
  addReservationCoupon(quoteId: number, code: string): Promise<ApiResult<Coupon[]>>;
  /**
   * Issue 15, §1 the indirect mapping form: POST place-mappings. `created` is false when the same address
   * already had this place waiting. Refused 400 'field - message', 429 when the address has too many waiting.
   */
  requestPlaceMapping(
    request: PlaceMappingRequestBody,
  ): Promise<ApiResult<{ created: boolean; mapping: PlaceMappingView }>>;
  /** Issue 15: one request's status by its link token (GET place-mappings/{token}); Refused 404 otherwise. */
  placeMapping(token: string): Promise<ApiResult<PlaceMappingView>>;
  /** Issue 15: staff's review list (GET staff/place-mappings); Refused 401/403 for anyone else. */
  staffPlaceMappings(filter: {
    status?: PlaceMappingStatus | 'all';
    limit?: number;
  }): Promise<ApiResult<{ rows: StaffPlaceMappingRow[]; limit: number }>>;
  /** Issue 15: staff Confirm, Reject (with a note) or Withdraw a request. */
  decidePlaceMapping(
    id: number,
    decision: { Decision: PlaceMappingDecision; Note?: string },
  ): Promise<ApiResult<StaffPlaceMappingRow>>;
  /** §5 budget-flow referrers (issue 15): this visitor arrived from PACKRATWEB or ZPPYSHWEB. */
  recordReferrerArrival(
    referrer: BudgetFlowReferrer,
    page: string,
  ): Promise<ApiResult<{ referrer: BudgetFlowReferrer; recorded: boolean }>>;
  /**
   * §7 POST shipments/{qId}/{target}/pickup {PickupDate, ServiceDays, ServiceCenterHolidays} (issue 13): the
   * owner asks for the day the loaded equipment is picked up ('origin'), once per idempotency key. The server
   * decides with the origin station's own calendar. Refused 400 'PickupDate - …' for a day not offered, 409
   * with reason EditNotAllowed when the request cannot be made online now.
   */
  requestPickup(
    quoteId: number,
    request: PickupRequest,
    idempotencyKey: string,
  ): Promise<ApiResult<PickupRequested>>;
  /**
   * POST moves/{id}/paypal/orders (issue 12): a PayPal order for the move's total (computed by the server);
   * send the customer to `approveUrl`. One idempotency key per attempt.
   */
  createPayPalOrder(quoteId: number, idempotencyKey: string): Promise<ApiResult<PayPalOrder>>;
  /**
   * POST moves/{id}/affirm/checkouts (issue 12): an Affirm checkout for the move's total; AffirmLite opens
   * `windowUrl` in a pop-up, AffirmVCN goes there. One idempotency key per attempt.
   */
  openAffirmCheckout(
    quoteId: number,
    Method: 'AffirmVCN' | 'AffirmLite',
    idempotencyKey: string,
  ): Promise<ApiResult<AffirmCheckoutOpened>>;
  /**
   * GET moves/{id}/affirm/checkouts/{checkoutId} (issue 12): the §4 application state and, once approved,
   * the reserve entry. Refused 409 with reason AffirmCardPending means "ask again in a moment".
   */
  affirmCheckout(quoteId: number, checkoutId: string): Promise<ApiResult<AffirmCheckoutState>>;
  /**
   * GET moves/{id}/affirm/approval (issue 27): the Affirm approval kept with the reservation (the newest
   * checkout, as affirmCheckout answers it) while it can still book the move, else null.
   */
  affirmApproval(quoteId: number): Promise<ApiResult<AffirmCheckoutState | null>>;
  /**
   * §7 POST affirm/cancel (issue 12): cancels the loan. A §4 CancellationFailed is Refused 409 with its reason
   * (NotApproved, LoanFinalized, LoanClosed, LoanExpired, LoanCharged) and the message as `checkoutId - …`.
   */
  cancelAffirmLoan(checkoutId: string): Promise<ApiResult<AffirmLoanCancelled>>;
  /** The §7 move dates call (POST moves/move-dates, our path): SpotDate, PickupDate, DeliveryDate, DeliveryDateMax. */
  moveDates(request: z.input<typeof MoveDatesRequest>): Promise<ApiResult<MoveDates>>;
  /** GET moves/{id}/spot-dates (our design): the origin's drop-off dates from..to, bookable or with a reason. */
  spotDates(reference: string, from: IsoDate, to: IsoDate): Promise<ApiResult<SpotDates>>;
  /** POST appointments/{qid}/origin|destination/availability (§7): the windows offered on a date (Rate in cents). */
  appointmentAvailability(
    reference: string,
    end: AppointmentEnd,
    date: IsoDate,
  ): Promise<ApiResult<AppointmentSlot[]>>;
  /**
   * GET appointments/delivery/{id} (issue 13 delivery tool, ours): which §4 delivery appointment kind applies
   * to the booked move now, with the dates bookable online or why to call; owner only (else Refused 404).
   */
  deliveryAppointment(quoteId: number): Promise<ApiResult<DeliveryAppointmentState>>;
  /**
   * §7 POST appointments/delivery (issue 13): books a delivery window, once per idempotency key. Refused 409
   * with reason BalanceDue, TooClose, NotInTransit, TerminalDelivery, Untracked, AlreadyDelivered,
   * ScheduledAppointmentPending, DateNotOffered or SlotBookedOut, and the §5 line.
   */
  bookDelivery(
    quoteId: number,
    window: DeliveryWindowChoice,
    idempotencyKey: string,
  ): Promise<ApiResult<DeliveryBooked>>;
  /** Issue 14: the signed-in customer's message choices (GET notifications/preferences; 401 Refused when signed out). */
  messagePreferences(): Promise<ApiResult<MyMessagePreferences>>;
  /** Issue 14: saves the signed-in customer's message choices (PUT notifications/preferences). */
  setMessagePreferences(preferences: MessagePreferences): Promise<ApiResult<MyMessagePreferences>>;
  /** Issue 14 §1 unsubscribe page: what the link's token turns off, changing nothing (404 Refused: a bad token). */
  viewUnsubscribe(token: string): Promise<ApiResult<UnsubscribeOutcome>>;
  /** Issue 14: the one-click unsubscribe of the link's token (POST notifications/unsubscribe). */
  unsubscribe(token: string): Promise<ApiResult<UnsubscribeOutcome>>;
  /** Issue 14: undo, turning back on `only` (what the unsubscribe changed) or all the link covers. */
  resubscribe(token: string, only?: MessageSwitches): Promise<ApiResult<UnsubscribeOutcome>>;
  /**
   * POST inspection/lookup (issue 15 insect inspection tool, ours): a booked move's inspection form by its
   * reference number and an email of the move, no sign-in. Any mismatch is Refused 404 (reason
   * InspectionNotFound); too many from one address 429 (TooManyAttempts).
   */
  lookupInspection(reference: string, email: string): Promise<ApiResult<MoveInspection>>;
  /**
   * POST inspection/form (issue 15): the signed checklist; Refused 400 'field - message', 404 as the lookup,
   * 409 with reason NotRequired or Received (the first form stands).
   */
  submitInspection(form: InspectionFormRequest): Promise<ApiResult<MoveInspection>>;
  /** GET moves/{id}/inspection (issue 15): the owner's view, for the readiness checklist; else Refused 404. */
  moveInspection(quoteId: number): Promise<ApiResult<MoveInspection>>;
  /**
   * GET surveys/post-delivery/{id} (issue 15, ours): the move's post-delivery survey: open or why not, the steps
   * the move had, the answer given (owner; Refused 404 for anyone else's move).
   */
  postDeliverySurvey(quoteId: number): Promise<ApiResult<PostDeliverySurvey>>;
  /**
   * §7 POST surveys/post-delivery (issue 15): the answers; Created or Updated. Refused 400 with the §5 lines,
   * 409 with reason NotDelivered or Cancelled.
   */
  submitPostDeliverySurvey(
    quoteId: number,
    answers: PostDeliverySurveyAnswers,
  ): Promise<ApiResult<SurveySubmitted<PostDeliverySurvey>>>;
  /** GET surveys/covid/{id} (issue 15, ours): the move's health-and-safety acknowledgement, open or why not. */
  covidSurvey(quoteId: number): Promise<ApiResult<CovidSurvey>>;
  /** §7 POST surveys/covid (issue 15): the acknowledgement; Refused 400 with the §5 lines, 409 NoVisitsAhead or Cancelled. */
  submitCovidSurvey(
    quoteId: number,
    answers: CovidSurveyAnswers,
  ): Promise<ApiResult<SurveySubmitted<CovidSurvey>>>;
}

/** Issue 15: a move's post-delivery survey as GET and POST surveys/post-delivery answer it. */
export type PostDeliverySurvey = WirePostDeliverySurvey;
/** Issue 15: the answers sent (the move's QuoteId is the call's own argument). */
export type PostDeliverySurveyAnswers = Omit<PostDeliverySurveyRequest, 'QuoteId'>;
/** Issue 15: a move's health-and-safety acknowledgement as GET and POST surveys/covid answer it. */
export type CovidSurvey = WireCovidSurvey;
export type CovidSurveyAnswers = Omit<CovidSurveyRequest, 'QuoteId'>;
/** Issue 15: a survey answered: the move's first answer (Created) or a change of it (Updated). */
export interface SurveySubmitted<T> {
  Outcome: 'Created' | 'Updated';
  Survey: T;
}

/** Issue 15: a move's inspection form as the answers carry it, with the §4 decision for the checklist. */
export type MoveInspection = Omit<InspectionResponse, 'success'> & { decision: InspectionDecision };

/** Issue 14: the signed-in customer's address and message choices. */
export interface MyMessagePreferences {
  email: string;
  preferences: MessagePreferences;
}

/** Issue 14: an unsubscribe link's answer (the address partly hidden). */
export interface UnsubscribeOutcome {
  email: string;
  topic: UnsubscribeTopic;
  covers: MessageSwitches;
  changed: MessageSwitches;
  preferences: MessagePreferences;
  liveMoveNote: string | null;
}

export type {
  DeliveryAppointmentState,
  DeliveryBooked,
  DeliveryWindowChoice,
} from '../contract/delivery-appointments';

/** GET shipments/{id}'s answer as a customer reads it (the staff block left out). */
export type ShipmentStatus = Omit<ShipmentResponse, 'success' | 'Staff'>;

/** The staff outbox's filter: empty values filter nothing. */
export interface OutboxFilter {
  to?: string;
  ref?: string;
  limit?: number;
}

/** The staff outbox's rows, newest first, and the number asked for. */
export interface OutboxListing {
  rows: OutboxRow[];
  limit: number;
}

/** A staff re-price answered: the output, or a §4 fail reason with the stored quote (nothing changed). */
export type RecomputeAnswer =
  | { ok: true; value: RecomputeQuoteOutput }
  | { ok: false; failReason: EditFailReason; quote: Quote };

/** GET shipments/{id} as staff read it (issue 15): with the Staff block. */
export type StaffShipment = Omit<ShipmentResponse, 'success'>;

/** The Transit charge after a shipment event (cents), or NotCharged with why it could not run. */
export interface ShipmentCharge {
  Result: 'Charged' | 'NothingDue' | 'Failed' | 'NotCharged';
  Amount: Cents | null;
  CardResult: CardResult | null;
  Message: string | null;
  Retryable: boolean;
}

/** POST staff/shipments/{id}/events' answer (issue 15). */
export interface ShipmentEventRecorded {
  Outcome: 'Recorded' | 'Replayed';
  Event: WireShipmentEvent;
  Shipment: StaffShipment;
  Charge: ShipmentCharge | null;
}

/** POST staff/shipments/{id}/simulate's answer (issue 15): the SANDBOX feed's events recorded by this run. */
export interface ShipmentSimulated {
  Recorded: WireShipmentEvent[];
  NextDueAt: string | null;
  Stopped: { Milestone: string; Status: string; Message: string } | null;
  Shipment: StaffShipment;
  Charge: ShipmentCharge | null;
}

/** POST staff/moves/{id}/transit's answer (issue 15, cents): the charge and the payments after it. */
/** The answer of PUT staff/moves/{id}/dashboard-type. */
export interface DashboardTypeSet {
  QuoteId: number;
  DashboardType: DashboardType | null;
  /** False when the move already had this type. */
  Changed: boolean;
  Revision: number;
}

export interface TransitCharged {
  Result: 'Charged' | 'NothingDue' | 'Failed';
  Amount: Cents;
  CardResult: CardResult | null;
  Message: string | null;
  Retryable: boolean;
  Payments: MovePayments;
}

/** §3 Pickup request: the day asked for, and the station calendar the page showed (checked, not used). */
export interface PickupRequest {
  PickupDate: IsoDate;
  ServiceDays?: number[];
  ServiceCenterHolidays?: IsoDate[];
}

/** §7 POST shipments/{qId}/{target}/pickup's answer: the day recorded and the shipment after it. */
export interface PickupRequested {
  Outcome: 'Recorded' | 'Replayed';
  PickupDate: IsoDate;
  shipment: ShipmentStatus;
}

/** §7 POST moves/{id}/payment-info's answer: the quote saved with the new card active, and the payments. */
export interface PaymentInfoAdded {
  quote: Quote;
  payments: MovePayments;
}

/** §7 POST payments/pay's approved answer (cents): what was captured, and the payments after it. */
export interface BalancePaid {
  Amount: Cents;
  HasMadePaymentOnTool: boolean;
  payments: MovePayments;
}

/** POST moves/{id}/cancel's answer (cents): the cancellation, how its fee was charged, the quote, the payments. */
export interface MoveCancelled {
  Cancellation: Omit<CancelResponse['Cancellation'], 'Fee' | 'PriceBefore'> & {
    Fee: Cents;
    PriceBefore: Cents;
  };
  FeeCharge: Omit<CancelResponse['FeeCharge'], 'Amount'> & { Amount: Cents };
  quote: Quote;
  payments: MovePayments;
}

/** POST moves/{id}/paypal/orders (issue 12): the order, where to approve it, and its amount in cents. */
export interface PayPalOrder {
  orderId: string;
  approveUrl: string;
  Amount: Cents;
}

/** POST moves/{id}/affirm/checkouts (issue 12): the checkout, its application window, its amount in cents. */
export interface AffirmCheckoutOpened {
  checkoutId: string;
  windowUrl: string;
  Method: 'AffirmVCN' | 'AffirmLite';
  Amount: Cents;
}

/**
 * GET moves/{id}/affirm/checkouts/{checkoutId} (issue 12), amounts in cents; `ReservePaymentMethod` is the
 * §3 PaymentMethods entry to send in §4 Reserve as is (null unless the loan is approved and usable).
 */
export type AffirmCheckoutState = Omit<AffirmCheckoutResponse, 'success' | 'Amount' | 'ApprovedAmount'> & {
  Amount: Cents;
  ApprovedAmount: Cents | null;
};

/** §7 POST affirm/cancel's answer (issue 12): HasCancelled, and what it did to the move. */
export interface AffirmLoanCancelled {
  checkoutId: string;
  CancellationState: 'HasCancelled';
  QuoteId: number;
  Reserved: boolean;
  AffirmLoanCancelled: boolean;
  PaymentInfoRequired: boolean;
}

/** GET moves/{id}/spot-dates's answer (dates as ISO strings; Reason null when bookable). */
export type SpotDates = Omit<SpotDatesResponse, 'success'>;

/** §3 StationDetail as GET /cities/service-centers/{id}/detail answers it (issue 15's detail page). */
export type ServiceCenterDetail = z.infer<typeof ServiceCenterDetailResponse>['serviceCenterDetail'];
