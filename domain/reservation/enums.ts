/**
 * §2, §3, §4 and §8 reservation and dashboard enumerations and messages (architecture.md, convention 8).
 */
import { PRODUCT } from '../quote/enums';

/** §2 Reservation steps: each has a path, a name and a section code. */
export interface ReservationStepInfo {
  readonly path: string;
  readonly name: string;
  readonly code: string;
}

export const ReservationStep = {
  location: 'location',
  schedule: 'schedule',
  payment: 'payment',
} as const;
export type ReservationStep = (typeof ReservationStep)[keyof typeof ReservationStep];
/** In the order the customer goes through them. */
export const RESERVATION_STEPS: readonly ReservationStep[] = [
  ReservationStep.location,
  ReservationStep.schedule,
  ReservationStep.payment,
];

/** §2: location (reservation-location, W), schedule (reservation-schedule, X), payment (reservation-payment, Y). */
export const RESERVATION_STEP_INFO: Readonly<Record<ReservationStep, ReservationStepInfo>> = {
  location: { path: 'location', name: 'reservation-location', code: 'W' },
  schedule: { path: 'schedule', name: 'reservation-schedule', code: 'X' },
  payment: { path: 'payment', name: 'reservation-payment', code: 'Y' },
};

/** §2 loading messages during reservation, '{product}' filled. */
export const ReservationLoadingMessage = {
  loadingReservation: 'loading your reservation',
  updatingLocationOptions: 'updating your location options',
  loadingSchedulingOptions: 'loading your scheduling options',
  loadingContactInformation: 'loading your contact information',
  booking: `booking your ${PRODUCT} move`,
} as const;
export type ReservationLoadingMessage =
  (typeof ReservationLoadingMessage)[keyof typeof ReservationLoadingMessage];

/** §2 Dashboard milestone views. */
export const DashboardMilestoneView = {
  Overview: 'Overview',
  Summary: 'Summary',
  DropOff: 'DropOff',
  CustomerLoading: 'CustomerLoading',
  TerminalLoading: 'TerminalLoading',
  OriginPickup: 'OriginPickup',
  Transit: 'Transit',
  Delivery: 'Delivery',
  CustomerUnloading: 'CustomerUnloading',
  TerminalUnloading: 'TerminalUnloading',
  DestinationPickup: 'DestinationPickup',
  Storage: 'Storage',
} as const;
export type DashboardMilestoneView = (typeof DashboardMilestoneView)[keyof typeof DashboardMilestoneView];
export const DASHBOARD_MILESTONE_VIEWS: readonly DashboardMilestoneView[] =
  Object.values(DashboardMilestoneView);

/** §3 Reservation level DashboardType: reconsignment-limited or non-carrier-limited (null: a full dashboard). */
export const DashboardType = {
  ReconsignmentLimited: 'reconsignment-limited',
  NonCarrierLimited: 'non-carrier-limited',
} as const;
export type DashboardType = (typeof DashboardType)[keyof typeof DashboardType];
export const DASHBOARD_TYPES: readonly DashboardType[] = Object.values(DashboardType);

/** §4 Dashboard restrictions. */
export const DashboardRestriction = {
  ReconsignmentLimited: 'ReconsignmentLimited',
  NonAbfLimited: 'NonAbfLimited',
} as const;
export type DashboardRestriction = (typeof DashboardRestriction)[keyof typeof DashboardRestriction];
export const DASHBOARD_RESTRICTIONS: readonly DashboardRestriction[] = Object.values(DashboardRestriction);

/** §8 Dashboard errors. */
export const DashboardError = {
  WrongRevision: 'WrongRevision',
  EditNotAllowed: 'EditNotAllowed',
  SpotDateIsPast: 'SpotDateIsPast',
  QuoteIsIncomplete: 'QuoteIsIncomplete',
  Unknown: 'Unknown',
} as const;
export type DashboardError = (typeof DashboardError)[keyof typeof DashboardError];
export const DASHBOARD_ERRORS: readonly DashboardError[] = Object.values(DashboardError);

/** §4 Dashboard: "A reservation must have QuoteCompleted, otherwise error 'quote is incomplete'". */
export const QUOTE_INCOMPLETE_MESSAGE = 'quote is incomplete';
/** §4 Dashboard: "Saving an edit shows 'Your edits have been saved.'". */
export const EDITS_SAVED_MESSAGE = 'Your edits have been saved.';

/** §3 Reservation form sections. */
export const ReservationFormSection = {
  accessorials: 'accessorials',
  contact: 'contact',
  destination: 'destination',
  equipmentDelivery: 'equipmentDelivery',
  equipmentPickup: 'equipmentPickup',
  liabilityCoverage: 'liabilityCoverage',
  militaryMove: 'militaryMove',
  origin: 'origin',
  reserveForm: 'reserveForm',
} as const;
export type ReservationFormSection = (typeof ReservationFormSection)[keyof typeof ReservationFormSection];
export const RESERVATION_FORM_SECTIONS: readonly ReservationFormSection[] =
  Object.values(ReservationFormSection);

/** §3 Weight tickets: MilitaryBranch. */
export const MilitaryBranch = {
  AirForce: 'AirForce',
  Army: 'Army',
  CoastGuard: 'CoastGuard',
  MarineCorps: 'MarineCorps',
  Navy: 'Navy',
  Other: 'Other',
} as const;
export type MilitaryBranch = (typeof MilitaryBranch)[keyof typeof MilitaryBranch];
export const MILITARY_BRANCHES: readonly MilitaryBranch[] = Object.values(MilitaryBranch);

/** §3 Hybrid options: AddHybridOptions defaults to true. */
export const ADD_HYBRID_OPTIONS_DEFAULT = true;
