import { createHash } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { z } from 'zod';
import type { RecordAnalyticsEvents } from '../../../../application/analytics/record-events';
import type { AddReservationCoupon } from '../../../../application/reservations/add-reservation-coupon';
import type { SetContactPreference } from '../../../../application/reservations/contact-preferences';
import type { ListMyLinks } from '../../../../application/reservations/list-my-links';
import type { LogReservationProgress } from '../../../../application/reservations/log-progress';
import type { OpenedReservation } from '../../../../application/reservations/opened-reservation';
import type { ReserveMove, ReserveMoveError } from '../../../../application/reservations/reserve-move';
import type { SaveReservationStep } from '../../../../application/reservations/save-reservation-step';
import type {
  SetDashboardType,
  SetDashboardTypeError,
} from '../../../../application/reservations/set-dashboard-type';
import type { StartReservation } from '../../../../application/reservations/start-reservation';
import type { ViewReservation } from '../../../../application/reservations/view-reservation';
import type { ViewReservationDraft } from '../../../../application/reservations/view-reservation-draft';
import { AnalyticsTrackingEvent } from '../../../../domain/analytics/events';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { ZERO } from '../../../../domain/money/money';
import { Route } from '../../../../domain/quote/routes';
import type { LocationAnswers, ScheduleAnswers } from '../../../../domain/reservation/draft';
import { ReservationStep } from '../../../../domain/reservation/enums';
import { ContactLinksResponse } from '../../contract/accounts';
import { centsOf, dollarsOf, ErrorResponse, errorBody, zodErrorLines } from '../../contract/common';
import { httpFailure, linesAbout } from '../../contract/error-status';
import { IdempotencyHeaders } from '../../contract/payments';
import { toWireQuote } from '../../contract/quote';
import {
  AddressPriceChangedResponse,
  BlockedResponse,
  DashboardTypeBody,
  DashboardTypeResponse,
  DraftResponse,
  LaborReferralBody,
  LaborReferralResponse,
  LocationStepBody,
  LogProgressBody,
  MoveParams,
  ReservationCouponBody,
  ReservationCouponResponse,
  ReservationResponse,
  ReserveBody,
  ReserveRefusedResponse,
  ReserveResponse,
  reservePaymentOf,
  reserveStatus,
  SavedDraftResponse,
  ScheduleAnswersBody,
  SmsBody,
  SmsResponse,
  STAFF_DASHBOARD_TYPE_PATH,
  StartQuery,
  StepParams,
  SuccessResponse,
  toWireCouponList,
  toWireDashboardTypeSet,
  toWireDraft,
  toWireReservation,
  toWireReserve,
} from '../../contract/reservations';
import type { App, AppEnv } from '../app';
import { visitorIdOf } from '../visitor';
import { json, ownMoveFailures, staffRoleRequired } from './openapi';
import { callerAndMove, idempotencyKeyOf } from './request-parts';

const NOT_YOURS = "'id - No reservation matches this reference': no such quote, or not yours";
/**
 * The failures a reservation route can answer. Every route that names a quote answers 400 (a bad id, or a
 * bad body), 401 (not signed in), 404 (not yours) and 503; only those that change a reservation in a way
 * the quote's state can refuse declare 409 (see `blocked`).
 */
export const failures = ownMoveFailures(NOT_YOURS);
const blocked = (description: string) => ({ 409: json(BlockedResponse, description) });

/** §9: the first reservation's analytics event fires at most once an hour, tracked by this cookie. */
export const RESERVATION_EVENT_COOKIE = 'relomove_reservation_event';
export const RESERVATION_EVENT_COOKIE_SECONDS = 3600;

const start = createRoute({
  method: 'post',
  path: '/api/moves/{id}/start',
  tags: ['Reservations'],
  summary:
    "Start or resume the reservation of a quote made for your email (issue 11): the quote becomes your account's; answers the quote and the server-side draft",
  request: { params: MoveParams, query: StartQuery },
  responses: {
    200: json(DraftResponse, 'The quote and the draft (AllowedStep is the furthest step that can be opened)'),
    ...failures,
    ...blocked(
      'The quote cannot be reserved: reason Manual, Expired, Reserved or Unquoted, with the way forward',
    ),
  },
});

