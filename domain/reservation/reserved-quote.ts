/**
 * Issue 11: the quote as the reservation draft changes it, its live price (the quote's price lines plus
 * each step's fees) and the reserved quote that POST moves/{id}/reserve stores (§4 Reserve).
 */
import { endTimeZone, zoneShortName } from '../calendar/time-zones';
import { DITY10, sameCouponCode } from '../coupons/coupons';
import { addressZip } from '../location/address-zip';
import { type Cents, ZERO } from '../money/money';
import { CardBrand, DEFAULT_PAYMENT_STATUS, PaymentMethod } from '../payment/enums';
import type { PaymentMethodEntry } from '../payment/types';
import { expediteRequestFor } from '../pricing/expedite';
import { expediteOptionsForRequest } from '../pricing/expedite-options';
import { liabilityAccessorials } from '../pricing/liability';
import { priceLines } from '../pricing/price-lines';
import { computeQuotePrice } from '../pricing/quote-price';
import { selectedOption, selectOption } from '../quote/edit-quote';
import {
  AppointmentWindow,
  BuildingType,
  DeliveryResponse,
  DeliveryType,
  ExpeditedFlag,
  LocationKind,
  WebReservationFlag,
  WILL_ADVISE,
} from '../quote/enums';
import { lineFacts, type StoredPrice, storedPriceInput, storedQuotePrice } from '../quote/stored-price';
import type {
  Coupon,
  DeliveryAppointment,
  ExpediteOption,
  PricingOption,
  Quote,
  SpotAppointment,
  StationDetail,
} from '../quote/types';
import type { RateCard } from '../rating/rate-card';
import type { ReservationDraft, ScheduleAnswers } from './draft';
import { militaryBranchFields } from './military-branch';

/** The rate card's §9 guaranteed spot appointment fees. */
export type AppointmentRates = Pick<SpotAppointment, 'OneHourRate' | 'TwoHourRate'>;

/** What the draft needs from outside: the chosen service centers (by the draft's StationCode) and the fees. */
export interface ReservationFacts {
  originStation: StationDetail | null;
  destinationStation: StationDetail | null;
  rates: AppointmentRates;
  /**
   * Issue 27: the guaranteed delivery options the schedule step offers for its dates (§4 Expedite options), so
   * the live price of a guaranteed delivery chosen there has its fee and date before the step is saved. Absent:
   * the quote's own ExpeditedOptions (the server stores the chosen dates' options when the step is saved:
   * withGuaranteedDeliveryPriced).
   */
  expedite?: readonly ExpediteOption[];
}

/**
 * §9 "Weight tickets fee 150, or 0 when waived". Ours (the specification does not say when): the fee is
 * waived when the reservation carries the DITY10 coupon, the military do-it-yourself move coupon
 * (docs/decisions.md).
 */
export function weightTicketsWaived(coupons: readonly Coupon[] | undefined): boolean {
  return (coupons ?? []).some((c) => !c.Invalid && sameCouponCode(c.Code, DITY10.code));
}

/** The saved card as a §3 PaymentMethods entry. */
export function cardPaymentMethod(payment: NonNullable<ReservationDraft['Payment']>): PaymentMethodEntry {
  return {
    Method: PaymentMethod.CreditCard,
    Status: DEFAULT_PAYMENT_STATUS,
    PaymentReferenceID: null,
    PaymentSubType: null,
    AffirmPaymentData: null,
    CreditCard: {
      expirationDate: payment.ExpirationDate,
      name: payment.NameOnCard,
      zip: payment.BillingZip,
      lastFour: payment.LastFour,
      type: payment.Type in CardBrand ? payment.Type : CardBrand.Unspecified,
      usage: 'Reservation',
      paymentProfileId: payment.PaymentProfileId,
    },
  };
}

/** Two options for the same equipment, size and delivery at each end (a parent and its expedited children). */
const sameMove = (a: PricingOption, b: PricingOption) =>
  a.EquipType === b.EquipType &&
  a.EquipQuantity === b.EquipQuantity &&
  a.LinearFeet === b.LinearFeet &&
  a.OriginDelivery === b.OriginDelivery &&
  a.DestinationDelivery === b.DestinationDelivery;

/**
 * §4 Expedite options in the schedule step: a guaranteed choice (by RequestedTransitTime) selects the
 * selected equipment's expedited child with that transit time; none (free estimated delivery) selects its
 * parent. A choice the quote has no child for leaves the selection as it is.
 */
