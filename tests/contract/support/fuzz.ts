import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_PATHS } from '../../../adapters/http/server/staff-access';
import { DEMO_USERS } from '../../../application/accounts/demo-users';
import { Role } from '../../../domain/accounts/enums';
import { addTestUser } from '../../support/add-test-user';
import { type DatabaseUnderTest, databasesUnderTest } from '../../support/test-databases';
import { type TestServer, testServer } from '../../support/test-server';

/**
 * Issue 3: at least 1,000 generated malformed requests per endpoint — bad JSON, wrong types, huge strings,
 * unknown fields and injection strings. Every answer must be a 400 with 'field - message' lines, never a
 * 5xx, and nothing stored may change. The endpoints come from the server's own OpenAPI document, so a new
 * endpoint is fuzzed as soon as it is registered. Staff endpoints are fuzzed as a signed-in staff member:
 * everyone else is refused 401/403 before the body is read (issue 9 finding 1).
 *
 * The endpoints are fuzzed in areas (FUZZ_AREAS), one test file each (tests/contract/fuzz-<area>.contract.test.ts),
 * so that vitest's workers fuzz them side by side: one file of every endpoint took 133 s on the 2-core CI
 * machine (docs/performance.md, "Suite time, 2026-11-26"). An area is a set of OpenAPI tags; the 'quotes'
 * area also takes every endpoint whose tags no other area names, so a new tag is fuzzed at once too.
 */

export const RUNS_PER_ENDPOINT = 1000;
/**
 * PGlite's count when PostgreSQL gets RUNS_PER_ENDPOINT in the same run. A malformed request is refused by the
 * same validation on either database; what the database does for it (the staff session read, the "nothing
 * changed" count) is the same query for each request, so a quarter of the count runs every database path the
 * fuzz reaches on PGlite, while the 1,000 random requests per endpoint are sent on PostgreSQL. On PGlite
 * the database runs on the test's own thread: its 1,000 per endpoint were two thirds of the fuzz's time
 * (docs/performance.md, "Suite time, 2026-11-26 (second cut)").
 */
export const PGLITE_RUNS_BESIDE_POSTGRES = 250;

/**
 * How many malformed requests per endpoint a fuzz sends on `database`: RUNS_PER_ENDPOINT (issue 3: at least
 * 1,000) on PostgreSQL, and on PGlite when it is the only database under test (no TEST_DATABASE_URL);
 * PGLITE_RUNS_BESIDE_POSTGRES on PGlite when PostgreSQL runs the full count too.
 */
export function runsPerEndpoint(database: DatabaseUnderTest): number {
  const postgresToo = databasesUnderTest().some((d) => d.name === 'PostgreSQL');
  return database.name === 'PGlite' && postgresToo ? PGLITE_RUNS_BESIDE_POSTGRES : RUNS_PER_ENDPOINT;
}
export const LINE = /^[^\n]* - [^\n]+$|^- [^\n]+$/;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  pattern?: string;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  items?: Schema;
};
type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
};
type Operation = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
};
export interface Endpoint {
  method: string;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** Required headers (an Idempotency-Key), sent with a value they accept so that the rest is what is checked. */
  headerParams: Parameter[];
  body: Schema | null;
  /** A staff-only endpoint: fuzzed as a signed-in staff member, since anyone else is refused before the body. */
  staff: boolean;
  /** The operation's OpenAPI tags: they put the endpoint in one fuzzing area (FUZZ_AREAS below). */
  tags: string[];
}

const INJECTIONS = [
  "'; DROP TABLE quotes; --",
  '" OR "1"="1',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '\u0000\u0007\u001b',
  '𝕽𝖊𝖑𝖔𝖒𝖔𝖛𝖊 💥',
  '$where: 1',
  '__proto__',
];

export const injection = fc.constantFrom(...INJECTIONS);
const hugeString = fc.integer({ min: 70_000, max: 120_000 }).map((n) => 'A'.repeat(n));
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), injection, fc.string({ maxLength: 300 }));

/** A value that the property's own schema refuses (a wrong type or an impossible enum value). */
function wrongFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const types = new Set([schema?.type ?? []].flat());
  if (schema?.enum || schema?.const !== undefined) return fc.constant('not-a-valid-choice-🐛');
  if (types.has('string')) return fc.oneof(fc.integer(), fc.constant({}), fc.constant([]), fc.boolean());
  if (types.has('number') || types.has('integer'))
    return fc.oneof(injection, fc.constant({}), fc.constant([1]));
  if (types.has('boolean')) return fc.oneof(fc.constant('yes'), fc.integer());
  if (types.has('array')) return fc.oneof(injection, fc.constant({ a: 1 }));
  return fc.oneof(injection, fc.integer());
}

