/**
 * §5 "Known budget-flow referrers: PACKRATWEB and ZPPYSHWEB" (issue 15): the codes and how a page reads one
 * from its query. Kept apart and small (no neverthrow): every page's layout reads it (referrers.ts has the rest).
 */

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
