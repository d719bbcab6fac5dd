import { z } from 'zod';
import type { QuoteExplained } from '../../../application/staff/explain-quote';
import type { LookupOutput, QuoteSummary } from '../../../application/staff/lookup-quotes';
import type { PricedMove } from '../../../application/staff/price-move';
import type { RecomputeQuoteOutput } from '../../../application/staff/recompute-quote';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { ADJUSTMENT_KINDS, type AdjustmentKind } from '../../../domain/pricing/adjustments';
import {
  EDIT_FAIL_REASONS,
  type EditFailReason,
  EquipType,
  INFO_REQUIRED_ACTIONS,
  INVALID_ACTIONS,
  INVALID_REASONS,
  type InvalidReason,
  type LookupFailureReason,
  QUOTE_RESULTS,
  type QuoteAction,
  type QuoteResult,
  QuoteState,
  type QuoteStatus,
} from '../../../domain/quote/enums';
import { DELIVERY_CODES, RECOMPUTE_REASON_REQUIRED_MESSAGE } from '../../../domain/quote/recompute-quote';
import type { StoredPrice } from '../../../domain/quote/stored-price';
import type { Quote, StationDetail } from '../../../domain/quote/types';
import type { LookupResponse, WireQuoteSummary } from './accounts';
import { centsOf, Dollars, dollarsOf, LiabilityChoice, Text, listValues as values, WireDate } from './common';
import { fromWireQuote, toWireQuote, WireQuote } from './quote';
import {
  priceLineFromWire,
  pricingOptionFromWire,
  WirePriceLine,
  WirePricingOption,
  WireStationDetail,
  wirePriceLine,
  wirePricingOption,
} from './quote-parts';
import { QuoteReference } from './quotes';
import { CitySearchResult } from './reference';

/**
 * The staff endpoints of our design (issue 5 `relomove --api`; the specification shows none): a quote
 * explained, a quote re-priced, a hypothetical move priced, and the service-center list. Staff, agents
 * and admins only (§6: the roles that act for customers). Money is wire dollars, converted exactly here
 * both ways, so the CLI renders the same domain values in and out of process.
 */

/** A quote reference in a path: a 7-digit QuoteId or a QuoteIdEncrypted token. */
export const StaffQuoteParam = z.object({ id: QuoteReference });

// ---- price lines (§3) and a stored price (§9 total) ----

const WireAdjustment = z.object({
  type: z.enum(values(ADJUSTMENT_KINDS)),
  description: z.string(),
  value: Dollars,
});

/** The selected option's §9 total and §3 price lines. */
export const WireStoredPrice = z.object({
  option: WirePricingOption,
  breakdown: z.object({ base: Dollars, adjustments: z.array(WireAdjustment), total: Dollars }),
  lines: z.array(WirePriceLine),
});
export type WireStoredPrice = z.infer<typeof WireStoredPrice>;

export function toWireStoredPrice(price: StoredPrice | null): WireStoredPrice | null {
  if (!price) return null;
  return {
    option: wirePricingOption(price.option),
    breakdown: {
      base: dollarsOf(price.breakdown.base),
      adjustments: price.breakdown.adjustments.map((a) => ({ ...a, value: dollarsOf(a.value) })),
      total: dollarsOf(price.breakdown.total),
    },
    lines: price.lines.map(wirePriceLine),
  };
}

export function storedPriceFromWire(price: WireStoredPrice | null): StoredPrice | null {
  if (!price) return null;
  return {
    option: pricingOptionFromWire(price.option),
    breakdown: {
      base: centsOf(price.breakdown.base),
      adjustments: price.breakdown.adjustments.map((a) => ({
        type: a.type as AdjustmentKind,
        description: a.description,
        value: centsOf(a.value),
      })),
      total: centsOf(price.breakdown.total),
    },
    lines: price.lines.map(priceLineFromWire),
  };
}

// ---- POST /api/quotes/lookup, read back (the answer schema is in ./accounts) ----

export function summaryFromWire(s: z.infer<typeof WireQuoteSummary>): QuoteSummary {
  return {
    ...s,
    Result: s.Result as QuoteResult,
    QuoteStatus: s.QuoteStatus as QuoteStatus,
    state: s.state as QuoteState,
    MoveDate: s.MoveDate as IsoDate,
    price: s.price === null ? null : centsOf(s.price),
  };
}

