import { describe, expect, it } from 'vitest';
import {
  aCompleteDraft,
  locationAnswers,
  paymentAnswers,
  RESERVATION_TODAY,
  scheduleAnswers,
} from '../../tests/fixtures/reservation-draft';
import { isoDate } from '../calendar/iso-date';
import { AddressZipMessage } from '../location/address-zip';
import { AppointmentWindow, BuildingType, DeliveryResponse, DeliveryType } from '../quote/enums';
import type { FieldError } from '../validation/field-messages';
import { REQUIRED_MESSAGE } from '../validation/messages';
import { findSlot, PAID_WINDOW_SLOTS, SERVICE_DAY_END, SERVICE_DAY_START } from './appointment-windows';
import type { LocationAnswers } from './draft';
import { MilitaryBranch } from './enums';
import {
  addressZipProblems,
  appointmentProblems,
  contactProblems,
  draftProblems,
  locationProblems,
  paymentProblems,
  StepMessage,
  scheduleProblems,
} from './step-answers';

const doorToDoor = { OriginDelivery: DeliveryType.Door, DestinationDelivery: DeliveryType.Door };
const terminalToTerminal = {
  OriginDelivery: DeliveryType.Terminal,
  DestinationDelivery: DeliveryType.Terminal,
};

const fields = (problems: readonly FieldError[]) => problems.map((p) => p.field);

function withOrigin(origin: Partial<LocationAnswers['Origin']>): LocationAnswers {
  const base = locationAnswers();
  return { ...base, Origin: { ...base.Origin, ...origin } };
}

function withDestination(destination: Partial<LocationAnswers['Destination']>): LocationAnswers {
  const base = locationAnswers();
  return { ...base, Destination: { ...base.Destination, ...destination } };
}

function withContact(contact: Partial<LocationAnswers['Contact']>): LocationAnswers {
  const base = locationAnswers();
  return { ...base, Contact: { ...base.Contact, ...contact } };
}

describe('locationProblems: door and terminal service (§3 Location form fields)', () => {
  it('valid step W answers have no problems (§3 Location form fields)', () => {
    expect(locationProblems(locationAnswers(), doorToDoor)).toEqual([]);
  });

  it('door service at the origin requires FromAddress1 (§3 Origin form fields, §5 The value is required)', () => {
    expect(locationProblems(withOrigin({ FromAddress1: '   ' }), doorToDoor)).toEqual([
      { field: 'FromAddress1', message: REQUIRED_MESSAGE },
    ]);
  });

  it('door service at the origin refuses a service-center building (§3 Origin form fields)', () => {
    expect(locationProblems(withOrigin({ buildingType: BuildingType.service }), doorToDoor)).toContainEqual({
      field: 'Origin.buildingType',
      message: StepMessage.doorBuilding,
    });
  });

  it('terminal service at the origin needs Origin.StationCode, not FromAddress1 (§3 StationDetail StationCode)', () => {
    const answers = withOrigin({ FromAddress1: '', StationCode: null });
    const option = { ...doorToDoor, OriginDelivery: DeliveryType.Terminal };
    expect(locationProblems(answers, option)).toEqual([
      { field: 'Origin.StationCode', message: StepMessage.chooseServiceCenter },
    ]);
    expect(locationProblems(withOrigin({ FromAddress1: '', StationCode: 'CHI' }), option)).toEqual([]);
  });

  it('terminal service at the destination needs Destination.StationCode (§3 Destination form fields)', () => {
    const answers = withDestination({ StationCode: null });
    expect(fields(locationProblems(answers, terminalToTerminal))).toContain('Destination.StationCode');
    const chosen = {
      ...locationAnswers(),
      Origin: { ...locationAnswers().Origin, StationCode: 'CHI' },
      Destination: { ...locationAnswers().Destination, StationCode: 'DEN' },
    };
    expect(locationProblems(chosen, terminalToTerminal)).toEqual([]);
  });

  it("a 'Will Advise' destination (response unknown) needs no destination address (§3 'Will Advise' means unknown)", () => {
    const answers = withDestination({ selectedDeliveryResponse: DeliveryResponse.unknown, ToAddress1: '' });
    expect(locationProblems(answers, doorToDoor)).toEqual([]);
  });

  it('a known door destination requires ToAddress1 (§3 Destination form fields)', () => {
    const answers = withDestination({
      selectedDeliveryResponse: DeliveryResponse.known,
      IsWillAdvise: false,
      ToAddress1: '',
    });
    expect(locationProblems(answers, doorToDoor)).toEqual([
      { field: 'ToAddress1', message: REQUIRED_MESSAGE },
    ]);
  });
});

