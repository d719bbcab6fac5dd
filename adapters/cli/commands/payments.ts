import { Command } from 'commander';
import type { ReconcileReport } from '../../../application/payments/reconcile-payments';
import { formatUsd } from '../../../domain/money/money';
import { stationTimeText } from '../../../domain/shipment';
import { centsOf } from '../../http/contract/common';
import type { MovePaymentsResponse, TransitChargeResponse } from '../../http/contract/move-payments';
import type { CliContext, DeskRefusal } from '../context';
import { examples } from '../help-text';
import { bold, CliFailure, ExitCode } from '../io';
import { moveNumber, moveRefusal } from '../move-reference';
import { renderTable } from '../table';

/**
 * Issue 12, for staff: `relomove payments <ref>` (a move's ledger and balances), `relomove payments
 * reconcile` (every ledger row against the SANDBOX processors' own books; exit 1 on any difference) and
 * `relomove move transit <ref>` (the Transit charge, until the shipment lifecycle triggers it). Issue 26: on
 * the staff desk (in process, through --api, or through the embedded server that holds the data folder),
 * printing from the staff API's answers, the same in every mode.
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
      examples('relomove payments 1042', 'relomove payments 1042 --json', 'relomove payments reconcile'),
    )
    .action(async (ref: string | undefined, opts: { json?: boolean }) => {
      if (ref === undefined)
        throw new CliFailure('ref - Give a move reference number, or `reconcile`', ExitCode.Usage);
      const quoteId = moveNumber(ref);
      const viewed = await (await ctx.desk()).movePayments(quoteId);
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
        const report = await (await ctx.desk()).reconcile();
        if (report.isErr())
          throw new CliFailure(
            report.error.lines.join('\n') || 'payments - the ledger could not be read',
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
      .addHelpText('after', examples('relomove move transit 1042', 'relomove move transit 1042 --json'))
      .action(async (ref: string, opts: { json?: boolean }) => {
        const quoteId = moveNumber(ref);
        const charged = await (await ctx.desk()).chargeAtTransit(quoteId);
        if (charged.isErr()) throw failure(charged.error, ref);
        printCharge(ctx, charged.value, opts.json === true);
        if (charged.value.Result === 'Failed')
          throw new CliFailure(
            `payment - Move ${quoteId} was not charged: ${charged.value.Message}`,
            ExitCode.Refused,
          );
      }),
  );
  return move;
}

/** A refusal of the staff call, in the command's words. */
const failure = (refused: DeskRefusal, ref: string): CliFailure =>
  moveRefusal(refused, ref, 'payment', (r) =>
    r.reason === 'PaymentError'
      ? `payment - Move ${ref} has no card to charge; the customer must add a payment method`
      : undefined,
  );

const usd = (dollars: number) => formatUsd(centsOf(dollars));

function print(ctx: CliContext, payments: MovePaymentsResponse, json: boolean): void {
  const { io } = ctx;
  if (json) {
    io.out(JSON.stringify(payments, null, 2));
    return;
  }
  io.out(bold(io, `Move ${payments.QuoteId}: payments ledger`));
  if (payments.Ledger.length === 0)
    io.out('No payments yet: nothing is charged until the move is in transit.');
  else
    io.out(
      renderTable(
        ['#', 'When', 'Kind', 'Amount', 'Method', 'Reference', 'Reason'],
        payments.Ledger.map((r) => [
          String(r.Id),
          stationTimeText(r.At, payments.TimeZone),
          r.Kind,
          usd(r.Amount),
          r.Method,
          r.ProcessorReference || '-',
          r.CardResult ? `${r.Reason}: ${r.CardResult} (${r.Message})` : r.Reason,
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
          usd(payments.TotalPrice),
          usd(payments.Captured),
          usd(payments.Refunded),
          usd(payments.InvoiceAmountDue),
          payments.PaymentInfoRequired ? 'yes' : 'no',
        ],
      ],
      [0, 1, 2, 3],
    ),
  );
}

function printCharge(ctx: CliContext, answer: TransitChargeResponse, json: boolean): void {
  const { io } = ctx;
  const payments = answer.Payments;
  if (json) {
    io.out(
      JSON.stringify(
        {
          result: answer.Result,
          amount: answer.Amount,
          cardResult: answer.CardResult,
          message: answer.Message,
          payments,
        },
        null,
        2,
      ),
    );
    return;
  }
  switch (answer.Result) {
    case 'Charged':
      io.out(
        `Move ${payments.QuoteId}: charged ${usd(answer.Amount)}. Balance due ${usd(payments.InvoiceAmountDue)}.`,
      );
      break;
    case 'NothingDue':
      io.out(`Move ${payments.QuoteId}: nothing is due; nothing was charged.`);
      break;
    case 'Failed':
      io.out(
        `Move ${payments.QuoteId}: not charged (${answer.CardResult}: ${answer.Message}). ${
          answer.Retryable
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
