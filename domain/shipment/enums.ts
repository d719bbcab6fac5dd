/** §3 shipment milestones and the §4 dashboard and shipment states (architecture.md, convention 8). */
import type { IsoDate } from '../calendar/iso-date';

/** §3 Shipment milestones. */
export const ShipmentMilestone = {
  DropOff: 'DropOff',
  TerminalLoading: 'TerminalLoading',
  OriginPickup: 'OriginPickup',
  Transit: 'Transit',
  Delivery: 'Delivery',
  TerminalUnloading: 'TerminalUnloading',
  Storage: 'Storage',
} as const;
export type ShipmentMilestone = (typeof ShipmentMilestone)[keyof typeof ShipmentMilestone];
export const SHIPMENT_MILESTONES: readonly ShipmentMilestone[] = Object.values(ShipmentMilestone);

/** §4 Dashboard milestone states. */
export const MilestoneState = {
  Future: 'Future',
  Active: 'Active',
  Complete: 'Complete',
  Disabled: 'Disabled',
  Unspecified: 'Unspecified',
} as const;
export type MilestoneState = (typeof MilestoneState)[keyof typeof MilestoneState];
export const MILESTONE_STATES: readonly MilestoneState[] = Object.values(MilestoneState);

/** §4 Date states. */
export const DateState = {
  NotApplicable: 'NotApplicable',
  Unknown: 'Unknown',
  Estimated: 'Estimated',
  Scheduled: 'Scheduled',
  Complete: 'Complete',
} as const;
export type DateState = (typeof DateState)[keyof typeof DateState];
export const DATE_STATES: readonly DateState[] = Object.values(DateState);

/** §3: each milestone "has a Status (Active) and StatusDate with Early and Late"; OriginPickup has DateType estimated. */
export interface MilestoneStatusDate {
  readonly Early: IsoDate | null;
  readonly Late: IsoDate | null;
}
export interface MilestoneRecord {
  readonly Status: MilestoneState;
  readonly StatusDate: MilestoneStatusDate;
  readonly DateType?: DateState;
}

/** §4 Pickup/delivery scheduling states. */
export const SchedulingState = {
  PromptToCall: 'PromptToCall',
  ReadyToRequest: 'ReadyToRequest',
  Requested: 'Requested',
  Completed: 'Completed',
} as const;
export type SchedulingState = (typeof SchedulingState)[keyof typeof SchedulingState];
export const SCHEDULING_STATES: readonly SchedulingState[] = Object.values(SchedulingState);

/** §4 Delivery appointment kinds. */
export const DeliveryAppointmentKind = {
  WebAppointment: 'WebAppointment',
  CallForAppointment: 'CallForAppointment',
  AlreadyDelivered: 'AlreadyDelivered',
  ScheduledAppointmentPending: 'ScheduledAppointmentPending',
} as const;
export type DeliveryAppointmentKind = (typeof DeliveryAppointmentKind)[keyof typeof DeliveryAppointmentKind];
export const DELIVERY_APPOINTMENT_KINDS: readonly DeliveryAppointmentKind[] =
  Object.values(DeliveryAppointmentKind);

/** §4 Shipment states. */
export const ShipmentState = {
  NonShipped: 'NonShipped',
  Shipped: 'Shipped',
  Completed: 'Completed',
  Unavailable: 'Unavailable',
} as const;
export type ShipmentState = (typeof ShipmentState)[keyof typeof ShipmentState];
export const SHIPMENT_STATES: readonly ShipmentState[] = Object.values(ShipmentState);

/** §4 Inspection form states (insect inspection). */
export const InspectionFormState = {
  NotRequired: 'NotRequired',
  Required: 'Required',
  Received: 'Received',
} as const;
export type InspectionFormState = (typeof InspectionFormState)[keyof typeof InspectionFormState];
export const INSPECTION_FORM_STATES: readonly InspectionFormState[] = Object.values(InspectionFormState);

/** §9: the carrier named in the pending-state rule. */
export const ABF_CARRIER = 'ABF';
