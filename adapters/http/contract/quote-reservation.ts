/**
 * §3 Reservation Details on the wire: the booked move's appointment, coupons, dates, contact, payment methods
 * (never a card number), cancellation, edit history and delivery appointment, with their exact conversions.
 */
import { z } from 'zod';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { clearAffirmCardFields } from '../../../domain/payment/card-fields';
import { CardBrand, PaymentMethod, PaymentStatus } from '../../../domain/payment/enums';
import { AppointmentWindow } from '../../../domain/quote/enums';
import type { ReservationDetails } from '../../../domain/quote/types';
import { DASHBOARD_TYPES, type DashboardType, MilitaryBranch } from '../../../domain/reservation/enums';
import { centsOf, Dollars, dollarsOf, enumValues as values, WireDate } from './common';
import {
  couponFromWire,
  expediteOptionFromWire,
  WireCoupon,
  WireExpediteOption,
  wireCoupon,
  wireExpediteOption,
} from './quote-parts';

/** §3 AffirmPaymentData as kept on a reservation: cleared of its card fields (issue 12). */
const WireStoredAffirmPaymentData = z.object({
  checkoutToken: z.string(),
  priceAtLoanApproval: Dollars,
  cardType: z.enum(values(CardBrand)),
  cardName: z.string(),
  cardZip: z.string(),
});

export const WireReservation = z.object({
  SpotAppointment: z.object({
    AppointmentWindow: z.enum(values(AppointmentWindow)),
    OneHourRate: Dollars,
    TwoHourRate: Dollars,
    EarlyTime: z.string(),
    LateTime: z.string(),
  }),
  Coupons: z.array(WireCoupon),
  PickupDate: WireDate.nullable(),
  MoveDate: WireDate.nullable(),
  NextDaySpotAllowed: z.boolean(),
  NextAvailableMoveDate: WireDate.nullable(),
  StationCentralTimeDifference: z.number(),
  ExpeditedOptions: z.array(WireExpediteOption),
  TBOLConfirmed: z.boolean(),
  EquipmentSpottedOrigin: z.boolean(),
  InvoiceAmountDue: Dollars,
  Pronumber: z.string(),
  PronumberAttached: z.boolean(),
  PronumberRated: z.boolean(),
  TotalPrice: Dollars,
  SMSPhoneNumber: z.string(),
  Contact: z.object({ EmailAddress: z.string(), FirstName: z.string(), LastName: z.string() }),
  WeightTickets: z.boolean(),
  /** Issue 11: the military branch of a weight-tickets move; MilitaryBranchOther only for Other. */
  MilitaryBranch: z.enum(values(MilitaryBranch)).nullable().optional(),
  MilitaryBranchOther: z.string().optional(),
  laborRequested: z.boolean().optional(),
  /** §3 PaymentMethods: the saved card's brand, last four, expiry and token; never its number. */
  PaymentMethods: z
    .array(
      z.object({
        Method: z.enum(values(PaymentMethod)),
        Status: z.enum(values(PaymentStatus)),
        PaymentReferenceID: z.string().nullable(),
        PaymentSubType: z.string().nullable(),
        CreditCard: z
          .object({
            expirationDate: z.string(),
            name: z.string(),
            zip: z.string(),
            lastFour: z.string(),
            type: z.enum(values(CardBrand)),
            usage: z.string(),
            paymentProfileId: z.string(),
          })
          .nullable(),
        /** Issue 12: an Affirm loan's §3 AffirmPaymentData, cleared of its card fields (never a number or code). */
        AffirmPaymentData: WireStoredAffirmPaymentData.nullable(),
        /** Issue 12, §3: the entry charged now, an Affirm loan cancelled, a payment made on the payment tool. */
        ActivePaymentMethod: z.boolean().optional(),
        AffirmLoanCancelled: z.boolean().optional(),
        HasMadePaymentOnTool: z.boolean().optional(),
      }),
    )
    .optional(),
  ReservedAt: z.string().optional(),
  /** Issue 12: how the reservation was cancelled (WebReservationFlag Cancelled); Fee and PriceBefore in dollars. */
  Cancellation: z
    .object({
      CancelledAt: z.string(),
      CancelledBy: z.enum(['customer', 'staff']),
      Fee: Dollars,
      FeeTier: z.enum(['Free', 'WithinDays', 'SameDay']),
      DaysBefore: z.number().int(),
      FeeDescription: z.string(),
      PriceBefore: Dollars,
    })
    .optional(),
  /** Issue 13, §4 "Edit history": the changes of the booked move by tracked field, oldest first, 10 at most each. */
  EditHistory: z
    .record(z.string(), z.array(z.object({ value: z.string(), at: z.string() })).readonly())
    .readonly()
    .optional(),
  /** Issue 13, §3 Reservation level DashboardType (set by staff); absent or null: a full dashboard. */
  DashboardType: z
    .enum(DASHBOARD_TYPES as [DashboardType, ...DashboardType[]])
    .nullable()
    .optional(),
  /** Issue 27 (ours): the delivery window booked with the delivery tool; Rate, its fee, in dollars. */
  DeliveryAppointment: z
    .object({
      Date: WireDate,
      AppointmentWindow: z.enum(values(AppointmentWindow)),
      EarlyTime: z.string(),
      LateTime: z.string(),
      Rate: Dollars,
    })
    .optional(),
});

