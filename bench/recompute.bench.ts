/**
 * `npm run bench:cli` — `relomove quote recompute --all` throughput on embedded PGlite (issue 5,
 * docs/performance.md). Goal: 10,000 quotes re-priced and saved in under 10 s.
 *
 * Production wiring: the CLI's own composition root on a throwaway DATA_DIR (PGlite in a folder, as
 * `npm start` uses). Demo quotes are made by `relomove db seed` (the server's rating), then 10,000
 * copies are stored as an older card priced them (10% cheaper), so every one changes.
 * Measured in the same run, one after the other:
 *   baseline  — reading every open quote page by page (the floor: no pricing, no writing);
 *   preview   — `quote recompute --all` (re-priced, nothing saved);
 *   save      — `quote recompute --all --save --reason ...` (re-priced and saved with the change history).
 * `--quick` uses 1,000 quotes so CI proves the benchmark still runs.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cliContext, storeSettingsFromEnv } from '../adapters/cli/container';
import type { CliIo } from '../adapters/cli/io';
import { runCli } from '../adapters/cli/program';
import { DEMO_QUOTE_EMAIL } from '../application/quotes/seed-demo-quotes';
import { cents } from '../domain/money/money';

const quick = process.argv.includes('--quick');
const QUOTES = quick ? 1_000 : 10_000;
const GOAL_MS = 10_000;

const dataDir = mkdtempSync(join(tmpdir(), 'relomove-bench-cli-'));
const captured: string[] = [];
const io: CliIo = { out: (t) => captured.push(t), err: (t) => captured.push(t), color: false };
const ctx = cliContext(io, storeSettingsFromEnv({ DATA_DIR: dataDir }));

async function cli(...argv: string[]): Promise<string> {
  captured.length = 0;
  const code = await runCli(argv, { ...ctx, close: async () => {} });
  if (code !== 0) throw new Error(`relomove ${argv.join(' ')} exited ${code}: ${captured.join('\n')}`);
  return captured.join('\n');
}

try {
  await cli('db', 'seed');
  const tools = await ctx.store();
  const [template] = (await tools.quotes.findByEmail(DEMO_QUOTE_EMAIL, 10))
    ._unsafeUnwrap()
    .filter((q) => q.Details.PricingOptions.length > 0);
  if (!template) throw new Error('db seed made no priced quote');
  const { QuoteId: _id, Revision: _rev, ...body } = template;
  await Promise.all(
    Array.from({ length: QUOTES }, (_, i) =>
      tools.quotes
        .insert(
          {
            ...body,
            Details: {
              ...body.Details,
              EmailAddress: `mover${i}@example.com`,
              PricingOptions: body.Details.PricingOptions.map((o) => ({
                ...o,
                Price: cents(Math.round(o.Price * 0.9)),
              })),
            },
          },
          new Date().toISOString(),
        )
        .then((r) => r._unsafeUnwrap()),
    ),
  );

  console.log(
    `relomove quote recompute --all on PGlite (${dataDir}), ${QUOTES} open quotes, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log('| What | Time | Quotes/s | Ratio to baseline |');
  console.log('|---|---|---|---|');
  let baseline = 0;
  /** Times one step and prints its row at once (issue 28: every benchmark prints each row as it finishes). */
  const time = async (name: string, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    const ms = performance.now() - start;
    if (baseline === 0) baseline = ms;
    console.log(
      `| ${name} | ${(ms / 1000).toFixed(2)} s | ${Math.round((QUOTES / ms) * 1000).toLocaleString('en-US')} | ${(ms / baseline).toFixed(1)}x |`,
    );
    return ms;
  };
  const today = ctx.clock.today();
  await time('baseline: read every open quote', async () => {
    let afterId = 0;
    for (;;) {
      const page = (await tools.quotes.openQuotes({ today, afterId, limit: 500 }))._unsafeUnwrap();
      if (page.length === 0) break;
      afterId = page[page.length - 1]?.QuoteId ?? afterId;
    }
  });
  await time('recompute --all (preview)', () => cli('quote', 'recompute', '--all', '--json'));
  let summary = '';
  const save = await time('recompute --all --save', async () => {
    summary = await cli('quote', 'recompute', '--all', '--save', '--reason', 'benchmark', '--json');
  });
  const saved = JSON.parse(summary) as { count: number; saved: number };
  if (saved.saved !== QUOTES) throw new Error(`expected ${QUOTES} saved, got ${summary}`);

  const scaled = (save / QUOTES) * 10_000;
  console.log(
    `10,000 quotes re-priced and saved: ${(scaled / 1000).toFixed(2)} s${quick ? ' (scaled from the quick run)' : ''}; goal < ${GOAL_MS / 1000} s: ${scaled < GOAL_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
}
