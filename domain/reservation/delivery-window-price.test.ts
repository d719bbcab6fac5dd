import { describe, expect, it } from 'vitest';
import {
  aCompleteDraft,
  aReservableQuote,
  reservationFacts,
  scheduleAnswers,
} from '../../tests/fixtures/reservation-draft';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { LineType, linesTotal } from '../pricing/price-lines';
import { AppointmentWindow } from '../quote/enums';
import type { DeliveryAppointment, Quote } from '../quote/types';
import { bookedPrice, currentTotal, reservedQuote, withDeliveryAppointment } from './reserved-quote';

/** A move booked with a two-hour drop-off window (the $29 spot appointment of the rate card). */
function bookedWithSpotWindow(): Quote {
  const draft = aCompleteDraft({
    Schedule: scheduleAnswers({
      OriginAppointment: { SelectedAppointmentOption: 'TwoHourWindow', EarlyTime: '0800', LateTime: '1000' },
    }),
  });
  const quote = reservedQuote(aReservableQuote(), draft, reservationFacts(), '2026-06-01T12:30:00.000Z');
  if (quote === null) throw new Error('the example quote books');
  return quote;
}

const twoHours: DeliveryAppointment = {
  Date: isoDate('2026-06-20'),
  AppointmentWindow: AppointmentWindow.TwoHourWindow,
  EarlyTime: '1000',
  LateTime: '1200',
  Rate: cents(2900),
};

const totalOf = (quote: Quote) => quote.Details.Reservation?.TotalPrice;

describe('issue 27 "One total per screen": a delivery window booked later is a priced line of the booked move', () => {
  it('the window fee is its own AdditionalItem line named with its date and times, and TotalPrice is the sum of the lines', () => {
    const booked = bookedWithSpotWindow();
    const before = totalOf(booked) ?? 0;
    const moved = withDeliveryAppointment(booked, twoHours);
    const price = bookedPrice(moved);
    expect(price?.lines).toContainEqual({
      type: LineType.AdditionalItem,
      label: 'Delivery window 06/20/2026, 10:00 AM-12:00 PM MT (Two-Hour Window)',
      amount: 2900,
    });
    // The drop-off window keeps its own line: two $29 choices, two named lines.
    expect(
      price?.lines.filter((l) => l.label === 'Guaranteed Spot Appointment: 8:00-10:00 AM CT'),
    ).toHaveLength(1);
    expect(totalOf(moved)).toBe(before + 2900);
    expect(linesTotal(price?.lines ?? [])).toBe(totalOf(moved));
    expect(currentTotal(moved)).toBe(totalOf(moved));
  });

  it('a second window replaces the first one’s fee, never adds to it; a free window takes the fee off', () => {
    const booked = bookedWithSpotWindow();
    const before = totalOf(booked) ?? 0;
    const twice = withDeliveryAppointment(withDeliveryAppointment(booked, twoHours), {
      ...twoHours,
      AppointmentWindow: AppointmentWindow.OneHourWindow,
      EarlyTime: '0900',
      LateTime: '1000',
      Rate: cents(4900),
    });
    expect(totalOf(twice)).toBe(before + 4900);
    expect(bookedPrice(twice)?.lines.filter((l) => l.label.startsWith('Delivery window'))).toHaveLength(1);
    const free = withDeliveryAppointment(twice, {
      ...twoHours,
      AppointmentWindow: AppointmentWindow.Open,
      Rate: cents(0),
    });
    expect(totalOf(free)).toBe(before);
    expect(bookedPrice(free)?.lines.some((l) => l.label.startsWith('Delivery window'))).toBe(false);
  });

  it('the total a lookup row lists for a booked move is its TotalPrice (the spot window included), not the quote as first priced', () => {
    const quote = aReservableQuote();
    const booked = bookedWithSpotWindow();
    expect(currentTotal(booked)).toBe(totalOf(booked));
    expect(currentTotal(booked)).not.toBe(currentTotal(quote));
    expect(linesTotal(bookedPrice(booked)?.lines ?? [])).toBe(currentTotal(booked));
  });
});
