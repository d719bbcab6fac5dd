import { Command } from 'commander';
import { isStaff } from '../../../application/accounts/viewer';
import type { Role } from '../../../domain/accounts/enums';
import { DEFAULT_BOT_THRESHOLDS, TOO_FAST_MESSAGE } from '../../../domain/bot-check/too-fast';
import { solveProofOfWork } from '../../http/client/proof-of-work';
import type { ApiFailure } from '../../http/client/relomove-api';
import type { CliContext } from '../context';
import { CliFailure, ExitCode } from '../io';
import { remoteFailure } from '../remote-staff-desk';

/** The server's answer when the sign-in form's bot check did not pass (§8 RedirectToCaptcha). */
function isBotCheckRefusal(error: ApiFailure): boolean {
  return error.kind === 'Refused' && error.reason === 'RedirectToCaptcha';
}

/** How many challenges `login` solves before giving up (the work can rise while one is solved). */
const MAX_PROOF_ROUNDS = 3;

const HELP = `
Give the server with the global option --api <url> (or RELOMOVE_API).

The token is a secret: it opens a staff session on that server, like the site's
sign-in (ended after 14 days without use, 30 days at most). It is printed once,
on standard output and nowhere else; keep it out of shell history and logs,
e.g. in the RELOMOVE_TOKEN environment variable. The password is asked without
echo (or read with --password-stdin) and never printed. A server with bot checks
on gets the site's proof of work and the real time you took at the prompt; an
account with repeated failed sign-ins asks for more work (a few seconds) instead
of locking you out.

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
      // The sign-in form's bot evidence (§5), measured honestly: how long the password took at the prompt.
      const started = ctx.clock.nowMs();
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
      const tookMs = Math.round(ctx.clock.nowMs() - started);
      const staff = ctx.staffApi({ api });
      let answer = await staff.signIn(opts.email, password);
      // The server asks for a proof of work: bot checks are on, or this account has had repeated failed
      // sign-ins and asks for more work (issue 9 finding 3). Solve the challenge it issues for this email
      // (real work, as the site's form does) and send the prompt's real timing. The work can rise between
      // asking and sending when someone else is failing at the same account, so ask again, a few times.
      for (
        let round = 0;
        round < MAX_PROOF_ROUNDS && !answer.ok && isBotCheckRefusal(answer.error);
        round++
      ) {
        const challenge = await staff.captchaChallenge(opts.email);
        const captcha = challenge.ok ? await solveProofOfWork(challenge.value) : null;
        if (captcha === null) {
          throw new CliFailure(
            `The server at ${api} asks for a proof of work before signing in, and it could not be solved; try again.`,
            ExitCode.Refused,
          );
        }
        answer = await staff.signIn(opts.email, password, {
          captcha,
          formTiming: { fieldDurationsMs: [tookMs], totalMs: tookMs },
        });
        if (!answer.ok && isBotCheckRefusal(answer.error) && tookMs < DEFAULT_BOT_THRESHOLDS.totalFormMs) {
          throw new CliFailure(
            `The server at ${api} judged this sign-in too fast for a person (${TOO_FAST_MESSAGE} Its rule asks for at least ${DEFAULT_BOT_THRESHOLDS.totalFormMs / 1000} seconds); type the password at the prompt, or work in process where the database is.`,
            ExitCode.Refused,
          );
        }
      }
      if (!answer.ok && isBotCheckRefusal(answer.error)) {
        throw new CliFailure(
          `The server at ${api} refused the proof of work sent ${MAX_PROOF_ROUNDS} times; try again in a moment.`,
          ExitCode.Refused,
        );
      }
      if (!answer.ok) {
        const e = answer.error;
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
