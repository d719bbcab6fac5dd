/**
 * Issue 9 finding 8: the OpenAPI document at /api/openapi.json describes the server truthfully. This
 * checks real exchanges with the real app against the document the app itself serves:
 * - an answer's status is one the operation declares, its Content-Type one that status declares, and its
 *   body valid against that status's schema, with no field the schema does not name (objects are checked
 *   closed: an undocumented field is an untruth too);
 * - a request the server accepted (2xx) is valid against the operation's parameters (path, query and
 *   header: issue 26 finding 3, an Idempotency-Key pattern no validator could match) and request body, so a
 *   document narrower than the server (an enum missing values the server takes) fails as well;
 * - an answer from an /api path that no operation of the document describes (other than the app's own
 *   404 for an unknown path) is an undocumented endpoint.
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1) is checked with ajv's 2020 build and ajv-formats.
 *
 * tests/support/test-server.ts runs every answer of the in-process test server through `check`, so any
 * test that talks to the app (contract, client, CLI --api and msw-backed UI tests) keeps the two in step.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { LocationAnswersBody, ScheduleAnswersBody } from '../../adapters/http/contract/reservations';
import { DOCS_CSS_PATH, DOCS_PAGE_PATH, OPENAPI_PATH } from '../../adapters/http/server/routes/docs';
import { STAFF_ONLY_PATHS } from '../../adapters/http/server/staff-access';
import { RESERVATION_FORM_SECTIONS } from '../../domain/reservation/enums';

type JsonSchema = Record<string, unknown>;

interface MediaType {
  schema?: JsonSchema;
}
interface ResponseObject {
  description?: string;
  content?: Record<string, MediaType>;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, Operation>>;
}

/** One exchange with the app, as the checker needs it. */
export interface Exchange {
  method: string;
  /** The request's URL or path with its query string ('/api/quotes/view/123?x=1'). */
  url: string;
  /** The request body as sent (text), or null when there was none. */
  requestBody: string | null;
  /** The request's headers, names in lower case (issue 26 finding 3: header parameters are checked too). */
  requestHeaders?: Record<string, string>;
  /**
   * A form body (application/x-www-form-urlencoded or multipart/form-data, issue 14's RFC 8058 one-click
   * POST) read as its fields, with its media type; absent for any other body.
   */
  requestForm?: { mediaType: string; fields: Record<string, string> };
  status: number;
  /** The answer's Content-Type header, or null. */
  contentType: string | null;
  /** The answer body as text ('' when empty). */
  responseBody: string;
}

/** Paths under /api that are the documentation itself (the document, its page and the page's stylesheet). */
const DOCUMENTATION_PATHS = new Set([OPENAPI_PATH, DOCS_PAGE_PATH, DOCS_CSS_PATH]);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  operation: Operation;
  /** Templates with fewer parameters are tried first ('/a/near' before '/a/{id}'). */
  weight: number;
}

/** Key of an exercised answer: 'POST /api/quotes/edit/{qId} 200'. */
export const answerKey = (method: string, template: string, status: string | number) =>
  `${method.toUpperCase()} ${template} ${status}`;

/**
 * Every object of a schema that names its properties and says nothing of others is closed
 * (`unevaluatedProperties: false`), so an answer field the document does not name fails. A member of an
 * allOf/anyOf/oneOf next to its parent's own `properties` stays open (the parent closes the whole).
 */
export function closeObjects(schema: unknown, parentHasProperties = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => closeObjects(s, parentHasProperties));
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as JsonSchema;
  const out: JsonSchema = {};
  const hasProperties = typeof node.properties === 'object' && node.properties !== null;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, closeObjects(v)]),
      );
    } else if (key === 'allOf' || key === 'anyOf' || key === 'oneOf') {
      out[key] = (value as unknown[]).map((s) => closeObjects(s, hasProperties));
    } else if (
      key === 'enum' ||
      key === 'const' ||
      key === 'default' ||
      key === 'example' ||
      key === 'examples'
    ) {
      out[key] = value;
    } else {
      out[key] = closeObjects(value);
    }
  }
  const open =
    'additionalProperties' in node || 'unevaluatedProperties' in node || 'patternProperties' in node;
  if (hasProperties && !open && !parentHasProperties) out.unevaluatedProperties = false;
  return out;
}

