/**
 * Issue 12, the SANDBOX Affirm application window (adapters/http/server/routes/sandbox-affirm.ts) over the
 * real SandboxAffirm on PGlite and PostgreSQL, through Hono's app.request. Here rather than next to the route
 * because a route test may not import the sandbox adapter (the dependency rule); the composition wires them.
 */
import { runInNewContext } from 'node:vm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCardNumber } from '../../adapters/http/contract/card-number-reader';
import { type App, createApp, PAGE_CONTENT_SECURITY_POLICY } from '../../adapters/http/server/app';
import {
  registerSandboxAffirmWindow,
  SANDBOX_AFFIRM_BANNER,
  SANDBOX_AFFIRM_CSS_PATH,
  SANDBOX_AFFIRM_SCRIPT_PATH,
  SANDBOX_AFFIRM_TEXT,
  sandboxAffirmDonePath,
  sandboxAffirmWindowPath,
} from '../../adapters/http/server/routes/sandbox-affirm';
import { JsonFinancingTerms } from '../../adapters/reference-data/json-financing-terms';
import { SandboxAffirm, type SandboxAffirmTables } from '../../adapters/sandbox/sandbox-affirm';
import { Role } from '../../domain/accounts/enums';
import { cents } from '../../domain/money/money';
import { AFFIRM_MESSAGES, AFFIRM_WINDOW_MESSAGE_TYPE, type AffirmFlow } from '../../domain/payment/affirm';
import { asLowAs } from '../../domain/payment/financing-promo';
import { TestClock } from '../support/test-clock';
import { type DatabaseUnderTest, databasesUnderTest, warmUpDatabases } from '../support/test-databases';

beforeAll(warmUpDatabases, 120_000);

const OWNER = 7;
const RETURN = '/reservation/1000001/payment';
const roleOf: Record<string, Role> = { '7': Role.customer, '8': Role.customer, '9': Role.staff };

/** Text as the page writes it (apostrophes escaped). */
const htmlOf = (text: string) => text.replaceAll("'", '&#39;');

/** `user=<id>` in the cookie signs that user in (the app's session lookup is the accounts group's). */
const as = (userId: number) => ({ cookie: `user=${userId}` });

