import { useId } from 'react';
import { formatUsd } from '../../../../domain/money/money';
import { storageDescription, storageFee } from '../../../../domain/pricing/storage';
import { UnsavedMark } from './unsaved-mark';
import type { QuoteViewModel } from './use-quote-view';

/** §4 destination storage for the selected option: its charge per 30 days, added to the breakdown. */
export function StorageChoice({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const { draft, storage } = model;
  if (!draft || !storage) return null;
  const fee = storageFee(storage.charge, storage.quantity, storage.noChargeDays);
  const perPeriod = formatUsd(fee);
  return (
    <div className="field storage-choice">
      <label className="choice-row" data-checked={draft.storage}>
        <input
          type="checkbox"
          name="AddStorage"
          checked={draft.storage}
          aria-describedby={`${id}-hint`}
          onChange={(event) => model.change({ storage: event.target.checked })}
        />
        <span>
          <span className="option-title">
            Store it at the destination service center <UnsavedMark show={model.unsaved?.storage ?? false} />
          </span>{' '}
          <span className="option-meta">
            {storage.noChargeDays > 0
              ? storageDescription(storage.equip, storage.noChargeDays)
              : `${perPeriod} per 30 days`}
          </span>
        </span>
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {storageDescription(storage.equip, storage.noChargeDays)}: {perPeriod}
        {storage.quantity > 1 ? ` for ${storage.quantity} ${storage.equip}s` : ''}, shown in your price.
      </p>
    </div>
  );
}
