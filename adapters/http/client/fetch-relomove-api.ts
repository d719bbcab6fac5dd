import type { z } from 'zod';
import type { MessageLogView } from '../../../application/notifications/view-message-log';
import type { QuoteExplained } from '../../../application/staff/explain-quote';
import type { LookupOutput } from '../../../application/staff/lookup-quotes';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import type { Channel, MessagePreferences } from '../../../domain/notifications/message-kinds';
import type { MessageSwitches } from '../../../domain/notifications/unsubscribe-rules';
import type { FinancingTerms } from '../../../domain/payment/financing-promo';
import type { Coupon, ExpediteOption, Quote } from '../../../domain/quote/types';
import type { ReservationDraft } from '../../../domain/reservation/draft';
import type { DashboardType } from '../../../domain/reservation/enums';
import type {
  ContactLinksResponse,
  ContactsMeResponse,
  LoginResponse,
  RegisterResponse,
  UpdateMeResponse,
} from '../contract/accounts';
import type { InspectionFormRequest } from '../contract/inspection';
import type { WireSavedCard } from '../contract/payments';
import type { ServiceCenterSummary, ServiceCentersNearResponse } from '../contract/reference';
import type { ShipmentEventRequest } from '../contract/shipments';
import type { StaffRecomputeRequest } from '../contract/staff';
import type { MoveChangeListener, MoveFollowing } from './event-source-move-changes';
import type {
  AffirmCheckoutOpened,
  AffirmCheckoutState,
  AffirmLoanCancelled,
  ApiFailure,
  ApiResult,
  BalancePaid,
  BookedMove,
  CancellationPreview,
  CityResult,
  CovidSurvey,
  CovidSurveyAnswers,
  CreateQuoteOutcome,
  DashboardTypeSet,
  DeliveryAppointmentState,
  DeliveryBooked,
  DeliveryWindowChoice,
  ExpediteOptionsQuery,
  MoveCancelled,
  MoveEdited,
  MoveInspection,
  MovementDates,
  MovementDatesQuery,
  MovePayments,
  MyMessagePreferences,
  OpenedReservation,
  OutboxFilter,
  OutboxListing,
  PaymentInfoAdded,
  PayPalOrder,
  PickupRequest,
  PickupRequested,
  PostDeliverySurvey,
  PostDeliverySurveyAnswers,
  PriceStrip,
  RecomputeAnswer,
  RelomoveApi,
  ServiceCenterDetail,
  ShipmentCharge,
  ShipmentEventRecorded,
  ShipmentSimulated,
  ShipmentStatus,
  StaffShipment,
  StorageSchedule,
  StorageScheduleQuery,
  SurveySubmitted,
  TransitCharged,
  UnsubscribeOutcome,
} from './relomove-api';

/** The contract's answer schemas, loaded on first use (./answer-schemas): zod is not in the landing page's bundle. */
type Schemas = typeof import('./answer-schemas');

let schemasLoading: Promise<Schemas> | undefined;

/**
 * Loads the answer schemas once; a failed load (a chunk the network lost) is tried again on the next call.
 * Call it when the page is idle so that the first answer does not wait for it (issue 4).
 */
export function preloadAnswerSchemas(): Promise<Schemas> {
  schemasLoading ??= import('./answer-schemas').catch((error: unknown) => {
    schemasLoading = undefined;
    throw error;
  });
  return schemasLoading;
}

type Method = 'GET' | 'POST' | 'PUT';

interface Call {
  method: Method;
  /** The path under /api, starting with '/'. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (fetch keepalive), e.g. analytics sent on pagehide. */
  keepalive?: boolean;
  /** More request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** The answer of a successful call: the contract's schema of it, whose `success` is the literal true. */
type Answer = z.ZodType<{ success: true }>;

const unavailable = (message: string): { ok: false; error: ApiFailure } => ({
  ok: false,
  error: { kind: 'Unavailable', message },
});

/** A path segment: references and test names are sent exactly as given, never as extra path parts. */
const segment = (value: string) => encodeURIComponent(value);

/**
 * `RelomoveApi` over fetch (§7, architecture.md convention 9): every call goes to `${baseUrl}/api/...`
 * with JSON in and out and the browser's cookies (credentials 'same-origin'), and its answer is read
 * with the contract's zod schemas, the same ones the server answers with. It never throws:
 * - an answer carrying `success: true` that matches the contract is the value (quotes in cents);
 * - any other answer is `Refused`, with its status and the §5 'field - message' lines (§7: "a response
 *   must carry success=true or it is an error");
 * - a request cancelled through its signal is `Cancelled` (§7: "cancelled requests reject with empty data");
 * - a network failure, a timeout, or an answer that is not the contract's is `Unavailable`.
 */
export class FetchRelomoveApi implements RelomoveApi {
  private readonly root: string;
  /**
   * §9 "Expedite and movement-date answers are cached per request for the page session": the answer
   * (in flight or arrived) of each such request, by its method, path and body. An answer that is not ok
   * is dropped, so a failure is asked again. The page session is this object's life (one per page load).
   */
  private readonly pageSession = new Map<string, Promise<ApiResult<unknown>>>();

  private readonly fetchFn: typeof fetch;