/** Body strings that are not JSON, JSON that is not an object, and objects with an unknown field. */
function badBody(schema: Schema): fc.Arbitrary<string> {
  const known = Object.keys(schema.properties ?? {});
  const unknownKey = fc
    .oneof(fc.string({ minLength: 1, maxLength: 40 }), injection)
    .filter((k) => !known.includes(k) && k !== '__proto__');
  const object = fc
    .record({
      unknown: fc.tuple(unknownKey, anyValue),
      known: fc
        .subarray(known)
        .chain((keys) =>
          fc.tuple(...keys.map((k) => fc.tuple(fc.constant(k), wrongFor(schema.properties?.[k])))),
        ),
    })
    .map(({ unknown, known: pairs }) => {
      const body: Record<string, unknown> = {};
      for (const [k, v] of pairs) body[k] = v;
      Object.defineProperty(body, unknown[0], { value: unknown[1], enumerable: true });
      return JSON.stringify(body);
    });
  return fc.oneof(
    fc.string({ maxLength: 200 }).filter((s) => {
      try {
        const v = JSON.parse(s);
        return typeof v !== 'object' || v === null || Array.isArray(v);
      } catch {
        return true;
      }
    }),
    fc
      .jsonValue()
      .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
      .map((v) => JSON.stringify(v)),
    object,
    hugeString.map((s) => JSON.stringify({ [known[0] ?? 'field']: s })),
    fc.constantFrom('{', '{"a":', '[1,2', '{"__proto__": {"polluted": true}}x', '\u0000'),
  );
}

/**
 * A parameter value its schema refuses: one with a forbidden character when the schema has a pattern,
 * and one longer than its maximum length. Free text without a pattern (a city search term) is refused
 * only when too long: §5 says such text loses its odd characters, it is not an error.
 */
function badParamValue(param: Parameter): fc.Arbitrary<string> {
  const max = param.schema?.maxLength ?? 200;
  const tooLong = fc.integer({ min: max + 1, max: max + 500 }).map((n) => 'A'.repeat(n));
  if (!param.schema?.pattern) return tooLong;
  const forbidden = fc
    .tuple(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(' ', "'", '"', '<', ';', '*', '(', '{', '%', '!'),
      injection,
    )
    .map(([a, c, b]) => `${a}${c}${b}`);
  return fc.oneof(forbidden, tooLong);
}

export function endpointsOf(api: TestServer): Endpoint[] {
  const doc = api.server.app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'fuzz', version: '1' },
  });
  const endpoints: Endpoint[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(item as Record<string, Operation>)) {
      const params = raw.parameters ?? [];
      endpoints.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header' && p.required),
        body: raw.requestBody?.content?.['application/json']?.schema ?? null,
        // A signed-in-only endpoint (it declares a 401) refuses a visitor before the body, so it is fuzzed signed in too.
        staff: (raw.tags?.includes('Staff') ?? false) || '401' in (raw.responses ?? {}),
        tags: raw.tags ?? [],
      });
    }
  }
  return endpoints;
}

/**
 * A value the parameter's schema accepts ('A1' where it can; a number for a quote number, a UUID for an
 * Idempotency-Key, the first choice of an enum), so that a request with one bad part reaches the check of
 * that part: a body is checked only once the path and the headers are valid (issue 11).
 */
export function validValue(param: Parameter): string {
  if (param.schema?.enum?.length) return String(param.schema.enum[0]);
  const pattern = param.schema?.pattern ? new RegExp(param.schema.pattern) : null;
  const fits = (v: string) =>
    (pattern === null || pattern.test(v)) && v.length <= (param.schema?.maxLength ?? 200);
  return ['A1', '1000001', randomUUID()].find(fits) ?? 'A1';
}

/** A request that breaks at least one rule of the endpoint's contract. */
export function malformed(endpoint: Endpoint): fc.Arbitrary<{ url: string; body: string | undefined }> {
  const pathWith = (values: Record<string, string>) =>
    endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
  const valid = Object.fromEntries(endpoint.pathParams.map((p) => [p.name, validValue(p)]));
  const validPath = pathWith(valid);
  const variants: fc.Arbitrary<{ url: string; body: string | undefined }>[] = [];
  if (endpoint.body) {
    variants.push(badBody(endpoint.body).map((body) => ({ url: validPath, body })));
  }
  for (const param of endpoint.pathParams) {
    variants.push(
      badParamValue(param).map((value) => ({
        url: pathWith({ ...valid, [param.name]: value }),
        body: endpoint.body ? '{}' : undefined,
      })),
    );
  }
  const required = endpoint.queryParams.filter((p) => p.required);
  if (required.length > 0) {
    // Required query parameters left out, or given values their schema refuses.
    variants.push(fc.constant({ url: validPath, body: undefined }));
    for (const param of endpoint.queryParams) {
      variants.push(
        badParamValue(param).map((value) => ({
          url: `${validPath}?${param.name}=${encodeURIComponent(value)}`,
          body: undefined,
        })),
      );
    }
  }
  return fc.oneof(...variants);
}

