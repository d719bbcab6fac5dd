import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { QuoteExplained } from '../../../../application/staff/explain-quote';
import type { LookupOutput } from '../../../../application/staff/lookup-quotes';
import type { Role } from '../../../../domain/accounts/enums';
import { mayUseLookup } from '../../../../domain/accounts/page-settings';
import { Route } from '../../../../domain/quote/routes';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import { REQUIRED_MESSAGE } from '../../../../domain/validation/messages';
import type { ApiResult } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { useSession } from '../../app/session';

/** The page's address keeps the search (?search=) and the quote opened (?quote=), so a link can be shared. */
export const SEARCH_PARAM = 'search';
export const QUOTE_PARAM = 'quote';

/** The address of the lookup page with a search and, optionally, one quote opened. */
export function lookupHref(search: string, quote?: number | string): string {
  const params = new URLSearchParams();
  if (search) params.set(SEARCH_PARAM, search);
  if (quote !== undefined) params.set(QUOTE_PARAM, String(quote));
  const query = params.toString();
  return query ? `${Route.staffLookup}?${query}` : Route.staffLookup;
}

/** What the search answered, if anything yet. */
export type LookupResults =
  /** No search yet. */
  | { kind: 'idle' }
  | { kind: 'searching' }
  /** The lookup could not be reached (network, 5xx, a broken answer). */
  | { kind: 'unavailable'; onRetry(): void }
  /** §4 lookup failure reason NoError with the quotes, or UserError / TechnicalError with the server's lines. */
  | { kind: 'answered'; output: LookupOutput; onRetry(): void };

export type StaffLookupModel =
  /** Still finding out who is signed in. */
  | { kind: 'loading' }
  /** Nobody signed in, or a customer: the page does not exist for them. */
  | { kind: 'notFound' }
  | {
      kind: 'ready';
      role: Role;
      /** The search box. */
      draft: string;
      setDraft(value: string): void;
      onSubmit(event: FormEvent): void;
      /** Messages under the search box (an empty search, a refused one). */
      searchErrors: readonly string[];
      /** The search the results are for ('' before any). */
      applied: string;
      /** A search (or a refresh of the results after a change) is on its way. */
      busy: boolean;
      results: LookupResults;
      /** The reference of the quote shown below the results: the one picked, or the only one found. */
      opened: string | null;
    };

/** A refusal that means "this page is not for you": nobody signed in (401) or not staff (403). */
export function refusedAccess<T>(answer: ApiResult<T> | undefined): boolean {
  return (
    answer !== undefined &&
    !answer.ok &&
    answer.error.kind === 'Refused' &&
    (answer.error.status === 401 || answer.error.status === 403)
  );
}

/**
 * /jojo/lookup (issue 15, §1 "Staff use a lookup tool"): the search (§7 POST quotes/lookup) by reference
 * number, email or link token, with the §4 lookup failure reasons. Staff, agents and admins only (§6,
 * mayUseLookup; the server checks again): anyone else, and an API answer of 401 or 403, sees the site's
 * not-found page and never the data.
 */
export function useStaffLookup(): StaffLookupModel {
  const api = useApi();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const applied = (params.get(SEARCH_PARAM) ?? '').trim();
  const picked = params.get(QUOTE_PARAM)?.trim() || null;
  const [draft, setDraft] = useState(applied);
  const [emptyTried, setEmptyTried] = useState(false);
  // Following a link to another search (the browser's back button) shows that search in the box. Adjusted while
  // rendering, when the search changes, not in an effect: an effect also ran once after the first render, and
  // what was typed before it ran (a fast typist, a test) was wiped.
  const [draftFor, setDraftFor] = useState(applied);
  if (draftFor !== applied) {
    setDraftFor(applied);
    setDraft(applied);
  }
  const role = session.status === 'signedIn' ? session.role : null;
  const allowed = mayUseLookup(role);
  const query = useQuery({
    queryKey: ['staff-lookup', applied],
    queryFn: () => api.lookupQuotes(applied),
    enabled: allowed && applied !== '',
    retry: false,
  });

  if (session.status === 'loading') return { kind: 'loading' };
  if (!allowed || role === null || refusedAccess(query.data)) return { kind: 'notFound' };

  const answer = query.data;
  const refusedLines =
    answer && !answer.ok && answer.error.kind === 'Refused' && answer.error.status === 400
      ? answer.error.errors
      : [];
  const onRetry = () => void query.refetch();
  let results: LookupResults;
  if (applied === '') results = { kind: 'idle' };
  else if (answer === undefined) results = { kind: 'searching' };
  else if (answer.ok) results = { kind: 'answered', output: answer.value, onRetry };
  else results = refusedLines.length > 0 ? { kind: 'idle' } : { kind: 'unavailable', onRetry };
  const found = answer?.ok ? answer.value.quotes : [];
  const only = found.length === 1 ? found[0] : undefined;

  return {
    kind: 'ready',
    role,
    draft,
    setDraft: (value) => {
      setDraft(value);
      setEmptyTried(false);
    },
    onSubmit: (event) => {
      event.preventDefault();
      const term = draft.trim();
      if (term === '') {
        setEmptyTried(true);
        return;
      }
      setEmptyTried(false);
      if (term === applied) void query.refetch();
      else setParams(new URLSearchParams({ [SEARCH_PARAM]: term }));
    },
    searchErrors: emptyTried ? [REQUIRED_MESSAGE] : [...parseFieldErrorLines(refusedLines).values()].flat(),
    applied,
    busy: query.isFetching,
    results,
    opened: picked ?? (only ? String(only.QuoteId) : null),
  };
}

/** One quote explained (GET staff/quotes/{id}), as the panel below the results shows it. */
export type QuoteExplanation =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'unavailable'; onRetry(): void }
  | { kind: 'ready'; explained: QuoteExplained; fetching: boolean; onReload(): void };

/** The TanStack Query key of a quote explained; a saved recompute or a coupon refreshes it. */
export const explainKey = (reference: string) => ['staff-quote', reference] as const;

export function useQuoteExplanation(reference: string): QuoteExplanation {
  const api = useApi();
  const query = useQuery({
    queryKey: explainKey(reference),
    queryFn: () => api.explainQuote(reference),
    retry: false,
  });
  const answer = query.data;
  const onReload = () => void query.refetch();
  if (answer === undefined) return { kind: 'loading' };
  if (answer.ok) return { kind: 'ready', explained: answer.value, fetching: query.isFetching, onReload };
  if (answer.error.kind === 'Refused' && [400, 401, 403, 404].includes(answer.error.status))
    return { kind: 'notFound' };
  return { kind: 'unavailable', onRetry: onReload };
}
