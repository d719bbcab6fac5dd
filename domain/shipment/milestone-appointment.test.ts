import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { exampleQuote } from '../quote/example-quote';
import type { DeliveryAppointment, Quote, SpotAppointment } from '../quote/types';
import { Milestone } from './enums';
import {
  happeningNow,
  milestoneAppointment,
  milestoneTimeZone,
  moveTimeZones,
  stationTimeText,
  zoneOfMilestone,
} from './milestone-appointment';

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
  it('the drop-off has its paid SpotAppointment window on the day it was booked for only; a free one has no times to show', () => {
    const paid = withWindows({ AppointmentWindow: 'OneHourWindow', EarlyTime: '0900', LateTime: '1000' });
    const spot = paid.Details.SpotDate;
    expect(milestoneAppointment(paid, Milestone.DropOff, spot)).toEqual({
      AppointmentWindow: 'OneHourWindow',
      EarlyTime: '0900',
      LateTime: '1000',
    });
    // Moved to another day (a revised estimate), or with no date: the window booked is not that day's.
    expect(milestoneAppointment(paid, Milestone.DropOff, isoDate('2030-01-02'))).toBeNull();
    expect(milestoneAppointment(paid, Milestone.DropOff, null)).toBeNull();
    const open = withWindows({ AppointmentWindow: 'Open', EarlyTime: '', LateTime: '' });
    expect(milestoneAppointment(open, Milestone.DropOff, spot)).toBeNull();
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

describe('when an event happened, told in its station’s zone and naming it (issue 27: times say which zone)', () => {
  it('reads the instant in the zone, whatever offset it was written in, on a 12-hour clock', () => {
    expect(stationTimeText('2026-12-04T14:05:00-06:00', 'America/Chicago')).toBe('12/04/2026, 2:05 PM CT');
    // Recorded in UTC just after midnight: still the evening before in Denver.
    expect(stationTimeText('2026-12-04T00:30:00Z', 'America/Denver')).toBe('12/03/2026, 5:30 PM MT');
    expect(stationTimeText('2026-12-04T18:00:00Z', 'America/Chicago')).toBe('12/04/2026, 12:00 PM CT');
    expect(stationTimeText('2026-12-04T06:00:00Z', 'America/Chicago')).toBe('12/04/2026, 12:00 AM CT');
    // Summer time: Los Angeles is 7 hours behind UTC in July.
    expect(stationTimeText('2026-07-01T16:45:00Z', 'America/Los_Angeles')).toBe('07/01/2026, 9:45 AM PT');
  });
});

describe('the zones staff read a move in are its service centers’ (issue 27: times in the service center’s zone)', () => {
  it('the origin’s for the origin’s steps and the move’s own records, the destination’s for the rest', () => {
    const quote = withWindows({});
    const zones = moveTimeZones(quote);
    expect(zones).toEqual({ Origin: 'America/Chicago', Destination: 'America/Denver' });
    expect(zoneOfMilestone(zones, Milestone.DropOff)).toBe('America/Chicago');
    expect(zoneOfMilestone(zones, Milestone.OriginPickup)).toBe('America/Chicago');
    expect(zoneOfMilestone(zones, Milestone.Transit)).toBe('America/Denver');
    expect(zoneOfMilestone(zones, Milestone.Delivery)).toBe('America/Denver');
    for (const m of Object.values(Milestone))
      expect(zoneOfMilestone(zones, m)).toBe(milestoneTimeZone(quote, m));
  });
});

describe('an event that happens now is written in its station’s own offset (issue 27)', () => {
  it('at the origin for the pickup, at the destination for the delivery; recorded as the clock gave it', () => {
    const quote = withWindows({});
    const now = '2026-12-04T18:00:00.000Z';
    const origin = happeningNow(quote, Milestone.OriginPickup, now);
    const destination = happeningNow(quote, Milestone.Delivery, now);
    expect(Date.parse(origin.occurredAt)).toBe(Date.parse(now));
    expect(Date.parse(destination.occurredAt)).toBe(Date.parse(now));
    expect(stationTimeText(origin.occurredAt, milestoneTimeZone(quote, Milestone.OriginPickup))).toBe(
      stationTimeText(now, milestoneTimeZone(quote, Milestone.OriginPickup)),
    );
    // Its written offset is its station's, so its local date and time read straight off it.
    expect(origin.occurredAt.slice(-6)).not.toBe('+00:00');
    expect(origin.recordedAt).toBe(now);
    expect(destination.recordedAt).toBe(now);
  });
});