function newAjv() {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // OpenAPI 3.1's own keywords beside JSON Schema's (they annotate; they do not validate).
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  return ajv;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 8)
    .map((e) => {
      const where = e.instancePath || '(root)';
      const extra =
        e.keyword === 'unevaluatedProperties'
          ? ` '${String((e.params as { unevaluatedProperty?: string }).unevaluatedProperty)}'`
          : e.keyword === 'enum'
            ? ` ${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)}`
            : '';
      return `${where} ${e.message ?? e.keyword}${extra}`;
    })
    .join('; ');

const excerpt = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

/** Statuses whose 'field - message' lines are about the request, so each must name a field of it. */
const REQUEST_FAULT_STATUSES = new Set([400, 404, 409]);

/**
 * Issue 11: the fields of the reservation steps' answers, a nested one by its own name (the location page
 * shows 'FromAddress1 - ...' under Origin's first address line), as the step pages name them.
 */
const STEP_ANSWER_FIELDS = [LocationAnswersBody, ScheduleAnswersBody].flatMap((step) =>
  Object.entries(step.shape).flatMap(([name, field]) =>
    'shape' in field && typeof field.shape === 'object' && field.shape !== null
      ? [name, ...Object.keys(field.shape)]
      : [name],
  ),
);

/**
 * Lines of a request fault that name something other than a request field, and why. Keyed by operation.
 */
const NAMED_BEYOND_THE_REQUEST: Record<string, readonly string[]> = {
  // EmailMissing: the quote has no email yet; the line names the quote's field that PUT quotes/{id}/contact sets.
  'GET /api/notifications/send-quote-email': ['EmailAddress'],
  // A step's answers are nested (Origin.FromAddress1); its lines name them as the step page does.
  'PUT /api/moves/{id}/draft/{step}': STEP_ANSWER_FIELDS,
  // A refused reserve checks the answers it was sent or the server-side draft's (a missing one is taken
  // from the draft): its lines name the §3 reservation form sections (a missing step, 'origin - ...') and
  // the steps' fields as the pages show them, and the payment step's PaymentMethods.
  'POST /api/moves/{id}/reserve': [...RESERVATION_FORM_SECTIONS, ...STEP_ANSWER_FIELDS, 'PaymentMethods'],
  // Change my move sends the steps' forms in MyMove; its refusals name their fields as the step pages do.
  'POST /api/moves/edit/{id}': STEP_ANSWER_FIELDS,
};

/** The staff gate's prefixes (staff-access.ts): it answers 401/403 before routing, known path or not. */
const STAFF_PREFIXES = STAFF_ONLY_PATHS.filter((p) => p.endsWith('/*')).map((p) => p.slice(0, -1));

/**
 * The app's own answer to a path it has no route for (app.ts notFound), or the staff gate's refusal of a
 * path under /api/staff/, which comes before routing so that nobody but staff learns which paths exist
 * (issue 9 finding 1).
 */
