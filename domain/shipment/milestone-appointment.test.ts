import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { exampleQuote } from '../quote/example-quote';
import type { DeliveryAppointment, Quote, SpotAppointment } from '../quote/types';
import { Milestone } from './enums';
import { milestoneAppointment, milestoneTimeZone } from './milestone-appointment';

const DAY = isoDate('2026-12-10');

function withWindows(spot: Partial<SpotAppointment>, delivery?: Partial<DeliveryAppointment>): Quote {
  const q = exampleQuote();
  const reservation = q.Details.Reservation;
  if (!reservation) throw new Error('the example quote is reserved');
  return {
    ...q,
    QuoteId: 1,
    Revision: 1,
    Details: {
      ...q.Details,
      Reservation: {
        ...reservation,
        SpotAppointment: { ...reservation.SpotAppointment, ...spot },
        ...(delivery
          ? {
              DeliveryAppointment: {
                Date: DAY,
                AppointmentWindow: 'TwoHourWindow',
                EarlyTime: '1000',
                LateTime: '1200',
                Rate: cents(2900),
                ...delivery,
              },
            }
          : {}),
      },
    },
  };
}

describe('a milestone’s booked window and zone (issue 27: the dashboard and the .ics read the same)', () => {
  it('the drop-off has its paid SpotAppointment window; a free one has no times to show', () => {
    const paid = withWindows({ AppointmentWindow: 'OneHourWindow', EarlyTime: '0900', LateTime: '1000' });
    expect(milestoneAppointment(paid, Milestone.DropOff, null)).toEqual({
      AppointmentWindow: 'OneHourWindow',
      EarlyTime: '0900',
      LateTime: '1000',
    });
    const open = withWindows({ AppointmentWindow: 'Open', EarlyTime: '', LateTime: '' });
    expect(milestoneAppointment(open, Milestone.DropOff, null)).toBeNull();
  });

  it('the delivery has the window booked with the delivery tool on its booked day only', () => {
    const quote = withWindows({}, {});
    expect(milestoneAppointment(quote, Milestone.Delivery, DAY)).toEqual({
      AppointmentWindow: 'TwoHourWindow',
      EarlyTime: '1000',
      LateTime: '1200',
    });
    // Moved to another day (a staff event), the window booked for the first day is not claimed.
    expect(milestoneAppointment(quote, Milestone.Delivery, isoDate('2026-12-11'))).toBeNull();
    expect(milestoneAppointment(quote, Milestone.OriginPickup, DAY)).toBeNull();
    expect(milestoneAppointment(withWindows({}), Milestone.Delivery, DAY)).toBeNull();
  });

  it('origin steps are in the origin station’s zone, the others in the destination’s', () => {
    const quote = exampleQuote();
    expect(milestoneTimeZone(quote, Milestone.DropOff)).toBe('America/Chicago');
    expect(milestoneTimeZone(quote, Milestone.OriginPickup)).toBe('America/Chicago');
    expect(milestoneTimeZone(quote, Milestone.Delivery)).toBe('America/Denver');
    expect(milestoneTimeZone(quote, Milestone.DestinationPickup)).toBe('America/Denver');
  });
});
