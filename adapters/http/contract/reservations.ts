import { z } from 'zod';
import type { ReservePayment } from '../../../application/reservations/reserve-move';
import type { DashboardTypeSet } from '../../../application/reservations/set-dashboard-type';
import type { Cents } from '../../../domain/money/money';
import { CARD_BRANDS, PaymentMethod } from '../../../domain/payment/enums';
import { PAYPAL_ID_PATTERN } from '../../../domain/payment/paypal';
import type { PriceLine } from '../../../domain/pricing/price-lines';
import { AppointmentWindow, BuildingType, DeliveryResponse } from '../../../domain/quote/enums';
import type { Coupon, Quote } from '../../../domain/quote/types';
import { dashboardTypeOf } from '../../../domain/reservation/dashboard-restriction';
import type { ReservationDraft } from '../../../domain/reservation/draft';
import type { EditWindow } from '../../../domain/reservation/edit-cutoff';
import {
  DASHBOARD_TYPES,
  type DashboardType,
  MilitaryBranch,
  RESERVATION_STEPS,
  ReservationStep,
} from '../../../domain/reservation/enums';
import { type ReserveResult, reserveErrorName } from '../../../domain/reservation/reserve';
import { MAX_ANSWER_LENGTH } from '../../../domain/reservation/step-answers';
import { digitsOnly } from '../../../domain/validation/digits';
import { CheckoutId } from './booking-payments';
import { Dollars, dollarsOf, LiabilityChoice, RealDate, Text, enumValues as values } from './common';
import { toWireEditWindow, WireEditWindow } from './edit-window';
import { toWireQuote, WireQuote } from './quote';
import { QuoteNumber } from './quote-changes';
import { WireCoupon, WirePriceLine, wirePriceLine } from './quote-parts';

/**
 * The wire of reservations (issue 11; §2 steps, §3 form fields, §4 Reserve, §7 moves/*). Field names are
 * the specification's; unknown fields are refused.
 */

const Answer = Text(MAX_ANSWER_LENGTH);
/** A phone as typed; digits only once read (§5). '' is allowed here: the step's check says what is missing. */
const PhoneDigits = Text(30).transform((s) => digitsOnly(s));
const StationCode = z
  .string()
  .regex(/^[A-Z0-9]{2,8}$/, 'Value must be a service center code')
  .nullable();

export const MoveParams = z.object({ id: QuoteNumber });
/** POST moves/{id}/start: the quote's link token (QuoteIdEncrypted), for a quote made without an email. */
export const StartQuery = z.object({
  qId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Value must be a quote link')
    .optional(),
});

export const LocationAnswersBody = z
  .object({
    Origin: z
      .object({
        buildingType: z.enum(values(BuildingType)),
        FromAddress1: Answer,
        FromAddress2: Answer,
        /** Issue 27: the address's ZIP or postal code (checked by the domain: addressZipProblems). */
        FromZip: Answer.optional(),
        StationCode,
      })
      .strict(),
    Destination: z
      .object({
        buildingType: z.enum(values(BuildingType)),
        ToAddress1: Answer,
        ToAddress2: Answer,
        ToZip: Answer.optional(),
        selectedDeliveryResponse: z.enum(values(DeliveryResponse)),
        IsWillAdvise: z.boolean(),
        StationCode,
      })
      .strict(),
    Contact: z
      .object({
        FirstName: Answer,
        LastName: Answer,
        PhoneNumber: PhoneDigits,
        SmsOptIn: z.boolean(),
        SmsNumber: PhoneDigits,
        laborRequested: z.boolean(),
      })
      .strict(),
    Military: z
      .object({
        WeightTickets: z.boolean(),
        MilitaryBranch: z.enum(values(MilitaryBranch)).nullable(),
        MilitaryBranchOther: Answer,
      })
      .strict(),
    Liability: LiabilityChoice,
  })
  .strict();

/**
 * PUT moves/{id}/draft/location: step 1's answers, and (issue 27) the total the customer accepted when
 * the addresses' ZIPs changed the move's price (the `Now` of an AddressPriceChanged refusal).
 */
