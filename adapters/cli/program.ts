import { Command, CommanderError } from 'commander';
import { centersCommand } from './commands/centers';
import { dbCommand } from './commands/db';
import { fuzzCommand } from './commands/fuzz';
import { priceCommand } from './commands/price';
import { quoteCommand } from './commands/quote';
import { ratesCommand } from './commands/rates';
import { userCommand } from './commands/user';
import type { CliContext } from './context';
import { CliFailure, ExitCode } from './io';

/** One factory per command: each takes the context (its ports, made on first use, and the output sink). */
export const COMMANDS: readonly ((ctx: CliContext) => Command)[] = [
  quoteCommand,
  priceCommand,
  dbCommand,
  userCommand,
  ratesCommand,
  centersCommand,
  fuzzCommand,
];

/** The `relomove` program, writing to `ctx.io`. */
export function buildProgram(ctx: CliContext): Command {
  const { io } = ctx;
  const output = {
    writeOut: (s: string) => io.out(s.trimEnd()),
    writeErr: (s: string) => io.err(s.trimEnd()),
  };
  const program = new Command('relomove')
    .description(
      'Relomove staff tools: look up and re-price quotes, price moves, rate cards, service centers.',
    )
    .option('--debug', 'show stack traces on errors')
    .configureOutput(output)
    .exitOverride()
    .showHelpAfterError('(add --help for usage)');
  for (const make of COMMANDS) program.addCommand(make(ctx));
  const configure = (command: Command) => {
    command.exitOverride().configureOutput(output).showHelpAfterError('(add --help for usage)');
    for (const sub of command.commands) configure(sub);
  };
  for (const command of program.commands) configure(command);
  return program;
}

/** Runs the program and answers the exit code (0 ok, 1 not found or refused, 2 usage). Never throws. */
export async function runCli(argv: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { io } = ctx;
  const program = buildProgram(ctx);
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
      if (debug) io.err(e.stack ?? '');
      return e.exitCode;
    }
    io.err(`Something went wrong: ${(e as Error).message}`);
    if (debug) io.err((e as Error).stack ?? '');
    return ExitCode.Refused;
  } finally {
    await ctx.close().catch((e: Error) => io.err(`The database did not close cleanly: ${e.message}`));
  }
}
