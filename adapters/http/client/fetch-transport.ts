import type { z } from 'zod';
import { type Cents, fromDollars } from '../../../domain/money/money';
import { isRecord } from '../../../domain/shared/is-record';
import { type ApiFailure, type ApiResult, messageOf, unavailable } from './api-result';

/** The contract's answer schemas, loaded on first use (./answer-schemas): zod is not in the landing page's bundle. */
export type Schemas = typeof import('./answer-schemas');

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

export type Method = 'GET' | 'POST' | 'PUT';

export interface Call {
  method: Method;
  /** The path under /api, starting with '/'. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (fetch keepalive), e.g. analytics sent on pagehide. */
  keepalive?: boolean;
  /** Sent as the Idempotency-Key header: the server does the call once per key (money, bookings, events). */
  idempotencyKey?: string;
}

/** The answer of a successful call: the contract's schema of it, whose `success` is the literal true. */
type Answer = z.ZodType<{ success: true }>;

/** The pick of a call whose answer is the value as the contract has it. */
export const asSent = <A>(answer: A): A => answer;

/** The pick of a call whose answer is the value without its `success` flag. */
export const withoutSuccess = <A extends { success: true }>({
  success: _,
  ...answer
}: A): Omit<A, 'success'> => answer;

/** The pick of a call whose answer says only that it was done. */
export const done = (): true => true;

/** A path segment: references and test names are sent exactly as given, never as extra path parts. */
export const segment = (value: string) => encodeURIComponent(value);

/**
 * How the area clients (quotes/, reservations/, ... and createFetchRelomoveApi that combines them) talk to
 * the /api (§7, architecture.md convention 9): every call goes to `${baseUrl}/api/...`
 * with JSON in and out and the browser's cookies (credentials 'same-origin'), and its answer is read
 * with the contract's zod schemas, the same ones the server answers with. It never throws:
 * - an answer carrying `success: true` that matches the contract is the value (quotes in cents);
 * - any other answer is `Refused`, with its status and the §5 'field - message' lines (§7: "a response
 *   must carry success=true or it is an error");
 * - a request cancelled through its signal is `Cancelled` (§7: "cancelled requests reject with empty data");
 * - a network failure, a timeout, or an answer that is not the contract's is `Unavailable`.
 */
export class FetchTransport {
  /** `${baseUrl}/api`, without a trailing slash. */
  readonly root: string;
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

  /** A call whose ok answer is kept for the page session, by request (§9); see `pageSession`. */
  cachedForPageSession<S extends Answer, T>(
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
  async call<S extends Answer, T>(
    call: Call,
    schemaOf: (schemas: Schemas) => S,
    pick: (answer: z.output<S>, schemas: Schemas) => T,
  ): Promise<ApiResult<T>> {
    // The schemas load while the request is on its way (at once when preloaded), never after it.
    const loading = loadSchemas();
    return this.exchange(call, loading, (answer, schemas) => {
      const parsed = schemaOf(schemas).safeParse(answer);
      if (!parsed.success) {
        const where = parsed.error.issues[0]?.path.map(String).join('.') || 'body';
        return unavailable(
          `The server's answer to ${call.method} ${call.path} does not match the contract at ${where}`,
        );
      }
      try {
        return { ok: true, value: pick(parsed.data, schemas) };
      } catch (error) {
        // fromWireQuote converts money exactly; the schema already checked it, so this is a broken answer.
        return unavailable(`The server's answer could not be read: ${messageOf(error)}`);
      }
    });
  }

  /** A GET of `path` without a query, read as `call` reads it. */
  get<S extends Answer, T>(
    path: string,
    schemaOf: (schemas: Schemas) => S,
    pick: (answer: z.output<S>, schemas: Schemas) => T,
  ): Promise<ApiResult<T>> {
    return this.call({ method: 'GET', path }, schemaOf, pick);
  }

  /**
   * Issue 28: a call whose answer is checked by hand (./checked-answers) rather than with the contract's
   * schemas, for the answers the landing page reads as it opens: zod is loaded only for a refusal.
   */
  checkedCall<A, T>(
    call: Call,
    read: (answer: unknown) => A | undefined,
    pick: (answer: A) => T,
  ): Promise<ApiResult<T>> {
    return this.exchange(call, undefined, (answer) => {
      const checked = read(answer);
      return checked === undefined
        ? unavailable(`The server's answer to ${call.method} ${call.path} does not match the contract`)
        : { ok: true, value: pick(checked) };
    });
  }

  /**
   * Sends a call and reads its answer: a refusal with the contract's error schema, an answer with
   * success=true with `read`. `schemas` is the load already started, or undefined to load them only when
   * a refusal needs them.
   */
  private async exchange<T>(
    call: Call,
    schemas: Promise<ApiResult<Schemas>> | undefined,
    read: (answer: Record<string, unknown>, schemas: Schemas) => ApiResult<T>,
  ): Promise<ApiResult<T>> {
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const url = `${this.root}${call.path}${query}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (call.idempotencyKey !== undefined) headers['Idempotency-Key'] = call.idempotencyKey;
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
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    const refusal = isRecord(answer) && answer.success === false;
    const loaded = schemas ?? (refusal ? loadSchemas() : undefined);
    const ready = loaded ? await loaded : undefined;
    if (ready && !ready.ok) {
      return call.signal?.aborted ? { ok: false, error: { kind: 'Cancelled' } } : ready;
    }
    if (answer === undefined) return unavailable(`The server's answer (status ${status}) is not JSON`);
    if (isRecord(answer) && answer.success === false) return refused(ready?.value, status, answer);
    if (!isRecord(answer) || answer.success !== true) {
      return unavailable(`The server's answer (status ${status}) carries no success flag`);
    }
    // `call` always passes its load, so only checkedCall's readers, which use no schema, see none.
    return read(answer, ready?.value as Schemas);
  }
}

/** The schemas, or Unavailable when their chunk could not be loaded; never rejects. */
const loadSchemas = (): Promise<ApiResult<Schemas>> =>
  preloadAnswerSchemas().then(
    (value) => ({ ok: true, value }),
    (error: unknown) => unavailable(`The page could not load the answer schemas: ${messageOf(error)}`),
  );

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

/** Issue 27: the price before and after of an AddressPriceChanged refusal (wire dollars to cents), else nothing. */
function priceChangeParts(answer: Record<string, unknown>): { priceChange?: { was: Cents; now: Cents } } {
  const change = answer.PriceChange;
  if (!isRecord(change) || typeof change.Was !== 'number' || typeof change.Now !== 'number') return {};
  const was = fromDollars(change.Was);
  const now = fromDollars(change.Now);
  return was.isOk() && now.isOk() ? { priceChange: { was: was.value, now: now.value } } : {};
}

/** An answer with success=false: the server's §5 lines, its reason when it gave one, and §8 Messages. */
function refused(
  schemas: Schemas | undefined,
  status: number,
  answer: Record<string, unknown>,
): { ok: false; error: ApiFailure } {
  const failure = schemas?.ErrorResponse.safeParse(answer);
  if (failure?.success) {
    const { errors, reason } = failure.data;
    const error: ApiFailure =
      reason === undefined
        ? { kind: 'Refused', status, errors }
        : { kind: 'Refused', status, errors, reason };
    return { ok: false, error: { ...error, ...dashboardErrorParts(answer), ...priceChangeParts(answer) } };
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