export const LocationStepBody = LocationAnswersBody.extend({ AcceptedTotal: Dollars.optional() }).strict();

const Appointment = z
  .object({
    SelectedAppointmentOption: z.enum(values(AppointmentWindow)),
    EarlyTime: z.string().regex(/^(\d{4})?$/, 'Value must be a time as HHMM'),
    LateTime: z.string().regex(/^(\d{4})?$/, 'Value must be a time as HHMM'),
  })
  .strict();

export const ScheduleAnswersBody = z
  .object({
    SpotDate: RealDate,
    PickupDate: RealDate,
    IsLiveLoad: z.boolean(),
    OriginAppointment: Appointment,
    GuaranteedTransitTime: z.number().int().min(1).max(60).nullable(),
  })
  .strict();

export const StepParams = z.object({
  id: QuoteNumber,
  step: z.enum([ReservationStep.location, ReservationStep.schedule]),
});

const WirePayment = z.object({
  Method: z.literal('CreditCard'),
  PaymentProfileId: z.string(),
  Type: z.enum(CARD_BRANDS as unknown as [string, ...string[]]),
  LastFour: z.string(),
  ExpirationDate: z.string(),
  NameOnCard: z.string(),
  BillingZip: z.string(),
});

export const WireDraft = z.object({
  QuoteId: z.number().int(),
  AllowedStep: z.enum(RESERVATION_STEPS as unknown as [string, ...string[]]),
  Location: LocationAnswersBody.nullable(),
  Schedule: ScheduleAnswersBody.nullable(),
  Payment: WirePayment.nullable(),
  UpdatedAt: z.string(),
});

/** §9 OneHourRate and TwoHourRate (dollars) in force on the draft's drop-off date, for the live price. */
export const WireAppointmentRates = z.object({ OneHourRate: Dollars, TwoHourRate: Dollars });

export const DraftResponse = z.object({
  success: z.literal(true),
  quote: WireQuote,
  draft: WireDraft,
  rates: WireAppointmentRates,
});
export const SavedDraftResponse = z.object({ success: z.literal(true), draft: WireDraft });

/** A quote that cannot start a reservation: why, and where to go (issue 11 "Entry"). */
export const BlockedResponse = z.object({
  success: z.literal(false),
  errors: z.array(z.string()),
  reason: z.string(),
  route: z.string(),
  action: z.string(),
});

/**
 * Issue 27: PUT moves/{id}/draft/location refused because the addresses change the move's price: the
 * §5 lines, and the total before and after (dollars); the page offers to continue at `Now` (AcceptedTotal).
 */
export const AddressPriceChangedResponse = z.object({
  success: z.literal(false),
  errors: z.array(z.string()),
  reason: z.literal('AddressPriceChanged'),
  PriceChange: z.object({ Was: z.number(), Now: z.number() }),
});

export const toWireDraft = (d: ReservationDraft): z.infer<typeof WireDraft> => ({ ...d });

// ---- §7 POST moves/{id}/log-progress ----

export const LogProgressBody = z
  .object({
    QuoteId: z.number().int().positive(),
    Revision: z.number().int().min(1),
    Section: z.enum(['W', 'X', 'Y']),
    NextDaySpotAllowed: z.boolean(),
    NextAvailableSpotDate: RealDate.nullable(),
    OriginStationNumber: Text(20),
    StationCentralTimeDiff: z.number().int().min(-12).max(12),
    EquipType: z.enum(['Trailer', 'Relocube']),
    Device: z.enum(['desktop', 'mobile', 'tablet']),
  })
  .strict();
export const SuccessResponse = z.object({ success: z.literal(true) });

// ---- §7 PUT moves/{id}/contacts/sms, PUT moves/{id}/labor-referral ----

export const SmsBody = z.object({ SmsNumber: PhoneDigits }).strict();
export const SmsResponse = z.object({ success: z.literal(true), SmsNumber: z.string() });
export const LaborReferralBody = z.object({ laborRequested: z.boolean() }).strict();
export const LaborReferralResponse = z.object({ success: z.literal(true), laborRequested: z.boolean() });

// ---- §7 POST moves/{id}/reserve ----

