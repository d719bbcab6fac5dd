import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RATE_SAMPLE_LANES } from '../../../application/staff/rate-sample-lanes';
import { cliRunner } from '../../../tests/support/cli-runner';
import { TestClock } from '../../../tests/support/test-clock';

const { run } = cliRunner({ clock: new TestClock('2026-11-21T15:00:00.000Z') });
const CARD_FILE = fileURLToPath(new URL('../../../data/rate-cards/2026-11.json', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'relomove-rates-'));

/** The card in force, changed by `edit`, written as a candidate file. */
function candidate(name: string, edit: (card: ReturnType<typeof JSON.parse>) => void = () => {}): string {
  const card = JSON.parse(readFileSync(CARD_FILE, 'utf8'));
  edit(card);
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(card, null, 2));
  return file;
}

describe('relomove rates show (issue 5: the rate card version and tables)', () => {
  it('prints the card in force today with its effective dates and every table', async () => {
    const { code, out } = await run('rates', 'show');
    expect(code).toBe(0);
    expect(out).toContain('Rate card 2026-11 · in force on 11/21/2026');
    expect(out).toContain('Effective from 11/01/2026 until a newer card takes over · carrier ABF');
    for (const table of [
      'Trailer: per linear foot (5 ft minimum, 28 ft per trailer)',
      'ReloCube: per cube (at most 6 online)',
      'Lane factors by station region',
      'Season factors by move month',
      'Terminal discounts',
      'Transit times',
      'Expedite tiers',
      'Destination storage per unit, per 30 days',
    ]) {
      expect(out).toContain(table);
    }
    expect(out).toMatch(/0-499\s+\$60\.00\s+20¢/);
    expect(out).toMatch(/Origin\s+7\.5%/);
    expect(out).toMatch(/Trailer\s+\$300\.00\s+\$375\.00/);
    expect(out).toMatch(/1\s+\$150\.00/);
  });

  it('answers --json with the card, money in wire dollars (architecture rule 6)', async () => {
    const { code, out } = await run('rates', 'show', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual([
      'version',
      'effectiveFrom',
      'effectiveUntil',
      'carrier',
      'circuityFactor',
      'minMiles',
      'maxMiles',
      'serviceRadiusMiles',
      'handRatedStates',
      'trailer',
      'relocube',
      'laneFactorsBp',
      'seasonalFactorsBp',
      'terminalDiscountBp',
      'transitBands',
      'expediteTiers',
      'storage',
    ]);
    expect(json).toMatchObject({ version: '2026-11', effectiveFrom: '2026-11-01', effectiveUntil: null });
    expect(json.trailer.perFootBands[0]).toEqual({ fromMiles: 0, base: 60, perMileMilliCents: 20000 });
    expect(json.expediteTiers[0]).toEqual({ daysFaster: 1, fee: 150 });
    expect(json.storage.ReloCube).toEqual({ charge: 125, increasedCharge: 150 });
  });

  it('has help with a description and an example', async () => {
    const { code, out } = await run('rates', 'show', '--help');
    expect(code).toBe(0);
    expect(out).toContain('Print the rate card in force today');
    expect(out).toContain('relomove rates show --json');
  });
});

describe('relomove rates check <file> (issue 5: the server’s own check, with locations)', () => {
  it('accepts the card in force with exit code 0', async () => {
    const { code, out } = await run('rates', 'check', CARD_FILE);
    expect(code).toBe(0);
    expect(out).toBe(`${CARD_FILE} is a valid rate card: version 2026-11, effective from 11/01/2026.`);
  });

  it('reports every shape problem as file:line:column: json.path - message (§5 form), exit code 1', async () => {
    const file = candidate('shape.json', (card) => {
      card.carrier = '';
      card.seasonalFactorsBp = card.seasonalFactorsBp.slice(0, 11);
      card.trailer.perFootBands[2].baseCents = -5;
      card.surprise = true;
    });
    const lines = readFileSync(file, 'utf8').split('\n');
    const lineOf = (text: string, nth = 1) => {
      let seen = 0;
      return lines.findIndex((l) => l.includes(text) && ++seen === nth) + 1;
    };
    const { code, out, err } = await run('rates', 'check', file);
    expect(code).toBe(1);
    expect(out.split('\n')).toEqual([
      `${file}:${lineOf('"carrier"')}:3: carrier - This field should be at least 1 characters long`,
      `${file}:${lineOf('"baseCents"', 3)}:9: trailer.perFootBands[2].baseCents - Value must be at least 0`,
      `${file}:${lineOf('"seasonalFactorsBp"')}:3: seasonalFactorsBp - At least 12 items are needed`,
      `${file}:${lineOf('"surprise"')}:3: surprise - Unknown field`,
    ]);
    expect(err).toBe(`The rate file '${file}' is not a valid rate card: 4 problems.`);
  });

  it('reports consistency problems (bands out of order) at the band that breaks the order', async () => {
    const file = candidate('order.json', (card) => {
      card.trailer.perFootBands[2].fromMiles = 400;
    });
    const { code, out } = await run('rates', 'check', file);
    expect(code).toBe(1);
    expect(out).toMatch(
      /:\d+:\d+: trailer\.perFootBands\[2\]\.fromMiles - Bands must be in ascending order of miles$/,
    );
  });

  it('answers --json with every error, its path and position', async () => {
    const file = candidate('json.json', (card) => {
      delete card.minMiles;
    });
    const { code, out } = await run('rates', 'check', file, '--json');
    expect(code).toBe(1);
    expect(JSON.parse(out)).toEqual({
      file,
      valid: false,
      errors: [{ field: 'minMiles', message: 'The value is required', line: 1, column: 1 }],
    });
    const valid = JSON.parse((await run('rates', 'check', CARD_FILE, '--json')).out);
    expect(valid).toEqual({
      file: CARD_FILE,
      valid: true,
      version: '2026-11',
      effectiveFrom: '2026-11-01',
      errors: [],
    });
  });

  it('refuses an unreadable or non-JSON file in one sentence with exit code 1', async () => {
    const missing = await run('rates', 'check', join(dir, 'missing.json'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^The rate file '.*missing\.json' cannot be read \(ENOENT[^\n]*\)\.$/);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{\n  "version": "x",,\n}');
    const bad = await run('rates', 'check', broken);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(
      /^The rate file '.*broken\.json' is not valid JSON at line 2, column 18 \(.*\)\.$/,
    );
  });

  it('has help with an example, and a missing file argument is a usage error (exit 2)', async () => {
    expect((await run('rates', 'check', '--help')).out).toContain(
      'relomove rates check data/rate-cards/2026-11.json',
    );
    expect((await run('rates', 'check')).code).toBe(2);
  });
});

describe('relomove rates diff <file> (issue 5: price changes on the sample lanes)', () => {
  const dearer = () =>
    candidate('dearer.json', (card) => {
      card.version = '2027-03';
      card.effectiveFrom = '2027-03-01';
      card.seasonalFactorsBp = card.seasonalFactorsBp.map((f: number) => Math.round(f * 1.1));
    });

  it('shows old and new price, difference and percent per lane and option, then a summary', async () => {
    const { code, out } = await run('rates', 'diff', dearer());
    expect(code).toBe(0);
    expect(out).toContain('Current 2026-11 (from 11/01/2026) vs candidate 2027-03 (from 03/01/2027)');
    expect(out).toContain(`${RATE_SAMPLE_LANES.length} sample lanes, moving on 11/28/2026`);
    expect(out).toMatch(
      /New York, NY -> Los Angeles, CA\s+3 bedroom \(17 ft\)\s+\d+ mi\s+Auto\s+Trailer-DD\s+\$[\d,.]+\s+\$[\d,.]+\s+\+\$[\d,.]+\s+\+10\.00%/,
    );
    expect(out).toMatch(/Summary \d+ options priced by both cards: \d+ up, 0 down, 0 unchanged/);
    expect(out).toContain('+10.00%); largest rise +10.0');
  });

  it('answers --json with every lane and option in wire dollars and a summary', async () => {
    const { code, out } = await run('rates', 'diff', dearer(), '--date', '2027-04-14', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual(['current', 'candidate', 'moveDate', 'pricedOn', 'lanes', 'summary']);
    expect(json.moveDate).toBe('2027-04-14');
    expect(json.lanes).toHaveLength(RATE_SAMPLE_LANES.length);
    const [first] = json.lanes;
    expect(Object.keys(first)).toEqual([
      'from',
      'to',
      'fromLabel',
      'toLabel',
      'size',
      'linearFeet',
      'currentMiles',
      'candidateMiles',
      'currentResult',
      'candidateResult',
      'options',
    ]);
    const option = first.options[0];
    expect(Object.keys(option)).toEqual([
      'option',
      'currentPrice',
      'candidatePrice',
      'difference',
      'percent',
    ]);
    expect(Math.round(option.difference * 100)).toBe(
      Math.round(option.candidatePrice * 100) - Math.round(option.currentPrice * 100),
    );
    expect(json.summary).toMatchObject({ lanes: RATE_SAMPLE_LANES.length, lowered: 0, percent: 10 });
  });

  it('refuses an invalid candidate with its problems and exit code 1, pricing nothing', async () => {
    const file = candidate('invalid.json', (card) => {
      card.maxMiles = 0;
    });
    const { code, out, err } = await run('rates', 'diff', file);
    expect(code).toBe(1);
    expect(out).toMatch(/:\d+:3: maxMiles - /);
    expect(out).not.toContain('Summary');
    expect(err).toBe(`The rate file '${file}' is not a valid rate card: 1 problem.`);
  });

  it('has help with an example; a bad --date is a usage error (exit 2)', async () => {
    expect((await run('rates', 'diff', '--help')).out).toContain('relomove rates diff next-card.json');
    const bad = await run('rates', 'diff', CARD_FILE, '--date', '2027-02-30');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/date - /);
  });
});
