import { randomUUID } from 'node:crypto';
import { Command } from 'commander';
import type { SetDashboardTypeError } from '../../../application/reservations/set-dashboard-type';
import type { RecordShipmentEventError } from '../../../application/shipments/record-shipment-event';
import type { ShipmentView } from '../../../application/shipments/shipment-view';
import type { SimulateShipmentError } from '../../../application/shipments/simulate-shipment';
import type { TransitCharge } from '../../../application/shipments/transit-charge';
import { formatUsd } from '../../../domain/money/money';
import { dashboardLimitsOf } from '../../../domain/reservation/dashboard-restriction';
import { DASHBOARD_TYPES } from '../../../domain/reservation/enums';
import { activeMilestone, type Instant, MILESTONES, trackingStatusOf } from '../../../domain/shipment';
import { zodErrorLines } from '../../http/contract/common';
import { toWireDashboardTypeSet } from '../../http/contract/reservations';
import {
  ShipmentEventRequest,
  toWireRecordedEvent,
  toWireShipment,
  toWireSimulated,
  windowOf,
} from '../../http/contract/shipments';
import type { CliContext } from '../context';
import { bold, CliFailure, ExitCode } from '../io';
import { renderTable } from '../table';

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
 * move) and `relomove shipment simulate <ref>` (the SANDBOX carrier feed). In process, like `payments`.
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
      .addHelpText(
        'after',
        '\nExamples:\n  relomove shipment show 1042\n  relomove shipment show 1042 --json',
      )
      .action(async (ref: string, opts: { json?: boolean }) => {
        const quoteId = moveNumber(ref);
        const tools = await ctx.store();
        const viewed = await tools.viewShipment.execute({ viewer: tools.operator, quoteId });
        if (viewed.isErr()) throw failure(viewed.error, ref);
        if (opts.json) ctx.io.out(JSON.stringify(toWireShipment(viewed.value, true), null, 2));
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
        '\nExamples:\n  relomove shipment event 1042 DropOff Completed\n  relomove shipment event 1042 OriginPickup Completed --at 2026-12-04T10:15:00-06:00\n  relomove shipment event 1042 Delivery Delayed --reason "Weather"\n  relomove shipment event 1042 Delivery Scheduled --window 2026-12-09',
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
            throw new CliFailure(lines.join('\n'), ExitCode.Refused);
          }
          const body = parsed.data;
          const tools = await ctx.store();
          const recorded = await tools.recordShipmentEvent.execute({
            viewer: tools.operator,
            quoteId,
            idempotencyKey: randomUUID(),
            milestone: body.Milestone,
            status: body.Status,
            occurredAt: (body.OccurredAt as Instant | undefined) ?? null,
            reason: body.Reason || null,
            location: body.Location || null,
            window: windowOf(body),
          });
          if (recorded.isErr()) throw failure(recorded.error, ref);
          const r = recorded.value;
          if (opts.json) {
            ctx.io.out(JSON.stringify(toWireRecordedEvent(r), null, 2));
            return;
          }
          ctx.io.out(
            `Move ${quoteId}: ${r.event.milestone} ${r.event.status} recorded (happened ${r.event.occurredAt}, ${trackingStatusOf(r.event.milestone, r.event.status)}).`,
          );
          ctx.io.out(stateLine(r.view));
          const charge = chargeLine(r.charge);
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
        '\nExamples:\n  relomove shipment simulate 1042\n  relomove shipment simulate 1042 --json',
      )
      .action(async (ref: string, opts: { json?: boolean }) => {
        const quoteId = moveNumber(ref);
        const tools = await ctx.store();
        const simulated = await tools.simulateShipment.execute({ viewer: tools.operator, quoteId });
        if (simulated.isErr()) throw failure(simulated.error, ref);
        const s = simulated.value;
        if (opts.json) {
          ctx.io.out(JSON.stringify(toWireSimulated(s), null, 2));
          return;
        }
        const { io } = ctx;
        io.out(
          `SANDBOX carrier feed (no carrier sent these): recorded ${s.recorded.length} event(s) for move ${quoteId}.`,
        );
        if (s.recorded.length > 0)
          io.out(
            renderTable(
              ['Happened', 'Milestone', 'Status', 'Tracking', 'Code'],
              s.recorded.map((e) => [
                e.occurredAt,
                e.milestone,
                e.status,
                trackingStatusOf(e.milestone, e.status),
                e.rawCode ?? '-',
              ]),
            ),
          );
        if (s.stopped)
          io.out(
            `Stopped at ${s.stopped.event.milestone} ${s.stopped.event.status}: ${s.stopped.refusal.message}`,
          );
        io.out(
          s.nextDueAt
            ? `The next sandbox event is due at ${s.nextDueAt}.`
            : 'The sandbox feed has no more events for this move.',
        );
        io.out(stateLine(s.view));
        const charge = chargeLine(s.charge);
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
        '\nExamples:\n  relomove shipment dashboard 1042 reconsignment-limited\n  relomove shipment dashboard 1042 full',
      )
      .action(async (ref: string, type: string, opts: { json?: boolean }) => {
        const quoteId = moveNumber(ref);
        const wanted = type === FULL_DASHBOARD ? null : DASHBOARD_TYPES.find((t) => t === type);
        if (wanted === undefined)
          throw new CliFailure(
            `type - Value must be one of ${[...DASHBOARD_TYPES, FULL_DASHBOARD].join(', ')}`,
            ExitCode.Refused,
          );
        const tools = await ctx.store();
        const set = await tools.setDashboardType.execute({ viewer: tools.operator, quoteId, type: wanted });
        if (set.isErr()) throw failure(set.error, ref);
        const { quote, changed } = set.value;
        if (opts.json) {
          ctx.io.out(JSON.stringify(toWireDashboardTypeSet(set.value), null, 2));
          return;
        }
        const limits = dashboardLimitsOf(quote);
        ctx.io.out(
          changed
            ? `Move ${quoteId}: the dashboard is now ${limits ? limits.type : FULL_DASHBOARD} (revision ${quote.Revision}).`
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

/** A move is named by its reference number (the QuoteId staff see). */
function moveNumber(ref: string): number {
  if (!/^\d{1,12}$/.test(ref))
    throw new CliFailure('ref - Value must be a move reference number, like 1042', ExitCode.Refused);
  return Number(ref);
}

function failure(
  error: RecordShipmentEventError | SimulateShipmentError | SetDashboardTypeError,
  ref: string,
): CliFailure {
  switch (error.kind) {
    case 'ReservationNotFound':
      return new CliFailure(`ref - No booked move has the reference ${ref}`, ExitCode.Refused);
    case 'ShipmentEventRefused':
      return new CliFailure(`milestone - ${error.message}`, ExitCode.Refused);
    case 'ShipmentUnavailable':
      return new CliFailure(`ref - ${error.message}`, ExitCode.Refused);
    case 'SignInRequired':
    case 'StaffOnly':
      return new CliFailure(
        'session - Staff only: set RELOMOVE_OPERATOR to a staff account',
        ExitCode.Refused,
      );
    case 'StorageUnavailable':
      return new CliFailure(`database - ${error.message}`, ExitCode.Refused);
    default:
      return new CliFailure(`shipment - ${JSON.stringify(error)}`, ExitCode.Refused);
  }
}

function stateLine(view: ShipmentView): string {
  const { shipment } = view;
  const active = activeMilestone(shipment);
  return `Shipment ${shipment.state}${active ? `, ${active} in progress` : ''}${
    shipment.next ? `; next to complete: ${shipment.next}` : '; every milestone is complete'
  }.`;
}

function chargeLine(charge: TransitCharge | null): string | null {
  if (charge === null) return null;
  if (charge.kind === 'NotRun')
    return `Transit charge not made: ${'message' in charge.error ? charge.error.message : charge.error.kind}. The event stands; the next event or \`relomove move transit\` tries again.`;
  const o = charge.outcome;
  switch (o.kind) {
    case 'Charged':
      return `Transit charge: ${formatUsd(o.amount)} charged (once; a retry charges nothing more).`;
    case 'NothingDue':
      return 'Transit charge: nothing is due.';
    case 'Failed':
      return `Transit charge failed (${o.result}: ${o.message}). The event stands. ${
        o.retryable
          ? 'Safe to try again later.'
          : 'The customer must add a payment method (PaymentInfoRequired).'
      }`;
    default: {
      const unhandled: never = o;
      return unhandled;
    }
  }
}

function printShipment(ctx: CliContext, view: ShipmentView): void {
  const { io } = ctx;
  const { shipment, plan, quote } = view;
  const reservation = quote.Details.Reservation;
  io.out(
    bold(
      io,
      `Move ${quote.QuoteId}: ${plan.OriginDelivery} to ${plan.DestinationDelivery}, ${plan.EquipQuantity} ${plan.Equipment}${plan.Storage ? ', with storage' : ''}`,
    ),
  );
  io.out(stateLine(view));
  if (view.pendingReason) io.out(view.pendingReason);
  const lastEvent = (m: string) => [...view.events].reverse().find((e) => e.milestone === m);
  io.out(
    renderTable(
      ['Milestone', 'Status', 'Dates', 'Date state', 'Last event', 'Note'],
      MILESTONES.map((m) => {
        const p = shipment.milestones[m];
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
          last ? `${last.status} ${last.occurredAt}` : '-',
          p.disabledReason ?? (p.exception ? `${p.exception.status}: ${p.exception.reason}` : ''),
        ];
      }),
    ),
  );
  io.out(
    `Pronumber ${reservation?.Pronumber || '-'} (attached ${reservation?.PronumberAttached ? 'yes' : 'no'}, rated ${
      reservation?.PronumberRated ? 'yes' : 'no'
    }); TBOLConfirmed ${reservation?.TBOLConfirmed ? 'yes' : 'no'}; EquipmentSpottedOrigin ${
      reservation?.EquipmentSpottedOrigin ? 'yes' : 'no'
    }; ${view.events.length} event(s).`,
  );
  for (const ignored of view.ignored)
    io.out(`Event ${ignored.event.id} no longer applies to this move: ${ignored.refusal.message}`);
}
