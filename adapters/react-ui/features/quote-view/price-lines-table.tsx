import './price-breakdown.css';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import { groupedLines, LineGroup, LineType, type PriceLine } from '../../../../domain/pricing/price-lines';

/**
 * §3 price lines grouped for reading (what the price includes, the customer's paid choices, discounts,
 * notes) with the total at the bottom: the one table of every price shown (the quote view's breakdown, each
 * reservation step's price and the dashboard's Summary).
 */
export function PriceLinesTable({
  lines,
  total,
  caption,
  totalLabel = 'Total',
  totalTestId,
  live = false,
}: {
  lines: readonly PriceLine[];
  total: Cents;
  /** Read by screen readers only; none where a heading already names the table. */
  caption?: string;
  totalLabel?: string;
  totalTestId?: string;
  /** Announce a changed total (a price that follows the customer's choices). */
  live?: boolean;
}) {
  return (
    <table className="price-lines">
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
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
                <td className={line.amount === 0 ? 'price-included' : undefined}>{formatUsd(line.amount)}</td>
              )}
            </tr>
          ))}
        </tbody>
      ))}
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td data-testid={totalTestId} aria-live={live ? 'polite' : undefined}>
            {formatUsd(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