  constructor(
    baseUrl = '',
    // Looked up on each call, so a fetch replaced after construction (msw in tests) is the one used.
    fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {
    this.fetchFn = fetchFn;
    this.root = `${baseUrl.replace(/\/+$/, '')}/api`;
  }

  searchCities(term: string, signal?: AbortSignal): Promise<ApiResult<CityResult[]>> {
    return this.call(
      {
        method: 'GET',
        path: '/code/city_search.php',
        query: { search: term },
        ...(signal ? { signal } : {}),
      },
      (s) => s.CitySearchResponse,
      (answer) => answer.cities,
    );
  }

  addQuote(
    form: Parameters<RelomoveApi['addQuote']>[0],
  ): Promise<ApiResult<{ outcome: CreateQuoteOutcome; quote: Quote | null }>> {
    return this.call(
      { method: 'POST', path: '/quotes/add', body: form },
      (s) => s.CreateQuoteResponse,
      (answer, s) => ({
        outcome: answer.createQuoteResponse,
        quote: answer.quote ? s.fromWireQuote(answer.quote) : null,
      }),
    );
  }

  viewQuote(reference: string): Promise<ApiResult<Quote>> {
    return this.call(
      { method: 'GET', path: `/quotes/view/${segment(reference)}` },
      (s) => s.ViewQuoteResponse,
      (answer, s) => s.fromWireQuote(answer.quote),
    );
  }

  editQuote(
    reference: string,
    edit: Parameters<RelomoveApi['editQuote']>[1],
  ): Promise<ApiResult<{ failReason: string; message: string; quote: Quote | null }>> {
    return this.call(
      { method: 'POST', path: `/quotes/edit/${segment(reference)}`, body: edit },
      (s) => s.EditQuoteResponse,
      (answer, s) => ({
        failReason: answer.changeQuoteResponse.failReason,
        message: answer.changeQuoteResponse.message,
        quote: answer.quote ? s.fromWireQuote(answer.quote) : null,
      }),
    );
  }

  pricesByDate(reference: string, option: string): Promise<ApiResult<PriceStrip>> {
    return this.call(
      { method: 'GET', path: `/quotes/${segment(reference)}/prices-by-date`, query: { option } },
      (s) => s.PricesByDateResponse,
      (answer, s) => s.fromWirePriceStrip(answer),
    );
  }

  expediteOptions(reference: string, query: ExpediteOptionsQuery): Promise<ApiResult<ExpediteOption[]>> {
    return this.cachedForPageSession(
      { method: 'POST', path: `/moves/${segment(reference)}/expedite-options`, body: query },
      (s) => s.ExpediteOptionsResponse,
      (answer, s) => answer.expediteOptions.map(s.expediteOptionFromWire),
    );
  }

  movementDates(query: MovementDatesQuery): Promise<ApiResult<MovementDates>> {
    return this.cachedForPageSession(
      { method: 'POST', path: '/moves/movement-dates', body: query },
      (s) => s.MovementDatesResponse,
      (answer) => answer.movementDates,
    );
  }

  storageChargeSchedule(query: StorageScheduleQuery): Promise<ApiResult<StorageSchedule>> {
    return this.call(
      {
        method: 'GET',
        path: '/moves/storage-charges/schedules',
        query: {
          equip: query.equip,
          quantity: String(query.quantity),
          ...(query.group ? { group: query.group } : {}),
        },
      },
      (s) => s.StorageScheduleResponse,
      (answer, s) => ({
        group: answer.group,
        FreeStorageDays: answer.FreeStorageDays,
        schedule: answer.schedule.map((row) => ({
          Duration: row.Duration,
          Charge: s.centsOf(row.Charge),
          NewCharge: s.centsOf(row.NewCharge),
        })),
      }),
    );
  }

  updateContact(reference: string, email: string): Promise<ApiResult<{ Status: string }>> {
    return this.call(
      { method: 'PUT', path: `/quotes/${segment(reference)}/contact`, body: { EmailAddress: email } },
      (s) => s.UpdateContactResponse,
      (answer) => ({ Status: answer.Status }),
    );
  }

  sendQuoteEmail(reference: string): Promise<ApiResult<true>> {
    return this.call(
      { method: 'GET', path: '/notifications/send-quote-email', query: { id: reference } },
      (s) => s.SendQuoteEmailResponse,
      () => true as const,
    );
  }

  verifyCaptcha(token: string, action: string): Promise<ApiResult<true>> {
    return this.call(
      { method: 'POST', path: '/ajax/recaptcha/verify', body: { token, action } },
      (s) => s.VerifiedCaptchaResponse,
      () => true as const,
    );
  }

  captchaChallenge(signInEmail?: string): Promise<ApiResult<Record<string, unknown>>> {
    return this.call(
      {
        method: 'GET',
        path: '/captcha/challenge',
        ...(signInEmail === undefined ? {} : { query: { email: signInEmail } }),
      },
      (s) => s.CaptchaChallengeResponse,
      (answer) => answer.challenge,
    );
  }

  abTestVariant(name: string): Promise<ApiResult<string>> {
    return this.call(
      { method: 'GET', path: `/drupal_ab_test/${segment(name)}` },
      (s) => s.AbTestResponse,
      (answer) => answer.variant,
    );
  }

  financingTerms(): Promise<ApiResult<FinancingTerms>> {
    return this.call(
      { method: 'GET', path: '/financing/terms' },
      (s) => s.FinancingTermsResponse,
      (answer, s) => s.fromWireFinancingTerms(answer),
    );
  }

  serviceCentersNear(zip: string, limit?: number): Promise<ApiResult<ServiceCentersNearResponse>> {
    return this.call(
      {
        method: 'GET',
        path: '/cities/service-centers/near',
        query: limit === undefined ? { zip } : { zip, limit: String(limit) },
      },
      (s) => s.ServiceCentersNearResponse,
      (answer) => answer,
    );
  }

  serviceCentersNearPoint(
    latitude: number,
    longitude: number,
    limit?: number,
  ): Promise<ApiResult<ServiceCentersNearResponse>> {
    const point = { latitude: String(latitude), longitude: String(longitude) };
    return this.call(
      {
        method: 'GET',
        path: '/cities/service-centers/near-point',
        query: limit === undefined ? point : { ...point, limit: String(limit) },
      },
      (s) => s.ServiceCentersNearResponse,
      (answer) => answer,
    );
  }

  serviceCenters(): Promise<ApiResult<ServiceCenterSummary[]>> {
    return this.call(
      { method: 'GET', path: '/cities/service-centers' },
      (s) => s.ServiceCentersListResponse,
      (answer) => answer.serviceCenters,
    );
  }

  serviceCenterDetail(stationCode: string): Promise<ApiResult<ServiceCenterDetail>> {
    return this.call(
      { method: 'GET', path: `/cities/service-centers/${segment(stationCode)}/detail` },
      (s) => s.ServiceCenterDetailResponse,
      (answer) => answer.serviceCenterDetail,
    );
  }

  login(credentials: Parameters<RelomoveApi['login']>[0]): Promise<ApiResult<LoginResponse>> {
    return this.call(
      { method: 'POST', path: '/user/login', body: credentials },
      (s) => s.LoginResponse,
      (answer) => answer,
    );
  }

  logout(): Promise<ApiResult<true>> {
    return this.call(
      { method: 'POST', path: '/user/logout' },
      (s) => s.LogoutResponse,
      () => true as const,
    );
  }

  me(): Promise<ApiResult<ContactsMeResponse>> {
    return this.call(
      { method: 'GET', path: '/contacts/me' },
      (s) => s.ContactsMeResponse,
      (answer) => answer,
    );
  }

  recordEvents(
    events: Parameters<RelomoveApi['recordEvents']>[0],
    options: { keepalive?: boolean } = {},
  ): Promise<ApiResult<number>> {
    return this.call(
      { method: 'POST', path: '/analytics/events', body: { events }, keepalive: options.keepalive === true },
      (s) => s.RecordAnalyticsEventsResponse,
      (answer) => answer.stored,
    );
  }

  saveCard(
    card: Parameters<RelomoveApi['saveCard']>[0],
    idempotencyKey: string,
  ): Promise<ApiResult<WireSavedCard>> {
    return this.call(
      { method: 'POST', path: '/payments/cards', body: card, headers: { 'Idempotency-Key': idempotencyKey } },
      (s) => s.SaveCardApproved,
      (answer) => answer.Card,
    );
  }

  register(form: Parameters<RelomoveApi['register']>[0]): Promise<ApiResult<RegisterResponse>> {
    return this.call(
      { method: 'POST', path: '/user/register', body: form },
      (s) => s.RegisterResponse,
      (answer) => answer,
    );
  }

  verifySignUp(form: Parameters<RelomoveApi['verifySignUp']>[0]): Promise<ApiResult<LoginResponse>> {
    return this.call(
      { method: 'POST', path: '/user/register/verify', body: form },
      (s) => s.LoginResponse,
      (answer) => answer,
    );
  }

  updateMe(contact: Parameters<RelomoveApi['updateMe']>[0]): Promise<ApiResult<UpdateMeResponse>> {
    return this.call(
      { method: 'POST', path: '/contacts/me', body: contact },
      (s) => s.UpdateMeResponse,
      (answer) => answer,
    );
  }

  myLinks(): Promise<ApiResult<ContactLinksResponse>> {
    return this.call(
      { method: 'GET', path: '/contacts/me/links' },
      (s) => s.ContactLinksResponse,
      (answer) => answer,
    );
  }

  startReservation(quoteId: number, linkToken?: string): Promise<ApiResult<OpenedReservation>> {
    return this.call(
      {
        method: 'POST',
        path: `/moves/${quoteId}/start`,
        ...(linkToken ? { query: { qId: linkToken } } : {}),
      },
      (s) => s.DraftResponse,
      (answer, s) => ({
        quote: s.fromWireQuote(answer.quote),
        draft: s.fromWireDraft(answer.draft),
        rates: {
          OneHourRate: s.centsOf(answer.rates.OneHourRate),
          TwoHourRate: s.centsOf(answer.rates.TwoHourRate),
        },
      }),
    );
  }

  reservationDraft(quoteId: number): Promise<ApiResult<OpenedReservation>> {
    return this.call(
      { method: 'GET', path: `/moves/${quoteId}/draft` },
      (s) => s.DraftResponse,
      (answer, s) => ({
        quote: s.fromWireQuote(answer.quote),
        draft: s.fromWireDraft(answer.draft),
        rates: {
          OneHourRate: s.centsOf(answer.rates.OneHourRate),
          TwoHourRate: s.centsOf(answer.rates.TwoHourRate),
        },
      }),
    );
  }

  saveReservationStep(
    quoteId: number,
    step: 'location' | 'schedule',
    answers: Parameters<RelomoveApi['saveReservationStep']>[2],
  ): Promise<ApiResult<ReservationDraft>> {
    return this.call(
      { method: 'PUT', path: `/moves/${quoteId}/draft/${step}`, body: answers },
      (s) => s.SavedDraftResponse,
      (answer, s) => s.fromWireDraft(answer.draft),
    );
  }

  logReservationProgress(
    quoteId: number,
    fields: Parameters<RelomoveApi['logReservationProgress']>[1],
  ): Promise<ApiResult<true>> {
    return this.call(
      { method: 'POST', path: `/moves/${quoteId}/log-progress`, body: fields, keepalive: true },
      (s) => s.SuccessResponse,
      () => true as const,
    );
  }

  setSmsNumber(quoteId: number, SmsNumber: string): Promise<ApiResult<true>> {
    return this.call(
      { method: 'PUT', path: `/moves/${quoteId}/contacts/sms`, body: { SmsNumber } },
      (s) => s.SmsResponse,
      () => true as const,
    );
  }

  setLaborReferral(quoteId: number, laborRequested: boolean): Promise<ApiResult<true>> {
    return this.call(
      { method: 'PUT', path: `/moves/${quoteId}/labor-referral`, body: { laborRequested } },
      (s) => s.LaborReferralResponse,
      () => true as const,
    );
  }

  reserveMove(
    quoteId: number,
    body: Parameters<RelomoveApi['reserveMove']>[1],
    idempotencyKey: string,
  ): Promise<ApiResult<Quote>> {
    return this.call(
      {
        method: 'POST',
        path: `/moves/${quoteId}/reserve`,
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      },
      (s) => s.ReserveResponse,
      (answer, s) => s.fromWireQuote(answer.reserve.Quote),
    );
  }

  viewReservation(quoteId: number): Promise<ApiResult<BookedMove>> {
    return this.call(
      { method: 'GET', path: `/moves/${quoteId}` },
      (s) => s.ReservationResponse,
      (answer, s) => ({
        quote: s.fromWireQuote(answer.reservation),
        lines: answer.PriceLines.map(s.priceLineFromWire),
        total: s.centsOf(answer.TotalPrice),
        editAllowed: answer.IsMyMoveEditAllowed,
        editWindow: editWindowFromWire(answer.MyMoveEdit),
      }),
    );
  }

  editMove(quoteId: number, body: Parameters<RelomoveApi['editMove']>[1]): Promise<ApiResult<MoveEdited>> {
    return this.call(
      { method: 'POST', path: `/moves/edit/${quoteId}`, body },
      (s) => s.MoveEditResponse,
      (answer, s) => ({
        saved: answer.Saved,
        message: answer.changeQuoteResponse.message,
        quote: s.fromWireQuote(answer.quote),
        oldLines: (answer.Preview?.OldPriceLines ?? []).map(s.priceLineFromWire),
        newLines: (answer.Preview?.NewPriceLines ?? []).map(s.priceLineFromWire),
        oldTotal: s.centsOf(answer.Preview?.OldTotal ?? 0),
        newTotal: s.centsOf(answer.Preview?.NewTotal ?? 0),
        difference: s.centsOf(answer.Preview?.Difference ?? 0),
        changed: answer.Preview?.Changed ?? [],
        settlement: {
          kind: answer.Preview?.Settlement.Kind ?? 'None',
          amount: s.centsOf(answer.Preview?.Settlement.Amount ?? 0),
          description: answer.Preview?.Settlement.Description ?? '',
        },
        editWindow: editWindowFromWire(answer.MyMoveEdit),
      }),
    );
  }

  movePayments(quoteId: number): Promise<ApiResult<MovePayments>> {
    return this.call(
      { method: 'GET', path: `/moves/${quoteId}/payments` },
      (s) => s.MovePaymentsResponse,
      (answer, s) => paymentsFromWire(answer, s),
    );
  }

  addPaymentInfo(
    quoteId: number,
    Revision: number,
    paymentProfileId: string,
  ): Promise<ApiResult<PaymentInfoAdded>> {
    return this.call(
      {
        method: 'POST',
        path: `/moves/${quoteId}/payment-info`,
        body: { Revision, PaymentInfo: { Method: 'CreditCard', CreditCard: { paymentProfileId } } },
      },
      (s) => s.PaymentInfoResponse,
      (answer, s) => ({
        quote: s.fromWireQuote(answer.Quote),
        payments: paymentsFromWire(answer.Payments, s),
      }),
    );
  }

  payBalance(quoteId: number, idempotencyKey: string): Promise<ApiResult<BalancePaid>> {
    return this.call(
      {
        method: 'POST',
        path: '/payments/pay',
        body: { QuoteId: quoteId },
        headers: { 'Idempotency-Key': idempotencyKey },
      },
      (s) => s.PayApproved,
      (answer, s) => ({
        Amount: s.centsOf(answer.Amount),
        HasMadePaymentOnTool: answer.HasMadePaymentOnTool,
        payments: paymentsFromWire(answer.Payments, s),
      }),
    );
  }

  cancelMove(quoteId: number, Revision: number, idempotencyKey: string): Promise<ApiResult<MoveCancelled>> {
    return this.call(
      {
        method: 'POST',
        path: `/moves/${quoteId}/cancel`,
        body: { Revision },
        headers: { 'Idempotency-Key': idempotencyKey },
      },
      (s) => s.CancelResponse,
      (answer, s) => ({
        Cancellation: {
          ...answer.Cancellation,
          Fee: s.centsOf(answer.Cancellation.Fee),
          PriceBefore: s.centsOf(answer.Cancellation.PriceBefore),
        },
        FeeCharge: { ...answer.FeeCharge, Amount: s.centsOf(answer.FeeCharge.Amount) },
        quote: s.fromWireQuote(answer.Quote),
        payments: paymentsFromWire(answer.Payments, s),
      }),
    );
  }

  shipment(quoteId: number): Promise<ApiResult<ShipmentStatus>> {
    return this.call(
      { method: 'GET', path: `/shipments/${quoteId}` },
      (s) => s.ShipmentResponse,
      ({ success: _, Staff: __, ...answer }) => answer,
    );
  }

  messageLog(quoteId: number): Promise<ApiResult<MessageLogView>> {
    return this.call(
      { method: 'GET', path: `/moves/${quoteId}/messages` },
      (s) => s.MessageLogResponse,
      (answer) => ({
        rows: answer.Messages.map((m) => ({
          channel: m.Channel as Channel,
          state: m.State,
          summary: m.Summary,
          reason: m.Reason,
          at: m.At,
          kind: m.Kind,
          recipient: m.Recipient,
        })),
        notices: answer.Notices.map((n) => ({ channel: n.Channel as Channel, message: n.Message })),
      }),
    );
  }

  async followMove(quoteId: number, listener: MoveChangeListener): Promise<ApiResult<MoveFollowing>> {
    // A chunk of its own, loaded by the dashboard only (issue 4 budget).
    const loaded = await import('./event-source-move-changes').catch(() => null);
    const following = loaded?.followMoveChanges(quoteId, listener, {
      baseUrl: this.root.slice(0, -'/api'.length),
    });
    return following
      ? { ok: true, value: following }
      : {
          ok: false,
          error: { kind: 'Unavailable', message: 'This browser cannot follow the move as it changes.' },
        };
  }

  outbox(filter: OutboxFilter): Promise<ApiResult<OutboxListing>> {
    const query: Record<string, string> = {};
    if (filter.to?.trim()) query.to = filter.to.trim();
    if (filter.ref?.trim()) query.ref = filter.ref.trim();
    if (filter.limit !== undefined) query.limit = String(filter.limit);
    return this.call(
      { method: 'GET', path: '/staff/outbox', query },
      (s) => s.OutboxResponse,
      (answer, s) => s.outboxFromWire(answer),
    );
  }

  lookupQuotes(search: string): Promise<ApiResult<LookupOutput>> {
    return this.call(
      { method: 'POST', path: '/quotes/lookup', body: { search } },
      (s) => s.LookupResponse,
      (answer, s) => s.lookupFromWire(answer),
    );
  }

  explainQuote(reference: string): Promise<ApiResult<QuoteExplained>> {
    return this.call(
      { method: 'GET', path: `/staff/quotes/${segment(reference)}` },
      (s) => s.ExplainQuoteResponse,
      (answer, s) => s.explainedFromWire(answer),
    );
  }

  recomputeQuote(reference: string, request: StaffRecomputeRequest): Promise<ApiResult<RecomputeAnswer>> {
    return this.call(
      { method: 'POST', path: `/staff/quotes/${segment(reference)}/recompute`, body: request },
      (s) => s.StaffRecomputeResponse,
      (answer, s) => s.recomputedFromWire(answer),
    );
  }

  staffShipment(quoteId: number): Promise<ApiResult<StaffShipment>> {
    return this.call(
      { method: 'GET', path: `/shipments/${quoteId}` },
      (s) => s.ShipmentResponse,
      ({ success: _, ...answer }) => answer,
    );
  }

  recordShipmentEvent(
    quoteId: number,
    event: ShipmentEventRequest,
    idempotencyKey: string,
  ): Promise<ApiResult<ShipmentEventRecorded>> {
    return this.call(
      {
        method: 'POST',
        path: `/staff/shipments/${quoteId}/events`,
        body: event,
        headers: { 'Idempotency-Key': idempotencyKey },
      },
      (s) => s.RecordShipmentEventResponse,
      (answer, s) => {
        const { success: _, ...shipment } = answer.Shipment;
        return {
          Outcome: answer.Outcome,
          Event: answer.Event,
          Shipment: shipment,
          Charge: shipmentChargeFromWire(answer.Charge, s),
        };
      },
    );
  }

  simulateShipment(quoteId: number): Promise<ApiResult<ShipmentSimulated>> {
    return this.call(
      { method: 'POST', path: `/staff/shipments/${quoteId}/simulate` },
      (s) => s.SimulateShipmentResponse,
      (answer, s) => {
        const { success: _, ...shipment } = answer.Shipment;
        return {
          Recorded: answer.Recorded,
          NextDueAt: answer.NextDueAt,
          Stopped: answer.Stopped,
          Shipment: shipment,
          Charge: shipmentChargeFromWire(answer.Charge, s),
        };
      },
    );
  }

  setDashboardType(quoteId: number, type: DashboardType | null): Promise<ApiResult<DashboardTypeSet>> {
    return this.call(
      { method: 'PUT', path: `/staff/moves/${quoteId}/dashboard-type`, body: { DashboardType: type } },
      (s) => s.DashboardTypeResponse,
      ({ success: _, ...answer }) => answer,
    );
  }

  chargeAtTransit(quoteId: number): Promise<ApiResult<TransitCharged>> {
    return this.call(
      { method: 'POST', path: `/staff/moves/${quoteId}/transit` },
      (s) => s.TransitChargeResponse,
      (answer, s) => ({
        Result: answer.Result,
        Amount: s.centsOf(answer.Amount),
        CardResult: answer.CardResult,
        Message: answer.Message,
        Retryable: answer.Retryable,
        Payments: paymentsFromWire(answer.Payments, s),
      }),
    );
  }

  addReservationCoupon(quoteId: number, code: string): Promise<ApiResult<Coupon[]>> {
    return this.call(
      { method: 'POST', path: '/moves/coupons', body: { QuoteId: quoteId, Coupon: code } },
      (s) => s.ReservationCouponResponse,
      (answer, s) =>
        answer.coupons.Coupons.map(({ Source, Invalid, ...c }) => ({
          ...c,
          Amount: s.centsOf(c.Amount),
          ...(Invalid === undefined ? {} : { Invalid }),
          ...(Source === undefined ? {} : { Source }),
        })),
    );
  }

  requestPlaceMapping(request: Parameters<RelomoveApi['requestPlaceMapping']>[0]) {
    return this.call(
      { method: 'POST', path: '/place-mappings', body: request },
      (s) => s.PlaceMappingResponse,
      (answer, s) => ({ created: answer.Created, mapping: s.placeMappingFromWire(answer.PlaceMapping) }),
    );
  }

  placeMapping(token: string) {
    return this.call(
      { method: 'GET', path: `/place-mappings/${segment(token)}` },
      (s) => s.ViewPlaceMappingResponse,
      (answer, s) => s.placeMappingFromWire(answer.PlaceMapping),
    );
  }

  staffPlaceMappings(filter: Parameters<RelomoveApi['staffPlaceMappings']>[0]) {
    const query: Record<string, string> = {};
    if (filter.status) query.status = filter.status;
    if (filter.limit !== undefined) query.limit = String(filter.limit);
    return this.call(
      { method: 'GET', path: '/staff/place-mappings', query },
      (s) => s.StaffPlaceMappingsResponse,
      (answer, s) => ({ rows: answer.PlaceMappings.map(s.staffRowFromWire), limit: answer.Limit }),
    );
  }

  decidePlaceMapping(id: number, decision: Parameters<RelomoveApi['decidePlaceMapping']>[1]) {
    return this.call(
      { method: 'POST', path: `/staff/place-mappings/${id}/decision`, body: decision },
      (s) => s.StaffPlaceMappingResponse,
      (answer, s) => s.staffRowFromWire(answer.PlaceMapping),
    );
  }

  recordReferrerArrival(referrer: Parameters<RelomoveApi['recordReferrerArrival']>[0], page: string) {
    return this.call(
      { method: 'POST', path: '/referrals/arrivals', body: { Referrer: referrer, Page: page } },
      (s) => s.ReferrerArrivalResponse,
      (answer) => ({ referrer: answer.Referrer, recorded: answer.Recorded }),
    );
  }

  requestPickup(
    quoteId: number,
    request: PickupRequest,
    idempotencyKey: string,
  ): Promise<ApiResult<PickupRequested>> {
    return this.call(
      {
        method: 'POST',
        path: `/shipments/${quoteId}/origin/pickup`,
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      },
      (s) => s.PickupRequestResponse,
      (answer) => {
        const { success: _, Staff: __, ...shipment } = answer.Shipment;
        return { Outcome: answer.Outcome, PickupDate: answer.PickupDate as IsoDate, shipment };
      },
    );
  }

  deliveryAppointment(quoteId: number): Promise<ApiResult<DeliveryAppointmentState>> {
    return this.call(
      { method: 'GET', path: `/appointments/delivery/${quoteId}` },
      (s) => s.DeliveryAppointmentResponse,
      (answer, s) => s.fromWireDeliveryAppointment(answer.DeliveryAppointment),
    );
  }

  bookDelivery(
    quoteId: number,
    window: DeliveryWindowChoice,
    idempotencyKey: string,
  ): Promise<ApiResult<DeliveryBooked>> {
    return this.call(
      {
        method: 'POST',
        path: '/appointments/delivery',
        body: { QuoteId: quoteId, ...window },
        headers: { 'Idempotency-Key': idempotencyKey },
      },
      (s) => s.BookDeliveryResponse,
      (answer, s) => s.fromWireBookedDelivery(answer),
    );
  }

  postDeliverySurvey(quoteId: number): Promise<ApiResult<PostDeliverySurvey>> {
    return this.call(
      { method: 'GET', path: `/surveys/post-delivery/${quoteId}` },
      (s) => s.PostDeliverySurveyResponse,
      (answer) => answer.Survey,
    );
  }

  submitPostDeliverySurvey(
    quoteId: number,
    answers: PostDeliverySurveyAnswers,
  ): Promise<ApiResult<SurveySubmitted<PostDeliverySurvey>>> {
    return this.call(
      { method: 'POST', path: '/surveys/post-delivery', body: { QuoteId: quoteId, ...answers } },
      (s) => s.SubmitPostDeliverySurveyResponse,
      (answer) => ({ Outcome: answer.Outcome, Survey: answer.Survey }),
    );
  }

  covidSurvey(quoteId: number): Promise<ApiResult<CovidSurvey>> {
    return this.call(
      { method: 'GET', path: `/surveys/covid/${quoteId}` },
      (s) => s.CovidSurveyResponse,
      (answer) => answer.Survey,
    );
  }

  submitCovidSurvey(
    quoteId: number,
    answers: CovidSurveyAnswers,
  ): Promise<ApiResult<SurveySubmitted<CovidSurvey>>> {
    return this.call(
      { method: 'POST', path: '/surveys/covid', body: { QuoteId: quoteId, ...answers } },
      (s) => s.SubmitCovidSurveyResponse,
      (answer) => ({ Outcome: answer.Outcome, Survey: answer.Survey }),
    );
  }

  createPayPalOrder(quoteId: number, idempotencyKey: string): Promise<ApiResult<PayPalOrder>> {
    return this.call(
      {
        method: 'POST',
        path: `/moves/${quoteId}/paypal/orders`,
        headers: { 'Idempotency-Key': idempotencyKey },
      },
      (s) => s.PayPalOrderResponse,
      (answer, s) => ({
        orderId: answer.orderId,
        approveUrl: answer.approveUrl,
        Amount: s.centsOf(answer.Amount),
      }),
    );
  }

  openAffirmCheckout(
    quoteId: number,
    Method: 'AffirmVCN' | 'AffirmLite',
    idempotencyKey: string,
  ): Promise<ApiResult<AffirmCheckoutOpened>> {
    return this.call(
      {
        method: 'POST',
        path: `/moves/${quoteId}/affirm/checkouts`,
        body: { Method },
        headers: { 'Idempotency-Key': idempotencyKey },
      },
      (s) => s.AffirmCheckoutOpenedResponse,
      (answer, s) => ({
        checkoutId: answer.checkoutId,
        windowUrl: answer.windowUrl,
        Method: answer.Method,
        Amount: s.centsOf(answer.Amount),
      }),
    );
  }

  affirmCheckout(quoteId: number, checkoutId: string): Promise<ApiResult<AffirmCheckoutState>> {
    return this.call(
      { method: 'GET', path: `/moves/${quoteId}/affirm/checkouts/${segment(checkoutId)}` },
      (s) => s.AffirmCheckoutResponse,
      ({ success: _, ...answer }, s) => ({
        ...answer,
        Amount: s.centsOf(answer.Amount),
        ApprovedAmount: answer.ApprovedAmount === null ? null : s.centsOf(answer.ApprovedAmount),
      }),
    );
  }

  affirmApproval(quoteId: number): Promise<ApiResult<AffirmCheckoutState | null>> {
    return this.call(
      { method: 'GET', path: `/moves/${quoteId}/affirm/approval` },
      (s) => s.AffirmApprovalResponse,
      ({ Approval }, s) =>
        Approval === null
          ? null
          : {
              ...Approval,
              Amount: s.centsOf(Approval.Amount),
              ApprovedAmount: Approval.ApprovedAmount === null ? null : s.centsOf(Approval.ApprovedAmount),
            },
    );
  }

  cancelAffirmLoan(checkoutId: string): Promise<ApiResult<AffirmLoanCancelled>> {
    return this.call(
      { method: 'POST', path: '/affirm/cancel', body: { checkoutId } },
      (s) => s.AffirmCancelResponse,
      ({ success: _, ...answer }) => answer,
    );
  }

  moveDates(request: Parameters<RelomoveApi['moveDates']>[0]): ReturnType<RelomoveApi['moveDates']> {
    return this.call(
      { method: 'POST', path: '/moves/move-dates', body: request },
      (s) => s.MoveDatesResponse,
      (answer, s) => s.fromWireMoveDates(answer),
    );
  }

  spotDates(reference: string, from: string, to: string): ReturnType<RelomoveApi['spotDates']> {
    return this.call(
      { method: 'GET', path: `/moves/${segment(reference)}/spot-dates`, query: { from, to } },
      (s) => s.SpotDatesResponse,
      ({ success: _, ...dates }) => dates,
    );
  }

  appointmentAvailability(
    reference: string,
    end: Parameters<RelomoveApi['appointmentAvailability']>[1],
    date: string,
  ): ReturnType<RelomoveApi['appointmentAvailability']> {
    return this.call(
      {
        method: 'POST',
        path: `/appointments/${segment(reference)}/${end}/availability`,
        body: { apptObj: { Date: date } },
      },
      (s) => (end === 'origin' ? s.OriginAvailabilityResponse : s.DestinationAvailabilityResponse),
      (answer, s) =>
        ('originAvailability' in answer ? answer.originAvailability : answer.destinationAvailability).map(
          s.fromWireAppointmentSlot,
        ),
    );
  }

  messagePreferences(): Promise<ApiResult<MyMessagePreferences>> {
    return this.call(
      { method: 'GET', path: '/notifications/preferences' },
      (s) => s.PreferencesResponse,
      (answer, s) => ({ email: answer.EmailAddress, preferences: s.fromWirePreferences(answer.Preferences) }),
    );
  }

  setMessagePreferences(preferences: MessagePreferences): Promise<ApiResult<MyMessagePreferences>> {
    return this.call(
      {
        method: 'PUT',
        path: '/notifications/preferences',
        body: { SmsEnabled: preferences.smsEnabled, OptedOut: [...preferences.optedOut] },
      },
      (s) => s.PreferencesResponse,
      (answer, s) => ({ email: answer.EmailAddress, preferences: s.fromWirePreferences(answer.Preferences) }),
    );
  }

  viewUnsubscribe(token: string): Promise<ApiResult<UnsubscribeOutcome>> {
    return this.unsubscribeCall('GET', '/notifications/unsubscribe', { token });
  }

  unsubscribe(token: string): Promise<ApiResult<UnsubscribeOutcome>> {
    return this.unsubscribeCall('POST', '/notifications/unsubscribe', { token });
  }

  resubscribe(token: string, only?: MessageSwitches): Promise<ApiResult<UnsubscribeOutcome>> {
    const names = only ? [...(only.texts ? ['sms'] : []), ...only.categories] : null;
    return this.unsubscribeCall(
      'POST',
      '/notifications/resubscribe',
      names === null ? { token } : { token, only: names.join(',') },
    );
  }

  lookupInspection(reference: string, email: string): Promise<ApiResult<MoveInspection>> {
    return this.inspectionCall({
      method: 'POST',
      path: '/inspection/lookup',
      body: { ReferenceNumber: reference, EmailAddress: email },
    });
  }

  submitInspection(form: InspectionFormRequest): Promise<ApiResult<MoveInspection>> {
    return this.inspectionCall({ method: 'POST', path: '/inspection/form', body: form });
  }

  moveInspection(quoteId: number): Promise<ApiResult<MoveInspection>> {
    return this.inspectionCall({ method: 'GET', path: `/moves/${quoteId}/inspection` });
  }

  /** Issue 15: one of the insect inspection tool's calls, read with the §4 decision it carries. */
  private inspectionCall(call: Call): Promise<ApiResult<MoveInspection>> {
    return this.call(
      call,
      (s) => s.InspectionResponse,
      ({ success: _, ...answer }, s) => ({ ...answer, decision: s.inspectionDecisionOf(answer) }),
    );
  }

  /** Issue 14: one of the unsubscribe link's calls (the token in the query, no body). */
  private unsubscribeCall(
    method: Method,
    path: string,
    query: Record<string, string>,
  ): Promise<ApiResult<UnsubscribeOutcome>> {
    return this.call(
      { method, path, query },
      (s) => s.UnsubscribeResponse,
      (answer, s) => ({
        email: answer.EmailAddress,
        topic: answer.Topic,
        covers: { texts: answer.Covers.Texts, categories: answer.Covers.Categories },
        changed: { texts: answer.Changed.Texts, categories: answer.Changed.Categories },
        preferences: s.fromWirePreferences(answer.Preferences),
        liveMoveNote: answer.LiveMoveNote,
      }),
    );
  }

  /** A call whose ok answer is kept for the page session, by request (§9); see `pageSession`. */
  private cachedForPageSession<S extends Answer, T>(
    call: Call,
    schemaOf: (schemas: Schemas) => S,
    pick: (answer: z.output<S>, schemas: Schemas) => T,
  ): Promise<ApiResult<T>> {
    const key = `${call.method} ${call.path} ${JSON.stringify(call.body ?? null)}`;
    const cached = this.pageSession.get(key) as Promise<ApiResult<T>> | undefined;
    if (cached) return cached;
    const answer = this.call(call, schemaOf, pick);
    this.pageSession.set(key, answer);
    void answer.then((result) => {
      if (!result.ok) this.pageSession.delete(key);
    });
    return answer;
  }

  /** One request and its answer, read as the contract says; every failure becomes an ApiFailure. */
  private async call<S extends Answer, T>(
    call: Call,
    schemaOf: (schemas: Schemas) => S,
    pick: (answer: z.output<S>, schemas: Schemas) => T,
  ): Promise<ApiResult<T>> {
    // The schemas load while the request is on its way (at once when preloaded), never after it.
    const loading = loadSchemas();
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const url = `${this.root}${call.path}${query}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    Object.assign(headers, call.headers);
    let status: number;
    let text: string;
    try {
      const response = await this.fetchFn(url, {
        method: call.method,
        headers,
        credentials: 'same-origin',
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.keepalive ? { keepalive: true } : {}),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return notAnswered(error, call.signal);
    }
    const schemas = await loading;
    if (!schemas.ok) {
      return call.signal?.aborted ? { ok: false, error: { kind: 'Cancelled' } } : schemas;
    }

    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return unavailable(`The server's answer (status ${status}) is not JSON`);
    }
    if (isRecord(answer) && answer.success === false) return refused(schemas.value, status, answer);
    if (!isRecord(answer) || answer.success !== true) {
      return unavailable(`The server's answer (status ${status}) carries no success flag`);
    }
    const parsed = schemaOf(schemas.value).safeParse(answer);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.map(String).join('.') || 'body';
      return unavailable(
        `The server's answer to ${call.method} ${call.path} does not match the contract at ${where}`,
      );
    }
    try {
      return { ok: true, value: pick(parsed.data, schemas.value) };
    } catch (error) {
      // fromWireQuote converts money exactly; the schema already checked it, so this is a broken answer.
      return unavailable(`The server's answer could not be read: ${messageOf(error)}`);
    }
  }
}

