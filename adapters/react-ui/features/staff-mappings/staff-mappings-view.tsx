import { useId } from 'react';
import {
  DECISION_NOTE_MAX,
  PLACE_MAPPING_STATUSES,
  PlaceMappingDecision,
  PlaceMappingStatus,
} from '../../../../domain/location/place-mapping';
import type { StaffPlaceMappingRow } from '../../../http/contract/place-mappings';
// The staff screens' shared look (styles/staff.css, through staff-screen) comes before this screen's own.
import { RetryNotice } from '../../app/staff-screen';
import { localMessageTime } from '../staff-outbox/local-time';
import { type StaffMappingsModel, StaffMappingsText, type StatusFilter } from './use-staff-mappings';
import './staff-mappings.css';
import { FieldError } from '../pages/page-parts';

type Ready = Extract<StaffMappingsModel, { kind: 'ready' }>;

/** How the customer reached the form, in words. */
const SOURCE_LABEL: Record<StaffPlaceMappingRow['source'], string> = {
  CitySearch: 'The city search found nothing',
  InvalidCityOrigin: 'A quote did not find the place moved from',
  InvalidCityDestination: 'A quote did not find the place moved to',
  InvalidCityBoth: 'A quote found neither place',
};

const FILTERS: ReadonlyArray<[StatusFilter, string]> = [
  ...PLACE_MAPPING_STATUSES.map((s): [StatusFilter, string] => [s, s]),
  ['all', StaffMappingsText.all],
];

/** The staff review list: a status filter and one card per request, with its decision form. */
export function StaffMappingsView({ model }: { model: Ready }) {
  const id = useId();
  return (
    <div className="container page staff-mappings">
      <h1>{StaffMappingsText.title}</h1>
      <p>{StaffMappingsText.intro}</p>
      <div className="field staff-mappings-filter">
        <label htmlFor={`${id}-status`}>{StaffMappingsText.show}</label>
        <select
          id={`${id}-status`}
          value={model.status}
          onChange={(e) => model.setStatus(e.target.value as StatusFilter)}
        >
          {FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className={model.done ? 'notice notice-success' : 'visually-hidden'}>
        {model.done}
      </p>
      <Results model={model} />
    </div>
  );
}

function Results({ model }: { model: Ready }) {
  if (model.unavailable) {
    return <RetryNotice text={StaffMappingsText} onRetry={model.onRetry} />;
  }
  if (model.rows === null) return <p role="status">{StaffMappingsText.loading}</p>;
  if (model.rows.length === 0) return <p>{StaffMappingsText.none}</p>;
  return (
    <>
      <ul className="staff-mappings-list">
        {model.rows.map((row) => (
          <li key={row.id}>
            <Request row={row} model={model} />
          </li>
        ))}
      </ul>
      {model.rows.length >= model.limit ? <p>{StaffMappingsText.more(model.limit)}</p> : null}
    </>
  );
}

function Request({ row, model }: { row: StaffPlaceMappingRow; model: Ready }) {
  const id = useId();
  const errors = model.errors[row.id] ?? new Map<string, readonly string[]>();
  const noteErrors = errors.get('Note') ?? [];
  const otherErrors = [...errors].filter(([field]) => field !== 'Note').flatMap(([, m]) => m);
  const decidable = row.status === PlaceMappingStatus.Pending || row.status === PlaceMappingStatus.Confirmed;
  const busy = model.busy === row.id;
  const place = `${row.placeName}, ${row.stateCode}`;
  return (
    <article className="card staff-mapping" aria-labelledby={`${id}-title`} data-status={row.status}>
      <header className="staff-mapping-head">
        <h2 id={`${id}-title`}>{place}</h2>
        <span className={`staff-mapping-badge staff-mapping-badge-${row.status.toLowerCase()}`}>
          {row.status}
        </span>
      </header>
      <dl className="staff-mapping-facts">
        <dt>{StaffMappingsText.near}</dt>
        <dd>
          {row.nearCity}, {row.nearState} {row.nearZip}
        </dd>
        <dt>{StaffMappingsText.miles}</dt>
        <dd>{row.milesAway ?? '—'}</dd>
        <dt>{StaffMappingsText.center}</dt>
        <dd>
          {row.nearestCenter
            ? `${row.nearestCenter.cityName}, ${row.nearestCenter.stateCode} (${row.nearestCenter.stationCode}), ${row.nearestCenter.miles} mi`
            : '—'}
        </dd>
        <dt>{StaffMappingsText.email}</dt>
        <dd className="staff-mapping-email">{row.email}</dd>
        {row.note ? (
          <>
            <dt>{StaffMappingsText.customerNote}</dt>
            <dd>{row.note}</dd>
          </>
        ) : null}
        <dt>{StaffMappingsText.source}</dt>
        <dd>{SOURCE_LABEL[row.source]}</dd>
        <dt>{StaffMappingsText.asked}</dt>
        <dd>
          <time dateTime={row.createdAt}>{localMessageTime(row.createdAt, true)}</time>
        </dd>
        {row.decidedAt ? (
          <>
            <dt>{StaffMappingsText.decided}</dt>
            <dd>
              <time dateTime={row.decidedAt}>{localMessageTime(row.decidedAt, true)}</time>
              {row.decidedBy ? ` by ${row.decidedBy}` : ''}
              {row.decisionNote ? ` — “${row.decisionNote}”` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {decidable ? (
        <form className="staff-mapping-decide" onSubmit={(e) => e.preventDefault()} noValidate>
          <div className="field" data-state={noteErrors.length > 0 ? 'error' : undefined}>
            <label htmlFor={`${id}-note`}>{StaffMappingsText.note}</label>
            <textarea
              id={`${id}-note`}
              rows={2}
              maxLength={DECISION_NOTE_MAX}
              value={model.notes[row.id] ?? ''}
              aria-describedby={`${id}-hint${noteErrors.length > 0 ? ` ${id}-error` : ''}`}
              aria-invalid={noteErrors.length > 0 || undefined}
              onChange={(e) => model.setNote(row.id, e.target.value)}
            />
            <p className="field-hint" id={`${id}-hint`}>
              {StaffMappingsText.noteHint}
            </p>
            <FieldError id={`${id}-error`} messages={noteErrors} />
          </div>
          {otherErrors.length > 0 ? (
            <p role="alert" className="field-error">
              {otherErrors.join(' ')}
            </p>
          ) : null}
          <div className="staff-mapping-actions">
            {row.status === PlaceMappingStatus.Pending ? (
              <>
                <DecisionButton
                  label={StaffMappingsText.confirm}
                  place={place}
                  primary
                  disabled={busy}
                  onClick={() => model.decide(row.id, PlaceMappingDecision.Confirm)}
                />
                <DecisionButton
                  label={StaffMappingsText.reject}
                  place={place}
                  disabled={busy}
                  onClick={() => model.decide(row.id, PlaceMappingDecision.Reject)}
                />
              </>
            ) : (
              <DecisionButton
                label={StaffMappingsText.withdraw}
                place={place}
                disabled={busy}
                onClick={() => model.decide(row.id, PlaceMappingDecision.Withdraw)}
              />
            )}
          </div>
        </form>
      ) : null}
    </article>
  );
}

/** One decision's button; the place it decides is read out after its label. */
function DecisionButton(props: {
  label: string;
  place: string;
  primary?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={props.primary ? 'button button-primary' : 'button'}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.label}
      <span className="visually-hidden"> {props.place}</span>
    </button>
  );
}
