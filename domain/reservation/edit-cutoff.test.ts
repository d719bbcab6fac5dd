import { describe, expect, it } from 'vitest';
import { aCompleteDraft, aReservableQuote, reservationFacts } from '../../tests/fixtures/reservation-draft';
import { businessDaysBefore } from '../calendar/business-days';
import { isoDate } from '../calendar/iso-date';
import { centralHoursBehindUtc, stationInstant } from '../calendar/station-time';
import { cents } from '../money/money';
import { WebReservationFlag } from '../quote/enums';
import { MOVE_EDITS_DEFAULT } from '../rating/rate-card';
import { CANCEL_MESSAGES, cancelReservation } from './cancellation';
import {
  EDIT_CLOSED_MESSAGES,
  EditActor,
  EditClosedReason,
  editCutoffAt,
  moveEditWindow,
  STAFF_EDIT_MESSAGES,
} from './edit-cutoff';
import { reservedQuote } from './reserved-quote';

/** The example move booked: Chicago (Central time, station CHI) drop-off Monday 2026-06-15. */
function bookedExample() {
  const booked = reservedQuote(
    aReservableQuote(),
    aCompleteDraft(),
    reservationFacts(),
    '2026-06-01T12:00:00.000Z',
  );
  if (booked === null) throw new Error('the example could not be booked');
  return booked;
}

describe('business days before a date (issue 13 cut-off)', () => {
  it('three business days before a Monday is the Wednesday before; holidays are skipped', () => {
    expect(businessDaysBefore(isoDate('2026-06-15'), 3)).toBe('2026-06-10');
    expect(businessDaysBefore(isoDate('2026-06-15'), 3, [isoDate('2026-06-12')])).toBe('2026-06-09');
    expect(businessDaysBefore(isoDate('2026-06-18'), 3)).toBe('2026-06-15');
  });

  it('refuses a count below 1 (a programming error)', () => {
    expect(() => businessDaysBefore(isoDate('2026-06-15'), 0)).toThrow(RangeError);
  });
});

describe('station local time to an instant (§3 StationCentralTimeDifference)', () => {
  it('US Central is 5 hours behind UTC under daylight saving time and 6 otherwise (2nd Sunday of March to 1st Sunday of November)', () => {
    expect(centralHoursBehindUtc(isoDate('2026-03-07'))).toBe(6);
    expect(centralHoursBehindUtc(isoDate('2026-03-08'))).toBe(5);
    expect(centralHoursBehindUtc(isoDate('2026-10-31'))).toBe(5);
    expect(centralHoursBehindUtc(isoDate('2026-11-01'))).toBe(6);
    expect(centralHoursBehindUtc(isoDate('2026-12-01'))).toBe(6);
  });

  it('4 p.m. in Chicago, New York and Los Angeles', () => {
    expect(stationInstant(isoDate('2026-06-10'), 16 * 60, 0)).toBe('2026-06-10T21:00:00.000Z');
    expect(stationInstant(isoDate('2026-12-03'), 16 * 60, 1)).toBe('2026-12-03T21:00:00.000Z');
    expect(stationInstant(isoDate('2026-12-03'), 16 * 60, -2)).toBe('2026-12-04T00:00:00.000Z');
  });
});

describe('the self-service edit cut-off (issue 13, §6 IsMyMoveEditAllowed)', () => {
  it('is 4 p.m. at the origin station three business days before drop-off by default (rate card data)', () => {
    const booked = bookedExample();
    expect(
      editCutoffAt(
        { spotDate: booked.Details.SpotDate, station: booked.Details.Origin.StationDetail },
        MOVE_EDITS_DEFAULT,
      ),
    ).toBe('2026-06-10T21:00:00.000Z');
  });

  it('allows changes until the cut-off and refuses them from the cut-off on, telling the customer to call', () => {
    const booked = bookedExample();
    const before = moveEditWindow(booked, '2026-06-10T20:59:59.000Z', MOVE_EDITS_DEFAULT);
    expect(before).toMatchObject({ allowed: true, cutoffAt: '2026-06-10T21:00:00.000Z', reason: null });
    expect(before.message).toContain('06/10/2026');
    const at = moveEditWindow(booked, '2026-06-10T21:00:00.000Z', MOVE_EDITS_DEFAULT);
    expect(at).toMatchObject({ allowed: false, reason: EditClosedReason.CutoffPassed });
    expect(at.message).toBe(EDIT_CLOSED_MESSAGES.CutoffPassed);
    expect(at.message).toMatch(/call us/);
  });

  it('follows the rate card: another hour and number of business days', () => {
    const booked = bookedExample();
    expect(
      moveEditWindow(booked, '2026-06-12T10:00:00.000Z', { businessDaysBefore: 1, localHour: 9 }).cutoffAt,
    ).toBe('2026-06-12T14:00:00.000Z');
  });

  it('refuses a cancelled reservation and a quote that is not booked', () => {
    const booked = bookedExample();
    const cancelled = {
      ...booked,
      Details: { ...booked.Details, WebReservationFlag: WebReservationFlag.Cancelled },
    };
    expect(moveEditWindow(cancelled, '2026-06-01T12:00:00.000Z', MOVE_EDITS_DEFAULT).reason).toBe(
      EditClosedReason.Cancelled,
    );
    expect(moveEditWindow(aReservableQuote(), '2026-06-01T12:00:00.000Z', MOVE_EDITS_DEFAULT).reason).toBe(
      EditClosedReason.NotReserved,
    );
  });
});

