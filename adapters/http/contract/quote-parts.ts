/**
 * The pieces of the §3 Quote on the wire that other answers carry too: a station, a pricing option, a price
 * line, a guaranteed-delivery option, the accessorials and a coupon, each with its exact conversions
 * (money in dollars on the wire, in cents in the domain).
 */
import { z } from 'zod';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { COUPON_SOURCES } from '../../../domain/coupons/coupons';
import { LINE_TYPES, type LineType, type PriceLine } from '../../../domain/pricing/price-lines';
import { DeliveryType, EquipType, ExpeditedFlag, MoveType } from '../../../domain/quote/enums';
import type { Accessorials, Coupon, ExpediteOption, PricingOption } from '../../../domain/quote/types';
import { centsOf, Dollars, dollarsOf, enumValues as values, WireDate } from './common';

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
export type WirePricingOption = z.infer<typeof WirePricingOption>;
export type WireExpediteOption = z.infer<typeof WireExpediteOption>;

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

export const wireExpediteOption = (o: ExpediteOption): WireExpediteOption => ({
  ...o,
  GuaranteedServiceFee: dollarsOf(o.GuaranteedServiceFee),
});

export const wireAccessorials = (a: Accessorials) => ({
  ...a,
  BrokerFee: a.BrokerFee === null ? null : dollarsOf(a.BrokerFee),
  CustomsFee: a.CustomsFee === null ? null : dollarsOf(a.CustomsFee),
});

export const wireCoupon = (c: Coupon) => ({ ...c, Amount: dollarsOf(c.Amount) });

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

export const couponFromWire = (c: z.infer<typeof WireCoupon>): Coupon => ({
  ...c,
  Amount: centsOf(c.Amount),
});
