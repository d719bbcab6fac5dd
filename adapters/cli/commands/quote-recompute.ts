import { writeFileSync } from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { RecomputeOpenQuotesError } from '../../../application/staff/recompute-open-quotes';
import type { RecomputeQuoteError, RecomputeQuoteOutput } from '../../../application/staff/recompute-quote';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { toDollars } from '../../../domain/money/money';
import { type LiabilitySelected, parseLiabilitySelected } from '../../../domain/pricing/liability';
import { EquipType } from '../../../domain/quote/enums';
import { comparePrices } from '../../../domain/quote/price-comparison';
import {
  DELIVERY_CODES,
  type RecomputeRequest,
  recomputeChangeText,
} from '../../../domain/quote/recompute-quote';
import type { StoredPrice } from '../../../domain/quote/stored-price';
import type { CliContext } from '../context';
import { bold, CliFailure, type CliIo, ExitCode } from '../io';
import { dateOption } from '../option-parsers';
import { checkWritableFile } from '../paths';
import { renderTable } from '../table';
import { linesJson, SIGN_IN_AS_STAFF, signed, usd } from './quote-output';
import { csv } from './quote-recompute-csv';

export const EXAMPLES_RECOMPUTE = `
Examples:
  relomove quote recompute 1000123                              today's price beside the stored one
  relomove quote recompute 1000123 --feet 15 --coupon USA100    try a longer trailer and a coupon
  relomove quote recompute 1000123 --feet 15 --save --reason "customer measured 15 ft"
  relomove quote recompute --all --since 2026-11-01 --out changes.csv
  relomove quote recompute --all --save --reason "November rate card"`;

function wholeNumber(field: string, minimum: number) {
  return (value: string): number => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isSafeInteger(n) || n < minimum) {
      throw new InvalidArgumentError(`${field} - Value must be a whole number of at least ${minimum}`);
    }
    return n;
  };
}

function liabilityOption(value: string): LiabilitySelected {
  return parseLiabilitySelected(value).match(
    (v) => v,
    (e) => {
      throw new InvalidArgumentError(`liability - ${e.message}`);
    },
  );
}

interface RecomputeOptions {
  all?: boolean;
  since?: IsoDate;
  feet?: number;
  equip?: 'trailer' | 'relocube';
  quantity?: number;
  delivery?: string;
  liability?: LiabilitySelected;
  coupon?: string;
  expedite?: number;
  storage?: boolean;
  save?: boolean;
  reason?: string;
  revision?: number;
  out?: string;
  json?: boolean;
}

function changesFrom(opts: RecomputeOptions): Omit<RecomputeRequest, 'Revision'> & { Revision?: number } {
  return {
    ...(opts.revision !== undefined ? { Revision: opts.revision } : {}),
    ...(opts.feet !== undefined ? { LinearFeet: opts.feet } : {}),
    ...(opts.equip !== undefined
      ? { Equip: opts.equip === 'trailer' ? EquipType.Trailer : EquipType.Relocube }
      : {}),
    ...(opts.quantity !== undefined ? { Quantity: opts.quantity } : {}),
    ...(opts.delivery !== undefined ? { Delivery: opts.delivery.toUpperCase() } : {}),
    ...(opts.liability !== undefined ? { Liability: opts.liability } : {}),
    ...(opts.coupon !== undefined ? { CouponCode: opts.coupon } : {}),
    ...(opts.expedite !== undefined ? { ExpediteDays: opts.expedite } : {}),
    ...(opts.storage !== undefined ? { AddStorage: opts.storage } : {}),
  };
}

