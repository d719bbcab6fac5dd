import type { AbTest } from '../../../../domain/experiments/ab-tests';
import type { Cents } from '../../../../domain/money/money';
import { FinancingPromoView } from './financing-promo-view';
import { useFinancingPromo } from './use-financing-promo';

/**
 * §1 financing-promo widget for a page: the quote view (A/B test affirm-quote-response-promo-test) and the
 * payment step (affirm-payment-test). Renders nothing unless the visitor's arm sees it and the total is
 * within the example table's amounts.
 */
export function FinancingPromo({ test, total }: { test: AbTest; total: Cents | null }) {
  const promo = useFinancingPromo(test, total);
  return promo ? <FinancingPromoView promo={promo} /> : null;
}
