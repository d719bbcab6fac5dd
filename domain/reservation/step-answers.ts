/**
 * Issue 11: what each §2 reservation step must hold before the customer may go on, checked the same
 * way in the browser (inline messages) and on the server (the draft and POST moves/{id}/reserve).
 * Failures are §5 'field - message' lines named after the §3 form fields.
 */
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import { pickupChoices } from '../calendar/move-dates';
import { type StationCalendar, stationCalendarOf } from '../calendar/station-days';
import { addressZip } from '../location/address-zip';
import { BuildingType, DeliveryResponse, DeliveryType } from '../quote/enums';
import type { PricingOption, Quote } from '../quote/types';
import type { FieldError } from '../validation/field-messages';
import { maxLengthMessage, REQUIRED_MESSAGE } from '../validation/messages';
import { findSlot, isPaidWindow } from './appointment-windows';
import type {
  AppointmentAnswers,
  ContactAnswers,
  LocationAnswers,
  PaymentAnswers,
  ReservationDraft,
  ScheduleAnswers,
} from './draft';
import { MilitaryBranch } from './enums';

/** Longest name or address line (ours). */
export const MAX_ANSWER_LENGTH = 100;

export const StepMessage = {
  phone: 'Please enter a 10-digit phone number',
  smsNumber: 'Please enter the 10-digit mobile number for text messages',
  chooseServiceCenter: 'Please choose a service center',
  militaryBranch: 'Please choose your branch of service',
  pickupBeforeDropOff: 'Pickup must be on or after the drop-off date',
  pickupNotOffered:
    'Please choose one of the pickup days offered: a day the service center works, within your loading days',
  dropOffPast: 'The drop-off date has passed; please choose another date',
  doorBuilding: 'Choose home, apartment or storage for door service',
  paymentMissing: 'Please add a card before booking',
  appointmentTimes: 'Please choose an appointment window',
} as const;

const PHONE_DIGITS = /^\d{10}$/;

function text(errors: FieldError[], field: string, value: string, required = true): void {
  if (required && value.trim() === '') errors.push({ field, message: REQUIRED_MESSAGE });
  else if ([...value].length > MAX_ANSWER_LENGTH) {
    errors.push({ field, message: maxLengthMessage(MAX_ANSWER_LENGTH) });
  }
}

export function contactProblems(contact: ContactAnswers): FieldError[] {
  const errors: FieldError[] = [];
  text(errors, 'FirstName', contact.FirstName);
  text(errors, 'LastName', contact.LastName);
  if (!PHONE_DIGITS.test(contact.PhoneNumber))
    errors.push({ field: 'PhoneNumber', message: StepMessage.phone });
  if (contact.SmsOptIn && !PHONE_DIGITS.test(contact.SmsNumber)) {
    errors.push({ field: 'SmsNumber', message: StepMessage.smsNumber });
  }
  return errors;
}

/**
 * Step W: door service at an end needs an address (home, apartment or storage); terminal service needs
 * that end's service center. At the destination, an unknown address ('Will Advise') needs none.
 */
export function locationProblems(
  answers: LocationAnswers,
  option: Pick<PricingOption, 'OriginDelivery' | 'DestinationDelivery'>,
): FieldError[] {
  const errors: FieldError[] = [];
  const { Origin, Destination, Military } = answers;
  if (option.OriginDelivery === DeliveryType.Terminal) {
    if (!Origin.StationCode)
      errors.push({ field: 'Origin.StationCode', message: StepMessage.chooseServiceCenter });
  } else {
    if (Origin.buildingType === BuildingType.service) {
      errors.push({ field: 'Origin.buildingType', message: StepMessage.doorBuilding });
    }
    text(errors, 'FromAddress1', Origin.FromAddress1);
    text(errors, 'FromAddress2', Origin.FromAddress2, false);
  }
  if (option.DestinationDelivery === DeliveryType.Terminal) {
    if (!Destination.StationCode) {
      errors.push({ field: 'Destination.StationCode', message: StepMessage.chooseServiceCenter });
    }
  } else if (Destination.selectedDeliveryResponse !== DeliveryResponse.unknown) {
    if (Destination.buildingType === BuildingType.service) {
      errors.push({ field: 'Destination.buildingType', message: StepMessage.doorBuilding });
    }
    text(errors, 'ToAddress1', Destination.ToAddress1);
    text(errors, 'ToAddress2', Destination.ToAddress2, false);
  }
  errors.push(...contactProblems(answers.Contact));
  if (Military.WeightTickets) {
    if (Military.MilitaryBranch === null) {
      errors.push({ field: 'MilitaryBranch', message: StepMessage.militaryBranch });
    } else if (Military.MilitaryBranch === MilitaryBranch.Other) {
      text(errors, 'MilitaryBranchOther', Military.MilitaryBranchOther);
    }
  }
  return errors;
}