describe.each(databasesUnderTest())('the SANDBOX Affirm window on $name (issue 12)', (underTest) => {
  let database: Awaited<ReturnType<DatabaseUnderTest['open']>>;
  let sandbox: SandboxAffirm;
  let app: App;
  const financing = JsonFinancingTerms.load()._unsafeUnwrap();

  beforeAll(async () => {
    database = await underTest.open();
    sandbox = new SandboxAffirm({
      db: database.db.withTables<SandboxAffirmTables>(),
      clock: new TestClock(),
      readCardNumber,
      windowUrl: sandboxAffirmWindowPath,
    });
    app = createApp({
      logger: pino({ level: 'silent' }),
      resolveViewer: async (cookie) => {
        const id = /user=(\d+)/.exec(cookie ?? '')?.[1];
        const role = id === undefined ? undefined : roleOf[id];
        return id === undefined || role === undefined
          ? null
          : { userId: Number(id), email: `user${id}@example.com`, role };
      },
    });
    registerSandboxAffirmWindow(app, sandbox, financing);
  }, 120_000);
  afterAll(() => database.close());

  const open = async (flow: AffirmFlow = 'AffirmVCN') =>
    (
      await sandbox.openCheckout({
        quoteId: 1000001,
        userId: OWNER,
        amount: cents(248_950),
        flow,
        returnUrl: RETURN,
      })
    )._unsafeUnwrap();
  const get = (path: string, userId: number | null = OWNER) =>
    app.request(path, { headers: userId === null ? {} : as(userId) });
  const press = (checkoutId: string, decision: string, userId: number | null = OWNER) =>
    app.request(sandboxAffirmWindowPath(checkoutId), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(userId === null ? {} : as(userId)),
      },
      body: new URLSearchParams({ decision }).toString(),
    });
  const state = async (checkoutId: string) =>
    (await sandbox.checkout(checkoutId))._unsafeUnwrap().application;

  it('shows its owner the application: marked SANDBOX, the amount, an example plan and the three choices', async () => {
    const { checkoutId, windowUrl } = await open();
    const response = await get(windowUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(PAGE_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(SANDBOX_AFFIRM_BANNER);
    expect(html).toContain('Affirm SANDBOX — no real loan, no credit check');
    expect(html).toContain('$2,489.50');
    // Issue 27: the plan is the financing promo's own "as low as" term, from the same table.
    const promo = asLowAs(cents(248_950), financing.terms());
    expect(promo).toMatchObject({ months: 12, aprBasisPoints: 1_500 });
    expect(html).toContain(
      `12 monthly payments of $${((promo?.monthlyPayment ?? 0) / 100).toFixed(2)} at 15% APR`,
    );
    expect(html).not.toContain('0% APR');
    for (const label of ['Approve my loan', 'Decline', 'Close']) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain(`action="${sandboxAffirmWindowPath(checkoutId)}"`);
    // Readable on a phone and by a screen reader: viewport, language, one heading, a main landmark.
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<main>');
    // The page policy allows no inline script or style; the application itself needs no script at all.
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<style|\sstyle=/);
  });

  it('answers 404 to anyone but the owner: another customer, staff, nobody signed in, an unknown checkout alike', async () => {
    const { windowUrl, checkoutId } = await open();
    const unknown = await get(sandboxAffirmWindowPath('chk_00000000000000000000000000000000'));
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.text();
    for (const who of [8, 9, null]) {
      const response = await get(windowUrl, who);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(unknownBody);
      expect((await get(sandboxAffirmDonePath(checkoutId), who)).status).toBe(404);
      const pressed = await press(checkoutId, 'approve', who);
      expect(pressed.status).toBe(404);
    }
    expect(unknownBody).not.toContain('$2,489.50');
    expect(await state(checkoutId)).toBe('Initial');
  });

  it('AffirmVCN: "Approve my loan" sets §4 Success and returns to returnUrl?checkout_id=...', async () => {
    const { checkoutId } = await open('AffirmVCN');
    const response = await press(checkoutId, 'approve');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${RETURN}?checkout_id=${checkoutId}`);
    expect(await state(checkoutId)).toBe('Success');
    // A second press (a double click) shows how it ended instead of approving again.
    const again = await press(checkoutId, 'approve');
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain(`<h1>${htmlOf(SANDBOX_AFFIRM_TEXT.approvedTitle)}</h1>`);
    expect(html).toContain(`href="${RETURN}?checkout_id=${checkoutId}"`);
  });

  it('AffirmVCN: "Close" sets §4 HasNotApplied and returns; the window can be opened again to apply', async () => {
    const { checkoutId, windowUrl } = await open('AffirmVCN');
    const response = await press(checkoutId, 'close');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${RETURN}?checkout_id=${checkoutId}`);
    expect(await state(checkoutId)).toBe('HasNotApplied');
    expect(await (await get(windowUrl)).text()).toContain('>Approve my loan</button>');
  });

  it(`AffirmVCN: "Decline" sets §4 Failure and shows Affirm's reason, "${AFFIRM_MESSAGES.declined}", with the way back`, async () => {
    const { checkoutId } = await open('AffirmVCN');
    const response = await press(checkoutId, 'decline');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(sandboxAffirmDonePath(checkoutId));
    expect(await state(checkoutId)).toBe('Failure');
    const done = await get(sandboxAffirmDonePath(checkoutId));
    const html = await done.text();
    expect(html).toContain(`<h1>${htmlOf(AFFIRM_MESSAGES.declined)}</h1>`);
    expect(html).toContain(`href="${RETURN}?checkout_id=${checkoutId}"`);
    expect(html).toContain(SANDBOX_AFFIRM_BANNER);
    // The window itself now shows the outcome, never the buttons again.
    expect(await (await get(sandboxAffirmWindowPath(checkoutId))).text()).not.toContain('Approve my loan');
  });

  it.each([
    ['approve', 'Success', 'true'],
    ['close', 'HasNotApplied', 'true'],
    ['decline', 'Failure', 'false'],
  ] as const)(
    'AffirmLite: "%s" sets §4 %s; the pop-up page loads the script that tells its opener (auto-close %s)',
    async (decision, expected, autoClose) => {
      const { checkoutId } = await open('AffirmLite');
      const response = await press(checkoutId, decision);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(sandboxAffirmDonePath(checkoutId));
      expect(await state(checkoutId)).toBe(expected);
      const done = await get(sandboxAffirmDonePath(checkoutId));
      expect(done.status).toBe(200);
      const html = await done.text();
      expect(html).toContain(`<script src="${SANDBOX_AFFIRM_SCRIPT_PATH}" defer></script>`);
      expect(html).toContain(
        `data-flow="AffirmLite" data-checkout-id="${checkoutId}" data-state="${expected}" data-auto-close="${autoClose}"`,
      );
      expect(html).toContain('data-close-window');
    },
  );

  it('refuses a form without one of the three decisions (400), changing nothing', async () => {
    const { checkoutId } = await open();
    expect((await press(checkoutId, 'approve-twice')).status).toBe(400);
    expect(await state(checkoutId)).toBe('Initial');
  });

  it('serves its script and stylesheet as files, which the page policy (script-src and style-src self) allows', async () => {
    const script = await get(SANDBOX_AFFIRM_SCRIPT_PATH, null);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const css = await get(SANDBOX_AFFIRM_CSS_PATH, null);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(PAGE_CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
  });

  it("the script posts {type, checkoutId, state} to its opener on this site's origin, then closes the pop-up", async () => {
    const source = await (await get(SANDBOX_AFFIRM_SCRIPT_PATH, null)).text();
    const run = (data: Record<string, string>, opener: { closed: boolean } | null) => {
      const posted: unknown[][] = [];
      let closed = false;
      const window = {
        opener: opener && { ...opener, postMessage: (...args: unknown[]) => posted.push(args) },
        location: { origin: 'https://relomove.test' },
        close: () => {
          closed = true;
        },
      };
      const document = {
        body: { getAttribute: (name: string) => data[name] ?? null },
        querySelectorAll: () => [],
      };
      runInNewContext(source, { window, document });
      return { posted, closed };
    };
    const lite = {
      'data-flow': 'AffirmLite',
      'data-checkout-id': 'chk_1',
      'data-state': 'Success',
      'data-auto-close': 'true',
    };
    expect(run(lite, { closed: false })).toEqual({
      posted: [
        [
          { type: AFFIRM_WINDOW_MESSAGE_TYPE, checkoutId: 'chk_1', state: 'Success' },
          'https://relomove.test',
        ],
      ],
      closed: true,
    });
    // A decline stays open to show its reason; without an opener nothing is posted and the window stays.
    expect(
      run({ ...lite, 'data-state': 'Failure', 'data-auto-close': 'false' }, { closed: false }).closed,
    ).toBe(false);
    expect(run(lite, null)).toEqual({ posted: [], closed: false });
    expect(run({ ...lite, 'data-flow': 'AffirmVCN' }, { closed: false })).toEqual({
      posted: [],
      closed: false,
    });
  });
});
