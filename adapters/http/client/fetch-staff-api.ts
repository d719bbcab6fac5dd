import type { z } from 'zod';
import type { RecomputeOpenQuotesOutput } from '../../../application/staff/recompute-open-quotes';
import { LoginResponse, LogoutResponse, LookupResponse, SESSION_COOKIE } from '../contract/accounts';
import { CaptchaChallengeResponse } from '../contract/captcha';
import { ErrorResponse } from '../contract/common';
import {
  MovePaymentsResponse,
  STAFF_MOVE_PAYMENTS_PATH,
  STAFF_TRANSIT_PATH,
  TransitChargeResponse,
} from '../contract/move-payments';
import { OUTBOX_PATH, OutboxResponse, outboxFromWire, outboxQuery } from '../contract/outbox';
import {
  referralsFromWire,
  STAFF_PLACE_MAPPINGS_PATH,
  STAFF_REFERRALS_PATH,
  StaffPlaceMappingResponse,
  StaffPlaceMappingsResponse,
  StaffReferralsResponse,
  staffPlaceMappingsQuery,
  staffRowFromWire,
} from '../contract/place-mappings';
import { ServiceCentersNearResponse } from '../contract/reference';
import { DashboardTypeResponse, STAFF_DASHBOARD_TYPE_PATH } from '../contract/reservations';
import {
  RecordShipmentEventResponse,
  SHIPMENT_PATH,
  ShipmentResponse,
  SimulateShipmentResponse,
  STAFF_SHIPMENT_EVENTS_PATH,
  STAFF_SHIPMENT_SIMULATE_PATH,
} from '../contract/shipments';
import {
  ExplainQuoteResponse,
  explainedFromWire,
  lookupFromWire,
  pricedFromWire,
  recomputedFromWire,
  StaffPriceResponse,
  StaffRecomputeResponse,
  StaffServiceCentersResponse,
  serviceCentersFromWire,
} from '../contract/staff';
import {
  ADMIN_BACKUP_PATH,
  ADMIN_USERS_PATH,
  AddUserResponse,
  AdminUsersResponse,
  NDJSON_MEDIA_TYPE,
  OPERATOR_HEADER,
  ReconcileResponse,
  reconcileFromWire,
  STAFF_RECOMPUTE_ALL_PATH,
  STAFF_RECONCILE_PATH,
} from '../contract/staff-operations';
import { STAFF_SURVEYS_PATH, StaffSurveysResponse, surveyReportFromWire } from '../contract/surveys';
import { type ApiResult, messageOf, unavailable } from './api-result';
import type { SignInEvidence, StaffApi } from './staff-api';
import { chunksOf, readRecomputeAll } from './staff-streams';