describe('contactProblems (§3 Contact, §5 phone digits only)', () => {
  it('a 10-digit phone is accepted; anything else is refused (§3 PhoneNumber sent as digits only)', () => {
    expect(contactProblems(withContact({}).Contact)).toEqual([]);
    for (const phone of ['312555019', '31255501999', '312-555-0199', '']) {
      expect(contactProblems(withContact({ PhoneNumber: phone }).Contact)).toEqual([
        { field: 'PhoneNumber', message: StepMessage.phone },
      ]);
    }
  });

  it('the SMS number is needed only when SmsOptIn (§3 SmsOptIn default false, SMS contact)', () => {
    expect(contactProblems(withContact({ SmsOptIn: false, SmsNumber: '' }).Contact)).toEqual([]);
    expect(contactProblems(withContact({ SmsOptIn: true, SmsNumber: '' }).Contact)).toEqual([
      { field: 'SmsNumber', message: StepMessage.smsNumber },
    ]);
    expect(contactProblems(withContact({ SmsOptIn: true, SmsNumber: '3125550100' }).Contact)).toEqual([]);
  });

  it('first and last names are required (§3 Contact FirstName, LastName)', () => {
    expect(fields(contactProblems(withContact({ FirstName: ' ', LastName: '' }).Contact))).toEqual([
      'FirstName',
      'LastName',
    ]);
  });
});

describe('weight tickets (§3 Weight tickets: MilitaryBranch, MilitaryBranchOther)', () => {
  const military = (m: Partial<LocationAnswers['Military']>) => ({
    ...locationAnswers(),
    Military: { ...locationAnswers().Military, ...m },
  });

  it('MilitaryBranch is required with WeightTickets (§3 Weight tickets)', () => {
    expect(locationProblems(military({ WeightTickets: true, MilitaryBranch: null }), doorToDoor)).toEqual([
      { field: 'MilitaryBranch', message: StepMessage.militaryBranch },
    ]);
    expect(locationProblems(military({ WeightTickets: false, MilitaryBranch: null }), doorToDoor)).toEqual(
      [],
    );
  });

  it('MilitaryBranchOther is required only for the Other branch (§3 sent only when the branch is Other)', () => {
    expect(
      locationProblems(
        military({ WeightTickets: true, MilitaryBranch: MilitaryBranch.Other, MilitaryBranchOther: ' ' }),
        doorToDoor,
      ),
    ).toEqual([{ field: 'MilitaryBranchOther', message: REQUIRED_MESSAGE }]);
    expect(
      locationProblems(
        military({
          WeightTickets: true,
          MilitaryBranch: MilitaryBranch.Other,
          MilitaryBranchOther: 'Space Force',
        }),
        doorToDoor,
      ),
    ).toEqual([]);
    expect(
      locationProblems(
        military({ WeightTickets: true, MilitaryBranch: MilitaryBranch.Navy, MilitaryBranchOther: '' }),
        doorToDoor,
      ),
    ).toEqual([]);
  });
});

