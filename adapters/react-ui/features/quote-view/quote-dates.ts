/**
 * The quote view's "Dates" and "Options" parts (issue 4): the move date the customer may change, the free
 * estimated delivery window (§9) and the guaranteed (expedited) options of the selected parent (§3, §4)
 * with their fees.
 * Every rule comes from the domain; this module only puts the quote's fields through it.
 */
import { addDays } from '../../../../domain/calendar/business-days';
import { type DeliveryWindow, estimatedDeliveryWindow } from '../../../../domain/calendar/delivery-window';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import { type IsoDate, parseIsoDate } from '../../../../domain/calendar/iso-date';
import type { Cents } from '../../../../domain/money/money';
import {
  expediteLabel,
  expediteOptionsToUse,
  shouldFetchExpediteOptions,
} from '../../../../domain/pricing/expedite';
import { ExpeditedFlag } from '../../../../domain/quote/enums';
import { isInMoveDateWindow, MAX_DAYS_AHEAD } from '../../../../domain/quote/move-date-window';
import type { ExpediteOption, PricingOption, Quote } from '../../../../domain/quote/types';
import { REQUIRED_MESSAGE } from '../../../../domain/validation/messages';
import type { QuoteDraft } from './quote-draft';

/** The move dates the quote view offers: the domain's window, today to MAX_DAYS_AHEAD days from today. */
export function moveDateLimits(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addDays(today, MAX_DAYS_AHEAD) };
}

/** The §5-style message for an out-of-range move date, with both limits as MM/DD/YYYY (§3). */
export function moveDateRangeMessage(today: IsoDate): string {
  const { min, max } = moveDateLimits(today);
  return `The move date must be between ${formatMMDDYYYY(min)} and ${formatMMDDYYYY(max)}`;
}

/**
 * What is wrong with a move date typed or picked in the date input ('YYYY-MM-DD', '' when cleared), or
 * null when it can be saved: §5 'The value is required', the domain's date message, or the range message.
 */
export function moveDateProblem(value: string, today: IsoDate): string | null {
  if (value.trim() === '') return REQUIRED_MESSAGE;
  const parsed = parseIsoDate(value);
  if (parsed.isErr()) return parsed.error.message;
  return isInMoveDateWindow(parsed.value, today) ? null : moveDateRangeMessage(today);
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
  /** The message for a changed date that cannot be saved, else null. */
  problem: string | null;
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
  return {
    dates: {
      ...moveDateLimits(today),
      changed,
      problem: changed && draft ? moveDateProblem(draft.moveDate, today) : null,
      window: quote && parent ? deliveryWindowFor(quote, parent) : null,
    },
    guaranteed: quote ? guaranteedChoices(quote, parent, priced) : [],
  };
}
