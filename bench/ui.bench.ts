/**
 * `npm run bench:ui` — the customer site in real Chromium on loopback (issue 4 "Performance budgets",
 * docs/performance.md). Builds nothing itself: the npm script runs `npm run build:ui` first.
 *
 * The real server (built UI, throwaway DATA_DIR, bot checks off) runs in a child process
 * (tests/e2e/support/server.ts); Chromium is Debian's (tests/e2e/support/browser.ts). Measured:
 * (a) keystroke -> visible suggestions: on a freshly loaded landing page, type a 3-letter city prefix in
 *     Moving From; time from the last keydown before the options appeared to the first visible option;
 * (b) click on 'Get a quote' -> visible quote prices (places picked through the combobox first, untimed);
 * (c) the landing page's gzipped JavaScript (scripts/check-ui-budget.ts).
 * Baselines in the same run: a keystroke into a plain input to its echo on the same page, and a fetch of
 * /api/health from the page. Times are taken in the page (performance.now, a MutationObserver).
 * Prints a table; asserts nothing. `--quick` runs fewer rounds.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { kB, LANDING_JS_BUDGET_BYTES, landingPageJs } from '../scripts/check-ui-budget';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';

const quick = process.argv.includes('--quick');
const SEARCH_ROUNDS = quick ? 8 : 30;
const QUOTE_ROUNDS = quick ? 4 : 15;
const BASELINE_ROUNDS = quick ? 10 : 30;
const WARMUP = 2;

/** Terms that the §5 search answers with options (rotated so no single answer is measured only). */
const SEARCH_TERMS = ['den', 'chi', 'dal', 'bos', 'sea', 'atl', 'hou', 'pho'];
/** Lanes for (b): [typed, option] for From and To; rotated with the When? choices so no quote is a Dupe (§4). */
const LANES: [string, RegExp, string, RegExp][] = [
  ['kcmo', /Kansas City, MO/, 'Denver', /Denver, CO/],
  ['Denver', /Denver, CO/, 'Chicago', /Chicago, IL/],
  ['Chicago', /Chicago, IL/, 'Dallas', /Dallas, TX/],
  ['Dallas', /Dallas, TX/, 'Atlanta', /Atlanta, GA/],
  ['Atlanta', /Atlanta, GA/, 'kcmo', /Kansas City, MO/],
];
const WHEN = ['Within 1 month', '1-2 months', '2-4 months'];

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (at - low);
}

/**
 * In the page: remember every keydown/click time, and resolve `window.__benchDone` with the time from the
 * last such event to the moment `selector` matches a visible element (checked on every DOM change).
 */