describe('appointmentProblems (§3 Appointment, §9 guaranteed spot appointment fee)', () => {
  it('a paid window must be one of the station day slots (findSlot) (§3 Appointment windows)', () => {
    for (const window of [AppointmentWindow.TwoHourWindow, AppointmentWindow.OneHourWindow] as const) {
      for (const slot of PAID_WINDOW_SLOTS[window]) {
        expect(findSlot(window, slot.EarlyTime, slot.LateTime)).not.toBeNull();
        expect(appointmentProblems({ SelectedAppointmentOption: window, ...slot })).toEqual([]);
      }
    }
    const refused = [
      { SelectedAppointmentOption: AppointmentWindow.TwoHourWindow, EarlyTime: '0900', LateTime: '1100' },
      { SelectedAppointmentOption: AppointmentWindow.TwoHourWindow, EarlyTime: '0800', LateTime: '0900' },
      { SelectedAppointmentOption: AppointmentWindow.OneHourWindow, EarlyTime: '', LateTime: '' },
      { SelectedAppointmentOption: AppointmentWindow.OneHourWindow, EarlyTime: '1700', LateTime: '1800' },
    ];
    for (const appointment of refused) {
      expect(appointmentProblems(appointment)).toEqual([
        { field: 'SelectedAppointmentOption', message: StepMessage.appointmentTimes },
      ]);
    }
  });

  it('Unspecified and Open windows are free and need no times (§3 SelectedAppointmentOption default Unspecified)', () => {
    expect(
      appointmentProblems({
        SelectedAppointmentOption: AppointmentWindow.Unspecified,
        EarlyTime: '',
        LateTime: '',
      }),
    ).toEqual([]);
    expect(
      appointmentProblems({
        SelectedAppointmentOption: AppointmentWindow.Open,
        EarlyTime: SERVICE_DAY_START,
        LateTime: SERVICE_DAY_END,
      }),
    ).toEqual([]);
  });
});

describe('scheduleProblems (§3 Dates SpotDate, PickupDate; §8 SpotDateIsPast)', () => {
  it('valid dates have no problems (§3 Dates)', () => {
    expect(scheduleProblems(scheduleAnswers(), RESERVATION_TODAY)).toEqual([]);
    expect(
      scheduleProblems(
        scheduleAnswers({ SpotDate: RESERVATION_TODAY, PickupDate: RESERVATION_TODAY }),
        RESERVATION_TODAY,
      ),
    ).toEqual([]);
  });

  it('a pickup before the drop-off is refused (§3 Dates)', () => {
    expect(
      scheduleProblems(scheduleAnswers({ PickupDate: isoDate('2026-06-14') }), RESERVATION_TODAY),
    ).toEqual([{ field: 'PickupDate', message: StepMessage.pickupBeforeDropOff }]);
  });

  it('with the origin service center’s calendar, the pickup must be one the schedule step offers: never a day it is closed, never past the loading days', () => {
    const days = (holidays: string[]) => ({
      origin: { ServiceDays: [1, 2, 3, 4, 5] as const, Holidays: holidays.map(isoDate) },
      loadingDays: 3,
    });
    const problems = (pickup: string, holidays: string[] = []) =>
      scheduleProblems(scheduleAnswers({ PickupDate: isoDate(pickup) }), RESERVATION_TODAY, days(holidays));
    const refused = [{ field: 'PickupDate', message: StepMessage.pickupNotOffered }];
    // Drop-off Monday Jun 15: a live load that day, or Tuesday to Thursday.
    for (const pickup of ['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18']) {
      expect(problems(pickup)).toEqual([]);
    }
    // A fourth loading day, a Saturday, and the station closed on Juneteenth (Friday Jun 19).
    expect(problems('2026-06-19')).toEqual(refused);
    expect(problems('2026-06-20')).toEqual(refused);
    expect(problems('2026-06-19', ['2026-06-19'])).toEqual(refused);
    // A holiday inside the loading days moves the last one on: Wednesday closed, Friday is the third.
    expect(problems('2026-06-17', ['2026-06-17'])).toEqual(refused);
    expect(problems('2026-06-19', ['2026-06-17'])).toEqual([]);
    // Without the station's days (a quote that names none) only the order is checked.
    expect(scheduleProblems(scheduleAnswers(), RESERVATION_TODAY, null)).toEqual([]);
  });

  it('a drop-off date before today is refused (§8 SpotDateIsPast)', () => {
    expect(scheduleProblems(scheduleAnswers(), isoDate('2026-06-16'))).toContainEqual({
      field: 'SpotDate',
      message: StepMessage.dropOffPast,
    });
  });

  it("a paid window's times are checked with the dates (§3 Appointment)", () => {
    const answers = scheduleAnswers({
      OriginAppointment: {
        SelectedAppointmentOption: AppointmentWindow.TwoHourWindow,
        EarlyTime: '0815',
        LateTime: '1015',
      },
    });
    expect(fields(scheduleProblems(answers, RESERVATION_TODAY))).toEqual(['SelectedAppointmentOption']);
  });
});

