import { randomBytes } from 'node:crypto';
import { Command, Option } from 'commander';
import { ROLES } from '../../../domain/accounts/enums';
import { validateNewAccount } from '../../../domain/accounts/new-account-rules';
import type { AddAccountError, CliContext } from '../context';
import { examples } from '../help-text';
import { bold, CliFailure, ExitCode } from '../io';
import { renderTable } from '../table';

interface AddOptions {
  role: string;
  password?: string;
  passwordStdin?: boolean;
  json?: boolean;
}

interface ListOptions {
  role?: string;
  json?: boolean;
}

/**
 * `relomove user add|list`: accounts for staff, agents, admins and customers (issue 5, §6 roles). Issue 26:
 * on the staff desk, so they work in process, through the embedded server that holds the data folder (its
 * operator token), or through --api with an admin's token (GET and POST /api/admin/users).
 */
export function userCommand(ctx: CliContext): Command {
  const user = new Command('user')
    .description('Add and list accounts (staff, agent, admin, customer).')
    .addHelpText(
      'after',
      examples('relomove user add desk@relomove.test --role staff', 'relomove user list --role staff'),
    );
  user.addCommand(addCommand(ctx));
  user.addCommand(listCommand(ctx));
  return user;
}

function addCommand(ctx: CliContext): Command {
  const { io } = ctx;
  return new Command('add')
    .description(
      'Create an account with a scrypt-hashed password. Without a password, a strong one is made and printed once.',
    )
    .argument('<email>', 'the email the person signs in with')
    .requiredOption('--role <role>', `one of ${ROLES.join(', ')}`)
    .addOption(
      new Option(
        '--password <password>',
        'the password (visible in the shell history: prefer --password-stdin)',
      ),
    )
    .addOption(
      new Option(
        '--password-stdin',
        'read the password from standard input (one trailing newline is dropped)',
      ).conflicts('password'),
    )
    .option('--json', 'machine-readable output')
    .addHelpText(
      'after',
      examples(
        'relomove user add desk@relomove.test --role staff',
        'printf %s "$PASSWORD" | relomove user add agent@relomove.test --role agent --password-stdin --json',
      ),
    )
    .action(async (email: string, opts: AddOptions) => {
      let password = opts.password;
      if (opts.passwordStdin) {
        if (!io.readStdin) throw new CliFailure('password - No standard input to read', ExitCode.Usage);
        password = (await io.readStdin()).replace(/\r?\n$/, '');
      }
      const generated = password === undefined ? generatePassword(email, opts.role) : null;
      const desk = await ctx.desk();
      const added = await desk.addUser({ email, role: opts.role, password: generated ?? password ?? '' });
      if (added.isErr()) throw failure(added.error);
      const account = added.value;
      if (opts.json) {
        io.out(
          JSON.stringify(
            { email: account.email, role: account.role, createdAt: account.createdAt, password: generated },
            null,
            2,
          ),
        );
        return;
      }
      io.out(`Added ${bold(io, account.role)} account ${bold(io, account.email)}.`);
      if (generated !== null) {
        io.out(`Password (shown only this once; hand it over securely): ${generated}`);
      }
    });
}

function listCommand(ctx: CliContext): Command {
  const { io } = ctx;
  return new Command('list')
    .description('List the accounts: email, role and when each was created (never a password or hash).')
    .addOption(new Option('--role <role>', 'only this role').choices(ROLES))
    .option('--json', 'machine-readable output')
    .addHelpText('after', examples('relomove user list', 'relomove user list --role staff --json'))
    .action(async (opts: ListOptions) => {
      const listed = await (await ctx.desk()).users();
      if (listed.isErr())
        throw new CliFailure(`The database did not answer: ${listed.error.message}`, ExitCode.Refused);
      const users = listed.value.filter((u) => !opts.role || u.role === opts.role);
      if (opts.json) {
        io.out(JSON.stringify(users, null, 2));
        return;
      }
      if (users.length === 0) {
        io.out('No accounts.');
        return;
      }
      io.out(
        renderTable(
          ['Email', 'Role', 'Created (UTC)'],
          users.map((u) => [u.email, u.role, u.createdAt.slice(0, 16).replace('T', ' ')]),
        ),
      );
    });
}

/** 144 random bits as 24 base64url characters, re-drawn in the rare case the account rules call it weak. */
function generatePassword(email: string, role: string): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    const checked = validateNewAccount({ email, role, password: candidate });
    if (checked.isOk() || !checked.error.errors.some((e) => e.field === 'password')) return candidate;
  }
}

function failure(error: AddAccountError): CliFailure {
  switch (error.kind) {
    case 'InvalidAccount':
      return new CliFailure(error.lines.join('\n'), ExitCode.Usage);
    case 'EmailTaken':
      return new CliFailure(`An account with the email ${error.email} already exists.`, ExitCode.Refused);
    case 'StorageUnavailable':
      return new CliFailure(`The database did not answer: ${error.message}`, ExitCode.Refused);
    default: {
      const unhandled: never = error;
      throw new RangeError(`Unknown error: ${JSON.stringify(unhandled)}`);
    }
  }
}
