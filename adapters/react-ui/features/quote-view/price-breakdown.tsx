import './price-breakdown.css';
import { useId } from 'react';
import { formatUsd } from '../../../../domain/money/money';
import { groupedLines, LineGroup, LineType } from '../../../../domain/pricing/price-lines';
import { UNSAVED_CHANGES_TEXT, UnsavedMark } from './unsaved-mark';
import type { QuoteViewModel } from './use-quote-view';

/** The words of the breakdown's actions (ours). */
export const BreakdownText = {
  title: 'Price breakdown',
  save: 'Save changes',
  saving: 'Saving…',
  discard: 'Discard changes',
  total: 'Total',
  empty: 'Choose an option to see its price.',
} as const;

/**
 * §3 the selected option's price lines, as the domain makes them (priceLines), grouped for reading: what
 * the price includes, the customer's paid choices, discounts and notes, with the total at the bottom. It
 * follows every unsaved choice at once, says when something is not saved, and offers Save and Discard
 * side by side (issue 10).
 */
export function PriceBreakdown({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const { price } = model;
  const saveBlockedId = `${id}-save-blocked`;
  return (
    <section className="price-breakdown card" aria-labelledby={`${id}-price`}>
      <div className="price-breakdown-head">
        <h2 id={`${id}-price`}>{BreakdownText.title}</h2>
        <UnsavedMark show={model.dirty} text={UNSAVED_CHANGES_TEXT} />
      </div>
      {price ? (
        <table className="price-lines">
          {groupedLines(price.lines).map(({ group, lines }) => (
            <tbody key={group} data-group={group}>
              <tr className="price-group">
                <th scope="colgroup" colSpan={2}>
                  {group}
                </th>
              </tr>
              {lines.map((line) => (
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
              <th scope="row">{BreakdownText.total}</th>
              <td aria-live="polite" data-testid="quote-total">
                {formatUsd(price.breakdown.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p>{BreakdownText.empty}</p>
      )}
      <div className="form-actions breakdown-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!model.dirty || model.saving || model.saveBlockedReason !== null}
          aria-describedby={model.saveBlockedReason ? saveBlockedId : undefined}
          onClick={model.save}
        >
          {model.saving ? BreakdownText.saving : BreakdownText.save}
        </button>
        <button
          type="button"
          className="button"
          disabled={!model.dirty || model.saving}
          onClick={model.discard}
        >
          {BreakdownText.discard}
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