/** A saved card's token (§3 CreditCard payment profile id). */
const PaymentProfileRef = z.object({ paymentProfileId: z.string().min(1).max(200) }).strict();

/** §3 PaymentMethods entry of a card: the token POST payments/cards answered. */
export const ReserveCardMethod = z
  .object({ Method: z.literal(PaymentMethod.CreditCard), CreditCard: PaymentProfileRef })
  .strict();

/** §3 PaymentMethods entry of PayPal (issue 12): PaymentReferenceID is the approved order's id. */
export const ReservePayPalMethod = z
  .object({
    Method: z.literal(PaymentMethod.PayPal),
    PaymentReferenceID: z.string().regex(PAYPAL_ID_PATTERN, 'Value must be a PayPal order id'),
  })
  .strict();

/**
 * §3 AffirmPaymentData as answered by GET moves/{id}/affirm/checkouts/{checkoutId}, cleared of its card
 * fields: a card number, expiry or security value is refused (unknown field). Only checkoutToken is
 * read; the server keeps its own record of the rest.
 */
export const WireClearedAffirmPaymentData = z
  .object({
    checkoutToken: z.string().min(1).max(200),
    priceAtLoanApproval: Dollars.optional(),
    cardType: z.enum(CARD_BRANDS as unknown as [string, ...string[]]).optional(),
    cardName: z.string().max(200).optional(),
    cardZip: z.string().max(20).optional(),
  })
  .strict();

/**
 * §3 PaymentMethods entry of an Affirm loan (issue 12): PaymentReferenceID is the checkoutId, CreditCard
 * the token its virtual card was saved as, AffirmPaymentData the cleared data (both as answered by GET
 * moves/{id}/affirm/checkouts/{checkoutId}).
 */
export const ReserveAffirmMethod = z
  .object({
    Method: z.enum([PaymentMethod.AffirmVCN, PaymentMethod.AffirmLite]),
    PaymentReferenceID: CheckoutId,
    CreditCard: PaymentProfileRef,
    AffirmPaymentData: WireClearedAffirmPaymentData,
  })
  .strict();

export const ReserveBody = z
  .object({
    QuoteId: z.number().int().positive(),
    Revision: z.number().int().min(1),
    MyMove: z
      .object({ Location: LocationAnswersBody.nullable(), Schedule: ScheduleAnswersBody.nullable() })
      .strict(),
    Details: z
      .object({
        PaymentMethods: z
          .array(
            z.discriminatedUnion('Method', [ReserveCardMethod, ReservePayPalMethod, ReserveAffirmMethod]),
          )
          .min(1)
          .max(1),
      })
      .strict(),
  })
  .strict();
export type ReserveBody = z.infer<typeof ReserveBody>;

/** The one PaymentMethods entry of a reserve body, as the use case reads it. */
export function reservePaymentOf(entry: ReserveBody['Details']['PaymentMethods'][number]): ReservePayment {
  switch (entry.Method) {
    case PaymentMethod.CreditCard:
      return { Method: entry.Method, PaymentProfileId: entry.CreditCard.paymentProfileId };
    case PaymentMethod.PayPal:
      return { Method: entry.Method, PaymentReferenceID: entry.PaymentReferenceID };
    default:
      return {
        Method: entry.Method,
        PaymentReferenceID: entry.PaymentReferenceID,
        PaymentProfileId: entry.CreditCard.paymentProfileId,
        checkoutToken: entry.AffirmPaymentData.checkoutToken,
      };
  }
}

const ReserveAnswer = z.object({
  Quote: WireQuote,
  /** §8: the first entry is the error type, e.g. 'WrongRevisionError (MyMove)'. */
  Messages: z.array(z.string()),
  ModelErrors: z.array(z.object({ type: z.string(), message: z.string() })),
});

export const ReserveResponse = z.object({ success: z.literal(true), reserve: ReserveAnswer });
export const ReserveRefusedResponse = z.object({
  success: z.literal(false),
  errors: z.array(z.string()),
  reason: z.string(),
  reserve: ReserveAnswer,
});

