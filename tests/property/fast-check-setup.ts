import fc from 'fast-check';

/**
 * `npm run fuzz -- --runs N --seed S` (`relomove fuzz pricing`, adapters/cli/commands/fuzz.ts) passes its
 * settings here through the environment, so every property in the suite runs with them. A failure report from fast-check always
 * names the seed and the path that reproduce it.
 */
const runs = process.env.RELOMOVE_FUZZ_RUNS;
const seed = process.env.RELOMOVE_FUZZ_SEED;
const path = process.env.RELOMOVE_FUZZ_PATH;

fc.configureGlobal({
  ...(runs ? { numRuns: Number(runs) } : {}),
  ...(seed ? { seed: Number(seed) } : {}),
  ...(path ? { path } : {}),
  // Keep large runs bounded: fast-check stops a property that has been running this long (ms).
  ...(runs ? { interruptAfterTimeLimit: 10 * 60 * 1000, markInterruptAsFailure: true } : {}),
});
