/**
 * §5 "Known budget-flow referrers: PACKRATWEB and ZPPYSHWEB" (issue 15). How a referrer arrives is not shown;
 * ours (docs/decisions.md): the partner's link carries its code in the page's query, as `?referrer=` or as the
 * usual campaign tag `?utm_source=` (either case: 'packratweb' is PACKRATWEB). document.referrer is not used:
 * it carries a site's address, not its code, and browsers often strip it. An arrival is recorded once per
 * visitor, referrer and day, so a reload or a second page does not count twice.
 */
import { err, ok, type Result } from 'neverthrow';
import type { FieldError } from '../validation/field-messages';

/** §5 the known budget-flow referrers. */
export const BUDGET_FLOW_REFERRERS = ['PACKRATWEB', 'ZPPYSHWEB'] as const;
export type BudgetFlowReferrer = (typeof BUDGET_FLOW_REFERRERS)[number];

/** The query parameters a referrer's code is read from, in order. */
export const REFERRER_PARAMS = ['referrer', 'utm_source'] as const;

/** The longest page path an arrival keeps. */
export const ARRIVAL_PAGE_MAX = 200;

/** The budget-flow referrer a code names (any case, spaces trimmed), or null. */
export function budgetFlowReferrer(code: string | null | undefined): BudgetFlowReferrer | null {
  const upper = (code ?? '').trim().toUpperCase();
  return (BUDGET_FLOW_REFERRERS as readonly string[]).includes(upper) ? (upper as BudgetFlowReferrer) : null;
}

/** The budget-flow referrer a page's query names (`?referrer=` first, then `?utm_source=`), or null. */
export function referrerOfQuery(query: { get(name: string): string | null }): BudgetFlowReferrer | null {
  for (const param of REFERRER_PARAMS) {
    const found = budgetFlowReferrer(query.get(param));
    if (found) return found;
  }
  return null;
}

/** An arrival as the server is told of it: the code must be a known referrer. */
export function validateArrival(input: {
  Referrer: string;
  Page: string;
}): Result<{ referrer: BudgetFlowReferrer; page: string }, FieldError[]> {
  const referrer = budgetFlowReferrer(input.Referrer);
  const errors: FieldError[] = [];
  if (referrer === null)
    errors.push({
      field: 'Referrer',
      message: `Value must be one of ${BUDGET_FLOW_REFERRERS.map((r) => JSON.stringify(r)).join(', ')}`,
    });
  if (!input.Page.startsWith('/'))
    errors.push({ field: 'Page', message: 'Value must be a path starting with /' });
  if (referrer === null || errors.length > 0) return err(errors);
  return ok({ referrer, page: input.Page.slice(0, ARRIVAL_PAGE_MAX) });
}

/** Arrivals counted per referrer (staff's report): every known referrer, with 0 when none arrived. */
export interface ReferrerCount {
  referrer: BudgetFlowReferrer;
  arrivals: number;
  /** ISO-8601 of the first and last arrival counted, or null. */
  first: string | null;
  last: string | null;
}

/** The report's rows: one per known referrer, in the §5 order, missing ones at 0. */
export function referrerReport(counted: readonly ReferrerCount[]): ReferrerCount[] {
  return BUDGET_FLOW_REFERRERS.map(
    (referrer) =>
      counted.find((row) => row.referrer === referrer) ?? { referrer, arrivals: 0, first: null, last: null },
  );
}
