/** §8 Dashboard errors and the §4 Dashboard reactions to them. */
import { err, ok, type Result } from 'neverthrow';
import { MY_MOVE_SUFFIX, QuoteErrorType } from '../quote/enums';
import { assertNever } from '../shared/assert-never';
import { DASHBOARD_ERRORS, DashboardError, QUOTE_INCOMPLETE_MESSAGE } from './enums';

/** The error parts of a reserve/edit answer (§7 reserve: Messages, ModelErrors). */
export interface DashboardErrorSource {
  readonly Messages?: readonly string[] | null;
  readonly ModelErrors?: ReadonlyArray<{ readonly type?: string | null }> | null;
}

/**
 * Reads one error name: trims it, drops the ' (MyMove)' suffix, and accepts a dashboard error name
 * or its §8 quote-error twin (WrongRevisionError, QuoteCannotBeEdited); anything else is Unknown.
 */
function toDashboardError(text: string): DashboardError {
  let name = text.trim();
  if (name.endsWith(MY_MOVE_SUFFIX.trim())) name = name.slice(0, -MY_MOVE_SUFFIX.trim().length).trim();
  if (name === QuoteErrorType.WrongRevisionError) return DashboardError.WrongRevision;
  if (name === QuoteErrorType.QuoteCannotBeEdited) return DashboardError.EditNotAllowed;
  const known = DASHBOARD_ERRORS.find((e) => e === name);
  return known ?? DashboardError.Unknown;
}

/**
 * §8: the dashboard error is read "from the first Messages entry, else the first ModelErrors type,
 * else Unknown". A present first Messages entry decides, even when it names no known error (Unknown).
 */
export function dashboardErrorFrom(source: DashboardErrorSource): DashboardError {
  const message = source.Messages?.[0];
  if (message !== undefined) return toDashboardError(message);
  const type = source.ModelErrors?.[0]?.type;
  if (typeof type === 'string') return toDashboardError(type);
  return DashboardError.Unknown;
}

/**
 * §4 Dashboard: "Wrong revision reloads the quote; edit-not-allowed or spot-date-in-the-past also
 * reload it". QuoteIsIncomplete and Unknown do not.
 */
export function reloadsQuote(error: DashboardError): boolean {
  switch (error) {
    case DashboardError.WrongRevision:
    case DashboardError.EditNotAllowed:
    case DashboardError.SpotDateIsPast:
      return true;
    case DashboardError.QuoteIsIncomplete:
    case DashboardError.Unknown:
      return false;
    default:
      return assertNever(error, 'dashboard error');
  }
}

export type QuoteIncompleteError = { kind: typeof DashboardError.QuoteIsIncomplete; message: string };

/** §4 Dashboard: "A reservation must have QuoteCompleted, otherwise error 'quote is incomplete'". */
export function requireCompletedQuote<T extends { readonly Details: { readonly QuoteCompleted: boolean } }>(
  quote: T,
): Result<T, QuoteIncompleteError> {
  return quote.Details.QuoteCompleted
    ? ok(quote)
    : err({ kind: DashboardError.QuoteIsIncomplete, message: QUOTE_INCOMPLETE_MESSAGE });
}
