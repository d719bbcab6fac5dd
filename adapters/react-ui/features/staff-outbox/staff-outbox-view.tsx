import { useId } from 'react';
import type { OutboxListing } from '../../../http/client/relomove-api';
// The staff screens' shared look (styles/staff.css, through staff-screen) comes before this screen's own.
import { RetryNotice } from '../../app/staff-screen';
import { localMessageTime } from './local-time';
import { type StaffOutboxModel, StaffOutboxText } from './use-staff-outbox';
import './staff-outbox.css';
import { TableHead } from '../../app/table-head';
import { FieldError } from '../pages/page-parts';

type Ready = Extract<StaffOutboxModel, { kind: 'ready' }>;
type Row = OutboxListing['rows'][number];

/** What each state reads as on its badge. */
export const STATE_LABEL: Record<Row['state'], string> = {
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
  sending: 'Sending',
};

/** The channel in words. */
export const CHANNEL_LABEL: Record<Row['channel'], string> = { email: 'Email', sms: 'Text' };

const COLUMNS = ['Time', 'Kind', 'Channel', 'State', 'Recipient', 'Move', 'Summary', 'Reason'] as const;

/** The two filters of the outbox: what each is, its hint and the keyboard it asks for. */
const FILTERS = {
  to: { label: StaffOutboxText.to, hint: StaffOutboxText.toHint, inputMode: 'email' },
  ref: { label: StaffOutboxText.ref, hint: StaffOutboxText.refHint, inputMode: 'numeric' },
} as const;

/** A filter of the outbox: its input, a hint under it, and its messages. */
function FilterField({ id, field, model }: { id: string; field: keyof typeof FILTERS; model: Ready }) {
  const { label, hint, inputMode } = FILTERS[field];
  const errors = model.errors.get(field) ?? [];
  const onChange = field === 'to' ? model.setTo : model.setRef;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={model[field]}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint${errors.length ? ` ${id}-error` : ''}`}
        aria-invalid={errors.length > 0 || undefined}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

/** The staff outbox: the filter form and the table of messages (stacked rows on a phone). */
export function StaffOutboxView({ model }: { model: Ready }) {
  const id = useId();
  const otherErrors = [...model.errors].filter(([field]) => field !== 'to' && field !== 'ref');
  return (
    <div className="container page staff-outbox">
      <h1>{StaffOutboxText.title}</h1>
      <p>{StaffOutboxText.intro}</p>
      <form className="card staff-outbox-filter" onSubmit={model.onSubmit} noValidate>
        <FilterField id={`${id}-to`} field="to" model={model} />
        <FilterField id={`${id}-ref`} field="ref" model={model} />
        <div className="staff-outbox-actions">
          <button type="submit" className="button button-primary">
            {StaffOutboxText.show}
          </button>
          <button type="button" className="button" onClick={model.onClear}>
            {StaffOutboxText.clear}
          </button>
        </div>
        {otherErrors.length ? (
          <p role="alert" className="field-error">
            {otherErrors.flatMap(([, messages]) => messages).join(' ')}
          </p>
        ) : null}
      </form>
      <Results model={model} />
    </div>
  );
}

function Results({ model }: { model: Ready }) {
  if (model.unavailable) {
    return <RetryNotice text={StaffOutboxText} onRetry={model.onRetry} />;
  }
  const listing = model.listing;
  if (listing === null) {
    return model.errors.size > 0 ? null : <p role="status">{StaffOutboxText.loading}</p>;
  }
  if (listing.rows.length === 0) return <p role="status">{StaffOutboxText.none}</p>;
  return (
    <>
      <table className="staff-outbox-table" aria-busy={model.fetching || undefined}>
        <caption className="visually-hidden">{StaffOutboxText.caption}</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {listing.rows.map((r) => (
            <tr key={r.id} data-state={r.state}>
              <td data-label="Time">
                <time dateTime={r.at}>{localMessageTime(r.at, true)}</time>
              </td>
              <td data-label="Kind">{r.kind}</td>
              <td data-label="Channel">{CHANNEL_LABEL[r.channel]}</td>
              <td data-label="State">
                <span className={`staff-outbox-badge staff-outbox-badge-${r.state}`}>
                  {STATE_LABEL[r.state]}
                </span>
              </td>
              <td data-label="Recipient" className="staff-outbox-recipient">
                {r.recipient || '—'}
              </td>
              <td data-label="Move">{r.quoteId ?? '—'}</td>
              <td data-label="Summary" className="staff-outbox-summary">
                {r.summary}
              </td>
              <td data-label="Reason">{r.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {listing.rows.length >= listing.limit ? <p>{StaffOutboxText.more(listing.limit)}</p> : null}
    </>
  );
}
