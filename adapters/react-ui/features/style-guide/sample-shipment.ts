import { isoDate } from '../../../../domain/calendar/iso-date';
import { DeliveryType, EquipmentType, EquipType, ExpeditedFlag } from '../../../../domain/quote/enums';
import type { Quote } from '../../../../domain/quote/types';
import {
  EventSource,
  EventStatus,
  foldEvents,
  instant,
  Milestone,
  planShipment,
  type ShipmentEvent,
  type ShipmentPlanInput,
} from '../../../../domain/shipment';
import { type ShipmentView, shipmentViewOf } from '../dashboard/milestones/shipment-view-model';
import { SAMPLE_QUOTE } from './sample-quote';

/**
 * The style guide's dashboard milestone specimens (issue 13): a made-up move of 3 ReloCubes from Chicago
 * to Denver (drop-off Tuesday 12/01/2026, pickup 12/04, delivery estimated 12/09-12/11), at several points,
 * built with the domain's own state machine from sample events.
 */
const SCHEDULE = {
  SpotDate: isoDate('2026-12-01'),
  PickupDate: isoDate('2026-12-04'),
  DeliveryDate: isoDate('2026-12-09'),
  DeliveryDateMax: isoDate('2026-12-11'),
};
const DOOR_TO_DOOR: ShipmentPlanInput = {
  OriginDelivery: DeliveryType.Door,
  DestinationDelivery: DeliveryType.Door,
  Equipment: EquipmentType.ReloCube,
  EquipQuantity: 3,
  Storage: false,
  Schedule: SCHEDULE,
};
const TERMINAL_STORAGE: ShipmentPlanInput = {
  ...DOOR_TO_DOOR,
  OriginDelivery: DeliveryType.Terminal,
  DestinationDelivery: DeliveryType.Terminal,
  Storage: true,
};

const at = (
  milestone: Milestone,
  status: EventStatus,
  when: string,
  extra: Partial<ShipmentEvent> = {},
): ShipmentEvent => ({
  milestone,
  status,
  reason: null,
  occurredAt: instant(when),
  recordedAt: instant(when),
  source: EventSource.staff,
  location: null,
  window: null,
  rawCode: null,
  ...extra,
});

const { Started, Completed, Delayed, Scheduled } = EventStatus;
const dropOff = [
  at(Milestone.DropOff, Scheduled, '2026-11-30T15:00:00-06:00', {
    window: { Early: isoDate('2026-12-01'), Late: isoDate('2026-12-01') },
  }),
  at(Milestone.DropOff, Started, '2026-12-01T08:10:00-06:00', { location: 'Chicago, IL' }),
  at(Milestone.DropOff, Completed, '2026-12-01T09:20:00-06:00', { location: 'Chicago, IL' }),
];
const pickedUp = [
  ...dropOff,
  at(Milestone.CustomerLoading, Completed, '2026-12-03T18:00:00-06:00'),
  at(Milestone.OriginPickup, Completed, '2026-12-04T13:40:00-06:00', { location: 'Chicago, IL' }),
];
const delayed = [
  ...pickedUp,
  at(Milestone.Transit, Delayed, '2026-12-07T08:00:00-06:00', {
    reason: 'Snow on I-80 in Nebraska',
    location: 'North Platte, NE',
    window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-14') },
  }),
];
const delivered = [
  ...pickedUp,
  at(Milestone.Transit, Completed, '2026-12-10T07:00:00-07:00', { location: 'Denver, CO' }),
  at(Milestone.Delivery, Scheduled, '2026-12-10T07:30:00-07:00', {
    window: { Early: isoDate('2026-12-11'), Late: isoDate('2026-12-11') },
  }),
  at(Milestone.Delivery, Completed, '2026-12-11T10:15:00-07:00', { location: 'Denver, CO' }),
];
const stored = [
  at(Milestone.TerminalLoading, Started, '2026-12-01T09:00:00-06:00'),
  at(Milestone.TerminalLoading, Completed, '2026-12-03T15:00:00-06:00', {
    location: 'Service center, Chicago IL',
  }),
  at(Milestone.Transit, Completed, '2026-12-09T10:00:00-07:00', { location: 'Service center, Denver CO' }),
];

export interface ShipmentSample {
  readonly label: string;
  readonly quote: Quote;
  readonly shipment: ShipmentView;
  /** The sample's clock: a little after its last event. */
  readonly now: Date;
}

/** The sample quote booked as 3 ReloCubes with the given ends (3 transit days from pickup 12/04/2026). */
function cubeQuote(input: ShipmentPlanInput): Quote {
  const [first] = SAMPLE_QUOTE.Details.PricingOptions;
  return {
    ...SAMPLE_QUOTE,
    Details: {
      ...SAMPLE_QUOTE.Details,
      SpotDate: SCHEDULE.SpotDate,
      PickupDate: SCHEDULE.PickupDate,
      ...(SAMPLE_QUOTE.Details.Reservation
        ? {
            Reservation: {
              ...SAMPLE_QUOTE.Details.Reservation,
              MoveDate: SCHEDULE.SpotDate,
              PickupDate: SCHEDULE.PickupDate,
            },
          }
        : {}),
      PricingOptions: first
        ? [
            {
              ...first,
              EquipType: EquipType.Relocube,
              EquipQuantity: 3,
              ExpeditedFlag: ExpeditedFlag.Parent,
              OriginDelivery: input.OriginDelivery,
              DestinationDelivery: input.DestinationDelivery,
              CarrierTransitTime: 3,
            },
          ]
        : [],
    },
  };
}

function sample(
  label: string,
  input: ShipmentPlanInput,
  events: readonly ShipmentEvent[],
  now: string,
  pending: string | null = null,
): ShipmentSample {
  const plan = planShipment(input)._unsafeUnwrap();
  const shipment = foldEvents(plan, events)._unsafeUnwrap();
  return {
    label,
    quote: cubeQuote(input),
    shipment: shipmentViewOf(shipment, events, pending),
    now: new Date(now),
  };
}

export const SHIPMENT_SAMPLES: readonly ShipmentSample[] = [
  sample(
    'Before drop-off (pending)',
    DOOR_TO_DOOR,
    [],
    '2026-11-27T15:00:00Z',
    'Your move is pending: the carrier (XPO) has not yet placed equipment at your origin or confirmed the bill of lading',
  ),
  sample('Loading at home', DOOR_TO_DOOR, dropOff, '2026-12-01T15:45:00Z'),
  sample('In transit, delayed', DOOR_TO_DOOR, delayed, '2026-12-07T14:25:00Z'),
  sample('Delivered', DOOR_TO_DOOR, delivered, '2026-12-11T17:40:00Z'),
  sample('Terminal to terminal, in storage', TERMINAL_STORAGE, stored, '2026-12-09T19:00:00Z'),
];
