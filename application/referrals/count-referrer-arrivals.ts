import { errAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { type ReferrerCount, referrerReport } from '../../domain/referrals/referrers';
import type { Viewer } from '../accounts/viewer';
import { staffCheck } from '../accounts/viewer';
import type { StaffReadError } from '../errors';
import type { ReferrerArrivals } from '../ports/referrer-arrivals';
import { UseCase } from '../use-case';

/**
 * Staff read how many visitors arrived from each §5 budget-flow referrer (issue 15: GET staff/referrals,
 * `relomove referrals`): every known referrer, 0 when none came, on and after a day or ever.
 */
export class CountReferrerArrivals extends UseCase<{ arrivals: ReferrerArrivals }> {
  execute(input: { viewer: Viewer; since: IsoDate | null }): ResultAsync<ReferrerCount[], StaffReadError> {
    const refused = staffCheck(input.viewer);
    if (refused) return errAsync(refused);
    return this.deps.arrivals
      .count(input.since)
      .map(referrerReport)
      .mapErr((e) =>
        e.kind === 'StorageUnavailable' ? e : { kind: 'StorageUnavailable' as const, message: String(e.id) },
      );
  }
}
