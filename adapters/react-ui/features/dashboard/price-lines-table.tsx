import '../quote-view/price-breakdown.css';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import { groupedLines, LineGroup, LineType, type PriceLine } from '../../../../domain/pricing/price-lines';

/**
 * §3 price lines grouped for reading (what the price includes, the customer's paid choices, discounts,
 * notes) with the total at the bottom: the same table and classes as the quote view's breakdown
 * (features/quote-view/price-breakdown.tsx), for a price that is not being edited.
 */
export function PriceLinesTable({
  lines,
  total,
  caption,
  totalLabel = 'Total',
}: {
  lines: readonly PriceLine[];
  total: Cents;
  caption: string;
  totalLabel?: string;
}) {
  return (
    <div className="price-breakdown">
      <table className="price-lines">
        <caption className="visually-hidden">{caption}</caption>
        {groupedLines(lines).map(({ group, lines: grouped }) => (
          <tbody key={group} data-group={group}>
            <tr className="price-group">
              <th scope="colgroup" colSpan={2}>
                {group}
              </th>
            </tr>
            {grouped.map((line) => (
              <tr key={`${line.type}-${line.label}`} data-line={line.type}>
                <th
                  scope="row"
                  colSpan={line.type === LineType.Description ? 2 : 1}
                  className={group === LineGroup.notes ? 'price-note' : undefined}
                >
                  {line.label}
                </th>
                {line.amount === null ? null : (
                  <td className={line.amount === 0 ? 'price-included' : undefined}>
                    {formatUsd(line.amount)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr>
            <th scope="row">{totalLabel}</th>
            <td data-testid="dashboard-total">{formatUsd(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
