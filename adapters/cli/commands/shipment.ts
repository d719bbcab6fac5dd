import { Command } from 'commander';
import { formatUsd } from '../../../domain/money/money';
import { equipmentName } from '../../../domain/pricing/price-lines';
import { EquipmentType, EquipType } from '../../../domain/quote/enums';
import { DASHBOARD_LIMITS } from '../../../domain/reservation/dashboard-restriction';
import { DASHBOARD_TYPES } from '../../../domain/reservation/enums';
import { MILESTONES, type Milestone, stationTimeText, zoneOfMilestone } from '../../../domain/shipment';
import { centsOf, zodErrorLines } from '../../http/contract/common';
import {
  ShipmentEventRequest,
  type ShipmentResponse,
  type WireTransitCharge,
} from '../../http/contract/shipments';
import type { CliContext, DeskRefusal } from '../context';
import { examples } from '../help-text';
import { bold, CliFailure, ExitCode } from '../io';
import { moveNumber, moveRefusal } from '../move-reference';
import { renderTable } from '../table';

/**
 * When a move's event happened (or is due), on its milestone's service-center clock, naming the zone
 * (issue 27), as the staff desk and the dashboard say it; the instant as sent where the zones are not known.
 */
const eventTime = (at: string, milestone: Milestone, shipment: ShipmentResponse): string =>
  shipment.Staff ? stationTimeText(at, zoneOfMilestone(shipment.Staff.TimeZones, milestone)) : at;

/** The wire's field names as the command's arguments and options name them. */
const ARGUMENT_OF: Readonly<Record<string, string>> = {
  Milestone: 'milestone',
  Status: 'status',
  OccurredAt: 'at',
  Reason: 'reason',
  Location: 'location',
  Window: 'window',
  'Window.Early': 'window',
  'Window.Late': 'window',
};

/**
 * Issue 13, for staff: `relomove shipment show <ref>` (the milestones and events of a booked move),
 * `relomove shipment event <ref> <milestone> <status>` (record what happened; reaching Transit charges the
 * move), `relomove shipment simulate <ref>` (the SANDBOX carrier feed) and `relomove shipment dashboard`.
 * Issue 26: on the staff desk, so each works in process, through the server of --api, or through the
 * embedded server that holds the data folder; each prints from the staff API's answer, the same in all.
 */