export function withGuarantee(
  options: readonly PricingOption[],
  transitTime: number | null,
): PricingOption[] {
  const current = selectedOption(options);
  if (!current) return [...options];
  const parent =
    current.ExpeditedFlag === ExpeditedFlag.Child
      ? (options.find((o) => o.ExpeditedFlag === ExpeditedFlag.Parent && sameMove(o, current)) ?? current)
      : current;
  if (transitTime === null) return parent === current ? [...options] : selectOption(options, parent.value);
  const child = options.find(
    (o) =>
      o.ExpeditedFlag === ExpeditedFlag.Child && sameMove(o, parent) && o.CarrierTransitTime === transitTime,
  );
  return child ? selectOption(options, child.value) : [...options];
}

/**
 * Issue 27 "Choices that stick": a guaranteed delivery chosen on the schedule step, priced for the step's dates
 * from the rate card as the step offered it (§4 Expedite options): the quote with those options as its
 * ExpeditedOptions, so the chosen tier's fee is a line of the booked price and its date the delivery promise
 * (without them a chosen expedited child had neither: the booked move said "Free estimated delivery" counted
 * from the child's transit time). The quote as it is for free estimated delivery or when it already has these
 * options; null when the chosen transit time is not offered for these dates.
 */
export function withGuaranteedDeliveryPriced(
  quote: Quote,
  schedule: Pick<ScheduleAnswers, 'SpotDate' | 'PickupDate' | 'GuaranteedTransitTime'>,
  card: RateCard,
): Quote | null {
  const transit = schedule.GuaranteedTransitTime;
  if (transit === null) return quote;
  const option = selectedOption(quote.Details.PricingOptions);
  if (!option) return null;
  const options = expediteOptionsForRequest(
    card,
    quote.Details,
    expediteRequestFor(option, { PickupDate: schedule.PickupDate, MoveDate: schedule.SpotDate }),
    quote.Details.Destination.StationDetail?.Holidays ?? [],
  );
  if (!options.some((o) => o.RequestedTransitTime === transit)) return null;
  if (JSON.stringify(options) === JSON.stringify(quote.Details.ExpeditedOptions)) return quote;
  return { ...quote, Details: { ...quote.Details, ExpeditedOptions: options } };
}

/** The ZIP given with an address, normalised; the one stored before when none was given (an older draft). */
function givenZip(given: string | undefined, stored: string): string {
  if (given === undefined || given.trim() === '') return stored;
  return addressZip(given, '').unwrapOr(given.trim());
}

/**
 * The quote with the draft's answers in it: addresses, building types and chosen service centers (§3
 * Location), coverage, contact, dates, live load, the guaranteed-delivery choice (withGuarantee) and the
 * reservation details (appointment, weight tickets, payment method). Prices are not touched here:
 * reservationPrice computes them.
 */
