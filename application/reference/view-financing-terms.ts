import { okAsync, type ResultAsync } from 'neverthrow';
import type { FinancingTerms } from '../../domain/payment/financing-promo';
import type { FinancingTermsSource } from '../ports/financing-terms-source';
import { UseCase } from '../use-case';

/**
 * GET /api/financing/terms (issue 12, our design): the §1 financing promo's APR and term table, for the
 * browser to compute "as low as $X/month" with the domain's `asLowAs` on the quote view and the payment step.
 */
export class ViewFinancingTerms extends UseCase<{ source: FinancingTermsSource }> {
  execute(): ResultAsync<FinancingTerms, never> {
    return okAsync(this.deps.source.terms());
  }
}
