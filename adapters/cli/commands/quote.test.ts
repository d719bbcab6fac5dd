import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RECOMPUTE_CHANGE_TEXT,
  TRAILER_LENGTH_NOT_APPLICABLE_MESSAGE,
} from '../../../domain/quote/recompute-quote';
import { quoteForm } from '../../../tests/fixtures/quote-form';
import { type CliRunner, cliRunner } from '../../../tests/support/cli-runner';
import { databasesUnderTest, warmUpDatabases } from '../../../tests/support/test-databases';
import { type TestServer, testServer } from '../../../tests/support/test-server';

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('relomove quote lookup|recompute on $name (issue 5)', (underTest) => {
  let server: TestServer;
  let cli: CliRunner;
  let reference: string;
  let token: string;
  const email = `support-${underTest.name.toLowerCase()}@example.com`;
  const dir = mkdtempSync(join(tmpdir(), 'relomove-cli-quote-'));

  beforeAll(async () => {
    const key = randomBytes(32);
    server = await testServer(underTest, { quoteLinkKey: key });
    cli = cliRunner({ database: server.server.database, quoteLinkKey: key, clock: server.clock });
    const made = await server.json<{ quote: { QuoteId: number; QuoteIdEncrypted: string } }>(
      'POST',
      '/api/quotes/add',
      quoteForm({ EmailAddress: email }),
    );
    expect(made.status).toBe(200);
    reference = String(made.body.quote.QuoteId);
    token = made.body.quote.QuoteIdEncrypted;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds a customer quote by email and explains it: state, stations, options, price lines (Lookup NoError)', async () => {
    const { code, out } = await cli.run('quote', 'lookup', email.toUpperCase());
    expect(code).toBe(0);
    expect(out).toContain(`Quote ${reference} · revision 1 · state Quoted · Result Auto · QuoteStatus Open`);
    expect(out).toMatch(/From {7}New York, NY 10001 \(station \w+/);
    expect(out).toContain('Opens      /moving-quotes/quoteview');
    expect(out).toMatch(/Trailer-DD\s+Door -> Door\s+1\s+13/);
    expect(out).toMatch(/BasePrice\s+2 ReloCubes, 2,865 miles\s+\$[\d,]+\.\d\d/);
    expect(out).toContain('Standard coverage ($0.10 per pound)');
    expect(out).toMatch(/Total\s+\$[\d,]+\.\d\d/);
    expect(out).toContain('No changes since the quote was made.');
  });

  it('reports a lookup that finds nothing as UserError on stderr with exit code 1 (§4 lookup failure reasons)', async () => {
    const missing = await cli.run('quote', 'lookup', '9999999');
    expect(missing).toMatchObject({ code: 1, out: '' });
    expect(missing.err).toBe('Lookup: UserError - search - No quote has the reference number 9999999');
    const nonsense = await cli.run('quote', 'lookup', '!!');
    expect(nonsense.code).toBe(1);
    expect(nonsense.err).toContain('Lookup: UserError - search - Enter a reference number');
  });

  it('answers --json with the lookup answer and the one quote explained, money in wire dollars', async () => {
    // '--' ends the options: a link token may start with '-' (base64url), which would read as an option.
    const { code, out } = await cli.run('quote', 'lookup', '--json', '--', token);
    expect(code).toBe(0);
    const body = JSON.parse(out);
    expect(body).toMatchObject({
      failReason: 'NoError',
      messages: [],
      detail: { QuoteId: Number(reference) },
    });
    expect(Object.keys(body.detail).sort()).toEqual(
      [
        'QuoteId',
        'Revision',
        'destinationStation',
        'history',
        'originStation',
        'price',
        'route',
        'state',
      ].sort(),
    );
    const { price } = body.detail;
    const sum = price.lines.reduce(
      (s: number, l: { amount: number | null }) => s + Math.round((l.amount ?? 0) * 100),
      0,
    );
    expect(Math.round(price.total * 100)).toBe(sum);
  });

  it('issue 27: a preview that changes nothing says so (never "the lines change"); a trailer length on the ReloCube quote is refused with a field line', async () => {
    const same = await cli.run('quote', 'recompute', reference);
    expect(same.code).toBe(0);
    expect(same.out).toContain(RECOMPUTE_CHANGE_TEXT.None);
    expect(same.out).not.toContain('the lines change');
    const refused = await cli.run('quote', 'recompute', reference, '--feet', '15');
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(`LinearFeet - ${TRAILER_LENGTH_NOT_APPLICABLE_MESSAGE}`);
    const view = await server.json<{ quote: { Revision: number } }>('GET', `/api/quotes/view/${token}`);
    expect(view.body.quote.Revision).toBe(1);
  });

  it('previews a longer trailer and a coupon side by side without changing the quote', async () => {
    const { code, out } = await cli.run(
      'quote',
      'recompute',
      reference,
      '--equip',
      'trailer',
      '--feet',
      '15',
      '--coupon',
      'usa100',
    );
    expect(code).toBe(0);
    expect(out).toMatch(/Line\s+Stored\s+Recomputed\s+Difference/);
    // The quote had the rate card's recommended option selected (2 ReloCubes); staff switch it to a 15 ft trailer.
    expect(out).toMatch(
      /2 ReloCubes, 2,865 miles -> 15 ft trailer, 2,865 miles\s+\$[\d,.]+\s+\$[\d,.]+\s+\+\$/,
    );
    expect(out).toMatch(/USA100: \$100 off\s+-\s+-\$100\.00/);
    expect(out).toContain('Not saved (preview)');
    const view = await server.json<{ quote: { Revision: number } }>('GET', `/api/quotes/view/${token}`);
    expect(view.body.quote.Revision).toBe(1);
  });

  it('saves a recompute with who, why and when (on the origin service center’s clock); lookup and GET /api/quotes/view/{id} then show it', async () => {
    const saved = await cli.run(
      'quote',
      'recompute',
      reference,
      '--equip',
      'trailer',
      '--feet',
      '15',
      '--coupon',
      'USA100',
      '--save',
      '--reason',
      'customer measured 15 feet',
      '--json',
    );
    expect(saved.code).toBe(0);
    const body = JSON.parse(saved.out);
    expect(body).toMatchObject({ QuoteId: Number(reference), Revision: 2, saved: true, changed: true });

    const looked = await cli.run('quote', 'lookup', reference);
    expect(looked.out).toContain('revision 2');
    // Issue 27: when, on the origin service center's clock (New York), naming the zone (the clock is 15:00 UTC).
    expect(looked.out).toMatch(/1 -> 2\s+11\/21\/2026, 10:00 AM ET\s+\S+\s+customer measured 15 feet/);
    expect(looked.out).toMatch(/Total\s+\$/);

    const view = await server.json<{
      quote: {
        Revision: number;
        Details: {
          PricingOptions: Array<{ value: string; LinearFeet: number; Default: boolean }>;
          Coupons: Array<{ Code: string }>;
        };
      };
    }>('GET', `/api/quotes/view/${token}`);
    expect(view.body.quote.Revision).toBe(2);
    const chosen = view.body.quote.Details.PricingOptions.find((o) => o.Default && o.value === 'Trailer-DD');
    expect(chosen?.LinearFeet).toBe(15);
    expect(view.body.quote.Details.Coupons.map((c) => c.Code)).toEqual(['USA100']);
    expect(body.after.total).toBeCloseTo(body.before.total + body.difference, 2);
  });

  it('follows the revision rules: a change at an older revision is refused (exit 1) and nothing is stored', async () => {
    const stale = await cli.run(
      'quote',
      'recompute',
      reference,
      '--liability',
      '175',
      '--revision',
      '1',
      '--save',
      '--reason',
      'x',
    );
    expect(stale.code).toBe(1);
    expect(stale.err).toBe(
      'Not changed: NoRevisionMatch - the quote is at revision 2; look it up again and retry',
    );
    const view = await server.json<{ quote: { Revision: number } }>('GET', `/api/quotes/view/${token}`);
    expect(view.body.quote.Revision).toBe(2);
  });

  it.each([
    [
      ['quote', 'recompute', '9999999'],
      1,
      'reference - No quote matches this reference number or link token',
    ],
    [['quote', 'recompute', 'REF', '--feet', '-3'], 2, ''],
    [['quote', 'recompute', 'REF', '--feet', '2'], 2, 'LinearFeet - '],
    [
      ['quote', 'recompute', 'REF', '--coupon', 'FREEMOVE'],
      2,
      'CouponCode - Coupon code FREEMOVE is not recognized.',
    ],
    [
      ['quote', 'recompute', 'REF', '--liability', '50'],
      2,
      'liability - Liability coverage must be one of 0, 75, 125 or 175',
    ],
    [
      ['quote', 'recompute', 'REF', '--quantity', '2'],
      2,
      'Quantity - A quantity applies to a ReloCube option; set Equip to Relocube as well',
    ],
    [['quote', 'recompute', 'REF', '--save'], 2, 'reason - Say why with --reason "..." when saving a change'],
    [['quote', 'recompute'], 2, 'reference - Give a quote reference, or --all'],
    [['quote', 'recompute', 'REF', '--all'], 2, 'reference - Give a reference or --all, not both'],
    [['quote', 'recompute', '--all', '--feet', '9'], 2, 'all - --all re-prices quotes as they stand'],
  ])(
    'answers bad input %j with exit code %i and one clear line, changing nothing',
    async (argv, exit, message) => {
      const args = argv.map((a) => (a === 'REF' ? reference : a));
      const before = await server.json<{ quote: { Revision: number } }>('GET', `/api/quotes/view/${token}`);
      const { code, err } = await cli.run(...args);
      expect(code).toBe(exit);
      if (message) expect(err).toContain(message);
      expect(err).not.toMatch(/\n\s+at /);
      const after = await server.json<{ quote: { Revision: number } }>('GET', `/api/quotes/view/${token}`);
      expect(after.body.quote.Revision).toBe(before.body.quote.Revision);
    },
  );

  it('re-prices every open quote with --all, writes the changes as CSV, and saves with --save', async () => {
    const out = join(dir, 'changes.csv');
    const preview = await cli.run('quote', 'recompute', '--all', '--out', out, '--json');
    expect(preview.code).toBe(0);
    const summary = JSON.parse(preview.out);
    expect(summary).toMatchObject({ count: expect.any(Number), saved: 0, out });
    const csv = readFileSync(out, 'utf8').trim().split('\n');
    expect(csv[0]).toBe('QuoteId,email,MoveDate,option,old_total,new_total,difference,saved');
    expect(csv).toHaveLength(summary.changed + 1);
  });

  it('prints --help with a description and an example for quote, lookup and recompute', async () => {
    for (const argv of [
      ['quote', '--help'],
      ['quote', 'lookup', '--help'],
      ['quote', 'recompute', '--help'],
    ]) {
      const { code, out } = await cli.run(...argv);
      expect(code).toBe(0);
      expect(out).toContain('Examples:');
      expect(out).toContain('relomove quote');
    }
  });
});
