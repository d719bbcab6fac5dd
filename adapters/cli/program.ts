import { Command, CommanderError } from 'commander';
import { type PriceDeps, priceCommand } from './commands/price';
import { CliFailure, type CliIo, ExitCode } from './io';

export type CliDeps = PriceDeps;

/** The `relomove` program: one factory per command, all writing to `io`. */
export function buildProgram(deps: CliDeps, io: CliIo): Command {
  const program = new Command('relomove')
    .description('Relomove staff tools: price moves, look up and re-price quotes.')
    .option('--debug', 'show stack traces on errors')
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .exitOverride()
    .showHelpAfterError('(add --help for usage)');
  program.addCommand(priceCommand(deps, io));
  for (const command of program.commands) {
    command
      .exitOverride()
      .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });
  }
  return program;
}

/** Runs the program and answers the exit code (0 ok, 1 not found or refused, 2 usage). Never throws. */
export async function runCli(argv: readonly string[], deps: CliDeps, io: CliIo): Promise<ExitCode> {
  const program = buildProgram(deps, io);
  const debug = argv.includes('--debug');
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ExitCode.Ok;
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end with exit code 0; every other commander error is a usage error.
      return e.exitCode === 0 ? ExitCode.Ok : ExitCode.Usage;
    }
    if (e instanceof CliFailure) {
      io.err(e.message);
      return e.exitCode;
    }
    io.err(`Something went wrong: ${(e as Error).message}`);
    if (debug) io.err((e as Error).stack ?? '');
    return ExitCode.Refused;
  }
}
