/**
 * A reservation in progress (issue 11): the answers of the three §2 steps, kept on the server as a
 * draft so that a reload, the back button or another device resumes at the furthest allowed step.
 * Field names follow §3 (Location form fields, Contact, Weight tickets, Appointment, Payment).
 */
import type { IsoDate } from '../calendar/iso-date';
import type { CardBrand } from '../payment/enums';
import type { LiabilitySelected } from '../pricing/liability';
import type { AppointmentWindow, BuildingType, DeliveryResponse } from '../quote/enums';
import { INITIAL_ALLOWED_STEP } from './allowed-step';
import type { MilitaryBranch, ReservationStep } from './enums';

/** §3 Origin form fields, plus the chosen service center for terminal service (StationCode). */
export interface OriginAnswers {
  buildingType: BuildingType;
  FromAddress1: string;
  FromAddress2: string;
  /**
   * Issue 27: the address's ZIP or postal code as the customer gave it (prefilled only from a quote made from
   * one); absent on drafts saved before it was asked.
   */
  FromZip?: string;
  /** The service center chosen for terminal service at this end, or null for door service. */
  StationCode: string | null;
}

/** §3 Destination form fields, plus the chosen service center for terminal service (StationCode). */
export interface DestinationAnswers {
  buildingType: BuildingType;
  ToAddress1: string;
  ToAddress2: string;
  /** Issue 27: as FromZip, for the destination address. */
  ToZip?: string;
  selectedDeliveryResponse: DeliveryResponse;
  IsWillAdvise: boolean;
  StationCode: string | null;
}

/** §3 Contact: names, phone (digits only, §5), SMS opt-in and number, the labor referral. */
export interface ContactAnswers {
  FirstName: string;
  LastName: string;
  /** Digits only. */
  PhoneNumber: string;
  SmsOptIn: boolean;
  /** Digits only; '' when SMS is off. */
  SmsNumber: string;
  laborRequested: boolean;
}

/** §3 Weight tickets: MilitaryBranchOther only when the branch is Other. */
export interface MilitaryAnswers {
  WeightTickets: boolean;
  MilitaryBranch: MilitaryBranch | null;
  MilitaryBranchOther: string;
}

/** Step W (location). */
export interface LocationAnswers {
  Origin: OriginAnswers;
  Destination: DestinationAnswers;
  Contact: ContactAnswers;
  Military: MilitaryAnswers;
  /** §3 Liability coverage, by selected value. */
  Liability: LiabilitySelected;
}

/** §3 Appointment: the window and its times (4 digits, colon removed). */
export interface AppointmentAnswers {
  SelectedAppointmentOption: AppointmentWindow;
  EarlyTime: string;
  LateTime: string;
}

/** Step X (schedule). */
export interface ScheduleAnswers {
  SpotDate: IsoDate;
  PickupDate: IsoDate;
  IsLiveLoad: boolean;
  OriginAppointment: AppointmentAnswers;
  /** The guaranteed-delivery (expedite) choice by RequestedTransitTime, or null for free estimated delivery. */
  GuaranteedTransitTime: number | null;
}

/** Step Y (payment): the saved card as the processor returned it. Never the number or the security code. */
export interface PaymentAnswers {
  Method: 'CreditCard';
  /** The processor's reusable token (§3 CreditCard payment profile id). */
  PaymentProfileId: string;
  Type: CardBrand;
  LastFour: string;
  /** MM/YYYY. */
  ExpirationDate: string;
  NameOnCard: string;
  BillingZip: string;
}

export interface ReservationDraft {
  QuoteId: number;
  /** The furthest step the customer may open (§2 allowed step). */
  AllowedStep: ReservationStep;
  Location: LocationAnswers | null;
  Schedule: ScheduleAnswers | null;
  Payment: PaymentAnswers | null;
  /** ISO-8601 of the last save. */
  UpdatedAt: string;
}

/** A new draft: every step unanswered, the allowed step at location (§2). */
export function emptyDraft(quoteId: number, at: string): ReservationDraft {
  return {
    QuoteId: quoteId,
    AllowedStep: INITIAL_ALLOWED_STEP,
    Location: null,
    Schedule: null,
    Payment: null,
    UpdatedAt: at,
  };
}