describe('staff change a move after the customer’s cut-off (issue 13 "After it, prompt-to-call"; §6 staff)', () => {
  it('the customer told to call gets help: staff may change the move after the cut-off, and are told why it is open to them', () => {
    const booked = bookedExample();
    const late = '2026-06-12T12:00:00.000Z';
    expect(moveEditWindow(booked, late, MOVE_EDITS_DEFAULT).allowed).toBe(false);
    expect(moveEditWindow(booked, late, MOVE_EDITS_DEFAULT, EditActor.Staff)).toEqual({
      allowed: true,
      cutoffAt: null,
      reason: null,
      message: STAFF_EDIT_MESSAGES.CutoffPassed,
    });
  });

  it('staff cannot change a cancelled reservation, a quote that is not booked, or a move under way', () => {
    const booked = bookedExample();
    const at = '2026-06-02T12:00:00.000Z';
    const cancelled = {
      ...booked,
      Details: { ...booked.Details, WebReservationFlag: WebReservationFlag.Cancelled },
    };
    const reservation = booked.Details.Reservation;
    if (reservation === null) throw new Error('not booked');
    const underway = {
      ...booked,
      Details: { ...booked.Details, Reservation: { ...reservation, EquipmentSpottedOrigin: true } },
    };
    for (const [quote, reason] of [
      [cancelled, EditClosedReason.Cancelled],
      [aReservableQuote(), EditClosedReason.NotReserved],
      [underway, EditClosedReason.Underway],
    ] as const) {
      expect(moveEditWindow(quote, at, MOVE_EDITS_DEFAULT, EditActor.Staff)).toMatchObject({
        allowed: false,
        reason,
      });
    }
  });
});

describe('a move under way (issue 13, §3 EquipmentSpottedOrigin)', () => {
  const underway = () => {
    const booked = bookedExample();
    if (booked.Details.Reservation === null) throw new Error('not booked');
    return {
      ...booked,
      Details: {
        ...booked.Details,
        Reservation: { ...booked.Details.Reservation, EquipmentSpottedOrigin: true },
      },
    };
  };

  it('is not changed online once the equipment is at the origin, even before the cut-off', () => {
    const early = '2026-06-02T12:00:00.000Z';
    expect(moveEditWindow(bookedExample(), early, MOVE_EDITS_DEFAULT).allowed).toBe(true);
    expect(moveEditWindow(underway(), early, MOVE_EDITS_DEFAULT)).toMatchObject({
      allowed: false,
      reason: EditClosedReason.Underway,
      message: EDIT_CLOSED_MESSAGES.Underway,
    });
  });

  it('is not cancelled online by the customer (free or not), and staff still can', () => {
    const fees = { freeDaysBefore: 7, withinDaysFee: cents(5000), sameDayFee: cents(15000) };
    const move = underway();
    const request = { revision: move.Revision, today: isoDate('2026-06-02'), at: '2026-06-02T12:00:00.000Z' };
    expect(cancelReservation(move, { ...request, by: 'customer' }, fees)._unsafeUnwrapErr()).toEqual({
      kind: 'NotCancellableOnline',
      message: CANCEL_MESSAGES.underway,
    });
    expect(cancelReservation(move, { ...request, by: 'staff' }, fees).isOk()).toBe(true);
  });
});