export function applyDraft(quote: Quote, draft: ReservationDraft, facts: ReservationFacts): Quote {
  const d = quote.Details;
  const option = selectedOption(d.PricingOptions);
  const location = draft.Location;
  const schedule = draft.Schedule;
  let Origin = d.Origin;
  let Destination = d.Destination;
  let Accessorials = d.Accessorials;
  if (location) {
    const originTerminal = option?.OriginDelivery === DeliveryType.Terminal;
    Origin = {
      ...Origin,
      AddressLine1: originTerminal ? '' : location.Origin.FromAddress1.trim(),
      AddressLine2: originTerminal ? '' : location.Origin.FromAddress2.trim(),
      // Issue 27: the ZIP the customer gave with the address (kept as it was when none was asked yet).
      ZIP: originTerminal ? Origin.ZIP : givenZip(location.Origin.FromZip, Origin.ZIP),
      buildingType: originTerminal ? BuildingType.service : location.Origin.buildingType,
      type: originTerminal ? LocationKind.serviceCenter : LocationKind.addressKnown,
      StationDetail: originTerminal && facts.originStation ? facts.originStation : Origin.StationDetail,
      FirstName: location.Contact.FirstName.trim(),
      LastName: location.Contact.LastName.trim(),
    };
    const destTerminal = option?.DestinationDelivery === DeliveryType.Terminal;
    const unknown =
      !destTerminal && location.Destination.selectedDeliveryResponse === DeliveryResponse.unknown;
    Destination = {
      ...Destination,
      AddressLine1: destTerminal || unknown ? '' : location.Destination.ToAddress1.trim(),
      AddressLine2: destTerminal ? '' : unknown ? WILL_ADVISE : location.Destination.ToAddress2.trim(),
      ZIP: destTerminal || unknown ? Destination.ZIP : givenZip(location.Destination.ToZip, Destination.ZIP),
      buildingType: destTerminal ? BuildingType.service : location.Destination.buildingType,
      type: destTerminal
        ? LocationKind.serviceCenter
        : unknown
          ? LocationKind.addressUnknown
          : location.Destination.buildingType === BuildingType.storage
            ? LocationKind.storage
            : LocationKind.addressKnown,
      selectedDeliveryResponse: destTerminal
        ? DeliveryResponse.serviceCenter
        : location.Destination.selectedDeliveryResponse,
      IsWillAdvise: unknown,
      StationDetail:
        destTerminal && facts.destinationStation ? facts.destinationStation : Destination.StationDetail,
    };
    Accessorials = { ...Accessorials, ...liabilityAccessorials(location.Liability) };
  }
  if (schedule) Origin = { ...Origin, LiveLoad: schedule.IsLiveLoad };
  const appointment = schedule?.OriginAppointment;
  const window = appointment?.SelectedAppointmentOption ?? AppointmentWindow.Unspecified;
  const timed = window === AppointmentWindow.OneHourWindow || window === AppointmentWindow.TwoHourWindow;
  const base = d.Reservation;
  const transit = schedule?.GuaranteedTransitTime ?? null;
  const ExpeditedOptions =
    transit !== null && facts.expedite?.some((o) => o.RequestedTransitTime === transit)
      ? facts.expedite.map((o) => ({ ...o }))
      : d.ExpeditedOptions;
  return {
    ...quote,
    Details: {
      ...d,
      Origin,
      Destination,
      Accessorials,
      ...(schedule
        ? {
            SpotDate: schedule.SpotDate,
            MoveDate: schedule.SpotDate,
            PickupDate: schedule.PickupDate,
            PricingOptions: withGuarantee(d.PricingOptions, schedule.GuaranteedTransitTime),
            ExpeditedOptions,
          }
        : {}),
      PhoneNumber: location?.Contact.PhoneNumber ?? d.PhoneNumber,
      SmsOptIn: location?.Contact.SmsOptIn ?? d.SmsOptIn,
      Reservation: {
        SpotAppointment: {
          AppointmentWindow: window,
          OneHourRate: facts.rates.OneHourRate,
          TwoHourRate: facts.rates.TwoHourRate,
          EarlyTime: timed ? (appointment?.EarlyTime ?? '') : '',
          LateTime: timed ? (appointment?.LateTime ?? '') : '',
        },
        Coupons: d.Coupons ?? base?.Coupons ?? [],
        PickupDate: schedule?.PickupDate ?? null,
        MoveDate: schedule?.SpotDate ?? null,
        NextDaySpotAllowed: base?.NextDaySpotAllowed ?? false,
        NextAvailableMoveDate: base?.NextAvailableMoveDate ?? null,
        StationCentralTimeDifference: base?.StationCentralTimeDifference ?? 0,
        ExpeditedOptions,
        TBOLConfirmed: false,
        EquipmentSpottedOrigin: false,
        InvoiceAmountDue: base?.InvoiceAmountDue ?? ZERO,
        Pronumber: '',
        PronumberAttached: false,
        PronumberRated: false,
        TotalPrice: base?.TotalPrice ?? ZERO,
        SMSPhoneNumber: location?.Contact.SmsOptIn ? location.Contact.SmsNumber : '',
        Contact: {
          EmailAddress: d.EmailAddress || d.ContactEmailAddress,
          FirstName: location?.Contact.FirstName.trim() ?? '',
          LastName: location?.Contact.LastName.trim() ?? '',
        },
        WeightTickets: location?.Military.WeightTickets ?? false,
        ...militaryBranchFields(
          location?.Military.WeightTickets ? location.Military.MilitaryBranch : null,
          location?.Military.MilitaryBranchOther ?? '',
        ),
        laborRequested: location?.Contact.laborRequested ?? false,
        PaymentMethods: draft.Payment ? [cardPaymentMethod(draft.Payment)] : [],
      },
    },
  };
}

