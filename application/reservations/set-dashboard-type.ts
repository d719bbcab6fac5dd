import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import type { Quote } from '../../domain/quote/types';
import { dashboardTypeOf } from '../../domain/reservation/dashboard-restriction';
import type { DashboardType } from '../../domain/reservation/enums';
import { isStaff, type Viewer } from '../accounts/viewer';
import type { StaffOnly } from '../errors';
import type { Clock } from '../ports/clock';
import type { QuoteRepository } from '../ports/quote-repository';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

export type SetDashboardTypeError = ReservationError | StaffOnly;

export interface DashboardTypeSet {
  quote: Quote;
  /** False when the move already had this type (nothing was written, the revision is unchanged). */
  changed: boolean;
}

/**
 * Issue 13, §3 Reservation level DashboardType, for staff (`relomove shipment dashboard`, PUT
 * staff/moves/{id}/dashboard-type): makes a booked move's dashboard reconsignment-limited or
 * non-carrier-limited, or full again (null). Stored on the reserved quote with Revision + 1 and a note of
 * who and why, so a dashboard open on the old revision shows that it is out of date (§4).
 */
export class SetDashboardType extends UseCase<{ quotes: QuoteRepository; clock: Clock }> {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
    type: DashboardType | null;
  }): ResultAsync<DashboardTypeSet, SetDashboardTypeError> {
    const { viewer } = input;
    if (viewer === null) return errAsync({ kind: 'SignInRequired' });
    if (!isStaff(viewer)) return errAsync({ kind: 'StaffOnly', message: STAFF_ONLY_MESSAGE });
    return this.deps.quotes
      .update<{ kind: 'ReservationNotFound' } | { kind: 'Unchanged'; quote: Quote }>(
        input.quoteId,
        (current) => {
          const reservation = current.Details.Reservation;
          if (!current.Details.Reserved || reservation === null)
            return { ok: false, error: { kind: 'ReservationNotFound' } };
          if (dashboardTypeOf(current) === input.type)
            return { ok: false, error: { kind: 'Unchanged', quote: current } };
          return {
            ok: true,
            quote: {
              ...current,
              Details: { ...current.Details, Reservation: { ...reservation, DashboardType: input.type } },
            },
            note: { by: viewer.email, reason: `Dashboard type set to ${input.type ?? 'full'}` },
          };
        },
        this.deps.clock.now(),
      )
      .andThen((change) => {
        if (change.ok) return okResult({ quote: change.quote, changed: true });
        if (change.error.kind === 'Unchanged') return okResult({ quote: change.error.quote, changed: false });
        return errAsync<DashboardTypeSet, SetDashboardTypeError>({ kind: 'ReservationNotFound' });
      });
  }
}

const okResult = (value: DashboardTypeSet): ResultAsync<DashboardTypeSet, SetDashboardTypeError> =>
  okAsync(value);