const draft = createRoute({
  method: 'get',
  path: '/api/moves/{id}/draft',
  tags: ['Reservations'],
  summary: 'The reservation draft and quote, to resume at the furthest allowed step (owner only)',
  request: { params: MoveParams },
  responses: { 200: json(DraftResponse, 'The quote and the draft'), ...failures },
});

const saveStep = createRoute({
  method: 'put',
  path: '/api/moves/{id}/draft/{step}',
  tags: ['Reservations'],
  summary:
    'Keep a finished step (location W or schedule X) in the server-side draft and open the next step; the answers are checked as the page checks them',
  request: {
    params: StepParams,
    body: {
      ...json(LocationStepBody.or(ScheduleAnswersBody), "The step's answers (§3 form fields)"),
      required: true,
    },
  },
  responses: {
    200: json(SavedDraftResponse, 'The saved draft'),
    ...failures,
    503: json(
      ErrorResponse,
      "Storage unavailable, or no rate card in force to price the addresses or a guaranteed delivery: 'rateCard - Prices are unavailable right now; please try again in a moment'",
    ),
    409: json(
      BlockedResponse.or(AddressPriceChangedResponse),
      'The quote is already reserved (reason Reserved) or has no price (Unquoted), with the way forward; or (issue 27) the addresses change the price (reason AddressPriceChanged, PriceChange Was and Now): send it again with AcceptedTotal = Now',
    ),
  },
});

const logProgress = createRoute({
  method: 'post',
  path: '/api/moves/{id}/log-progress',
  tags: ['Reservations'],
  summary: '§7 A reservation step was completed (kept append-only)',
  request: { params: MoveParams, body: { ...json(LogProgressBody, '§7 fields'), required: true } },
  responses: { 200: json(SuccessResponse, 'Logged'), ...failures },
});

const sms = createRoute({
  method: 'put',
  path: '/api/moves/{id}/contacts/sms',
  tags: ['Reservations'],
  summary: "§7 The SMS number for text updates (10 digits; '' turns text messages off)",
  request: { params: MoveParams, body: { ...json(SmsBody, '{SmsNumber}'), required: true } },
  responses: { 200: json(SmsResponse, 'Saved'), ...failures },
});

const labor = createRoute({
  method: 'put',
  path: '/api/moves/{id}/labor-referral',
  tags: ['Reservations'],
  summary: '§7 Ask for (or cancel) a referral for loading and unloading help',
  request: { params: MoveParams, body: { ...json(LaborReferralBody, '{laborRequested}'), required: true } },
  responses: { 200: json(LaborReferralResponse, 'Saved'), ...failures },
});

const reserve = createRoute({
  method: 'post',
  path: '/api/moves/{id}/reserve',
  tags: ['Reservations'],
  summary:
    "§4 Reserve: books the move once, with a saved card, an approved PayPal order or an approved Affirm loan (Details.PaymentMethods, one entry). Send an Idempotency-Key header: the same key gets the same answer; the server recomputes every price and checks the revision and the date's capacity in one transaction. Nothing is charged",
  request: {
    params: MoveParams,
    headers: IdempotencyHeaders,
    body: { ...json(ReserveBody, 'Revision, MyMove, Details, QuoteId'), required: true },
  },
  responses: {
    200: json(ReserveResponse, 'Booked: reserve.Quote is the reserved quote'),
    ...failures,
    400: json(
      ReserveRefusedResponse.or(ErrorResponse),
      "Bad input ('field - message' lines), or not booked: 'QuoteIsIncomplete (MyMove)' (lines name the §3 form sections and the steps' fields), 'SpotDateIsPast (MyMove)'",
    ),
    402: json(
      ReserveRefusedResponse,
      "'PaymentError (MyMove)': the card is not one saved for you; the PayPal order is not yours, not approved, already used or for less than the total; the Affirm loan is not yours, not approved (declined, not applied), cancelled, expired or for less than the total (ModelErrors[0].message says which)",
    ),
    409: json(
      ReserveRefusedResponse.or(BlockedResponse).or(ErrorResponse),
      "Not booked: 'WrongRevisionError (MyMove)', 'QuoteCannotBeEdited (MyMove)', InvalidCapacityUnserviceableDate; or the Idempotency-Key was used with another request",
    ),
  },
});