export interface FetchStaffApiOptions {
  /** The server's address, e.g. 'http://localhost:3000' (the calls go to `${baseUrl}/api/...`). */
  baseUrl: string;
  /** A session token, sent as `Authorization: Bearer <token>`; none for signIn. */
  token?: string;
  /**
   * Issue 26: who is at the terminal (X-Relomove-Operator), sent with the operator token of a server's
   * control file; the server believes it only with that token.
   */
  operator?: string;
  fetchFn?: typeof fetch;
  /** How long to wait for an answer (default 30 s). */
  timeoutMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT';

/** A path of the contract ('/api/staff/surveys') for the client's root, with a query when `params` has any. */
function rootPath(path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${path.replace(/^\/api/, '')}${query ? `?${query}` : ''}`;
}

/** A path of the contract ('/api/staff/moves/{id}/payments') for the client's root, with the move's id. */
const movePath = (template: string, quoteId: number) => rootPath(template).replace('{id}', String(quoteId));

/**
 * `StaffApi` over fetch, for programs outside the browser (the CLI's --api mode, issue 5): bearer
 * authentication instead of cookies (credentials 'omit'), and the contract's schemas imported directly,
 * since no page budget applies. The browser's client is FetchRelomoveApi, which never imports this file.
 */
export class FetchStaffApi implements StaffApi {
  private readonly root: string;
  private readonly fetchFn: typeof fetch;

  private readonly options: FetchStaffApiOptions;

  constructor(options: FetchStaffApiOptions) {
    this.options = options;
    this.root = `${options.baseUrl.replace(/\/+$/, '')}/api`;
    this.fetchFn = options.fetchFn ?? ((...args) => fetch(...args));
  }

  signIn(email: string, password: string, bot?: SignInEvidence) {
    const body = bot
      ? { email, password, captcha: bot.captcha, formTiming: bot.formTiming }
      : { email, password };
    return this.call('POST', '/user/login', body, LoginResponse, (answer, headers) => {
      const token = sessionCookieOf(headers);
      if (token === null) throw new Error('the sign-in answer set no session cookie');
      return { sessionToken: token, user: answer.user };
    });
  }

  signOut() {
    return this.call('POST', '/user/logout', undefined, LogoutResponse, () => null);
  }

  captchaChallenge(signInEmail?: string) {
    const query =
      signInEmail === undefined ? '' : `?${new URLSearchParams({ email: signInEmail }).toString()}`;
    return this.call(
      'GET',
      `/captcha/challenge${query}`,
      undefined,
      CaptchaChallengeResponse,
      (a) => a.challenge,
    );
  }

  lookup(search: string) {
    return this.call('POST', '/quotes/lookup', { search }, LookupResponse, lookupFromWire);
  }

  explain(reference: string) {
    return this.call(
      'GET',
      `/staff/quotes/${encodeURIComponent(reference)}`,
      undefined,
      ExplainQuoteResponse,
      explainedFromWire,
    );
  }

  recompute(reference: string, request: Parameters<StaffApi['recompute']>[1]) {
    return this.call(
      'POST',
      `/staff/quotes/${encodeURIComponent(reference)}/recompute`,
      request,
      StaffRecomputeResponse,
      recomputedFromWire,
    );
  }

  price(request: Parameters<StaffApi['price']>[0]) {
    return this.call('POST', '/staff/price', request, StaffPriceResponse, pricedFromWire);
  }

  serviceCenters() {
    return this.call(
      'GET',
      '/staff/service-centers',
      undefined,
      StaffServiceCentersResponse,
      serviceCentersFromWire,
    );
  }

  serviceCentersNear(zip: string, limit?: number) {
    const query = new URLSearchParams(limit === undefined ? { zip } : { zip, limit: String(limit) });
    return this.call(
      'GET',
      `/cities/service-centers/near?${query.toString()}`,
      undefined,
      ServiceCentersNearResponse,
      (answer) => answer,
    );
  }

  outbox(filter: Parameters<StaffApi['outbox']>[0]) {
    return this.call(
      'GET',
      rootPath(OUTBOX_PATH, outboxQuery(filter)),
      undefined,
      OutboxResponse,
      outboxFromWire,
    );
  }

  surveys(since?: string) {
    return this.call(
      'GET',
      rootPath(STAFF_SURVEYS_PATH, since === undefined ? {} : { since }),
      undefined,
      StaffSurveysResponse,
      surveyReportFromWire,
    );
  }

  placeMappings(filter: Parameters<StaffApi['placeMappings']>[0]) {
    return this.call(
      'GET',
      `${rootPath(STAFF_PLACE_MAPPINGS_PATH)}${staffPlaceMappingsQuery(filter)}`,
      undefined,
      StaffPlaceMappingsResponse,
      (answer) => ({ rows: answer.PlaceMappings.map(staffRowFromWire), limit: answer.Limit }),
    );
  }

  decidePlaceMapping(id: number, decision: Parameters<StaffApi['decidePlaceMapping']>[1]) {
    return this.call(
      'POST',
      `${rootPath(STAFF_PLACE_MAPPINGS_PATH)}/${id}/decision`,
      decision,
      StaffPlaceMappingResponse,
      (answer) => staffRowFromWire(answer.PlaceMapping),
    );
  }

  referrals(since: string | null) {
    return this.call(
      'GET',
      rootPath(STAFF_REFERRALS_PATH, since === null ? {} : { since }),
      undefined,
      StaffReferralsResponse,
      referralsFromWire,
    );
  }

  shipment(quoteId: number) {
    return this.call('GET', movePath(SHIPMENT_PATH, quoteId), undefined, ShipmentResponse, (a) => a);
  }

  recordShipmentEvent(quoteId: number, event: Parameters<StaffApi['recordShipmentEvent']>[1], key: string) {
    return this.call(
      'POST',
      movePath(STAFF_SHIPMENT_EVENTS_PATH, quoteId),
      event,
      RecordShipmentEventResponse,
      (a) => a,
      { 'Idempotency-Key': key },
    );
  }

  simulateShipment(quoteId: number) {
    return this.call(
      'POST',
      movePath(STAFF_SHIPMENT_SIMULATE_PATH, quoteId),
      undefined,
      SimulateShipmentResponse,
      (a) => a,
    );
  }

  setDashboardType(quoteId: number, type: Parameters<StaffApi['setDashboardType']>[1]) {
    return this.call(
      'PUT',
      movePath(STAFF_DASHBOARD_TYPE_PATH, quoteId),
      { DashboardType: type },
      DashboardTypeResponse,
      (a) => a,
    );
  }

  movePayments(quoteId: number) {
    return this.call(
      'GET',
      movePath(STAFF_MOVE_PAYMENTS_PATH, quoteId),
      undefined,
      MovePaymentsResponse,
      (a) => a,
    );
  }

  chargeAtTransit(quoteId: number) {
    return this.call(
      'POST',
      movePath(STAFF_TRANSIT_PATH, quoteId),
      undefined,
      TransitChargeResponse,
      (a) => a,
    );
  }

  reconcile() {
    return this.call('GET', rootPath(STAFF_RECONCILE_PATH), undefined, ReconcileResponse, reconcileFromWire);
  }

  users() {
    return this.call('GET', rootPath(ADMIN_USERS_PATH), undefined, AdminUsersResponse, (a) => a.users);
  }

  addUser(request: Parameters<StaffApi['addUser']>[0]) {
    return this.call('POST', rootPath(ADMIN_USERS_PATH), request, AddUserResponse, (a) => a.user);
  }

  async recomputeAll(
    request: Parameters<StaffApi['recomputeAll']>[0],
    onProgress: (done: number, total: number) => void,
  ): Promise<ApiResult<RecomputeOpenQuotesOutput>> {
    const path = rootPath(STAFF_RECOMPUTE_ALL_PATH);
    const opened = await this.open('POST', path, request);
    if (!opened.ok) return opened;
    return readRecomputeAll(opened.value.body, path, onProgress);
  }

  async backup(): Promise<ApiResult<AsyncIterable<Uint8Array>>> {
    // A backup of a large database takes a while: no overall deadline, only the connection's own.
    const opened = await this.open('GET', rootPath(ADMIN_BACKUP_PATH), undefined, null);
    if (!opened.ok) return opened;
    return { ok: true, value: chunksOf(opened.value.body) };
  }

  /** The headers of every call: JSON, the bearer token, and the operator's name with it. */
  private headers(body: unknown, extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extra };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.options.token !== undefined) headers.Authorization = `Bearer ${this.options.token}`;
    if (this.options.operator !== undefined) headers[OPERATOR_HEADER] = this.options.operator;
    return headers;
  }

  /**
   * A request whose 200 answer is streamed (JSON lines): its body to read, or the failure a refusal
   * (a JSON error body) or the network gives.
   */
  private async open(
    method: Method,
    path: string,
    body: unknown,
    timeoutMs: number | null = this.options.timeoutMs ?? 30_000,
  ): Promise<ApiResult<{ body: ReadableStream<Uint8Array> }>> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.root}${path}`, {
        method,
        headers: this.headers(body, { Accept: `${NDJSON_MEDIA_TYPE}, application/json` }),
        credentials: 'omit',
        ...(timeoutMs === null ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      return unavailable(`The server could not be reached: ${messageOf(error)}`);
    }
    const type = response.headers.get('content-type') ?? '';
    if (response.status === 200 && type.startsWith(NDJSON_MEDIA_TYPE) && response.body)
      return { ok: true, value: { body: response.body } };
    const text = await response.text().catch(() => '');
    const failure = ErrorResponse.safeParse(safeJson(text));
    if (!failure.success)
      return unavailable(
        `The server's answer to ${method} ${path} (status ${response.status}) does not match the contract`,
      );
    const { errors, reason } = failure.data;
    return {
      ok: false,
      error:
        reason === undefined
          ? { kind: 'Refused', status: response.status, errors }
          : { kind: 'Refused', status: response.status, errors, reason },
    };
  }

  /** One request and its answer, read as the contract says; every failure becomes an ApiFailure. */
  private async call<S extends z.ZodType<{ success: true }>, T>(
    method: Method,
    path: string,
    body: unknown,
    schema: S,
    pick: (answer: z.output<S>, headers: Headers) => T,
    extra: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const headers = this.headers(body, extra);
    let response: Response;
    let text: string;
    try {
      response = await this.fetchFn(`${this.root}${path}`, {
        method,
        headers,
        credentials: 'omit',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      return unavailable(
        name === 'TimeoutError'
          ? 'The server did not answer in time'
          : `The server could not be reached: ${messageOf(error)}`,
      );
    }
    const { status } = response;
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return unavailable(`The server's answer (status ${status}) is not JSON`);
    }
    const record = typeof answer === 'object' && answer !== null ? (answer as { success?: unknown }) : null;
    if (record?.success === false) {
      const failure = ErrorResponse.safeParse(answer);
      const errors = failure.success ? failure.data.errors : [];
      const reason = failure.success ? failure.data.reason : undefined;
      return {
        ok: false,
        error:
          reason === undefined
            ? { kind: 'Refused', status, errors }
            : { kind: 'Refused', status, errors, reason },
      };
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.map(String).join('.') || 'body';
      return unavailable(
        `The server's answer to ${method} ${path.split('?')[0]} (status ${status}) does not match the contract at ${where}`,
      );
    }
    try {
      return { ok: true, value: pick(parsed.data, response.headers) };
    } catch (error) {
      return unavailable(`The server's answer could not be read: ${messageOf(error)}`);
    }
  }
}

/** The session cookie's value among an answer's Set-Cookie headers, or null. */
function sessionCookieOf(headers: Headers): string | null {
  const all = typeof headers.getSetCookie === 'function' ? headers.getSetCookie() : [];
  const lines = all.length > 0 ? all : [headers.get('set-cookie') ?? ''];
  for (const line of lines) {
    const match = new RegExp(`(?:^|[;,]\\s*)${SESSION_COOKIE}=([^;]+)`).exec(line);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