const isUnknownPathAnswer = (path: string, status: number, body: string) =>
  (status === 404 && /"path - There is no /.test(body)) ||
  ((status === 401 || status === 403) && STAFF_PREFIXES.some((prefix) => path.startsWith(prefix)));

/** The checker of one OpenAPI document; schemas are compiled once, when first needed. */
export class OpenApiConformance {
  readonly document: OpenApiDocument;
  private readonly routes: Route[];
  private readonly ajv = newAjv();
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    if (!/^3\.1\./.test(document.openapi)) throw new Error(`Expected OpenAPI 3.1, got ${document.openapi}`);
    this.document = document;
    this.routes = [];
    for (const [template, item] of Object.entries(document.paths ?? {})) {
      const names: string[] = [];
      const source = template
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const name = /^\{([^}]+)\}$/.exec(part)?.[1];
          if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]+)';
        })
        .join('');
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        this.routes.push({
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(`^${source}$`),
          names,
          operation,
          weight: names.length,
        });
      }
    }
    this.routes.sort((a, b) => a.weight - b.weight);
  }

  /** Every operation of the document, with the statuses it declares. */
  operations(): Array<{ method: string; template: string; statuses: string[] }> {
    return this.routes.map((r) => ({
      method: r.method,
      template: r.template,
      statuses: Object.keys(r.operation.responses ?? {}),
    }));
  }

  private validator(key: string, schema: JsonSchema | undefined, close: boolean): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile((close ? closeObjects(schema ?? {}) : (schema ?? {})) as JsonSchema);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** The problems of one exchange (empty when it conforms), and which documented answer it was. */
  check(exchange: Exchange): { problems: string[]; answered: string | null } {
    const problems: string[] = [];
    let answered: string | null = null;
    this.checkInto(exchange, problems, (key) => {
      answered = key;
    });
    return { problems, answered };
  }

  private checkInto(exchange: Exchange, problems: string[], answered: (key: string) => void): void {
    const url = new URL(exchange.url, 'http://localhost');
    const method = exchange.method.toUpperCase();
    const path = url.pathname;
    // The SANDBOX PayPal and Affirm pages are HTML pages of the stand-ins, not endpoints of our API.
    if (!path.startsWith('/api/') || DOCUMENTATION_PATHS.has(path) || path.startsWith('/api/sandbox/'))
      return;
    if (method === 'HEAD' || method === 'OPTIONS') return;
    const route = this.routes.find((r) => r.method === method && r.pattern.test(path));
    const label = `${method} ${path} answered ${exchange.status}`;
    if (!route) {
      if (!isUnknownPathAnswer(path, exchange.status, exchange.responseBody)) {
        problems.push(
          `${label}, but the OpenAPI document has no operation ${method} for this path (undocumented endpoint)`,
        );
      }
      return;
    }
    const op = `${method} ${route.template}`;
    const responses = route.operation.responses ?? {};
    const statusKey =
      String(exchange.status) in responses
        ? String(exchange.status)
        : `${String(exchange.status)[0]}XX` in responses
          ? `${String(exchange.status)[0]}XX`
          : 'default' in responses
            ? 'default'
            : null;
    if (statusKey === null) {
      problems.push(
        `${op} answered ${exchange.status}, which the document does not declare (declared: ${Object.keys(responses).join(', ')}); body: ${excerpt(exchange.responseBody)}`,
      );
    } else {
      answered(answerKey(method, route.template, statusKey));
      problems.push(...this.checkAnswer(op, route, statusKey, exchange));
      if (REQUEST_FAULT_STATUSES.has(exchange.status))
        problems.push(...this.checkFieldNames(op, route, url, exchange));
    }
    if (exchange.status >= 200 && exchange.status < 300)
      problems.push(...this.checkRequest(op, route, url, exchange));
  }

  private checkAnswer(op: string, route: Route, statusKey: string, exchange: Exchange): string[] {
    const declared = route.operation.responses?.[statusKey];
    const content = declared?.content ?? {};
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) {
      return exchange.responseBody === ''
        ? []
        : [`${op} ${exchange.status} declares no body, but answered: ${excerpt(exchange.responseBody)}`];
    }
    const mediaType = exchange.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    const media = content[mediaType];
    if (!media) {
      return [
        `${op} ${exchange.status} answered Content-Type '${exchange.contentType ?? ''}', the document declares ${mediaTypes.join(', ')}`,
      ];
    }
    if (!/json/.test(mediaType)) return [];
    if (mediaType === 'application/x-ndjson') return this.checkLines(op, route, statusKey, exchange, media);
    let body: unknown;
    try {
      body = JSON.parse(exchange.responseBody);
    } catch {
      return [`${op} ${exchange.status} answered a body that is not JSON: ${excerpt(exchange.responseBody)}`];
    }
    const validate = this.validator(`answer ${op} ${statusKey} ${mediaType}`, media.schema, true);
    return validate(body)
      ? []
      : [
          `${op} ${exchange.status}: the answer does not match the document: ${describeErrors(validate.errors)}; body: ${excerpt(exchange.responseBody)}`,
        ];
  }

  /** Issue 26: an answer streamed as JSON lines: each line valid against the documented schema of a line. */
  private checkLines(
    op: string,
    _route: Route,
    statusKey: string,
    exchange: Exchange,
    media: MediaType,
  ): string[] {
    const validate = this.validator(`answer ${op} ${statusKey} application/x-ndjson`, media.schema, true);
    const problems: string[] = [];
    for (const [i, text] of exchange.responseBody.split('\n').entries()) {
      if (text === '') continue;
      let line: unknown;
      try {
        line = JSON.parse(text);
      } catch {
        problems.push(`${op} ${exchange.status}: line ${i + 1} is not JSON: ${excerpt(text)}`);
        continue;
      }
      if (!validate(line))
        problems.push(
          `${op} ${exchange.status}: line ${i + 1} does not match the document: ${describeErrors(validate.errors)}; line: ${excerpt(text)}`,
        );
    }
    return problems;
  }

  /**
   * A request fault's lines name the request's own fields (issue 9 finding 8: recompute errors once named
   * 'quantity', 'expedite' and 'coupon', which the request does not have): a documented parameter or body
   * property, a field the request actually carried (an unknown one is reported under its own name),
   * 'body', 'query' or 'param' for the whole of one (app.ts names them so), or nothing (a form-level '- message').
   */
  private checkFieldNames(op: string, route: Route, url: URL, exchange: Exchange): string[] {
    let lines: unknown;
    try {
      lines = (JSON.parse(exchange.responseBody) as { errors?: unknown }).errors;
    } catch {
      return [];
    }
    if (!Array.isArray(lines)) return [];
    const known = new Set<string>(['body', 'query', 'param', '', ...(NAMED_BEYOND_THE_REQUEST[op] ?? [])]);
    for (const p of route.operation.parameters ?? []) known.add(p.name);
    const schema = route.operation.requestBody?.content?.['application/json']?.schema;
    for (const name of Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {}))
      known.add(name);
    for (const name of url.searchParams.keys()) known.add(name);
    for (const media of Object.values(route.operation.requestBody?.content ?? {}))
      for (const name of Object.keys((media.schema?.properties as Record<string, unknown> | undefined) ?? {}))
        known.add(name);
    for (const name of Object.keys(exchange.requestForm?.fields ?? {})) known.add(name);
    try {
      const sent: unknown = exchange.requestBody ? JSON.parse(exchange.requestBody) : null;
      if (sent && typeof sent === 'object' && !Array.isArray(sent))
        for (const name of Object.keys(sent)) known.add(name);
    } catch {
      // not JSON: only 'body' can be named
    }
    const problems: string[] = [];
    for (const line of lines) {
      if (typeof line !== 'string') continue;
      const at = line.indexOf(' - ');
      const field = line.startsWith('- ') ? '' : at === -1 ? line : line.slice(0, at);
      const head = field.split('.')[0] ?? '';
      if (!known.has(field) && !known.has(head)) {
        problems.push(
          `${op} ${exchange.status}: the line '${excerpt(line)}' names '${head}', which is not a field of the request (fields: ${[...known].filter(Boolean).join(', ')})`,
        );
      }
    }
    return problems;
  }

  /** A request the server accepted must be one the document allows (parameters and body). */
  private checkRequest(op: string, route: Route, url: URL, exchange: Exchange): string[] {
    const problems: string[] = [];
    const parameters = route.operation.parameters ?? [];
    const pathValues = new Map<string, string>();
    const match = route.pattern.exec(url.pathname);
    route.names.forEach((name, i) => {
      pathValues.set(name, decodeURIComponent(match?.[i + 1] ?? ''));
    });
    for (const name of route.names) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
        problems.push(`${op}: the document does not describe path parameter '${name}'`);
      }
    }
    const query = new Map<string, string>();
    for (const [name, value] of url.searchParams) query.set(name, value);
    // An operation that takes no query ignores a query string; one that takes some refuses others.
    const takesQuery = parameters.some((p) => p.in === 'query');
    for (const name of takesQuery ? query.keys() : []) {
      if (!parameters.some((p) => p.in === 'query' && p.name === name)) {
        problems.push(
          `${op} accepted query parameter '${name}' (answered ${exchange.status}), which the document does not describe`,
        );
      }
    }
    const headers = exchange.requestHeaders;
    for (const p of parameters) {
      if (p.in === 'cookie' || (p.in === 'header' && headers === undefined)) continue;
      const value =
        p.in === 'path'
          ? pathValues.get(p.name)
          : p.in === 'query'
            ? query.get(p.name)
            : headers?.[p.name.toLowerCase()];
      if (value === undefined) {
        if (p.required)
          problems.push(`${op}: required ${p.in} parameter '${p.name}' was absent, yet accepted`);
        continue;
      }
      const validate = this.validator(`param ${op} ${p.in} ${p.name}`, p.schema, false);
      if (!validate(value)) {
        problems.push(
          `${op} accepted ${p.in} parameter ${p.name}=${JSON.stringify(value)} (answered ${exchange.status}), which the document refuses: ${describeErrors(validate.errors)}`,
        );
      }
    }
    const body = route.operation.requestBody;
    const schema = body?.content?.['application/json']?.schema;
    if (exchange.requestBody === null || exchange.requestBody === '') {
      if (body?.required) problems.push(`${op} accepted a request without the body the document requires`);
      return problems;
    }
    if (!body) return problems;
    if (exchange.requestForm) {
      const formSchema = body.content?.[exchange.requestForm.mediaType]?.schema;
      if (formSchema === undefined) {
        return [
          ...problems,
          `${op} accepted a ${exchange.requestForm.mediaType} body the document does not declare`,
        ];
      }
      const validateForm = this.validator(
        `request ${op} ${exchange.requestForm.mediaType}`,
        formSchema,
        false,
      );
      if (!validateForm(exchange.requestForm.fields)) {
        problems.push(
          `${op} accepted a form body the document refuses (answered ${exchange.status}): ${describeErrors(validateForm.errors)}`,
        );
      }
      return problems;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(exchange.requestBody);
    } catch {
      return [...problems, `${op} accepted a request body that is not JSON (answered ${exchange.status})`];
    }
    const validate = this.validator(`request ${op}`, schema, false);
    if (!validate(parsed)) {
      problems.push(
        `${op} accepted a request body the document refuses (answered ${exchange.status}): ${describeErrors(validate.errors)}; body: ${excerpt(exchange.requestBody)}`,
      );
    }
    return problems;
  }
}

