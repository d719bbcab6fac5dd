import { Command } from 'commander';
import type { ChargeMoveError, ChargeMoveOutput } from '../../../application/payments/charge-move';
import type { ReconcileReport } from '../../../application/payments/reconcile-payments';
import type { MovePayments } from '../../../application/payments/view-move-payments';
import { formatUsd } from '../../../domain/money/money';
import { toWireMovePayments } from '../../http/contract/move-payments';
import type { CliContext } from '../context';
import { bold, CliFailure, ExitCode } from '../io';
import { renderTable } from '../table';

/**
 * Issue 12, for staff: `relomove payments <ref>` (a move's ledger and balances), `relomove payments
 * reconcile` (every ledger row against the SANDBOX processors' own books; exit 1 on any difference) and
 * `relomove move transit <ref>` (the Transit charge, until the shipment lifecycle triggers it).
 */
export function paymentsCommand(ctx: CliContext): Command {
  const payments = new Command('payments')
    .description(
      "A move's payments ledger and balance; `payments reconcile` checks every ledger against its processor.",
    )
    .argument('[ref]', "the move's reference number")
    .option('--json', 'machine-readable output')
    .addHelpText(
      'after',
      '\nExamples:\n  relomove payments 1042\n  relomove payments 1042 --json\n  relomove payments reconcile',
    )
    .action(async (ref: string | undefined, opts: { json?: boolean }) => {
      if (ref === undefined)
        throw new CliFailure('ref - Give a move reference number, or `reconcile`', ExitCode.Usage);
      const tools = await ctx.store();
      const quoteId = moveNumber(ref);
      const viewed = await tools.viewMovePayments.execute({ viewer: tools.operator, quoteId });
      if (viewed.isErr()) throw failure(viewed.error, ref);
      print(ctx, viewed.value, opts.json === true);
    });
  payments.addCommand(
    new Command('reconcile')
      .description("Compare every ledger row with the processors' own records; exit 1 on any difference.")
      .option('--json', 'machine-readable output')
      .action(async (_opts: { json?: boolean }, command: Command) => {
        // --json may land on `payments` itself (it has the same option): read both.
        const opts = command.optsWithGlobals<{ json?: boolean }>();
        const tools = await ctx.store();
        const report = await tools.reconcilePayments.execute();
        if (report.isErr())
          throw new CliFailure(
            `payments - ${'message' in report.error ? report.error.message : 'the ledger could not be read'}`,
            ExitCode.Refused,
          );
        printReport(ctx, report.value, opts.json === true);
        const n = report.value.differences.length;
        if (n > 0)
          throw new CliFailure(
            `payments - The ledger and the processors disagree in ${n} place(s)`,
            ExitCode.Refused,
          );
      }),
  );
  return payments;
}

export function moveCommand(ctx: CliContext): Command {
  const move = new Command('move').description('Staff actions on a booked move.');
  move.addCommand(
    new Command('transit')
      .description(
        'The shipment is in transit: charge the amount due to the move’s card, exactly once (a retry charges nothing more).',
      )
      .argument('<ref>', "the move's reference number")
      .option('--json', 'machine-readable output')
      .addHelpText('after', '\nExamples:\n  relomove move transit 1042\n  relomove move transit 1042 --json')
      .action(async (ref: string, opts: { json?: boolean }) => {
        const tools = await ctx.store();
        const quoteId = moveNumber(ref);
        const charged = await tools.chargeMove.execute({ viewer: tools.operator, quoteId, actor: 'staff' });
        if (charged.isErr()) throw failure(charged.error, ref);
        const viewed = await tools.viewMovePayments.execute({ viewer: tools.operator, quoteId });
        if (viewed.isErr()) throw failure(viewed.error, ref);
        printCharge(ctx, charged.value, viewed.value, opts.json === true);
        if (charged.value.kind === 'Failed')
          throw new CliFailure(
            `payment - Move ${quoteId} was not charged: ${charged.value.message}`,
            ExitCode.Refused,
          );
      }),
  );
  return move;
}

/** A move is named by its reference number (the QuoteId staff see). */
function moveNumber(ref: string): number {
  if (!/^\d{1,12}$/.test(ref))
    throw new CliFailure(`ref - Value must be a move reference number, like 1042`, ExitCode.Usage);
  return Number(ref);
}

