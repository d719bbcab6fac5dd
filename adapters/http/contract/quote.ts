import { z } from 'zod';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import {
  BuildingType,
  DeliveryResponse,
  LocationKind,
  QuoteResult,
  QuoteStatus,
  WebReservationFlag,
} from '../../../domain/quote/enums';
import { storedOptionPrice } from '../../../domain/quote/stored-price';
import type { PricingOption, Quote, StationDetail } from '../../../domain/quote/types';
import { centsOf, enumValues as values, WireDate } from './common';
import {
  couponFromWire,
  expediteOptionFromWire,
  pricingOptionFromWire,
  WireAccessorials,
  WireCoupon,
  WireExpediteOption,
  WirePriceLine,
  WirePricingOption,
  WireStationDetail,
  wireAccessorials,
  wireCoupon,
  wireExpediteOption,
  wirePriceLine,
  wirePricingOption,
} from './quote-parts';
import { reservationFromWire, WireReservation, wireReservation } from './quote-reservation';

/**
 * The §3 Quote on the wire: the specification's field names, money in dollars (at most two decimals),
 * dates as 'YYYY-MM-DD'. `toWireQuote` and `fromWireQuote` convert exactly; nothing else does.
 */

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

// ---- domain -> wire ----

/** A quote's option with its §3 price lines as the quote stands (domain storedOptionPrice). */
const wireQuotedOption = (q: Quote, o: PricingOption): WireQuotedOption => ({
  ...wirePricingOption(o),
  PriceLines: storedOptionPrice(q, o).lines.map(wirePriceLine),
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
