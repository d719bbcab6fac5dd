/** What `relomove fuzz pricing` asks of a property run (fast-check settings through tests/property/fast-check-setup.ts). */
export interface PropertyRunRequest {
  /** The folder of property files to run. */
  suite: string;
  /** fast-check runs per property (RELOMOVE_FUZZ_RUNS). */
  runs: number;
  /** fast-check seed (RELOMOVE_FUZZ_SEED); random when absent. */
  seed?: number;
  /** fast-check replay path of one failure (RELOMOVE_FUZZ_PATH). */
  path?: string;
  /** Only the properties whose name contains this text. */
  property?: string;
}

/** One line of the runner's output, from its standard output or its standard error. */
export type PropertyOutputLine = { text: string; stream: 'out' | 'err' };

/**
 * Runs the fast-check properties and answers the runner's exit code (0 when every property held).
 * The CLI's seam for `relomove fuzz pricing`: the composition root gives the vitest one, tests a fake.
 */
export interface PropertyRunner {
  run(request: PropertyRunRequest, onLine: (line: PropertyOutputLine) => void): Promise<number>;
}
