import { Command } from 'commander';
import type { CliContext } from '../context';
import { CliFailure, ExitCode } from '../io';
import { remoteFailure } from '../remote-staff-desk';

const HELP = `
Ends the session of a token from \`relomove login\` on the server of --api (or RELOMOVE_API): the token
stops working at once, for this terminal and anywhere it was copied to. Give the token with --token or
RELOMOVE_TOKEN. A token that is no session (unknown, already signed out, expired) is refused, exit 1.

Examples:
  relomove logout --api http://localhost:3000 --token "$RELOMOVE_TOKEN"
  RELOMOVE_API=https://relomove.example relomove logout && unset RELOMOVE_TOKEN`;

/**
 * `relomove logout --api URL --token T`: ends that session through POST /api/user/logout with
 * Authorization: Bearer (issue 9 finding 2). Exit 0 when signed out, 1 when refused or unreachable,
 * 2 without --api or a token (program.ts).
 */
export function logoutCommand(ctx: CliContext): Command {
  return new Command('logout')
    .description('End the session of a staff token on a running server (the token stops working).')
    .addHelpText('after', HELP)
    .action(async () => {
      const remote = ctx.remote;
      if (!remote)
        throw new CliFailure('api - Give the server with --api URL (or RELOMOVE_API)', ExitCode.Usage);
      const answer = await ctx.staffApi({ api: remote.api, token: remote.token }).signOut();
      if (!answer.ok) {
        const e = answer.error;
        if (e.kind === 'Refused' && e.status === 401)
          throw new CliFailure(
            `The server at ${remote.api} did not accept the token (unknown, signed out or expired); there is nothing to sign out.`,
            ExitCode.Refused,
          );
        throw remoteFailure(remote.api, e);
      }
      ctx.io.err(`Signed out of ${remote.api}: the token no longer works.`);
    });
}
