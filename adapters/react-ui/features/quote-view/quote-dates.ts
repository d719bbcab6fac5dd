/**
 * The quote view's "Dates" and "Options" parts (issue 4): the move date the customer may change, the free
 * estimated delivery window (§9) and the guaranteed (expedited) options of the selected parent (§3, §4)
 * with their fees.
 * Every rule comes from the domain; this module only puts the quote's fields through it.
 */
import { addDays } from '../../../../domain/calendar/business-days';
import { type DeliveryWindow, estimatedDeliveryWindow } from '../../../../domain/calendar/delivery-window';
import { formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import { type IsoDate, parseIsoDate } from '../../../../domain/calendar/iso-date';
import type { Cents } from '../../../../domain/money/money';
import {
  expediteLabel,
  expediteOptionsToUse,
  shouldFetchExpediteOptions,
} from '../../../../domain/pricing/expedite';
import { ExpeditedFlag } from '../../../../domain/quote/enums';
import {
  MAX_DAYS_AHEAD,
  type MoveDateShift,
  moveDateSaveBlockedReason,
  moveDateShift,
} from '../../../../domain/quote/move-date-window';
import type { ExpediteOption, PricingOption, Quote } from '../../../../domain/quote/types';
import type { QuoteDraft } from './quote-draft';

/** The move dates the quote view offers: the domain's window, today to MAX_DAYS_AHEAD days from today. */
export function moveDateLimits(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addDays(today, MAX_DAYS_AHEAD) };
}

/** The §5-style message for an out-of-range move date (the domain's, move-date-window.ts). */
export { moveDateRangeMessage } from '../../../../domain/quote/move-date-window';

/**
 * What is wrong with a move date typed or picked in the date input ('YYYY-MM-DD', '' when cleared), or
 * null when it can be saved: the domain's one reason (issue 10: it disables Save and is shown with it).
 */
export function moveDateProblem(value: string, today: IsoDate): string | null {
  return moveDateSaveBlockedReason(value, today);
}

export { MOVE_DATE_ASKED_PARAM } from '../../../../domain/quote/move-date-window';

/** The origin station's holidays (spot and pickup days skip them, as domain/calendar/move-dates does). */
function originHolidays(quote: Quote): readonly IsoDate[] {
  return quote.Details.Origin.StationDetail?.Holidays ?? [];
}

/**
 * Issue 10: the shift of a move date the customer asked for (a weekend or an origin holiday becomes the
 * next origin business day), or null when the date is kept or cannot be read.
 */
export function shiftOf(quote: Quote, asked: string): MoveDateShift | null {
  const parsed = parseIsoDate(asked);
  return parsed.isOk() ? moveDateShift(parsed.value, originHolidays(quote)) : null;
}

/**
 * Issue 10: the shift that made the quote's saved move date, when `asked` (the date the customer asked
 * for: in the quote form, or in a saved change) became exactly that date; else null.
 */
export function savedShiftOf(quote: Quote, asked: string | null): MoveDateShift | null {
  if (asked === null) return null;
  const shift = shiftOf(quote, asked);
  return shift && shift.becomes === quote.Details.MoveDate ? shift : null;
}

/** The destination station's holidays (delivery days skip them, as domain/calendar/move-dates does). */
function destinationHolidays(quote: Quote): readonly IsoDate[] {
  return quote.Details.Destination.StationDetail?.Holidays ?? [];
}

/** §9 the free estimated delivery window of an option, counted from the quote's pickup date. */
export function deliveryWindowFor(quote: Quote, option: PricingOption): DeliveryWindow {
  return estimatedDeliveryWindow(
    quote.Details.PickupDate,
    option.CarrierTransitTime,
    destinationHolidays(quote),
  );
}

/** 'Friday, Jun 19 - Tuesday, Jun 23' (§9 'Weekday, Mon D'). */
export function formatWindowDays(window: DeliveryWindow): string {
  return `${formatWeekdayMonDay(window.DeliveryDate)} - ${formatWeekdayMonDay(window.DeliveryDateMax)}`;
}

/** One guaranteed delivery choice of the selected parent, with its fee (§4, §9). */
export interface GuaranteedChoice {
  /** The child pricing option's value (what an edit selects, §4). */
  value: string;
  /** Guaranteed business days in transit (the child's CarrierTransitTime). */
  days: number;
  /** The guaranteed delivery day. */
  deliveryDate: IsoDate;
  /** The fee, from the rate card (moves/{id}/expedite-options), never computed here. */
  fee: Cents;
  /** §9 '+$fee - Guaranteed N Business Days'. */
  label: string;
}

