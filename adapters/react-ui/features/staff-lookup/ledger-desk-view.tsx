import { type Cents, formatUsd } from '../../../../domain/money/money';
import type { MovePayments } from '../../../http/client/relomove-api';
import { C, Fact, when } from './move-desk-parts';
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
        <table className="staff-lookup-table">
          <caption className="visually-hidden">{MoveText.ledgerCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{C.when}</th>
              <th scope="col">{C.kind}</th>
              <th scope="col" className="staff-lookup-money">
                {C.amount}
              </th>
              <th scope="col">{C.method}</th>
              <th scope="col">{C.who}</th>
              <th scope="col">{C.why}</th>
            </tr>
          </thead>
          <tbody>
            {payments.Ledger.map((row) => (
              <tr key={row.Id} data-kind={row.Kind}>
                <td data-label={C.when}>{when(row.At)}</td>
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
          </tbody>
        </table>
      )}
    </>
  );
}