const view = createRoute({
  method: 'get',
  path: '/api/moves/{id}',
  tags: ['Reservations'],
  summary: '§7 The booked move (§3 Reservation Details), its price lines and total: owner and staff only',
  request: { params: MoveParams },
  responses: { 200: json(ReservationResponse, 'The reservation'), ...failures },
});

const dashboardType = createRoute({
  method: 'put',
  path: STAFF_DASHBOARD_TYPE_PATH,
  tags: ['Staff'],
  summary:
    "Issue 13, §3 DashboardType (`relomove shipment dashboard`): make a booked move's dashboard reconsignment-limited or non-carrier-limited, or full again (null); staff only. Stored with Revision + 1",
  request: {
    params: MoveParams,
    body: { ...json(DashboardTypeBody, 'The dashboard type, or null'), required: true },
  },
  responses: {
    200: json(DashboardTypeResponse, 'Set (Changed false when the move already had it)'),
    ...failures,
    ...staffRoleRequired,
  },
});

const links = createRoute({
  method: 'get',
  path: '/api/contacts/me/links',
  tags: ['Accounts'],
  summary:
    "§7 The signed-in customer's quotes and reservations (ContactQuoteRetrieve); loggedin false when signed out",
  responses: {
    200: json(ContactLinksResponse, 'The quote ids, each with Reserved; loggedin false when signed out'),
    401: json(
      ErrorResponse,
      "Authorization: Bearer with a token that is no session (unknown, signed out, expired): 'session - Please sign in'",
    ),
    503: failures[503],
  },
});

const coupons = createRoute({
  method: 'post',
  path: '/api/moves/coupons',
  tags: ['Reservations'],
  summary:
    "§7 A coupon on a reservation (§4 rules: one user coupon at a time); an agent's coupon is agent-entered. The total is recomputed",
  request: { body: { ...json(ReservationCouponBody, '{QuoteId, Coupon}'), required: true } },
  responses: { 200: json(ReservationCouponResponse, 'coupons.Coupons'), ...failures },
});

export interface ReservationUseCases {
  start: StartReservation;
  viewDraft: ViewReservationDraft;
  saveStep: SaveReservationStep;
  logProgress: LogReservationProgress;
  setPreference: SetContactPreference;
  reserve: ReserveMove;
  view: ViewReservation;
  links: ListMyLinks;
  coupon: AddReservationCoupon;
  /** Issue 13: staff set §3 DashboardType. */
  setDashboardType: SetDashboardType;
  recordEvents: RecordAnalyticsEvents;
}

/**
 * The answer to a reservation error: a blocked quote says why and where to go (409); everything else takes
 * its status and lines from error-status.ts. Typed `never` so that one helper serves every route's declared
 * failure statuses (each route lists those its use case can return: 400, 401, 404 and 503, and 409 where
 * the quote's state can refuse).
 */