/** Old and new price lines side by side, matched by description; the base lines share the first row. */
function sideBySide(before: StoredPrice | null, after: StoredPrice | null): string {
  const compared = comparePrices(before, after);
  const rows: string[][] = compared.rows.map((row, i) => [
    row.formerLabel ? `${row.formerLabel} -> ${row.label}` : i === 0 && !row.label ? 'Base' : row.label,
    row.before ? usd(row.before.amount) : '-',
    row.after ? usd(row.after.amount) : '-',
    row.difference === null ? '' : signed(row.difference),
  ]);
  if (rows.length === 0) rows.push(['Base', '-', '-', '']);
  const { total } = compared;
  rows.push([
    'Total',
    usd(total.before),
    usd(total.after),
    total.difference === null ? '' : signed(total.difference),
  ]);
  return renderTable(['Line', 'Stored', 'Recomputed', 'Difference'], rows, [1, 2, 3]);
}

function refusalMessage(e: RecomputeQuoteError | RecomputeOpenQuotesError): CliFailure {
  switch (e.kind) {
    case 'QuoteNotFound':
      return new CliFailure(
        'reference - No quote matches this reference number or link token',
        ExitCode.Refused,
      );
    case 'ReasonRequired':
      return new CliFailure('reason - Say why with --reason "..." when saving a change', ExitCode.Usage);
    case 'InvalidRecompute':
      return new CliFailure(e.lines.join('\n'), ExitCode.Usage);
    case 'RecomputeRefused':
      return new CliFailure(
        `Not changed: ${e.failReason} - the quote is at revision ${e.quote.Revision}${e.failReason === 'NoRevisionMatch' ? '; look it up again and retry' : ''}`,
        ExitCode.Refused,
      );
    case 'StaffOnly':
      return new CliFailure(e.message, ExitCode.Refused);
    case 'SignInRequired':
      return new CliFailure(SIGN_IN_AS_STAFF, ExitCode.Refused);
    case 'RateCardUnavailable':
    case 'StorageUnavailable':
      return new CliFailure(`Nothing was changed: ${e.message}`, ExitCode.Refused);
  }
}

function printOne(io: CliIo, out: RecomputeQuoteOutput, json: boolean | undefined): void {
  if (json) {
    io.out(
      JSON.stringify(
        {
          QuoteId: out.quote.QuoteId,
          Revision: out.quote.Revision,
          saved: out.saved,
          changed: out.changed,
          before: linesJson(out.before),
          after: linesJson(out.after),
          difference: toDollars(out.difference),
        },
        null,
        2,
      ),
    );
    return;
  }
  io.out(
    `${bold(io, `Quote ${out.quote.QuoteId}`)} · ${out.after?.option.value ?? 'no option'} · rate card in force today`,
  );
  io.out(sideBySide(out.before, out.after));
  io.out('');
  if (out.saved) io.out(`Saved as revision ${out.quote.Revision}.`);
  else {
    io.out(recomputeChangeText(out));
    if (out.changed) io.out('Not saved (preview). Add --save --reason "..." to store it.');
  }
}

