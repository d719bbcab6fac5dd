/**
 * The staff lookup style guide's sample data (staff-lookup-style-guide.tsx): a quote's price, and a booked move
 * with its payments, shipment and inspection.
 */
import { isoDate } from '../../../../domain/calendar/iso-date';
import { cents } from '../../../../domain/money/money';
import { CardBrand, PaymentMethod, PaymentStatus } from '../../../../domain/payment/enums';
import { QuoteStatus, WebReservationFlag } from '../../../../domain/quote/enums';
import { storedQuotePrice } from '../../../../domain/quote/stored-price';
import type { Quote } from '../../../../domain/quote/types';
import { type EventStatus, MILESTONES, type Milestone, MilestoneState } from '../../../../domain/shipment';
import { CHECKLIST_ITEM_IDS } from '../../../../domain/shipment/inspection-form';
import type {
  BookedMove,
  MoveInspection,
  MovePayments,
  StaffShipment,
} from '../../../http/client/relomove-api';
import { SAMPLE_QUOTE } from '../style-guide/sample-quote';

export const PRICE = storedQuotePrice(SAMPLE_QUOTE);

const BOOKED_QUOTE: Quote = {
  ...SAMPLE_QUOTE,
  QuoteId: 1000003,
  QuoteStatus: QuoteStatus.Reserved,
  Details: {
    ...SAMPLE_QUOTE.Details,
    Reserved: true,
    WebReservationFlag: WebReservationFlag.Reserve,
    SpotDate: isoDate('2026-12-01'),
    PickupDate: isoDate('2026-12-04'),
    Reservation: SAMPLE_QUOTE.Details.Reservation && {
      ...SAMPLE_QUOTE.Details.Reservation,
      PickupDate: isoDate('2026-12-04'),
      ReservedAt: '2026-11-20T15:30:00.000Z',
      Coupons: [
        {
          Code: 'USA100',
          Amount: cents(10_000),
          FreeStorageDays: 0,
          Description: '$100 off your move',
          Source: 'AgentEntered',
        },
      ],
      PaymentMethods: [
        {
          Method: PaymentMethod.CreditCard,
          Status: PaymentStatus.Active,
          PaymentReferenceID: null,
          PaymentSubType: 'Standard',
          CreditCard: {
            expirationDate: '12/2030',
            name: 'Dana Whitfield',
            zip: '60614',
            lastFour: '4242',
            type: CardBrand.Visa,
            usage: 'Primary',
            paymentProfileId: 'card_sample',
          },
          AffirmPaymentData: null,
          ActivePaymentMethod: true,
        },
      ],
    },
  },
};
const TOTAL = cents(322_500);
export const BOOKED: BookedMove = {
  quote: BOOKED_QUOTE,
  lines: PRICE?.lines ?? [],
  total: TOTAL,
  editAllowed: true,
  editWindow: { allowed: true, cutoffAt: null, reason: null, message: '' },
};
const row = (Id: number, Kind: 'Authorization' | 'Capture', Reason: string) => ({
  Id,
  Kind,
  Amount: TOTAL,
  Method: PaymentMethod.CreditCard,
  ProcessorReference: `sbx_${Id}`,
  RelatesTo: null,
  Actor: 'system' as const,
  At: '2026-12-05T14:00:00.000Z',
  Reason,
  CardResult: null,
  Message: null,
});
export const PAYMENTS: MovePayments = {
  QuoteId: 1000003,
  TotalPrice: TOTAL,
  Captured: TOTAL,
  Refunded: cents(0),
  InvoiceAmountDue: cents(0),
  PaymentInfoRequired: false,
  TimeZone: 'America/Chicago',
  Ledger: [row(1, 'Authorization', 'Charged in transit'), row(2, 'Capture', 'Charged in transit')],
  Cancellation: {
    Cancellable: false,
    Message: 'The drop-off date has passed, so the reservation can no longer be cancelled online',
  },
};