export function fail(
  c: Context<AppEnv>,
  error: ReserveMoveError | SetDashboardTypeError,
  idField = 'id',
): never {
  if (error.kind === 'ReservationBlocked') {
    const { block } = error;
    const body = {
      success: false as const,
      errors: [`id - ${block.message}`],
      reason: block.reason,
      route: block.route,
      action: block.action,
    };
    return c.json(body, 409) as never;
  }
  const failure = httpFailure(error);
  // The quote's reference is `idField` of this request (the body's QuoteId for moves/coupons).
  const lines = linesAbout(failure.lines, idField);
  if (
    error.kind === 'StorageUnavailable' ||
    error.kind === 'PaymentGatewayUnavailable' ||
    error.kind === 'AffirmGatewayUnavailable'
  )
    c.get('log').error({ fault: error.message }, 'reservation storage or a payment service failed');
  return c.json(errorBody(lines, failure.reason), failure.status) as never;
}

const opened = (value: OpenedReservation) => ({
  success: true as const,
  quote: toWireQuote(value.quote),
  draft: toWireDraft(value.draft),
  rates: { OneHourRate: dollarsOf(value.rates.OneHourRate), TwoHourRate: dollarsOf(value.rates.TwoHourRate) },
});

export function registerReservationRoutes(app: App, useCases: ReservationUseCases): void {
  app.openapi(start, async (c) => {
    const { qId } = c.req.valid('query');
    const result = await useCases.start.execute({
      ...callerAndMove(c),
      ...(qId ? { linkToken: qId } : {}),
    });
    return result.isErr() ? fail(c, result.error) : c.json(opened(result.value), 200);
  });

  app.openapi(draft, async (c) => {
    const result = await useCases.viewDraft.execute(callerAndMove(c));
    return result.isErr() ? fail(c, result.error) : c.json(opened(result.value), 200);
  });

  app.openapi(saveStep, async (c) => {
    const { id, step } = c.req.valid('param');
    // The body's shape depends on the step: parse it again with the step's own schema for its messages.
    const raw = c.req.valid('json');
    const schema = step === ReservationStep.location ? LocationStepBody : ScheduleAnswersBody;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return c.json(errorBody(zodErrorLines(parsed.error)), 400);
    const viewer = c.get('viewer');
    let input: Parameters<typeof useCases.saveStep.execute>[0];
    if (step === ReservationStep.location) {
      const { AcceptedTotal, ...answers } = parsed.data as z.output<typeof LocationStepBody>;
      input = {
        viewer,
        quoteId: id,
        step,
        answers: answers as LocationAnswers,
        ...(AcceptedTotal !== undefined ? { acceptedTotal: centsOf(AcceptedTotal) } : {}),
      };
    } else input = { viewer, quoteId: id, step, answers: parsed.data as ScheduleAnswers };
    const result = await useCases.saveStep.execute(input);
    if (result.isErr() && result.error.kind === 'AddressPriceChanged') {
      const { was, now } = result.error;
      const failure = httpFailure(result.error);
      return c.json(
        {
          ...errorBody(failure.lines, 'AddressPriceChanged'),
          reason: 'AddressPriceChanged' as const,
          PriceChange: { Was: dollarsOf(was), Now: dollarsOf(now) },
        },
        409,
      );
    }
    return result.isErr()
      ? fail(c, result.error)
      : c.json({ success: true as const, draft: toWireDraft(result.value) }, 200);
  });

  app.openapi(logProgress, async (c) => {
    const result = await useCases.logProgress.execute({
      ...callerAndMove(c),
      fields: c.req.valid('json'),
    });
    return result.isErr() ? fail(c, result.error) : c.json({ success: true as const }, 200);
  });

  app.openapi(sms, async (c) => {
    const { SmsNumber } = c.req.valid('json');
    const result = await useCases.setPreference.execute({
      ...callerAndMove(c),
      preference: { kind: 'sms', SmsNumber },
    });
    return result.isErr() ? fail(c, result.error) : c.json({ success: true as const, SmsNumber }, 200);
  });

  app.openapi(labor, async (c) => {
    const { laborRequested } = c.req.valid('json');
    const result = await useCases.setPreference.execute({
      ...callerAndMove(c),
      preference: { kind: 'labor', laborRequested },
    });
    return result.isErr() ? fail(c, result.error) : c.json({ success: true as const, laborRequested }, 200);
  });

  app.openapi(reserve, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const key = idempotencyKeyOf(c);
    if (body.QuoteId !== id) return c.json(errorBody(['QuoteId - No quote model loaded.']), 400);
    const [entry] = body.Details.PaymentMethods;
    if (entry === undefined) return c.json(errorBody(['Details.PaymentMethods - No value provided!']), 400);
    const payment = reservePaymentOf(entry);
    const requestHash = createHash('sha256')
      .update(`${id}\n${JSON.stringify(body)}`)
      .digest('hex');
    const result = await useCases.reserve.execute({
      viewer: c.get('viewer'),
      quoteId: id,
      idempotencyKey: key,
      requestHash,
      Revision: body.Revision,
      MyMove: {
        Location: body.MyMove.Location as LocationAnswers | null,
        Schedule: body.MyMove.Schedule
          ? {
              ...body.MyMove.Schedule,
              SpotDate: body.MyMove.Schedule.SpotDate as IsoDate,
              PickupDate: body.MyMove.Schedule.PickupDate as IsoDate,
            }
          : null,
      },
      Payment: payment,
    });
    if (result.isErr()) return fail(c, result.error);
    const { result: answer, replayed } = result.value;
    if (replayed) c.header('Idempotent-Replayed', 'true');
    if (answer.booked && !replayed && !getCookie(c, RESERVATION_EVENT_COOKIE)) {
      // §4, §9: the first reservation fires the analytics event at most once an hour (cookie: secure, strict).
      await useCases.recordEvents.execute({
        events: [
          {
            ...AnalyticsTrackingEvent.reservationConfirmation,
            quoteReference: String(id),
            page: Route.dashboard,
          },
        ],
        visitorId: visitorIdOf(c),
      });
      setCookie(c, RESERVATION_EVENT_COOKIE, '1', {
        maxAge: RESERVATION_EVENT_COOKIE_SECONDS,
        secure: true,
        sameSite: 'Strict',
        httpOnly: true,
        path: '/',
      });
    }
    const status = reserveStatus(answer);
    const wire = toWireReserve(answer);
    return wire.success ? c.json(wire, 200) : c.json(wire, status as 400 | 402 | 409);
  });

  app.openapi(view, async (c) => {
    const result = await useCases.view.execute({ viewer: c.get('viewer'), quoteId: c.req.valid('param').id });
    if (result.isErr()) return fail(c, result.error);
    const { quote, price, editWindow } = result.value;
    return c.json(
      toWireReservation(quote, price?.lines ?? [], price?.breakdown.total ?? ZERO, editWindow),
      200,
    );
  });

  app.openapi(dashboardType, async (c) => {
    const result = await useCases.setDashboardType.execute({
      ...callerAndMove(c),
      type: c.req.valid('json').DashboardType,
    });
    if (result.isErr()) return fail(c, result.error);
    return c.json(toWireDashboardTypeSet(result.value), 200);
  });

  app.openapi(links, async (c) => {
    // As GET contacts/me: a browser that is not signed in is told so (loggedin false); a token presented in
    // an Authorization header that is no session is refused.
    if (c.get('viewer') === null && c.req.header('authorization')) {
      return c.json(errorBody(httpFailure({ kind: 'SignInRequired' }).lines), 401);
    }
    const result = await useCases.links.execute({ viewer: c.get('viewer') });
    if (result.isErr()) return fail(c, result.error);
    return c.json(
      { success: true as const, loggedin: result.value.loggedin, ContactQuoteRetrieve: result.value.quotes },
      200,
    );
  });

  app.openapi(coupons, async (c) => {
    const { QuoteId, Coupon } = c.req.valid('json');
    const result = await useCases.coupon.execute({ viewer: c.get('viewer'), quoteId: QuoteId, code: Coupon });
    if (result.isErr()) return fail(c, result.error, 'QuoteId');
    return c.json({ success: true as const, coupons: { Coupons: toWireCouponList(result.value) } }, 200);
  });
}