/** The HTTP status of a stored reserve answer (the same for a replay). */
export function reserveStatus(result: ReserveResult): 200 | 400 | 402 | 409 {
  if (result.booked) return 200;
  switch (result.error) {
    case 'PaymentError':
      return 402;
    case 'QuoteIsIncomplete':
    case 'SpotDateIsPast':
      return 400;
    default:
      return 409;
  }
}

export function toWireReserve(result: ReserveResult) {
  if (result.booked) {
    return {
      success: true as const,
      reserve: { Quote: toWireQuote(result.quote), Messages: [], ModelErrors: [] },
    };
  }
  const name = reserveErrorName(result.error);
  return {
    success: false as const,
    errors: [...result.lines],
    reason: name,
    reserve: {
      Quote: toWireQuote(result.quote),
      Messages: [name],
      ModelErrors: [{ type: name, message: result.message }],
    },
  };
}

// ---- §7 GET moves/{id} ----

export const ReservationResponse = z.object({
  success: z.literal(true),
  reservation: WireQuote,
  /** §3 price lines of the booked move (the quote's plus the reservation's fees), and their total. */
  PriceLines: z.array(WirePriceLine),
  TotalPrice: Dollars,
  /** §3 Reservation level, §6: whether the move can be changed online now (issue 13: until the cut-off). */
  IsMyMoveEditAllowed: z.boolean(),
  /** Issue 13: the cut-off (ISO instant), and why editing is off (null while allowed) in the customer's words. */
  MyMoveEdit: WireEditWindow,
  /** §3 Reservation level DashboardType: reconsignment-limited, non-carrier-limited, or null (a full dashboard). */
  DashboardType: z.enum(DASHBOARD_TYPES as [DashboardType, ...DashboardType[]]).nullable(),
});

// ---- Issue 13: PUT staff/moves/{id}/dashboard-type ----

export const STAFF_DASHBOARD_TYPE_PATH = '/api/staff/moves/{id}/dashboard-type';
/** §3 DashboardType to set; null makes the dashboard full again. */
export const DashboardTypeBody = z
  .object({ DashboardType: z.enum(DASHBOARD_TYPES as [DashboardType, ...DashboardType[]]).nullable() })
  .strict();
export const DashboardTypeResponse = z.object({
  success: z.literal(true),
  QuoteId: z.number().int(),
  DashboardType: z.enum(DASHBOARD_TYPES as [DashboardType, ...DashboardType[]]).nullable(),
  /** False when the move already had this type (nothing changed). */
  Changed: z.boolean(),
  Revision: z.number().int(),
});
export type DashboardTypeSetResponse = z.infer<typeof DashboardTypeResponse>;

/** The answer of PUT staff/moves/{id}/dashboard-type (and of `relomove shipment dashboard --json`). */
export const toWireDashboardTypeSet = (set: DashboardTypeSet) => ({
  success: true as const,
  QuoteId: set.quote.QuoteId,
  DashboardType: dashboardTypeOf(set.quote),
  Changed: set.changed,
  Revision: set.quote.Revision,
});

export function toWireReservation(
  quote: Quote,
  lines: readonly PriceLine[],
  total: Cents,
  window: EditWindow | null,
) {
  return {
    success: true as const,
    reservation: toWireQuote(quote),
    PriceLines: lines.map(wirePriceLine),
    TotalPrice: dollarsOf(total),
    IsMyMoveEditAllowed: window?.allowed ?? false,
    MyMoveEdit: toWireEditWindow(window),
    DashboardType: dashboardTypeOf(quote),
  };
}

// ---- §7 POST moves/coupons ----

export const ReservationCouponBody = z
  .object({ QuoteId: z.number().int().positive(), Coupon: Text(50) })
  .strict();
export const ReservationCouponResponse = z.object({
  success: z.literal(true),
  coupons: z.object({ Coupons: z.array(WireCoupon) }),
});

export const toWireCouponList = (coupons: readonly Coupon[]) =>
  coupons.map((c) => ({ ...c, Amount: dollarsOf(c.Amount) }));

/** The draft as the domain reads it (dates are the wire's checked 'YYYY-MM-DD' text). */
export const fromWireDraft = (d: z.infer<typeof WireDraft>): ReservationDraft => d as ReservationDraft;
