import { readFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import type { RateCardChecker, RateCardIssue } from '../../../application/ports/rate-card-checker';
import type { LaneComparison, RateCardComparison } from '../../../application/staff/compare-rate-cards';
import { RATE_SAMPLE_LANES } from '../../../application/staff/rate-sample-lanes';
import { formatMMDDYYYY } from '../../../domain/calendar/formats';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { type Cents, formatUsd, toDollars } from '../../../domain/money/money';
import type { PriceChange } from '../../../domain/rating/price-changes';
import type { RateBand, RateCard, StorageRate } from '../../../domain/rating/rate-card';
import { effectiveUntil } from '../../../domain/rating/rate-card-versions';
import { formatFieldErrors } from '../../../domain/validation/field-messages';
import { formatJsonPath } from '../../../domain/validation/json-path';
import type { CliContext } from '../context';
import { examples } from '../help-text';
import { bold, CliFailure, type CliIo, ExitCode } from '../io';
import { jsonLocations, locate } from '../json-locations';
import { dateOption } from '../option-parsers';
import { renderTable } from '../table';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A factor in basis points as a multiplier: 10350 -> 'x1.035', 10000 -> 'x1.00'. */
function factor(bp: number): string {
  const text = (bp / 10_000).toFixed(4).replace(/0{1,2}$/, '');
  return `x${text}`;
}

/** Basis points as a percentage: 750 -> '7.5%'. */
function percentOf(bp: number): string {
  return `${bp / 100}%`;
}

/** A change in basis points with its sign: 125 -> '+1.25%'. */
function signedPercent(bp: number | null): string {
  if (bp === null) return '-';
  return `${bp > 0 ? '+' : ''}${(bp / 100).toFixed(2)}%`;
}

function signedUsd(amount: Cents): string {
  return `${amount > 0 ? '+' : ''}${formatUsd(amount)}`;
}

/** Thousandths of a cent per mile, in cents: 4700 -> '4.7¢'. */
function perMile(milliCents: number): string {
  return `${milliCents / 1000}¢`;
}

function colored(io: CliIo, amount: number, text: string): string {
  if (!io.color || amount === 0) return text;
  return amount > 0 ? `\u001b[31m${text}\u001b[39m` : `\u001b[32m${text}\u001b[39m`;
}

// ---------------------------------------------------------------------------------------------------------
// Reading a candidate file: the server's own check (RateCardChecker), with line:column for each problem.

interface LocatedIssue {
  field: string;
  message: string;
  line: number | null;
  column: number | null;
}

type Candidate = { ok: true; card: RateCard } | { ok: false; issues: LocatedIssue[] };

/** 'line 3, column 7' of a character offset. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

function readCandidate(file: string, checker: RateCardChecker): Candidate {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliFailure(
      `The rate file '${file}' cannot be read (${(e as Error).message}).`,
      ExitCode.Refused,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const offset = /at position (\d+)/.exec(message)?.[1];
    const where = offset === undefined ? '' : ` at ${lineColumn(text, Number(offset))}`;
    throw new CliFailure(`The rate file '${file}' is not valid JSON${where} (${message}).`, ExitCode.Refused);
  }
  return checker.check(json).match(
    (card): Candidate => ({ ok: true, card }),
    (issues): Candidate => ({ ok: false, issues: locateIssues(text, issues) }),
  );
}

/** Issues grouped by location, messages joined as §5 says ('field - message1|message2'), with line:column. */
function locateIssues(text: string, issues: readonly RateCardIssue[]): LocatedIssue[] {
  const locations = jsonLocations(text);
  const byField = new Map<string, { messages: string[]; path: RateCardIssue['path'] }>();
  for (const issue of issues) {
    const field = formatJsonPath(issue.path);
    const entry = byField.get(field);
    if (entry) entry.messages.push(issue.message);
    else byField.set(field, { messages: [issue.message], path: issue.path });
  }
  return [...byField].map(([field, { messages, path }]) => {
    const at = locate(locations, path);
    return { field, message: messages.join('|'), line: at?.line ?? null, column: at?.column ?? null };
  });
}

function issueLine(file: string, issue: LocatedIssue): string {
  const [line] = formatFieldErrors([{ field: issue.field, message: issue.message }]);
  return issue.line === null ? `${file}: ${line}` : `${file}:${issue.line}:${issue.column}: ${line}`;
}

function refuseInvalid(io: CliIo, file: string, issues: readonly LocatedIssue[], json: boolean): never {
  if (json) io.out(JSON.stringify({ file, valid: false, errors: issues }, null, 2));
  else for (const issue of issues) io.out(issueLine(file, issue));
  const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
  throw new CliFailure(`The rate file '${file}' is not a valid rate card: ${count}.`, ExitCode.Refused);
}

// ---------------------------------------------------------------------------------------------------------
// rates show

function bandsJson(bands: readonly RateBand[]) {
  return bands.map((b) => ({
    fromMiles: b.fromMiles,
    base: toDollars(b.baseCents),
    perMileMilliCents: b.perMileMilliCents,
  }));
}

function storageJson(s: StorageRate) {
  return { charge: toDollars(s.charge), increasedCharge: toDollars(s.increasedCharge) };
}

/** The card as its file has it, with every amount of money in wire dollars ('baseCents' becomes 'base'). */
export function rateCardJson(card: RateCard, until: IsoDate | null) {
  return {
    version: card.version,
    effectiveFrom: card.effectiveFrom,
    effectiveUntil: until,
    carrier: card.carrier,
    circuityFactor: card.circuityFactor,
    minMiles: card.minMiles,
    maxMiles: card.maxMiles,
    serviceRadiusMiles: card.serviceRadiusMiles,
    handRatedStates: card.handRatedStates,
    trailer: {
      minimumFeet: card.trailer.minimumFeet,
      maximumFeet: card.trailer.maximumFeet,
      perFootBands: bandsJson(card.trailer.perFootBands),
    },
    relocube: {
      maximumCubes: card.relocube.maximumCubes,
      perCubeBands: bandsJson(card.relocube.perCubeBands),
    },
    laneFactorsBp: card.laneFactorsBp,
    seasonalFactorsBp: card.seasonalFactorsBp,
    terminalDiscountBp: card.terminalDiscountBp,
    transitBands: card.transitBands,
    expediteTiers: card.expediteTiers.map((t) => ({ daysFaster: t.daysFaster, fee: toDollars(t.fee) })),
    storage: {
      durationDays: card.storage.durationDays,
      Trailer: storageJson(card.storage.Trailer),
      ReloCube: storageJson(card.storage.ReloCube),
    },
  };
}

function bandRows(bands: readonly RateBand[]): string[][] {
  return bands.map((b, i) => {
    const next = bands[i + 1];
    const miles = next ? `${b.fromMiles}-${next.fromMiles - 1}` : `${b.fromMiles}+`;
    return [miles, formatUsd(b.baseCents), perMile(b.perMileMilliCents)];
  });
}

function printCard(io: CliIo, card: RateCard, until: IsoDate | null, today: IsoDate): void {
  const period = until ? `until ${formatMMDDYYYY(until)}` : 'until a newer card takes over';
  const section = (title: string) => {
    io.out('');
    io.out(bold(io, title));
  };
  io.out(`${bold(io, 'Rate card')} ${card.version} · in force on ${formatMMDDYYYY(today)}`);
  io.out(`Effective from ${formatMMDDYYYY(card.effectiveFrom)} ${period} · carrier ${card.carrier}`);
  io.out(
    `Distance: great-circle miles x ${card.circuityFactor}; priced online from ${card.minMiles} to ${card.maxMiles} miles; ` +
      `service centers within ${card.serviceRadiusMiles} miles; rated by hand: ${card.handRatedStates.join(', ') || 'none'}`,
  );

  section(
    `Trailer: per linear foot (${card.trailer.minimumFeet} ft minimum, ${card.trailer.maximumFeet} ft per trailer)`,
  );
  io.out(
    renderTable(
      ['Miles', 'Per foot at band start', 'Plus per mile'],
      bandRows(card.trailer.perFootBands),
      [1, 2],
    ),
  );

  section(`ReloCube: per cube (at most ${card.relocube.maximumCubes} online)`);
  io.out(
    renderTable(
      ['Miles', 'Per cube at band start', 'Plus per mile'],
      bandRows(card.relocube.perCubeBands),
      [1, 2],
    ),
  );

  section('Lane factors by station region (any other lane x1.00)');
  const lanes = Object.entries(card.laneFactorsBp).flatMap(([from, row]) =>
    Object.entries(row).map(([to, bp]) => [from, to, factor(bp)]),
  );
  io.out(lanes.length > 0 ? renderTable(['From region', 'To region', 'Factor'], lanes, [2]) : 'none');

  section('Season factors by move month');
  io.out(
    renderTable(
      MONTHS,
      [card.seasonalFactorsBp.map(factor)],
      MONTHS.map((_, i) => i),
    ),
  );

  section('Terminal discounts (Terminal instead of Door)');
  io.out(
    renderTable(
      ['End', 'Discount'],
      [
        ['Origin', percentOf(card.terminalDiscountBp.origin)],
        ['Destination', percentOf(card.terminalDiscountBp.destination)],
      ],
      [1],
    ),
  );

  section('Transit times');
  io.out(
    renderTable(
      ['Up to miles', 'Business days'],
      card.transitBands.map((b) => [String(b.upToMiles), String(b.businessDays)]),
      [0, 1],
    ),
  );

  section('Expedite tiers (guaranteed delivery, fee per shipment)');
  io.out(
    card.expediteTiers.length > 0
      ? renderTable(
          ['Days faster', 'Fee'],
          card.expediteTiers.map((t) => [String(t.daysFaster), formatUsd(t.fee)]),
          [0, 1],
        )
      : 'none',
  );

  section(`Destination storage per unit, per ${card.storage.durationDays} days`);
  io.out(
    renderTable(
      ['Equipment', 'First period', 'Each later period'],
      (['Trailer', 'ReloCube'] as const).map((equip) => [
        equip,
        formatUsd(card.storage[equip].charge),
        formatUsd(card.storage[equip].increasedCharge),
      ]),
      [1, 2],
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------
// rates diff

function changeJson(c: PriceChange) {
  const dollars = (a: Cents | null) => (a === null ? null : toDollars(a));
  return {
    option: c.option,
    currentPrice: dollars(c.currentPrice),
    candidatePrice: dollars(c.candidatePrice),
    difference: dollars(c.difference),
    percent: c.percentBp === null ? null : c.percentBp / 100,
  };
}

function laneJson(l: LaneComparison) {
  return {
    from: l.lane.from,
    to: l.lane.to,
    fromLabel: l.fromLabel,
    toLabel: l.toLabel,
    size: l.lane.size,
    linearFeet: l.linearFeet,
    currentMiles: l.currentMiles,
    candidateMiles: l.candidateMiles,
    currentResult: l.currentResult,
    candidateResult: l.candidateResult,
    options: l.changes.map(changeJson),
  };
}

export function comparisonJson(c: RateCardComparison) {
  const s = c.summary;
  return {
    current: c.current,
    candidate: c.candidate,
    moveDate: c.moveDate,
    pricedOn: c.pricedOn,
    lanes: c.lanes.map(laneJson),
    summary: {
      lanes: c.lanes.length,
      compared: s.compared,
      raised: s.raised,
      lowered: s.lowered,
      unchanged: s.unchanged,
      added: s.added,
      removed: s.removed,
      currentTotal: toDollars(s.currentTotal),
      candidateTotal: toDollars(s.candidateTotal),
      difference: toDollars(s.difference),
      percent: s.percentBp === null ? null : s.percentBp / 100,
      largestRisePercent: s.largestRiseBp === null ? null : s.largestRiseBp / 100,
      largestFallPercent: s.largestFallBp === null ? null : s.largestFallBp / 100,
    },
  };
}

function printComparison(io: CliIo, c: RateCardComparison): void {
  io.out(
    `${bold(io, 'Current')} ${c.current.version} (from ${formatMMDDYYYY(c.current.effectiveFrom)}) vs ` +
      `${bold(io, 'candidate')} ${c.candidate.version} (from ${formatMMDDYYYY(c.candidate.effectiveFrom)})`,
  );
  io.out(
    `${c.lanes.length} sample lanes, moving on ${formatMMDDYYYY(c.moveDate)}; expedited options follow their parent's price.`,
  );
  io.out('');
  const rows = c.lanes.flatMap((l) => {
    const results =
      l.currentResult === l.candidateResult ? l.currentResult : `${l.currentResult} -> ${l.candidateResult}`;
    const lane = [
      `${l.fromLabel} -> ${l.toLabel}`,
      `${l.lane.size} (${l.linearFeet} ft)`,
      `${l.currentMiles} mi`,
      results,
    ];
    const blank = lane.map(() => '');
    if (l.changes.length === 0) return [[...lane, 'no options', '-', '-', '-', '-']];
    return l.changes.map((ch, i) => [
      ...(i === 0 ? lane : blank),
      ch.option,
      ch.currentPrice === null ? 'not offered' : formatUsd(ch.currentPrice),
      ch.candidatePrice === null ? 'not offered' : formatUsd(ch.candidatePrice),
      ch.difference === null ? '-' : colored(io, ch.difference, signedUsd(ch.difference)),
      ch.difference === null ? '-' : colored(io, ch.difference, signedPercent(ch.percentBp)),
    ]);
  });
  io.out(
    renderTable(
      ['Lane', 'Size', 'Miles', 'Result', 'Option', 'Current', 'Candidate', 'Difference', 'Percent'],
      rows,
      [2, 5, 6, 7, 8],
    ),
  );
  const s = c.summary;
  io.out('');
  io.out(
    `${bold(io, 'Summary')} ${s.compared} options priced by both cards: ${s.raised} up, ${s.lowered} down, ${s.unchanged} unchanged; ` +
      `${s.added} only in the candidate, ${s.removed} only in the current card.`,
  );
  io.out(
    `Total of those options ${formatUsd(s.currentTotal)} -> ${formatUsd(s.candidateTotal)} ` +
      `(${colored(io, s.difference, `${signedUsd(s.difference)}, ${signedPercent(s.percentBp)}`)}); ` +
      `largest rise ${signedPercent(s.largestRiseBp)}, largest fall ${signedPercent(s.largestFallBp)}.`,
  );
}

// ---------------------------------------------------------------------------------------------------------

/** `relomove rates show|check|diff`: the rate card in force, and candidate rate files (issue 5). */
export function ratesCommand(ctx: CliContext): Command {
  const { io } = ctx;

  const show = new Command('show')
    .description('Print the rate card in force today: version, effective dates and every table.')
    .option('--json', 'the card as JSON, money in wire dollars')
    .addHelpText('after', examples('relomove rates show', 'relomove rates show --json'))
    .action(async (opts: { json?: boolean }) => {
      const ref = await ctx.reference();
      const today = ctx.clock.today();
      const card = ref.rateCards.inForceOn(today).match(
        (c) => c,
        (e) => {
          throw new CliFailure(e.message, ExitCode.Refused);
        },
      );
      const until = effectiveUntil(ref.rateCardVersions.all(), card);
      if (opts.json) io.out(JSON.stringify(rateCardJson(card, until), null, 2));
      else printCard(io, card, until, today);
    });

  const check = new Command('check')
    .description(
      'Check a candidate rate file with the same checks the server runs when it loads data/rate-cards.',
    )
    .argument('<file>', 'the rate file (JSON)')
    .option('--json', 'machine-readable result')
    .addHelpText(
      'after',
      '\nEach problem is printed as file:line:column: json.path - message. Exit code 0 when valid, 1 when not.\n\nExamples:\n  relomove rates check data/rate-cards/2026-11.json\n  relomove rates check next-card.json --json',
    )
    .action(async (file: string, opts: { json?: boolean }) => {
      const ref = await ctx.reference();
      const candidate = readCandidate(file, ref.rateCardChecker);
      if (!candidate.ok) refuseInvalid(io, file, candidate.issues, Boolean(opts.json));
      const { card } = candidate;
      if (opts.json) {
        io.out(
          JSON.stringify(
            { file, valid: true, version: card.version, effectiveFrom: card.effectiveFrom, errors: [] },
            null,
            2,
          ),
        );
        return;
      }
      io.out(
        `${file} is a valid rate card: version ${card.version}, effective from ${formatMMDDYYYY(card.effectiveFrom)}.`,
      );
    });

  const diff = new Command('diff')
    .description(
      `Show how a candidate rate file would change prices on ${RATE_SAMPLE_LANES.length} fixed sample lanes (docs/cli.md), against the card in force today.`,
    )
    .argument('<file>', 'the candidate rate file (JSON)')
    .addOption(
      new Option('--date <YYYY-MM-DD>', 'move date to price (default: 7 days from today)').argParser(
        dateOption('date'),
      ),
    )
    .option('--json', 'machine-readable output, money in wire dollars')
    .addHelpText(
      'after',
      examples(
        'relomove rates diff next-card.json',
        'relomove rates diff next-card.json --date 2027-07-01 --json',
      ),
    )
    .action(async (file: string, opts: { date?: IsoDate; json?: boolean }) => {
      const ref = await ctx.reference();
      const candidate = readCandidate(file, ref.rateCardChecker);
      if (!candidate.ok) refuseInvalid(io, file, candidate.issues, Boolean(opts.json));
      const compared = await ref.compareRateCards.execute({ candidate: candidate.card, moveDate: opts.date });
      if (compared.isErr()) throw new CliFailure(compared.error.message, ExitCode.Refused);
      if (opts.json) io.out(JSON.stringify(comparisonJson(compared.value), null, 2));
      else printComparison(io, compared.value);
    });

  return new Command('rates')
    .description('The rate card: print the one in force, check a candidate file, compare it on sample lanes.')
    .addHelpText(
      'after',
      examples(
        'relomove rates show',
        'relomove rates check next-card.json',
        'relomove rates diff next-card.json',
      ),
    )
    .addCommand(show)
    .addCommand(check)
    .addCommand(diff);
}
