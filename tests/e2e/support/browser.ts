import { type Browser, type BrowserContext, chromium, type Request } from 'playwright-core';
import { AbTest, AbVariant, abVariant } from '../../../domain/experiments/ab-tests';
import { TEST_NOW } from '../../support/test-today';
import { watchContentSecurityPolicy } from './page-checks';
import { provided } from './provided';

/** Debian's chromium, with the flags these machines need (no sandbox as root, no background networking). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser of a test file: a connection to the run's one Chromium (support/chromium.global-setup.ts), or a
 * Chromium of its own when there is none. close() on a connection closes the contexts this file made and
 * leaves the shared Chromium running for the other files.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = provided('chromiumEndpoint');
  return endpoint
    ? chromium.connectOverCDP(endpoint)
    : chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}

/** The two viewports the issue names: a laptop and a 390 px phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** The server's visitor cookie (adapters/http/server/visitor.ts): it keeps a visitor in the same A/B arms. */
const VISITOR_COOKIE = 'relomove_visitor';

/** The first visitor id `e2e-visitor-NNNN` whose sticky arms (§7, domain/experiments) are all the given ones. */
export function visitorInArms(arms: Partial<Record<AbTest, AbVariant>>): string {
  for (let i = 0; i < 10_000; i++) {
    const id = `e2e-visitor-${String(i).padStart(4, '0')}`;
    if (Object.entries(arms).every(([test, arm]) => abVariant(test as AbTest, id) === arm)) return id;
  }
  throw new Error('no visitor id in those arms');
}

/**
 * Browser tests run as a visitor in the control arms (no Email on the phone form, 'Quote under review'), so
 * what they see does not depend on a coin toss; a test of an arm passes its own visitor id.
 */
export const CONTROL_VISITOR = visitorInArms({
  [AbTest.mobileQuoteFormEmail]: AbVariant.B,
  [AbTest.noQuoteResponse]: AbVariant.B,
});

/** The contexts newContext made that are still open, for a failed test's report (setup.ts). */
export const openContexts = new Set<BrowserContext>();

/** Each open context's requests still unanswered, with when they were sent (a failed test's report). */
export const unanswered = new WeakMap<BrowserContext, Map<Request, number>>();

function trackRequests(context: BrowserContext): void {
  const waiting = new Map<Request, number>();
  unanswered.set(context, waiting);
  context.on('request', (request) => waiting.set(request, Date.now()));
  context.on('requestfinished', (request) => waiting.delete(request));
  context.on('requestfailed', (request) => waiting.delete(request));
}

/**
 * A fresh context (axe needs one from newContext, not browser.newPage), as the given visitor, watched for
 * Content-Security-Policy violations (every test fails on one: tests/e2e/support/setup.ts).
 */
export async function newContext(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  options: { visitorId?: string; now?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    ...(viewport === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  trackRequests(context);
  await watchContentSecurityPolicy(context);
  // Issue 25: the page's clock starts where the servers' do (SANDBOX_CLOCK = TEST_NOW, or the instant the test
  // started its server at) and runs on from there.
  await context.clock.install({ time: Date.parse(options.now ?? TEST_NOW) });
  await context.addCookies([
    { name: VISITOR_COOKIE, value: options.visitorId ?? CONTROL_VISITOR, domain: '127.0.0.1', path: '/' },
  ]);
  return context;
}
