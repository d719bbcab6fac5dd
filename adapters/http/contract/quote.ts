import { z } from 'zod';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { COUPON_SOURCES } from '../../../domain/coupons/coupons';
import { clearAffirmCardFields } from '../../../domain/payment/card-fields';
import { CardBrand, PaymentMethod, PaymentStatus } from '../../../domain/payment/enums';
import { LINE_TYPES, type LineType, type PriceLine } from '../../../domain/pricing/price-lines';
import {
  AppointmentWindow,
  BuildingType,
  DeliveryResponse,
  DeliveryType,
  EquipType,
  ExpeditedFlag,
  LocationKind,
  MoveType,
  QuoteResult,
  QuoteStatus,
  WebReservationFlag,
} from '../../../domain/quote/enums';
import { storedOptionPrice } from '../../../domain/quote/stored-price';
import type {
  Accessorials,
  Coupon,
  ExpediteOption,
  PricingOption,
  Quote,
  ReservationDetails,
  StationDetail,
} from '../../../domain/quote/types';
import { DASHBOARD_TYPES, type DashboardType, MilitaryBranch } from '../../../domain/reservation/enums';
import { centsOf, Dollars, dollarsOf, WireDate } from './common';

/**
 * The §3 Quote on the wire: the specification's field names, money in dollars (at most two decimals),
 * dates as 'YYYY-MM-DD'. `toWireQuote` and `fromWireQuote` convert exactly; nothing else does.
 */
const values = <T extends Record<string, string>>(o: T) => Object.values(o) as [T[keyof T], ...T[keyof T][]];

export const WireStationDetail = z.object({
  Address: z.string(),
  CityName: z.string(),
  CountryName: z.string(),
  CustomerServicePhoneNumber: z.string(),
  FIPSCode: z.string(),
  FaxNumber: z.string(),
  Holidays: z.array(WireDate),
  Latitude: z.number(),
  Longitude: z.number(),
  MailingAddress: z.string(),
  MailingCity: z.string(),
  MailingState: z.string(),
  MailingZip: z.string(),
  RegionCode: z.string(),
  Route: z.string(),
  ServiceDays: z.array(z.number().int().min(1).max(7)),
  StateCode: z.string(),
  StateName: z.string(),
  StationCode: z.string(),
  ZipCode: z.string(),
  /** Issue 27: the station's IANA time zone (absent on a station stored before it was kept). */
  TimeZone: z.string().optional(),
});

const WireLocation = {
  AddressLine1: z.string(),
  AddressLine2: z.string(),
  City: z.string(),
  State: z.string(),
  ZIP: z.string(),
  Country: z.enum(['US', 'CA', 'MX']),
  FIPS: z.string(),
  type: z.enum(values(LocationKind)),
  buildingType: z.enum(values(BuildingType)),
  StationDetail: WireStationDetail.nullable(),
};

export const WirePricingOption = z.object({
  EquipType: z.enum(values(EquipType)),
  value: z.string(),
  EquipDescription: z.string(),
  EquipDescAbbr: z.string(),
  EquipQuantity: z.number().int(),
  LinearFeet: z.number().int(),
  PerFootPrice: Dollars,
  Price: Dollars,
  MoveType: z.enum(values(MoveType)),
  Default: z.boolean(),
  DefaultParent: z.boolean(),
  OriginDelivery: z.enum(values(DeliveryType)),
  DestinationDelivery: z.enum(values(DeliveryType)),
  CarrierTransitTime: z.number().int(),
  ExpeditedFlag: z.enum(values(ExpeditedFlag)),
  IsExpeditedOptionAllowed: z.boolean(),
  Carrier: z.string(),
  StorageDestCharge: Dollars,
  StorageDestChargeDuration: z.number().int(),
  StorageDestIncreasedCharge: Dollars,
});

/**
 * §3 A price line on the wire: its type, its label and its amount in dollars (exact, as Price), or null
 * for a Description line (text only).
 */
export const WirePriceLine = z.object({
  type: z.enum(LINE_TYPES as unknown as [LineType, ...LineType[]]),
  label: z.string(),
  amount: Dollars.nullable(),
});
export type WirePriceLine = z.infer<typeof WirePriceLine>;

/**
 * A pricing option of a quote answer: the §3 fields plus PriceLines (issue 10), the option's §3 price lines
 * as the quote stands (its saved liability, storage, fees and coupons), made by the domain's one function
 * (domain/pricing/price-lines priceLines); their amounts add up to the option's total. Answers only: a
 * request never carries prices.
 */
export const WireQuotedOption = WirePricingOption.extend({
  PriceLines: z.array(WirePriceLine),
});
export type WireQuotedOption = z.infer<typeof WireQuotedOption>;