export function shipmentCommand(ctx: CliContext): Command {
  const shipment = new Command('shipment').description(
    "A booked move's shipment: its milestones and events; staff record events and run the SANDBOX carrier feed.",
  );
  shipment.addCommand(
    new Command('show')
      .description("The move's shipment state, its ten milestones with their dates and events.")
      .argument('<ref>', "the move's reference number")
      .option('--json', 'machine-readable output (the GET /api/shipments/{id} answer, as staff see it)')
      .addHelpText('after', examples('relomove shipment show 1042', 'relomove shipment show 1042 --json'))
      .action(async (ref: string, opts: { json?: boolean }) => {
        const quoteId = moveNumber(ref);
        const viewed = await (await ctx.desk()).shipment(quoteId);
        if (viewed.isErr()) throw failure(viewed.error, ref);
        if (opts.json) ctx.io.out(JSON.stringify(viewed.value, null, 2));
        else printShipment(ctx, viewed.value);
      }),
  );
  shipment.addCommand(
    new Command('event')
      .description(
        `Record what happened to a milestone (${MILESTONES.join(', ')}): Started, Scheduled, Delayed, Failed or Completed.`,
      )
      .argument('<ref>', "the move's reference number")
      .argument('<milestone>', 'the milestone, e.g. OriginPickup')
      .argument('<status>', 'Started, Scheduled, Delayed, Failed or Completed')
      .option(
        '--at <iso>',
        'when it happened, with the station offset (default: now), e.g. 2026-12-01T09:30:00-06:00',
      )
      .option('--reason <text>', 'why (required for Delayed and Failed)')
      .option('--location <text>', "where it happened, e.g. 'Dallas, TX'")
      .option('--window <dates>', 'Scheduled or Delayed: the dates, YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD')
      .option('--json', 'machine-readable output (the POST /api/staff/shipments/{id}/events answer)')
      .addHelpText(
        'after',
        examples(
          'relomove shipment event 1042 DropOff Completed',
          'relomove shipment event 1042 OriginPickup Completed --at 2026-12-04T10:15:00-06:00',
          'relomove shipment event 1042 Delivery Delayed --reason "Weather"',
          'relomove shipment event 1042 Delivery Scheduled --window 2026-12-09',
        ),
      )
      .action(
        async (
          ref: string,
          milestone: string,
          status: string,
          opts: { at?: string; reason?: string; location?: string; window?: string; json?: boolean },
        ) => {
          const quoteId = moveNumber(ref);
          const [early, late] = (opts.window ?? '').split('..');
          const parsed = ShipmentEventRequest.safeParse({
            Milestone: milestone,
            Status: status,
            ...(opts.at !== undefined ? { OccurredAt: opts.at } : {}),
            ...(opts.reason !== undefined ? { Reason: opts.reason } : {}),
            ...(opts.location !== undefined ? { Location: opts.location } : {}),
            ...(opts.window !== undefined ? { Window: { Early: early, Late: late ?? early } } : {}),
          });
          if (!parsed.success) {
            const lines = zodErrorLines(parsed.error).map((line) => {
              const [field, ...rest] = line.split(' - ');
              return `${ARGUMENT_OF[field ?? ''] ?? field} - ${rest.join(' - ')}`;
            });
            throw new CliFailure(lines.join('\n'), ExitCode.Usage);
          }
          const recorded = await (await ctx.desk()).recordShipmentEvent(quoteId, parsed.data);
          if (recorded.isErr()) throw failure(recorded.error, ref);
          const r = recorded.value;
          if (opts.json) {
            ctx.io.out(JSON.stringify(r, null, 2));
            return;
          }
          ctx.io.out(
            `Move ${quoteId}: ${r.Event.Milestone} ${r.Event.Status} recorded (happened ${eventTime(r.Event.OccurredAt, r.Event.Milestone, r.Shipment)}, ${r.Event.TrackingStatus}).`,
          );
          ctx.io.out(stateLine(r.Shipment));
          const charge = chargeLine(r.Charge);
          if (charge) ctx.io.out(charge);
        },
      ),
  );
  shipment.addCommand(
    new Command('simulate')
      .description(
        'SANDBOX carrier feed: record every sandbox event due by now that is not recorded yet (no carrier sends these).',
      )
      .argument('<ref>', "the move's reference number")
      .option('--json', 'machine-readable output (the POST /api/staff/shipments/{id}/simulate answer)')
      .addHelpText(
        'after',
        examples('relomove shipment simulate 1042', 'relomove shipment simulate 1042 --json'),
      )
      .action(async (ref: string, opts: { json?: boolean }) => {
        const quoteId = moveNumber(ref);
        const simulated = await (await ctx.desk()).simulateShipment(quoteId);
        if (simulated.isErr()) throw failure(simulated.error, ref);
        const s = simulated.value;
        if (opts.json) {
          ctx.io.out(JSON.stringify(s, null, 2));
          return;
        }
        const { io } = ctx;
        io.out(
          `SANDBOX carrier feed (no carrier sent these): recorded ${s.Recorded.length} event(s) for move ${quoteId}.`,
        );
        const rawCodes = new Map((s.Shipment.Staff?.Events ?? []).map((e) => [e.Id, e.RawCode]));
        if (s.Recorded.length > 0)
          io.out(
            renderTable(
              ['Happened', 'Milestone', 'Status', 'Tracking', 'Code'],
              s.Recorded.map((e) => [
                eventTime(e.OccurredAt, e.Milestone, s.Shipment),
                e.Milestone,
                e.Status,
                e.TrackingStatus,
                rawCodes.get(e.Id) ?? '-',
              ]),
            ),
          );
        if (s.Stopped) io.out(`Stopped at ${s.Stopped.Milestone} ${s.Stopped.Status}: ${s.Stopped.Message}`);
        io.out(
          s.NextDueAt
            ? `The next sandbox event is due at ${s.NextDueMilestone ? eventTime(s.NextDueAt, s.NextDueMilestone, s.Shipment) : s.NextDueAt}.`
            : 'The sandbox feed has no more events for this move.',
        );
        io.out(stateLine(s.Shipment));
        const charge = chargeLine(s.Charge);
        if (charge) io.out(charge);
      }),
  );
  shipment.addCommand(
    new Command('dashboard')
      .description(
        "Limit a booked move's dashboard (§3 DashboardType): reconsignment-limited (redirected: our team arranges delivery and changes), non-carrier-limited (a partner carrier: no tracking, pickup or delivery online), or full.",
      )
      .argument('<ref>', "the move's reference number")
      .argument('<type>', `one of ${[...DASHBOARD_TYPES, FULL_DASHBOARD].join(', ')}`)
      .option('--json', 'machine-readable output (the PUT /api/staff/moves/{id}/dashboard-type answer)')
      .addHelpText(
        'after',
        examples(
          'relomove shipment dashboard 1042 reconsignment-limited',
          'relomove shipment dashboard 1042 full',
        ),
      )
      .action(async (ref: string, type: string, opts: { json?: boolean }) => {
        const quoteId = moveNumber(ref);
        const wanted = type === FULL_DASHBOARD ? null : DASHBOARD_TYPES.find((t) => t === type);
        if (wanted === undefined)
          throw new CliFailure(
            `type - Value must be one of ${[...DASHBOARD_TYPES, FULL_DASHBOARD].join(', ')}`,
            ExitCode.Usage,
          );
        const set = await (await ctx.desk()).setDashboardType(quoteId, wanted);
        if (set.isErr()) throw failure(set.error, ref);
        const answer = set.value;
        if (opts.json) {
          ctx.io.out(JSON.stringify(answer, null, 2));
          return;
        }
        const limits = answer.DashboardType === null ? null : DASHBOARD_LIMITS[answer.DashboardType];
        ctx.io.out(
          answer.Changed
            ? `Move ${quoteId}: the dashboard is now ${limits ? limits.type : FULL_DASHBOARD} (revision ${answer.Revision}).`
            : `Move ${quoteId}: the dashboard was already ${limits ? limits.type : FULL_DASHBOARD}; nothing changed.`,
        );
        if (limits)
          ctx.io.out(`Off online: ${limits.disabled.join(', ')}. The customer reads: ${limits.reason}`);
      }),
  );
  return shipment;
}

