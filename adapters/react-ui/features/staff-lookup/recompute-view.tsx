import { useId } from 'react';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import { LIABILITY_TIERS } from '../../../../domain/pricing/liability';
import { comparePrices } from '../../../../domain/quote/price-comparison';
import { DELIVERY_CODES } from '../../../../domain/quote/recompute-quote';
import { TableHead } from '../../app/table-head';
import { FieldError } from '../pages/page-parts';
import { lineAmount } from './quote-explanation-view';
import { DELIVERY_TEXT, RECOMPUTE_REFUSED_TEXT, RecomputeText } from './staff-lookup-text';
import type { RecomputeDraft, RecomputeModel } from './use-recompute';

const signed = (amount: Cents) => (amount > 0 ? `+${formatUsd(amount)}` : formatUsd(amount));

/** Field messages and their ids, for aria-describedby. */
function useFieldIds(model: RecomputeModel) {
  const id = useId();
  const errorsOf = (field: string) => model.errors.get(field) ?? [];
  const describe = (field: string, hint = false) =>
    [hint ? `${id}-${field}-hint` : '', errorsOf(field).length ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return { id, errorsOf, describe };
}

/** The stored price beside the recomputed one (domain comparePrices), with the difference per line. */
export function PriceComparisonTable({ model }: { model: RecomputeModel }) {
  if (model.outcome.kind !== 'priced') return null;
  const out = model.outcome.output;
  const compared = comparePrices(out.before, out.after);
  return (
    <table className="staff-lookup-table staff-lookup-compare">
      <caption>{RecomputeText.previewCaption}</caption>
      <TableHead
        columns={[
          RecomputeText.line,
          { label: RecomputeText.stored, className: 'staff-lookup-money' },
          { label: RecomputeText.recomputed, className: 'staff-lookup-money' },
          { label: RecomputeText.difference, className: 'staff-lookup-money' },
        ]}
      />
      <tbody>
        {compared.rows.map((row) => (
          <tr
            key={`${row.formerLabel ?? ''}|${row.label}`}
            data-changed={row.difference !== null || undefined}
          >
            <td data-label={RecomputeText.line}>
              {row.formerLabel ? (
                <span>
                  <del>{row.formerLabel}</del> {row.label}
                </span>
              ) : (
                row.label
              )}
            </td>
            <td data-label={RecomputeText.stored} className="staff-lookup-money">
              {row.before ? lineAmount(row.before) : RecomputeText.notOnQuote}
            </td>
            <td data-label={RecomputeText.recomputed} className="staff-lookup-money">
              {row.after ? lineAmount(row.after) : RecomputeText.notOnQuote}
            </td>
            <td data-label={RecomputeText.difference} className="staff-lookup-money">
              {row.difference === null ? '' : signed(row.difference)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td data-label={RecomputeText.stored} className="staff-lookup-money">
            {compared.total.before === null ? '—' : formatUsd(compared.total.before)}
          </td>
          <td data-label={RecomputeText.recomputed} className="staff-lookup-money">
            {compared.total.after === null ? '—' : formatUsd(compared.total.after)}
          </td>
          <td data-label={RecomputeText.difference} className="staff-lookup-money" data-testid="difference">
            {compared.total.difference === null ? '' : signed(compared.total.difference)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * Re-pricing a quote (issue 15; `relomove quote recompute` on the web): the changes to try, the preview of
 * old and new lines side by side with the difference, and saving with a required reason. A §4 refusal
 * (NoRevisionMatch, QuoteReserved, …) says plainly that nothing changed and what to do.
 */
export function RecomputeView({ model, revision }: { model: RecomputeModel; revision: number }) {
  const { id, errorsOf, describe } = useFieldIds(model);
  const d = model.draft;
  const select = (field: keyof RecomputeDraft, label: string, options: ReadonlyArray<[string, string]>) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select
        id={`${id}-${field}`}
        value={d[field]}
        onChange={(e) => model.set(field, e.target.value)}
        aria-describedby={describe(field)}
        aria-invalid={errorsOf(field).length > 0 || undefined}
      >
        <option value="">{RecomputeText.unchanged}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-${field}-error`} messages={errorsOf(field)} />
    </div>
  );
  const text = (field: keyof RecomputeDraft, label: string, numeric: boolean, hint?: string) => (
    <div className="field" data-state={errorsOf(field).length ? 'error' : undefined}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        value={d[field]}
        onChange={(e) => model.set(field, e.target.value)}
        aria-describedby={describe(field, hint !== undefined)}
        aria-invalid={errorsOf(field).length > 0 || undefined}
      />
      {hint ? (
        <p className="field-hint" id={`${id}-${field}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-${field}-error`} messages={errorsOf(field)} />
    </div>
  );
  const general = [...(model.errors.get('') ?? []), ...(model.errors.get('Revision') ?? [])];
  const out = model.outcome;
  return (
    <div className="staff-lookup-recompute">
      <p>{RecomputeText.intro}</p>
      <form onSubmit={model.onPreview} noValidate>
        <div className="staff-lookup-grid">
          {text('LinearFeet', RecomputeText.feet, true)}
          {select('Equip', RecomputeText.equip, [
            ['Trailer', 'Trailer'],
            ['Relocube', 'ReloCube'],
          ])}
          {text('Quantity', RecomputeText.quantity, true)}
          {select(
            'Delivery',
            RecomputeText.delivery,
            DELIVERY_CODES.map((c) => [c, DELIVERY_TEXT[c]]),
          )}
          {select(
            'Liability',
            RecomputeText.liability,
            LIABILITY_TIERS.map((t) => [String(t.selected), t.label]),
          )}
          {text('CouponCode', RecomputeText.coupon, false)}
          {text('ExpediteDays', RecomputeText.expedite, true, RecomputeText.expediteHint)}
          {select('AddStorage', RecomputeText.storage, [
            ['add', RecomputeText.add],
            ['remove', RecomputeText.remove],
          ])}
        </div>
        {general.length ? (
          <p className="field-error" role="alert">
            {general.join(' ')}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button" disabled={model.previewing || model.saving}>
            {model.previewing ? RecomputeText.previewing : RecomputeText.preview}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {out.kind === 'unavailable' ? (
          <div className="notice notice-error" role="alert">
            <p>{RecomputeText.unavailable}</p>
          </div>
        ) : null}
        {out.kind === 'refused' ? (
          <div className="notice notice-error" role="alert">
            <p>
              <strong>{RECOMPUTE_REFUSED_TEXT[out.failReason]}</strong>{' '}
              <span className="staff-lookup-code">{out.failReason}</span>
            </p>
            {out.failReason === 'NoRevisionMatch' ? (
              <button type="button" className="button" onClick={model.onReload}>
                {RecomputeText.reload}
              </button>
            ) : null}
          </div>
        ) : null}
        {out.kind === 'priced' ? (
          <>
            <PriceComparisonTable model={model} />
            <p className="staff-lookup-summary" role="status">
              {out.output.saved
                ? RecomputeText.saved(out.output.quote.Revision)
                : RecomputeText.summary(out.output)}
            </p>
          </>
        ) : null}
        {model.stale ? <p className="staff-lookup-muted">{RecomputeText.stale}</p> : null}
      </div>

      {model.canSave ? (
        <form className="staff-lookup-save" onSubmit={model.onSave} noValidate>
          <div className="field" data-state={errorsOf('save.reason').length ? 'error' : undefined}>
            <label htmlFor={`${id}-reason`}>{RecomputeText.reason}</label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={500}
              value={model.reason}
              onChange={(e) => model.setReason(e.target.value)}
              aria-describedby={`${id}-reason-hint${errorsOf('save.reason').length ? ` ${id}-reason-error` : ''}`}
              aria-invalid={errorsOf('save.reason').length > 0 || undefined}
              aria-required="true"
            />
            <p className="field-hint" id={`${id}-reason-hint`}>
              {RecomputeText.reasonHint}
            </p>
            <FieldError id={`${id}-reason-error`} messages={errorsOf('save.reason')} />
          </div>
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={model.saving}>
              {model.saving ? RecomputeText.saving : RecomputeText.save(revision + 1)}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
