import { Command } from 'commander';
import { format } from 'date-fns';
import type { ReadOutboxError } from '../../../application/notifications/read-outbox';
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT } from '../../../domain/notifications/outbox-filter';
import type { OutboxListing } from '../../http/client/relomove-api';
import { OUTBOX_TO_MAX, toWireOutboxRow } from '../../http/contract/outbox';
import type { CliContext } from '../context';
import { examples } from '../help-text';
import { CliFailure, ExitCode } from '../io';
import { staffReadFailure } from '../staff-read-failure';
import { renderTable } from '../table';

/** The words of `relomove outbox` (ours). */
export const OutboxCliText = {
  none: 'No messages match.',
  more: (limit: number) =>
    `Showing the newest ${limit}; older messages may match (use --limit N, at most ${OUTBOX_MAX_LIMIT}).`,
  refUsage: 'ref - Value must be a move reference number, like 1042',
  limitUsage: `limit - Value must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}`,
  toUsage: `to - The maximum length allowed is ${OUTBOX_TO_MAX}`,
} as const;

/** When a message went (or was last tried), in the terminal's local time with its offset. */
export function outboxTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : format(at, 'yyyy-MM-dd HH:mm xxx');
}

/** A long summary or reason cut to fit a terminal row. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Issue 14 "Staff view": `relomove outbox [--to <address|phone>] [--ref <reference>] [--limit N] [--json]`,
 * the newest messages of every move (email and SMS) and what became of each. In process on the database,
 * or through GET /api/staff/outbox with --api URL --token T (the staff desk picks).
 */
export function outboxCommand(ctx: CliContext): Command {
  return new Command('outbox')
    .description(
      'The messages sent to customers (email and SMS), newest first, and what became of each: sent, failed and why, skipped and why.',
    )
    .option(
      '--to <address|phone>',
      'only messages to this email address or phone number (any case, any punctuation)',
    )
    .option('--ref <reference>', 'only messages about this move (its reference number)')
    .option('--limit <n>', `how many (default ${OUTBOX_DEFAULT_LIMIT}, at most ${OUTBOX_MAX_LIMIT})`)
    .option('--json', 'machine-readable output (the GET /api/staff/outbox answer)')
    .addHelpText(
      'after',
      examples(
        'relomove outbox',
        'relomove outbox --to dana@example.com',
        'relomove outbox --to "(816) 555-0199" --limit 10',
        'relomove outbox --ref 1000123 --json',
      ),
    )
    .action(async (opts: { to?: string; ref?: string; limit?: string; json?: boolean }) => {
      const filter = readFilter(opts);
      const desk = await ctx.desk();
      const listed = await desk.outbox(filter);
      if (listed.isErr()) throw failure(listed.error);
      if (opts.json) ctx.io.out(JSON.stringify(jsonOf(listed.value), null, 2));
      else print(ctx, listed.value);
    });
}

function readFilter(opts: { to?: string; ref?: string; limit?: string }): {
  to?: string;
  quoteId?: number;
  limit?: number;
} {
  const to = opts.to?.trim();
  if (to !== undefined && to.length > OUTBOX_TO_MAX)
    throw new CliFailure(OutboxCliText.toUsage, ExitCode.Usage);
  const ref = opts.ref?.trim();
  if (ref !== undefined && !/^\d{1,15}$/.test(ref))
    throw new CliFailure(OutboxCliText.refUsage, ExitCode.Usage);
  let limit: number | undefined;
  if (opts.limit !== undefined) {
    limit = /^\d{1,4}$/.test(opts.limit.trim()) ? Number(opts.limit.trim()) : Number.NaN;
    if (!(limit >= 1 && limit <= OUTBOX_MAX_LIMIT))
      throw new CliFailure(OutboxCliText.limitUsage, ExitCode.Usage);
  }
  return {
    ...(to ? { to } : {}),
    ...(ref ? { quoteId: Number(ref) } : {}),
    ...(limit !== undefined ? { limit } : {}),
  };
}

/** The same fields as the API's answer, so a script reads either the same way. */
function jsonOf(listing: OutboxListing) {
  return { Messages: listing.rows.map(toWireOutboxRow), Limit: listing.limit };
}

function print(ctx: CliContext, listing: OutboxListing): void {
  const { io } = ctx;
  if (listing.rows.length === 0) {
    io.out(OutboxCliText.none);
    return;
  }
  io.out(
    renderTable(
      ['Time', 'Kind', 'Channel', 'State', 'To', 'Move', 'Summary', 'Reason'],
      listing.rows.map((r) => [
        outboxTime(r.at),
        r.kind,
        r.channel,
        r.state,
        r.recipient,
        r.quoteId === null ? '-' : String(r.quoteId),
        cut(r.summary, 60),
        r.reason ? cut(r.reason, 80) : '-',
      ]),
    ),
  );
  if (listing.rows.length >= listing.limit) io.out(OutboxCliText.more(listing.limit));
}

const failure = (error: ReadOutboxError): CliFailure => staffReadFailure(error, 'read the outbox', 'outbox');
