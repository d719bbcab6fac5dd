/**
 * msw for tests that talk to /api through fetch (the HTTP client, UI tests): ONE catch-all handler for
 * `*\/api/*` hands every request to the REAL application, in process, with a fresh PGlite (or the
 * PostgreSQL of TEST_DATABASE_URL) behind it (architecture.md convention 11: msw handlers delegate to
 * the real application rather than re-implementing the backend). Anything else fetched is an error
 * (`onUnhandledFrame: 'error'`).
 *
 * Cookies: a browser keeps the cookies an answer sets (the httpOnly session, the A/B visitor cookie) and
 * sends them back; msw in Node has no cookie jar. So the handler keeps a tiny one: the `Set-Cookie`
 * lines of each answer are stored by name (an expired one, as logout sends, is dropped), and every
 * later request carries them in its `Cookie` header, merged over the cookies the request already had.
 * Attributes (Path, Secure, SameSite, HttpOnly) are not applied: every /api request is same-origin and
 * under Path=/. Like a browser, the answer handed back to fetch carries no Set-Cookie header.
 *
 * Usage (one per test file: msw intercepts fetch for the whole process):
 *   beforeAll(async () => { real = await startRealApiMsw({ server: { demoUsers: true } }); }, 120_000);
 *   afterAll(() => real.close());
 *   node tests:  new FetchRelomoveApi(API_ORIGIN)   (Node's fetch needs an absolute URL)
 *   page tests:  new FetchRelomoveApi('')           with `// @vitest-environment relomove-page` as the
 *                file's first line (happy-dom's page with Node's fetch; happy-dom-real-api-environment.ts)
 */
import { HttpResponse, http } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { setPageClockUnderTest } from './page-clock-under-test';
import { type DatabaseUnderTest, databasesUnderTest } from './test-databases';
import { type TestServer, type TestServerOptions, testServer } from './test-server';

/**
 * The origin tests fetch /api from: happy-dom's default page address (vitest's happy-dom environment),
 * so a UI under test can use `new FetchRelomoveApi('')` and a node test `new FetchRelomoveApi(API_ORIGIN)`.
 */
export const API_ORIGIN = 'http://localhost:3000';

export interface RealApiMswOptions {
  /** The database behind the app; the first of databasesUnderTest() (PGlite in memory) by default. */
  database?: DatabaseUnderTest;
  /** Options of the real server (demo users, bot checks, a test clock, a fake captcha...). */
  server?: TestServerOptions;
}

export interface RealApiMsw {
  /** The msw server, listening: `server.use(...)` adds a handler in front of the real app for one test. */
  server: SetupServer;
  /** The real app behind the handler: its clock, its database, and `request`/`json` to call it directly. */
  api: TestServer;
  /** The cookies the jar holds now, by name (e.g. relomove_session after a sign-in). */
  cookies(): ReadonlyMap<string, string>;
  /** Forgets every cookie, as a new browser would. */
  clearCookies(): void;
  /** Stops intercepting and closes the app and its database. */
  close(): Promise<void>;
}

const BODYLESS = new Set(['GET', 'HEAD']);

/** Starts the real app and msw in front of it. Call from a beforeAll with a long timeout (PGlite starts). */
export async function startRealApiMsw(options: RealApiMswOptions = {}): Promise<RealApiMsw> {
  const database = options.database ?? databasesUnderTest()[0];
  if (!database) throw new Error('no database under test');
  const api = await testServer(database, options.server ?? {});
  const jar = new Map<string, string>();

  const server = setupServer(
    http.all('*/api/*', async ({ request }) => {
      const headers = new Headers(request.headers);
      const cookie = withCookies(headers.get('cookie'), jar);
      if (cookie === '') headers.delete('cookie');
      else headers.set('cookie', cookie);
      const forwarded = new Request(request.url, {
        method: request.method,
        headers,
        ...(BODYLESS.has(request.method) ? {} : { body: await request.arrayBuffer() }),
      });
      const answer = await api.server.app.fetch(forwarded);
      keepCookies(answer.headers, jar);
      const back = new Headers(answer.headers);
      back.delete('set-cookie');
      // A fresh response: the app's own may belong to another realm (happy-dom's Response in UI tests).
      return new HttpResponse(await answer.arrayBuffer(), {
        status: answer.status,
        statusText: answer.statusText,
        headers: back,
      });
    }),
  );
  server.listen({ onUnhandledFrame: 'error' });
  // Issue 25: the pages rendered by this file read the app's clock (render-app.tsx).
  setPageClockUnderTest(api.clock);

  return {
    server,
    api,
    cookies: () => new Map(jar),
    clearCookies: () => jar.clear(),
    async close() {
      setPageClockUnderTest(null);
      server.close();
      await api.close();
    },
  };
}

/** The request's own cookies with the jar's laid over them (the jar wins for a name both have). */
function withCookies(header: string | null, jar: ReadonlyMap<string, string>): string {
  const merged = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) merged.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  for (const [name, value] of jar) merged.set(name, value);
  return [...merged].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Stores each Set-Cookie of an answer by name; one that expires now (Max-Age=0, a past Expires) is removed. */
function keepCookies(headers: Headers, jar: Map<string, string>): void {
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (isExpired(attributes) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

function isExpired(attributes: readonly string[]): boolean {
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const value = at < 0 ? '' : attribute.slice(at + 1).trim();
    if (key === 'max-age' && Number(value) <= 0) return true;
    if (key === 'expires' && Date.parse(value) <= Date.now()) return true;
  }
  return false;
}