export const WireExpediteOption = z.object({
  DeliveryDate: WireDate,
  GuaranteedServiceFee: Dollars,
  RequestedTransitTime: z.number().int(),
  Carrier: z.string(),
  ExpeditedFlag: z.enum(values(ExpeditedFlag)),
  EquipDescription: z.string(),
  EquipQuantity: z.number().int(),
  Default: z.boolean(),
});

export const WireAccessorials = z.object({
  BrokerFee: Dollars.nullable(),
  CustomsFee: Dollars.nullable(),
  AddTrailerStorage: z.boolean(),
  AddReloCubeStorage: z.boolean(),
  StorageNoChargeDays: z.number().int(),
  Liability: z.string(),
  AddLiability: z.boolean(),
});

export const WireCoupon = z.object({
  Code: z.string(),
  Amount: Dollars,
  FreeStorageDays: z.number().int(),
  Description: z.string(),
  Invalid: z.boolean().optional(),
  Source: z.enum(COUPON_SOURCES).optional(),
});

/** §3 AffirmPaymentData as kept on a reservation: cleared of its card fields (issue 12). */
const WireStoredAffirmPaymentData = z.object({
  checkoutToken: z.string(),
  priceAtLoanApproval: Dollars,
  cardType: z.enum(values(CardBrand)),
  cardName: z.string(),
  cardZip: z.string(),
});