function failure(error: ChargeMoveError, ref: string): CliFailure {
  switch (error.kind) {
    case 'ReservationNotFound':
      return new CliFailure(`ref - No booked move has the reference ${ref}`, ExitCode.Refused);
    case 'NoChargeableMethod':
      return new CliFailure(
        `payment - Move ${ref} has no card to charge; the customer must add a payment method`,
        ExitCode.Refused,
      );
    case 'SignInRequired':
      return new CliFailure(
        'session - Staff only: set RELOMOVE_OPERATOR to a staff account',
        ExitCode.Refused,
      );
    case 'StorageUnavailable':
    case 'PaymentGatewayUnavailable':
      return new CliFailure(`payment - ${error.message}`, ExitCode.Refused);
    default:
      return new CliFailure(`payment - ${JSON.stringify(error)}`, ExitCode.Refused);
  }
}

function print(ctx: CliContext, payments: MovePayments, json: boolean): void {
  const { io } = ctx;
  if (json) {
    io.out(JSON.stringify(toWireMovePayments(payments), null, 2));
    return;
  }
  io.out(bold(io, `Move ${payments.quoteId}: payments ledger`));
  if (payments.rows.length === 0) io.out('No payments yet: nothing is charged until the move is in transit.');
  else
    io.out(
      renderTable(
        ['#', 'When', 'Kind', 'Amount', 'Method', 'Reference', 'Reason'],
        payments.rows.map((r) => [
          String(r.id),
          r.at.slice(0, 16).replace('T', ' '),
          r.kind,
          formatUsd(r.amount),
          r.method,
          r.processorReference || '-',
          r.failure ? `${r.reason}: ${r.failure.result} (${r.failure.message})` : r.reason,
        ]),
        [0, 3],
      ),
    );
  io.out('');
  io.out(
    renderTable(
      ['Total', 'Captured', 'Refunded', 'Balance due', 'Payment info required'],
      [
        [
          formatUsd(payments.totalPrice),
          formatUsd(payments.totals.captured),
          formatUsd(payments.totals.refunded),
          formatUsd(payments.balanceDue),
          payments.paymentInfoRequired ? 'yes' : 'no',
        ],
      ],
      [0, 1, 2, 3],
    ),
  );
}

function printCharge(
  ctx: CliContext,
  outcome: ChargeMoveOutput,
  payments: MovePayments,
  json: boolean,
): void {
  const { io } = ctx;
  if (json) {
    io.out(
      JSON.stringify(
        {
          result: outcome.kind,
          amount: outcome.kind === 'NothingDue' ? 0 : outcome.amount / 100,
          cardResult: outcome.kind === 'Failed' ? outcome.result : null,
          message: outcome.kind === 'Failed' ? outcome.message : null,
          payments: toWireMovePayments(payments),
        },
        null,
        2,
      ),
    );
    return;
  }
  switch (outcome.kind) {
    case 'Charged':
      io.out(
        `Move ${payments.quoteId}: charged ${formatUsd(outcome.amount)}. Balance due ${formatUsd(payments.balanceDue)}.`,
      );
      break;
    case 'NothingDue':
      io.out(`Move ${payments.quoteId}: nothing is due; nothing was charged.`);
      break;
    case 'Failed':
      io.out(
        `Move ${payments.quoteId}: not charged (${outcome.result}: ${outcome.message}). ${
          outcome.retryable
            ? 'Safe to run again later.'
            : 'The customer must add a payment method (PaymentInfoRequired).'
        }`,
      );
      break;
  }
}

function printReport(ctx: CliContext, report: ReconcileReport, json: boolean): void {
  const { io } = ctx;
  if (json) {
    io.out(JSON.stringify(report, null, 2));
    return;
  }
  io.out(
    `Checked ${report.rowsChecked} ledger row(s) against ${report.recordsChecked} processor record(s): ${
      report.differences.length === 0
        ? 'they agree to the cent.'
        : `${report.differences.length} difference(s).`
    }`,
  );
  if (report.differences.length > 0)
    io.out(
      renderTable(
        ['Processor', 'Kind', 'Reference', 'Move', 'Difference'],
        report.differences.map((d) => [
          d.processor,
          d.kind,
          d.reference,
          d.quoteId === null ? '-' : String(d.quoteId),
          d.message,
        ]),
      ),
    );
}