const byDocument = new Map<string, OpenApiConformance>();

/** The checker of a document, shared by every app in this process that serves the same one. */
export function conformanceOf(documentText: string): OpenApiConformance {
  let checker = byDocument.get(documentText);
  if (!checker) {
    checker = new OpenApiConformance(JSON.parse(documentText) as OpenApiDocument);
    byDocument.set(documentText, checker);
  }
  return checker;
}

/** The parts of a Hono app the checker wraps. */
interface FetchingApp {
  fetch: (request: Request, ...rest: never[]) => Response | Promise<Response>;
}

export interface ConformanceWatch {
  /** Problems seen so far (each also failed the call that caused it, where the caller could see it). */
  problems: string[];
  /** The documented answers this app gave, as answerKey(method, template, status). */
  exercised: Set<string>;
  /** The checker, once the document was read (after the first request). */
  checker(): Promise<OpenApiConformance>;
}

/**
 * Makes `app.fetch` (which `app.request`, @hono/node-server and msw all go through) check every exchange
 * against the document the app serves at /api/openapi.json. A nonconforming exchange rejects the call, so
 * the test that made it fails where it made it; the problems are also kept for a check at the end.
 */
export function watchConformance(app: FetchingApp): ConformanceWatch {
  const original = app.fetch;
  const problems: string[] = [];
  const exercised = new Set<string>();
  let checker: Promise<OpenApiConformance> | undefined;
  const load = () => {
    checker ??= Promise.resolve(original(new Request('http://localhost/api/openapi.json'))).then(
      async (answer) => {
        if (answer.status !== 200) throw new Error(`/api/openapi.json answered ${answer.status}`);
        return conformanceOf(await answer.text());
      },
    );
    return checker;
  };
  app.fetch = async (request: Request, ...rest: never[]) => {
    const requestBody = request.body === null ? null : await request.clone().text();
    const requestForm = await formOf(request);
    const answer = await original(request, ...rest);
    // An event stream (issue 28) does not end while it is followed: its body is not read here.
    const streaming = /^text\/event-stream\b/i.test(answer.headers.get('content-type') ?? '');
    const responseBody = answer.body === null || streaming ? '' : await answer.clone().text();
    const { problems: found, answered } = (await load()).check({
      method: request.method,
      url: request.url,
      requestBody,
      requestHeaders: Object.fromEntries(request.headers),
      ...(requestForm ? { requestForm } : {}),
      status: answer.status,
      contentType: answer.headers.get('content-type'),
      responseBody,
    });
    if (answered !== null) exercised.add(answered);
    if (found.length > 0) {
      problems.push(...found);
      throw new Error(`OpenAPI conformance (issue 9 finding 8):\n${found.join('\n')}`);
    }
    return answer;
  };
  return { problems, exercised, checker: load };
}

/** A form request's fields (text fields only), or undefined for any other request. */
async function formOf(request: Request): Promise<Exchange['requestForm']> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (request.body === null) return undefined;
  if (mediaType !== 'application/x-www-form-urlencoded' && mediaType !== 'multipart/form-data')
    return undefined;
  try {
    const data = await request.clone().formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of data.entries()) if (typeof value === 'string') fields[name] = value;
    return { mediaType, fields };
  } catch {
    return { mediaType, fields: {} };
  }
}
