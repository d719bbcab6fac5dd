import { Command, InvalidArgumentError, Option } from 'commander';
import type { CliContext } from '../context';
import { examples } from '../help-text';
import { CliFailure, ExitCode } from '../io';

/** The property suite `relomove fuzz pricing` runs: the pricing core's rules (issue 2) in tests/property. */
export const PRICING_PROPERTIES = 'tests/property';

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1)
    throw new InvalidArgumentError('runs - Value must be a whole number above 0');
  return n;
}

function seedOption(value: string): number {
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(n))
    throw new InvalidArgumentError('seed - Value must be numeric');
  return n;
}

function pathOption(value: string): string {
  if (!/^\d+(:\d+)*$/.test(value))
    throw new InvalidArgumentError("path - Value must be a fast-check replay path such as '0:1:3'");
  return value;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours vitest may print
const ANSI = /\u001b\[[0-9;]*m/g;

export interface PropertyFailure {
  seed: string;
  path: string;
  /** The failing property's own name (without vitest's file and describe prefix or fast-check's seed note). */
  property: string | null;
}

/** The seed, path and property of the first fast-check failure in a run's output, if it shows one. */
export function findPropertyFailure(output: string): PropertyFailure | null {
  const plain = output.replace(ANSI, '');
  const failure = /seed: (-?\d+), path: "([^"]*)"/.exec(plain);
  if (!failure) return null;
  const named = /^.* > (.+?) \(with seed=-?\d+\)/m.exec(plain)?.[1];
  const property = named?.split(' > ').at(-1) ?? null;
  return { seed: failure[1] ?? '', path: failure[2] ?? '', property };
}

/** A shell word: quoted when it holds anything but plain characters. */
function shellWord(text: string): string {
  return /^[\w.:/-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

interface FuzzOptions {
  runs: number;
  seed?: number;
  path?: string;
  property?: string;
}

/**
 * `relomove fuzz pricing`: the fast-check properties of the pricing core at scale (issue 5; `npm run fuzz`).
 * A failure is reported with the command that replays it: same runs, seed, path and property.
 */
export function fuzzCommand(ctx: CliContext): Command {
  const { io } = ctx;
  const pricing = new Command('pricing')
    .description(
      `Run the pricing properties (${PRICING_PROPERTIES}) at scale with fast-check; a failure prints the seed, path and property that reproduce it.`,
    )
    .addOption(new Option('--runs <n>', 'runs per property').argParser(positiveInteger).default(1000))
    .addOption(
      new Option('--seed <s>', 'fast-check seed (default: random, printed on failure)').argParser(seedOption),
    )
    .addOption(new Option('--property <name>', 'only properties whose name contains this text'))
    .addOption(
      new Option('--path <p>', 'replay path printed by a failure (with --seed and --property)').argParser(
        pathOption,
      ),
    )
    .addHelpText(
      'after',
      examples(
        'relomove fuzz pricing --runs 20000 --seed 42',
        'npm run fuzz -- --runs 20000 --seed 42',
        "relomove fuzz pricing --runs 5 --property 'display formatting shows exactly the cents'",
      ),
    )
    .action(async (opts: FuzzOptions) => {
      if (opts.path && !opts.property)
        throw new CliFailure(
          'path - A replay path belongs to one property: give --property too',
          ExitCode.Usage,
        );
      const seed = opts.seed !== undefined ? `, seed ${opts.seed}` : '';
      const only = opts.property ? ` whose name contains '${opts.property}'` : '';
      io.out(`Fuzzing the properties in ${PRICING_PROPERTIES}${only} with ${opts.runs} runs each${seed}.`);
      const output: string[] = [];
      const code = await ctx.propertyRunner.run(
        {
          suite: PRICING_PROPERTIES,
          runs: opts.runs,
          seed: opts.seed,
          path: opts.path,
          property: opts.property,
        },
        ({ text, stream }) => {
          output.push(text);
          const shown = io.color ? text : text.replace(ANSI, '');
          if (stream === 'out') io.out(shown);
          else io.err(shown);
        },
      );
      if (code === 0) {
        io.out('Every property held.');
        return;
      }
      const failure = findPropertyFailure(output.join('\n'));
      if (!failure) {
        throw new CliFailure(
          `The property run failed (vitest exit code ${code}) without a fast-check counterexample: see its output above.`,
          ExitCode.Refused,
        );
      }
      const words = [
        'npx',
        'relomove',
        'fuzz',
        'pricing',
        '--runs',
        String(opts.runs),
        '--seed',
        failure.seed,
      ];
      words.push('--path', failure.path);
      if (failure.property) words.push('--property', failure.property);
      throw new CliFailure(
        `A property failed${failure.property ? `: ${failure.property}` : ''}. Seed ${failure.seed}, path ${failure.path}. Reproduce with:\n  ${words.map(shellWord).join(' ')}`,
        ExitCode.Refused,
      );
    });
  return new Command('fuzz')
    .description('Fuzz the domain rules with fast-check at scale (developers).')
    .addHelpText('after', '\nExample:\n  relomove fuzz pricing --runs 20000 --seed 42')
    .addCommand(pricing);
}