export function lookupFromWire(answer: LookupResponse): LookupOutput {
  return {
    failReason: answer.failReason as LookupFailureReason,
    messages: answer.messages,
    quotes: answer.quotes.map(summaryFromWire),
    fault: null,
  };
}

// ---- GET /api/staff/quotes/{id}: ExplainQuote ----

const WireChange = z.object({
  fromRevision: z.number().int(),
  toRevision: z.number().int(),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
  reason: z.string().nullable(),
});

export const ExplainQuoteResponse = z.object({
  success: z.literal(true),
  quote: WireQuote,
  state: z.enum(values(Object.values(QuoteState))),
  price: WireStoredPrice.nullable(),
  history: z.array(WireChange),
});
export type ExplainQuoteResponse = z.infer<typeof ExplainQuoteResponse>;

export const toWireExplained = (e: QuoteExplained): ExplainQuoteResponse => ({
  success: true,
  quote: toWireQuote(e.quote),
  state: e.state,
  price: toWireStoredPrice(e.price),
  history: e.history,
});

export const explainedFromWire = (w: ExplainQuoteResponse): QuoteExplained => ({
  quote: fromWireQuote(w.quote),
  state: w.state as QuoteState,
  price: storedPriceFromWire(w.price),
  history: w.history,
});

// ---- POST /api/staff/quotes/{id}/recompute: RecomputeQuote ----

const WholeNumber = (min: number) => z.number().int('Value must be a whole number').min(min);

/** Longest reason kept with a change (RecomputeQuote keeps 500 characters). */
export const MAX_RECOMPUTE_REASON = 500;

/** A re-price's `save`: store each change with this reason (absent or null: only a preview). */
export const RecomputeSave = z
  .object({
    reason: Text(MAX_RECOMPUTE_REASON).refine((s) => s !== '', RECOMPUTE_REASON_REQUIRED_MESSAGE),
  })
  .strict()
  .nullable()
  .optional();

/**
 * The changes to try (domain RecomputeRequest), each optional, and `save` to store the result with why.
 * Without `Revision` the change applies to the stored revision.
 */
export const StaffRecomputeRequest = z
  .object({
    Revision: WholeNumber(1).optional(),
    LinearFeet: WholeNumber(1).max(200).optional(),
    Equip: z.enum([EquipType.Trailer, EquipType.Relocube]).optional(),
    Quantity: WholeNumber(1).max(50).optional(),
    Delivery: z.enum(DELIVERY_CODES).optional(),
    Liability: LiabilityChoice.optional(),
    CouponCode: Text(50)
      .refine((s) => s !== '', 'The value is required')
      .optional(),
    ExpediteDays: WholeNumber(0).max(30).optional(),
    AddStorage: z.boolean().optional(),
    save: RecomputeSave,
  })
  .strict();
export type StaffRecomputeRequest = z.input<typeof StaffRecomputeRequest>;

/**
 * 200 for every business answer, like §7 quotes/edit's changeQuoteResponse: failReason 'None' with the
 * recomputed quote (saved as Revision + 1 when `saved`), or a §4 fail reason with the stored quote and
 * nothing changed (before and after null).
 */
export const StaffRecomputeResponse = z.object({
  success: z.literal(true),
  failReason: z.enum(values(EDIT_FAIL_REASONS)),
  quote: WireQuote,
  saved: z.boolean(),
  changed: z.boolean(),
  before: WireStoredPrice.nullable(),
  after: WireStoredPrice.nullable(),
  difference: Dollars,
});
export type StaffRecomputeResponse = z.infer<typeof StaffRecomputeResponse>;

export const toWireRecomputed = (out: RecomputeQuoteOutput): StaffRecomputeResponse => ({
  success: true,
  failReason: 'None',
  quote: toWireQuote(out.quote),
  saved: out.saved,
  changed: out.changed,
  before: toWireStoredPrice(out.before),
  after: toWireStoredPrice(out.after),
  difference: dollarsOf(out.difference),
});