type StoredPaymentMethod = NonNullable<ReservationDetails['PaymentMethods']>[number];
type WirePaymentMethod = NonNullable<z.infer<typeof WireReservation>['PaymentMethods']>[number];

/** Issue 12: an Affirm loan's data is sent cleared of its card fields, whatever was stored (dollars). */
const wirePaymentMethod = (m: StoredPaymentMethod) => ({
  ...m,
  AffirmPaymentData: m.AffirmPaymentData
    ? {
        ...clearAffirmCardFields(m.AffirmPaymentData),
        priceAtLoanApproval: dollarsOf(m.AffirmPaymentData.priceAtLoanApproval),
      }
    : null,
});

/** A payment method as the wire sends it, its Affirm loan's price in cents. */
const paymentMethodFromWire = (m: WirePaymentMethod) => ({
  ...m,
  AffirmPaymentData: m.AffirmPaymentData
    ? { ...m.AffirmPaymentData, priceAtLoanApproval: centsOf(m.AffirmPaymentData.priceAtLoanApproval) }
    : null,
});

export const wireReservation = ({
  PaymentMethods,
  Cancellation,
  DeliveryAppointment,
  ...r
}: ReservationDetails) => ({
  ...r,
  ...(DeliveryAppointment
    ? { DeliveryAppointment: { ...DeliveryAppointment, Rate: dollarsOf(DeliveryAppointment.Rate) } }
    : {}),
  ...(Cancellation
    ? {
        Cancellation: {
          ...Cancellation,
          Fee: dollarsOf(Cancellation.Fee),
          PriceBefore: dollarsOf(Cancellation.PriceBefore),
        },
      }
    : {}),
  SpotAppointment: {
    ...r.SpotAppointment,
    OneHourRate: dollarsOf(r.SpotAppointment.OneHourRate),
    TwoHourRate: dollarsOf(r.SpotAppointment.TwoHourRate),
  },
  Coupons: r.Coupons.map(wireCoupon),
  ExpeditedOptions: r.ExpeditedOptions.map(wireExpediteOption),
  InvoiceAmountDue: dollarsOf(r.InvoiceAmountDue),
  TotalPrice: dollarsOf(r.TotalPrice),
  ...(PaymentMethods ? { PaymentMethods: PaymentMethods.map(wirePaymentMethod) } : {}),
});

export function reservationFromWire({
  PaymentMethods,
  Cancellation,
  DeliveryAppointment,
  ...r
}: z.infer<typeof WireReservation>): ReservationDetails {
  return {
    ...r,
    ...(DeliveryAppointment
      ? {
          DeliveryAppointment: {
            ...DeliveryAppointment,
            Date: DeliveryAppointment.Date as IsoDate,
            Rate: centsOf(DeliveryAppointment.Rate),
          },
        }
      : {}),
    ...(Cancellation
      ? {
          Cancellation: {
            ...Cancellation,
            Fee: centsOf(Cancellation.Fee),
            PriceBefore: centsOf(Cancellation.PriceBefore),
          },
        }
      : {}),
    SpotAppointment: {
      ...r.SpotAppointment,
      OneHourRate: centsOf(r.SpotAppointment.OneHourRate),
      TwoHourRate: centsOf(r.SpotAppointment.TwoHourRate),
    },
    Coupons: r.Coupons.map(couponFromWire),
    PickupDate: r.PickupDate as IsoDate | null,
    MoveDate: r.MoveDate as IsoDate | null,
    NextAvailableMoveDate: r.NextAvailableMoveDate as IsoDate | null,
    ExpeditedOptions: r.ExpeditedOptions.map(expediteOptionFromWire),
    InvoiceAmountDue: centsOf(r.InvoiceAmountDue),
    TotalPrice: centsOf(r.TotalPrice),
    ...(PaymentMethods ? { PaymentMethods: PaymentMethods.map(paymentMethodFromWire) } : {}),
  };
}
