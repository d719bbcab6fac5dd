import { describe, expect, it } from 'vitest';
import { cliRunner } from '../../../tests/support/cli-runner';
import type { PropertyOutputLine, PropertyRunner, PropertyRunRequest } from '../property-runner';
import { findPropertyFailure } from './fuzz';

/** vitest's dot reporter on a failing @fast-check/vitest property, as it prints it. */
const FAILURE_OUTPUT = [
  ' RUN  v4.1.12 /work/main',
  'x',
  ' FAIL  tests/property/pricing.property.test.ts > a price line > totals never go below zero (§9) (with seed=-1546793628)',
  'Error: Property failed after 2 tests',
  '{ seed: -1546793628, path: "1:1:0:5:0", endOnFailure: true }',
  'Counterexample: [1000]',
  ' Tests  1 failed | 45 passed (46)',
];

/** A runner that remembers what it was asked and prints the given lines. */
function fakeRunner(lines: readonly string[], exitCode: number) {
  const requests: PropertyRunRequest[] = [];
  const runner: PropertyRunner = {
    async run(request, onLine: (line: PropertyOutputLine) => void) {
      requests.push(request);
      for (const text of lines) onLine({ text, stream: 'out' });
      return exitCode;
    },
  };
  return { runner, requests };
}

describe('relomove fuzz pricing (issue 5: the pricing properties at scale; `npm run fuzz`)', () => {
  it('on a fast-check failure, exits 1 and prints the seed, path and property with the command that reproduces it', async () => {
    const { runner, requests } = fakeRunner(FAILURE_OUTPUT, 1);
    const { run } = cliRunner({ propertyRunner: runner });
    const { code, out, err } = await run('fuzz', 'pricing', '--runs', '20000', '--seed', '42');
    expect(code).toBe(1);
    expect(requests).toEqual([
      { suite: 'tests/property', runs: 20000, seed: 42, path: undefined, property: undefined },
    ]);
    expect(out).toContain('Fuzzing the properties in tests/property with 20000 runs each, seed 42.');
    expect(out).toContain('Counterexample: [1000]');
    expect(err.split('\n')).toEqual([
      'A property failed: totals never go below zero (§9). Seed -1546793628, path 1:1:0:5:0. Reproduce with:',
      "  npx relomove fuzz pricing --runs 20000 --seed -1546793628 --path 1:1:0:5:0 --property 'totals never go below zero (§9)'",
    ]);
  });

  it('replays with --seed, --path and --property passed to the run, and exits 0 when every property holds', async () => {
    const { runner, requests } = fakeRunner([' Tests  1 passed | 45 skipped (46)'], 0);
    const { run } = cliRunner({ propertyRunner: runner });
    const { code, out } = await run(
      'fuzz',
      'pricing',
      '--runs',
      '100',
      '--seed',
      '-7',
      '--path',
      '1:0:2',
      '--property',
      "it's (§9)",
    );
    expect(code).toBe(0);
    expect(requests[0]).toEqual({
      suite: 'tests/property',
      runs: 100,
      seed: -7,
      path: '1:0:2',
      property: "it's (§9)",
    });
    expect(out.split('\n').at(-1)).toBe('Every property held.');
  });

  it('a failed run without a counterexample (a broken test file) still exits 1, in one sentence', async () => {
    const { runner } = fakeRunner(['SyntaxError: Unexpected token'], 1);
    const { run } = cliRunner({ propertyRunner: runner });
    const { code, err } = await run('fuzz', 'pricing', '--runs', '5');
    expect(code).toBe(1);
    expect(err).toBe(
      'The property run failed (vitest exit code 1) without a fast-check counterexample: see its output above.',
    );
  });

  it.each([
    [['fuzz', 'pricing', '--runs', '0'], 'runs - Value must be a whole number above 0'],
    [['fuzz', 'pricing', '--runs', '1.5'], 'runs - Value must be a whole number above 0'],
    [['fuzz', 'pricing', '--seed', 'abc'], 'seed - Value must be numeric'],
    [
      ['fuzz', 'pricing', '--seed', '1', '--path', 'x:y', '--property', 'p'],
      'path - Value must be a fast-check',
    ],
    [['fuzz', 'pricing', '--seed', '1', '--path', '0:1'], 'path - A replay path belongs to one property'],
  ])('answers bad options %j with exit code 2 and runs nothing', async (argv, message) => {
    const { runner, requests } = fakeRunner([], 0);
    const { run } = cliRunner({ propertyRunner: runner });
    const { code, err } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(requests).toEqual([]);
  });

  it('has help with a description and examples, including npm run fuzz', async () => {
    const { run } = cliRunner({ propertyRunner: fakeRunner([], 0).runner });
    const { code, out } = await run('fuzz', 'pricing', '--help');
    expect(code).toBe(0);
    expect(out).toContain('Run the pricing properties (tests/property) at scale with fast-check');
    expect(out).toContain('relomove fuzz pricing --runs 20000 --seed 42');
    expect(out).toContain('npm run fuzz -- --runs 20000 --seed 42');
  });

  it('reads the property name without the file, describe blocks or fast-check seed note', () => {
    expect(findPropertyFailure(FAILURE_OUTPUT.join('\n'))).toEqual({
      seed: '-1546793628',
      path: '1:1:0:5:0',
      property: 'totals never go below zero (§9)',
    });
    expect(findPropertyFailure('all good')).toBeNull();
  });

  it('runs one real property through vitest with the given runs (the wiring of the real runner)', {
    timeout: 300_000,
  }, async () => {
    const { run } = cliRunner();
    const { code, out } = await run(
      'fuzz',
      'pricing',
      '--runs',
      '5',
      '--property',
      'display formatting shows exactly the cents',
    );
    expect(code).toBe(0);
    expect(out).toMatch(/Tests\s+1 passed/);
    expect(out.split('\n').at(-1)).toBe('Every property held.');
  });
});
