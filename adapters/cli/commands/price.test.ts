import { describe, expect, it } from 'vitest';
import { cliRunner } from '../../../tests/support/cli-runner';
import { TestClock } from '../../../tests/support/test-clock';

const { run } = cliRunner({ clock: new TestClock('2026-11-21T15:00:00.000Z') });

describe('relomove price (issue 5, with the server rating of issue 3)', () => {
  it('prices a 2 bedroom move from 10001 to 90001 and lists every option in a table', async () => {
    const { code, out } = await run('price', '--from', '10001', '--to', '90001', '--size', '2 bedroom');
    expect(code).toBe(0);
    expect(out).toContain('From New York, NY 10001');
    expect(out).toContain('To   Los Angeles, CA 90001');
    expect(out).toContain('Result Auto');
    expect(out).toMatch(/Trailer-DD\s+Trailer\s+Door -> Door\s+1\s+13\s+\$[\d,]+\.\d\d\s+\$[\d,]+\.\d\d/);
    expect(out).toContain('Relocube-TT');
    expect(out).toContain('move date 11/28/2026');
  });

  it('answers --json with the §3 field names and wire dollars whose cents are exact', async () => {
    const { code, out } = await run(
      'price',
      '--from',
      'kcmo',
      '--to',
      'Denver, CO',
      '--feet',
      '15',
      '--date',
      '2027-03-01',
      '--json',
    );
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.from.CityName).toBe('Kansas City');
    expect(json.from.StateCode).toBe('MO');
    expect(json.to.CityName).toBe('Denver');
    expect(json.result).toBe('Auto');
    expect(json.MoveDate).toBe('2027-03-01');
    const trailer = json.PricingOptions.find((o: { value: string }) => o.value === 'Trailer-DD');
    expect(trailer.LinearFeet).toBe(15);
    expect(Math.round(trailer.Price * 100)).toBe(Math.round(trailer.PerFootPrice * 100) * 15);
  });

  it('filters by equipment', async () => {
    const { out } = await run(
      'price',
      '--from',
      '10001',
      '--to',
      '90001',
      '--feet',
      '10',
      '--equip',
      'trailer',
      '--json',
    );
    const options = JSON.parse(out).PricingOptions as { EquipType: string }[];
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.EquipType === 'Trailer')).toBe(true);
  });

  it('shows why a move is not priced online (§4 outcomes): in-state goes to the budget brand', async () => {
    const { code, out } = await run('price', '--from', '10001', '--to', '14201', '--feet', '10');
    expect(code).toBe(0);
    expect(out).toContain('Result Invalid');
    expect(out).toContain('No options can be priced online for this move.');
  });

  it('refuses an unknown place with exit code 1 and a field - message line', async () => {
    const { code, err } = await run('price', '--from', 'Qqqqzzzz', '--to', '90001', '--feet', '10');
    expect(code).toBe(1);
    expect(err).toBe("from - No place matches 'Qqqqzzzz'");
  });

  it.each([
    [['price', '--to', '90001', '--feet', '10'], /--from/],
    [['price', '--from', '10001', '--to', '90001', '--feet', '-3'], /feet - Value must be a whole number/],
    [['price', '--from', '10001', '--to', '90001', '--feet', '10', '--date', '2027-02-30'], /date - /],
    [['price', '--from', '10001', '--to', '90001', '--size', 'castle'], /castle/],
    [
      ['price', '--from', '10001', '--to', '90001', '--size', '2 bedroom', '--feet', '4'],
      /cannot be used with/,
    ],
    [['price', '--from', '10001', '--to', '90001'], /size - Give --size/],
    [['nonsense'], /unknown command/],
  ])('answers bad input %j with exit code 2 and a clear message', async (argv, message) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });

  it('prints help with an example and exits 0', async () => {
    const { code, out } = await run('price', '--help');
    expect(code).toBe(0);
    expect(out).toContain("relomove price --from 10001 --to 90001 --size '2 bedroom'");
  });
});

describe('relomove price explains every dollar (§3 price lines, issue 10)', () => {
  it('§3 prints the recommended option’s price lines, from transportation over HHGMiles to the total', async () => {
    const { code, out } = await run('price', '--from', 'kcmo', '--to', 'Denver, CO', '--size', '3 bedroom');
    expect(code).toBe(0);
    expect(out).toContain('Price lines');
    expect(out).toMatch(/BasePrice\s+(\d+ ReloCubes?|\d+ ft trailer), [\d,]+ miles/);
    expect(out).toContain('Standard coverage ($0.10 per pound)');
    expect(out).toMatch(/Total\s+\$[\d,]+\.\d\d/);
  });

  it('§3 gives each parent option its PriceLines on --json, amounts in dollars adding up to its Price', async () => {
    const { out } = await run(
      'price',
      '--from',
      'kcmo',
      '--to',
      'Denver, CO',
      '--size',
      '3 bedroom',
      '--json',
    );
    const options = JSON.parse(out).PricingOptions as {
      ExpeditedFlag: string;
      Price: number;
      PriceLines: { type: string; amount: number | null }[] | null;
    }[];
    for (const o of options.filter((p) => p.ExpeditedFlag === 'Parent')) {
      const cents = (o.PriceLines ?? []).reduce((sum, l) => sum + Math.round((l.amount ?? 0) * 100), 0);
      expect(cents).toBe(Math.round(o.Price * 100));
    }
    expect(options.filter((p) => p.ExpeditedFlag === 'Child').every((p) => p.PriceLines === null)).toBe(true);
  });
});
