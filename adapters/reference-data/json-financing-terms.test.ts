import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import { JsonFinancingTerms } from './json-financing-terms';

describe('the financing terms file (§1 financing promo, issue 12)', () => {
  it('reads data/financing-terms.json: an EXAMPLE table with its amounts in cents and its terms', () => {
    const table = JsonFinancingTerms.load()._unsafeUnwrap().terms();
    expect(table.note).toMatch(/^EXAMPLE /);
    expect(table.minimumAmount).toBe(cents(5_000));
    expect(table.maximumAmount).toBe(cents(3_000_000));
    expect(table.terms).toEqual([
      { months: 3, aprBasisPoints: 0 },
      { months: 6, aprBasisPoints: 1_000 },
      { months: 12, aprBasisPoints: 1_500 },
    ]);
  });

  it('reports a malformed table with its json.path lines, and a missing file, instead of throwing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'financing-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ note: 'EXAMPLE', minimumAmount: 5000, maximumAmount: 100, terms: [] }),
    );
    const refused = JsonFinancingTerms.load(bad)._unsafeUnwrapErr();
    expect(refused.kind).toBe('ReferenceDataUnavailable');
    expect(refused.source).toBe(bad);
    expect(refused.message).toContain('maximumAmount');
    expect(refused.message).toContain('terms');
    expect(JsonFinancingTerms.load(join(dir, 'missing.json'))._unsafeUnwrapErr().kind).toBe(
      'ReferenceDataUnavailable',
    );
    writeFileSync(join(dir, 'not-json.json'), '{');
    expect(JsonFinancingTerms.load(join(dir, 'not-json.json')).isErr()).toBe(true);
  });
});
