/**
 * Issue 13: the shipment lifecycle's public API, for the application layer (persistence, CLI and HTTP
 * build on these). Pure: no I/O and no clock; instants come in as data.
 */
export { DashboardRestriction } from '../reservation/enums';
export {
  ALREADY_DELIVERED_MESSAGE,
  CALL_REASON_MESSAGES,
  CALL_REASONS,
  CallReason,
  DELIVERY_DATE_NOT_OFFERED_MESSAGE,
  type DeliveryAppointmentInput,
  type DeliveryAppointmentStatus,
  deliveryAppointmentStatus,
  WEB_APPOINTMENT_MESSAGE,
  WEB_DELIVERY_LEAD_DAYS,
  WEB_DELIVERY_SPAN_DAYS,
  webDeliveryDates,
} from './delivery-appointment';
export {
  ABF_CARRIER,
  CustomerMilestone,
  DATE_STATES,
  DateState,
  DELIVERY_APPOINTMENT_KINDS,
  DeliveryAppointmentKind,
  EVENT_SOURCES,
  EVENT_STATUSES,
  EventSource,
  EventStatus,
  INSPECTION_FORM_STATES,
  InspectionFormState,
  MILESTONE_STATES,
  MILESTONES,
  Milestone,
  type MilestoneRecord,
  MilestoneState,
  type MilestoneStatusDate,
  SCHEDULING_STATES,
  SchedulingState,
  SHIPMENT_MILESTONES,
  SHIPMENT_STATES,
  ShipmentMilestone,
  ShipmentState,
  TRACKING_STATUSES,
  TrackingStatus,
} from './enums';
export {
  compareInstants,
  dateOfInstant,
  INSTANT_MESSAGE,
  type Instant,
  type InstantError,
  instant,
  instantOfDate,
  parseInstant,
} from './instant';
export {
  bookedEstimate,
  isTrackable,
  type MilestoneApplicability,
  type MilestoneEstimate,
  type MoveShape,
  milestoneApplicability,
  planShipment,
  type ShipmentPlan,
  type ShipmentPlanInput,
  type ShipmentPlanRefused,
  TRAILER_AT_TERMINAL_MESSAGE,
} from './milestone-plan';
export { isAbfCarrier, isPendingState, type PendingStateInput, pendingStateReason } from './pending-state';
export { type SandboxFeedOptions, sandboxRawCode, simulatedEvents } from './sandbox-feed';
export {
  EVENT_REASON_MAX_LENGTH,
  isException,
  MILESTONE_EVENT_STATUSES,
  type ShipmentEvent,
  trackingStatusOf,
} from './shipment-event';
export {
  activeMilestone,
  applyEvent,
  finishingMilestone,
  foldEvents,
  initialShipment,
  type MilestoneException,
  type MilestoneProgress,
  reachedTransit,
  type Shipment,
  type ShipmentEventRefused,
  shipmentStateOf,
} from './shipment-lifecycle';
