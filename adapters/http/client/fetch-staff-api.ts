import type { z } from 'zod';
import { LoginResponse, LogoutResponse, LookupResponse, SESSION_COOKIE } from '../contract/accounts';
import { CaptchaChallengeResponse } from '../contract/captcha';
import { ErrorResponse } from '../contract/common';
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
import { STAFF_SURVEYS_PATH, StaffSurveysResponse, surveyReportFromWire } from '../contract/surveys';
import type { ApiFailure, ApiResult } from './relomove-api';
import type { SignInEvidence, StaffApi } from './staff-api';

export interface FetchStaffApiOptions {
  /** The server's address, e.g. 'http://localhost:3000' (the calls go to `${baseUrl}/api/...`). */
  baseUrl: string;
  /** A session token, sent as `Authorization: Bearer <token>`; none for signIn. */
  token?: string;
  fetchFn?: typeof fetch;
  /** How long to wait for an answer (default 30 s). */
  timeoutMs?: number;
}

type Method = 'GET' | 'POST';

const unavailable = (message: string): { ok: false; error: ApiFailure } => ({
  ok: false,
  error: { kind: 'Unavailable', message },
});

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
    const query = new URLSearchParams(outboxQuery(filter)).toString();
    return this.call(
      'GET',
      `${OUTBOX_PATH.replace(/^\/api/, '')}${query ? `?${query}` : ''}`,
      undefined,
      OutboxResponse,
      outboxFromWire,
    );
  }

  surveys(since?: string) {
    const query = since === undefined ? '' : `?${new URLSearchParams({ since }).toString()}`;
    return this.call(
      'GET',
      `${STAFF_SURVEYS_PATH.replace(/^\/api/, '')}${query}`,
      undefined,
      StaffSurveysResponse,
      surveyReportFromWire,
    );
  }

  placeMappings(filter: Parameters<StaffApi['placeMappings']>[0]) {
    return this.call(
      'GET',
      `${STAFF_PLACE_MAPPINGS_PATH.replace(/^\/api/, '')}${staffPlaceMappingsQuery(filter)}`,
      undefined,
      StaffPlaceMappingsResponse,
      (answer) => ({ rows: answer.PlaceMappings.map(staffRowFromWire), limit: answer.Limit }),
    );
  }

  decidePlaceMapping(id: number, decision: Parameters<StaffApi['decidePlaceMapping']>[1]) {
    return this.call(
      'POST',
      `${STAFF_PLACE_MAPPINGS_PATH.replace(/^\/api/, '')}/${id}/decision`,
      decision,
      StaffPlaceMappingResponse,
      (answer) => staffRowFromWire(answer.PlaceMapping),
    );
  }

  referrals(since: string | null) {
    const query = since === null ? '' : `?${new URLSearchParams({ since }).toString()}`;
    return this.call(
      'GET',
      `${STAFF_REFERRALS_PATH.replace(/^\/api/, '')}${query}`,
      undefined,
      StaffReferralsResponse,
      referralsFromWire,
    );
  }

  /** One request and its answer, read as the contract says; every failure becomes an ApiFailure. */
  private async call<S extends z.ZodType<{ success: true }>, T>(
    method: Method,
    path: string,
    body: unknown,
    schema: S,
    pick: (answer: z.output<S>, headers: Headers) => T,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.options.token !== undefined) headers.Authorization = `Bearer ${this.options.token}`;
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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