export const DOOR_TO_DOOR: readonly Milestone[] = [
  'DropOff',
  'CustomerLoading',
  'OriginPickup',
  'Transit',
  'Delivery',
  'CustomerUnloading',
  'DestinationPickup',
];
const DONE: readonly Milestone[] = ['DropOff', 'CustomerLoading', 'OriginPickup'];
const event = (
  Id: number,
  Milestone: Milestone,
  Status: EventStatus,
  OccurredAt: string,
  Reason: string | null = null,
) => ({
  Id,
  Milestone,
  Status,
  TrackingStatus: 'pending' as const,
  Reason,
  OccurredAt,
  RecordedAt: OccurredAt,
  Source: 'staff' as const,
  Location: null,
  Window: null,
  RecordedBy: 'sam.staff@relomove.test',
  RawCode: null,
});
const EVENTS = [
  event(1, 'DropOff', 'Completed', '2026-12-01T15:00:00.000Z'),
  event(2, 'OriginPickup', 'Delayed', '2026-12-04T13:00:00.000Z', 'Truck in the shop'),
  event(3, 'OriginPickup', 'Completed', '2026-12-05T14:00:00.000Z'),
  event(4, 'Transit', 'Started', '2026-12-05T14:00:00.000Z'),
];
export const SHIPMENT: StaffShipment = {
  QuoteId: 1000003,
  ShipmentState: 'Shipped',
  PendingState: false,
  PendingReason: null,
  ActiveMilestone: 'Transit',
  NextMilestone: 'Transit',
  OriginDelivery: 'Door',
  DestinationDelivery: 'Door',
  Equipment: 'ReloCube',
  EquipQuantity: 3,
  Storage: false,
  Milestones: MILESTONES.map((m) => ({
    Milestone: m,
    Status: !DOOR_TO_DOOR.includes(m)
      ? MilestoneState.Disabled
      : DONE.includes(m)
        ? MilestoneState.Complete
        : m === 'Transit'
          ? MilestoneState.Active
          : MilestoneState.Future,
    StatusDate: {
      Early: DONE.includes(m) ? '2026-12-01' : '2026-12-09',
      Late: DONE.includes(m) ? '2026-12-05' : '2026-12-11',
    },
    DateType: DONE.includes(m) ? 'Complete' : 'Estimated',
    DisabledReason: DOOR_TO_DOOR.includes(m) ? null : 'Not part of a door-to-door move',
    Exception: null,
    StartedAt: null,
    CompletedAt: null,
    UpdatedAt: null,
    Events: [],
  })),
  UpdatedAt: '2026-12-05T14:00:00.000Z',
  Pickup: {
    State: 'Completed',
    Dates: [],
    LoadingEnds: null,
    ExtraDayFee: null,
    PickupDate: '2026-12-05',
    CallReason: null,
    Message: null,
  },
  Staff: {
    Carrier: 'RLMV',
    Pronumber: '0812345678',
    PronumberAttached: true,
    PronumberRated: true,
    TBOLConfirmed: true,
    EquipmentSpottedOrigin: true,
    TimeZones: { Origin: 'America/Chicago', Destination: 'America/Denver' },
    Events: EVENTS,
    IgnoredEvents: [],
  },
};

export const INSPECTION: MoveInspection = {
  QuoteId: 1000003,
  InspectionFormState: 'Received',
  Area: { Standing: 'WholeState', StateName: 'Pennsylvania', CountyName: null },
  Origin: { City: 'Pittsburgh', State: 'PA' },
  Destination: { City: 'Denver', State: 'CO' },
  PickupDate: '2026-12-11',
  Deadline: '2026-12-10',
  Form: {
    ItemsChecked: CHECKLIST_ITEM_IDS.slice(0, 3),
    NoOutdoorItems: false,
    SignerName: 'Dana Rivera',
    DateSigned: '2026-12-02',
    SubmittedAt: '2026-12-02T18:04:00.000Z',
  },
  CopyTo: 'd***@example.com',
  Source: { Text: 'USDA APHIS', Url: 'https://www.aphis.usda.gov/', Version: '2026' },
  decision: { state: 'Received', origin: { kind: 'WholeState', state: 'PA', stateName: 'Pennsylvania' } },
};
