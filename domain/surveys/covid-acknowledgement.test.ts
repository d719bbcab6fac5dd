import { describe, expect, it } from 'vitest';
import { type Milestone, MilestoneState } from '../shipment/enums';
import {
  CovidMessage,
  covidAcknowledgementState,
  covidFollowUp,
  HOME_VISITS,
  validateCovidAcknowledgement,
} from './covid-acknowledgement';

describe('the health-and-safety acknowledgement (§7 POST surveys/covid, our fields; §5 field - message)', () => {
  it('keeps the answers; the two preferences default to no', () => {
    expect(validateCovidAcknowledgement({ HouseholdWell: true, Acknowledged: true })._unsafeUnwrap()).toEqual(
      {
        HouseholdWell: true,
        MasksRequested: false,
        ContactlessHandover: false,
      },
    );
    expect(
      validateCovidAcknowledgement({
        HouseholdWell: false,
        MasksRequested: true,
        ContactlessHandover: true,
        Acknowledged: true,
      })._unsafeUnwrap(),
    ).toEqual({ HouseholdWell: false, MasksRequested: true, ContactlessHandover: true });
  });

  it('needs whether the household is well answered, and the notes acknowledged', () => {
    expect(
      validateCovidAcknowledgement({ HouseholdWell: null, Acknowledged: false })._unsafeUnwrapErr(),
    ).toEqual([
      { field: 'HouseholdWell', message: CovidMessage.householdMissing },
      { field: 'Acknowledged', message: CovidMessage.notAcknowledged },
    ]);
  });

  it('asks the customer to call when someone in the household is unwell', () => {
    const well = { HouseholdWell: true, MasksRequested: false, ContactlessHandover: false };
    expect(covidFollowUp(well)).toBeNull();
    expect(covidFollowUp({ ...well, HouseholdWell: false })).toBe(CovidMessage.callUs);
  });

  it('is open while a crew visit to the home is ahead; closed once none is, at once for a service-center move, and when cancelled', () => {
    const states = (over: Partial<Record<Milestone, MilestoneState>>) => (m: Milestone) =>
      over[m] ?? MilestoneState.Future;
    const door = (over: Partial<Record<Milestone, MilestoneState>> = {}) => states(over);
    expect(covidAcknowledgementState({ cancelled: false, statusOf: door() })).toEqual({ open: true });
    // Delivered, the empty equipment still to collect.
    const delivered = { DropOff: 'Complete', OriginPickup: 'Complete', Delivery: 'Complete' } as const;
    expect(covidAcknowledgementState({ cancelled: false, statusOf: door(delivered) })).toEqual({
      open: true,
    });
    expect(
      covidAcknowledgementState({
        cancelled: false,
        statusOf: door({ ...delivered, DestinationPickup: 'Complete' }),
      }),
    ).toEqual({ open: false, reason: 'NoVisitsAhead', message: CovidMessage.noVisitsAhead });
    const serviceCenters = states(Object.fromEntries(HOME_VISITS.map((m) => [m, MilestoneState.Disabled])));
    expect(covidAcknowledgementState({ cancelled: false, statusOf: serviceCenters })).toMatchObject({
      open: false,
      reason: 'NoVisitsAhead',
    });
    expect(covidAcknowledgementState({ cancelled: true, statusOf: door() })).toMatchObject({
      open: false,
      reason: 'Cancelled',
    });
  });
});