export async function storedState(api: TestServer): Promise<string> {
  const db = api.server.database.db;
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const digest = await sql<{ n: number; h: string | null }>`
      select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${sql.table(table_name)} t`.execute(
      db,
    );
    parts.push(`${table_name}:${digest.rows[0]?.n}:${digest.rows[0]?.h}`);
  }
  return parts.join(',');
}

/** One fuzzing area: the endpoints with one of `tags` (the first area naming one of an endpoint's tags takes it). */
export interface FuzzArea {
  /** The file's name part: tests/contract/fuzz-<name>.contract.test.ts. */
  name: string;
  /** The area's endpoints, as the test names say them. */
  title: string;
  tags: readonly string[];
  /** Takes every endpoint that no other area claims (exactly one area does). */
  rest?: true;
}

/** Sized so that each file sends about the same number of requests (10 to 13 endpoints that take input). */
export const FUZZ_AREAS: readonly FuzzArea[] = [
  {
    name: 'quotes',
    title: 'the quote, notification, analytics and bot-check endpoints, and any endpoint no other area takes',
    tags: ['Quotes', 'Notifications', 'Analytics', 'Bot check', 'A/B tests', 'Operations'],
    rest: true,
  },
  // Issue 15: before accounts-staff, so that the indirect mapping review (tagged Staff too) is fuzzed here.
  {
    name: 'place-mappings',
    title: 'the indirect mapping form, its staff review and the referrer endpoints',
    tags: ['Place mappings', 'Referrals'],
  },
  { name: 'accounts-staff', title: 'the account and staff endpoints', tags: ['Accounts', 'Staff'] },
  { name: 'reservations', title: 'the reservation endpoints', tags: ['Reservations'] },
  {
    name: 'moves',
    title: 'the move date, reference and appointment endpoints',
    tags: ['Moves', 'Reference', 'Appointments'],
  },
  {
    name: 'payments-shipments',
    title: 'the payment, shipment and insect inspection endpoints',
    tags: ['Payments', 'Shipments', 'Insect inspection'],
  },
  { name: 'surveys', title: 'the survey endpoints (issue 15)', tags: ['Surveys'] },
];

/** The one area an endpoint is fuzzed in: the first area naming one of its tags, else the 'rest' area. */
export function areaOf(endpoint: Endpoint): FuzzArea {
  const claimed = FUZZ_AREAS.find((area) => endpoint.tags.some((tag) => area.tags.includes(tag)));
  const area = claimed ?? FUZZ_AREAS.find((a) => a.rest);
  if (!area) throw new Error('one fuzzing area takes the endpoints no other area claims');
  return area;
}

/** The file that fuzzes an area. */
export const fuzzFileOf = (area: FuzzArea) =>
  new URL(`../fuzz-${area.name}.contract.test.ts`, import.meta.url);

/** An admin the fuzz signs in for the admin-only endpoints (staff-access.ts ADMIN_ONLY_PATHS). */
const FUZZ_ADMIN = { email: 'fuzz-admin@relomove.test', password: 'fuzzing-the-admin-desk-2026' };

const isAdminOnly = (path: string) =>
  ADMIN_ONLY_PATHS.some((pattern) => path.startsWith(pattern.replace(/\*$/, '')));

const takesInput = (e: Endpoint) =>
  e.body !== null || e.pathParams.length > 0 || e.queryParams.some((p) => p.required);

/**
 * The fuzz suite of one area, on every database under test: one server per database and file, with the
 * demo staff member signed in and one quote stored (so "nothing changes" means something).
 */
