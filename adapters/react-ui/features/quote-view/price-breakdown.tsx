import { useId } from 'react';
import { formatUsd } from '../../../../domain/money/money';
import { LineType } from '../../../../domain/pricing/price-lines';
import type { QuoteViewModel } from './use-quote-view';

/** §3 the selected option's price lines and total, with the save action for the customer's choices. */
export function PriceBreakdown({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const { price } = model;
  const saveBlockedId = `${id}-save-blocked`;
  return (
    <section className="price-breakdown card" aria-labelledby={`${id}-price`}>
      <h2 id={`${id}-price`}>Price breakdown</h2>
      {price ? (
        <table>
          <tbody>
            {price.lines.map((line) => (
              <tr key={`${line.type}-${line.label}`} data-line={line.type}>
                <th scope="row" colSpan={line.type === LineType.Description ? 2 : 1}>
                  {line.label}
                </th>
                {line.amount === null ? null : <td>{formatUsd(line.amount)}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td aria-live="polite" data-testid="quote-total">
                {formatUsd(price.breakdown.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p>Choose an option to see its price.</p>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!model.dirty || model.saving || model.saveBlockedReason !== null}
          aria-describedby={model.saveBlockedReason ? saveBlockedId : undefined}
          onClick={model.save}
        >
          {model.saving ? 'Saving…' : 'Save changes'}
        </button>
        {/* Issue 10: why Save is disabled (the domain's reason, also shown next to the date). */}
        {model.saveBlockedReason ? (
          <p id={saveBlockedId} className="field-error" data-testid="save-blocked-reason">
            {model.saveBlockedReason}
          </p>
        ) : null}
      </div>
    </section>
  );
}