const WireReservation = z.object({
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

export const WireQuote = z.object({
  QuoteId: z.number().int(),
  QuoteIdEncrypted: z.string(),
  Revision: z.number().int(),
  Details: z.object({
    MoveDate: WireDate,
    PickupDate: WireDate,
    SpotDate: WireDate,
    HouseSize: z.string(),
    HHGMiles: z.number().int(),
    ContactEmailAddress: z.string(),
    Origin: z.object({ ...WireLocation, FirstName: z.string(), LastName: z.string(), LiveLoad: z.boolean() }),
    Destination: z.object({
      ...WireLocation,
      selectedDeliveryResponse: z.enum(values(DeliveryResponse)),
      IsWillAdvise: z.boolean(),
    }),
    Accessorials: WireAccessorials,
    PricingOptions: z.array(WireQuotedOption),
    ExpeditedOptions: z.array(WireExpediteOption),
    Reserved: z.boolean(),
    Reservation: WireReservation.nullable(),
    QuoteCompleted: z.boolean(),
    WebReservationFlag: z.enum(values(WebReservationFlag)),
    EmailAddress: z.string(),
    PhoneNumber: z.string(),
    SmsOptIn: z.boolean(),
    /** Coupons entered before the quote is reserved (ours; docs/decisions.md). */
    Coupons: z.array(WireCoupon).optional(),
  }),
  PlusLaborOptions: z.boolean(),
  StandardLabor: z.boolean(),
  IsUpdated: z.boolean(),
  IsValidQuote: z.boolean(),
  IsDeleted: z.boolean(),
  IsCompleted: z.boolean(),
  IsValidRelomoveQuote: z.boolean(),
  Result: z.enum(values(QuoteResult)),
  QuoteStatus: z.enum(values(QuoteStatus)),
  ReasonNotAuto: z.string(),
  Notifications: z.array(z.string()),
  SizeConversion: z.object({
    TrailerLengthToCubes: z.object({ FeetPerCube: z.number(), Threshold: z.number() }),
    CubesToTrailerLength: z.object({ FeetPerCube: z.number(), Threshold: z.number() }),
  }),
  LoadedExternalQuote: z.boolean(),
});
export type WireQuote = z.infer<typeof WireQuote>;
export type WirePricingOption = z.infer<typeof WirePricingOption>;
export type WireExpediteOption = z.infer<typeof WireExpediteOption>;

// ---- domain -> wire ----

export const wirePricingOption = (o: PricingOption): WirePricingOption => ({
  ...o,
  PerFootPrice: dollarsOf(o.PerFootPrice),
  Price: dollarsOf(o.Price),
  StorageDestCharge: dollarsOf(o.StorageDestCharge),
  StorageDestIncreasedCharge: dollarsOf(o.StorageDestIncreasedCharge),
});

export const wirePriceLine = (l: PriceLine): WirePriceLine => ({
  ...l,
  amount: l.amount === null ? null : dollarsOf(l.amount),
});

export const priceLineFromWire = (l: WirePriceLine): PriceLine => ({
  type: l.type,
  label: l.label,
  amount: l.amount === null ? null : centsOf(l.amount),
});

/** A quote's option with its §3 price lines as the quote stands (domain storedOptionPrice). */
const wireQuotedOption = (q: Quote, o: PricingOption): WireQuotedOption => ({
  ...wirePricingOption(o),
  PriceLines: storedOptionPrice(q, o).lines.map(wirePriceLine),
});

export const wireExpediteOption = (o: ExpediteOption): WireExpediteOption => ({
  ...o,
  GuaranteedServiceFee: dollarsOf(o.GuaranteedServiceFee),
});

const wireAccessorials = (a: Accessorials) => ({
  ...a,
  BrokerFee: a.BrokerFee === null ? null : dollarsOf(a.BrokerFee),
  CustomsFee: a.CustomsFee === null ? null : dollarsOf(a.CustomsFee),
});

const wireCoupon = (c: Coupon) => ({ ...c, Amount: dollarsOf(c.Amount) });

const wireReservation = ({
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
  // Issue 12: an Affirm loan's data is sent cleared of its card fields, whatever was stored.
  ...(PaymentMethods
    ? {
        PaymentMethods: PaymentMethods.map((m) => ({
          ...m,
          AffirmPaymentData: m.AffirmPaymentData
            ? {
                ...clearAffirmCardFields(m.AffirmPaymentData),
                priceAtLoanApproval: dollarsOf(m.AffirmPaymentData.priceAtLoanApproval),
              }
            : null,
        })),
      }
    : {}),
});

export function toWireQuote(q: Quote): WireQuote {
  return {
    ...q,
    Details: {
      ...q.Details,
      Accessorials: wireAccessorials(q.Details.Accessorials),
      PricingOptions: q.Details.PricingOptions.map((o) => wireQuotedOption(q, o)),
      ExpeditedOptions: q.Details.ExpeditedOptions.map(wireExpediteOption),
      Reservation: q.Details.Reservation ? wireReservation(q.Details.Reservation) : null,
      Coupons: q.Details.Coupons?.map(wireCoupon),
    },
  };
}

// ---- wire -> domain (the browser and the CLI's --api mode read quotes with this) ----

type WireStation = z.infer<typeof WireStationDetail>;
const station = (s: WireStation | null): StationDetail | null =>
  s
    ? { ...s, Holidays: s.Holidays as IsoDate[], ServiceDays: s.ServiceDays as StationDetail['ServiceDays'] }
    : null;

export const pricingOptionFromWire = ({
  PriceLines: _lines,
  ...o
}: WirePricingOption & { PriceLines?: unknown }): PricingOption => ({
  ...o,
  PerFootPrice: centsOf(o.PerFootPrice),
  Price: centsOf(o.Price),
  StorageDestCharge: centsOf(o.StorageDestCharge),
  StorageDestIncreasedCharge: centsOf(o.StorageDestIncreasedCharge),
});

export const expediteOptionFromWire = (o: WireExpediteOption): ExpediteOption => ({
  ...o,
  DeliveryDate: o.DeliveryDate as IsoDate,
  GuaranteedServiceFee: centsOf(o.GuaranteedServiceFee),
});

const couponFromWire = (c: z.infer<typeof WireCoupon>): Coupon => ({ ...c, Amount: centsOf(c.Amount) });

function reservationFromWire({
  PaymentMethods,
  Cancellation,
  DeliveryAppointment,
  ...r
}: NonNullable<WireQuote['Details']['Reservation']>): ReservationDetails {
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
    ...(PaymentMethods
      ? {
          PaymentMethods: PaymentMethods.map((m) => ({
            ...m,
            AffirmPaymentData: m.AffirmPaymentData
              ? {
                  ...m.AffirmPaymentData,
                  priceAtLoanApproval: centsOf(m.AffirmPaymentData.priceAtLoanApproval),
                }
              : null,
          })),
        }
      : {}),
  };
}

export function fromWireQuote(w: WireQuote): Quote {
  const d = w.Details;
  const r = d.Reservation;
  return {
    ...w,
    Details: {
      ...d,
      MoveDate: d.MoveDate as IsoDate,
      PickupDate: d.PickupDate as IsoDate,
      SpotDate: d.SpotDate as IsoDate,
      Origin: { ...d.Origin, StationDetail: station(d.Origin.StationDetail) },
      Destination: { ...d.Destination, StationDetail: station(d.Destination.StationDetail) },
      Accessorials: {
        ...d.Accessorials,
        BrokerFee: d.Accessorials.BrokerFee === null ? null : centsOf(d.Accessorials.BrokerFee),
        CustomsFee: d.Accessorials.CustomsFee === null ? null : centsOf(d.Accessorials.CustomsFee),
      },
      PricingOptions: d.PricingOptions.map(pricingOptionFromWire),
      ExpeditedOptions: d.ExpeditedOptions.map(expediteOptionFromWire),
      Reservation: r ? reservationFromWire(r) : null,
      Coupons: d.Coupons?.map(couponFromWire),
    },
  };
}