describe('paymentProblems and draftProblems (§3 Payment, §3 Reservation form sections)', () => {
  it('a card with a payment profile id is enough; none is refused (§3 CreditCard payment profile id)', () => {
    expect(paymentProblems(paymentAnswers())).toEqual([]);
    expect(paymentProblems(null)).toEqual([{ field: 'PaymentMethods', message: StepMessage.paymentMissing }]);
    expect(paymentProblems(paymentAnswers({ PaymentProfileId: '' }))).toEqual([
      { field: 'PaymentMethods', message: StepMessage.paymentMissing },
    ]);
  });

  it('a complete draft has no problems (§4 Reserve)', () => {
    expect(draftProblems(aCompleteDraft(), doorToDoor, RESERVATION_TODAY)).toEqual([]);
  });

  it('a draft without step W names the origin section (§3 Reservation form sections)', () => {
    expect(draftProblems(aCompleteDraft({ Location: null }), doorToDoor, RESERVATION_TODAY)).toEqual([
      { field: 'origin', message: REQUIRED_MESSAGE },
    ]);
  });

  it('a draft without step X names the equipmentDelivery section (§3 Reservation form sections)', () => {
    expect(draftProblems(aCompleteDraft({ Schedule: null }), doorToDoor, RESERVATION_TODAY)).toEqual([
      { field: 'equipmentDelivery', message: REQUIRED_MESSAGE },
    ]);
  });

  it('a draft without a card names PaymentMethods (§3 Payment PaymentMethods)', () => {
    expect(draftProblems(aCompleteDraft({ Payment: null }), doorToDoor, RESERVATION_TODAY)).toEqual([
      { field: 'PaymentMethods', message: StepMessage.paymentMissing },
    ]);
  });

  it('problems of every step are gathered together (§5 field - message lines)', () => {
    const draft = aCompleteDraft({
      Location: withOrigin({ FromAddress1: '' }),
      Schedule: scheduleAnswers({ PickupDate: isoDate('2026-06-10') }),
      Payment: null,
    });
    expect(fields(draftProblems(draft, doorToDoor, RESERVATION_TODAY))).toEqual([
      'FromAddress1',
      'PickupDate',
      'PaymentMethods',
    ]);
  });
});

describe('addressZipProblems: each address asked for has its ZIP or postal code (issue 27)', () => {
  const countries = { origin: 'US', destination: 'US' };
  it('a door address needs a full ZIP of its country; a terminal end and an address to be advised need none', () => {
    expect(addressZipProblems(locationAnswers(), doorToDoor, countries)).toEqual([]);
    expect(addressZipProblems(withOrigin({ FromZip: '' }), doorToDoor, countries)).toEqual([
      { field: 'FromZip', message: AddressZipMessage.required },
    ]);
    expect(addressZipProblems(withOrigin({ FromZip: '606' }), doorToDoor, countries)).toEqual([
      { field: 'FromZip', message: AddressZipMessage.us },
    ]);
    expect(addressZipProblems(withOrigin({ FromZip: '' }), terminalToTerminal, countries)).toEqual([]);
    const known = withDestination({
      selectedDeliveryResponse: DeliveryResponse.known,
      IsWillAdvise: false,
      ToAddress1: '1 Main St',
      ToZip: '80202',
    });
    expect(addressZipProblems(known, doorToDoor, countries)).toEqual([]);
    expect(
      addressZipProblems({ ...known, Destination: { ...known.Destination, ToZip: '80202' } }, doorToDoor, {
        origin: 'US',
        destination: 'CA',
      }),
    ).toEqual([{ field: 'ToZip', message: AddressZipMessage.ca }]);
  });

  it('a draft saved before the ZIP was asked has none, and is asked for it', () => {
    const { FromZip: _, ...origin } = locationAnswers().Origin;
    expect(
      fields(addressZipProblems({ ...locationAnswers(), Origin: origin }, doorToDoor, countries)),
    ).toEqual(['FromZip']);
  });
});