async function armWatch(page: Page, selector: string, event: 'keydown' | 'click'): Promise<void> {
  await page.evaluate(
    ({ selector, event }) => {
      const w = window as unknown as { __benchDone?: Promise<number> };
      let last = Number.NaN;
      const mark = () => {
        last = performance.now();
      };
      window.addEventListener(event, mark, { capture: true });
      w.__benchDone = new Promise<number>((resolve, reject) => {
        // A round that never shows its target fails the run instead of hanging it.
        const giveUp = setTimeout(() => reject(new Error(`${selector} did not appear within 15 s`)), 15_000);
        const check = () => {
          const found = document.querySelector(selector);
          if (found instanceof HTMLElement && !Number.isNaN(last) && found.checkVisibility()) {
            observer.disconnect();
            clearTimeout(giveUp);
            window.removeEventListener(event, mark, { capture: true });
            resolve(performance.now() - last);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    },
    { selector, event },
  );
}

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchDone: Promise<number> }).__benchDone);

/**
 * The landing page as a newcomer sees it: the site keeps the start-quote form locally (§3), so what an earlier
 * round typed is cleared first, or it would come back prefilled.
 */
async function freshLanding(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('combobox', { name: 'Moving From' }).waitFor();
}

/** Baseline: a keystroke into a plain input on the same page to its echo in the DOM. */
async function echoRound(page: Page): Promise<number> {
  await page.evaluate(() => {
    document.getElementById('bench-echo')?.remove();
    const box = document.createElement('div');
    box.id = 'bench-echo';
    box.innerHTML = '<input aria-label="bench echo"><output></output>';
    const input = box.querySelector('input') as HTMLInputElement;
    const output = box.querySelector('output') as HTMLOutputElement;
    input.addEventListener('input', () => {
      output.textContent = input.value;
      output.className = input.value.length >= 3 ? 'echoed' : '';
    });
    document.body.append(box);
  });
  await armWatch(page, '#bench-echo output.echoed', 'keydown');
  await page.getByLabel('bench echo').click();
  await page.keyboard.type('den');
  return watched(page);
}

/** Baseline: one fetch of /api/health from the page. */
const healthRound = (page: Page) =>
  page.evaluate(async () => {
    const start = performance.now();
    const response = await fetch('/api/health', { cache: 'no-store' });
    await response.text();
    return performance.now() - start;
  });

async function searchRound(page: Page, url: string, term: string): Promise<number> {
  await freshLanding(page, url);
  await armWatch(page, '[role="listbox"] [role="option"]', 'keydown');
  await page.getByRole('combobox', { name: 'Moving From' }).click();
  await page.keyboard.type(term);
  return watched(page);
}

async function pickPlace(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function quoteRound(page: Page, url: string, round: number): Promise<number> {
  const [fromTyped, fromOption, toTyped, toOption] = LANES[round % LANES.length] as (typeof LANES)[number];
  await freshLanding(page, url);
  await pickPlace(page, 'Moving From', fromTyped, fromOption);
  await pickPlace(page, 'Moving To', toTyped, toOption);
  await page
    .getByLabel('When?')
    .selectOption({ label: WHEN[Math.floor(round / LANES.length) % WHEN.length] ?? '' });
  await page.getByLabel('Size?').selectOption({ label: '2 bedroom' });
  await armWatch(page, '[data-testid="quote-total"]', 'click');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  try {
    return await watched(page);
  } catch (error) {
    // A failed round says what the page showed instead (a refused quote, an error page, a slow screen).
    const shown = (
      await page
        .locator('main')
        .innerText()
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .slice(0, 400);
    throw new Error(`no quote prices within 15 s at ${page.url()}; the page showed: ${shown}`, {
      cause: error,
    });
  }
}

async function rounds(count: number, run: (round: number) => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < count + WARMUP; round++) {
    const ms = await run(round);
    if (round >= WARMUP) times.push(ms);
  }
  return times;
}

async function main(): Promise<void> {
  const dist = fileURLToPath(new URL('../dist/ui', import.meta.url));
  const js = landingPageJs(dist);
  const server = await startServer({ BOT_CHECKS: 'off' });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // tsx keeps function names with a `__name` helper that the page does not have.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    await freshLanding(page, server.url);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}x`;
    const header = ['What', 'Rounds', 'Median', 'p90', 'Ratio', 'Issue 4 budget'];
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map(() => '---').join('|')}|`);
    // Each row is printed as soon as it is measured (issue 28).
    const row = (cells: string[]) => console.log(`| ${cells.join(' | ')} |`);
    /** A measured row: the rounds, their median and p90, the median compared and against its budget. */
    const timed = (what: string, times: number[], compared: (m: number) => string, budget = '') => {
      const m = median(times);
      row([what, String(times.length), ms(m), ms(quantile(times, 0.9)), compared(m), budget]);
      return m;
    };
    const echoMedian = timed(
      'baseline: keystroke -> echo in a plain input',
      await rounds(BASELINE_ROUNDS, () => echoRound(page)),
      () => '1.0x echo',
    );
    const healthMedian = timed(
      'baseline: fetch /api/health from the page',
      await rounds(BASELINE_ROUNDS, () => healthRound(page)),
      (m) => `${ratio(m, echoMedian)} echo`,
    );
    const search = await rounds(SEARCH_ROUNDS, (round) =>
      searchRound(page, server.url, SEARCH_TERMS[round % SEARCH_TERMS.length] ?? 'den'),
    );
    timed(
      '(a) keystroke -> visible city suggestions',
      search,
      (m) => `${ratio(m, echoMedian)} echo, ${ratio(m, healthMedian)} health`,
      `median < 150 ms: ${median(search) < 150 ? 'yes' : 'NO'}`,
    );
    const quote = await rounds(QUOTE_ROUNDS, (round) => quoteRound(page, server.url, round));
    timed(
      "(b) click 'Get a quote' -> visible quote prices",
      quote,
      (m) => `${ratio(m, healthMedian)} health`,
      `median < 1 s: ${median(quote) < 1000 ? 'yes' : 'NO'}`,
    );
    await context.close();
    row([
      '(c) landing page JavaScript, gzipped',
      `${js.initial.length} files`,
      kB(js.initialGzipBytes),
      '',
      '',
      `<= 120 kB: ${js.initialGzipBytes <= LANDING_JS_BUDGET_BYTES ? 'yes' : 'NO'}`,
    ]);
    console.log(
      `\nChromium ${browser.version()} headless, loopback, ${WARMUP} warm-up rounds dropped per row${quick ? ', --quick' : ''}.`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
