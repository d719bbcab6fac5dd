/**
 * Issue 26, finding 2 of the probe: GET captcha/challenge?email=%00 answered 503 (the NUL reached the
 * database, which cannot store it). Every query parameter of every GET endpoint in the server's own OpenAPI
 * document, required or optional, is given values with control characters (NUL included), the others valid:
 * the answer is never a 5xx, and a refusal is a 400 with 'field - message' lines.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';
import { type Endpoint, endpointsOf, LINE, validValue } from './support/fuzz';

/** Every C0 control character and DEL, NUL first. */
const CONTROLS = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), '\u007f'];
const withControl = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** The endpoint's URL with valid path and query values, and `value` for the query parameter `name`. */
function urlOf(endpoint: Endpoint, name: string, value: string): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, p: string) => {
    const param = endpoint.pathParams.find((q) => q.name === p);
    return encodeURIComponent(param ? validValue(param) : 'x');
  });
  const query = new URLSearchParams();
  for (const p of endpoint.queryParams) {
    if (p.name === name) query.set(p.name, value);
    else if (p.required) query.set(p.name, validValue(p));
  }
  return `${path}?${query.toString()}`;
}

describe.each(databasesUnderTest())(
  'issue 26 finding 2: control characters in query parameters, on $name',
  (database) => {
    let api: TestServer;
    let staff: Record<string, string> = {};
    beforeAll(async () => {
      api = await testServer(database, { demoUsers: true });
      const [, member] = DEMO_USERS;
      if (!member) throw new Error('no demo staff member');
      staff = await api.signIn(member.email, member.password);
    }, 120_000);
    afterAll(() => api?.close());

    it('GET /api/captcha/challenge?email=%00 answers 400 with an email line, not 503', async () => {
      const answer = await api.json<{ success: boolean; errors: string[] }>(
        'GET',
        '/api/captcha/challenge?email=%00',
      );
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors).toEqual([expect.stringMatching(/^email - /)]);
    });

    it('never answers 5xx to a query parameter with control characters (NUL included), on every GET endpoint', async () => {
      const gets = endpointsOf(api).filter((e) => e.method === 'GET' && e.queryParams.length > 0);
      expect(gets.length).toBeGreaterThan(10);
      for (const endpoint of gets) {
        for (const param of endpoint.queryParams) {
          await fc.assert(
            fc.asyncProperty(withControl, async (value) => {
              const url = urlOf(endpoint, param.name, value);
              const response = await api.request('GET', url, undefined, endpoint.staff ? staff : {});
              const stream = response.headers.get('content-type')?.includes('event-stream') ?? false;
              if (stream) await response.body?.cancel();
              const text = stream ? '' : await response.text();
              const where = `GET ${url.slice(0, 160)} -> ${response.status} ${text.slice(0, 200)}`;
              expect(response.status, where).toBeLessThan(500);
              if (response.status === 400) {
                const answer = JSON.parse(text) as { errors: string[] };
                for (const line of answer.errors) expect(line, where).toMatch(LINE);
              }
            }),
            { numRuns: 60 },
          );
        }
      }
    }, 600_000);
  },
);
