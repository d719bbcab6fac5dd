import { useQuery } from '@tanstack/react-query';
import type { AbTest } from '../../../../domain/experiments/ab-tests';
import { financingPromoShown } from '../../../../domain/experiments/test-arms';
import type { Cents } from '../../../../domain/money/money';
import { type AsLowAs, asLowAs, monthlyPayment } from '../../../../domain/payment/financing-promo';
import { useApi } from '../../app/api-context';

/** One term of the example table, with what it costs a month for this total. */
export interface PromoTerm {
  months: number;
  aprBasisPoints: number;
  monthlyPayment: Cents;
}

/** What the promo line shows: the lowest monthly payment and every term of the table for the total. */
export interface FinancingPromoModel {
  total: Cents;
  best: AsLowAs;
  terms: readonly PromoTerm[];
}

export const FINANCING_TERMS_QUERY_KEY = ['financing-terms'] as const;
export const abTestQueryKey = (test: AbTest) => ['ab-test', test] as const;

/**
 * §1 financing-promo widget (issue 12): the visitor's arm of the §7 A/B test (GET drupal_ab_test/{test}),
 * and when that arm sees the promo (domain/experiments/test-arms.ts `financingPromoShown`), the EXAMPLE term
 * table (GET financing/terms) and the domain's `asLowAs` for the total. Null while unknown, when the arm
 * sees no promo, when either call fails, and for a total outside the table's amounts: the page works
 * without the line. Both answers are kept for the page's life (the arm is sticky, the table is reference data).
 */
export function useFinancingPromo(test: AbTest, total: Cents | null): FinancingPromoModel | null {
  const api = useApi();
  const arm = useQuery({
    queryKey: abTestQueryKey(test),
    queryFn: () => api.abTestVariant(test),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const shown = financingPromoShown(arm.data?.ok ? arm.data.value : null);
  const table = useQuery({
    queryKey: FINANCING_TERMS_QUERY_KEY,
    queryFn: () => api.financingTerms(),
    enabled: shown,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const terms = table.data?.ok ? table.data.value : null;
  if (!shown || terms === null || total === null) return null;
  const best = asLowAs(total, terms);
  if (best === null) return null;
  return {
    total,
    best,
    terms: terms.terms.map((t) => ({
      months: t.months,
      aprBasisPoints: t.aprBasisPoints,
      monthlyPayment: monthlyPayment(total, t.aprBasisPoints, t.months),
    })),
  };
}
