import { err, ok, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { ReservationStep } from '../../domain/reservation/enums';
import { StepMessage } from '../../domain/reservation/step-answers';
import { aRateCard } from '../../tests/fixtures/rate-card';
import {
  aReservableQuote,
  locationAnswers,
  RESERVATION_TODAY,
  scheduleAnswers,
} from '../../tests/fixtures/reservation-draft';
import type { CityDirectory } from '../ports/city-directory';
import type { Clock } from '../ports/clock';
import type { QuoteRepository } from '../ports/quote-repository';
import type { RateCardSource } from '../ports/rate-card-source';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import type { StationCapacity } from '../ports/station-capacity';
import { SaveReservationStep } from './save-reservation-step';

const OWNER = 7;
const NO_CARD = {
  kind: 'RateCardUnavailable' as const,
  message: `No rate card is in force on ${RESERVATION_TODAY}`,
};

/** The step with a quote its owner may reserve, and today's rate cards as `rateCards` answers. */
function setup(rateCards: RateCardSource) {
  const quote = aReservableQuote();
  const saveDraft = vi.fn((draft: unknown) => okAsync(draft));
  const update = vi.fn();
  const clock: Clock = {
    today: () => RESERVATION_TODAY,
    now: () => `${RESERVATION_TODAY}T15:00:00.000Z`,
    nowMs: () => Date.parse(`${RESERVATION_TODAY}T15:00:00.000Z`),
  };
  const step = new SaveReservationStep({
    quotes: { findById: () => okAsync(quote), update } as unknown as QuoteRepository,
    reservations: {
      ownerOf: () => okAsync(OWNER),
      findDraft: () => okAsync(null),
      saveDraft,
    } as unknown as ReservationRepository,
    clock,
    centers: { byStationCode: () => null } as unknown as ServiceCenterDirectory,
    capacity: { isFull: () => false } as unknown as StationCapacity,
    cities: {} as CityDirectory,
    rateCards,
  });
  const viewer = { userId: OWNER, email: 'dana@example.com', role: Role.customer };
  const schedule = (answers: ReturnType<typeof scheduleAnswers>) =>
    step.execute({ viewer, quoteId: quote.QuoteId, step: ReservationStep.schedule, answers });
  return { step, viewer, quote, saveDraft, update, schedule };
}

describe('saving a reservation step when no rate card is in force (issue 27: the server prices every step)', () => {
  const noCard: RateCardSource = { inForceOn: () => err(NO_CARD) };

  it('refuses the location step with RateCardUnavailable, and keeps neither the answers nor a price', async () => {
    const { step, viewer, quote, saveDraft, update } = setup(noCard);
    const saved = await step.execute({
      viewer,
      quoteId: quote.QuoteId,
      step: ReservationStep.location,
      answers: locationAnswers(),
    });
    expect(saved._unsafeUnwrapErr()).toEqual(NO_CARD);
    expect(saveDraft).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses a schedule step that chose a guaranteed delivery with RateCardUnavailable', async () => {
    const { schedule, saveDraft } = setup(noCard);
    const saved = await schedule(scheduleAnswers({ GuaranteedTransitTime: 3 }));
    expect(saved._unsafeUnwrapErr()).toEqual(NO_CARD);
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('saves a schedule step without a guaranteed delivery: it prices nothing', async () => {
    const { schedule, saveDraft } = setup(noCard);
    const saved = await schedule(scheduleAnswers({ SpotDate: '2026-06-15' as IsoDate }));
    expect(saved.isOk()).toBe(true);
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });
});

describe('saving the schedule step with a rate card in force: the pickup is one the step offers', () => {
  const card: RateCardSource = { inForceOn: () => ok(aRateCard({ loading: { Trailer: 3, ReloCube: 3 } })) };

  it('refuses a pickup past the loading days or on a day the origin service center is closed, and keeps nothing', async () => {
    const { schedule, saveDraft } = setup(card);
    // Drop-off Monday Jun 15 at Chicago, 3 loading days: Friday Jun 19 is a fourth day.
    const late = await schedule(scheduleAnswers({ PickupDate: '2026-06-19' as IsoDate }));
    expect(late._unsafeUnwrapErr()).toEqual({
      kind: 'ValidationFailed',
      errors: [{ field: 'PickupDate', message: StepMessage.pickupNotOffered }],
    });
    // Friday Jul 3 (Independence Day observed) is a Chicago holiday.
    const closed = await schedule(
      scheduleAnswers({ SpotDate: '2026-06-30' as IsoDate, PickupDate: '2026-07-03' as IsoDate }),
    );
    expect(closed._unsafeUnwrapErr()).toMatchObject({ kind: 'ValidationFailed' });
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('saves the standard pickup, the last loading day (Thursday Jun 18 for a Monday Jun 15 drop-off)', async () => {
    const { schedule, saveDraft } = setup(card);
    const saved = await schedule(scheduleAnswers({ PickupDate: '2026-06-18' as IsoDate }));
    expect(saved.isOk()).toBe(true);
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });
});
