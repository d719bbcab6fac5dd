import './price-breakdown.css';
import { useId } from 'react';
import { PriceLinesTable } from './price-lines-table';
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
        <PriceLinesTable
          lines={price.lines}
          total={price.breakdown.total}
          totalLabel={BreakdownText.total}
          totalTestId="quote-total"
          live
        />
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
