import { describe, expect, it } from 'vitest';
import { aRateCard } from '../../tests/fixtures/rate-card';
import {
  aCompleteDraft,
  aReservableQuote,
  locationAnswers,
  reservationFacts,
  scheduleAnswers,
} from '../../tests/fixtures/reservation-draft';
import { isoDate } from '../calendar/iso-date';
import { EDIT_HISTORY_CAP } from '../quote/edit-history';
import { selectedOption } from '../quote/edit-quote';
import { WebReservationFlag } from '../quote/enums';
import type { Quote } from '../quote/types';
import { dashboardErrorFrom, reloadsQuote } from './dashboard-errors';
import { EditActor } from './edit-cutoff';
import { DashboardError, EDITS_SAVED_MESSAGE } from './enums';
import { type MoveEditFacts, type MoveEditRequest, planMoveEdit } from './move-edit';
import {
  MoveEditErrorType,
  moveEditErrorName,
  NO_FORMS_SUPPLIED,
  SPOT_DATE_TOO_SOON_MESSAGE,
} from './move-edit-refusal';
import { comparePrices } from './move-edit-settlement';
import { reservedQuote } from './reserved-quote';
import { StepMessage } from './step-answers';

function booked(): Quote {
  const q = reservedQuote(
    aReservableQuote(),
    aCompleteDraft(),
    reservationFacts(),
    '2026-06-01T12:00:00.000Z',
  );
  if (q === null) throw new Error('the example could not be booked');
  return { ...q, Revision: 2 };
}

function facts(overrides: Partial<MoveEditFacts> = {}): MoveEditFacts {
  return {
    today: isoDate('2026-06-02'),
    now: '2026-06-02T15:00:00.000Z',
    card: aRateCard(),
    isFull: () => false,
    reservation: reservationFacts(),
    ...overrides,
  };
}

const request = (overrides: Partial<MoveEditRequest> = {}): MoveEditRequest => ({
  Revision: 2,
  Location: null,
  Schedule: null,
  Equipment: null,
  ...overrides,
});

