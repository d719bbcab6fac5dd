import { describe, expect, it } from 'vitest';
import {
  CovidMessage,
  covidAcknowledgementState,
  covidFollowUp,
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

  it('is open while a step of the move is ahead; closed once all are complete, or the move is cancelled', () => {
    expect(covidAcknowledgementState({ cancelled: false, next: 'DropOff' })).toEqual({ open: true });
    expect(covidAcknowledgementState({ cancelled: false, next: 'DestinationPickup' })).toEqual({
      open: true,
    });
    expect(covidAcknowledgementState({ cancelled: false, next: null })).toEqual({
      open: false,
      reason: 'MoveComplete',
      message: CovidMessage.moveComplete,
    });
    expect(covidAcknowledgementState({ cancelled: true, next: 'DropOff' })).toMatchObject({
      open: false,
      reason: 'Cancelled',
    });
  });
});