export const toWireRecomputeRefusal = (failReason: EditFailReason, quote: Quote): StaffRecomputeResponse => ({
  success: true,
  failReason,
  quote: toWireQuote(quote),
  saved: false,
  changed: false,
  before: null,
  after: null,
  difference: 0,
});

/** The answer read back: the recomputed output, or the refusal's reason with the stored quote. */
export function recomputedFromWire(
  w: StaffRecomputeResponse,
): { ok: true; value: RecomputeQuoteOutput } | { ok: false; failReason: EditFailReason; quote: Quote } {
  const quote = fromWireQuote(w.quote);
  if (w.failReason !== 'None') return { ok: false, failReason: w.failReason as EditFailReason, quote };
  return {
    ok: true,
    value: {
      quote,
      saved: w.saved,
      changed: w.changed,
      before: storedPriceFromWire(w.before),
      after: storedPriceFromWire(w.after),
      difference: centsOf(w.difference),
    },
  };
}

// ---- POST /api/staff/price: PriceMove ----

const Place = Text(100).refine((s) => s !== '', 'The value is required');

export const StaffPriceRequest = z
  .object({
    /** A ZIP, a postal code or 'City, ST'. */
    from: Place,
    to: Place,
    linearFeet: WholeNumber(1).max(200),
    /** Default: the quote form's default, 7 days from the server's today. */
    moveDate: WireDate.optional(),
  })
  .strict();
export type StaffPriceRequest = z.input<typeof StaffPriceRequest>;

const WirePlace = CitySearchResult.extend({
  FIPS: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
});

const WireRatedEnd = z
  .object({
    place: WirePlace,
    station: z.object({ station: WireStationDetail, miles: z.number() }).nullable(),
  })
  .nullable();

export const StaffPriceResponse = z.object({
  success: z.literal(true),
  origin: WireRatedEnd,
  destination: WireRatedEnd,
  miles: z.number(),
  outcome: z.object({
    result: z.enum(values(QUOTE_RESULTS)),
    reasonInvalid: z.enum(values(INVALID_REASONS)),
    action: z.enum(values([...new Set<string>([...INVALID_ACTIONS, ...INFO_REQUIRED_ACTIONS])])),
    reasonNotAuto: z.string(),
  }),
  options: z.array(WirePricingOption),
  rateCardVersion: z.string(),
  moveDate: WireDate,
  pricedOn: WireDate,
});
export type StaffPriceResponse = z.infer<typeof StaffPriceResponse>;

export const toWirePriced = (move: PricedMove): StaffPriceResponse => ({
  success: true,
  ...move,
  options: move.options.map(wirePricingOption),
});

const stationFromWire = (s: z.infer<typeof WireStationDetail>): StationDetail => ({
  ...s,
  Holidays: s.Holidays as IsoDate[],
  ServiceDays: s.ServiceDays as StationDetail['ServiceDays'],
});

const endFromWire = (end: z.infer<typeof WireRatedEnd>): PricedMove['origin'] =>
  end && {
    place: end.place,
    station: end.station && { station: stationFromWire(end.station.station), miles: end.station.miles },
  };

export const pricedFromWire = (w: StaffPriceResponse): PricedMove => ({
  origin: endFromWire(w.origin),
  destination: endFromWire(w.destination),
  miles: w.miles,
  outcome: {
    result: w.outcome.result as QuoteResult,
    reasonInvalid: w.outcome.reasonInvalid as InvalidReason,
    action: w.outcome.action as QuoteAction,
    reasonNotAuto: w.outcome.reasonNotAuto,
  },
  options: w.options.map(pricingOptionFromWire),
  rateCardVersion: w.rateCardVersion,
  moveDate: w.moveDate as IsoDate,
  pricedOn: w.pricedOn as IsoDate,
});

// ---- GET /api/staff/service-centers ----

export const StaffServiceCentersResponse = z.object({
  success: z.literal(true),
  serviceCenters: z.array(WireStationDetail),
});
export type StaffServiceCentersResponse = z.infer<typeof StaffServiceCentersResponse>;

export const serviceCentersFromWire = (w: StaffServiceCentersResponse): StationDetail[] =>
  w.serviceCenters.map(stationFromWire);