describe('planMoveEdit: changing a booked move (issue 13, §7 POST moves/edit/{id})', () => {
  it('a paid two-hour window adds its fee: the difference is the new total less the old, to the cent, and the lines sum to each total', () => {
    const move = booked();
    const plan = planMoveEdit(
      move,
      request({
        Schedule: scheduleAnswers({
          OriginAppointment: {
            SelectedAppointmentOption: 'TwoHourWindow',
            EarlyTime: '0800',
            LateTime: '1000',
          },
        }),
      }),
      facts(),
    )._unsafeUnwrap();
    const compared = comparePrices(plan);
    expect(compared.difference).toBe(5_000);
    expect(compared.newTotal - compared.oldTotal).toBe(compared.difference);
    expect(plan.quote.Details.Reservation?.TotalPrice).toBe(compared.newTotal);
    expect(plan.changed).toEqual(['OriginAppointment']);
    expect(plan.quote.Revision).toBe(2);
    expect(plan.quote.Details.Reservation?.PaymentMethods).toEqual(move.Details.Reservation?.PaymentMethods);
    expect(plan.quote.Details.Reservation?.ReservedAt).toBe(move.Details.Reservation?.ReservedAt);
  });

  it('a higher liability coverage and a longer trailer cost more; the history records each field', () => {
    const plan = planMoveEdit(
      booked(),
      request({ Location: locationAnswers({ Liability: 125 }), Equipment: { LinearFeet: 24 } }),
      facts(),
    )._unsafeUnwrap();
    expect(plan.after.breakdown.total).toBeGreaterThan(plan.before.breakdown.total);
    expect(plan.changed).toEqual(['LinearFeet', 'Liability']);
    expect(selectedOption(plan.quote.Details.PricingOptions)?.LinearFeet).toBe(24);
    const history = plan.quote.Details.Reservation?.EditHistory ?? {};
    expect(history.LinearFeet).toEqual([{ value: '24', at: '2026-06-02T15:00:00.000Z' }]);
    expect(history.Liability).toEqual([{ value: '2', at: '2026-06-02T15:00:00.000Z' }]);
  });

  it('keeps at most the 10 latest history entries per field (§4 Edit history, §9)', () => {
    let move = booked();
    for (let i = 0; i < 12; i++) {
      const feet = 10 + i;
      const plan = planMoveEdit(
        move,
        request({ Revision: move.Revision, Equipment: { LinearFeet: feet } }),
        facts(),
      );
      move = { ...plan._unsafeUnwrap().quote, Revision: move.Revision + 1 };
    }
    const entries = move.Details.Reservation?.EditHistory?.LinearFeet ?? [];
    expect(entries).toHaveLength(EDIT_HISTORY_CAP);
    expect(entries.at(-1)?.value).toBe('21');
    expect(entries[0]?.value).toBe('12');
  });

  it('a new drop-off date moves the schedule and is checked against the capacity data', () => {
    const schedule = scheduleAnswers({ SpotDate: isoDate('2026-06-22'), PickupDate: isoDate('2026-06-25') });
    const plan = planMoveEdit(booked(), request({ Schedule: schedule }), facts())._unsafeUnwrap();
    expect(plan.quote.Details.SpotDate).toBe('2026-06-22');
    expect(plan.quote.Details.Reservation?.MoveDate).toBe('2026-06-22');
    expect(plan).toMatchObject({ station: 'CHI', date: '2026-06-22' });
    const full = planMoveEdit(booked(), request({ Schedule: schedule }), facts({ isFull: () => true }));
    expect(full._unsafeUnwrapErr().error).toBe(MoveEditErrorType.InvalidCapacityUnserviceableDate);
  });

  it('a new pickup keeps to the days the page offers: never past the loading days, never a day the origin service center is closed', () => {
    const plan = (SpotDate: string, PickupDate: string) =>
      planMoveEdit(
        booked(),
        request({
          Schedule: scheduleAnswers({ SpotDate: isoDate(SpotDate), PickupDate: isoDate(PickupDate) }),
        }),
        facts(),
      );
    const refused = {
      error: MoveEditErrorType.QuoteIsIncomplete,
      lines: [`PickupDate - ${StepMessage.pickupNotOffered}`],
    };
    // Drop-off Monday Jun 22 with 3 loading days: Friday Jun 26 is a fourth.
    expect(plan('2026-06-22', '2026-06-26')._unsafeUnwrapErr()).toMatchObject(refused);
    // Friday Jul 3 is a Chicago holiday: after a Tuesday Jun 30 drop-off the pickups are Jun 30 to Jul 2 and Jul 6.
    expect(plan('2026-06-30', '2026-07-03')._unsafeUnwrapErr()).toMatchObject(refused);
    expect(plan('2026-06-30', '2026-07-06').isOk()).toBe(true);
  });

  it('refuses another revision with WrongRevisionError (MyMove) (§8)', () => {
    const refused = planMoveEdit(booked(), request({ Revision: 1, Equipment: { LinearFeet: 24 } }), facts());
    expect(moveEditErrorName(refused._unsafeUnwrapErr().error)).toBe('WrongRevisionError (MyMove)');
  });

  it('refuses after the cut-off with EditNotAllowed and the call-us words (§8, issue 13)', () => {
    const refused = planMoveEdit(
      booked(),
      request({ Equipment: { LinearFeet: 24 } }),
      facts({ now: '2026-06-10T21:00:00.000Z', today: isoDate('2026-06-10') }),
    )._unsafeUnwrapErr();
    expect(moveEditErrorName(refused.error)).toBe('EditNotAllowed (MyMove)');
    expect(refused.message).toMatch(/call us/);
  });

  it('staff taking the customer’s call change the move after the cut-off, and may pick a date too soon to choose online, never a past one', () => {
    const late = facts({
      now: '2026-06-10T21:00:00.000Z',
      today: isoDate('2026-06-10'),
      actor: EditActor.Staff,
    });
    const plan = planMoveEdit(booked(), request({ Equipment: { LinearFeet: 24 } }), late)._unsafeUnwrap();
    expect(plan.changed).toContain('LinearFeet');
    const early = facts({ actor: EditActor.Staff });
    const soon = planMoveEdit(
      booked(),
      request({
        Schedule: scheduleAnswers({ SpotDate: isoDate('2026-06-04'), PickupDate: isoDate('2026-06-05') }),
      }),
      early,
    )._unsafeUnwrap();
    expect(soon.quote.Details.SpotDate).toBe('2026-06-04');
    const past = planMoveEdit(
      booked(),
      request({ Schedule: scheduleAnswers({ SpotDate: isoDate('2026-06-01') }) }),
      early,
    )._unsafeUnwrapErr();
    expect(past.error).toBe(MoveEditErrorType.SpotDateIsPast);
  });

  it('refuses a drop-off date in the past (SpotDateIsPast) and one too soon to choose online (EditNotAllowed)', () => {
    const past = planMoveEdit(
      booked(),
      request({ Schedule: scheduleAnswers({ SpotDate: isoDate('2026-06-01') }) }),
      facts(),
    )._unsafeUnwrapErr();
    expect(past.error).toBe(MoveEditErrorType.SpotDateIsPast);
    const soon = planMoveEdit(
      booked(),
      request({
        Schedule: scheduleAnswers({ SpotDate: isoDate('2026-06-04'), PickupDate: isoDate('2026-06-05') }),
      }),
      facts(),
    )._unsafeUnwrapErr();
    expect(soon).toMatchObject({
      error: MoveEditErrorType.EditNotAllowed,
      message: SPOT_DATE_TOO_SOON_MESSAGE,
    });
  });

  it('refuses a cancelled reservation (EditNotAllowed) and a request with no form (No forms supplied)', () => {
    const move = booked();
    const cancelled = {
      ...move,
      Details: { ...move.Details, WebReservationFlag: WebReservationFlag.Cancelled },
    };
    expect(planMoveEdit(cancelled, request(), facts())._unsafeUnwrapErr().error).toBe(
      MoveEditErrorType.EditNotAllowed,
    );
    const none = planMoveEdit(move, request(), facts())._unsafeUnwrapErr();
    expect(none).toMatchObject({
      error: MoveEditErrorType.QuoteIsIncomplete,
      lines: [`- ${NO_FORMS_SUPPLIED}`],
    });
  });

  it("names the form's field for a bad answer (QuoteIsIncomplete lines, §5)", () => {
    const refused = planMoveEdit(
      booked(),
      request({
        Equipment: { NumCubes: 3 },
        Schedule: scheduleAnswers({ PickupDate: isoDate('2026-06-12') }),
      }),
      facts(),
    )._unsafeUnwrapErr();
    expect(refused.lines).toEqual(['Equipment.NumCubes - This move uses a trailer, not ReloCubes']);
    const pickup = planMoveEdit(
      booked(),
      request({ Schedule: scheduleAnswers({ PickupDate: isoDate('2026-06-12') }) }),
      facts(),
    )._unsafeUnwrapErr();
    expect(pickup.lines).toEqual(['PickupDate - Pickup must be on or after the drop-off date']);
  });

  it('every refusal is read by the dashboard as §8 says, and WrongRevision, EditNotAllowed and SpotDateIsPast reload the quote (§4)', () => {
    const read = (type: MoveEditErrorType) => dashboardErrorFrom({ Messages: [moveEditErrorName(type)] });
    expect(read(MoveEditErrorType.WrongRevisionError)).toBe(DashboardError.WrongRevision);
    expect(read(MoveEditErrorType.EditNotAllowed)).toBe(DashboardError.EditNotAllowed);
    expect(read(MoveEditErrorType.SpotDateIsPast)).toBe(DashboardError.SpotDateIsPast);
    expect(read(MoveEditErrorType.QuoteIsIncomplete)).toBe(DashboardError.QuoteIsIncomplete);
    for (const type of [
      MoveEditErrorType.WrongRevisionError,
      MoveEditErrorType.EditNotAllowed,
      MoveEditErrorType.SpotDateIsPast,
    ]) {
      expect(reloadsQuote(read(type))).toBe(true);
    }
  });

  it("the saved message is §4's 'Your edits have been saved.'", () => {
    expect(EDITS_SAVED_MESSAGE).toBe('Your edits have been saved.');
  });
});
