import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '../../../domain/money/money';
import type { Quote } from '../../../domain/quote/types';
import { quoteForm } from '../../../tests/fixtures/quote-form';
import { type CliRunner, cliRunner } from '../../../tests/support/cli-runner';
import { databasesUnderTest, warmUpDatabases } from '../../../tests/support/test-databases';
import { type TestServer, testServer } from '../../../tests/support/test-server';

/** Issue 5: "Test `recompute --all` on a database of at least 10,000 generated quotes." */
const QUOTES = 10_000;

beforeAll(warmUpDatabases, 120_000);

/** The quote as an older rate card priced it: every option 10% cheaper (rounded to the cent). */
function pricedByLastMonth(quote: Quote, i: number): Omit<Quote, 'QuoteId' | 'Revision'> {
  return {
    ...quote,
    Details: {
      ...quote.Details,
      EmailAddress: `mover${i}@example.com`,
      PricingOptions: quote.Details.PricingOptions.map((o) => ({
        ...o,
        Price: cents(Math.round(o.Price * 0.9)),
      })),
    },
  };
}

describe.each(databasesUnderTest())(
  'relomove quote recompute --all on 10,000 quotes, $name (issue 5)',
  (underTest) => {
    let server: TestServer;
    let cli: CliRunner;
    const dir = mkdtempSync(join(tmpdir(), 'relomove-recompute-all-'));

    beforeAll(async () => {
      const key = randomBytes(32);
      server = await testServer(underTest, { quoteLinkKey: key });
      cli = cliRunner({ database: server.server.database, quoteLinkKey: key, clock: server.clock });
      const made = await server.json<{ quote: Quote }>(
        'POST',
        '/api/quotes/add',
        quoteForm({ EmailAddress: 'template@example.com' }),
      );
      const template = made.body.quote;
      // The wire quote is in dollars; read the stored one (cents) back through the CLI's own repository.
      const repository = (await cli.ctx.store()).quotes;
      const stored = (await repository.findById(template.QuoteId))._unsafeUnwrap();
      if (!stored) throw new Error('the template quote was not stored');
      await Promise.all(
        Array.from({ length: QUOTES }, (_, i) =>
          repository
            .insert(pricedByLastMonth(stored, i), '2026-11-20T12:00:00.000Z')
            .then((r) => r._unsafeUnwrap()),
        ),
      );
    }, 300_000);
    afterAll(async () => {
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('re-prices and saves every open quote, writes one CSV line per change, and a second run finds nothing to change', async () => {
      const out = join(dir, 'changes.csv');
      const saved = await cli.run(
        'quote',
        'recompute',
        '--all',
        '--save',
        '--reason',
        'November rate card',
        '--out',
        out,
        '--json',
      );
      expect(saved.err).toBe('');
      expect(saved.code).toBe(0);
      const summary = JSON.parse(saved.out);
      // The template quote is already at today's prices; the 10,000 older ones all change.
      expect(summary).toMatchObject({ count: QUOTES + 1, changed: QUOTES, saved: QUOTES, skipped: 0 });
      const rows = readFileSync(out, 'utf8').trim().split('\n').slice(1);
      expect(rows).toHaveLength(QUOTES);
      const differenceCents = rows.reduce((sum, row) => sum + Math.round(Number(row.split(',')[6]) * 100), 0);
      expect(differenceCents).toBe(Math.round(summary.totalDifference * 100));
      expect(rows.every((row) => row.endsWith(',true'))).toBe(true);

      const again = await cli.run('quote', 'recompute', '--all', '--json');
      expect(JSON.parse(again.out)).toMatchObject({
        count: QUOTES + 1,
        changed: 0,
        saved: 0,
        totalDifference: 0,
      });

      const one = rows[0]?.split(',')[0] ?? '';
      const looked = await cli.run('quote', 'lookup', one);
      expect(looked.out).toContain('revision 2');
      expect(looked.out).toContain('November rate card');
    }, 300_000);
  },
);
