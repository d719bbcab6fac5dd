import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import { formatUsd } from '../../../../domain/money/money';
import { LookupFailureReason } from '../../../../domain/quote/enums';
import { RetryNotice } from '../../app/staff-screen';
import { FieldError } from '../pages/page-parts';
import { StaffTable } from './move-desk-parts';
import { LOOKUP_REASON_TEXT, LookupText, STATE_TEXT } from './staff-lookup-text';
import { type LookupResults, lookupHref } from './use-staff-lookup';

export interface SearchFormProps {
  draft: string;
  setDraft(value: string): void;
  onSubmit(event: FormEvent): void;
  errors: readonly string[];
  busy: boolean;
}

/** The search box: a reference number, an email or a link token (§7 POST quotes/lookup). */
export function LookupSearchForm(props: SearchFormProps) {
  const id = useId();
  const describedBy = `${id}-hint${props.errors.length ? ` ${id}-error` : ''}`;
  return (
    <form className="card staff-lookup-search" onSubmit={props.onSubmit} noValidate>
      <div className="field" data-state={props.errors.length ? 'error' : undefined}>
        <label htmlFor={`${id}-search`}>{LookupText.search}</label>
        <input
          id={`${id}-search`}
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          value={props.draft}
          onChange={(e) => props.setDraft(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={props.errors.length > 0 || undefined}
        />
        <p className="field-hint" id={`${id}-hint`}>
          {LookupText.searchHint}
        </p>
        <FieldError id={`${id}-error`} messages={props.errors} />
      </div>
      <div className="staff-lookup-search-actions">
        <button type="submit" className="button button-primary" disabled={props.busy}>
          {props.busy ? LookupText.searching : LookupText.searchButton}
        </button>
      </div>
    </form>
  );
}

/** The message of a 'search - message' line. */
const messageOf = (line: string) => line.replace(/^search\s-\s/, '');

/**
 * What the search answered: the §4 lookup failure reason in plain words (UserError: nothing matches;
 * TechnicalError: our side), or the quotes found, newest first, to pick one from.
 */
export function LookupResultsView({
  results,
  applied,
  opened,
}: {
  results: LookupResults;
  applied: string;
  opened: string | null;
}) {
  switch (results.kind) {
    case 'idle':
      return null;
    case 'searching':
      return (
        <p role="status" className="staff-lookup-status">
          {LookupText.searching}
        </p>
      );
    case 'unavailable':
      return <RetryNotice text={LookupText} onRetry={results.onRetry} />;
    case 'answered':
      break;
  }
  const { output } = results;
  if (output.failReason !== LookupFailureReason.NoError) {
    const words = LOOKUP_REASON_TEXT[output.failReason];
    const technical = output.failReason === LookupFailureReason.TechnicalError;
    return (
      <div
        className={`notice ${technical ? 'notice-error' : 'notice-info'} staff-lookup-reason`}
        role={technical ? 'alert' : 'status'}
      >
        <p className="staff-lookup-reason-title">
          <strong>{words.title}</strong> <span className="staff-lookup-code">{output.failReason}</span>
        </p>
        {output.messages.map((line) => (
          <p key={line}>{messageOf(line)}</p>
        ))}
        <p>{words.next}</p>
        {technical ? (
          <button type="button" className="button" onClick={results.onRetry}>
            {LookupText.tryAgain}
          </button>
        ) : null}
      </div>
    );
  }
  const quotes = output.quotes;
  return (
    <div className="staff-lookup-results">
      <p role="status" className="staff-lookup-status">
        {LookupText.found(quotes.length, applied)} {quotes.length > 1 && !opened ? LookupText.pick : ''}
      </p>
      <StaffTable
        caption={LookupText.resultsCaption}
        columns={['Reference', 'State', 'Customer', 'Route', 'Move date', 'Price']}
      >
        {quotes.map((q) => {
          const isOpen = opened === String(q.QuoteId);
          return (
            <tr key={q.QuoteId} aria-current={isOpen || undefined}>
              <td data-label="Reference">
                {isOpen ? (
                  <span className="staff-lookup-ref">
                    {q.QuoteId} <span className="staff-lookup-open-now">{LookupText.opened}</span>
                  </span>
                ) : (
                  <Link to={lookupHref(applied, q.QuoteId)} aria-label={LookupText.open(q.QuoteId)}>
                    {q.QuoteId}
                  </Link>
                )}
              </td>
              <td data-label="State">
                <span className={`staff-lookup-badge staff-lookup-badge-${q.state.toLowerCase()}`}>
                  {STATE_TEXT[q.state]}
                </span>
              </td>
              <td data-label="Customer" className="staff-lookup-wrap">
                {q.email || '—'}
              </td>
              <td data-label="Route">
                {q.origin} → {q.destination}
              </td>
              <td data-label="Move date">{formatMMDDYYYY(q.MoveDate)}</td>
              <td data-label="Price">{q.price === null ? LookupText.noPrice : formatUsd(q.price)}</td>
            </tr>
          );
        })}
      </StaffTable>
    </div>
  );
}