/**
 * Issue 27: reservation step 1 asks the ZIP or postal code of each address it asks for (door service with a
 * known address): a full code of that end's country (domain/location/address-zip.ts), never one invented
 * from the quote's city. `countries`: the quote's Origin and Destination Country.
 */
export function addressZipProblems(
  answers: Pick<LocationAnswers, 'Origin' | 'Destination'>,
  option: Pick<PricingOption, 'OriginDelivery' | 'DestinationDelivery'>,
  countries: { readonly origin: string; readonly destination: string },
): FieldError[] {
  const errors: FieldError[] = [];
  const check = (field: 'FromZip' | 'ToZip', value: string | undefined, country: string) => {
    const zip = addressZip(value ?? '', country);
    if (zip.isErr()) errors.push({ field, message: zip.error });
  };
  if (option.OriginDelivery !== DeliveryType.Terminal) {
    check('FromZip', answers.Origin.FromZip, countries.origin);
  }
  if (
    option.DestinationDelivery !== DeliveryType.Terminal &&
    answers.Destination.selectedDeliveryResponse !== DeliveryResponse.unknown
  ) {
    check('ToZip', answers.Destination.ToZip, countries.destination);
  }
  return errors;
}

export function appointmentProblems(appointment: AppointmentAnswers): FieldError[] {
  const { SelectedAppointmentOption: window, EarlyTime, LateTime } = appointment;
  if (!isPaidWindow(window)) return [];
  return findSlot(window, EarlyTime, LateTime) === null
    ? [{ field: 'SelectedAppointmentOption', message: StepMessage.appointmentTimes }]
    : [];
}

/** What a schedule's pickup is checked against: the origin service center's calendar and the loading days. */
export interface ScheduleDays {
  readonly origin: StationCalendar;
  /** The rate card's loading days for the equipment (rate-card.ts loadingDaysFor). */
  readonly loadingDays: number;
}

/** The quote's origin service center's calendar with `loadingDays`, or null when the quote names no station. */
export function scheduleDaysOf(quote: Pick<Quote, 'Details'>, loadingDays: number): ScheduleDays | null {
  const station = quote.Details.Origin.StationDetail;
  return station ? { origin: stationCalendarOf(station), loadingDays } : null;
}

/**
 * Step X: a drop-off date today or later, pickup on or after it, a well-formed window. With `days`, the pickup
 * must also be one the schedule step offers (pickupChoices: the drop-off day for a live load, then each working
 * day of the origin service center up to the loading days): never a day it is closed, nor a later day than the
 * price includes.
 */
export function scheduleProblems(
  answers: ScheduleAnswers,
  today: IsoDate,
  days: ScheduleDays | null = null,
): FieldError[] {
  const errors: FieldError[] = [];
  if (compareIsoDates(answers.SpotDate, today) < 0)
    errors.push({ field: 'SpotDate', message: StepMessage.dropOffPast });
  if (compareIsoDates(answers.PickupDate, answers.SpotDate) < 0) {
    errors.push({ field: 'PickupDate', message: StepMessage.pickupBeforeDropOff });
  } else if (
    days !== null &&
    !pickupChoices(answers.SpotDate, days.loadingDays, days.origin).includes(answers.PickupDate)
  ) {
    errors.push({ field: 'PickupDate', message: StepMessage.pickupNotOffered });
  }
  errors.push(...appointmentProblems(answers.OriginAppointment));
  return errors;
}

export function paymentProblems(payment: PaymentAnswers | null): FieldError[] {
  return payment?.PaymentProfileId ? [] : [{ field: 'PaymentMethods', message: StepMessage.paymentMissing }];
}

/** Every answer a booking needs, or the problems (empty when the draft can be reserved). */
export function draftProblems(
  draft: ReservationDraft,
  option: Pick<PricingOption, 'OriginDelivery' | 'DestinationDelivery'>,
  today: IsoDate,
): FieldError[] {
  if (draft.Location === null) return [{ field: 'origin', message: REQUIRED_MESSAGE }];
  if (draft.Schedule === null) return [{ field: 'equipmentDelivery', message: REQUIRED_MESSAGE }];
  return [
    ...locationProblems(draft.Location, option),
    ...scheduleProblems(draft.Schedule, today),
    ...paymentProblems(draft.Payment),
  ];
}
