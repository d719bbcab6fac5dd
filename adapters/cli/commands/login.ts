import { Command } from 'commander';
import { isStaff } from '../../../application/accounts/viewer';
import type { Role } from '../../../domain/accounts/enums';
import type { CliContext } from '../context';
import { CliFailure, ExitCode } from '../io';
import { remoteFailure } from '../remote-staff-desk';

const HELP = `
Give the server with the global option --api <url> (or RELOMOVE_API).

The token is a secret: it opens a staff session on that server, like the site's
sign-in (ended after 14 days without use, 30 days at most). It is printed once,
on standard output and nowhere else; keep it out of shell history and logs,
e.g. in the RELOMOVE_TOKEN environment variable. The password is asked without
echo (or read with --password-stdin) and never printed.

Examples:
  relomove login --api http://localhost:3000 --email staff@relomove.test
  export RELOMOVE_TOKEN="$(printf %s "$PASSWORD" | relomove login --api https://relomove.example --email desk@example.com --password-stdin)"
  relomove quote lookup dana@example.com --api https://relomove.example`;

/**
 * `relomove login --api URL --email E`: signs in through POST /api/user/login (§7) and prints the session
 * token for `--token` (issue 5 "Remote"). Only staff, agent and admin accounts get one.
 */
export function loginCommand(ctx: CliContext): Command {
  const { io } = ctx;
  return new Command('login')
    .description('Sign in to a running server as staff and print a session token for --token (a secret).')
    .requiredOption('--email <email>', 'the staff account to sign in with')
    .option('--password-stdin', 'read the password from standard input (one trailing newline is dropped)')
    .addHelpText('after', HELP)
    .action(async (opts: { email: string; passwordStdin?: boolean }, command: Command) => {
      const api = command.optsWithGlobals<{ api?: string }>().api;
      if (!api)
        throw new CliFailure('api - Give the server with --api URL (or RELOMOVE_API)', ExitCode.Usage);
      let password: string;
      if (opts.passwordStdin) {
        if (!io.readStdin) throw new CliFailure('password - No standard input to read', ExitCode.Usage);
        password = (await io.readStdin()).replace(/\r?\n$/, '');
      } else if (io.readSecret) {
        password = await io.readSecret(`Password for ${opts.email}: `);
      } else {
        throw new CliFailure(
          'password - Standard input is not a terminal: give the password with --password-stdin',
          ExitCode.Usage,
        );
      }
      const answer = await ctx.staffApi({ api }).signIn(opts.email, password);
      if (!answer.ok) {
        const e = answer.error;
        if (e.kind === 'Refused' && e.reason === 'RedirectToCaptcha')
          throw new CliFailure(
            `The server at ${api} asks for the sign-in form's bot check (BOT_CHECKS=on), which a terminal cannot pass; sign in to it in process instead (DATABASE_URL) or ask its operator.`,
            ExitCode.Refused,
          );
        if (e.kind === 'Refused' && (e.status === 401 || e.status === 429))
          throw new CliFailure(e.errors.join('\n'), ExitCode.Refused);
        throw remoteFailure(api, e);
      }
      const { user, sessionToken } = answer.value;
      if (!isStaff({ userId: user.id, email: user.email, role: user.role as Role })) {
        throw new CliFailure(
          `${user.email} is a ${user.role} account; only staff, agent and admin accounts can use --api.`,
          ExitCode.Refused,
        );
      }
      io.out(sessionToken);
      io.err(
        `Signed in to ${api} as ${user.email} (${user.role}). Pass the token above with --token or RELOMOVE_TOKEN.`,
      );
    });
}
