/**
 * §2, §3, §4 and §8 reservation and dashboard enumerations and messages (architecture.md, convention 8).
 */
import { PRODUCT } from '../quote/enums';
import { enumOf, type ValueOf } from '../shared/enum';

/** §2 Reservation steps: each has a path, a name and a section code. */
export interface ReservationStepInfo {
  readonly path: string;
  readonly name: string;
  readonly code: string;
}

export const ReservationStep = enumOf('location', 'schedule', 'payment');
export type ReservationStep = ValueOf<typeof ReservationStep>;
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
export type ReservationLoadingMessage = ValueOf<typeof ReservationLoadingMessage>;

/** §2 Dashboard milestone views. */
export const DashboardMilestoneView = enumOf(
  'Overview',
  'Summary',
  'DropOff',
  'CustomerLoading',
  'TerminalLoading',
  'OriginPickup',
  'Transit',
  'Delivery',
  'CustomerUnloading',
  'TerminalUnloading',
  'DestinationPickup',
  'Storage',
);
export type DashboardMilestoneView = ValueOf<typeof DashboardMilestoneView>;
export const DASHBOARD_MILESTONE_VIEWS: readonly DashboardMilestoneView[] =
  Object.values(DashboardMilestoneView);

/** §3 Reservation level DashboardType: reconsignment-limited or non-carrier-limited (null: a full dashboard). */
export const DashboardType = {
  ReconsignmentLimited: 'reconsignment-limited',
  NonCarrierLimited: 'non-carrier-limited',
} as const;
export type DashboardType = ValueOf<typeof DashboardType>;
export const DASHBOARD_TYPES: readonly DashboardType[] = Object.values(DashboardType);

/** §4 Dashboard restrictions. */
export const DashboardRestriction = enumOf('ReconsignmentLimited', 'NonAbfLimited');
export type DashboardRestriction = ValueOf<typeof DashboardRestriction>;
export const DASHBOARD_RESTRICTIONS: readonly DashboardRestriction[] = Object.values(DashboardRestriction);

/** §8 Dashboard errors. */
export const DashboardError = enumOf(
  'WrongRevision',
  'EditNotAllowed',
  'SpotDateIsPast',
  'QuoteIsIncomplete',
  'Unknown',
);
export type DashboardError = ValueOf<typeof DashboardError>;
export const DASHBOARD_ERRORS: readonly DashboardError[] = Object.values(DashboardError);

/** §4 Dashboard: "A reservation must have QuoteCompleted, otherwise error 'quote is incomplete'". */
export const QUOTE_INCOMPLETE_MESSAGE = 'quote is incomplete';
/** §4 Dashboard: "Saving an edit shows 'Your edits have been saved.'". */
export const EDITS_SAVED_MESSAGE = 'Your edits have been saved.';

/** §3 Reservation form sections. */
export const ReservationFormSection = enumOf(
  'accessorials',
  'contact',
  'destination',
  'equipmentDelivery',
  'equipmentPickup',
  'liabilityCoverage',
  'militaryMove',
  'origin',
  'reserveForm',
);
export type ReservationFormSection = ValueOf<typeof ReservationFormSection>;
export const RESERVATION_FORM_SECTIONS: readonly ReservationFormSection[] =
  Object.values(ReservationFormSection);

/** §3 Weight tickets: MilitaryBranch. */
export const MilitaryBranch = enumOf('AirForce', 'Army', 'CoastGuard', 'MarineCorps', 'Navy', 'Other');
export type MilitaryBranch = ValueOf<typeof MilitaryBranch>;
export const MILITARY_BRANCHES: readonly MilitaryBranch[] = Object.values(MilitaryBranch);

/** §3 Hybrid options: AddHybridOptions defaults to true. */
export const ADD_HYBRID_OPTIONS_DEFAULT = true;
