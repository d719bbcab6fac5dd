/**
 * `npm run bench:lighthouse` — the customer pages under Lighthouse's default mobile settings (issue 28
 * "Pages that are fast on a phone", docs/performance.md). The npm script builds first (`npm run build`).
 *
 * The real server (the built bundle and UI, a throwaway DATA_DIR with the demo accounts, bot checks off) runs
 * in a child process (tests/support/server-process.ts). The pages that need a signed-in customer or a booked
 * move are reached for real: the demo customer signs in over the API, gets quotes (their move dates counted
 * from today), saves a reservation's two steps and books a move, as the pages would; Lighthouse then sends
 * the session cookie with every request (`--extra-headers`). Every page is visited as one visitor in the
 * control A/B arms, so what is measured does not depend on a coin toss.
 *
 * Lighthouse 12 (node_modules, pinned) runs as its CLI does, on Debian's Chromium, once per run, with its
 * defaults: a mid-range phone on a slow 4G network, simulated. Each page is measured RUNS times in turn and
 * its median run (by performance score, then LCP) is printed as soon as the page is done. Baseline in the
 * same run: a bare node:http page (the same head and one heading, no script), which shows what the machine
 * and the simulated network allow at best.
 *
 * `--quick` (scripts/test.sh): the landing page once, so the benchmark keeps working; it checks that
 * Lighthouse ran, reached the page and scored every category, and checks no score or time. A full run
 * also checks no threshold: it prints the targets beside the figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '../application/accounts/demo-users';
import { type IsoDate, isoDate } from '../domain/calendar/iso-date';
import { Route, SERVICE_CENTERS_PATH } from '../domain/quote/routes';
import { CHROMIUM, CONTROL_VISITOR } from '../tests/e2e/support/browser';
import { bookedMove, quoteFor, readyToReserve } from '../tests/fixtures/reservation';
import { freePort } from '../tests/support/free-port';
import { startServerProcess } from '../tests/support/server-process';
import { sendTo } from './api/reserve';

const quick = process.argv.includes('--quick');
/** `--only=landing,dashboard`: the pages whose names contain one of these words (case-insensitive). */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
/** `--reports=DIR`: keep each run's Lighthouse report (JSON) there, to read what a score is made of. */
const reportsDir = process.argv.find((arg) => arg.startsWith('--reports='))?.slice('--reports='.length);
/** Runs per page; the median is reported (Lighthouse's own advice for noisy machines is 3-5). */
const RUNS = quick ? 1 : Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** One Lighthouse run may take this long before it is stopped (a hung Chromium fails the run). */
const RUN_TIMEOUT_MS = 180_000;
const LIGHTHOUSE_CLI = fileURLToPath(new URL('../node_modules/lighthouse/cli/index.js', import.meta.url));
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu';

/** Issue 28's targets, printed beside the figures (a benchmark asserts none of them). */
const TARGET = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, others: 100 } as const;

const VISITOR_COOKIE = `relomove_visitor=${CONTROL_VISITOR}`;
const SESSION_COOKIE = 'relomove_session';

interface PageTarget {
  name: string;
  path: string;
  /** Cookie header Lighthouse sends with every request. */
  cookie: string;
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
  /** Lighthouse's measure of this machine's CPU at the time of the run. */
  benchmarkIndex: number;
}

/** Runs the Lighthouse CLI once against `url`; rejects when it fails, reaches another page, or scores nothing. */
async function lighthouse(url: string, cookie: string, workDir: string): Promise<Figures> {
  const report = join(workDir, 'report.json');
  const headers = join(workDir, 'headers.json');
  if (cookie) writeFileSync(headers, JSON.stringify({ Cookie: cookie }));
  rmSync(report, { force: true });
  const child = spawn(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(cookie ? [`--extra-headers=${headers}`] : []),
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exit = await exited(child, RUN_TIMEOUT_MS);
  if (exit.code !== 0) {
    const failure = `lighthouse ${url} exited ${exit.code ?? exit.signal}: ${exit.stderr}`;
    throw /Runtime error encountered/.test(exit.stderr)
      ? new LighthouseRuntimeError(failure)
      : new Error(failure);
  }
  const text = readFileSync(report, 'utf8');
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(join(reportsDir, name), text);
  }
  const lhr = JSON.parse(text) as LighthouseResult;
  if (lhr.runtimeError)
    throw new LighthouseRuntimeError(
      `lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const asked = new URL(url);
  const reached = new URL(lhr.finalDisplayedUrl);
  if (reached.pathname !== asked.pathname)
    throw new Error(`lighthouse asked for ${asked.pathname} and measured ${reached.pathname}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`lighthouse ${url}: no ${id} score`);
    return Math.round(value * 100);
  };
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`lighthouse ${url}: no ${id}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    siMs: metric('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * Lighthouse's own trace failures (NO_NAVSTART, NO_FCP, ...; "Please run Lighthouse again") are retried up
 * to RETRIES times; any other failure, and a page that was not reached, fails the run at once.
 */
const RETRIES = 2;
async function lighthouseRetried(url: string, cookie: string, workDir: string): Promise<Figures> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await lighthouse(url, cookie, workDir);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= RETRIES) throw error;
      console.error(`(retrying: ${error.message.slice(0, 200)})`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

interface LighthouseResult {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
}

function exited(
  child: ChildProcess,
  timeoutMs: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stderr: stderr.slice(-2000) });
    });
  });
}

/** The median run: by performance score, then by LCP (an even count takes the lower middle). */
function medianRun(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no run');
  return median;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function row(name: string, runs: Figures[]): string {
  const m = medianRun(runs);
  const scores = runs.map((r) => r.performance);
  const range = runs.length > 1 ? ` (${Math.min(...scores)}-${Math.max(...scores)})` : '';
  return `| ${name} | ${m.performance}${range} | ${seconds(m.lcpMs)} | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${seconds(m.fcpMs)} | ${seconds(m.siMs)} | ${m.accessibility} / ${m.bestPractices} / ${m.seo} | ${Math.round(m.benchmarkIndex)} |`;
}

/** A bare node:http page: the built site's head and one heading, no script and no stylesheet. */
async function startBarePage(): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Instant moving quotes for ReloCube and trailer household moves."><title>Relomove — instant moving quotes</title></head><body><main><h1>Instant moving quotes</h1><p>No credit cards, no fees, no hassles.</p></main></body></html>`;
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Today plus `days`, as the quote form's move date (UTC: the server refuses past dates, not these). */
const daysFromToday = (days: number): IsoDate =>
  isoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10));

