import { Command, CommanderError, Option } from 'commander';
import { centersCommand } from './commands/centers';
import { dbCommand } from './commands/db';
import { fuzzCommand } from './commands/fuzz';
import { loginCommand } from './commands/login';
import { logoutCommand } from './commands/logout';
import { mappingsCommand } from './commands/mappings';
import { outboxCommand } from './commands/outbox';
import { moveCommand, paymentsCommand } from './commands/payments';
import { priceCommand } from './commands/price';
import { quoteCommand } from './commands/quote';
import { ratesCommand } from './commands/rates';
import { referralsCommand } from './commands/referrals';
import { shipmentCommand } from './commands/shipment';
import { surveysCommand } from './commands/surveys';
import { userCommand } from './commands/user';
import type { CliContext } from './context';
import { CliFailure, ExitCode } from './io';

/** One factory per command: each takes the context (its ports, made on first use, and the output sink). */
export const COMMANDS: readonly ((ctx: CliContext) => Command)[] = [
  quoteCommand,
  priceCommand,
  dbCommand,
  userCommand,
  paymentsCommand,
  moveCommand,
  shipmentCommand,
  outboxCommand,
  surveysCommand,
  mappingsCommand,
  referralsCommand,
  ratesCommand,
  centersCommand,
  fuzzCommand,
  loginCommand,
  logoutCommand,
];

/**
 * Where each command works with `--api URL --token T` (issue 5 "Where it works"; docs/cli.md):
 * - 'remote': through the HTTP client against the server (the StaffDesk), as the token's staff member;
 * - 'local': on this checkout's files, whatever --api says (they never needed a database or a server);
 * - 'login': signs in to the server of --api and needs no token; `logout` is 'remote': it needs both;
 * - any command not listed works in-process only and refuses --api (exit 2).
 * Without --api, on PGlite, the staff desk goes through the embedded server that holds the data folder
 * when one runs on this machine (issue 26, DATA_DIR's control file; container.ts picks).
 */
const WITH_API: Readonly<Record<string, 'remote' | 'local' | 'login'>> = {
  'quote lookup': 'remote',
  // `--all` too (issue 26: POST /api/staff/quotes/recompute-all, its progress streamed).
  'quote recompute': 'remote',
  // Issue 26: every command on one booked move, the reconcile, and the whole-database commands a running
  // server can serve (the accounts and a backup need an admin's token; the operator token has them).
  'shipment show': 'remote',
  'shipment event': 'remote',
  'shipment simulate': 'remote',
  'shipment dashboard': 'remote',
  'move transit': 'remote',
  payments: 'remote',
  'payments reconcile': 'remote',
  'db backup': 'remote',
  'user add': 'remote',
  'user list': 'remote',
  price: 'remote',
  'centers list': 'remote',
  'centers near': 'remote',
  outbox: 'remote',
  surveys: 'remote',
  mappings: 'remote',
  'mappings confirm': 'remote',
  'mappings reject': 'remote',
  'mappings withdraw': 'remote',
  referrals: 'remote',
  'rates show': 'local',
  'rates check': 'local',
  'rates diff': 'local',
  'fuzz pricing': 'local',
  login: 'login',
  logout: 'remote',
};

/** 'quote lookup' for the command `relomove quote lookup`. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

function apiUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliFailure(
      `api - Value must be an http or https URL, like http://localhost:3000`,
      ExitCode.Usage,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliFailure(
      `api - Value must be an http or https URL, like http://localhost:3000`,
      ExitCode.Usage,
    );
  return value.replace(/\/+$/, '');
}

/**
 * Before a command runs: with --api (or RELOMOVE_API), points the context's desk at the server, runs the
 * local commands as they are, and refuses the in-process-only ones in one sentence (exit 2).
 */
function chooseWhere(program: Command, action: Command, ctx: CliContext): void {
  const { api, token } = program.opts<{ api?: string; token?: string }>();
  const path = commandPath(action);
  ctx.remote = null;
  if (api === undefined || api === '') {
    if (token !== undefined && program.getOptionValueSource('token') === 'cli')
      throw new CliFailure('token - --token goes with --api URL', ExitCode.Usage);
    return;
  }
  const fromEnv = program.getOptionValueSource('api') === 'env' ? ' (RELOMOVE_API is set)' : '';
  const mode = WITH_API[path];
  if (mode === 'local') {
    ctx.io.err(`relomove ${path} runs on this checkout's files; --api is not used.`);
    return;
  }
  if (mode === 'login') return;
  if (mode === undefined) {
    throw new CliFailure(
      `relomove ${path} works in-process only and cannot run through --api${fromEnv}; run it without --api where the database is.`,
      ExitCode.Usage,
    );
  }
  if (!token)
    throw new CliFailure(
      `token - --api needs --token T (or RELOMOVE_TOKEN); get one with: relomove login --api ${api} --email you@example.com`,
      ExitCode.Usage,
    );
  ctx.remote = { api: apiUrl(api), token };
}

/** The support desk's everyday path, shown under `relomove --help`. */
const SUPPORT_DESK_EXAMPLE = `
A customer calls about their quote:
  relomove quote lookup dana@example.com                 find their quotes by email
  relomove quote lookup 1000123                          why the price is what it is (price lines)
  relomove quote recompute 1000123 --feet 15 --coupon USA100           try a change (nothing saved)
  relomove quote recompute 1000123 --feet 15 --coupon USA100 --save --reason "customer measured 15 ft"

Every command has --help with examples; --json gives machine-readable output.`;

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
    .addOption(
      new Option(
        '--api <url>',
        'run through a running server (the staff commands: quote, price, centers, shipment, move transit, payments, outbox, surveys, mappings, referrals; user and db backup with an admin token) instead of in process',
      ).env('RELOMOVE_API'),
    )
    .addOption(
      new Option(
        '--token <token>',
        'with --api: a staff session token from `relomove login` (a secret: prefer RELOMOVE_TOKEN)',
      ).env('RELOMOVE_TOKEN'),
    )
    .configureOutput(output)
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .addHelpText('after', SUPPORT_DESK_EXAMPLE);
  for (const make of COMMANDS) program.addCommand(make(ctx));
  program.hook('preAction', (_program, action) => chooseWhere(program, action, ctx));
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
