import { Command } from 'commander';
import type { StaffPlaceMappingsError } from '../../../application/place-mappings/place-mapping-support';
import { isoDate } from '../../../domain/calendar/iso-date';
import { toWireReferrals } from '../../http/contract/place-mappings';
import type { CliContext } from '../context';
import { examples } from '../help-text';
import { CliFailure, ExitCode } from '../io';
import { staffReadFailure } from '../staff-read-failure';
import { renderTable } from '../table';
import { outboxTime } from './outbox';

export const ReferralsCliText = {
  sinceUsage: 'since - Value must be a date as YYYY-MM-DD',
} as const;

/**
 * Issue 15, §5 "Known budget-flow referrers: PACKRATWEB and ZPPYSHWEB": `relomove referrals [--since
 * YYYY-MM-DD] [--json]`, how many visitors arrived from each (once per visitor and day), in process or --api.
 */
export function referralsCommand(ctx: CliContext): Command {
  return new Command('referrals')
    .description(
      'Visitors who arrived from the budget-flow referrers (PACKRATWEB, ZPPYSHWEB; §5), counted once per visitor and day.',
    )
    .option('--since <date>', 'only arrivals on and after this day (YYYY-MM-DD)')
    .option('--json', 'machine-readable output (the GET /api/staff/referrals answer)')
    .addHelpText('after', examples('relomove referrals', 'relomove referrals --since 2026-11-01 --json'))
    .action(async (opts: { since?: string; json?: boolean }) => {
      const since = opts.since?.trim() ?? null;
      if (since !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since))))
        throw new CliFailure(ReferralsCliText.sinceUsage, ExitCode.Usage);
      const desk = await ctx.desk();
      const counted = await desk.referrals(since === null ? null : isoDate(since));
      if (counted.isErr()) throw failure(counted.error);
      if (opts.json) {
        const { success: _, ...answer } = toWireReferrals(counted.value, since);
        ctx.io.out(JSON.stringify(answer, null, 2));
        return;
      }
      ctx.io.out(
        renderTable(
          ['Referrer', 'Arrivals', 'First', 'Last'],
          counted.value.map((r) => [
            r.referrer,
            String(r.arrivals),
            r.first ? outboxTime(r.first) : '-',
            r.last ? outboxTime(r.last) : '-',
          ]),
        ),
      );
    });
}

const failure = (error: StaffPlaceMappingsError): CliFailure =>
  staffReadFailure(error, 'read the referrer counts', 'referrer counts');