/** The schemas, or Unavailable when their chunk could not be loaded; never rejects. */
const loadSchemas = (): Promise<ApiResult<Schemas>> =>
  preloadAnswerSchemas().then(
    (value) => ({ ok: true, value }),
    (error: unknown) => unavailable(`The page could not load the answer schemas: ${messageOf(error)}`),
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The Transit charge after a shipment event (dollars) -> cents. */
function shipmentChargeFromWire(
  charge: z.output<Schemas['RecordShipmentEventResponse']>['Charge'],
  s: Schemas,
): ShipmentCharge | null {
  if (charge === null) return null;
  return { ...charge, Amount: charge.Amount === null ? null : s.centsOf(charge.Amount) };
}

/** A move's payments as the contract sends them (dollars) -> MovePayments (cents). */
function paymentsFromWire(
  { success: _, ...answer }: z.output<Schemas['MovePaymentsResponse']>,
  s: Schemas,
): MovePayments {
  return {
    ...answer,
    TotalPrice: s.centsOf(answer.TotalPrice),
    Captured: s.centsOf(answer.Captured),
    Refunded: s.centsOf(answer.Refunded),
    InvoiceAmountDue: s.centsOf(answer.InvoiceAmountDue),
    Ledger: answer.Ledger.map((row) => ({ ...row, Amount: s.centsOf(row.Amount) })),
    Cancellation: cancellationFromWire(answer.Cancellation, s),
  };
}

/** GET moves/{id}/payments' Cancellation (dollars) -> the preview in cents. */
function cancellationFromWire(
  preview: z.output<Schemas['MovePaymentsResponse']>['Cancellation'],
  s: Schemas,
): CancellationPreview | null {
  if (preview === null || !preview.Cancellable) return preview;
  return {
    ...preview,
    Fee: s.centsOf(preview.Fee),
    Charge: s.centsOf(preview.Charge),
    Refund: s.centsOf(preview.Refund),
    Release: s.centsOf(preview.Release),
  };
}

/** §8 Messages and ModelErrors of a refusal that carries them (reserve, moves/edit), else nothing. */
function dashboardErrorParts(answer: Record<string, unknown>): {
  messages?: string[];
  modelErrors?: Array<{ type: string; message: string }>;
} {
  const { Messages, ModelErrors } = answer;
  if (!Array.isArray(Messages) && !Array.isArray(ModelErrors)) return {};
  return {
    messages: Array.isArray(Messages) ? Messages.filter((m): m is string => typeof m === 'string') : [],
    modelErrors: Array.isArray(ModelErrors)
      ? ModelErrors.flatMap((e) =>
          typeof e === 'object' && e !== null && typeof e.type === 'string'
            ? [{ type: e.type, message: typeof e.message === 'string' ? e.message : '' }]
            : [],
        )
      : [],
  };
}

/** An answer with success=false: the server's §5 lines, its reason when it gave one, and §8 Messages. */
function refused(
  { ErrorResponse }: Schemas,
  status: number,
  answer: Record<string, unknown>,
): { ok: false; error: ApiFailure } {
  const failure = ErrorResponse.safeParse(answer);
  if (failure.success) {
    const { errors, reason } = failure.data;
    const error: ApiFailure =
      reason === undefined
        ? { kind: 'Refused', status, errors }
        : { kind: 'Refused', status, errors, reason };
    return { ok: false, error: { ...error, ...dashboardErrorParts(answer) } };
  }
  // Not the contract's error shape: keep whatever lines there are rather than lose the refusal.
  const errors = Array.isArray(answer.errors)
    ? answer.errors.filter((line): line is string => typeof line === 'string')
    : [];
  return { ok: false, error: { kind: 'Refused', status, errors } };
}

/** fetch rejected, or the body could not be read: cancelled by its signal, timed out, or the network failed. */
function notAnswered(error: unknown, signal: AbortSignal | undefined): { ok: false; error: ApiFailure } {
  const name = nameOf(error);
  if (name === 'TimeoutError' || (signal?.aborted && nameOf(signal.reason) === 'TimeoutError')) {
    return unavailable('The server did not answer in time');
  }
  if (signal?.aborted || name === 'AbortError') return { ok: false, error: { kind: 'Cancelled' } };
  return unavailable(`The server could not be reached: ${messageOf(error)}`);
}

/** An error's name (a DOMException's 'AbortError' or 'TimeoutError'), whatever realm made it. */
const nameOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;

/** Issue 13: the wire's MyMoveEdit as the client reads it. */
function editWindowFromWire(w: {
  Allowed: boolean;
  CutoffAt: string | null;
  Reason: string | null;
  Message: string;
}): BookedMove['editWindow'] {
  return { allowed: w.Allowed, cutoffAt: w.CutoffAt, reason: w.Reason, message: w.Message };
}
