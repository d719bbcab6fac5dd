import { randomBytes } from 'node:crypto';
import { cliContext } from '../../adapters/cli/container';
import type { CliContext } from '../../adapters/cli/context';
import { CliFailure, type CliIo, ExitCode } from '../../adapters/cli/io';
import { runCli } from '../../adapters/cli/program';
import type { PropertyRunner } from '../../adapters/cli/property-runner';
import type { Database } from '../../adapters/persistence/database';
import type { Clock } from '../../application/ports/clock';
import { TestClock } from './test-clock';

export interface CliRun {
  code: ExitCode;
  /** Everything written to stdout, lines joined with '\n'. */
  out: string;
  err: string;
}

export interface CliRunner {
  /** Runs `relomove <argv>` in process with its output captured. */
  run(...argv: string[]): Promise<CliRun>;
  ctx: CliContext;
}

export interface CliRunnerOptions {
  clock?: Clock;
  /** The open database the commands use (the test closes it); without one, a command that needs it is refused. */
  database?: Database;
  quoteLinkKey?: Buffer;
  /** What the program reads on standard input, read at each run (a test may change it between runs). */
  stdin?: string;
  /** Answers the no-echo password prompt, as a person at a terminal would (absent: stdin is not a terminal). */
  readSecret?: (prompt: string) => Promise<string>;
  /** Replaces the vitest property runner of `relomove fuzz pricing`. */
  propertyRunner?: PropertyRunner;
}

/**
 * The real `relomove` program (adapters/cli/program.ts) on a context the test controls: one context for
 * every run, so the reference data is loaded once and the test's database stays open between runs.
 */
export function cliRunner(options: CliRunnerOptions = {}): CliRunner {
  let out: string[] = [];
  let err: string[] = [];
  const io: CliIo = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    color: false,
    readStdin: async () => options.stdin ?? '',
    ...(options.readSecret ? { readSecret: options.readSecret } : {}),
  };
  const key = options.quoteLinkKey ?? randomBytes(32);
  const { database } = options;
  const ctx = cliContext(
    io,
    {
      database: async () => {
        if (!database) throw new CliFailure('No database in this test', ExitCode.Refused);
        return database;
      },
      quoteLinkKey: () => key,
      label: database ? `test ${database.kind}` : 'none',
    },
    options.clock ?? new TestClock(),
  );
  if (options.propertyRunner) ctx.propertyRunner = options.propertyRunner;
  return {
    ctx,
    async run(...argv) {
      out = [];
      err = [];
      const code = await runCli(argv, ctx);
      return { code, out: out.join('\n'), err: err.join('\n') };
    },
  };
}