/**
 * §4 whether the quote view asks for expedite options for a parent: it allows expediting and the
 * destination is not storage.
 */
export function canExpedite(quote: Quote, parent: PricingOption | undefined): parent is PricingOption {
  if (!parent || parent.ExpeditedFlag !== ExpeditedFlag.Parent) return false;
  const destination = quote.Details.Destination;
  return shouldFetchExpediteOptions(parent.IsExpeditedOptionAllowed, {
    buildingType: destination.buildingType,
    selectedDeliveryResponse: destination.selectedDeliveryResponse,
  });
}

/**
 * §3, §4, §9 The guaranteed choices of the selected parent: each priced expedite option (fetched from
 * POST moves/{id}/expedite-options, or the quote's own when §4 allows reusing them) matched to the
 * quote's Child pricing option with the parent's EquipType, OriginDelivery and DestinationDelivery and
 * the same transit days, fastest last as the quote lists them. None unless the parent allows expediting
 * and the destination is not storage (§4); a child without a priced option is not offered.
 */
export function guaranteedChoices(
  quote: Quote,
  parent: PricingOption | undefined,
  priced: readonly ExpediteOption[] = expediteOptionsToUse(quote.Details),
): GuaranteedChoice[] {
  if (!canExpedite(quote, parent)) return [];
  return quote.Details.PricingOptions.filter(
    (o) =>
      o.ExpeditedFlag === ExpeditedFlag.Child &&
      o.EquipType === parent.EquipType &&
      o.OriginDelivery === parent.OriginDelivery &&
      o.DestinationDelivery === parent.DestinationDelivery,
  ).flatMap((child): GuaranteedChoice[] => {
    const days = child.CarrierTransitTime;
    const option = priced.find(
      (o) =>
        o.ExpeditedFlag === ExpeditedFlag.Child &&
        o.RequestedTransitTime === days &&
        o.EquipDescription === parent.EquipDescription,
    );
    if (!option) return [];
    return [
      {
        value: child.value,
        days,
        deliveryDate: option.DeliveryDate,
        fee: option.GuaranteedServiceFee,
        label: expediteLabel(option.GuaranteedServiceFee, days),
      },
    ];
  });
}

/** What the quote view shows about dates: the input's limits, whether and how the date changed, the window. */
export interface QuoteDates {
  min: IsoDate;
  max: IsoDate;
  /** The draft's move date differs from the saved one. */
  changed: boolean;
  /** The message for a changed date that cannot be saved, else null (issue 10: it disables Save). */
  problem: string | null;
  /** Issue 10: the changed date falls on a weekend or an origin holiday: the date it will become. */
  shift: MoveDateShift | null;
  /** The move date the draft will save: the changed date, or the business day it becomes. */
  effective: IsoDate | null;
  /** §9 the selected option's free estimated delivery window for the saved dates, or null. */
  window: DeliveryWindow | null;
}

/**
 * The "Dates" and "Options" parts of the quote view model for a quote and the customer's draft (the
 * quote view's hook and the style guide's demo both use it).
 */
export function datesAndOptions(
  quote: Quote | null,
  draft: QuoteDraft | null,
  today: IsoDate,
  priced?: readonly ExpediteOption[],
): { dates: QuoteDates; guaranteed: GuaranteedChoice[] } {
  const parent =
    quote && draft
      ? quote.Details.PricingOptions.find(
          (o) => o.value === draft.optionValue && o.ExpeditedFlag === ExpeditedFlag.Parent,
        )
      : undefined;
  const changed = quote !== null && draft !== null && draft.moveDate !== quote.Details.MoveDate;
  const problem = changed && draft ? moveDateProblem(draft.moveDate, today) : null;
  const shift = changed && quote && draft && problem === null ? shiftOf(quote, draft.moveDate) : null;
  return {
    dates: {
      ...moveDateLimits(today),
      changed,
      problem,
      shift,
      effective: quote && draft && problem === null ? (shift?.becomes ?? (draft.moveDate as IsoDate)) : null,
      window: quote && parent ? deliveryWindowFor(quote, parent) : null,
    },
    guaranteed: quote ? guaranteedChoices(quote, parent, priced) : [],
  };
}