/** `relomove quote recompute [reference] | --all`: re-price with today's rate card; --save stores it. */
export function recomputeCommand(ctx: CliContext): Command {
  const { io } = ctx;
  return new Command('recompute')
    .description("Re-price a quote (or every open quote) with today's rate card; --save stores it.")
    .argument('[reference]', 'a reference number or a quote link token')
    .option('--all', 'every open quote (move date today or later)')
    .addOption(
      new Option('--since <YYYY-MM-DD>', 'with --all: only quotes created on or after this date').argParser(
        dateOption('since'),
      ),
    )
    .addOption(new Option('--feet <n>', 'trailer length in feet').argParser(wholeNumber('feet', 1)))
    .addOption(new Option('--equip <type>', 'select this equipment').choices(['trailer', 'relocube']))
    .addOption(
      new Option('--quantity <n>', 'ReloCubes on the ReloCube option').argParser(wholeNumber('quantity', 1)),
    )
    .addOption(
      new Option('--delivery <code>', 'door or terminal at each end').choices([
        ...DELIVERY_CODES,
        ...DELIVERY_CODES.map((c) => c.toLowerCase()),
      ]),
    )
    .addOption(
      new Option('--liability <tier>', 'liability coverage 0, 75, 125 or 175').argParser(liabilityOption),
    )
    .option('--coupon <code>', 'apply an agent-entered coupon')
    .addOption(
      new Option('--expedite <days>', 'guaranteed delivery in this many business days (0: none)').argParser(
        wholeNumber('expedite', 0),
      ),
    )
    .option('--storage', 'add destination storage')
    .option('--no-storage', 'remove destination storage')
    .addOption(
      new Option('--revision <n>', 'the revision you looked at (default: the stored one)').argParser(
        wholeNumber('revision', 1),
      ),
    )
    .option('--save', 'store the result (follows the quote revision rules)')
    .option('--reason <text>', 'why (required with --save); kept with who made the change')
    .option('--out <file.csv>', 'with --all: write the changed quotes as CSV')
    .option('--json', 'machine-readable output')
    .addHelpText('after', EXAMPLES_RECOMPUTE)
    .action(async (reference: string | undefined, opts: RecomputeOptions) => {
      const save = opts.save ? { reason: opts.reason ?? '' } : null;
      if (opts.save && !opts.reason?.trim()) throw refusalMessage({ kind: 'ReasonRequired' });
      if (opts.all) {
        if (reference !== undefined)
          throw new CliFailure('reference - Give a reference or --all, not both', ExitCode.Usage);
        const changes = changesFrom({ ...opts, save: undefined });
        if (Object.keys(changes).length > 0) {
          throw new CliFailure(
            'all - --all re-prices quotes as they stand; change one quote at a time',
            ExitCode.Usage,
          );
        }
        // Before any quote is re-priced (or saved): a CSV path that cannot be written fails at once.
        if (opts.out) checkWritableFile(opts.out, { replace: true });
        await recomputeAll(ctx, opts, save);
        return;
      }
      if (reference === undefined)
        throw new CliFailure('reference - Give a quote reference, or --all', ExitCode.Usage);
      if (opts.out) throw new CliFailure('out - --out goes with --all', ExitCode.Usage);
      const result = await (await ctx.desk()).recompute({ reference, changes: changesFrom(opts), save });
      if (result.isErr()) throw refusalMessage(result.error);
      printOne(io, result.value, opts.json);
    });
}

async function recomputeAll(
  ctx: CliContext,
  opts: RecomputeOptions,
  save: { reason: string } | null,
): Promise<void> {
  const { io } = ctx;
  const desk = await ctx.desk();
  const result = await desk.recomputeAll(
    { ...(opts.since ? { since: opts.since } : {}), save },
    (done, total) => io.progress?.(done, total, 'quotes re-priced'),
  );
  io.progressEnd?.();
  if (result.isErr()) throw refusalMessage(result.error);
  const r = result.value;
  if (opts.out) {
    try {
      writeFileSync(opts.out, csv(r.rows));
    } catch (e) {
      throw new CliFailure(`out - The CSV could not be written: ${(e as Error).message}`, ExitCode.Refused);
    }
  }
  if (opts.json) {
    io.out(
      JSON.stringify(
        {
          rateCardVersion: r.rateCardVersion,
          count: r.count,
          changed: r.changed,
          saved: r.saved,
          skipped: r.skipped,
          totalDifference: toDollars(r.totalDifference),
          ...(opts.out ? { out: opts.out } : {}),
        },
        null,
        2,
      ),
    );
    return;
  }
  io.out(
    renderTable(
      ['Open quotes', 'Changed', 'Saved', 'Skipped', 'Total difference'],
      [[String(r.count), String(r.changed), String(r.saved), String(r.skipped), signed(r.totalDifference)]],
      [0, 1, 2, 3, 4],
    ),
  );
  io.out(
    `Rate card ${r.rateCardVersion}.${opts.out ? ` Changes written to ${opts.out}.` : ''}${save ? '' : ' Not saved (preview): add --save --reason "..." to store.'}`,
  );
}
