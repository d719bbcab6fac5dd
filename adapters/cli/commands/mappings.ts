import { Command } from 'commander';
import type { DecidePlaceMappingError } from '../../../application/place-mappings/decide-place-mapping';
import type { StaffPlaceMappingsError } from '../../../application/place-mappings/place-mapping-support';
import {
  DECISION_NOTE_MAX,
  PLACE_MAPPING_STATUSES,
  PLACE_MAPPINGS_MAX_LIMIT,
  PlaceMappingDecision,
  PlaceMappingMessage,
  type PlaceMappingStatus,
} from '../../../domain/location/place-mapping';
import { formatFieldErrors } from '../../../domain/validation/field-messages';
import { type StaffPlaceMappingRow, toWireStaffRow } from '../../http/contract/place-mappings';
import type { CliContext } from '../context';
import { examples } from '../help-text';
import { CliFailure, ExitCode } from '../io';
import { staffReadFailure } from '../staff-read-failure';
import { renderTable } from '../table';
import { outboxTime } from './outbox';

/** The words of `relomove mappings` (ours). */
export const MappingsCliText = {
  none: (status: string) => `No ${status === 'all' ? '' : `${status.toLowerCase()} `}place requests.`,
  more: (limit: number) =>
    `Showing ${limit}; more may match (use --limit N, at most ${PLACE_MAPPINGS_MAX_LIMIT}).`,
  statusUsage: `status - Value must be one of ${[...PLACE_MAPPING_STATUSES, 'all'].map((s) => s.toLowerCase()).join(', ')}`,
  limitUsage: `limit - Value must be a whole number from 1 to ${PLACE_MAPPINGS_MAX_LIMIT}`,
  idUsage: 'id - Value must be a request number, like 12',
  noteUsage: `note - The maximum length allowed is ${DECISION_NOTE_MAX}`,
  decided: (row: StaffPlaceMappingRow) =>
    `Request ${row.id}: ${row.placeName}, ${row.stateCode} (near ${row.nearCity}, ${row.nearState} ${row.nearZip}) is ${row.status}.`,
  live: 'The city search finds it now (every server within seconds).',
  gone: 'The city search no longer finds it (every server within seconds).',
} as const;

/** A long text cut to fit a terminal row; control characters (a name is checked, a note too) shown as '?'. */
const cell = (text: string, max: number) => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal output never carries control characters
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

function readStatus(value: string | undefined): PlaceMappingStatus | null {
  if (value === undefined) return 'Pending';
  const wanted = value.trim().toLowerCase();
  if (wanted === 'all') return null;
  const found = PLACE_MAPPING_STATUSES.find((s) => s.toLowerCase() === wanted);
  if (!found) throw new CliFailure(MappingsCliText.statusUsage, ExitCode.Usage);
  return found;
}

function readLimit(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const limit = /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!(limit >= 1 && limit <= PLACE_MAPPINGS_MAX_LIMIT))
    throw new CliFailure(MappingsCliText.limitUsage, ExitCode.Usage);
  return limit;
}

function readId(value: string): number {
  if (!/^\d{1,15}$/.test(value.trim())) throw new CliFailure(MappingsCliText.idUsage, ExitCode.Usage);
  return Number(value.trim());
}

/**
 * Issue 15, §1 the indirect mapping form's review from the terminal: `relomove mappings [--status …] [--json]`
 * lists the requests (Pending by default: the queue, oldest first), and `relomove mappings confirm|reject|
 * withdraw <id>` decides one. In process on the database, or through the server with --api URL --token T.
 */
