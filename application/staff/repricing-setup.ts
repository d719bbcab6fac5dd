import { err, ok, type Result } from 'neverthrow';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import type { RecomputeFacts } from '../../domain/quote/recompute-quote';
import { isStaff, type Viewer } from '../accounts/viewer';
import type { SignInRequired, StaffOnly } from '../errors';
import type { Clock } from '../ports/clock';
import type { ChangeNote } from '../ports/quote-repository';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import type { StationCapacity } from '../ports/station-capacity';

/** Longest reason kept with a change. */
export const MAX_REASON_LENGTH = 500;

export type RepricingRefusal = SignInRequired | StaffOnly | { kind: 'ReasonRequired' } | RateCardUnavailable;

/**
 * What every staff re-pricing checks and needs first: a staff, agent or admin viewer (§6), a reason when
 * saving, and the rate card in force today with station capacity (the facts of the domain's rules). The
 * note says who made the change and why.
 */
export function repricingSetup(
  deps: { rateCards: RateCardSource; capacity: StationCapacity; clock: Clock },
  viewer: Viewer,
  save: { reason: string } | null,
): Result<{ facts: RecomputeFacts; note: ChangeNote }, RepricingRefusal> {
  if (viewer === null) return err({ kind: 'SignInRequired' });
  if (!isStaff(viewer)) return err({ kind: 'StaffOnly', message: STAFF_ONLY_MESSAGE });
  const reason = save?.reason.trim() ?? '';
  if (save && reason === '') return err({ kind: 'ReasonRequired' });
  const today = deps.clock.today();
  const card = deps.rateCards.inForceOn(today);
  if (card.isErr()) return err(card.error);
  return ok({
    facts: { today, card: card.value, isFull: (station, date) => deps.capacity.isFull(station, date) },
    note: { by: viewer.email, reason: reason.slice(0, MAX_REASON_LENGTH) },
  });
}
