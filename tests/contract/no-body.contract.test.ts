/**
 * Issue 26, finding 4 of the probe: POST staff/moves/{id}/transit with {"Amount":1} answered 200, though
 * docs/api.md says unknown fields are refused. The rule for every endpoint that takes no body (a POST, PUT,
 * PATCH or DELETE whose operation declares no request body): no body, or `{}`, is accepted; anything else
 * is refused with 400 and one `body - ...` line, before the route runs (adapters/http/server/no-body.ts,
 * applied where app.ts registers routes). The endpoints are read from the server's own OpenAPI document,
 * so a new one is covered as soon as it is registered. They are called with the operator token (a staff
 * viewer who may use the admin endpoints too), so that no sign-in gate answers first.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_BODY_LINE } from '../../adapters/http/server/no-body';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';
import { validValue } from './support/fuzz';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: { pattern?: string; maxLength?: number; enum?: unknown[] };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: unknown;
}

const BODY_METHODS = ['post', 'put', 'patch', 'delete'];
/** Bodies that are not "none or {}": the probe's unknown field, other JSON, and text that is not JSON. */
const BODIES = ['{"Amount":1}', '{"":null}', '[]', 'null', '"x"', '0', 'not json'];

const [pglite] = databasesUnderTest();

describe('issue 26 finding 4: an endpoint that takes no body refuses one', () => {
  let api: TestServer;
  const token = randomBytes(32).toString('hex');
  const operator = { authorization: `Bearer ${token}` };
  let endpoints: { method: string; path: string; url: string; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always under test');
    api = await testServer(pglite, { demoUsers: true, operator: { token, fallbackName: 'probe@test' } });
    const document = (
      await api.json<{ paths: Record<string, Record<string, Operation>> }>('GET', '/api/openapi.json')
    ).body;
    endpoints = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method, operation]) => BODY_METHODS.includes(method) && operation.requestBody === undefined)
        .map(([method, operation]) => {
          const params = operation.parameters ?? [];
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
            const param = params.find((p) => p.in === 'path' && p.name === name);
            return encodeURIComponent(param ? validValue(param) : 'x');
          });
          const query = new URLSearchParams(
            params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, validValue(p)]),
          ).toString();
          const headers = Object.fromEntries(
            params.filter((p) => p.in === 'header' && p.required).map((p) => [p.name, validValue(p)]),
          );
          return { method: method.toUpperCase(), path, url: query ? `${url}?${query}` : url, headers };
        }),
    );
  }, 120_000);
  afterAll(() => api?.close());

  it('the OpenAPI document lists the endpoints without a body, POST staff/moves/{id}/transit among them', () => {
    expect(endpoints.length).toBeGreaterThan(5);
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toContain('POST /api/staff/moves/{id}/transit');
  });

  it(`refuses any body but none or {} with 400 '${NO_BODY_LINE}', on every such endpoint`, async () => {
    for (const endpoint of endpoints) {
      for (const body of BODIES) {
        const answer = await api.request(endpoint.method, endpoint.url, body, {
          ...operator,
          ...endpoint.headers,
          'content-type': 'application/json',
        });
        const where = `${endpoint.method} ${endpoint.url} with ${body}`;
        expect(answer.status, where).toBe(400);
        expect(await answer.json(), where).toEqual({ success: false, errors: [NO_BODY_LINE] });
      }
    }
  });

  it('lets no body and {} through to the endpoint (whatever it answers, never the body refusal or a 5xx)', async () => {
    for (const endpoint of endpoints) {
      for (const body of [undefined, '{}', ' { } ']) {
        const answer = await api.request(endpoint.method, endpoint.url, body, {
          ...operator,
          ...endpoint.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        });
        const where = `${endpoint.method} ${endpoint.url} with ${body ?? 'no body'}`;
        const text = await answer.text();
        expect(answer.status, `${where}: ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(text, where).not.toContain(NO_BODY_LINE);
      }
    }
  });
});