export function mappingsCommand(ctx: CliContext): Command {
  const command = new Command('mappings')
    .description(
      'Places customers could not find and mapped by hand to a nearby city (§1 indirect mapping form): list them, and confirm (the city search then finds the place), reject (with a note for the customer) or withdraw one.',
    )
    .option('--status <status>', 'pending (default), confirmed, rejected, withdrawn or all')
    .option('--limit <n>', `how many (default 50, at most ${PLACE_MAPPINGS_MAX_LIMIT})`)
    .option('--json', 'machine-readable output (the GET /api/staff/place-mappings answer)')
    .addHelpText(
      'after',
      examples(
        'relomove mappings',
        'relomove mappings --status all --json',
        'relomove mappings confirm 12',
        'relomove mappings reject 13 --note "We could not find this place; please call us."',
        'relomove mappings withdraw 12 --note "Mapped to the wrong city"',
      ),
    )
    .action(async (opts: { status?: string; limit?: string; json?: boolean }) => {
      const status = readStatus(opts.status);
      const limit = readLimit(opts.limit);
      const desk = await ctx.desk();
      const listed = await desk.placeMappings({ status, ...(limit !== undefined ? { limit } : {}) });
      if (listed.isErr()) throw listFailure(listed.error);
      const { rows } = listed.value;
      if (opts.json) {
        ctx.io.out(
          JSON.stringify({ PlaceMappings: rows.map(toWireStaffRow), Limit: listed.value.limit }, null, 2),
        );
        return;
      }
      if (rows.length === 0) {
        ctx.io.out(MappingsCliText.none(status ?? 'all'));
        return;
      }
      ctx.io.out(
        renderTable(
          ['Id', 'Status', 'Place', 'Near', 'Miles', 'Center', 'Email', 'Asked', 'Note'],
          rows.map((r) => [
            String(r.id),
            r.status,
            cell(`${r.placeName}, ${r.stateCode}`, 40),
            `${r.nearCity}, ${r.nearState} ${r.nearZip}`,
            r.milesAway === null ? '-' : String(r.milesAway),
            r.nearestCenter ? `${r.nearestCenter.stationCode} ${r.nearestCenter.miles} mi` : '-',
            r.email,
            outboxTime(r.createdAt),
            cell(r.decisionNote || r.note || '-', 60),
          ]),
        ),
      );
      if (rows.length >= listed.value.limit) ctx.io.out(MappingsCliText.more(listed.value.limit));
    });
  for (const [verb, decision, help] of [
    [
      'confirm',
      PlaceMappingDecision.Confirm,
      'Confirm a pending request: its place becomes a city search alias.',
    ],
    ['reject', PlaceMappingDecision.Reject, 'Reject a pending request, with a --note the customer reads.'],
    [
      'withdraw',
      PlaceMappingDecision.Withdraw,
      'Withdraw a confirmed mapping: the city search stops finding it.',
    ],
  ] as const) {
    command.addCommand(
      new Command(verb)
        .description(help)
        .argument('<id>', 'the request number (relomove mappings shows it)')
        .option('--note <text>', 'words for the customer (required to reject)')
        .option('--json', 'machine-readable output (the decision answer)')
        .action(async (id: string, opts: { note?: string; json?: boolean }) => {
          const note = (opts.note ?? '').trim();
          if (note.length > DECISION_NOTE_MAX)
            throw new CliFailure(MappingsCliText.noteUsage, ExitCode.Usage);
          const desk = await ctx.desk();
          const decided = await desk.decidePlaceMapping({ id: readId(id), decision, note });
          if (decided.isErr()) throw decideFailure(decided.error);
          if (opts.json) {
            ctx.io.out(JSON.stringify({ PlaceMapping: toWireStaffRow(decided.value) }, null, 2));
            return;
          }
          ctx.io.out(MappingsCliText.decided(decided.value));
          if (decision === PlaceMappingDecision.Confirm) ctx.io.out(MappingsCliText.live);
          if (decision === PlaceMappingDecision.Withdraw) ctx.io.out(MappingsCliText.gone);
        }),
    );
  }
  return command;
}

const listFailure = (error: StaffPlaceMappingsError): CliFailure =>
  staffReadFailure(error, 'review place requests', 'place requests');

function decideFailure(error: DecidePlaceMappingError): CliFailure {
  switch (error.kind) {
    case 'PlaceMappingNotFound':
      return new CliFailure(`id - ${PlaceMappingMessage.notFound}`, ExitCode.Refused);
    case 'PlaceMappingRefused':
      return new CliFailure(`Decision - ${error.message}`, ExitCode.Refused);
    case 'ValidationFailed':
      return new CliFailure(formatFieldErrors(error.errors).join('\n'), ExitCode.Usage);
    default:
      return listFailure(error);
  }
}