/** `relomove shipment dashboard <ref> full`: no DashboardType (a full dashboard). */
const FULL_DASHBOARD = 'full';

/** The message of a 'field - message' line. */
const messageOf = (line: string | undefined) => (line ?? '').replace(/^[^ ]* - /, '');

/** A refusal of the staff call, in the command's words. */
const failure = (refused: DeskRefusal, ref: string): CliFailure =>
  moveRefusal(refused, ref, 'shipment', (r) => {
    if (r.reason === 'ShipmentEventRefused') return `milestone - ${messageOf(r.lines[0])}`;
    if (r.reason === 'ShipmentUnavailable') return `ref - ${messageOf(r.lines[0])}`;
    return undefined;
  });

function stateLine(shipment: ShipmentResponse): string {
  const active = shipment.ActiveMilestone;
  return `Shipment ${shipment.ShipmentState}${active ? `, ${active} in progress` : ''}${
    shipment.NextMilestone ? `; next to complete: ${shipment.NextMilestone}` : '; every milestone is complete'
  }.`;
}

function chargeLine(charge: WireTransitCharge | null): string | null {
  if (charge === null) return null;
  switch (charge.Result) {
    case 'NotCharged':
      return `Transit charge not made: ${charge.Message ?? 'it could not run'}. The event stands; the next event or \`relomove move transit\` tries again.`;
    case 'Charged':
      return `Transit charge: ${formatUsd(centsOf(charge.Amount ?? 0))} charged (once; a retry charges nothing more).`;
    case 'NothingDue':
      return 'Transit charge: nothing is due.';
    case 'Failed':
      return `Transit charge failed (${charge.CardResult}: ${charge.Message}). The event stands. ${
        charge.Retryable
          ? 'Safe to try again later.'
          : 'The customer must add a payment method (PaymentInfoRequired).'
      }`;
    default: {
      const unhandled: never = charge.Result;
      return unhandled;
    }
  }
}

function printShipment(ctx: CliContext, shipment: ShipmentResponse): void {
  const { io } = ctx;
  const staff = shipment.Staff;
  const events = staff?.Events ?? [];
  io.out(
    bold(
      io,
      `Move ${shipment.QuoteId}: ${shipment.OriginDelivery} to ${shipment.DestinationDelivery}, ${equipmentWords(shipment.Equipment, shipment.EquipQuantity)}${shipment.Storage ? ', with storage' : ''}`,
    ),
  );
  io.out(stateLine(shipment));
  if (shipment.PendingReason) io.out(shipment.PendingReason);
  const lastEvent = (m: string) => [...events].reverse().find((e) => e.Milestone === m);
  io.out(
    renderTable(
      ['Milestone', 'Status', 'Dates', 'Date state', 'Last event', 'Note'],
      MILESTONES.map((m) => {
        const p = shipment.Milestones.find((milestone) => milestone.Milestone === m);
        if (!p) return [m, '-', '-', '-', '-', ''];
        const dates =
          p.StatusDate.Early === null
            ? '-'
            : p.StatusDate.Early === p.StatusDate.Late
              ? p.StatusDate.Early
              : `${p.StatusDate.Early}..${p.StatusDate.Late}`;
        const last = lastEvent(m);
        return [
          m,
          p.Status,
          dates,
          p.DateType,
          last ? `${last.Status} ${eventTime(last.OccurredAt, last.Milestone, shipment)}` : '-',
          p.DisabledReason ?? (p.Exception ? `${p.Exception.Status}: ${p.Exception.Reason}` : ''),
        ];
      }),
    ),
  );
  io.out(
    `Pronumber ${staff?.Pronumber || '-'} (attached ${staff?.PronumberAttached ? 'yes' : 'no'}, rated ${
      staff?.PronumberRated ? 'yes' : 'no'
    }); TBOLConfirmed ${staff?.TBOLConfirmed ? 'yes' : 'no'}; EquipmentSpottedOrigin ${
      staff?.EquipmentSpottedOrigin ? 'yes' : 'no'
    }; ${events.length} event(s).`,
  );
  for (const ignored of staff?.IgnoredEvents ?? [])
    io.out(`Event ${ignored.Id} no longer applies to this move: ${ignored.Message}`);
}

/** '1 ReloCube', '3 ReloCubes', 'a trailer' (the shipment answer does not carry the trailer's length). */
function equipmentWords(equipment: EquipmentType, quantity: number): string {
  return equipment === EquipmentType.Trailer ? 'a trailer' : equipmentName(EquipType.Relocube, quantity, 0);
}