/**
 * §9 The total and §3 lines of a quote with its reservation details: the stored quote's price input
 * (option, coverage, storage, broker and customs fees, coupons) plus the weight tickets fee, the spot
 * appointment fee and the fee of a delivery window booked later (issue 27), each an AdditionalItem line with
 * its own name. Null when the quote has no selected option.
 */
export function bookedPrice(quote: Quote): StoredPrice | null {
  const option = selectedOption(quote.Details.PricingOptions);
  if (!option) return null;
  const reservation = quote.Details.Reservation;
  const breakdown = computeQuotePrice({
    ...storedPriceInput(quote, option),
    weightTickets: {
      requested: reservation?.WeightTickets ?? false,
      waived: weightTicketsWaived(quote.Details.Coupons),
    },
    spotAppointment: reservation?.SpotAppointment ?? null,
    spotAppointmentZone: zoneShortName(endTimeZone(quote.Details.Origin)),
    deliveryAppointment: reservation?.DeliveryAppointment ?? null,
    deliveryAppointmentZone: zoneShortName(endTimeZone(quote.Details.Destination)),
  });
  return { option, breakdown, lines: priceLines(breakdown, lineFacts(quote, option)) };
}

/**
 * Issue 27: the booked move with a delivery window booked on it (the delivery tool). The window replaces any
 * earlier one and TotalPrice is re-priced by bookedPrice, so a paid window is its own line ('Delivery window
 * ...') and the total stays the sum of the lines; a second window replaces the first one's fee, never adds
 * to it. A quote that is not booked is returned as it is.
 */
export function withDeliveryAppointment(quote: Quote, appointment: DeliveryAppointment): Quote {
  const reservation = quote.Details.Reservation;
  if (reservation === null) return quote;
  const booked: Quote = {
    ...quote,
    Details: { ...quote.Details, Reservation: { ...reservation, DeliveryAppointment: appointment } },
  };
  const price = bookedPrice(booked);
  if (price === null) return booked;
  return {
    ...booked,
    Details: {
      ...booked.Details,
      Reservation: { ...reservation, DeliveryAppointment: appointment, TotalPrice: price.breakdown.total },
    },
  };
}

/**
 * Issue 27 "One total per screen": the price lines a quote is explained by now: a booked move's booked lines
 * (bookedPrice: the spot appointment, weight tickets and a delivery window each a line), or the stored
 * quote's lines before booking (storedQuotePrice). Null while the quote has no prices.
 */
export function currentPrice(quote: Quote): StoredPrice | null {
  if (quote.Details.Reserved && quote.Details.Reservation !== null) return bookedPrice(quote);
  return storedQuotePrice(quote);
}

/**
 * Issue 27 "One total per screen": what a quote costs now, wherever a single total is listed for it (the
 * staff lookup's rows): a booked move's TotalPrice (its booked lines, the spot appointment and a delivery
 * window included; what the ledger is measured against), or the stored quote's total before booking. Null
 * while the quote has no prices.
 */
export function currentTotal(quote: Quote): Cents | null {
  const reservation = quote.Details.Reservation;
  if (quote.Details.Reserved && reservation !== null) return reservation.TotalPrice;
  return storedQuotePrice(quote)?.breakdown.total ?? null;
}

/** The live price of a reservation in progress: the quote with the draft's answers, priced by bookedPrice. */
export function reservationPrice(
  quote: Quote,
  draft: ReservationDraft,
  facts: ReservationFacts,
): StoredPrice | null {
  return bookedPrice(applyDraft(quote, draft, facts));
}

/**
 * §4 Reserve: the quote as stored once booked: the draft applied, Reserved, WebReservationFlag Reserve,
 * and the recomputed TotalPrice (nothing is charged yet, so all of it is due).
 */
export function reservedQuote(
  quote: Quote,
  draft: ReservationDraft,
  facts: ReservationFacts,
  reservedAt: string,
): Quote | null {
  const applied = applyDraft(quote, draft, facts);
  const price = bookedPrice(applied);
  if (price === null) return null;
  const reservation = applied.Details.Reservation;
  if (reservation === null) return null;
  return {
    ...applied,
    Details: {
      ...applied.Details,
      Reserved: true,
      WebReservationFlag: WebReservationFlag.Reserve,
      Reservation: {
        ...reservation,
        TotalPrice: price.breakdown.total,
        InvoiceAmountDue: price.breakdown.total,
        ReservedAt: reservedAt,
      },
    },
  };
}
