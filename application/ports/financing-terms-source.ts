import type { FinancingTerms } from '../../domain/payment/financing-promo';
import type { Token } from './token';

/**
 * Issue 12, §1 financing promo: the published APR and term table the "as low as $X/month" line is
 * computed from (data/financing-terms.json, an EXAMPLE table). Read-only reference data, loaded once.
 */
export interface FinancingTermsSource {
  terms(): FinancingTerms;
}
export const FinancingTermsSource: Token<FinancingTermsSource> = Symbol('FinancingTermsSource');
