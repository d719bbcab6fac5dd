/**
 * Issue 26, finding 3 of the probe: the OpenAPI pattern of the Idempotency-Key header (9 operations) could
 * match no key, so any JSON-schema validator refused the UUIDs the server accepts. The document served at
 * /api/openapi.json is read as a client would read it, and each operation's header parameters are checked
 * with a JSON-schema validator (ajv, the 2020-12 dialect of OpenAPI 3.1) against keys the server takes;
 * the conformance watch (tests/support/openapi-conformance.ts) now also checks the headers of every
 * request the server accepted.
 */
import { randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}

const [pglite] = databasesUnderTest();

describe('issue 26 finding 3: the Idempotency-Key header in the OpenAPI document', () => {
  let api: TestServer;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always under test');
    api = await testServer(pglite);
  }, 120_000);
  afterAll(() => api?.close());

  it('every operation that takes an Idempotency-Key documents a pattern that accepts a UUID (lower or upper case) and refuses anything else', async () => {
    const document = (
      await api.json<{ paths: Record<string, Record<string, { parameters?: Parameter[] }>> }>(
        'GET',
        '/api/openapi.json',
      )
    ).body;
    const headers = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key')
          .map((p) => ({ operation: `${method.toUpperCase()} ${path}`, parameter: p })),
      ),
    );
    expect(headers.length).toBeGreaterThanOrEqual(9);
    const ajv = new Ajv2020({ strict: true });
    for (const { operation, parameter } of headers) {
      const validate = ajv.compile(parameter.schema ?? {});
      const key = randomUUID();
      expect(validate(key), `${operation} ${JSON.stringify(parameter.schema)}`).toBe(true);
      expect(validate(key.toUpperCase()), operation).toBe(true);
      expect(validate('not-a-uuid'), operation).toBe(false);
      expect(validate(`${key}x`), operation).toBe(false);
    }
  });

  it('the conformance watch refuses an accepted request whose header the document refuses', async () => {
    const checker = await api.conformance.checker();
    const route = checker
      .operations()
      .find((o) => o.method === 'POST' && o.template === '/api/payments/cards');
    expect(route).toBeDefined();
    const exchange = (key: string) =>
      checker.check({
        method: 'POST',
        url: '/api/payments/cards',
        requestBody: null,
        requestHeaders: { 'idempotency-key': key },
        status: 200,
        contentType: 'application/json',
        responseBody: '{}',
      }).problems;
    expect(exchange('not-a-uuid').join('\n')).toMatch(/header parameter idempotency-key="not-a-uuid"/i);
    expect(exchange(randomUUID()).join('\n')).not.toMatch(/header parameter/i);
  });
});