/**
 * The demo customer signed in, a quote for the quote view, a quote ready to reserve (started, both steps
 * saved) and a booked move, all made through the API. Answers the pages to measure.
 */
async function pagesOf(base: string): Promise<PageTarget[]> {
  const landing: PageTarget = { name: 'Landing', path: '/', cookie: VISITOR_COOKIE };
  if (quick) return [landing];
  const demo = DEMO_USERS.find((user) => user.role === 'customer');
  if (!demo) throw new Error('no demo customer');
  const send = sendTo(base);
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: VISITOR_COOKIE },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
  const session = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`the demo customer could not sign in (${login.status})`);
  const headers = { cookie: `${VISITOR_COOKIE}; ${SESSION_COOKIE}=${session}` };
  const firstMoveDate = daysFromToday(21);
  // A Kansas City, MO to Denver, CO move, as the browser tests quote it.
  const form = { FromZip: '64105', ToZip: '80202', MovingOutOf: '3 bedroom', LinearFeet: 17 };
  const viewed = await quoteFor(send, demo.email, { form, firstMoveDate });
  const booked = await bookedMove(send, demo.email, headers, { form, firstMoveDate });
  const reserving = await readyToReserve(send, demo.email, headers, { form, firstMoveDate });
  const id = reserving.quote.QuoteId;
  return [
    landing,
    {
      name: 'Quote view',
      path: `${Route.quoteView}?qId=${encodeURIComponent(viewed.QuoteIdEncrypted)}`,
      cookie: VISITOR_COOKIE,
    },
    { name: 'Reservation: location', path: `/reservation/${id}/location`, cookie: headers.cookie },
    { name: 'Reservation: schedule', path: `/reservation/${id}/schedule`, cookie: headers.cookie },
    { name: 'Reservation: payment', path: `/reservation/${id}/payment`, cookie: headers.cookie },
    { name: `Dashboard (move ${booked.id})`, path: Route.dashboard, cookie: headers.cookie },
    { name: 'Service-center locator', path: SERVICE_CENTERS_PATH, cookie: VISITOR_COOKIE },
  ];
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'relomove-lighthouse-'));
  const dataDir = join(workDir, 'data');
  const server = await startServerProcess({ DATA_DIR: dataDir, BOT_CHECKS: 'off', DEMO_USERS: 'on' });
  const bare = await startBarePage();
  try {
    const pages = await pagesOf(server.url);
    console.log(
      `Lighthouse 12, default mobile settings (simulated slow 4G, 4x CPU slowdown), ${RUNS} run(s) per page, median shown; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `Targets (issue 28): performance >= ${TARGET.performance}, LCP <= ${seconds(TARGET.lcpMs)}, TBT <= ${TARGET.tbtMs} ms, CLS <= ${TARGET.cls}; accessibility / best practices / SEO ${TARGET.others}`,
    );
    console.log('');
    console.log(
      '| Page | Performance (range) | LCP | TBT | CLS | FCP | Speed Index | A11y / BP / SEO | CPU index |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    const measure = async (url: string, cookie: string) => {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRetried(url, cookie, workDir));
      return runs;
    };
    const chosen = (name: string) => !only || only.some((word) => name.toLowerCase().includes(word));
    const baseline = '(baseline) bare node:http page';
    if (!quick && chosen(baseline)) console.log(row(baseline, await measure(bare.url, '')));
    for (const page of pages.filter((p) => chosen(p.name))) {
      console.log(row(page.name, await measure(`${server.url}${page.path}`, page.cookie)));
    }
    console.log('');
    console.log(
      `(load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
  } finally {
    await bare.close();
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
