/**
 * `npm run fuzz -- --runs N --seed S [--path P] [--property NAME]`
 * Runs every property in tests/property with N runs (fast-check), from seed S when given.
 * On a failure it prints the seed and path that reproduce it, as a command to paste.
 */
import { spawn } from 'node:child_process';
import { Command, InvalidArgumentError } from 'commander';

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new InvalidArgumentError('runs - Value must be a whole number above 0');
  return n;
}

function integer(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new InvalidArgumentError('seed - Value must be numeric');
  return n;
}

const program = new Command('fuzz')
  .description('Run the pricing-core properties (tests/property) at scale with fast-check.')
  .option('--runs <n>', 'runs per property', positiveInteger, 1000)
  .option('--seed <s>', 'fast-check seed (default: random, printed on failure)', integer)
  .option('--path <p>', 'replay path printed by a failure (with --seed and --property)')
  .option('--property <name>', 'only properties whose name contains this text')
  .addHelpText('after', '\nExample:\n  npm run fuzz -- --runs 20000 --seed 42\n')
  .parse();

const opts = program.opts<{ runs: number; seed?: number; path?: string; property?: string }>();
if (opts.path && !opts.property) {
  program.error('path - A replay path belongs to one property: give --property too', { exitCode: 2 });
}
const args = ['vitest', 'run', 'tests/property', '--reporter=dot'];
if (opts.property) args.push('--testNamePattern', opts.property);

const env: NodeJS.ProcessEnv = { ...process.env, RELOMOVE_FUZZ_RUNS: String(opts.runs) };
if (opts.seed !== undefined) env.RELOMOVE_FUZZ_SEED = String(opts.seed);
if (opts.path) env.RELOMOVE_FUZZ_PATH = opts.path;

console.log(
  `Fuzzing every property with ${opts.runs} runs${opts.seed !== undefined ? `, seed ${opts.seed}` : ''}.`,
);
const child = spawn('npx', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
const capture = (sink: NodeJS.WriteStream) => (chunk: Buffer) => {
  const text = chunk.toString();
  output += text;
  sink.write(text);
};
child.stdout.on('data', capture(process.stdout));
child.stderr.on('data', capture(process.stderr));
child.on('close', (code) => {
  if (code !== 0) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours vitest prints
    const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
    const failure = /seed: (-?\d+), path: "([^"]*)"/.exec(plain);
    const name = / > (.+?) \(with seed=-?\d+\)/.exec(plain)?.[1];
    if (failure) {
      const [, seed, path] = failure;
      const only = name ? ` --property ${JSON.stringify(name)}` : '';
      console.error(
        `\nA property failed${name ? `: ${name}` : ''}. Seed ${seed}, path ${path}. Reproduce with:`,
      );
      console.error(`  npm run fuzz -- --runs ${opts.runs} --seed ${seed} --path ${path}${only}`);
    }
  }
  process.exit(code ?? 1);
});
