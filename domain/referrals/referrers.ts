/**
 * §5 "Known budget-flow referrers: PACKRATWEB and ZPPYSHWEB" (issue 15). How a referrer arrives is not shown;
 * ours (docs/decisions.md): the partner's link carries its code in the page's query, as `?referrer=` or as the
 * usual campaign tag `?utm_source=` (either case: 'packratweb' is PACKRATWEB). document.referrer is not used:
 * it carries a site's address, not its code, and browsers often strip it. An arrival is recorded once per
 * visitor, referrer and day, so a reload or a second page does not count twice.
 */
import { err, ok, type Result } from 'neverthrow';
import type { FieldError } from '../validation/field-messages';
import {
  ARRIVAL_PAGE_MAX,
  BUDGET_FLOW_REFERRERS,
  type BudgetFlowReferrer,
  budgetFlowReferrer,
} from './referrer-codes';

export * from './referrer-codes';

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
