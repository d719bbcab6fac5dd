/** §3 shipment milestones and the §4 dashboard and shipment states (architecture.md, convention 8). */
import type { IsoDate } from '../calendar/iso-date';
import { enumOf, type ValueOf } from '../shared/enum';

/** §3 Shipment milestones. */
export const ShipmentMilestone = enumOf(
  'DropOff',
  'TerminalLoading',
  'OriginPickup',
  'Transit',
  'Delivery',
  'TerminalUnloading',
  'Storage',
);
export type ShipmentMilestone = ValueOf<typeof ShipmentMilestone>;
export const SHIPMENT_MILESTONES: readonly ShipmentMilestone[] = Object.values(ShipmentMilestone);

/** §2 Dashboard milestone views that are customer-side milestones (issue 13): the customer's own work and the empty-equipment return. */
export const CustomerMilestone = enumOf('CustomerLoading', 'CustomerUnloading', 'DestinationPickup');
export type CustomerMilestone = ValueOf<typeof CustomerMilestone>;

/**
 * Every milestone the shipment state machine tracks (issue 13): the §3 milestones plus the customer-side views,
 * named as §2's dashboard views name them.
 */
export const Milestone = { ...ShipmentMilestone, ...CustomerMilestone } as const;
export type Milestone = ShipmentMilestone | CustomerMilestone;

/**
 * The milestones in the order a move goes through them (docs/decisions.md, issue 13): origin (door or
 * terminal), Transit, Storage (at the destination service center), then the destination (door or terminal).
 * A move uses a subsequence of this list; the others are Disabled.
 */
export const MILESTONES: readonly Milestone[] = [
  Milestone.DropOff,
  Milestone.CustomerLoading,
  Milestone.TerminalLoading,
  Milestone.OriginPickup,
  Milestone.Transit,
  Milestone.Storage,
  Milestone.Delivery,
  Milestone.CustomerUnloading,
  Milestone.TerminalUnloading,
  Milestone.DestinationPickup,
];

/** §4 Dashboard milestone states. */
export const MilestoneState = enumOf('Future', 'Active', 'Complete', 'Disabled', 'Unspecified');
export type MilestoneState = ValueOf<typeof MilestoneState>;
export const MILESTONE_STATES: readonly MilestoneState[] = Object.values(MilestoneState);

/** §4 Date states. */
export const DateState = enumOf('NotApplicable', 'Unknown', 'Estimated', 'Scheduled', 'Complete');
export type DateState = ValueOf<typeof DateState>;
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

/**
 * What a shipment event says happened to its milestone (issue 13, ours: docs/decisions.md). Which of them
 * each milestone accepts is MILESTONE_EVENT_STATUSES (./shipment-event.ts).
 */
export const EventStatus = {
  /** The milestone began (the first one of a move; the others start when the one before completes). */
  Started: 'Started',
  /** An appointment window was set: the milestone's date state becomes Scheduled. */
  Scheduled: 'Scheduled',
  /** An exception that pushes the milestone back, with a reason (and a revised estimate when known). */
  Delayed: 'Delayed',
  /** An attempt that did not happen (customer not home, access restricted), with a reason. */
  Failed: 'Failed',
  /** The milestone is done: its date state becomes Complete with the date it happened. */
  Completed: 'Completed',
} as const;
export type EventStatus = ValueOf<typeof EventStatus>;
export const EVENT_STATUSES: readonly EventStatus[] = Object.values(EventStatus);

/**
 * Who recorded a shipment event (issue 13): staff at the terminal or web page, the SANDBOX carrier feed, the
 * system, or the customer on the site (their online pickup request, POST shipments/{qId}/{target}/pickup,
 * and the delivery tool's appointment).
 */
export const EventSource = {
  staff: 'staff',
  carrierSandbox: 'carrier-sandbox',
  system: 'system',
  customer: 'customer',
} as const;
export type EventSource = ValueOf<typeof EventSource>;
export const EVENT_SOURCES: readonly EventSource[] = Object.values(EventSource);

/** The normalised carrier-tracking statuses (tracking.md, after karrio and AfterShip), for staff and feeds. */
export const TrackingStatus = {
  pending: 'pending',
  pickedUp: 'picked up',
  inTransit: 'in transit',
  onHold: 'on hold',
  outForDelivery: 'out for delivery',
  readyForPickup: 'ready for pickup',
  deliveryDelayed: 'delivery delayed',
  deliveryFailed: 'delivery failed',
  delivered: 'delivered',
  cancelled: 'cancelled',
  unknown: 'unknown',
} as const;
export type TrackingStatus = ValueOf<typeof TrackingStatus>;
export const TRACKING_STATUSES: readonly TrackingStatus[] = Object.values(TrackingStatus);

/** §4 Pickup/delivery scheduling states. */
export const SchedulingState = enumOf('PromptToCall', 'ReadyToRequest', 'Requested', 'Completed');
export type SchedulingState = ValueOf<typeof SchedulingState>;
export const SCHEDULING_STATES: readonly SchedulingState[] = Object.values(SchedulingState);

/** §4 Delivery appointment kinds. */
export const DeliveryAppointmentKind = enumOf(
  'WebAppointment',
  'CallForAppointment',
  'AlreadyDelivered',
  'ScheduledAppointmentPending',
);
export type DeliveryAppointmentKind = ValueOf<typeof DeliveryAppointmentKind>;
export const DELIVERY_APPOINTMENT_KINDS: readonly DeliveryAppointmentKind[] =
  Object.values(DeliveryAppointmentKind);

/** §4 Shipment states. */
export const ShipmentState = enumOf('NonShipped', 'Shipped', 'Completed', 'Unavailable');
export type ShipmentState = ValueOf<typeof ShipmentState>;
export const SHIPMENT_STATES: readonly ShipmentState[] = Object.values(ShipmentState);

/** §4 Inspection form states (insect inspection). */
export const InspectionFormState = enumOf('NotRequired', 'Required', 'Received');
export type InspectionFormState = ValueOf<typeof InspectionFormState>;
export const INSPECTION_FORM_STATES: readonly InspectionFormState[] = Object.values(InspectionFormState);

/** §9: the carrier named in the pending-state rule. */
export const ABF_CARRIER = 'ABF';
