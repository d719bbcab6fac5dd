import { describe, expect, it } from 'vitest';
import { cents, dollars } from '../money/money';
import { AppointmentWindow } from '../quote/enums';
import { brokerAndCustomsFees, spotAppointmentFee, WEIGHT_TICKETS_FEE, weightTicketsFee } from './fees';

const rates = { OneHourRate: dollars(99), TwoHourRate: dollars(49) };

describe('fees (§9)', () => {
  it('weight tickets cost $150 (§9)', () => {
    expect(WEIGHT_TICKETS_FEE).toBe(15000);
    expect(weightTicketsFee(true, false)).toBe(15000);
  });

  it('weight tickets cost 0 when waived or not requested (§9)', () => {
    expect(weightTicketsFee(true, true)).toBe(0);
    expect(weightTicketsFee(false, false)).toBe(0);
  });

  it('adds OneHourRate for a one-hour window and TwoHourRate for a two-hour window (§9)', () => {
    expect(spotAppointmentFee(AppointmentWindow.OneHourWindow, rates)).toBe(9900);
    expect(spotAppointmentFee(AppointmentWindow.TwoHourWindow, rates)).toBe(4900);
  });

  it('charges nothing for an Unspecified or Open window (§9)', () => {
    expect(spotAppointmentFee(AppointmentWindow.Unspecified, rates)).toBe(0);
    expect(spotAppointmentFee(AppointmentWindow.Open, rates)).toBe(0);
  });

  it('adds broker and customs fees if present (§9)', () => {
    expect(brokerAndCustomsFees({ BrokerFee: cents(4500), CustomsFee: cents(2550) })).toBe(7050);
    expect(brokerAndCustomsFees({ BrokerFee: cents(4500), CustomsFee: null })).toBe(4500);
    expect(brokerAndCustomsFees({ BrokerFee: null, CustomsFee: null })).toBe(0);
  });
});