export function describeFuzzArea(name: string): void {
  const area = FUZZ_AREAS.find((a) => a.name === name);
  if (!area) throw new Error(`no fuzzing area ${name}`);
  const mine = (api: TestServer) => endpointsOf(api).filter((e) => areaOf(e) === area);

  describe.each(databasesUnderTest())(
    `fuzzing ${area.title} with malformed requests, on $name`,
    (database) => {
      let api: TestServer;
      let staffSession: Record<string, string> = {};
      let adminSession: Record<string, string> = {};
      const sessionOf = async (email: string | undefined, password: string | undefined) => {
        const signedIn = await api.request('POST', '/api/user/login', { email, password });
        const token = /relomove_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
        if (!token) throw new Error(`${email} could not sign in`);
        return { authorization: `Bearer ${token}` };
      };
      // Issue 26: the whole-database endpoints (/api/admin/*) refuse staff before the body; an admin reaches the checks.
      const sessionFor = (endpoint: Endpoint) =>
        isAdminOnly(endpoint.path) ? adminSession : endpoint.staff ? staffSession : {};
      beforeAll(async () => {
        api = await testServer(database, { demoUsers: true });
        const [, staff] = DEMO_USERS;
        staffSession = await sessionOf(staff?.email, staff?.password);
        await addTestUser(api, { ...FUZZ_ADMIN, role: Role.admin });
        adminSession = await sessionOf(FUZZ_ADMIN.email, FUZZ_ADMIN.password);
        // Something stored, so "nothing changes" means something.
        await api.json('POST', '/api/quotes/add', {
          FromZip: '10001',
          ToZip: '90001',
          MoveDate: '2026-12-08',
          LinearFeet: 13,
          EmailAddress: 'fuzz@example.com',
          Website: 'Relomove',
          WebApp: 'G',
        });
      }, 120_000);
      afterAll(() => api.close());

      if (area.rest) {
        it('fuzzes every endpoint of the OpenAPI document in exactly one area, each area in its own file', () => {
          const endpoints = endpointsOf(api);
          expect(endpoints.length).toBeGreaterThan(0);
          const counted = FUZZ_AREAS.map((a) => endpoints.filter((e) => areaOf(e) === a).length);
          expect(counted.reduce((sum, n) => sum + n, 0)).toBe(endpoints.length);
          expect(new Set(FUZZ_AREAS.map((a) => a.name)).size).toBe(FUZZ_AREAS.length);
          for (const a of FUZZ_AREAS) expect(existsSync(fuzzFileOf(a)), fuzzFileOf(a).pathname).toBe(true);
          expect(FUZZ_AREAS.filter((a) => a.rest)).toHaveLength(1);
        });
      }

      it('covers every endpoint of the area that takes input, and every path parameter declares a pattern, a maximum length or its values', () => {
        const endpoints = mine(api);
        expect(endpoints.filter(takesInput).length).toBeGreaterThan(0);
        for (const e of endpoints) {
          for (const p of e.pathParams) {
            expect(
              p.schema?.pattern ?? p.schema?.maxLength ?? p.schema?.enum,
              `${e.method} ${e.path} {${p.name}}`,
            ).toBeDefined();
          }
        }
      });

      const runs = runsPerEndpoint(database);
      it(`answers ${runs} malformed requests per endpoint with 400 and field - message lines, changing nothing`, async () => {
        const before = await storedState(api);
        const endpoints = mine(api).filter(takesInput);
        const sent = new Map<string, number>();
        for (const endpoint of endpoints) {
          const name = `${endpoint.method} ${endpoint.path}`;
          await fc.assert(
            fc.asyncProperty(malformed(endpoint), async ({ url, body }) => {
              sent.set(name, (sent.get(name) ?? 0) + 1);
              const response = await api.request(endpoint.method, url, body, {
                ...sessionFor(endpoint),
                ...Object.fromEntries(endpoint.headerParams.map((p) => [p.name, validValue(p)])),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              });
              const text = await response.text();
              const where = `${endpoint.method} ${url.slice(0, 120)} -> ${response.status} ${text.slice(0, 200)}`;
              expect(response.status, where).toBe(400);
              const answer = JSON.parse(text) as { success: boolean; errors: string[] };
              expect(answer.success, where).toBe(false);
              expect(answer.errors.length, where).toBeGreaterThan(0);
              for (const line of answer.errors) expect(line, where).toMatch(LINE);
            }),
            { numRuns: runs },
          );
          // Issue 3's count (runsPerEndpoint), per endpoint.
          expect(sent.get(name), name).toBe(runs);
        }
        expect(await storedState(api)).toBe(before);
      }, 600_000);

      it('never answers 5xx to junk query strings on the endpoints that take no input', async () => {
        const before = await storedState(api);
        const plain = mine(api).filter((e) => !takesInput(e));
        for (const endpoint of plain) {
          await fc.assert(
            fc.asyncProperty(fc.tuple(injection, fc.string({ maxLength: 50 })), async ([key, value]) => {
              const response = await api.request(
                endpoint.method,
                `${endpoint.path}?${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
              );
              expect(response.status).toBeLessThan(500);
            }),
            { numRuns: 100 },
          );
        }
        expect(await storedState(api)).toBe(before);
      }, 120_000);
    },
  );
}
