import { okAsync, type ResultAsync } from 'neverthrow';
import { type AbTest, type AbVariant, abVariant } from '../../domain/experiments/ab-tests';

export interface TestVariant {
  test: AbTest;
  variant: AbVariant;
}

/**
 * The §7 A/B test configuration calls (/drupal_ab_test/{test}): the arm a visitor is in. Sticky without
 * storage: the variant is a hash of the test and the visitor's id (domain/experiments/ab-tests.ts).
 */
export class AssignTestVariant {
  execute(input: { test: AbTest; visitorId: string }): ResultAsync<TestVariant, never> {
    return okAsync({ test: input.test, variant: abVariant(input.test, input.visitorId) });
  }
}
