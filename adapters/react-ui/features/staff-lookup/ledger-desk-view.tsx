import { type Cents, formatUsd } from '../../../../domain/money/money';
import type { MovePayments } from '../../../http/client/relomove-api';
import { C, Fact, StaffTable, when } from './move-desk-parts';
import { MoveText } from './staff-lookup-text';

/** The move's payments ledger (issue 12): balances from the ledger, then every row. */
export function LedgerView({ payments }: { payments: MovePayments }) {
  const sums: Array<[string, Cents]> = [
    [MoveText.totalPrice, payments.TotalPrice],
    [MoveText.captured, payments.Captured],
    [MoveText.refunded, payments.Refunded],
    [MoveText.due, payments.InvoiceAmountDue],
  ];
  return (
    <>
      <dl className="staff-lookup-facts staff-lookup-sums">
        {sums.map(([term, amount]) => (
          <Fact key={term} term={term}>
            {formatUsd(amount)}
          </Fact>
        ))}
      </dl>
      {payments.Ledger.length === 0 ? (
        <p>{MoveText.noLedger}</p>
      ) : (
        <StaffTable
          caption={MoveText.ledgerCaption}
          columns={[
            C.when,
            C.kind,
            { label: C.amount, className: 'staff-lookup-money' },
            C.method,
            C.who,
            C.why,
          ]}
        >
          {payments.Ledger.map((row) => (
            <tr key={row.Id} data-kind={row.Kind}>
              <td data-label={C.when}>{when(row.At, payments.TimeZone)}</td>
              <td data-label={C.kind}>{row.Kind}</td>
              <td data-label={C.amount} className="staff-lookup-money">
                {formatUsd(row.Amount)}
              </td>
              <td data-label={C.method}>{row.Method}</td>
              <td data-label={C.who}>{row.Actor}</td>
              <td data-label={C.why}>
                {row.Reason}
                {row.Message ? ` · ${row.CardResult ?? ''} ${row.Message}` : ''}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}
