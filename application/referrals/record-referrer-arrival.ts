import { errAsync, type ResultAsync } from 'neverthrow';
import { type BudgetFlowReferrer, validateArrival } from '../../domain/referrals/referrers';
import { type ValidationFailure, validationFailed } from '../../domain/validation/field-messages';
import type { StorageTrouble } from '../errors';
import type { Clock } from '../ports/clock';
import type { ReferrerArrivals } from '../ports/referrer-arrivals';
import { UseCase } from '../use-case';

/**
 * §5 budget-flow referrers (issue 15): a visitor arrived from PACKRATWEB or ZPPYSHWEB (the page read the code
 * from its query). Recorded once per visitor, referrer and business day; an unknown code is refused.
 */
export class RecordReferrerArrival extends UseCase<{ arrivals: ReferrerArrivals; clock: Clock }> {
  execute(input: {
    Referrer: string;
    Page: string;
    visitorKey: string;
  }): ResultAsync<{ referrer: BudgetFlowReferrer; recorded: boolean }, ValidationFailure | StorageTrouble> {
    const valid = validateArrival(input);
    if (valid.isErr()) return errAsync(validationFailed(valid.error));
    const { referrer, page } = valid.value;
    const { arrivals, clock } = this.deps;
    return arrivals
      .record({ referrer, page, visitorKey: input.visitorKey, at: clock.now(), day: clock.today() })
      .map((recorded) => ({ referrer, recorded }))
      .mapErr((e) =>
        e.kind === 'StorageUnavailable' ? e : { kind: 'StorageUnavailable' as const, message: String(e.id) },
      );
  }
}
